"""Boards, the SSH transport, deploy and remote runs.

The pieces, each with one job:

* `board`     - `Board`; `boards` - `parse_board("pi@rpi.lan:2222" | alias | name | "local")`
* `hostkeys`  - known_hosts checking, accept-new, changed-key refusal
* `transport` - `connect(board)` -> a `BoardConnection`: `ssh.Connection` or
                `local.LocalConnection`; `run(argv, timeout)` -> `Completed`
* `shelltext` - argv -> quoted shell text, exit statuses named like a shell's
* `ssh`, `local` - the two connection kinds
* `deploy`    - `deploy(conn, board, {relpath: Path}, subdir)` -> `DeployReport`
* `exec`      - `run_remote(conn, board, argv, files, timeout)` -> `RunReport`

Importing this package does not import paramiko; connecting does.
"""

from __future__ import annotations

from .board import Board, local_board
from .boards import parse_board
from .connecting import connect
from .deploy import DeployReport, deploy
from .errors import (
    BoardError,
    ConnectError,
    DeployError,
    HostKeyError,
    RemoteError,
    RemoteTimeout,
)
from .exec import RunReport, run_remote
from .local import LocalConnection
from .shelltext import Completed, describe_exit
from .ssh import Connection
from .transport import BoardConnection

__all__ = [
    "Board",
    "BoardConnection",
    "BoardError",
    "Completed",
    "ConnectError",
    "Connection",
    "DeployError",
    "DeployReport",
    "HostKeyError",
    "LocalConnection",
    "RemoteError",
    "RemoteTimeout",
    "RunReport",
    "connect",
    "deploy",
    "describe_exit",
    "local_board",
    "parse_board",
    "run_remote",
]
