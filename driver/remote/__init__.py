"""Boards, the SSH transport, deploy and remote runs.

The pieces, each with one job:

* `board`     - `Board` and `parse_board("pi@rpi.lan:2222" | alias | name | "local")`
* `hostkeys`  - known_hosts checking, accept-new, changed-key refusal
* `transport` - `connect(board)` -> `Connection` (SSH) / `LocalConnection`;
                `run(argv, timeout)` -> `Completed(exit_status, stdout, stderr)`
* `deploy`    - `deploy(conn, board, {relpath: Path}, subdir)` -> `DeployReport`
* `exec`      - `run_remote(conn, board, argv, files, timeout)` -> `RunReport`

Importing this package does not import paramiko; connecting does.
"""

from __future__ import annotations

from .board import Board, local_board, parse_board
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
from .transport import Completed, Connection, LocalConnection, connect, describe_exit

__all__ = [
    "Board",
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
