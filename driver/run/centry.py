"""The CPU harness kinds: a C entry timed by the generated harness, and a program with `main`."""

from __future__ import annotations

import hashlib
import os
from typing import TYPE_CHECKING

from ..paths import data_dir_str
from .harness import harness_argv, harness_source
from .kind import HarnessKind, harness_file
from .signature import check_signature

if TYPE_CHECKING:
    from .request import RunRequest


def timing_argv(request: RunRequest, outdir: str) -> list[str]:
    """The C harness's timing options from `request.timing` (one parser in every harness template)."""
    t = request.timing
    return harness_argv(number=t.number, repeat=t.repeat, warmup=t.warmup, min_repeat_ms=t.min_repeat_ms,
                        max_repeat_ms=t.max_repeat_ms, cooldown_ms=t.cooldown_ms, seed=t.seed, cpus=t.cpus,
                        dump_outputs=outdir, cache_flush=t.cache_flush)


class CEntryHarness(HarnessKind):
    """A C function with plain C arguments, timed by the generated harness."""

    kind = "c-entry"

    def matches(self, request: RunRequest) -> bool:
        return request.entry is not None

    def validate(self, request: RunRequest) -> None:
        flags = getattr(request.build, "flags", None)  # the -I/-D/-std= the sources are built with
        words = {lang: flags.compile_words(lang) for lang in ("c", "c++")} if flags is not None else None
        check_signature(list(request.sources), request.entry or "", request.specs, words, request.toolchain)

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """The harness source, named by what shapes it (template bytes, its include's, the renderer, entry, specs).

        The name is known before rendering, so a warm run skips importing
        Jinja2 and rendering (0.17 s of a 1.2 s warm run, measured with cProfile).
        The renderer (harness.py, which writes scalars as C) is part of the
        name: without it a harness rendered by an older tgtbuild (`(float)nan`)
        was reused after the fix.
        """
        template = b""
        parts = [os.path.join(data_dir_str("templates"), part)  # harness.c.j2 includes the second
                 for part in ("harness.c.j2", "harness_common.c.j2")]
        for part in (*parts, os.path.join(os.path.dirname(__file__), "harness.py")):
            with open(part, "rb") as handle:
                template += handle.read()
        shape = "\0".join([request.entry or "", *(spec.text for spec in request.specs)])
        key = hashlib.sha256(template + b"\0" + shape.encode()).hexdigest()[:16]

        def render() -> str:
            return harness_source(request.entry or "", request.specs)

        return (harness_file(request.build_root, key, render),)

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        return timing_argv(request, outdir)


class ProgramHarness(HarnessKind):
    """Sources that define `main`: linked as they are, run with `program_args`; its exit is the result."""

    kind = "program"
    timed = False
    writes_files = True

    def matches(self, request: RunRequest) -> bool:
        return request.entry is None

    def describe(self, request: RunRequest) -> str:
        return request.program or request.name

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        return ()

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        return list(request.program_args)
