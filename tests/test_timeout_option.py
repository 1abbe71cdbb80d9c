"""One --timeout parser for every command: `run --timeout nan` ran without a limit, 0 and -1 killed at once."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("value", ["nan", "0", "-1"])
@pytest.mark.parametrize("command", [["run", "--target", "x86_64-linux-gnu", "missing.c"],
                                     ["tune", "--target", "x86_64-linux-gnu", "missing.c", "--entry", "k"]])
def test_a_timeout_that_is_not_a_positive_number_is_refused_before_anything_runs(
        tgtbuild, tmp_path, command: list[str], value: str) -> None:  # noqa: ANN001 - fixture
    done = tgtbuild(*command, f"--timeout={value}", cwd=tmp_path, timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"argument --timeout: '{value}': give a number of seconds > 0" in done.stderr
    assert "Traceback" not in done.stderr and not list(tmp_path.iterdir())
