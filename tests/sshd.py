"""A real OpenSSH sshd on 127.0.0.1 for tests and benchmarks (no mocked SSH).

Plain functions and one class, so pytest fixtures (tests/*/conftest.py) and
scripts (bench/deploy.py) can share them. Everything lives in one temp folder:
host key, client key, authorized_keys, sshd_config, known_hosts, pid file and
log. The server runs in the foreground (`-D`), so it is stopped by the pid we
started, never by name.

Facts that shaped it: sshd wants an absolute config path and /run/sshd;
`UsePAM no` and `StrictModes no` let it run from a temp dir as any user;
`Subsystem sftp internal-sftp` gives SFTP without extra binaries.
"""

from __future__ import annotations

import getpass
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

SSHD = shutil.which("sshd") or ("/usr/sbin/sshd" if os.path.exists("/usr/sbin/sshd") else None)
SSH_KEYGEN = shutil.which("ssh-keygen")


def sshd_missing_reason() -> str | None:
    """Why a real sshd cannot be started here, or None when it can."""
    if SSHD is None:
        return "OpenSSH server not installed (apt-get install openssh-server)"
    if SSH_KEYGEN is None:
        return "ssh-keygen not installed (apt-get install openssh-client)"
    return None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def keygen(path: Path, kind: str = "ed25519") -> Path:
    """Make a passphrase-less key pair at `path` (and `path`.pub)."""
    if not path.exists():
        subprocess.run(
            [SSH_KEYGEN, "-q", "-t", kind, "-N", "", "-C", "tgtbuild-test", "-f", str(path)],
            check=True,
            stdin=subprocess.DEVNULL,
        )
    return path


def wait_for_banner(port: int, timeout: float = 10.0) -> None:
    """Wait (bounded) until something on `port` speaks SSH."""
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.settimeout(max(0.1, deadline - time.monotonic()))
                if s.recv(64).startswith(b"SSH-"):
                    return
        except OSError as exc:
            last = exc
        time.sleep(0.05)
    raise TimeoutError(f"sshd on 127.0.0.1:{port} did not answer within {timeout} s ({last})")


