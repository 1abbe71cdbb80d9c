"""The TVM harness kind of `tgtbuild run`: what to build and deploy for a packed function.

`tgtbuild run` calls `build_runner` instead of linking its plain C harness
when `run.tvm.find_packed` recognised TVM-compiled code. The kernel becomes
`lib<name>.so` (built from IR by the normal build, or from TVM's exported
`.o`/`.tar`/`.so`), the runner is linked against it (`run.tvmlink`), and both
go to the board side by side.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .tvmlink import ARTIFACT_SUFFIXES, RUNNER, check_sources, library_from_artifacts, link_runner


def build_runner(args: argparse.Namespace, target: Any, name: str, harness: str,
                 build_library: Callable[..., tuple[Any, Any]]) -> tuple[Path, dict[str, Path]]:
    """(build dir, {deployed name: local file}): the runner first, then the kernel library.

    `build_library(args, target, name, None, ())` is the CLI's build of the
    sources into lib<name>.so (no program linked).
    """
    from ..toolchain import select

    sources = [Path(s) for s in args.sources]
    artifacts = [p for p in sources if p.suffix in ARTIFACT_SUFFIXES]
    toolchain = select(target, args.toolchain)
    folder = Path(args.build_dir).resolve() / ".tgtbuild" / "tvm" / target.dirname
    check_sources(sources)
    if artifacts:
        library = library_from_artifacts(toolchain, artifacts, name, folder)
        build_dir = library.parent
    else:
        result, _ = build_library(args, target, name, None, ())
        build_dir = result.build_dir
        library = build_dir / f"lib{name}.{'a' if static_only(target) else 'so'}"
    runner = link_runner(toolchain, Path(harness), library, folder)
    return build_dir, {RUNNER: runner, **({library.name: library} if library.suffix == ".so" else {})}


def static_only(target: Any) -> bool:
    """musl targets get a static runner (see tvmlink.link_runner); timings then differ from a TVM .so."""
    return target.cpu_target.triple.libc == "musl"
