"""Program mode: -q/--quiet leaves stderr to the program; --repeat N says what it repeats and gives statistics.

`tgtbuild run ... 2> dump` captured tgtbuild's and ninja's progress before the
program's own stderr (issue 25), as `cargo run` does without -q.
"""

from __future__ import annotations

import json

PROGRAM = ('#include <stdio.h>\nint main(void) { fputs("to stderr\\n", stderr); puts("to stdout"); '
           'return 3; }\n')


def test_quiet_leaves_stderr_to_the_program(tmp_path, tgtbuild):
    (tmp_path / "p.c").write_text(PROGRAM)
    done = tgtbuild("run", "-t", "x86_64-linux-gnu", "-q", "p.c", cwd=tmp_path, timeout=300)
    assert (done.returncode, done.stdout, done.stderr) == (3, "to stdout\n", "to stderr\n")


def test_quiet_still_reports_a_failed_build(tmp_path, tgtbuild):
    (tmp_path / "p.c").write_text("int main(void) { return undeclared; }\n")
    done = tgtbuild("run", "-t", "x86_64-linux-gnu", "-q", "p.c", cwd=tmp_path, timeout=300)
    assert done.returncode == 125 and "undeclared" in done.stderr


def test_repeat_runs_the_whole_program_and_prints_statistics(tmp_path, tgtbuild):
    (tmp_path / "p.c").write_text(PROGRAM.replace("return 3", "return 0"))
    done = tgtbuild("run", "-t", "x86_64-linux-gnu", "--repeat", "3", "p.c", cwd=tmp_path, timeout=300)
    assert done.returncode == 0 and done.stdout == "to stdout\n"  # the output of the first run only
    assert done.stderr.count("to stderr\n") == 1
    assert "p ran 3 times: each repeat is the whole program, a fresh process on the board" in done.stderr
    assert "wall time median" in done.stderr and "CV" in done.stderr
    report = json.loads(tgtbuild("run", "-t", "x86_64-linux-gnu", "--repeat", "3", "p.c", "--json",
                                 cwd=tmp_path, timeout=300).stdout)
    assert len(report["wall_s"]) == 3 and report["wall"]["n"] == 3
    assert report["wall"]["min"] <= report["wall"]["median"] <= report["wall"]["max"]
