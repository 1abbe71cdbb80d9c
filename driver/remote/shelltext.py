"""Shell text for a board: one argv list → one safely quoted command line, and exit statuses.

Callers give argv lists, never shell text. Each argument is quoted by `tgtbuild.quoting`, so
spaces, quotes, `$`, `;` and newlines reach the program unchanged. The remote
shell first prints its pid (`PID_MARK`): sshd starts every session with
setsid(), so that pid is also the process group of the program and its
children, which is what a timeout or an interrupt kills. The program runs as
a child of the shell (not exec'd) so a signal death comes back like in a
shell: status 128+N, which `describe_exit` names.
"""

from __future__ import annotations

import signal
from collections.abc import Sequence
from typing import NamedTuple

from ..quoting import shell_path, shell_word, shell_words
from .errors import RemoteError

# The board script's status when a deployed file it was to run has vanished (before the program
# starts: `runscript.run_deployed` uploads again and runs once more).
MISSING = 97

# Printed before the program starts; text a login shell prints first is passed on.
PID_MARK = "@tgtbuild-pid:"

SIGILL_HINT = (
    "SIGILL means the CPU met an instruction it does not have: the target's "
    "-mcpu/-mattr probably asks for features this board lacks (check `tgtbuild probe`)"
)


class Completed(NamedTuple):
    """What a finished program left: unpacks as (exit_status, stdout, stderr).

    `exit_status` follows the shell: 128+N when the program died of signal N.
    """

    exit_status: int
    stdout: bytes
    stderr: bytes

    @property
    def signal(self) -> str | None:
        """The signal name (e.g. "SIGSEGV") when the program died of one."""
        return signal_name(self.exit_status)

    def describe(self) -> str:
        """One line for the user: 'exited with status 3' / 'killed by SIGILL (...)'."""
        return describe_exit(self.exit_status)


def signal_name(status: int) -> str | None:
    """The name of the signal behind a shell-style status > 128, else None."""
    if status <= 128:
        return None
    try:
        return signal.Signals(status - 128).name
    except ValueError:
        return None


def describe_exit(status: int) -> str:
    """Human words for an exit status, with the SIGILL hint where it applies."""
    name = signal_name(status)
    if name is None:
        return f"exited with status {status}"
    text = f"killed by {name} (status {status})"
    return f"{text}: {SIGILL_HINT}" if name == "SIGILL" else text


def shell_command(argv: Sequence[str], env: dict[str, str] | None = None, cwd: str | None = None) -> str:
    """The POSIX sh text that runs `argv` and prints the process group first.

    A `cwd` starting with `~/` stays relative to the remote home (the tilde is
    left unquoted, the rest quoted). The trailing `exit $?` stops shells from
    exec'ing the last command, so a signal death is reported as 128+N.
    """
    if not argv:
        raise RemoteError("nothing to run: empty argv")
    parts = [f"echo {PID_MARK}$$"]
    if cwd:
        parts.append(f"cd {shell_path(cwd)} || exit 127")
    for key, value in (env or {}).items():
        if not key.isidentifier():
            raise RemoteError(f"bad environment variable name {key!r}")
        parts.append(f"export {key}={shell_word(value)}")
    parts.append(shell_words(argv))
    return "; ".join(parts) + "; exit $?"


