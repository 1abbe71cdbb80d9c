"""BuildGraph invariants, the two escaping layers, and pure, stable rendering."""

from __future__ import annotations

import io
import json
import os
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from tgtbuild.builder.escape import make_path, ninja_command, ninja_path, ninja_value, shell_word
from tgtbuild.builder.fastpath import run_ninja
from tgtbuild.builder.graph import IN, OUT, BuildGraph, Edge, GraphBuilder, GraphError, Rule, Var
from tgtbuild.builder.make import render_make
from tgtbuild.builder.ninja import compile_commands, compile_database, render_ninja
from tgtbuild.builder.ninjatool import BuildError, find_ninja, run_build, tool_argv
from tgtbuild.builder.plan import PlanOptions, SourceError, collect_sources, plan
from tgtbuild.errors import TgtbuildError
from tgtbuild.targets import Target

DATA = Path(__file__).parent / "data" / "build"


@dataclass(frozen=True)
class FakeToolchain:
    """Just the Toolchain-contract fields plan() reads; commands are never run here."""

    name: str = "fake"
    version: str = "1"
    cc: tuple = ("/opt/x/cc", "-target", "aarch64-linux-musl")
    cxx: tuple = ("/opt/x/c++", "-target", "aarch64-linux-musl")
    ar: tuple = ("/opt/x/ar",)
    cflags: tuple = ("-O2",)
    cxxflags: tuple = ("-O2",)
    ldflags: tuple = ()
    unsanitized_link: tuple = ()
    launcher: tuple = ()
    description: str = "/opt/x/fake.toml"


def test_escaping_layers_are_separate():
    assert ninja_path("a b:c$d") == "a$ b$:c$$d"
    assert ninja_value("a b:c$d") == "a b:c$$d"
    assert shell_word("plain/path.o") == "plain/path.o"
    assert shell_word("a b") == "'a b'"
    # shell first, then ninja: the shell sees one word with a literal $
    assert ninja_command(["cc", "x $y.c", IN, Var("out", suffix=".d")]) == "cc 'x $$y.c' ${in} ${out}.d"
    assert make_path("a b:c$d") == "a\\ b\\:c$$d"
    with pytest.raises(GraphError):
        ninja_path("a\nb")


def test_duplicate_rule_and_output_are_errors():
    b = GraphBuilder()
    b.rule(Rule("cc", command=("cc", IN, "-o", OUT)))
    b.rule(Rule("cc", command=("cc", IN, "-o", OUT)))  # identical: fine
    with pytest.raises(GraphError, match="defined twice"):
        b.rule(Rule("cc", command=("gcc", IN, "-o", OUT)))
    b.edge(Edge("cc", outputs=("a.o",), inputs=("a.c",)))
    with pytest.raises(GraphError, match="produced twice"):
        b.edge(Edge("cc", outputs=("a.o",), inputs=("b.c",)))
    rule = Rule("cc", command=("cc",))
    with pytest.raises(GraphError, match="defined twice"):
        BuildGraph(rules=(rule, rule), edges=())
    with pytest.raises(GraphError, match="produced twice"):
        BuildGraph(rules=(rule,), edges=(Edge("cc", outputs=("x",)), Edge("cc", outputs=("x",))))
    with pytest.raises(GraphError, match="unknown rule"):
        BuildGraph(rules=(), edges=(Edge("ld", outputs=("x",)),))


def _graph(tmp_path: Path, sources: list[Path], **options) -> BuildGraph:
    target = Target("llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a53")
    build_dir = tmp_path / "build" / target.dirname
    opts = PlanOptions(name="demo", python="/usr/bin/python3", regen_inputs=("/opt/x/fake.toml",), **options)
    return plan(collect_sources(sources), target, FakeToolchain(), build_dir, opts)


def test_render_is_pure_and_sorted(tmp_path):
    sources = [DATA / "vadd.ll", DATA / "scale.c"]
    first = render_ninja(_graph(tmp_path, sources), version="0")
    again = render_ninja(_graph(tmp_path, list(reversed(sources))), version="0")
    assert first == again
    assert "rule regen\n" in first and "  generator = 1\n" in first and "  pool = console\n" in first
    regen = next(line for line in first.splitlines() if line.startswith("build build.ninja: regen"))
    assert "tgtbuild.json" in regen and "fake.toml" in regen
    assert "deps = gcc" in first and "rspfile = ${out}.rsp" in first and "restat = 1" in first


def test_ninja_accepts_the_file_and_parses_paths_with_odd_characters(tmp_path):
    odd = tmp_path / "src dir $x:y"
    odd.mkdir()
    for name in ("scale.c", "scale.h", "vadd.ll"):
        (odd / name).write_bytes((DATA / name).read_bytes())
    graph = _graph(tmp_path, [odd / "scale.c", odd / "vadd.ll"])
    build_dir = tmp_path / "build" / Target("llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a53").dirname
    build_dir.mkdir(parents=True)
    (build_dir / "build.ninja").write_text(render_ninja(graph, version="0"))
    (build_dir / "tgtbuild.json").write_text("{}")
    # `ninja -t commands` expands every command: the odd path must come back as one shell word.
    out = subprocess.run([find_ninja(), "-C", str(build_dir), "-t", "commands", "obj/scale.c.o"],
                         capture_output=True, text=True, check=True).stdout
    words = shlex.split(out.strip().splitlines()[-1])
    assert os.path.relpath(odd / "scale.c", build_dir) in words
    deps = subprocess.run([find_ninja(), "-C", str(build_dir), "-t", "query", "obj/scale.c.o"],
                          capture_output=True, text=True, check=True).stdout
    assert "src dir $x:y/scale.c" in deps


