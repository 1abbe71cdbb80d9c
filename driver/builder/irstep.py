"""The IR build step ninja runs: `python -m tgtbuild.builder.irstep ir-jobs.json`.

One process compiles every LLVM IR module of the build (see plan.py for why
one batch edge). It recompiles only what changed: each object has a stamp
(`<obj>.stamp`) holding a hash of the IR bytes, the target, the options and
the tool versions; a module whose stamp matches and whose outputs exist is
skipped, so its outputs keep their mtimes (the edge is `restat = 1`: a
touched but unchanged IR file reruns nothing downstream). codegen writes
each output atomically, so a failed or interrupted step never leaves a
half-written object. A syntax error prints `file:line:col: error: ...`
with the offending line and a caret, and the step exits 1.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..fsutil import write_atomic

OUTPUT_KINDS = ("obj", "asm", "ll", "ptx")


def _versions() -> str:
    from .. import __version__

    try:
        from importlib.metadata import version

        llvmlite = version("llvmlite")
    except Exception:  # noqa: BLE001 - metadata missing in odd installs: key on tgtbuild alone
        llvmlite = "?"
    return f"tgtbuild={__version__};llvmlite={llvmlite}"


def stale_jobs(manifest: dict[str, Any], base: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """(jobs that must be compiled, job obj → stamp key) for a manifest."""
    settings = json.dumps({k: v for k, v in manifest.items() if k != "jobs"}, sort_keys=True)
    prefix = hashlib.sha256(f"{settings}\0{_versions()}\0".encode())
    todo, keys = [], {}
    for job in manifest["jobs"]:
        digest = prefix.copy()
        digest.update(json.dumps(job, sort_keys=True).encode() + b"\0")
        digest.update((base / job["source"]).read_bytes())
        key = digest.hexdigest()
        keys[job["id"]] = key
        outputs = [base / job[k] for k in OUTPUT_KINDS if k in job]
        stamp = base / (job["id"] + ".stamp")
        try:
            current = stamp.read_text() == key and all(p.exists() for p in outputs)
        except OSError:
            current = False
        if not current:
            todo.append(job)
    return todo, keys


def run(manifest_path: Path) -> int:
    base = manifest_path.parent
    manifest = json.loads(manifest_path.read_text())
    try:
        todo, keys = stale_jobs(manifest, base)
    except OSError as exc:
        print(f"tgtbuild irstep: {exc}", file=sys.stderr)
        return 1
    if not todo:
        return 0
    from .ircompile import compile_modules

    failed = 0
    for job, error in zip(todo, compile_modules(todo, manifest, base), strict=True):
        if error is not None:
            print(f"tgtbuild: error: {error}", file=sys.stderr)
            failed += 1
            continue
        write_atomic(base / (job["id"] + ".stamp"), keys[job["id"]])
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m tgtbuild.builder.irstep ir-jobs.json", file=sys.stderr)
        return 2
    return run(Path(os.path.abspath(args[0])))


if __name__ == "__main__":
    sys.exit(main())
