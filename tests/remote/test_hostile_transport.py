"""The SSH transport against hostile state: odd known_hosts files, a port that never greets."""

from __future__ import annotations

import base64
import hashlib
import hmac
import socket
import threading
import time
from pathlib import Path

import pytest
from sshd import Sshd, keygen

from tgtbuild.remote import ConnectError, Connection, HostKeyError, connect


def _key_fields(pub: Path) -> tuple[str, str]:
    kind, blob = pub.read_text().split()[:2]
    return kind, blob


def _run_true(board) -> int:  # noqa: ANN001 - a Board
    with connect(board) as conn:
        return conn.run(["true"], timeout=30).exit_status


def test_known_hosts_with_markers_junk_and_the_right_key_second(sshd_server: Sshd, tmp_path: Path) -> None:
    kind, blob = _key_fields(Path(f"{sshd_server.host_key}.pub"))
    _, other = _key_fields(Path(f"{keygen(tmp_path / 'other')}.pub"))
    name = f"[127.0.0.1]:{sshd_server.port}"
    known = tmp_path / "known_hosts"
    known.write_bytes(
        "# comment\n"
        f"@cert-authority *.example.org {kind} {other}\n"
        f"@revoked * {kind} {other}\n"
        "garbage\n"
        f"{name} {kind} !!not-base64!!\n"
        "@bogus-marker host ssh-ed25519 AAAA\n".encode()
        + b"\xff\xfe not utf-8\n"
        + f"{name} {kind} {other}\n"  # a wrong key first, of the same type
        f"{name} {kind} {blob} the right one\n".encode()
    )
    assert _run_true(sshd_server.board(tmp_path / "wd", known_hosts=str(known))) == 0


def test_wildcards_negation_hashes_and_revocation(sshd_server: Sshd, tmp_path: Path) -> None:
    kind, blob = _key_fields(Path(f"{sshd_server.host_key}.pub"))
    name = f"[127.0.0.1]:{sshd_server.port}"
    known = tmp_path / "known_hosts"
    board = sshd_server.board(tmp_path / "wd", known_hosts=str(known))

    known.write_text(f"[127.0.0.?]:*,other {kind} {blob}\n")
    assert _run_true(board) == 0

    known.write_text(f"[127.0.0.1]:*,!{name} {kind} {blob}\n")
    with pytest.raises(HostKeyError, match="unknown host key"):
        _run_true(board)

    salt = b"0123456789abcdef0123"
    digest = hmac.new(salt, name.encode(), hashlib.sha1).digest()
    hashed = f"|1|{base64.b64encode(salt).decode()}|{base64.b64encode(digest).decode()}"
    known.write_text(f"{hashed} {kind} {blob}\n")
    assert _run_true(board) == 0

    known.write_text(f"{name} {kind} {blob}\n@revoked * {kind} {blob}\n")
    for accept in (False, True):
        with pytest.raises(HostKeyError, match="@revoked"):
            _run_true(sshd_server.board(tmp_path / "wd", known_hosts=str(known), accept_new_host_key=accept))


@pytest.mark.timeout(60)
def test_a_port_that_never_greets_is_named_within_the_connect_timeout(sshd_server: Sshd, tmp_path: Path) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    held: list[socket.socket] = []
    thread = threading.Thread(target=lambda: held.append(listener.accept()[0]), daemon=True)
    thread.start()
    board = sshd_server.board(tmp_path / "wd", port=listener.getsockname()[1])
    started = time.monotonic()
    try:
        with pytest.raises(ConnectError, match="no SSH greeting from 127.0.0.1:.* within 3 s"):
            Connection(board, connect_timeout=3).open()
    finally:
        for sock in held:
            sock.close()
        listener.close()
    assert time.monotonic() - started < 10
