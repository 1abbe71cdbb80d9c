"""Whether this process borrows boards' kept connections (remote/kept/relay.py): one switch, no imports.

`connect` (connecting.py) asks it before opening a connection of its own,
and paramikoload.preload_paramiko before importing paramiko ahead; the CLI turns it
on for the commands started again and again against the same board (`run`,
`deploy`, `probe`, `tune`, `compare --run`). A leaf module: connecting and paramikoload import it, and
connecting also reaches ssh (a direct connection) through the relay.
"""

from __future__ import annotations

import os

# On for this process (the CLI sets it); TGTBUILD_KEEP_CONNECTION=0 or TGTBUILD_EXEC_PERSIST=0 turn it off.
KEEP = False


def keeping() -> bool:
    """KEEP, unless the environment turns kept connections off."""
    from .kept.protocol import helper_off  # lazily: a leaf that imports nothing at load (above)

    return KEEP and os.environ.get("TGTBUILD_KEEP_CONNECTION", "").strip() not in ("0", "no", "off") \
        and not helper_off()


def some_helper_serves() -> bool:
    """Whether any kept connection's helper has its socket up (one listdir): before the board is known,
    the guess that decides whether importing paramiko ahead (paramikoload.preload_paramiko) is worth it."""
    from .kept.protocol import HelperError, socket_dir  # lazily: as keeping()'s

    try:
        return any(name.endswith(".sock") for name in os.listdir(socket_dir()))
    except (OSError, HelperError):
        return False
