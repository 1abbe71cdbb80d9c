"""Opening a connection to a board: SSH, or this machine for `--board local`, now or in a thread.

Above `transport` (the connection protocol and its helpers) and the two
connection kinds, `ssh` and `local`, which both use `transport`: when
`connect` lived in `transport` itself, transport and the kinds imported
each other.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

from . import keep
from .board import Board
from .local import LocalConnection
from .ssh import Connection
from .transport import BoardConnection


def connect(board: Board, *, connect_timeout: float = 20.0) -> BoardConnection:
    """An open connection to `board`: SSH, or local for `--board local`."""
    if board.is_local:
        return LocalConnection(board)
    kept = _kept(board) if board.keep_connection else None
    if kept is not None:
        return kept

    return Connection(board, connect_timeout=connect_timeout).open()


def _kept(board: Board) -> BoardConnection | None:
    """The board's kept connection, or None: no helper serves it yet (this call starts one for the
    next command and connects directly, as fast as before), or its socket folder is unusable (said)."""
    if not keep.keeping(board.keep_connection):
        return None

    # lazily: with kept connections off (TGTBUILD_EXEC_PERSIST=0, the API) no relay code loads
    from .kept.protocol import HelperError
    from .kept.relay import DIRECT_NOTE, kept_connection

    try:
        return kept_connection(board)  # type: ignore[return-value]
    except HelperError as exc:
        print(DIRECT_NOTE.format(board=board.destination(), why=exc), file=sys.stderr)
        return None


class Connecting:
    """A connection opened in a background thread, so its round trips overlap local work.

    `then(conn)` (the board's CPU check) runs in the thread right after the
    handshake; `result()` waits for both and returns the connection or raises
    what they raised, so a caller that waits before building still refuses
    an unreachable or wrong board before any build. `ahead(conn)` (opening
    the run's channel, `prepare_run`) then goes on in the thread, overlapping
    the caller's build; its failure is left to the run, which opens its own.
    Leaving the `with` closes the connection, also when the caller never asked
    for it (a typo found by the checks, Ctrl-C).
    """

    def __init__(self, board: Board, then: Callable[[BoardConnection], object] | None = None,
                 ahead: Callable[[BoardConnection], object] | None = None) -> None:
        self.board = board
        self._conn: BoardConnection | None = None
        self._error: BaseException | None = None
        self._then, self._ahead = then, ahead
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._open, name=f"connect {board.destination()}", daemon=True)
        self._thread.start()

    def _open(self) -> None:
        try:
            self._conn = connect(self.board)
            if self._then is not None:
                self._then(self._conn)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by result()
            self._error = exc
            return
        finally:
            self._ready.set()
        if self._ahead is not None:
            try:
                self._ahead(self._conn)
            except Exception:  # noqa: BLE001 - the run opens its own channel and reports its own trouble
                pass

    def result(self) -> BoardConnection:
        self._ready.wait()
        if self._error is not None:
            raise self._error
        assert self._conn is not None
        return self._conn

    def __enter__(self) -> Connecting:
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        self._thread.join(timeout=0 if kind is not None else 30)  # on Ctrl-C: the daemon thread dies with us
        if self._conn is not None:
            self._conn.close()
