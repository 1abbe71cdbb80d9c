"""A test board that shares nothing with this machine but the loopback: its own user, home and work dir.

The session's usual board (`sshd_server`) logs in as the user running the
tests, so a program on it can read the build tree by its absolute path: a
test suite passed there only because RUNPATHs and data paths into the tests'
tree still resolved (issue 26). This board logs in as a user created for the
session (`useradd`, so the tests must run as root; otherwise the fixture
skips with that reason), whose home and work dir live outside the tests'
tree, and who cannot read pytest's temp folders (`/tmp/pytest-of-<user>` is
0700): what a program needs there must have been sent.

The user is created with the password field `*` (no password, not "locked":
OpenSSH without PAM refuses an account whose password field starts with `!`)
and removed at the end with its home, after its sshd and every process it
started are gone (killed by pid).
"""

from __future__ import annotations

import os
import pwd
import secrets
import shutil
import subprocess
from pathlib import Path

from sshd import Sshd, descendants

USERADD = shutil.which("useradd") or ("/usr/sbin/useradd" if os.path.exists("/usr/sbin/useradd") else None)
USERDEL = shutil.which("userdel") or ("/usr/sbin/userdel" if os.path.exists("/usr/sbin/userdel") else None)


def isolated_board_missing_reason() -> str | None:
    """Why a board with its own user cannot be made here, or None when it can."""
    if os.geteuid() != 0:
        return "a board with its own user needs useradd, so root (the tests run as an unprivileged user)"
    if USERADD is None or USERDEL is None:
        return "useradd/userdel not installed (apt-get install passwd)"
    return None


class IsolatedBoard:
    """A fresh user `tgtb-<hex>` with home `/var/tmp/<user>` (0700) and an sshd logging in as them."""

    def __init__(self, server_root: Path, *, shell: str = "/bin/sh", sftp: str = "internal-sftp") -> None:
        self.user = f"tgtb-{secrets.token_hex(4)}"
        self.home = Path("/var/tmp") / self.user
        self.workdir = self.home / "work"
        self.server_root = Path(server_root)
        self.server: Sshd | None = None
        self.shell = shell  # the login shell (a fish or tcsh board, nologin)
        self.sftp = sftp  # sshd's sftp subsystem: a real sftp-server runs through the login shell

    def start(self) -> IsolatedBoard:
        subprocess.run([USERADD, "-m", "-d", str(self.home), "-s", self.shell, "-p", "*", self.user],
                       check=True, capture_output=True, timeout=30)
        entry = pwd.getpwnam(self.user)
        ssh_dir = self.home / ".ssh"
        ssh_dir.mkdir(mode=0o700)
        self.server = Sshd(self.server_root, user=self.user, authorized_keys=ssh_dir / "authorized_keys",
                           sftp=self.sftp)
        for path in (ssh_dir, ssh_dir / "authorized_keys"):
            os.chown(path, entry.pw_uid, entry.pw_gid)
        self.home.chmod(0o700)
        self.server.start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop("KILL")  # its sessions and what they run go too (by pid)
        try:
            uid = pwd.getpwnam(self.user).pw_uid
        except KeyError:
            return
        for pid in _pids_of(uid):
            for child in [*descendants(pid), pid]:
                try:
                    os.kill(child, 9)
                except ProcessLookupError:
                    pass
        subprocess.run([USERDEL, "-r", "-f", self.user], capture_output=True, timeout=30)
        shutil.rmtree(self.home, ignore_errors=True)

    def boards_toml(self, name: str, emulator: list[str] | None = None) -> str:
        """boards.toml text naming this board `name`, working in its own work dir."""
        from tgtcli import boards_toml

        assert self.server is not None
        return boards_toml(self.server, name=name, workdir=self.workdir, emulator=emulator)


def _pids_of(uid: int) -> list[int]:
    pids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.stat(f"/proc/{entry}").st_uid == uid:
                    pids.append(int(entry))
            except OSError:
                pass
    return pids
