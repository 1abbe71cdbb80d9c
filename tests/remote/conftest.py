"""Fixtures: a real sshd board on 127.0.0.1 (see tests/sshd.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tgtbuild.remote import Board, Connection

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/sshd.py
from sshd import Sshd, sshd_missing_reason  # noqa: E402


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
    return sshd_server.board(tmp_path / "board")


@pytest.fixture
def conn(board: Board):
    with Connection(board) as c:
        yield c
