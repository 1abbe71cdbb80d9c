"""Interrupts for every command: SIGTERM cleans up like Ctrl-C, and clean-up itself is bounded.

Found in issue 27: SIGTERM (what `timeout`, systemd and CI runners send)
killed `tgtbuild deploy` at once and left `.tgtbuild-lock` and the temporary
file on the board (10 of 10; the next deploy waited 61 s for the stale lock),
and `tgtbuild build` orphaned ninja and its compilers; a Ctrl-C during an
upload hung 3 times in 45, both threads waiting on a paramiko lock the
interrupted code still held, and a second Ctrl-C did not help.

So, while a command runs: the first SIGINT or SIGTERM raises (KeyboardInterrupt,
or `Terminated` for SIGTERM) and every `finally`/`except` cleans up;
from then on a second SIGINT or SIGTERM ends the process at once, and so does
clean-up that takes longer than TEARDOWN seconds. Standard library only (it is
on `tgtbuild exec`'s start-up path), and on the ground floor: every stage may use it.

`sigterm_raises()` is the lighter rule for code that runs outside a command's
`handled()` block (the API called from a script): SIGTERM raises `Terminated`
there too, and nothing more.

Standard library only and light (os and the C module `_signal`; no `signal`, whose enums cost 1 ms, and
no `contextlib`): exec's remembered-options path (cli/execfast.py) runs under `handled()` too. It once
installed only a SIGTERM handler and relied on Python's own for SIGINT, which Python does not install when
the parent ignores SIGINT (a script's `cmd &`, a CI runner started in the background): Ctrl-C and the
SIGINT of a test harness were then lost and `tgtbuild exec` ran on (issue 43, 2 of 2 CI runs).

`deferred()` is for code that must not be interrupted in the middle of a
library call (an SFTP upload: the exception, raised inside paramiko while it
held a lock, left the clean-up waiting on that lock, and the lock and temp
file on the board, seen again under load in the SIGTERM test): inside it a
first signal is only noted, and `point()`, called between library calls,
raises it there. A second signal still exits at once; the teardown bound holds.
"""

from __future__ import annotations

import _signal as signal  # the C module: `signal` converts its tables to enums (1 ms) for nothing used here
import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# Clean-up after an interrupt: a kill on the board and a folder removal take well under a second;
# a frozen board is given up on after 5 s (remote.ssh.KILL_WAIT). Past this, nothing good is coming.
TEARDOWN = 20.0


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived; the CLI exits 143 (128 + 15) after cleaning up."""


def _now(signum: int, frame: object) -> None:
    os.write(2, b"tgtbuild: interrupted again: exiting without finishing the clean-up\n")
    os._exit(128 + signum)


def _late(signum: int) -> None:
    os.write(2, f"tgtbuild: clean-up took more than {TEARDOWN:g} s: exiting without it\n".encode())
    os._exit(128 + signum)


def _bound_teardown(signum: int) -> None:
    import threading  # only once a signal came: `tgtbuild exec`'s start-up does without it

    signal.signal(signal.SIGINT, _now)
    signal.signal(signal.SIGTERM, _now)
    timer = threading.Timer(TEARDOWN, _late, args=(signum,))
    timer.daemon = True
    timer.start()


def _raise(signum: int) -> None:
    if signum == signal.SIGTERM:
        raise Terminated()
    raise KeyboardInterrupt


def _first(signum: int, frame: object) -> None:
    _bound_teardown(signum)
    _raise(signum)



_noted: list[int] = []  # a signal that arrived inside deferred(), not raised yet


def _note(signum: int, frame: object) -> None:
    _bound_teardown(signum)  # the next one exits at once
    _noted.append(signum)


def point() -> None:
    """Raise here an interrupt that arrived inside `deferred()` (a safe place: no library call running)."""
    if _noted:
        _raise(_noted.pop())


class deferred:
    """Within the block (main thread, under `handled`), a first SIGINT/SIGTERM is raised by `point()`
    or when the block ends, not wherever the interpreter happens to be."""

    def __enter__(self) -> None:
        import threading  # only in a deploy: `tgtbuild exec`'s start-up does without it

        self.active = threading.current_thread() is threading.main_thread() and signal.getsignal(
            signal.SIGINT) is _first
        if self.active:
            signal.signal(signal.SIGINT, _note)
            signal.signal(signal.SIGTERM, _note)

    def __exit__(self, *exc: object) -> None:
        if not self.active:
            return
        if signal.getsignal(signal.SIGINT) is _note:  # no signal came: back to the first-signal rules
            signal.signal(signal.SIGINT, _first)
            signal.signal(signal.SIGTERM, _first)
        if exc[0] is None:
            point()  # one that came and was not raised inside is raised now


class handled:
    """Within the block (the main thread's command), interrupts behave as the module says, whatever
    the parent left: an ignored SIGINT (`cmd &` in a script) is handled too."""

    def __enter__(self) -> None:
        self.previous = signal.signal(signal.SIGINT, _first), signal.signal(signal.SIGTERM, _first)

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, self.previous[0])
        signal.signal(signal.SIGTERM, self.previous[1])


def _terminate(signum: int, frame: object) -> None:
    raise Terminated()


class sigterm_raises:
    """Within the block, SIGTERM raises Terminated (main thread only; elsewhere a no-op).

    Python turns SIGINT into KeyboardInterrupt, but SIGTERM kills the
    interpreter at once: no `finally` runs, so the program on the board and
    the per-run folder were left behind. Under `handled()` its own rules hold.
    """

    previous: Callable[[int, object], None] | int | None = None

    def __enter__(self) -> None:
        import threading  # only when an API call runs: `tgtbuild exec`'s start-up does without it

        self.previous = None
        if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGTERM) not in (
                _first, _note):
            self.previous = signal.signal(signal.SIGTERM, _terminate)

    def __exit__(self, *exc: object) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGTERM, self.previous)
