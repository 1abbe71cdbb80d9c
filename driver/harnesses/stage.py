"""The run stage: build for the target, put it on the board, run it, fetch and check.

`run(request, conn=None) -> RunResult` is what `tgtbuild run` (and a tuner
calling it many times on one open connection) uses; the CLI only parses and
prints. One job a module:

* `request`: the values (`RunRequest`, `Timing`, `Check`, `DeviceLaunch`,
  `RunResult`, `CheckVerdict`);
* `kind`: `HarnessKind`, what every harness kind answers; `registry`:
  the kinds in order (`HARNESSES`, `pick_harness`, `validate`); the kinds
  themselves in `tvm.kernel` (TVM packed functions), `device` (OpenCL, CUDA)
  and `centry` (a C entry, a program with `main`);
* `staging`: build under the build dir's lock and copy aside under the
  content hash (`stage_files`);
* `onboard`: the board side (`run_staged`: upload when missing, the run
  script, per-run folder, output fetch, clean-up);
* `check`: `--check`'s comparison with a reference computed here.

The names below are re-exported so callers (the CLI, the tuner, tests) keep
one import for the stage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..frozen import replace
from ..remote import connect
from ..remote.connecting import Connecting
from ..run.centry import CEntryHarness, ProgramHarness
from ..run.kind import HarnessKind, harness_file
from ..run.onboard import harness_ok, run_staged
from ..run.request import Check, CheckVerdict, DeviceLaunch, RunRequest, RunResult, Sink, Timing
from ..run.staging import Staged, build_and_stage, build_library, program_name, stage_files
from .registry import HARNESSES, pick_harness, validate

if TYPE_CHECKING:
    from ..remote.transport import BoardConnection

__all__ = [
    "HARNESSES", "CEntryHarness", "Check", "CheckVerdict", "DeviceLaunch", "HarnessKind",
    "ProgramHarness", "RunRequest", "RunResult", "Staged", "Timing", "build_library", "harness_file",
    "pick_harness", "program_name", "run", "run_staged", "stage_files", "validate",
]


def run(request: RunRequest, conn: BoardConnection | Connecting | None = None, *, on_stdout: Sink | None = None,
        on_stderr: Sink | None = None, log: Any = None) -> RunResult:
    """Build, deploy and run `request` on its board; with `conn` (open, or `Connecting`), reuse that connection.

    A `Connecting` is waited for before the build: an unreachable or wrong
    board costs no build (its run channel may still be opening meanwhile).

    `on_stdout`/`on_stderr` see the program's output as it arrives; `log` (a
    text stream) gets build progress. Raises RemoteTimeout past the timeout
    and TgtbuildError when the harness fails; a program's failure is its
    exit status in the result.
    """
    if conn is None:
        with connect(request.board) as own:
            return run(request, own, on_stdout=on_stdout, on_stderr=on_stderr, log=log)
    if isinstance(conn, Connecting):
        conn = conn.result()
    harness = pick_harness(request)
    request = harness.resolve(request)
    build_dir, staged = build_and_stage(request, lambda: harness.build(request, log))
    name = next(iter(staged))
    result = run_staged(conn, request, harness, name, build_dir, staged, on_stdout=on_stdout, on_stderr=on_stderr)
    if not harness.timed:  # a program's exit status is its result
        return result
    harness_ok(request, harness, result.exit_status, b"" if on_stderr else result.stderr)  # shown already
    if request.check is None:
        return result
    from ..run.check import check_outputs  # lazily: a warm `tgtbuild run` does without it

    described = (result.timing or {}).get("outputs")  # a model runner's: what each output is (check.layout_problems)
    return replace(result, check=check_outputs(request, result.outputs, harness, described))
