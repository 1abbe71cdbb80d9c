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

Importing this package imports none of them: each name is imported when first used
(`__getattr__`), and paramiko only when connecting.
"""

from __future__ import annotations

import sys
import types

# Each name and the module that defines it, imported on first use (PEP 562): `from ..remote.runscript
# import ...` ran this file, and its eager imports (deploy, exec, ssh, boards: dataclasses, pathlib,
# hashlib, subprocess) were 30 ms of a warm `tgtbuild run`'s import report that only needs the run script.
_WHERE = {
    "Board": "board", "local_board": "board", "parse_board": "boards", "connect": "connecting",
    "DeployReport": "deploy", "deploy": "deploy", "BoardError": "errors", "ConnectError": "errors",
    "DeployError": "errors", "HostKeyError": "errors", "RemoteError": "errors", "RemoteTimeout": "errors",
    "RunReport": "exec", "run_remote": "exec", "LocalConnection": "local", "Completed": "shelltext",
    "describe_exit": "shelltext", "Connection": "ssh", "BoardConnection": "transport",
}


def __getattr__(name: str) -> object:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(__import__(f"{__name__}.{where}", fromlist=[name]), name)
    globals()[name] = value
    return value


class _Package(types.ModuleType):
    """`remote.deploy` stays the function, as when this file imported it eagerly.

    Importing the submodule `remote.deploy` sets the package's attribute of that name to the module
    (importlib does, after the module runs); eagerly, the function was bound after that and won. Lazily,
    `from ..remote import deploy` after `from ..remote.deploy import DeployReport` would get the module.
    """

    def __setattr__(self, name: str, value: object) -> None:
        if name == "deploy" and isinstance(value, types.ModuleType):
            return  # the submodule stays reachable as sys.modules["tgtbuild.remote.deploy"]
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package

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
