"""Fixtures shared by every test folder: a real sshd board on 127.0.0.1 (see tests/sshd.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests/sshd.py
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
