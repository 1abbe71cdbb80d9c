"""The cross environment of a target as text for Make, CMake, Meson or a shell (`tgtbuild env`)."""

from __future__ import annotations

from .. import argcheck
from ..argcheck import keywords
from ..remote.choose import Trust
from ..reuse.facts import gather
from ..reuse.render import render_env
from ..targets import parse_target

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..remote.choose import Trust

FORMATS = ("make", "cmake", "meson", "sh", "json")


@keywords
def env(target: str, format: str = "make", *, board: str | None = None, toolchain: str | None = None,
        boards_file: str | None = None, trust: Trust | None = None) -> tuple[str, str]:
    """(text, note): the compilers, flags and runner of `target` in `format`; `note` says what the runner lacks.

    `board` is where the runner (CMAKE_CROSSCOMPILING_EMULATOR, Meson's
    exe_wrapper, make's RUN) points (default: local, qemu-user when foreign);
    `trust` (`remote.choose.Trust`) its boards file, key and first-contact policy, which the runner's
    `tgtbuild exec` is given too (`boards_file` alone is the same as `trust=Trust(boards_file)`).
    """
    argcheck.text(format, "format")
    for label, value in (("board", board), ("toolchain", toolchain)):
        argcheck.text(value, label, optional=True)
    boards_file = argcheck.path(boards_file, "boards_file", optional=True)

    argcheck.instance(trust, Trust, "trust", optional=True, hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    if trust is not None and boards_file is not None:
        raise argcheck.ArgumentError("boards_file and trust: give the boards file in trust=Trust(boards_file=...)")
    trust = trust or Trust(boards_file)
    facts = gather(parse_target(target), board, toolchain=toolchain, trust=trust)
    return render_env(facts, format), facts["runner_note"] or ""
