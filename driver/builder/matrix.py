"""Configure and build one or several targets (a matrix), one after another."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from ..frozen import frozen
from .configure import Request, configure
from .dirlock import build_dir_lock
from .ninjatool import run_build
from .sourcefiles import collect_sources


@frozen
class BuildResult:
    """What one target's build produced."""

    target: str
    build_dir: Path
    build_file: Path
    shared_library: Path
    static_library: Path
    objects: tuple[Path, ...]
    reconfigured: bool
    no_work: bool
    seconds: float
    programs: tuple[Path, ...] = ()   # executables linked beside the library (--program, -o, a project's)

    def export(self) -> dict[str, Any]:
        return {
            "target": self.target, "build_dir": str(self.build_dir), "build_file": str(self.build_file),
            "shared_library": str(self.shared_library), "static_library": str(self.static_library),
            "objects": [str(p) for p in self.objects], "reconfigured": self.reconfigured,
            "no_work": self.no_work, "seconds": round(self.seconds, 3),
            "programs": [str(p) for p in self.programs],
        }


def build(requests: Sequence[Request], *, jobs: int | None = None, verbose: bool = False,
          stream: TextIO | None = None) -> list[BuildResult]:
    """Configure (when needed) and build each request; the first failure raises."""
    results = []
    for request in requests:
        start = time.perf_counter()
        if request.sources:  # a bad input fails before anything (even the lock file) is written

            collect_sources(request.sources)
        with build_dir_lock(request.build_root):  # two builds into one dir take turns
            configured = configure(request)
            if configured.reconfigured and stream is not None:
                stream.write(f"tgtbuild: configured {configured.build_dir} ({configured.toolchain})\n")
            ran = run_build(configured.build_dir, generator=request.generator, jobs=jobs, verbose=verbose,
                            stream=stream if stream is not None else sys.stdout)
        build_dir = configured.build_dir
        objects = tuple(sorted(p for p in (build_dir / "obj").glob("*.o")))
        results.append(BuildResult(
            target=configured.target,
            build_dir=build_dir,
            build_file=configured.build_file,
            shared_library=build_dir / f"lib{request.name}.so",
            static_library=build_dir / f"lib{request.name}.a",
            objects=objects,
            reconfigured=configured.reconfigured,
            no_work=ran.no_work and not configured.reconfigured,
            seconds=time.perf_counter() - start,
            programs=tuple(build_dir / name for name in _program_names(request)),
        ))
    return results


def _program_names(request: Request) -> list[str]:
    return [*(name for name, _ in request.programs), *(c[1] for c in request.components if c[0] == "program")]
