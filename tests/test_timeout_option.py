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


@pytest.mark.parametrize("value", [float("nan"), 0.0, -1.0, float("inf")])
def test_the_api_refuses_the_same_timeouts_in_the_clis_words(tmp_path, value: float) -> None:
    """prepare_run and tune take the rule from the same place as the CLI's parser (`tgtbuild.timeouts`)."""
    import tgtbuild.api as tb
    from tgtbuild.errors import TgtbuildError
    from tgtbuild.tune.errors import TuneError

    source = tmp_path / "k.c"
    source.write_text("void k(float *x) { x[0] = 1.0f; }\n")
    words = rf"--timeout {value!r}: give a number of seconds > 0, e.g. 30"
    with pytest.raises(TgtbuildError, match=words + r" \(no limit: None\)"):
        tb.prepare_run([str(source)], target="x86_64-linux-gnu", entry="k", args=["f32[1]:out"], timeout=value)
    with pytest.raises(TuneError, match=words + "$"):
        tb.tune([str(source)], target="x86_64-linux-gnu", entry="k", args=["f32[1]:out"], timeout=value,
                log=str(tmp_path / "t.jsonl"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.c"]  # refused before anything was built