def test_compile_commands_and_make(tmp_path):
    graph = _graph(tmp_path, [DATA / "scale.c", DATA / "vadd.ll"], ninja_only=False, emit=("obj", "asm"))
    entries = compile_commands(graph, tmp_path)
    assert [e["output"] for e in entries] == ["obj/scale.c.o"]
    assert entries[0]["arguments"][0] == "/opt/x/cc" and "-MD" in entries[0]["arguments"]
    json.dumps(entries)
    text = render_make(graph, version="0")
    assert "obj/vadd.ll.o obj/vadd.ll.s &:" in text and "-include obj/scale.c.o.d" in text
    assert ("libdemo.a.rsp", "obj/scale.c.o\nobj/vadd.ll.o\n") in graph.files


def test_classify_errors(tmp_path):
    odd = tmp_path / "model.onnx"
    odd.write_text("x")
    with pytest.raises(TgtbuildError, match=r"unknown source type .\.onnx."):
        collect_sources([odd])
    with pytest.raises(SourceError, match="no such file"):
        collect_sources([tmp_path / "missing.c"])
    names = {s.lang for s in collect_sources([DATA / "vadd.ll", DATA / "scale.c"])}
    assert names == {"ir", "c"}


def test_same_file_name_in_two_folders(tmp_path):
    for sub in ("a", "b"):
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "k.c").write_text("int k;\n")
    graph = _graph(tmp_path, [tmp_path / "a" / "k.c", tmp_path / "b" / "k.c"])
    outs = [e.outputs[0] for e in graph.edges if e.rule == "cc"]
    assert len(set(outs)) == 2


@pytest.mark.parametrize("generator, jobs, tail", [
    ("ninja", None, []),
    ("ninja", 0, ["-j", "0"]),  # ninja reads 0 as no limit
    ("ninja", 3, ["-j", "3"]),
    ("make", 0, ["-j"]),  # make has no -j 0; a bare -j is no limit
    ("make", 3, ["-j", "3"]),
    ("make", None, ["-j", str(os.cpu_count() or 1)]),  # make alone would run one job
])
def test_one_tool_argv_for_both_runners(generator, jobs, tail):
    argv = tool_argv("/bin/tool", "b d", generator=generator, jobs=jobs)
    assert argv[:3] == ["/bin/tool", "-C", "b d"] and argv[len(argv) - len(tail):] == tail
    assert ("-j" in argv) == bool(tail)


def test_negative_jobs_is_refused():
    with pytest.raises(BuildError, match="--jobs -1: give a positive number, or 0 for no limit"):
        tool_argv("/bin/ninja", "b", jobs=-1)


@pytest.mark.parametrize("jobs", [None, 0, 2])
def test_fast_path_and_full_build_run_ninja_alike(tmp_path, jobs):
    (tmp_path / "build.ninja").write_text("rule touch\n  command = touch $out\nbuild out: touch\n")
    full = run_build(tmp_path, jobs=jobs, stream=io.StringIO())
    assert not full.no_work and (tmp_path / "out").is_file()
    status, no_work, _ = run_ninja(str(tmp_path), find_ninja(), jobs, False, io.StringIO())
    assert status == 0 and no_work
    assert full.command == tuple(tool_argv(find_ninja(), tmp_path, jobs=jobs))


def test_compile_database_is_json_dumps_of_each_entry_whatever_the_paths(tmp_path):
    """compile_database encodes a shape once and fills in each edge's paths: the text must stay what
    json.dumps(entry, sort_keys=True) writes for every entry, with paths that need JSON escapes, with
    several inputs, with an affix on $out, and on a rule the slow path expands (an edge shadowing $in)."""
    odd = ['plain.c', 'quote"and\\back.c', 'tab\there.c', 'ünï cödé.c', 'dollar$ colon:.c', 'n\udcffbyte.c',
           'per%cent%s.c']
    b = GraphBuilder()
    b.rule(Rule("cc", command=("/opt/cc", "-c", IN, "-o", OUT, Var("flags"), Var("out", prefix="-MF", suffix=".d"))))
    b.rule(Rule("two", command=("/opt/cc", IN, "-o", OUT)))
    for n, name in enumerate(odd):
        b.edge(Edge("cc", outputs=(f"obj/{n}-{name}.o",), inputs=(f"../src/{name}",), source=f"../src/{name}",
                    variables=(("flags", ("-O2", "-DX=\"1\"", "-DP=%s%%")),)))
        b.edge(Edge("cc", outputs=(f"obj/{n}-other.o",), inputs=(f"../src/{name}",), source=f"../src/{name}",
                    variables=(("flags", ("-O3", "-DQ=\\u0000i0\\u0000")),)))  # a marker's text, literally
        b.edge(Edge("two", outputs=(f"obj/{n}-two.o",), inputs=(f"../src/{name}", "../src/plain.h"),
                    source=f"../src/{name}"))
        b.edge(Edge("cc", outputs=(f"obj/{n}-shadow.o",), inputs=(f"../src/{name}",), source=f"../src/{name}",
                    variables=(("flags", ()), ("in", ("shadowed.c",)))))
    graph = BuildGraph(rules=b.rules(), edges=tuple(b._edges))
    entries = compile_commands(graph, tmp_path / "b uild")
    assert len(entries) == 4 * len(odd)
    assert any("shadowed.c" in e["arguments"] for e in entries)
    expected = "[\n" + ",\n".join(json.dumps(e, sort_keys=True) for e in entries) + "\n]\n"
    assert compile_database(graph, tmp_path / "b uild") == expected
