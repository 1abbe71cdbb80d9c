"""Boards from Python: name one, connect to it, ask what it is, put files on it.

`board("pi@rpi.lan")`, `board("local", target="rasp4b")` (qemu-user for a
foreign target), `board("lab-pi")` (a boards.toml name) give a `Board`,
checked as `--board` is; `connect(board)` an open connection (a context
manager) that `probe`, `deploy` and `run` reuse.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .. import argcheck
from ..errors import TgtbuildError
from ..remote.board import Board
from ..remote.choose import Trust, board_for
from ..remote.connecting import connect as open_connection
from ..remote.deploy import deploy as deploy_files
from ..remote.devprobe import probe_devices
from ..remote.devprobe import require as require_runtime
from ..remote.probe import probe as probe_board
from ..targets import parse_target

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ..remote.board import Board
    from ..remote.deploy import DeployReport
    from ..remote.transport import BoardConnection
    from ..targets import Target

__all__ = ["Trust", "board", "connect", "deploy", "probe"]


@argcheck.keywords
def board(word: str | Board = "local", target: str | Target | None = None, trust: Trust | None = None) -> Board:
    """The Board `word` names: "local", "user@host[:port]", an ssh alias or a boards.toml name (a Board is
    taken as it is, the target's and the trust's changes applied).

    With `target`, a local board runs foreign code through qemu-user, and a
    board whose boards.toml `arch` cannot run the target is refused.
    """
    if not isinstance(word, Board):
        argcheck.text(word, "board", optional=True)
    argcheck.target(target, "target", optional=True)
    argcheck.instance(trust, Trust, "trust", optional=True, hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    return board_for(word or "local", parse_target(target) if target else None, trust)


def _chosen(where: Any) -> Board:
    """A Board from a board word or a Board."""
    if isinstance(where, str):
        return board(where)
    return argcheck.instance(where, Board, "board", hint='a board word ("local", "pi@host") or tgtbuild.api.board()')


@argcheck.keywords
def connect(where: Board | str, *, timeout: float = 20.0) -> BoardConnection:
    """An open connection (SSH, or this machine); use it in a `with` block, which closes it."""
    chosen = _chosen(where)
    return open_connection(chosen, connect_timeout=argcheck.timeout(timeout))


@argcheck.keywords
def probe(where: Board | str, *, timeout: float = 30.0, devices: bool = False, require: tuple[str, ...] = (),
          build_dir: str = "build", conn: BoardConnection | None = None) -> dict[str, Any]:
    """What the board is: arch, cpu, cores, memory, os, libc, gpus, the target that fits it.

    `devices` (or `require`: "opencl", "cuda") also builds and runs a probe
    there that lists its OpenCL platforms and CUDA GPUs; `require` fails,
    naming what to install, unless the board has that runtime.
    """
    chosen = _chosen(where)
    argcheck.timeout(timeout)
    argcheck.flag(devices, "devices")
    require = tuple(argcheck.words(require, "require"))
    build_dir = argcheck.path(build_dir, "build_dir") or ""
    if conn is None:
        with connect(chosen, timeout=timeout) as own:
            return probe(chosen, timeout=timeout, devices=devices, require=require, build_dir=build_dir, conn=own)
    facts = probe_board(conn, timeout=timeout)
    if devices or require:
        if not facts.get("triple"):
            raise TgtbuildError(f"board {chosen.destination()}: its architecture is unknown, so no device "
                                "probe can be built for it")
        facts["devices"] = probe_devices(conn, chosen, facts["triple"], build_dir, timeout=timeout)
        for runtime in require:
            require_runtime(facts["devices"], runtime, chosen.destination())
    return facts


@argcheck.keywords
def deploy(where: Board | str, files: Mapping[str, str] | list[str], folder: str = "", *, prune: bool = True,
           conn: BoardConnection | None = None) -> DeployReport:
    """Copy files to `folder` under the board's work dir: incremental (content hashes) and atomic (renames).

    `files`: local paths (each keeps its name) or {name on the board: local
    path}. Files from an earlier deploy into the same folder that are not
    in `files` are removed (the folder holds what was deployed last; the
    report's `removed` names them) unless `prune` is False.
    """
    chosen = _chosen(where)
    folder = argcheck.path(folder, "folder") or ""
    argcheck.flag(prune, "prune")
    named: dict[str, str] = {}
    if hasattr(files, "items"):
        pairs = [(argcheck.text(name, "files (a name on the board)") or "",
                  argcheck.path(path, f"files[{name!r}]") or "") for name, path in files.items()]
    else:
        pairs = [(os.path.basename(p), p) for p in argcheck.paths(files, "files")]
    for name, path in pairs:
        if not os.path.isfile(path):
            raise TgtbuildError(f"{path}: no such file")
        if name in named:
            raise TgtbuildError(f"{path} and {named[name]} have the same name; deploy them to different --dir")
        named[name] = os.path.abspath(path)
    if conn is None:
        with connect(chosen) as own:
            return deploy_files(own, chosen, named, folder, prune=prune)
    return deploy_files(conn, chosen, named, folder, prune=prune)
