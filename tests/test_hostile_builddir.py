"""Damaged build-dir records and caches: a miss or a clear error, never a traceback or a stale build."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tgtbuild.builder import fastpath
from tgtbuild.builder.regen import regenerate

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
TARGET = "aarch64-linux-gnu"


def build(project: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*TGTBUILD, "--target", TARGET, "model.ir"], cwd=project, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A built copy of examples/vadd (one real cross build)."""
    shutil.copy(ROOT / "examples" / "vadd" / "model.ir", tmp_path / "model.ir")
    done = build(tmp_path)
    assert done.returncode == 0, done.stderr
    return tmp_path


def _build_dir(project: Path) -> Path:
    (found,) = [p for p in (project / "build").iterdir() if not p.name.startswith(".")]
    return found


def test_damaged_records_are_rebuilt_and_an_emptied_build_file_is_not_trusted(project: Path) -> None:
    build_dir = _build_dir(project)
    config = build_dir / "tgtbuild.json"
    whole = config.read_text()
    config.write_text(whole[: len(whole) // 2])  # truncated
    done = build(project)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert config.read_text() == whole

    (record,) = (project / "build" / ".tgtbuild" / "requests").iterdir()
    for text in ['{"builds": 5}', "[1]", '{"watch": {}, "builds": [{"build_file": 3}]}', "{", ""]:
        record.write_text(text)
        done = build(project)
        assert done.returncode == 0 and "Traceback" not in done.stderr, (text, done.stderr)

    library = build_dir / "libmodel.so"
    before = library.read_bytes()
    model = project / "model.ir"
    model.write_text(model.read_text().replace("fadd", "fsub"))
    (build_dir / "build.ninja").write_text("")  # valid to ninja: "no work to do"
    done = build(project)
    assert done.returncode == 0, done.stderr
    assert library.read_bytes() != before  # rebuilt from the changed source, not a stale library


def test_ninja_regen_edge_names_a_damaged_config(project: Path) -> None:
    build_dir = _build_dir(project)
    (build_dir / "tgtbuild.json").write_text('{"target": ')
    ninja = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")
    done = subprocess.run([ninja, "-C", str(build_dir)], capture_output=True, text=True, timeout=300)
    assert done.returncode != 0
    assert "tgtbuild.json is damaged" in done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr


_JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.sampled_from(["builds", "watch", "build_file", "build_dir", "target",
                                                             "sources", "name", "emit", "programs"]), inner,
                                            max_size=4)),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_JSON)
@example({"watch": [2147483648]})  # found in CI: an int in "watch" was os.stat'ed as a file descriptor
@example({"watch": {"1": 0}, "builds": [{}]})
def test_fuzzed_request_records_and_configs_never_raise(tmp_path: Path, value: object) -> None:
    root = tmp_path / "root"
    record = Path(fastpath._record_path(str(root), "k"))
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_text(json.dumps(value))
    assert fastpath.lookup(str(root), "k") is None  # nothing real is recorded: always a miss
    config = tmp_path / "tgtbuild.json"
    config.write_text(json.dumps(value))
    assert regenerate(config) == 2


def test_damaged_template_bytecode_cache_is_rebuilt(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    argv = [*TGTBUILD, "env", "--target", TARGET, "--format", "make"]
    first = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    cached = list((tmp_path / "tgtbuild" / "jinja2").iterdir())
    assert cached
    whole = {path: path.read_bytes() for path in cached}
    for cut in (0, 3, 8, 20, 40, -1):
        for path, data in whole.items():
            path.write_bytes(data[:cut])
        again = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and "Traceback" not in again.stderr, (cut, again.stderr)
        assert again.stdout == first.stdout


@pytest.mark.parametrize("generator", ["ninja", "make"])
def test_sources_named_with_quotes_backslashes_and_spaces_link_and_archive(tmp_path: Path, generator: str) -> None:
    from elftools.elf.elffile import ELFFile

    names = ["a'b", 'd"q', "b\\s", "with space", "plain"]
    for index, name in enumerate(names):
        (tmp_path / f"{name}.c").write_text(f"int f{index}(void) {{ return {index}; }}\n")
    done = subprocess.run([*TGTBUILD, "--target", TARGET, "--name", "q", "--generator", generator,
                           *(f"{n}.c" for n in names)], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    build_dir = _build_dir(tmp_path)
    with open(build_dir / "libq.so", "rb") as handle:
        symbols = {s.name for s in ELFFile(handle).get_section_by_name(".dynsym").iter_symbols()}
    assert {f"f{i}" for i in range(len(names))} <= symbols
    assert (build_dir / "libq.a").stat().st_size > 0


def test_damaged_data_caches_are_rebuilt(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    argv = [*TGTBUILD, "targets", "show", "rasp4b", "--json"]
    first = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    caches = list((tmp_path / "tgtbuild").glob("*.marshal"))
    assert caches
    for damage in (b"", b"\x00", b"garbage" * 10, caches[0].read_bytes()[:20]):
        for path in caches:
            path.write_bytes(damage)
        again = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and again.stdout == first.stdout, again.stderr
