"""The cross environment of a target as text for Make, CMake, Meson or a shell (`tgtbuild env`)."""

from __future__ import annotations

from ..argcheck import keywords

FORMATS = ("make", "cmake", "meson", "sh", "json")


@keywords
def env(target: str, format: str = "make", *, board: str | None = None, toolchain: str | None = None,
        boards_file: str | None = None) -> tuple[str, str]:
    """(text, note): the compilers, flags and runner of `target` in `format`; `note` says what the runner lacks.

    `board` is where the runner (CMAKE_CROSSCOMPILING_EMULATOR, Meson's
    exe_wrapper, make's RUN) points (default: local, qemu-user when foreign).
    """
    from .. import argcheck
    from ..reuse.facts import gather

    argcheck.text(format, "format")
    for label, value in (("board", board), ("toolchain", toolchain)):
        argcheck.text(value, label, optional=True)
    boards_file = argcheck.path(boards_file, "boards_file", optional=True)
    from ..reuse.render import render_env
    from ..targets import parse_target

    facts = gather(parse_target(target), board, toolchain=toolchain, boards_file=boards_file)
    return render_env(facts, format), facts["runner_note"] or ""
