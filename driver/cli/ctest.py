"""`tgtbuild ctest`: a CMake project's test suite, every target binary run on the board.

The API's `ctest_suite` (the stage lives in `tgtbuild.reuse.ctestrun`); this
module parses options and prints ctest's kind of report (and exit status 8
when a test failed).
"""

from __future__ import annotations

import argparse
import sys

from ..api.ctestsuite import SCRIPT_HINT, ctest_suite
from ..errors import TgtbuildError
from .boardopts import add_board_arguments, trust_from_args
from .output import print_json
from .seconds import timeout_seconds

HELP = """\
examples:
  tgtbuild env --target rasp4b --format cmake -o rpi.cmake
  cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=$PWD/rpi.cmake && cmake --build build
  tgtbuild ctest --target rasp4b --test-dir build -j4                (qemu-user here)
  tgtbuild ctest --target rasp4b --board pi@rpi.lan --test-dir build --output-on-failure
  tgtbuild ctest --target riscv64-linux-gnu --test-dir build -R unit --json

Which tests run on the board: every test whose program is a binary built
for the target, however CMakeLists.txt names it:
  add_test(NAME t COMMAND prog)        by target (CMake adds its emulator;
                                       tgtbuild replaces it with --board's)
  add_test(NAME t COMMAND ./prog)      by path
  add_test(t prog args)                the old form
It runs with the test's arguments, WORKING_DIRECTORY, ENVIRONMENT, TIMEOUT,
WILL_FAIL, PASS/FAIL_REGULAR_EXPRESSION and SKIP_RETURN_CODE. A test whose
program is a script (`sh run.sh $<TARGET_FILE:prog>`) runs here, as ctest
would run it: the binaries it starts cannot be redirected. Each one is
named in the report with the fix: qemu-user-binfmt (binfmt_misc) for the
local board, or ctest on the board itself. On an SSH board a test's
program goes with its own shared libraries (found through its RUNPATH
here), and what it can reach is mirrored there by content, once per suite:
its WORKING_DIRECTORY (where it runs on the board), folders named by its
arguments, ENVIRONMENT and REQUIRED_FILES, and --sync folders; a local
path P is <workdir>/exec/tree/P on the board. A test that fails naming a
file that is not on the board says so. Exit status: 0 when every test
passed or was skipped, 8 when one failed (as ctest), 2 on errors.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--target", "-t", required=True, help="tag, target text or triple the suite was built for")
    add_board_arguments(parser, default=None, help="board to run the tests on (default: local, qemu-user)")
    parser.add_argument("--toolchain", default=None, help="toolchain whose sysroot qemu uses (default: the first)")
    parser.add_argument("--test-dir", default=".", metavar="DIR", help="the CMake build dir (default: .)")
    parser.add_argument("-j", "--parallel", type=int, default=1, metavar="N", help="run N tests at once")
    parser.add_argument("-R", "--tests-regex", default=None, metavar="REGEX", help="only tests whose name matches")
    parser.add_argument("-E", "--exclude-regex", default=None, metavar="REGEX", help="leave out tests that match")
    parser.add_argument("--timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                        help="timeout of tests without a TIMEOUT property (default: 1500, as ctest)")
    parser.add_argument("--output-on-failure", action="store_true", help="print the output of failed tests")
    parser.add_argument("-V", "--verbose", action="store_true", help="print every test's command and output")
    parser.add_argument("--ctest", default=None, metavar="PATH", help="ctest program (default: beside cmake)")
    parser.add_argument("--sync", action="append", default=[], metavar="DIR",
                        help="also mirror DIR on the board for every test (repeatable; data a test opens "
                             "by a path compiled into it)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace) -> int:
    if args.parallel < 1:
        raise TgtbuildError(f"-j {args.parallel}: give 1 or more tests to run at once")
    suite = ctest_suite(args.test_dir, args.target, board=args.board, trust=trust_from_args(args),
                        toolchain=args.toolchain, include=args.tests_regex, exclude=args.exclude_regex,
                        sync=args.sync, program=args.ctest)
    for note in suite.notes:
        print(f"tgtbuild: note: {note}", file=sys.stderr)
    if args.json:
        result = suite.run(parallel=args.parallel, timeout=args.timeout)
        print_json(result.export())
    else:
        report = Report(len(suite.tests), args.output_on_failure, args.verbose)
        print(f"Test project {suite.build_dir}")
        print(f"    target {suite.triple}, board {suite.board}: {' '.join(suite.runner) or 'runs natively'}")
        result = suite.run(parallel=args.parallel, timeout=args.timeout, on_start=report.start,
                           on_done=report.done)
        report.summary(result.results)
    return 0 if result.ok else 8


STATUS = {"passed": "   Passed", "failed": "***Failed", "timeout": "***Timeout", "skipped": "***Skipped",
          "disabled": "***Not Run (Disabled)", "not-run": "***Not Run"}
REASON = {"failed": "Failed", "timeout": "Timeout", "not-run": "Not Run", "skipped": "Skipped",
          "disabled": "Disabled"}


class Report:
    """ctest's lines: `Start n: name`, `i/N Test #n: name .... Passed 0.12 sec`, the summary."""

    def __init__(self, total: int, output_on_failure: bool, verbose: bool) -> None:
        self.total = total
        self.finished = 0
        self.output_on_failure = output_on_failure
        self.verbose = verbose
        self.width = 0

    def start(self, test) -> None:
        self.width = max(self.width, len(test.name) + 4, 30)
        print(f"      Start {test.number:>2}: {test.name}", flush=True)
        if self.verbose:
            print(f"{test.number}: {test.form}: {' '.join(test.argv if test.form == 'binary' else test.command)}")

    def done(self, result) -> None:
        self.finished += 1
        test = result.test
        count = f"{self.finished}/{self.total}".rjust(2 * len(str(self.total)) + 1)
        dots = " " + "." * max(3, self.width - len(test.name)) + " "
        print(f"{count} Test {('#' + str(test.number)).rjust(3)}: {test.name}{dots}{STATUS[result.status]}"
              f"    {result.seconds:.2f} sec", flush=True)
        if result.status in ("failed", "timeout", "not-run") and result.reason:
            print(f"      {result.reason}")
        if test.form == "script":
            if result.ok:
                print("      script test: ran here, not through the board runner")
            else:
                print(f"      script test: {SCRIPT_HINT}")
        if result.output and (self.verbose or (self.output_on_failure and not result.ok)):
            print(result.output.rstrip("\n"))

    def summary(self, results) -> None:
        failed = [r for r in results if not r.ok]
        skipped = [r for r in results if r.status in ("skipped", "disabled")]
        passed = len(results) - len(failed)
        percent = 100 if not results else int(100 * passed / len(results))
        print(f"\n{percent}% tests passed, {len(failed)} tests failed out of {len(results)}")
        if skipped:
            print("\nThe following tests did not run:")
            for r in skipped:
                print(f"\t{r.test.number:>3} - {r.test.name} ({REASON[r.status]})")
        if failed:
            print("\nThe following tests FAILED:")
            for r in failed:
                note = "  [script: not redirected]" if r.test.form == "script" else ""
                print(f"\t{r.test.number:>3} - {r.test.name} ({REASON[r.status]}){note}")
        ignored: dict[str, list[str]] = {}
        for r in results:
            for name in r.test.ignored:
                ignored.setdefault(name, []).append(r.test.name)
        for name, names in sorted(ignored.items()):
            print(f"note: property {name} is not honoured by tgtbuild ctest (tests: {', '.join(names[:5])}"
                  f"{', ...' if len(names) > 5 else ''})")
        if failed:
            print("Errors while running CTest", file=sys.stderr)