def descendants(pid: int) -> list[int]:
    """Pids of every process below `pid` (Linux /proc), deepest last."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(entry))
    out: list[int] = []
    todo = [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def end_process(proc: subprocess.Popen, wait: float, *, kill: bool = False) -> None:
    """End a process we started: SIGTERM (SIGKILL with `kill`), then SIGKILL if it outlives `wait` seconds;
    reaped either way."""
    proc.kill() if kill else proc.terminate()
    try:
        proc.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=wait)


def _kill_quietly(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


class Sshd:
    """One sshd in `root` (a temp folder), with its own keys and known_hosts.

    `start()`, `stop()` and `restart()` keep the port and host key, so a test
    can kill the server mid-transfer and bring the same board back.
    """

    def __init__(self, root: Path, *, host_key: Path | None = None, port: int | None = None,
                 user: str | None = None, authorized_keys: Path | None = None, path: str = "",
                 sftp: str = "internal-sftp") -> None:
        self.root = Path(root).resolve()
        self.root.mkdir(parents=True, exist_ok=True)
        self.host_key = host_key or keygen(self.root / "ssh_host_ed25519_key")
        self.client_key = keygen(self.root / "id_ed25519")
        self.user = user or getpass.getuser()
        # sshd reads authorized_keys as the user logging in: another user's copy must be where they can read it
        self.authorized_keys = authorized_keys or self.root / "authorized_keys"
        self.port = port or free_port()
        self.config = self.root / "sshd_config"
        self.log = self.root / "sshd.log"
        self.known_hosts = self.root / "known_hosts"
        self.proc: subprocess.Popen[bytes] | None = None
        self.path = path  # the sessions' PATH when set (a board whose tools differ: a `uname` that never ends)
        self.sftp = sftp  # "internal-sftp", or a program sshd starts through the login shell
        self.authorized_keys.write_text(Path(f"{self.client_key}.pub").read_text())
        self.known_hosts.write_text(self.known_hosts_line())

    def known_hosts_line(self) -> str:
        """This server's key as OpenSSH records it for a non-22 port."""
        kind, blob = Path(f"{self.host_key}.pub").read_text().split()[:2]
        return f"[127.0.0.1]:{self.port} {kind} {blob}\n"

    def _write_config(self) -> None:
        self.config.write_text(
            "\n".join(
                [
                    f"Port {self.port}",
                    "ListenAddress 127.0.0.1",
                    f"HostKey {self.host_key}",
                    f"PidFile {self.root / 'sshd.pid'}",
                    f"AuthorizedKeysFile {self.authorized_keys}",
                    "UsePAM no",
                    "StrictModes no",
                    "PubkeyAuthentication yes",
                    "PasswordAuthentication no",
                    "KbdInteractiveAuthentication no",
                    "PermitRootLogin yes",
                    "AllowTcpForwarding yes",
                    "MaxSessions 64",
                    "MaxStartups 64",
                    "LogLevel ERROR",
                    f"Subsystem sftp {self.sftp}",
                    # Debian's bash runs the login user's ~/.bashrc for every ssh command, but only
                    # as a top-level shell (SHLVL unset or 0). On this project's machines root's runs
                    # `pyenv init`: 80-120 ms of every exec of the suite, and a rehash lock left by a
                    # session a frozen-board test killed mid-rehash made every later login wait 60 s.
                    # SHLVL=1 gives the board a stock shell start, as a board's non-interactive ssh
                    # commands usually have (a Debian .bashrc returns at once when not interactive).
                    # Only the first SetEnv line counts: one line. PYENV_REHASH_TIMEOUT bounds a
                    # stale lock should a shell still run `pyenv init`.
                    "SetEnv SHLVL=1 PYENV_REHASH_TIMEOUT=5" + (f" PATH={self.path}" if self.path else ""),
                    "",
                ]
            )
        )

    def start(self, timeout: float = 10.0) -> Sshd:
        """Start sshd in the foreground and wait until it answers."""
        if self.proc is not None:
            return self
        Path("/run/sshd").mkdir(parents=True, exist_ok=True) if os.geteuid() == 0 else None
        self._write_config()
        self.proc = subprocess.Popen(
            [SSHD, "-D", "-e", "-f", str(self.config), "-E", str(self.log)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_for_banner(self.port, timeout)
        except TimeoutError:
            self.stop()
            log = self.log.read_text() if self.log.exists() else ""
            raise TimeoutError(f"sshd did not start on port {self.port}; log:\n{log}") from None
        return self

    def stop(self, sig: str = "TERM") -> None:
        """Stop the server we started (by its pid); SIGKILL when `sig` is "KILL".

        The per-connection sshd processes (and what they run) are children of
        the listener and would outlive it, so they are killed too, by pid:
        "KILL" simulates the board dying mid-transfer.
        """
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        if sig == "KILL":
            # Stopped first, so no connection that comes in meanwhile (a client retrying at once)
            # forks a child after the list below is taken: it would outlive the "dead" board.
            os.kill(proc.pid, signal.SIGSTOP)
        children = descendants(proc.pid)
        if sig == "KILL":
            for pid in children:
                _kill_quietly(pid)
        end_process(proc, 5, kill=sig == "KILL")
        for pid in children:
            _kill_quietly(pid)

    def restart(self) -> Sshd:
        self.stop()
        return self.start()

    def ssh_options(self) -> list[str]:
        """`-o` options for the ssh/scp/rsync clients (benchmarks, comparisons)."""
        return [
            "-i", str(self.client_key),
            "-o", f"UserKnownHostsFile={self.known_hosts}",
            "-o", "StrictHostKeyChecking=yes",
            "-o", "IdentitiesOnly=yes",
            "-o", "BatchMode=yes",
            "-o", "LogLevel=ERROR",
        ]  # fmt: skip

    def board(self, workdir: Path | str, **extra: object):  # -> tgtbuild.remote.Board
        """A tgtbuild Board that reaches this server with the test key and known_hosts."""
        from tgtbuild.remote import Board

        fields: dict[str, object] = dict(
            name="test",
            host="127.0.0.1",
            port=self.port,
            user=self.user,
            identity_files=(str(self.client_key),),
            known_hosts=str(self.known_hosts),
            workdir=str(workdir),
        )
        fields.update(extra)
        return Board(**fields)  # type: ignore[arg-type]

    def __enter__(self) -> Sshd:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
