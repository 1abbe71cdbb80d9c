"""Fixtures shared by every test folder.

- `sshd_server`: a real sshd board on 127.0.0.1 (see tests/sshd.py).
- `tgtbuild`: the command line as a user starts it (`python -m tgtbuild` in a subprocess).
- `write_boards`: a boards.toml naming a loopback sshd as a board.
- `isolated_board`: a loopback sshd board with its own user and work dir, who
  cannot read the tests' temp folders (tests/isolatedboard.py; needs root).
- `user_config`: a user config folder on $TGTBUILD_PATH, tag and toolchain caches fresh.
- `kept`: an environment whose commands keep one connection to the loopback board (an exec helper).

`tgtbuild` and `write_boards` come from tests/tgtcli.py, importable as `tgtcli` by
module-level helpers, as are tests/procs.py (processes seen in /proc, bounded waits)
and tests/peers.py (misbehaving socket peers served by a thread).

One zig cache for the whole run: zig builds each target's libc and
compiler_rt once (a minute of CPU for static musl, ~40 s for compiler_rt,
measured on the 2-core CI machine) and keeps them in its global cache, which
it finds through ZIG_GLOBAL_CACHE_DIR, else $XDG_CACHE_HOME/zig, else
~/.cache/zig. Tests that point XDG_CACHE_HOME or HOME at a temp folder (to
isolate tgtbuild's own caches) would otherwise send zig to an empty cache and
rebuild those libraries. So the cache folder is resolved once, here, and
pinned for this process and every subprocess it starts.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests/sshd.py
from isolatedboard import IsolatedBoard, isolated_board_missing_reason  # noqa: E402
from sshd import Sshd, sshd_missing_reason  # noqa: E402
from tgtcli import RunTgtbuild, boards_file, run_tgtbuild, stop_exec_helpers  # noqa: E402


def _zig_cache_dir() -> str:
    """zig's global cache folder as zig itself would pick it now (before any test moves HOME)."""
    if os.environ.get("ZIG_GLOBAL_CACHE_DIR"):
        return os.environ["ZIG_GLOBAL_CACHE_DIR"]
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(xdg, "zig")


os.environ["ZIG_GLOBAL_CACHE_DIR"] = _zig_cache_dir()

# Kept connections (remote/kept/relay.py): every `tgtbuild run/deploy/probe` on an SSH board leaves
# that board's helper behind for TGTBUILD_EXEC_PERSIST seconds. This session's helpers live in its own
# private runtime folder (mkdtemp: 0700) and are stopped, by pid, when the session ends.
_RUNTIME = Path(tempfile.mkdtemp(prefix="tgtbuild-tests-run-"))
os.environ["XDG_RUNTIME_DIR"] = str(_RUNTIME)


@pytest.fixture(scope="session", autouse=True)
def _kept_connections_stopped() -> Iterator[None]:
    yield
    stop_exec_helpers(_RUNTIME)
    shutil.rmtree(_RUNTIME, ignore_errors=True)


@pytest.fixture(scope="session")
def tgtbuild() -> RunTgtbuild:
    """The command line as a user starts it; see `run_tgtbuild` for the keyword arguments."""
    return run_tgtbuild


@pytest.fixture(scope="session")
def write_boards() -> Callable[..., Path]:
    """`write_boards(folder, server, name="lab", emulator=None)` → folder/boards.toml, the board in folder/board."""

    def write(folder: Path, server: Sshd, *, name: str = "lab", emulator: Sequence[str] | None = None) -> Path:
        return boards_file(folder, server, emulator, name=name)

    return write


@pytest.fixture(scope="session")
def sshd_server(tmp_path_factory: pytest.TempPathFactory) -> Sshd:
    """One sshd shared by the tests that do not stop it."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    server = Sshd(tmp_path_factory.mktemp("sshd"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def isolated_board(tmp_path_factory: pytest.TempPathFactory) -> IsolatedBoard:
    """A board that shares nothing with this machine: `.user`, `.workdir`, `.server`, `.boards_toml(name)`."""
    reason = sshd_missing_reason() or isolated_board_missing_reason()
    if reason:
        pytest.skip(reason)
    board = IsolatedBoard(tmp_path_factory.mktemp("isolated-sshd"))
    try:
        board.start()
        yield board
    finally:
        board.stop()


@pytest.fixture
def kept(tmp_path: Path, sshd_server: Sshd) -> Iterator[tuple[Path, dict[str, str], Path, Path]]:
    """(runtime dir, env, boards.toml, the board's work dir): commands run with this env keep one connection
    to the loopback board in an exec helper (60 s), which is stopped after the test."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="60")
    env.pop("TGTBUILD_KEEP_CONNECTION", None)
    boards = boards_file(tmp_path, sshd_server)
    yield runtime, env, boards, tmp_path / "board"
    stop_exec_helpers(runtime)


@pytest.fixture
def user_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A user config folder on $TGTBUILD_PATH (with empty `tags/` and `tools/`), the XDG folders in the
    test's temp folder, and tags and toolchains read afresh before and after the test (both are cached
    per process)."""
    from tgtbuild.targets import tags
    from tgtbuild.toolchain import detect

    folder = tmp_path / "config"
    for sub in ("tags", "tools"):
        (folder / sub).mkdir(parents=True)
    monkeypatch.setenv("TGTBUILD_PATH", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    tags.registry.cache_clear()
    detect.clear_caches()
    yield folder
    tags.registry.cache_clear()
    detect.clear_caches()
