"""`ctest_suite(test_dir, target)` and `ctest(...)`: a CMake project's tests, every target binary on a board.

What `tgtbuild ctest` runs (the CLI prints ctest's kind of report from the
callbacks). Two steps, as `prepare_run` and `Runner.run`: `ctest_suite`
resolves the board word once (in `reuse.facts.gather`), asks ctest for the
suite and selects the tests, so a caller can say what will run before any
test starts; `CtestSuite.run` runs them. The stage is `reuse.ctestrun`.
"""

from __future__ import annotations

import os
import shutil
import sys

from .. import argcheck
from ..argcheck import keywords
from ..errors import TgtbuildError
from ..remote.choose import Trust
from ..reuse import ctestrun
from ..reuse.facts import boards_file_of, gather
from ..targets import Target, parse_target

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from ..reuse.ctestrun import SuiteTest, TestResult

__all__ = ["SCRIPT_HINT", "CtestResult", "CtestSuite", "ctest", "ctest_suite"]

SCRIPT_HINT = ctestrun.SCRIPT_HINT  # what a script test's line says: it ran here, and how to run it on the board


class CtestResult:
    """A suite's run: `results` (`reuse.ctestrun.TestResult`, suite order), `passed`, `failed`, `skipped`,
    `ok` (no test failed); `export()` is `tgtbuild ctest --json`'s object."""

    __slots__ = ("results", "suite")

    def __init__(self, suite: CtestSuite, results: Sequence[TestResult]) -> None:
        self.suite, self.results = suite, tuple(results)

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results)

    @property
    def passed(self) -> int:
        return sum(r.status == "passed" for r in self.results)

    @property
    def failed(self) -> int:
        return sum(not r.ok for r in self.results)

    @property
    def skipped(self) -> int:
        return sum(r.status in ("skipped", "disabled") for r in self.results)

    def export(self) -> dict:
        suite = self.suite
        return {
            "build_dir": suite.build_dir, "target": suite.target, "triple": suite.triple, "board": suite.board,
            "runner": list(suite.runner), "passed": self.passed, "failed": self.failed, "skipped": self.skipped,
            "tests": [{
                "number": r.test.number, "name": r.test.name, "form": r.test.form, "status": r.status,
                "seconds": round(r.seconds, 3), "returncode": r.returncode, "reason": r.reason,
                "command": list(r.test.command), "output": r.output if not r.ok else "",
            } for r in self.results],
        }

    def __repr__(self) -> str:
        return f"<CtestResult {self.passed} passed, {self.failed} failed of {len(self.results)}>"


class CtestSuite:
    """The selected tests of a CMake build folder and how they reach the board: `build_dir`, `target`,
    `triple`, `board` (its name in words), `runner` (the board runner's argv; empty: natively), `tests`
    (`reuse.ctestrun.SuiteTest`), `notes` (warnings in words). `run(...)` runs them."""

    __slots__ = ("board", "build_dir", "notes", "runner", "target", "tests", "triple", "_runner")

    def __init__(self, build_dir: str, facts: dict, tests: Sequence[SuiteTest], runner: ctestrun.SuiteRunner,
                 notes: Sequence[str]) -> None:
        self.build_dir, self.tests, self.notes, self._runner = build_dir, tuple(tests), tuple(notes), runner
        self.target, self.triple, self.board = facts["target"], facts["triple"], facts["board"]
        self.runner = tuple(facts["runner"])

    def run(self, *, parallel: int = 1, timeout: float | None = None,
            on_start: Callable[[SuiteTest], None] | None = None,
            on_done: Callable[[TestResult], None] | None = None) -> CtestResult:
        """Run the tests on `parallel` workers (ctest -j); `timeout`: a test's without a TIMEOUT property
        (default 1500 s, as ctest); `on_start`/`on_done` are called one at a time, as tests start and end."""
        if (argcheck.integer(parallel, "parallel") or 0) < 1:
            raise TgtbuildError(f"-j {parallel}: give 1 or more tests to run at once")
        limit = argcheck.timeout(timeout) if timeout is not None else ctestrun.DEFAULT_TIMEOUT
        results = ctestrun.run_suite(list(self.tests), self._runner, parallel, limit, on_start, on_done)
        return CtestResult(self, results)

    def __repr__(self) -> str:
        return f"<CtestSuite {len(self.tests)} tests in {self.build_dir} for {self.triple} on {self.board}>"


def _ctest_program(given: str | None) -> str:
    """`given`, else the ctest beside this Python's cmake (a venv's), else the PATH's."""
    if given:
        return given
    here = os.path.dirname(sys.executable)
    return shutil.which("ctest", path=here) or shutil.which("ctest") or "ctest"


@keywords
def ctest_suite(test_dir: str, target: str | Target, *, board: str | None = None, trust: Trust | None = None,
                toolchain: str | None = None, include: str | None = None, exclude: str | None = None,
                sync: Sequence[str] = (), program: str | None = None) -> CtestSuite:
    """The tests of the CMake build folder `test_dir` built for `target`, to run on `board` (default local,
    qemu-user when foreign): `include`/`exclude` are ctest's -R/-E; `sync`: folders mirrored on the board
    for every test; `program`: the ctest to ask (default: beside cmake)."""
    test_dir = argcheck.path(test_dir, "test_dir") or ""
    argcheck.target(target, "target")
    for label, value in (("board", board), ("toolchain", toolchain), ("include", include), ("exclude", exclude)):
        argcheck.text(value, label, optional=True)
    program = argcheck.path(program, "program", optional=True)
    sync = argcheck.paths(sync, "sync")
    trust = argcheck.instance(trust, Trust, "trust", optional=True,
                              hint="tgtbuild.api.Trust(boards_file=..., identity=...)") or Trust()
    build_dir = os.path.abspath(test_dir)
    facts = gather(target if isinstance(target, Target) else parse_target(target), board, toolchain=toolchain,
                   trust=trust)
    remote = not facts["board_local"]  # the board word resolved once, in gather
    if facts["cross"] and not facts["runner"]:
        raise TgtbuildError(f"tgtbuild ctest: {facts['runner_note']}")
    for folder in sync:
        if not os.path.isdir(folder):
            raise TgtbuildError(f"--sync {folder}: no such folder")
    in_process = remote and not (trust.identity or trust.accept_new_host_key)  # the exec helper, no argv words
    runner = ctestrun.SuiteRunner(list(facts["runner"]), facts["arch"], remote=remote,
                                  sync=tuple(os.path.abspath(folder) for folder in sync),
                                  board=board if in_process else None,
                                  boards_file=boards_file_of(board, trust.boards_file) if remote and board else None)
    info = ctestrun.list_tests(build_dir, _ctest_program(program))
    tests = ctestrun.select(ctestrun.suite(info, facts["arch"], build_dir), include, exclude)
    notes = []
    foreign = ctestrun.foreign_programs(tests, facts["arch"], build_dir)
    if foreign and not any(t.form == "binary" for t in tests):
        notes.append(f"no test's program is built for {facts['arch']} ({foreign[0]} is not); was {test_dir} "
                     f"configured for --target {target} (tgtbuild env --target {target} --format cmake)?")
    return CtestSuite(build_dir, facts, tests, runner, notes)


def ctest(test_dir: str, target: str | Target, *, parallel: int = 1, timeout: float | None = None,
          **options: Any) -> CtestResult:
    """`ctest_suite(test_dir, target, **options).run(parallel=..., timeout=...)`: the whole suite's result."""
    return ctest_suite(test_dir, target, **options).run(parallel=parallel, timeout=timeout)
