"""The warm replay's key is the run's options as the API takes them (issue 44, item 2), not argparse's names:
`cli.run.run_options` builds them once, `prepare_from_args` makes the API's objects from them, and
`run.warm.key` hashes them. No board, no build: the key alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from tgtbuild.cli.parsing import build_parser
from tgtbuild.cli.run import run_options
from tgtbuild.run import warm


def parsed(*words: object):  # noqa: ANN201 - argparse's Namespace
    parser, _ = build_parser("run")
    args = parser.parse_args(["run", *map(str, words)])
    args.rest = []
    return args


@pytest.fixture
def source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "scale.c"
    path.write_text("void scale(float *a, long n) { for (long i = 0; i < n; i++) a[i] *= 2.0f; }\n")
    return path


def command(source: Path, *extra: object) -> list[object]:
    return ["--target", "x86_64-linux-gnu", source, "--entry", "scale", "--arg", "f32[64]:inout", "--arg", "i64=64",
            *extra]


def test_the_key_is_made_from_the_apis_options_so_a_caller_without_argparse_gets_the_same(source: Path) -> None:
    options = run_options(parsed(*command(source)))
    by_hand = {  # what an API caller holds for prepare_run(...): its parameter names, plain values
        "sources": [str(source)], "target": "x86_64-linux-gnu", "entry": "scale", "args": ["f32[64]:inout", "i64=64"],
        "inputs": [], "program_args": [], "board": None,
        "trust": {"boards_file": None, "identity": None, "accept_new_host_key": False},
        "timing": dict(options["timing"]), "check": None, "launch": dict(options["launch"]),
        "build": dict(options["build"]), "config": None, "timeout": options["timeout"],
    }
    assert set(options) == set(by_hand)
    assert warm.key(by_hand) == warm.key(options) is not None


def test_what_only_changes_the_display_or_the_namespace_leaves_the_key_and_what_runs_changes_it(source: Path) -> None:
    plain = parsed(*command(source))
    base = warm.key(run_options(plain))
    assert warm.key(run_options(parsed(*command(source), "--json"))) == base
    plain.announced, plain.warm_key = True, "x"  # the CLI's own attributes on the Namespace
    assert warm.key(run_options(plain)) == base
    for extra in (["--seed", "3"], ["--number", "2"], ["-DX=1"], ["--timeout", "9"], ["--cpus", "0"]):
        assert warm.key(run_options(parsed(*command(source), *extra))) != base, extra


@pytest.mark.parametrize("extra", [["--check"], ["--config", "x.toml"]], ids=["check", "config"])
def test_a_run_that_reads_outputs_back_or_a_config_is_never_keyed(source: Path, extra: list[str]) -> None:
    assert warm.key(run_options(parsed(*command(source), *extra))) is None
