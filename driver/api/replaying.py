"""A warm run: the same timed run again, nothing changed, from the record the last one left (run/warm.py).

People iterating on a kernel type `tgtbuild run` again and again; the full
path's imports (the run stage, the harness kinds, the target and toolchain
tables) were most of a warm run's time, against ~10 ms on the board's kept
connection. The replay is keyed on the run's options as plain data, as
`prepare_run` takes them (`options`: its parameters' names, and `timing`,
`check`, `launch`, `trust`, `build` as the fields of `Timing`, `Check`,
`DeviceLaunch`, `Trust` and `BuildOptions.key()`; cli/run.py's `run_options`
makes them), so an option that reaches the API reaches the key.

Imports: the replay's own (run/warm.py and what it uses), never the run
stage's: `tgtbuild run`'s replay imports this module and nothing of
`api.running` (tests/test_run_warm.py).
"""

from __future__ import annotations

from ..run import warm
from ..suffixes import model_files

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from ..run.request import RunResult
    from .running import Runner

__all__ = ["check_replayed", "remember_run", "replay", "replay_key"]


def replay_key(options: Mapping[str, Any]) -> str | None:
    """The key a run with these options is recorded and replayed under; None when it never is (it reads
    outputs back, runs a model or a project's program: `run.warm.key`; a model file is compiled first)."""
    if model_files(options["sources"]):
        return None
    return warm.key(options)


def replay(options: Mapping[str, Any], key: str, *, keep: bool = False, progress: Any = None,
           announce: Callable[[str], None] | None = None,
           on_stderr: Callable[[bytes], None] | None = None) -> warm.Replayed | None:
    """The recorded run again when nothing changed (its `status`, `timing()`, `context()`, `record`);
    None when the full path must run (nothing ran).

    `keep`: an SSH board is reached through its kept connection (the full path connects when none
    serves); `progress` gets ninja's lines when it found work; `announce` the recorded what-runs-where
    line; `on_stderr` the program's stderr as it comes.
    """
    build = options["build"]
    return warm.replay(build["build_dir"], key, keep=keep, jobs=build["jobs"], verbose=build["verbose"],
                       progress=progress, announce=announce, on_stderr=on_stderr)


def check_replayed(runner: Runner, status: int, output: bytes) -> None:
    """A replayed run that failed, in the full path's words: `HarnessFailed` with the harness's own
    explanation of `status` (`output`: its stderr when not shown already). `runner`: the same options'
    `prepare_run`."""
    from ..run.onboard import harness_ok  # lazily: a replayed run that passed does without it

    harness_ok(runner.request, runner.harness, status, output)


def remember_run(key: str, options: Mapping[str, Any], runner: Runner, result: RunResult, summary: dict,
                 header: str) -> None:
    """Record a successful run of `runner` (made from `options`) for `replay` under `key`; `summary` is
    what `--json` printed and `header` the what-runs-where line (a run that does not qualify is not
    recorded)."""
    from .building import watched_files  # lazily: only a run remembered for its replay

    warm.remember(key, options["build"]["build_dir"], request=runner.request, harness=runner.harness, result=result,
                  summary=summary, header=header, watched=watched_files(),
                  boards_file=options["trust"]["boards_file"])
