"""Fixtures of the remote tests; `sshd_server` (one per session) comes from tests/conftest.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason  # tests/sshd.py, on sys.path through tests/conftest.py

from tgtbuild.remote import Board, Connection


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
