"""ProxyCommand: its tokens expanded from the board tgtbuild will reach, and its failure told in its own words.

Found in issue 27: with `--board user@host:52387` and `ProxyCommand nc %h %p`
in ~/.ssh/config, paramiko had already expanded `%p` to 22 and `%r` to the
local user (it expands at lookup, from the config alone, not from the
destination given), and when the command failed the error came 20 s later as
a misleading "no SSH greeting": paramiko's ProxyCommand reads an exited
command's EOF as "no data yet" and spins until the banner timeout.

So the command is read as written (`board._SshConfig.raw`), and the tokens
of ssh_config(5) for ProxyCommand are expanded here, once, when the board is
made, from the board's own host, port and user (a boards.toml entry's or
`--board user@host:PORT`'s, not the config's): %h %p %r %n and %%. An
unknown token is an error that names the allowed ones (OpenSSH refuses it
too). The command's end of stream is an error at once, with its exit status
and what it printed on stderr.
"""

from __future__ import annotations

import getpass
import os
import select
import shlex
import subprocess
import time
from typing import TYPE_CHECKING, Any

from ..frozen import replace
from .errors import BoardError, ConnectError

if TYPE_CHECKING:
    from .board import Board  # annotations only

TOKENS = "%h (host), %p (port), %r (remote user), %n (host as given), %%"


def expand_tokens(text: str, values: dict[str, str]) -> str:
    """`text` with `%x` replaced by `values["x"]` and `%%` by `%`, left to right (a value is never re-read)."""
    out: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char != "%":
            out.append(char)
            i += 1
            continue
        key = text[i + 1:i + 2]
        if key in values:
            out.append(values[key])
        elif key == "%":
            out.append("%")
        else:
            raise BoardError(f"ProxyCommand {text!r}: unknown token %{key} (allowed: {TOKENS})")
        i += 2
    return "".join(out)


def expanded(board: Board, given: str) -> Board:
    """`board` with the tokens of its ProxyCommand expanded from its own host, port and user;
    `given` is the host as the user wrote it (%n), before HostName mapped it."""
    if not board.proxy_command:
        return board

    return replace(board, proxy_command=expand_tokens(board.proxy_command, {
        "h": board.host, "p": str(board.port), "r": board.user or getpass.getuser(), "n": given}))


def open_proxy(board: Board) -> Any:
    """A started proxy for `board` (a paramiko ProxyCommand that reports its own end)."""
    import paramiko  # lazily: a warm `tgtbuild run` does without it

    class Proxy(paramiko.ProxyCommand):
        def recv(self, size: int) -> bytes:
            deadline = None if self.timeout is None else time.monotonic() + self.timeout
            while True:
                wait = None if deadline is None else deadline - time.monotonic()
                if wait is not None and wait <= 0:
                    raise TimeoutError()
                ready, _, _ = select.select([self.process.stdout], [], [], wait)
                if ready:
                    data = os.read(self.process.stdout.fileno(), size)
                    if not data:  # paramiko's own recv spun here until the banner timeout
                        raise EOFError(failure(self) or f"ProxyCommand {shlex.join(self.cmd)} closed its output")
                    return data

        def close(self) -> None:
            """End and reap the command (paramiko's SIGTERM raised ProcessLookupError in its
            transport thread once the command had exited and been reaped)."""
            if self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(timeout=2)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()

    command = board.proxy_command
    try:
        return Proxy(command)
    except (OSError, ValueError) as exc:
        raise ConnectError(f"board {board.destination()}: cannot start ProxyCommand {command!r}: {exc}") from None


def failure(proxy: Any, wait: float = 1.0) -> str:
    """Words for a proxy command that ended: its status and the end of its stderr; "" while it runs."""
    process = getattr(proxy, "process", None)
    if process is None:
        return ""

    try:
        status = process.wait(timeout=wait)
    except subprocess.TimeoutExpired:  # still running: the trouble is not the proxy's
        return ""
    said = b""
    if process.stderr is not None:
        ready, _, _ = select.select([process.stderr], [], [], 0)
        if ready:
            said = os.read(process.stderr.fileno(), 4096)
    text = said.decode(errors="replace").strip()
    return (f"ProxyCommand {shlex.join(proxy.cmd)} exited with status {status}"
            + (f" and said: {text}" if text else " without a word on stderr"))
