"""Importing paramiko: without `invoke`, and ahead in a thread when a command will connect.

Part of `remote.ssh` (one job a room). A leaf beside `keep`: the CLI
preloads paramiko through this module without importing the connection.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from .keep import keeping, some_helper_serves


def import_paramiko() -> Any:
    """paramiko, without the `invoke` package it imports for ssh config's `Match exec`.

    invoke drags in unittest.mock and asyncio: 0.2-0.4 s of a 2.4 s warm
    `tgtbuild run` on the loaded test machine (paramiko alone 0.44-0.51 s,
    with invoke 0.65-0.92 s, three runs each). When paramiko is not imported
    yet, no ssh config was parsed (sshconfig.py imports paramiko to parse one),
    so no `Match exec` can need it; invoke stays importable for others.
    """
    with _IMPORTING:  # preload_paramiko's thread and a connect may ask at once
        if "paramiko" in sys.modules or "invoke" in sys.modules:
            import paramiko  # lazily: a warm `tgtbuild run` does without it

            return paramiko
        sys.modules["invoke"] = None  # type: ignore[assignment]  # makes `import invoke` raise ImportError
        try:
            import paramiko  # lazily: only this branch needs paramiko
        finally:
            del sys.modules["invoke"]
        return paramiko


_IMPORTING = threading.Lock()


def preload_paramiko(*, keep: bool = False) -> None:
    """Import paramiko in a background thread: a command that will connect starts this first thing
    (`keep`: it borrows a board's kept connection where one serves, which then needs no paramiko).

    The import is 75 ms of a warm `tgtbuild run`'s ~430 (loopback sshd); the
    command's own imports and checks run meanwhile, so the connection starts
    with paramiko ready. An import failure is left for the connect to report.
    """
    if keeping(keep) and some_helper_serves():
        return  # a board's kept connection likely serves this command: paramiko is the helper's (connecting.py)

    def load() -> None:
        try:
            import_paramiko()
        except Exception:  # noqa: BLE001 - connect imports it again and says what is wrong
            pass

    threading.Thread(target=load, name="import paramiko", daemon=True).start()
