"""Run the build tool (ninja or make) in a build directory: the one runner.

Ninja comes from the `ninja` wheel beside this Python, else the one on PATH.
Its output streams to the user line by line as it arrives; on failure the
error repeats the failing command and the compiler's message (what ninja
printed after `FAILED:`), so the last thing on the terminal says what broke.

The no-op fast path (`fastpath.run_ninja`) and the full build (`run_build`)
both start the tool through `toolrun.tool_argv` and `toolrun.spawn_streaming`,
so `-j` means the same on both (see toolrun.py).
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path
from typing import NamedTuple, TextIO

from .errors import BuildError
from .fastpath import invalidate_hidden_edits
from .toolrun import NO_WORK, spawn_streaming, tool_argv

__all__ = ["NO_WORK", "BuildError", "ToolRun", "find_make", "find_ninja", "run_build", "spawn_streaming",
           "tool_argv"]


class ToolRun(NamedTuple):
    """What one run of the build tool did."""

    tool: str
    command: tuple[str, ...]
    no_work: bool
    seconds: float
    output: str


def find_ninja() -> str:
    """The ninja executable: the wheel's first, then PATH."""
    here = Path(sys.executable).parent / "ninja"
    if here.is_file() and os.access(here, os.X_OK):
        return str(here)
    try:
        import ninja  # the wheel installs its binary under ninja.BIN_DIR

        wheel = Path(ninja.BIN_DIR) / "ninja"
        if wheel.is_file():
            return str(wheel)
    except (ImportError, AttributeError):
        pass

    found = shutil.which("ninja")
    if found:
        return found
    raise BuildError("ninja not found: `pip install ninja` (tgtbuild depends on it) or apt install ninja-build; "
                     "or build with --generator make")


def find_make() -> str:
    found = shutil.which("make") or shutil.which("gmake")
    if not found:
        raise BuildError("make not found: install GNU make 4.3 or newer, or use the default --generator ninja")
    return found


def _failure(tool: str, lines: list[str]) -> str:
    """The failing command and its message from the tool's output."""
    if tool == "ninja":
        start = max((i for i, line in enumerate(lines) if line.startswith("FAILED: ")), default=None)
        if start is not None:
            block = []
            for line in lines[start:]:
                if line.startswith("ninja: build stopped") or (block and line.startswith("[")):
                    break
                block.append(line)
            return "\n".join(block[:40])
    tail = [line for line in lines if line.strip()][-20:]
    return "\n".join(tail)


def run_build(build_dir: Path, *, generator: str = "ninja", jobs: int | None = None, verbose: bool = False,
              targets: tuple[str, ...] = (), stream: TextIO | None = None) -> ToolRun:
    """Run ninja/make in `build_dir`, streaming output to `stream` (stdout by default)."""
    out = stream if stream is not None else sys.stdout
    tool = find_ninja() if generator == "ninja" else find_make()
    argv = tool_argv(tool, build_dir, generator=generator, jobs=jobs, verbose=verbose, targets=targets)
    invalidate_hidden_edits(str(build_dir))  # a source edited with its mtime kept: the tool alone would not see it
    start = time.perf_counter()
    status, lines = spawn_streaming(argv, out)
    seconds = time.perf_counter() - start
    if status != 0:
        raise BuildError(
            f"the build in {build_dir} failed ({generator} exited with {status}).\n{_failure(generator, lines)}"
        )
    no_work = NO_WORK in lines if generator == "ninja" else any("Nothing to be done" in x for x in lines)
    return ToolRun(generator, tuple(argv), no_work, seconds, "\n".join(lines))
