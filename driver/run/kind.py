"""What a harness kind is: how a run request becomes a program on the board, and what its exit means.

Every kind (`tvm-packed`, `opencl`, `cuda`, `c-entry`, `program`: see
`harnesses.registry.HARNESSES`) subclasses `HarnessKind` and overrides what it
does differently; the stage calls every hook unconditionally. Before this
class, optional hooks were looked up with getattr and the stage branched on
`kind` strings, and a kind that lacked one failed late: TVM's kind had no
`explain_exit`, so every failing TVM kernel ended in an AttributeError
traceback instead of TVM's own message.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..fsutil import write_atomic
from .staging import build_program, program_name

if TYPE_CHECKING:
    from .request import RunRequest


class HarnessKind:
    """The defaults of a harness kind; a kind overrides `matches`, `program_sources` and `argv` at least.

    `timed`: the program prints the harness's timing JSON (and its exit is
    the harness's to explain), and runs with every symbol bound when it
    loads (LD_BIND_NOW=1): TVM's exported softmax, linked lazily as gcc
    links by default, bound `expf` in the middle of its first call, and 19
    of 20 processes started from Python then ran it at 17.9 us until the
    CPU forgot (at a random moment, or never); 0 of 20 bound at load (13.5
    us). TVM's own time_evaluator reads 17.9 us in the first call of every
    new process for that reason (docs/tvm.md). False for a program with
    `main`, whose exit status and output are the result, timed as it runs. `writes_files`: the program may write
    in its working directory even unchecked (a device runtime's caches, a
    program's files), so it gets a per-run folder; an unchecked CPU harness
    writes nothing and runs without one (two processes fewer per run).
    `thread_pool`: `Timing.threads` sizes the kernel's pool.
    """

    kind = ""
    timed = True
    writes_files = False
    thread_pool = False


    def matches(self, request: RunRequest) -> bool:
        raise NotImplementedError

    def validate(self, request: RunRequest) -> None:
        """Refuse a request before anything is built (a typo must cost no build or connection)."""

    def resolve(self, request: RunRequest) -> RunRequest:
        """The request as this kind runs it (a model fills in its entry and argument specs); after `validate`."""
        return request

    def describe(self, request: RunRequest) -> str:
        """What runs, for the progress line and `--json` (the entry's name unless the kind knows more)."""
        return request.entry or request.name

    def facts(self, request: RunRequest) -> dict[str, Any]:
        """What this kind adds to `--json` beside the timing (a model: its runtime and where it came from)."""
        return {}

    def codegen(self, request: RunRequest) -> str:
        """How the machine code was made when that decides what the number means ('' to say nothing)."""
        return ""

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """C sources linked with the library into the program (() for a program with main)."""
        raise NotImplementedError

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        """Arguments after the program; `outdir` ("" when unchecked) receives dumped outputs."""
        raise NotImplementedError

    def explain_exit(self, status: int) -> str:
        """What the harness's own exit `status` means, for the error ("" when nothing more to say)."""
        return ""

    def build(self, request: RunRequest, log: Any) -> tuple[Path, dict[str, Path]]:
        """(build dir, {file on the board: local file}, the program first): the library with the program."""
        program_sources = self.program_sources(request)
        name = request.program if request.program and not program_sources else program_name(
            request, self.kind, program_sources)
        return build_program(request, name, program_sources, log)

    def reference(self, request: RunRequest, contract: str = "") -> dict[int, bytes]:
        """`--check`'s reference outputs: one call of the same entry on this machine.

        `contract` ('fused'/'off') overrides how IR's `llvm.fmuladd` rounds; '' rounds as the board does.
        """
        from .check import reference_outputs  # lazily: a warm `tgtbuild run` does without it

        return reference_outputs(request, contract)


def harness_file(build_root: str, key: str, render: Callable[[], str]) -> str:
    """`.tgtbuild/harness/harness-<key>.c`, rendered only when missing: `key` names what shapes its text."""
    path = os.path.join(build_root, ".tgtbuild", "harness", f"harness-{key}.c")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomic(Path(path), render())
    return path
