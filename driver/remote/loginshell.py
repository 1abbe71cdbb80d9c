"""The board user's login shell: every SSH command is text for it, so it must be a POSIX sh.

sshd runs each command as `$SHELL -c TEXT`, and the sftp-server subsystem
(unless sshd serves SFTP itself) as `$SHELL -c sftp-server`. Found in issue
33: with fish the run script "exited with status 0 before starting hello"
and `probe` returned empty facts with status 0 (fish refuses `$$` while
parsing and runs nothing, yet exits 0); with tcsh the quoted multi-line
script broke into lines that tcsh ran one by one (its `exit` does not end a
`-c` string either), a `find ... -exec rm -rf` among them; `nologin` or a
startup file that prints ("Welcome!") gave paramiko's "Garbage packet
received" on deploy.

So every command starts with `GUARD`, a line all three parse: csh and tcsh
set the shell variable `shell`, so `$?shell` is 1 there and the line
`exec`s an echo of NOT_SH (ending the shell before the next line); a POSIX
sh reads `$?` then the word "shell" ("0shell"), never "1"; fish rejects `$?`
while parsing the whole text and runs none of it. When a command then ends
without having said its pid, `diagnose` asks the shell its name with text
every shell runs alike (`echo MARK$SHELL`): only on that failure path, so a
sound board pays nothing.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable

Ask = Callable[[str], tuple[bytes, bytes]]

NOT_SH = "@tgtbuild-login-shell-not-sh"
GUARD = f'test "$?shell" = 1 && exec echo {NOT_SH}\n'
ASK = "echo @tgtbuild-shell:$SHELL"  # no `$?`, no quotes: sh, bash, fish, csh and tcsh run it alike
SAID = "@tgtbuild-shell:"
NOT_POSIX = {"fish", "csh", "tcsh", "nu", "xonsh", "elvish", "pwsh", "rc", "es", "ion", "nologin", "false"}
FIX = "make it one (`chsh -s /bin/sh USER` on the board, or `usermod -s /bin/sh USER` as root)"


def guarded(text: str) -> str:
    """`text` as sent to the login shell: after the guard line."""
    return GUARD + text


def _first_line(data: bytes) -> str:
    lines = [line.strip() for line in data.decode(errors="replace").splitlines() if line.strip()]
    return lines[0][:200] if lines else ""


def diagnose(stdout: bytes, stderr: bytes, ask: Ask) -> str:
    """Why a command ended without saying its pid, when the login shell is the cause; else "".

    `stdout`/`stderr`: what that command wrote. `ask(text)` runs `text` on
    the board with no guard and returns (stdout, stderr) (or raises OSError).
    """
    must = "the board user's login shell must be POSIX sh"
    if NOT_SH.encode() in stdout:
        return f"{must}: it is csh or tcsh; {FIX}"
    answer = _shell_answer(ask)
    if answer is None:
        return ""
    out, err, text, at, shell = answer
    if at < 0:
        said = _first_line(out) or _first_line(err) or _first_line(stdout) or _first_line(stderr)
        return (f"{must}, and it runs no command: it said {said!r}" if said else
                f"{must}, and it runs no command (it printed nothing)") + f"; {FIX}"
    if posixpath.basename(shell) in NOT_POSIX:
        return f"{must}: it is {shell}; {FIX}"
    return ""


def _shell_answer(ask: Ask) -> tuple[bytes, bytes, str, int, str] | None:
    """(stdout, stderr, stdout as text, where SAID begins in it (-1: the shell ran nothing), the login
    shell it named) of the unguarded question; None when it could not be asked."""
    try:
        out, err = ask(ASK)
    except OSError:
        return None
    text = out.decode(errors="replace")
    at = text.find(SAID)
    rest = text[at + len(SAID):] if at >= 0 else ""
    return out, err, text, at, rest.splitlines()[0].strip() if rest.strip() else ""


def chatter(ask: Ask) -> str:
    """Why the SFTP subsystem did not start, when the login shell or its startup files are the cause; else "".

    sftp-server's binary protocol runs through the login shell: a shell that
    cannot run it (nologin) or a startup file that prints text corrupts it.
    """
    answer = _shell_answer(ask)
    if answer is None:
        return ""
    out, err, text, at, shell = answer
    if at < 0:
        said = _first_line(out) or _first_line(err)
        return ("the board user's login shell runs no command" + (f" (it said {said!r})" if said else "")
                + f", so sshd cannot start sftp-server through it; {FIX}")
    if posixpath.basename(shell) in NOT_POSIX:
        return f"the board user's login shell must be POSIX sh: it is {shell}; {FIX}"
    if text[:at].strip() or err.strip():
        said = _first_line(text[:at].encode()) or _first_line(err)
        return (f"the board user's shell start-up prints text ({said!r}) before every command, which "
                "breaks sftp-server's protocol: make ~/.bashrc (or the shell's start-up files) print "
                "nothing when not interactive (e.g. `[ -z \"$PS1\" ] && return` at the top)")
    return ""
