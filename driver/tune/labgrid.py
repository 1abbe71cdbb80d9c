"""A pool from a labgrid coordinator: reserve, acquire, measure through NetworkService, release.

labgrid is the open board-farm engine embedded teams run (a coordinator,
exporters publishing each board's resources, places with tags, reservations
and locks); tgtbuild uses it instead of a tracker of its own. It drives the
coordinator through `labgrid-client` (pip `labgrid`, the `tune` extra), the
interface labgrid keeps stable for scripts, with a timeout on every call:

- `--labgrid-tag k=v`: `reserve --wait k=v` once per wanted place (queues
  for any place with those tags, the fair way to share a farm), then
  `-p + acquire` with the reservation's token;
- `--labgrid-place PATTERN`: places whose name matches (fnmatch) are
  acquired directly; one held by someone else is skipped with a warning;
- each acquired place's `show` gives its NetworkService (address, port,
  username): that is the board's SSH destination. Host keys and logins are
  checked as for any board (known_hosts, keys, ~/.ssh/config).

`LabgridPool` is a context manager: every acquired place is released and
every reservation cancelled on exit, normal or not (Ctrl-C, a lost pool).

Ctrl-C at any moment leaves nothing held. Before, a Ctrl-C between the
`acquire` and the `show` that confirmed it left the place held (2 of 9
tries), and one during `reserve --wait` lost the token of a reservation that
then stayed queued. Now:
- each call that changes the farm (reserve, acquire, release, cancel) runs
  in its own session (a terminal's Ctrl-C does not kill it halfway) inside
  `deferred_interrupts`: SIGINT/SIGTERM wait until its result is booked;
- a place joins the release list before its acquire is sent, a token the
  moment `reserve` prints it (`reserve` without --wait, then `wait TOKEN`,
  which changes nothing and may be interrupted);
- release runs with interrupts deferred too, so a second Ctrl-C cannot
  leave half of the places held.

A place can say how to run foreign code, as a boards.toml entry can: its
tag `emulator` (e.g. `labgrid-client -p pi-a set-tags 'emulator=qemu-aarch64-static
-L /usr/aarch64-linux-gnu'`) becomes the board's emulator. A place whose CPU
cannot run the target's code and has none is left out with that reason.
"""

from __future__ import annotations

import fnmatch
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..frozen import frozen, replace
from .errors import TuneError

CALL_TIMEOUT = 60.0
RESERVE_TIMEOUT = 300.0


def _client() -> str:
    here = os.path.join(os.path.dirname(sys.executable), "labgrid-client")
    found = here if os.path.exists(here) else shutil.which("labgrid-client")
    if not found:
        raise TuneError("--labgrid needs labgrid-client: pip install 'tgtbuild[tune]' (labgrid)")
    return found


