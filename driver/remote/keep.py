"""Whether a caller that asks for boards' kept connections (remote/kept/relay.py) gets them: no imports.

The caller says so explicitly: `Trust.keep_connection`, carried by the
boards it makes (`Board.keep_connection`), read by `connect`
(connecting.py); `paramikoload.preload_paramiko(keep=...)` and the warm replay
(`run.warm.replay(keep=...)`) take it as an argument. The CLI asks for it
in the commands started again and again against the same board (`run`,
`deploy`, `probe`, `tune`, `compare --run`: cli/boardopts.py). It was a
process-wide flag the CLI flipped, which changed what `connect()` did for
every caller in the process (issue 44). A leaf module: connecting and paramikoload
import it, and connecting also reaches ssh (a direct connection) through
the relay.
"""

from __future__ import annotations

import os


def keeping(wanted: bool) -> bool:
    """`wanted` (the caller asks for kept connections), unless TGTBUILD_KEEP_CONNECTION=0 or
    TGTBUILD_EXEC_PERSIST=0 turn them off."""
    if not wanted:
        return False
    from .kept.protocol import helper_off  # lazily: a leaf that imports nothing at load (above)

    return os.environ.get("TGTBUILD_KEEP_CONNECTION", "").strip() not in ("0", "no", "off") \
        and not helper_off()


def some_helper_serves() -> bool:
    """Whether any kept connection's helper has its socket up (one listdir): before the board is known,
    the guess that decides whether importing paramiko ahead (paramikoload.preload_paramiko) is worth it."""
    from .kept.protocol import HelperError, socket_dir  # lazily: as keeping()'s

    try:
        return any(name.endswith(".sock") for name in os.listdir(socket_dir()))
    except (OSError, HelperError):
        return False
