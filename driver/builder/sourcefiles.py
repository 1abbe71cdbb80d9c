"""The build's source files, checked and classified: what a build needs before (and without) planning.

Apart from plan.py so that a warm `tgtbuild run` or build checks its
inputs without importing the planner and its graph (~17 ms of dataclasses
and regexes, of a ~0.4 s warm run).
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from ..codegen import classify as classify_one
from ..codegen.sources import Source
from ..errors import TgtbuildError


class SourceError(TgtbuildError):
    """A source file tgtbuild cannot build (missing, unknown type, wrong target)."""


def _not_a_file(path: str) -> str:
    """Why `path` is no source: a directory, a FIFO or a dangling link read as "no such file"."""
    if os.path.isdir(path):
        return "is a directory, not a source file"
    if os.path.islink(path) and not os.path.exists(path):
        return f"is a link to {os.readlink(path)}, which does not exist"
    if os.path.exists(path):
        return "is not a regular file (a FIFO, socket or device); give a source file"
    return "no such file"


def collect_sources(paths: Iterable[str | os.PathLike[str]]) -> tuple[Source, ...]:
    """Absolute, de-duplicated, sorted Sources, each classified by the one `tgtbuild.codegen.classify`."""
    found: dict[str, Source] = {}
    for raw in paths:
        path = os.path.abspath(os.fspath(raw))
        if not os.path.isfile(path):
            if os.path.splitext(path)[1]:
                classify_one(path)  # an unknown type is the clearer error
            raise SourceError(f"{raw}: {_not_a_file(path)} (looked for {path})")
        found[path] = classify_one(path)
    if not found:
        raise SourceError("no sources given: pass LLVM IR, C, C++, assembly or CUDA files")
    return tuple(found[p] for p in sorted(found))
