"""Fixtures: a real sshd board on 127.0.0.1 (see tests/sshd.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sshd import Sshd, sshd_missing_reason  # noqa: E402
from tgtbuild.remote import Board  # noqa: E402


def make_board(server: Sshd, workdir: Path, **extra: object) -> Board:
    """A Board that reaches `server` with its test key and known_hosts."""
    fields: dict[str, object] = dict(
        name="test",
        host="127.0.0.1",
        port=server.port,
        user=server.user,
        identity_files=(str(server.client_key),),
        known_hosts=str(server.known_hosts),
        workdir=str(workdir),
    )
    fields.update(extra)
    return Board(**fields)  # type: ignore[arg-type]


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


@pytest.fixture
def private_sshd(tmp_path: Path) -> Sshd:
    """An sshd of this test's own, for tests that kill or restart it."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def board(sshd_server: Sshd, tmp_path: Path) -> Board:
    return make_board(sshd_server, tmp_path / "board")


@pytest.fixture
def conn(board: Board):
    from tgtbuild.remote import Connection

    with Connection(board) as c:
        yield c
