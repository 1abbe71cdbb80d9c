"""What the benches share beside their statistics (_verdict.py): options that mean the same in each, the
`skipped:` line tests/test_benches.py reads, and the scratch folder of a bench on an SSH board."""

from __future__ import annotations

import argparse
import contextlib
import socket
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path


def add_here(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--here", action="store_true", help="time this environment's tgtbuild, not a user install")


def add_cases(parser: argparse.ArgumentParser, cases: Sequence[str]) -> None:
    parser.add_argument("--cases", default=",".join(cases), help=f"which rows, of {','.join(cases)}")


def chosen_cases(parser: argparse.ArgumentParser, text: str, cases: Sequence[str]) -> set[str]:
    """The rows `--cases` names; an unknown one is a usage error that lists the known ones."""
    chosen = set(text.split(","))
    if chosen - set(cases):
        parser.error(f"--cases: unknown {sorted(chosen - set(cases))}; choose from {','.join(cases)}")
    return chosen


def skipped(reason: str) -> int:
    """Say why the bench cannot run here; its exit status (0: a missing peer or tool is no failure)."""
    print(f"skipped: {reason}")
    return 0


@contextlib.contextmanager
def board_scratch(prefix: str) -> Iterator[tuple[Path, Path]]:
    """A temporary folder for one run and, in it, the private runtime folder (0700) where the run's exec
    helpers keep their sockets (XDG_RUNTIME_DIR), both removed at the end."""
    with tempfile.TemporaryDirectory(prefix=prefix) as name:
        tmp = Path(name)
        runtime = tmp / "runtime"
        runtime.mkdir(mode=0o700)
        yield tmp, runtime


def parse_with_quick(parser: argparse.ArgumentParser, help: str, **quick: object) -> argparse.Namespace:
    """The command line, with `--quick` (CI's check that the bench runs, tests/test_benches.py) setting the
    options named in `quick` to these small values in place of the user's."""
    parser.add_argument("--quick", action="store_true", help=help)
    args = parser.parse_args()
    if args.quick:
        for name, value in quick.items():
            setattr(args, name, value)
    return args


def free_port() -> int:
    """A free TCP port on 127.0.0.1 (the peers' servers the benches start listen there only)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_port(port: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise SystemExit(f"nothing listens on 127.0.0.1:{port} after {timeout:g} s")
