"""tgtbuild's board stub (boardstub.c): the run script's steps in one process, for `tgtbuild exec`'s calls.

Why: ctest and `meson test` start `tgtbuild exec` once per test, and per call
the board's side was the run script (remote/runscript.py): sh's start and
parse, mkdir and rm -rf of the run folder, the watchdog's background
subshell and its `sleep`, the final sweep's checks. Measured over an OpenSSH
ControlMaster on loopback, quiet, 30 calls interleaved (medians): a bare
program 8.3 ms, the script around it 14.4 ms, without its watchdog 11.7, without
its run folder 11.8; the stub around it 9.8 (vs 8.5 bare, load 2). The
stub does the same steps with no process but the program's (boardstub.c says
how, step by step); it takes the script's own arguments, so one argv builder
(`runscript.script_argv`) serves both, and the statuses and start line are
the script's.

Built by the zig tgtbuild depends on, statically against musl for the
board's machine (`uname -m`, the machine table): one binary runs on any Linux
board of that machine, whatever its C library (glibc of any age, musl,
Android's), with no loader to find. Cached in `<cache>/board-stub/` by the
hash of the source, the flags, the target and the compiler (`zigbuild.cached_binary`).
zig builds its static musl once per machine and target (45-65 s measured
here on 2 loaded cores; then 0.1-0.5 s a build), so the exec helper builds
the stub in the background and runs the sh script until it is there
(exechelper/stubs.py). The script stays the only path for what the stub
does not take (a SHA-256 check, the context probe: `stub_argv` says None),
for a board whose machine the table does not know, and where zig is missing
or TGTBUILD_BOARD_STUB=0.
"""

from __future__ import annotations

import os

from ..machines import linux_triple, of_uname
from ..remote.runscript import SCRIPT
from ..zigtriple import zig_triple
from .zigbuild import cached_binary

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "boardstub.c")
FLAGS = ("-Os", "-s", "-static", "-Wall", "-Wextra", "-Werror")
NAME = "tgtbuild-boardstub"
BUILD_TIMEOUT = 600.0  # zig's first static musl for a target: 45-65 s measured on 2 loaded cores


def stub_off() -> bool:
    """TGTBUILD_BOARD_STUB=0 (or no/off): every call runs the sh script."""
    return os.environ.get("TGTBUILD_BOARD_STUB", "").strip() in ("0", "no", "off")


def stub_target(uname: str) -> str | None:
    """zig's static musl target for a board whose `uname -m` says `uname`; None for a machine not in the table."""
    machine = of_uname(uname.strip())
    if machine is None:
        return None
    try:
        return zig_triple(linux_triple(machine, "musl"), "")
    except (ValueError, KeyError):
        return None


def stub_path(target: str, *, build: bool, source: str = SOURCE) -> str | None:
    """The stub for zig target `target` in the user's cache (built now when `build` and not cached), or None
    (the sh script serves)."""
    if stub_off():
        return None
    return cached_binary(source, NAME, "board-stub", FLAGS, tag="board-stub 1", target=target, build=build,
                         timeout=BUILD_TIMEOUT)


def stub_argv(stub: str, script: list[str]) -> list[str] | None:
    """The argv that runs the script's call `script` (runscript.script_argv) with the board's `stub` instead,
    or None when the stub does not take it (a context probe, a SHA-256 check: the sh script's alone)."""
    if script[:4] != ["sh", "-c", SCRIPT, "sh"]:
        return None
    args = script[4:]
    probe, files = args[5], int(args[7])
    if probe or any(":" in check for check in args[9:9 + 2 * files:2]):
        return None
    return [stub, *args]
