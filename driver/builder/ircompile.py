"""Adapter between the IR build step and `tgtbuild.codegen.compile_ir`.

`compile_modules(jobs, manifest, base)` compiles each job's outputs (obj,
asm, ll for host IR; ptx for device IR) and returns, per job, None or the
TgtbuildError for that module, so one bad module does not stop the others.
codegen writes each output atomically.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..codegen import IRJob, compile_ir
from ..errors import TgtbuildError
from ..targets import Target

OUTPUT_KINDS = ("obj", "asm", "ll", "ptx")


def compile_modules(jobs: list[dict[str, Any]], manifest: dict[str, Any], base: Path) -> list[TgtbuildError | None]:
    target = Target(manifest["target"])
    results: list[TgtbuildError | None] = []
    for job in jobs:
        src = base / job["source"]
        batch = [IRJob(src, base / job[kind], kind) for kind in OUTPUT_KINDS if kind in job]
        try:
            compile_ir(batch, target, pic=manifest.get("pic", True), opt_level=manifest.get("opt_level"),
                       fp_contract=manifest.get("fp_contract") or "", fast_math=bool(manifest.get("fast_math")),
                       reoptimize=bool(manifest.get("reoptimize")))
        except TgtbuildError as exc:
            results.append(exc)
        else:
            results.append(None)
    return results
