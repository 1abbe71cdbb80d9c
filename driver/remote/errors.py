"""Errors of the remote layer: boards, SSH, deploy and remote runs.

They all derive from `TgtbuildError`, so the CLI prints the message and exits
with `exit_code` instead of a traceback. The subclasses exist so callers (and
tests) can tell a bad board spec from an untrusted host key from a timeout
without parsing messages.
"""

from __future__ import annotations

from ..errors import TgtbuildError


class RemoteError(TgtbuildError):
    """Anything that went wrong talking to, or running on, a board."""


class BoardError(RemoteError, ValueError):
    """A board spec, ~/.ssh/config entry or boards.toml entry that cannot be understood."""


class ConnectError(RemoteError):
    """The board could not be reached or refused our credentials."""


class HostKeyError(ConnectError):
    """The board's host key is unknown (and not asked to be trusted) or has changed."""


class RemoteTimeout(RemoteError):
    """A remote program ran past its timeout and was killed."""

    exit_code = 124
    # How it ended, for callers that word their own message: "was killed", or why the kill
    # did not get through (a frozen board; its watchdog ends the run, see remote.watchdog).
    how = "was killed"


class DeployError(RemoteError):
    """A deploy was refused (unsafe path, lock held) or failed mid-way."""
