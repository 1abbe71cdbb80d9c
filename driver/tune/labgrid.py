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
"""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence

from .errors import TuneError

CALL_TIMEOUT = 60.0
RESERVE_TIMEOUT = 300.0


def _client() -> str:
    here = os.path.join(os.path.dirname(sys.executable), "labgrid-client")
    found = here if os.path.exists(here) else shutil.which("labgrid-client")
    if not found:
        raise TuneError("--labgrid needs labgrid-client: pip install 'tgtbuild[tune]' (labgrid)")
    return found


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
        self.services: list[dict[str, str]] = []

    # -- labgrid-client ------------------------------------------------------
    def _call(self, *args: str, place: str | None = None, token: str | None = None,
              timeout: float = CALL_TIMEOUT, check: bool = True) -> str:
        argv = [self.client, "-x", self.coordinator, *(("-p", place) if place else ()), *args]
        env = dict(os.environ, **({"LG_TOKEN": token} if token else {}))
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=env,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise TuneError(f"labgrid coordinator {self.coordinator}: `{' '.join(args)}` took more than "
                            f"{timeout:g} s") from None
        if check and done.returncode != 0:
            message = (done.stderr or done.stdout).strip().splitlines()
            raise TuneError(f"labgrid coordinator {self.coordinator}: `labgrid-client {' '.join(args)}` failed: "
                            f"{message[-1] if message else 'exit ' + str(done.returncode)}")
        return done.stdout

    def places(self) -> list[str]:
        return [line.split()[0] for line in self._call("places").splitlines() if line.strip()]

    def tags_of(self, place: str) -> dict[str, str]:
        match = re.search(r"^\s*tags:\s*(.*)$", self._call("show", place=place), re.M)
        pairs = [p.strip() for p in (match.group(1) if match else "").split(",") if "=" in p]
        return dict(p.split("=", 1) for p in pairs)

    def _service(self, place: str, token: str | None = None) -> dict[str, str]:
        text = self._call("show", place=place, token=token)
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
        if not self.services:
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
            self._call("acquire", place=name, check=False)  # refused when held: _holds tells
            if not self._holds(name):
                print(f"tgtbuild: warning: labgrid place {name} is held by someone else; skipped", file=sys.stderr)
                continue
            self.acquired.append(name)
            self.services.append(self._service(name))

    def _holds(self, place: str) -> bool:
        text = self._call("show", place=place)
        match = re.search(r"^\s*acquired:\s*(.*)$", text, re.M)
        return bool(match and match.group(1).strip() not in ("", "None"))

    def _acquire_by_tags(self) -> None:
        count = self.count or 1
        for _ in range(count):
            out = self._call("reserve", "--wait", "--shell", *self.tags, timeout=RESERVE_TIMEOUT)
            match = re.search(r"LG_TOKEN=(\S+)", out)
            if not match:
                raise TuneError(f"labgrid coordinator {self.coordinator}: reserve printed no token: {out.strip()}")
            token = match.group(1)
            self.tokens.append(token)
            self._call("acquire", place="+", token=token)
            name = self._reserved_place(token)
            self.acquired.append(name)
            self.services.append(self._service(name))

    def _reserved_place(self, token: str) -> str:
        text = self._call("show", place="+", token=token)
        match = re.search(r"^Place '([^']+)'", text, re.M)
        if not match:
            raise TuneError(f"labgrid reservation {token}: no place in `show`")
        return match.group(1)

    def release(self) -> None:
        """Release every place and cancel every reservation; errors are reported, not raised."""
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
        out = []
        for service in self.services:
            user = f"{service['username']}@" if service.get("username") else ""
            host = service["address"]
            host = f"[{host}]" if ":" in host else host
            out.append(f"{user}{host}" + (f":{service['port']}" if service.get("port") else ""))
        return out
