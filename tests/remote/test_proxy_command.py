"""ProxyCommand tokens come from the board tgtbuild reaches, and a failing proxy says why at once.

Before: with `--board user@host:PORT`, `%p` became 22 and `%r` the local user
(paramiko expands them from the ssh config alone), and a proxy that failed
showed up 20 s later as "no SSH greeting". The proxy here is a real process (a
small Python relay) in front of the real test sshd.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from sshd import Sshd

from tgtbuild.remote import connect, parse_board
from tgtbuild.remote.errors import BoardError, ConnectError

RELAY = r"""import json, os, select, socket, sys
with open(sys.argv[1], "w") as log:
    json.dump(sys.argv[2:], log)
sock = socket.create_connection((sys.argv[2], int(sys.argv[3])))
while True:
    ready, _, _ = select.select([0, sock], [], [])
    if 0 in ready:
        data = os.read(0, 65536)
        if not data:
            break
        sock.sendall(data)
    if sock in ready:
        data = sock.recv(65536)
        if not data:
            break
        os.write(1, data)
"""


def _config(tmp_path: Path, server: Sshd, proxy: str) -> Path:
    path = tmp_path / "ssh_config"
    path.write_text(f"Host viaproxy\n  HostName 127.0.0.1\n  User somebody-else\n  Port 22\n"
                    f"  IdentityFile {server.client_key}\n  UserKnownHostsFile {server.known_hosts}\n"
                    f"  ProxyCommand {proxy}\n")
    return path


def test_proxy_command_tokens_come_from_the_board_given(tmp_path: Path, sshd_server: Sshd) -> None:
    (tmp_path / "relay.py").write_text(RELAY)
    log = tmp_path / "argv.json"
    config = _config(tmp_path, sshd_server, f"{sys.executable} {tmp_path / 'relay.py'} {log} %h %p %r %n 100%%")
    board = parse_board(f"{sshd_server.user}@viaproxy:{sshd_server.port}", ssh_config=config)
    with connect(board) as conn:
        assert conn.run(["echo", "through"], timeout=60).stdout == b"through\n"
    assert json.loads(log.read_text()) == ["127.0.0.1", str(sshd_server.port), sshd_server.user, "viaproxy", "100%"]


def test_a_failing_proxy_command_is_reported_at_once_with_what_it_printed(tmp_path: Path, sshd_server: Sshd) -> None:
    config = _config(tmp_path, sshd_server, "sh -c 'echo no route to %h port %p >&2; exit 3'")
    board = parse_board(f"{sshd_server.user}@viaproxy:{sshd_server.port}", ssh_config=config)
    started = time.monotonic()
    with pytest.raises(ConnectError) as info:
        connect(board)
    assert time.monotonic() - started < 10  # was the 20 s banner timeout
    message = str(info.value)
    assert "exited with status 3" in message and f"no route to 127.0.0.1 port {sshd_server.port}" in message


def test_an_unknown_proxy_command_token_is_named(tmp_path: Path, sshd_server: Sshd) -> None:
    config = _config(tmp_path, sshd_server, "relay %h %q")
    with pytest.raises(BoardError, match=r"unknown token %q \(allowed: %h"):
        parse_board(f"{sshd_server.user}@viaproxy:{sshd_server.port}", ssh_config=config)
