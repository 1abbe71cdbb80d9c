"""The helper's side of a kept connection (relay.py): one client socket, many calls on the helper's SSH link.

`tgtbuild run`, `deploy` and `probe` start a new process each time; each
used to import paramiko (~0.1-0.2 s) and make a handshake (0.1-0.7 s). A
client holding a `relay.RelayedConnection` sends each board operation here
as a `C` frame (JSON); the helper does it on its kept connection and answers:

* `v` JSON: the result (a stat's fields, a folder's names, a run's status);
* `b` frames then `v`: a file's bytes (`read`), in chunks of at most 1 MiB;
* `o`/`e` frames then `v`: a run's stdout/stderr as they come (`run_stream`),
  with `.` heartbeats while it runs, so the client never waits on silence;
* `!` JSON: the error, with its errno for an OSError (so FileNotFoundError
  stays FileNotFoundError) or its class for a tgtbuild error.

What a call may do is a closed list (remote/kept/calls.py, which a client stalled by its helper
runs on its own connection too): the socket is private to this user (protocol.py),
and the helper only ever acts on its own board as the client itself could.
A client that hangs up during a run gets it killed on the board when the run
carried a watchdog mark, as `tgtbuild exec`'s runs are.
"""

from __future__ import annotations

import base64
import json
import select
import socket
import threading
from typing import Any

from ...errors import TgtbuildError
from ...remote.kept.calls import answer
from ...remote.kept.protocol import ERROR_STATUS, recv_frame, send_frame
from ...remote.watchdog import kill_script
from .frames import Frames, open_next_session


def serve_calls(helper: Any, client: socket.socket, payload: bytes) -> None:
    """Answer `C` frames from `client` until it hangs up; `payload` is the first call's."""
    while True:
        call = json.loads(payload)
        try:
            conn = helper.connection()
            result = _call(helper, conn, client, call)
            send_frame(client, b"v", json.dumps(result).encode())
        except OSError as exc:
            if _client_gone(client):
                return
            send_frame(client, b"!", json.dumps(_os_error(exc)).encode())
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the caller, in its words
            send_frame(client, b"!", json.dumps(_error(exc)).encode())
        frame = recv_frame(client)
        if frame is None or frame[0] != b"C":
            return
        payload = frame[1]


def _call(helper: Any, conn: Any, client: socket.socket, call: dict) -> Any:
    return answer(conn, call, lambda chunk: send_frame(client, b"b", chunk), lambda: _run(helper, conn, client, call))


def _run(helper: Any, conn: Any, client: socket.socket, call: dict) -> int:
    frames = Frames(client, lambda: str(helper.activity).encode())
    beat = threading.Thread(target=frames.heartbeat, daemon=True)
    beat.start()
    mark = call.get("mark")
    done = threading.Event()
    if mark:
        threading.Thread(target=_kill_when_gone, args=(client, conn, mark, done), daemon=True).start()
    stdin = call.get("stdin")
    try:
        with helper.runs:
            status = conn.run_stream(call["argv"], call.get("timeout"), env=call.get("env"), cwd=call.get("cwd"),
                                     stdin=base64.b64decode(stdin) if stdin is not None else None,
                                     on_stdout=frames.stdout, on_stderr=frames.stderr, mark=mark)
    finally:
        done.set()
        frames.stop()
    threading.Thread(target=open_next_session, args=(conn,), daemon=True).start()  # as after an exec run
    return status


HANGUP_KILLS = 10


def _kill_when_gone(client: socket.socket, conn: Any, mark: str, done: threading.Event) -> None:
    """The client hung up (Ctrl-C, killed) while its run goes on: kill what carries the run's mark.

    Again each second until the run ends (at most HANGUP_KILLS times): a hang-up just before the
    program started finds nothing marked yet, and the program would then run to its limit (the same
    race the helper's own runs had, server._RunState.watch).
    """
    while not done.is_set():
        ready, _, _ = select.select([client], [], [], 0.2)
        if ready and not done.is_set() and _client_gone(client):
            for _ in range(HANGUP_KILLS):
                try:
                    conn.run(["sh", "-c", f"{kill_script(mark, None)}; true"], timeout=30)
                except Exception:  # noqa: BLE001 - the run ends anyway when the connection does
                    return
                if done.wait(1.0):
                    return
            return


def _client_gone(client: socket.socket) -> bool:
    try:
        return client.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def _os_error(exc: OSError) -> dict:
    return {"errno": exc.errno, "message": exc.strerror or str(exc), "filename": exc.filename,
            "type": type(exc).__name__}


def _error(exc: BaseException) -> dict:
    kind = type(exc)
    extra = {}
    if isinstance(getattr(exc, "how", None), str):
        extra["how"] = exc.how  # type: ignore[attr-defined]
    for name in ("stdout", "stderr"):  # a RemoteTimeout's output seen so far: a list of bytes
        seen = getattr(exc, name, None)
        if isinstance(seen, list) and all(isinstance(part, bytes) for part in seen):
            extra[name] = [base64.b64encode(part).decode() for part in seen]
    return {"module": kind.__module__, "class": kind.__qualname__, "message": str(exc),
            "exit_code": exc.exit_code if isinstance(exc, TgtbuildError) else ERROR_STATUS,
            "tgtbuild": isinstance(exc, TgtbuildError), "extra": extra}
