"""Build what a run needs and copy it aside under its content hash: the bytes built are the bytes run.

The build dir is locked (`builder.dirlock`) from configure until the
program is copied aside under its content hash; on the board the program
(with lib<name>.so where it links it: see `builder.linking.programs_link_shared`)
lives in `<target dir>/bin/<sha256[:16]>/`: a folder whose name is its
content cannot be replaced by another build under a running (or about to
run) program. Two concurrent runs of different kernels on one board ran each
other's binary 4 times in 96 with one shared name; with content-named
folders, 0 in 40 (tests/test_run_stage.py).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..builder.dirlock import build_dir_lock
from ..builder.linking import programs_link_shared
from ..frozen import replace

if TYPE_CHECKING:
    from .request import RunRequest


def program_name(request: RunRequest, kind: str, sources: tuple[str, ...]) -> str:
    """Per-program file name in the build dir: `<name>` for a program, `<name>-<kind>-<hash>` for a harness."""
    if not sources:
        return request.name
    digest = hashlib.sha256("\0".join(sources).encode()).hexdigest()[:12]
    return f"{request.name}-{kind}-{digest}"


def build_library(request: RunRequest, programs: tuple, log: Any) -> Any:
    """The request's sources built for its target (lib<name>.so and .a), with `programs` linked: a BuildResult."""
    # lazily: run.kind imports this module, and a replayed warm run (run.warm) reports its failure through
    # run.kind without building (configure and the matrix are 15 ms of imports)
    from ..builder.configure import Request
    from ..builder.matrix import build

    base = request.build or Request(  # the build as the user shaped it (flags, a project), else the sources
        target=request.target, sources=tuple(request.sources), build_root=request.build_root,
        name=request.name, toolchain=request.toolchain, launcher=request.launcher, opt_level=request.opt_level,
    )
    breq = replace(base, programs=programs)
    (result,) = build([breq], jobs=request.jobs, verbose=request.verbose, stream=log)
    return result


def build_program(request: RunRequest, name: str, program_sources: tuple[str, ...],
                   log: Any) -> tuple[Path, dict[str, Path]]:
    """The program linked with the library: {program: file, lib<name>.so: file where it links it}."""
    made_by_the_build = request.program and not program_sources  # -o NAME, a project's program
    result = build_library(request, () if made_by_the_build else ((name, program_sources),), log)
    built = {name: result.build_dir / name}
    if programs_link_shared(request.target):  # the build's shared libraries, found beside it ($ORIGIN)
        built.update({lib.name: lib for lib in sorted(result.build_dir.glob("lib*.so"))})
    return result.build_dir, built


def build_and_stage(request: RunRequest,
                     build: Callable[[], tuple[Path, dict[str, Path]]]) -> tuple[Path, dict[str, Path]]:
    """Build under the build dir's lock, then copy what runs aside under its content hash (`stage_files`)."""
    with build_dir_lock(request.build_root):
        build_dir, built = build()
        return build_dir, stage_files(built, Path(request.build_root, ".tgtbuild", "staged"))


class Staged(dict):
    """{name on the board: staged file}, the program first; `fresh` when they were staged just now.

    Fresh files (a new kernel, a tuner's next candidate) are not on a board
    yet, so `run_staged` uploads them before running instead of letting the
    run script find them missing (one exec channel less per candidate).
    """

    fresh = False


def stage_files(built: Mapping[str, Path], root: Path) -> Staged:
    """Copies of `built` ({name: file}, the program first) in `root/<sha16 of them all>/`.

    The copies are what gets uploaded, so a concurrent build relinking the
    originals cannot change the bytes mid-upload, and the folder's name on
    the board (the same) cannot hold other bytes than these.
    """
    folder = root / content_name(built)
    staged = Staged((rel, folder / rel) for rel in built)
    for rel, path in built.items():
        if not staged[rel].exists():
            folder.mkdir(parents=True, exist_ok=True)
            tmp = folder / f".{rel}.{os.getpid()}.{threading.get_ident()}.tmp"
            shutil.copy2(path, tmp)
            os.replace(tmp, staged[rel])
            staged.fresh = True
    return staged


def content_name(built: Mapping[str, Path]) -> str:
    """The staged folder's name: 16 hex digits of the SHA-256 of the files' names and contents."""
    digest = hashlib.sha256()
    for rel in sorted(built):
        digest.update(rel.encode() + b"\0" + sha256_file(built[rel]).encode())
    return digest.hexdigest()[:16]


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()