@contextmanager
def deferred_interrupts() -> Iterator[None]:
    """SIGINT and SIGTERM that arrive in the block take effect when it ends (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    got: list[int] = []

    def hold(signum: int, frame: object) -> None:
        got.append(signum)

    before = {sig: signal.signal(sig, hold) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
        for sig in dict.fromkeys(got):
            handler = before[sig]
            if callable(handler):
                handler(sig, None)  # Python's SIGINT handler raises KeyboardInterrupt; sigterm_raises, Terminated
            elif handler == signal.SIG_DFL:
                signal.raise_signal(sig)


@frozen
class Place:
    """An acquired place: its name (the board's name in logs), SSH destination and tags."""

    name: str
    destination: str
    tags: dict[str, str]

    @property
    def emulator(self) -> tuple[str, ...]:
        try:
            return tuple(shlex.split(self.tags.get("emulator", "")))
        except ValueError as exc:
            raise TuneError(f"labgrid place {self.name}: tag emulator={self.tags['emulator']!r}: {exc}") from None


class LabgridPool:
    def __init__(self, coordinator: str, *, tags: Sequence[str] = (), place: str | None = None,
                 count: int = 0) -> None:
        if not tags and not place:
            raise TuneError("--labgrid needs --labgrid-tag K=V or --labgrid-place PATTERN to choose places")
        for tag in tags:
            if not re.fullmatch(r"[A-Za-z0-9_.-]+=[A-Za-z0-9_.:/+-]+", tag):
                raise TuneError(f"--labgrid-tag {tag!r}: write KEY=VALUE, e.g. board=rasp4b")
        self.coordinator = coordinator
        self.tags = tuple(tags)
        self.place = place
        self.count = count
        self.client = _client()
        self.acquired: list[str] = []
        self.tokens: list[str] = []
        self.places_held: list[Place] = []

    # -- labgrid-client ------------------------------------------------------
    def _run(self, argv: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess[str]:
        """One labgrid-client, in its own session: a Ctrl-C at the terminal does not cut its change in half."""
        return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=env,
                              stdin=subprocess.DEVNULL, start_new_session=True)

    def _call(self, *args: str, place: str | None = None, token: str | None = None,
              timeout: float = CALL_TIMEOUT, check: bool = True) -> str:
        return self._result(*args, place=place, token=token, timeout=timeout, check=check).stdout

    def _result(self, *args: str, place: str | None = None, token: str | None = None,
                timeout: float = CALL_TIMEOUT, check: bool = True) -> subprocess.CompletedProcess[str]:
        argv = [self.client, "-x", self.coordinator, *(("-p", place) if place else ()), *args]
        env = dict(os.environ, **({"LG_TOKEN": token} if token else {}))
        try:
            done = self._run(argv, env, timeout)
        except subprocess.TimeoutExpired:
            raise TuneError(f"labgrid coordinator {self.coordinator}: `{' '.join(args)}` took more than "
                            f"{timeout:g} s") from None
        if check and done.returncode != 0:
            message = (done.stderr or done.stdout).strip().splitlines()
            raise TuneError(f"labgrid coordinator {self.coordinator}: `labgrid-client {' '.join(args)}` failed: "
                            f"{message[-1] if message else 'exit ' + str(done.returncode)}")
        return done

    def places(self) -> list[str]:
        return [line.split()[0] for line in self._call("places").splitlines() if line.strip()]

    def tags_of(self, place: str) -> dict[str, str]:
        return _tags(self._call("show", place=place))

    def _place(self, place: str, token: str | None = None) -> Place:
        """The acquired place's SSH destination (its NetworkService) and tags, from one `show`."""
        text = self._call("show", place=place, token=token)
        service = self._service(place, text)
        user = f"{service['username']}@" if service.get("username") else ""
        host = f"[{service['address']}]" if ":" in service["address"] else service["address"]
        return Place(place, f"{user}{host}" + (f":{service['port']}" if service.get("port") else ""), _tags(text))

    def _service(self, place: str, text: str) -> dict[str, str]:
        block = text.split("'NetworkService'", 1)
        if len(block) < 2:
            raise TuneError(f"labgrid place {place}: it has no NetworkService resource (the SSH address of "
                            "the board); add one to the exporter's configuration")
        found = {}
        for key in ("address", "username", "port"):
            m = re.search(rf"'{key}': '?([^',}}\s]+)'?", block[1])
            if m:
                found[key] = m.group(1)
        if "address" not in found:
            raise TuneError(f"labgrid place {place}: its NetworkService has no address")
        return found

    # -- life cycle ----------------------------------------------------------
    def __enter__(self) -> LabgridPool:
        try:
            if self.place:
                self._acquire_by_pattern()
            else:
                self._acquire_by_tags()
        except BaseException:
            self.release()
            raise
        if not self.places_held:
            raise TuneError(f"labgrid coordinator {self.coordinator}: no place could be acquired "
                            f"({'pattern ' + self.place if self.place else 'tags ' + ' '.join(self.tags)})")
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def _acquire_by_pattern(self) -> None:
        names = [p for p in self.places() if fnmatch.fnmatchcase(p, self.place or "*")]
        wanted = dict(t.split("=", 1) for t in self.tags)
        for name in names:
            if self.count and len(self.acquired) >= self.count:
                break
            if wanted and any(self.tags_of(name).get(k) != v for k, v in wanted.items()):
                continue
            with deferred_interrupts():
                self.acquired.append(name)  # on the release list before the coordinator can say yes
                done = self._result("acquire", place=name, check=False)
                if done.returncode != 0:  # held by someone else (or gone): not ours to release
                    self.acquired.remove(name)
            if done.returncode != 0:
                why = (done.stderr or done.stdout).strip().splitlines()
                print(f"tgtbuild: warning: labgrid place {name} was not acquired ({why[-1] if why else 'refused'}); "
                      "skipped", file=sys.stderr)
                continue
            self.places_held.append(self._place(name))

    def _acquire_by_tags(self) -> None:
        count = self.count or 1
        for _ in range(count):
            with deferred_interrupts():
                out = self._call("reserve", "--shell", *self.tags)
                match = re.search(r"LG_TOKEN=(\S+)", out)
                if not match:
                    raise TuneError(f"labgrid coordinator {self.coordinator}: reserve printed no token: "
                                    f"{out.strip()}")
                token = match.group(1)
                self.tokens.append(token)  # cancelled on exit, whatever happens next
            self._call("wait", token, timeout=RESERVE_TIMEOUT)  # fair queueing; changes nothing
            name = self._reserved_place(token)
            with deferred_interrupts():
                self.acquired.append(name)
                self._call("acquire", place="+", token=token)
            self.places_held.append(self._place(name))

    def _reserved_place(self, token: str) -> str:
        text = self._call("show", place="+", token=token)
        match = re.search(r"^Place '([^']+)'", text, re.M)
        if not match:
            raise TuneError(f"labgrid reservation {token}: no place in `show`")
        return match.group(1)

    def release(self) -> None:
        """Release every place and cancel every reservation; errors are reported, not raised."""
        with deferred_interrupts():  # a second Ctrl-C must not leave half of the places held
            self._release()

    def _release(self) -> None:
        for name in reversed(self.acquired):
            try:
                self._call("release", place=name)
            except TuneError as exc:
                print(f"tgtbuild: warning: {exc}", file=sys.stderr)
        for token in self.tokens:
            try:
                self._call("cancel-reservation", token, check=False)
            except TuneError as exc:
                print(f"tgtbuild: warning: {exc}", file=sys.stderr)
        self.acquired, self.tokens = [], []

    def destinations(self) -> list[str]:
        """user@address:port of each acquired place, for the usual --board logic."""
        return [p.destination for p in self.places_held]

    def boards(self, make_boards: Any) -> list[Any]:
        """A Board per place, named as the place, with the place's emulator; `make_boards(words)` is --board's."""
        boards = make_boards(self.destinations())
        return [replace(board, name=place.name, **({"emulator": place.emulator} if place.emulator
                                                               else {}))
                for place, board in zip(self.places_held, boards, strict=True)]


def _tags(show: str) -> dict[str, str]:
    """The tags line of `labgrid-client show`: `tags: board=rasp4b, emulator=qemu-aarch64-static`."""
    match = re.search(r"^\s*tags:\s*(.*)$", show, re.M)
    pairs = [p.strip() for p in (match.group(1) if match else "").split(",") if "=" in p]
    return dict(p.split("=", 1) for p in pairs)
