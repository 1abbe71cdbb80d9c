"""User files in a hostile state (tag files, boards.toml): file:line errors, never tracebacks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tgtbuild.errors import ConfigError, TgtbuildError
from tgtbuild.remote import BoardError, parse_board
from tgtbuild.remote.boards import BOARD_FIELDS, _board_from_entry
from tgtbuild.targets.tags import Tag, TagRegistry, compile_tags
from tgtbuild.tomlfile import load_toml
from tgtbuild.tune.errors import TuneError
from tgtbuild.tune.pool import pool_members

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]


def _compile(path: Path) -> TagRegistry:
    return TagRegistry(compile_tags([str(path)], [load_toml(path)]), checked=True)


def _read_board(path: Path) -> object:
    return parse_board("b", boards_file=path, ssh_config=path.with_name("none"))


def _read_pool(path: Path) -> object:
    return pool_members("farm", str(path))


# A user file kind: its name, how tgtbuild reads it, the error it must raise (pools go through the
# same schema checker as boards, in the same file).
READERS = {
    "tags": ("bad.toml", _compile, ConfigError),
    "boards": ("boards.toml", _read_board, BoardError),
    "pools": ("boards.toml", _read_pool, TuneError),
}


@pytest.mark.parametrize(
    "kind, text, message",
    [
        ("tags", "tags = 5\n", r"bad\.toml:1: tag file: tags must be a table"),
        ("tags", "defaults = [1]\n", r"bad\.toml:1: tag file: defaults must be a table"),
        ("tags", "[tagz]\n", r"bad\.toml:1: tag file: unknown key 'tagz'; did you mean tags\?"),
        ("tags", '[tags]\n"a/b" = 5\n', r"bad\.toml:2: .*item 'a/b' is 5"),
        ("tags", '[tags.x]\nkind = "llvm"\naliases = 5\n', r"bad\.toml:3: tag 'x': aliases must be a list"),
        ("tags", '[tags.x]\nkind = "llvm"\naliases = ["a", 1]\n', r"bad\.toml:3: tag 'x': aliases .*item 1 is 1"),
        ("tags", '[tags.x]\nparent = 7\n', r"bad\.toml:2: tag 'x': parent must be a tag name"),
        ("tags", '[tags.x]\nkind = "llvm"\n\n[tags.x.devices.a]\nparent = 5\n', r"bad\.toml:5: device x:a: parent"),
        ("tags", '[tags.x]\nkind = "llvm"\ndevices = 3\n', r"bad\.toml:3: tag 'x': devices must be a table"),
        ("tags", 'a = "ok"\nb = "\xff"\n', r"bad\.toml:2: not UTF-8 text"),
        ("boards", '[b]\nhost = "x@y"\nproxy_jump = 5\n', r"boards\.toml:3: board 'b': proxy_jump must be a jump host"),
        ("boards", '[b]\nhost = "x@y"\nemulator = "qemu-aarch64 -L \'/usr/x"\n',
         r"boards\.toml:3: board 'b': emulator .*No closing quotation"),
        ("boards", '[b]\nhost = "x@y"\nuser = "\xe9"\n', r"boards\.toml:3: not UTF-8 text"),
        ("boards", '[b]\nhost = "x@y"\ncpus = [1, "2"]\n',
         r"boards\.toml:3: board 'b': cpus must be a list of CPU numbers"),
        ("boards", '[b]\nhost = "x@y"\nenv = { A = [1] }\n', r"boards\.toml:3: board 'b': env must be a table"),
        ("boards", '[b]\nhost = "x@y"\nport = 70000\n', r"boards\.toml:3: board 'b': port 70000 is not in 1\.\.65535"),
        ("boards", '[b]\nhost = "x@y"\nproxyjump = "a@b"\n',
         r"toml:3: .*unknown key 'proxyjump'; did you mean proxy_jump"),
        ("boards", 'b = 5\n', r"boards\.toml:1: 'b' must be a table"),
        ("pools", '[pools]\nfarm = "rpi-a"\n', r"boards\.toml:2: \[pools\]: farm must be a list of strings"),
        ("pools", '[pools]\nfarm = ["rpi-a", 3]\n',
         r"boards\.toml:2: \[pools\]: farm must be a list of strings; item 1 is 3"),
        ("pools", '[pools]\nfarm = []\n', r"boards\.toml:2: pools\.farm: an empty pool"),
        ("pools", 'pools = 5\n', r"boards\.toml:1: \[pools\] must be a table"),
    ],
)
def test_bad_user_files_give_file_line_errors(tmp_path: Path, kind: str, text: str, message: str) -> None:
    name, read, error = READERS[kind]
    path = tmp_path / name
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(error, match=message):
        read(path)


def test_a_device_whose_parent_is_its_own_tag_is_a_cycle_not_a_recursion_error(tmp_path: Path) -> None:
    path = tmp_path / "tags.toml"
    path.write_text('[tags.b]\ndefault-device = "cpu"\n[tags.b.devices.cpu]\nparent = "b"\n'
                    '[tags.p]\ndefault-device = "a"\n[tags.p.devices.a]\nparent = "p:b"\n'
                    '[tags.p.devices.b]\nparent = "p:a"\n')
    registry = _compile(path)
    with pytest.raises(ConfigError, match="device parents form a cycle: b:cpu → b:cpu"):
        registry.config("b")
    with pytest.raises(ConfigError, match="cycle: p:a → p:b → p:a"):
        registry.config("p")
    config = tmp_path / "cfg"
    (config / "tgtbuild" / "tags").mkdir(parents=True)
    (config / "tgtbuild" / "tags" / "mine.toml").write_text(path.read_text())
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([*TGTBUILD, "targets", "show", "b"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "device parents form a cycle" in done.stderr
    assert "Traceback" not in done.stderr


def test_parent_chains_are_resolved_in_linear_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """3,000 chained tags took over a minute; count lookups instead of timing (no timed unit tests)."""
    n = 3000
    tags = {f"t{i}": Tag(name=f"t{i}", attrs={"kind": "llvm"} if i == 0 else {}, source="mem",
                         parent=f"t{i - 1}" if i else None) for i in range(n)}
    calls = 0
    original = TagRegistry.lookup

    def counting(self: TagRegistry, name: str) -> Tag | None:
        nonlocal calls
        calls += 1
        return original(self, name)

    monkeypatch.setattr(TagRegistry, "lookup", counting)
    TagRegistry(tags)
    assert calls <= 4 * n


_VALUE = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 70000), st.text(max_size=6),
              st.sampled_from(["local", "a@b:22", "x'y", "llvm", "b", "b:cpu", "cpu"])),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.sampled_from(["kind", "parent", "aliases", "devices", "cpu", "b",
                                                             "default-device", "tags", "defaults", "mcpu"]),
                                            inner, max_size=4)),
    max_leaves=10,
).filter(lambda v: v is not None)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(st.sampled_from(["tags", "defaults", "other"]), _VALUE, max_size=2))
def test_fuzzed_tag_files_give_our_errors_only(tmp_path: Path, data: dict) -> None:
    path = tmp_path / "fuzz.toml"
    path.write_text("# fuzz\n")
    try:
        registry = TagRegistry(compile_tags([str(path)], [data]), checked=True)
        for name in registry.names():
            registry.config(name)
    except TgtbuildError:
        pass


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(st.sampled_from([*BOARD_FIELDS, "kee"]), _VALUE, max_size=4))
def test_fuzzed_boards_entries_give_board_errors_only(tmp_path: Path, table: dict) -> None:
    path = tmp_path / "boards.toml"
    path.write_text("[b]\n")
    try:
        _board_from_entry("b", table, path, 1, tmp_path / "no-ssh-config")
    except BoardError:
        pass


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=40))
def test_fuzzed_bytes_load_or_fail_with_config_error(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "any.toml"
    path.write_bytes(data)
    try:
        assert isinstance(load_toml(path), dict)
    except ConfigError as exc:
        assert str(path) in str(exc)


def test_kind_attribute_tables_use_the_same_schema(tmp_path: Path) -> None:
    from tgtbuild.targets.kinds import _parse_attr

    path = tmp_path / "kinds.toml"
    path.write_text('[kinds.k.attrs]\nx = { type = "int", defualt = 3 }\n')
    with pytest.raises(ConfigError, match=r"kinds\.toml:2: kind k attribute x: unknown key 'defualt'; did you mean "
                                          r"default\?"):
        _parse_attr("k", "x", load_toml(path)["kinds"]["k"]["attrs"]["x"], str(path))
    path.write_text('[kinds.k.attrs]\nx = { type = "int", choices = [1] }\n')
    with pytest.raises(ConfigError, match=r"kinds\.toml:2: kind k attribute x: choices must be a list"):
        _parse_attr("k", "x", load_toml(path)["kinds"]["k"]["attrs"]["x"], str(path))
