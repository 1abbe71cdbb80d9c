"""What a helper socket or an SSH port may say that no helper or sshd of ours says: every wait stays bounded.

Before: a helper socket that sent only heartbeats, or a header announcing a
huge frame and then nothing, held `tgtbuild exec --timeout 3` forever; an SSH
port that sent its banner and then nothing failed after 15 s as "cannot
connect: " with an empty reason. The peers here are real sockets served by a
thread of this test.
"""

from __future__ import annotations

import contextlib
import os
import socket
import struct
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from peers import serving

from tgtbuild.remote import parse_board
from tgtbuild.remote.errors import ConnectError
from tgtbuild.remote.kept import client as helper_client
from tgtbuild.remote.kept import protocol
from tgtbuild.remote.kept.protocol import HelperError
from tgtbuild.remote.ssh import Connection

SPEC = "wire@127.0.0.1:1"


@pytest.fixture
def fake_helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """`fake_helper(talk)`: a socket where the client looks for the helper of SPEC, served by `talk`."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.chdir(tmp_path)
    with contextlib.ExitStack() as stack:
        def start(talk: Callable[[socket.socket], None]) -> None:
            path = os.path.join(protocol.socket_dir(), protocol.helper_key(SPEC, None, str(tmp_path)) + ".sock")
            listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            listener.bind(protocol.unix_address(path))
            listener.listen(4)
            stack.enter_context(serving(listener, talk))

        yield start


def _run(tmp_path: Path) -> float:
    """run_via_helper with --timeout 3 against the fake; returns the seconds it took to give up."""
    request = {"program": "true", "args": [], "files": {}, "links": [], "subdir": "exec/x", "env": {}, "timeout": 3}
    started = time.monotonic()
    with pytest.raises(HelperError) as info:
        helper_client.run_via_helper(request, SPEC, None, str(tmp_path))
    _run.message = str(info.value)  # type: ignore[attr-defined]
    return time.monotonic() - started


def test_a_helper_that_only_beats_is_given_up(fake_helper, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(helper_client, "STALL_WAIT", 2.0)

    def beat(peer: socket.socket) -> None:
        try:
            while True:
                peer.sendall(struct.pack("!cI", b".", 1) + b"0")
                time.sleep(0.2)
        except OSError:
            pass

    fake_helper(beat)
    assert _run(tmp_path) < 10
    assert "made no progress for 2 s" in _run.message  # type: ignore[attr-defined]


@pytest.mark.parametrize("junk", [struct.pack("!cI", b"o", 1 << 31), struct.pack("!cI", b"o", 100) + b"x",
                                  struct.pack("!cI", b"Z", 0), struct.pack("!cI", b"x", 2) + b"no"])
def test_junk_from_a_helper_socket_is_refused_in_bounded_time(fake_helper, tmp_path: Path, junk: bytes,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(helper_client, "IDLE_WAIT", 2.0)

    def say(peer: socket.socket) -> None:
        peer.sendall(junk)
        time.sleep(30)

    fake_helper(say)
    assert _run(tmp_path) < 10
    assert "helper" in _run.message  # type: ignore[attr-defined]


def test_an_ssh_banner_then_silence_is_bounded_and_named() -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    port = listener.getsockname()[1]
    with serving(listener, lambda peer: peer.sendall(b"SSH-2.0-OpenSSH_9.2 silent\r\n")):
        started = time.monotonic()
        with pytest.raises(ConnectError) as info:
            Connection(parse_board(f"someone@127.0.0.1:{port}"), connect_timeout=3).open()
        assert time.monotonic() - started < 10
        assert "greeted with 'SSH-2.0-OpenSSH_9.2 silent' but did not complete the key exchange" in str(info.value)
