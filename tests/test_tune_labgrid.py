"""A labgrid pool for real: a coordinator and an exporter on 127.0.0.1 in front of two loopback sshd boards.

The exporter publishes each board's SSH address as a NetworkService; places
tagged `board=testpi` match them. `tgtbuild tune --labgrid` must reserve and
acquire the places, measure through them, and release them on exit, also
after Ctrl-C. Every process the fixture starts is stopped by its pid.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sshd import Sshd, end_process, free_port, sshd_missing_reason
from test_tune_pool import MATMUL, MATMUL_ARGS, _finish, _records, _wait_for

from tgtbuild.tune.labgrid import LabgridPool

BIN = Path(sys.executable).parent
pytestmark = pytest.mark.skipif(not (BIN / "labgrid-coordinator").exists(),
                                reason="labgrid is not installed (pip install 'tgtbuild[tune]')")
FAST = ["--repeat", "2", "--min-repeat-ms", "2", "--timeout", "20", "--top-k", "0", "--strategy", "random"]


def _client(farm: dict, *args: str, check: bool = True) -> str:
    done = subprocess.run([str(BIN / "labgrid-client"), "-x", farm["address"], *args], capture_output=True,
                          text=True, timeout=60)
    if check:
        assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def farm(tmp_path_factory: pytest.TempPathFactory):
    """One farm for the module (a coordinator and an exporter start in seconds, not milliseconds)."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    tmp_path = tmp_path_factory.mktemp("farm")
    servers = [Sshd(tmp_path / f"sshd-{n}") for n in ("a", "b")]
    key = servers[0].client_key  # one login key for the farm, as a lab gives its users
    for server in servers:
        (server.root / "authorized_keys").write_text(Path(f"{key}.pub").read_text())
        server.start()
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    known = home / ".ssh" / "farm_known_hosts"
    known.write_text("".join(s.known_hosts_line() for s in servers))
    (home / ".ssh" / "config").write_text(f"Host 127.0.0.1\n  IdentityFile {key}\n  UserKnownHostsFile {known}\n")
    port = free_port()
    address = f"127.0.0.1:{port}"
    (tmp_path / "exporter.yaml").write_text("".join(
        f"pi-{n}:\n  NetworkService:\n    address: 127.0.0.1\n    username: {s.user}\n    port: {s.port}\n"
        for n, s in zip(("a", "b"), servers, strict=True)))
    procs = []
    log = open(tmp_path / "labgrid.log", "w")  # noqa: SIM115 - closed below
    try:
        procs.append(subprocess.Popen([str(BIN / "labgrid-coordinator"), "-l", address], cwd=tmp_path,
                                      stdout=log, stderr=log))
        time.sleep(1.0)
        procs.append(subprocess.Popen([str(BIN / "labgrid-exporter"), "-c", address, "--name", "exp",
                                       str(tmp_path / "exporter.yaml")], cwd=tmp_path, stdout=log, stderr=log))
        info = {"address": address, "servers": servers}
        deadline = time.monotonic() + 60
        while _client(info, "resources", check=False).count("NetworkService") < 2:
            assert time.monotonic() < deadline, (tmp_path / "labgrid.log").read_text()
            time.sleep(0.5)
        for n in ("a", "b"):
            _client(info, "-p", f"pi-{n}", "create")
            _client(info, "-p", f"pi-{n}", "add-match", f"exp/pi-{n}/*")
            _client(info, "-p", f"pi-{n}", "set-tags", "board=testpi")
        env = dict(os.environ, HOME=str(home),
                   XDG_CACHE_HOME=os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache"))
        yield {**info, "env": env}
    finally:
        for proc in reversed(procs):
            end_process(proc, 10)
        log.close()
        for server in servers:
            server.stop()


def _tune(tmp_path: Path, farm: dict, *args: str, target: str = "x86_64-linux-gnu") -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tgtbuild", "tune", "--target", target, str(MATMUL),
                             *MATMUL_ARGS, *FAST, "--labgrid", farm["address"], *args], cwd=tmp_path, text=True,
                            env=farm["env"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)


def _released(farm: dict) -> bool:
    return all("acquired: None" in _client(farm, "-p", f"pi-{n}", "show") for n in ("a", "b"))


def test_tunes_on_reserved_labgrid_places_and_releases_them(tmp_path, farm):
    log = tmp_path / "t.jsonl"
    status, out, err = _finish(_tune(tmp_path, farm, "--labgrid-tag", "board=testpi", "--labgrid-count", "2",
                                     "--trials", "6", "--log", str(log), "--json"))
    assert status == 0, err
    boards = {r["board"] for r in _records(log)}
    assert boards == {"pi-a", "pi-b"}  # named by their places, not root@127.0.0.1:PORT
    assert json.loads(out)["trials"] == 6
    assert _released(farm)
    assert "allocated" not in _client(farm, "reservations")


def test_ctrl_c_releases_the_places(tmp_path, farm):
    log = tmp_path / "t.jsonl"
    proc = _tune(tmp_path, farm, "--labgrid-place", "pi-*", "--trials", "40", "--log", str(log))
    _wait_for(lambda: len(_records(log)) >= 1, proc)
    assert not _released(farm)  # held while tuning
    os.killpg(proc.pid, signal.SIGINT)
    status, _, err = _finish(proc, timeout=120)
    assert status == 130, err
    assert _released(farm)


def test_a_place_nobody_can_reach_fails_cleanly_and_is_released(tmp_path, farm):
    server = farm["servers"][0]
    server.stop()
    try:
        status, _, err = _finish(_tune(tmp_path, farm, "--labgrid-place", "pi-a", "--retries", "0",
                                       "--trials", "2", "--log", str(tmp_path / "t.jsonl")), timeout=120)
    finally:
        server.start()  # same port and keys: the board is back for the next test
    assert status == 3, err
    assert "every board of the pool dropped out" in err
    assert _released(farm)


def test_labgrid_needs_a_choice_of_places(tmp_path, farm):
    status, _, err = _finish(_tune(tmp_path, farm, "--trials", "1"), timeout=60)
    assert status == 2 and "--labgrid-tag K=V or --labgrid-place PATTERN" in err


class _InterruptAt(LabgridPool):
    """A real pool whose `at`-th labgrid-client call is followed by a real SIGINT to this process."""

    def __init__(self, at: int, *args, **kwargs) -> None:
        self.at, self.calls = at, []
        super().__init__(*args, **kwargs)

    def _run(self, argv, env, timeout):
        done = super()._run(argv, env, timeout)
        self.calls.append(argv[argv.index(self.coordinator) + 1:])
        if len(self.calls) == self.at:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C as the child's change lands, before it is booked
        return done


def _nothing_held(farm: dict) -> bool:
    return "acquired" not in _client(farm, "who").lower() and "Reservation" not in _client(farm, "reservations")


@pytest.mark.parametrize("choice, calls", [({"tags": ["board=testpi"], "count": 1}, 99), ({"place": "pi-a"}, 3)],
                         ids=["reserve-by-tag", "acquire-by-name"])
def test_ctrl_c_at_every_labgrid_call_leaves_no_place_held_or_reserved(farm, choice, calls):
    """Interrupts after each call in turn: reserve, wait, show, acquire, show, release, cancel (by name: places,
    acquire, show; its release is the same code as the tag flow's)."""
    # Ctrl-C as a terminal sends it: a suite started in the background (`pytest &` in a script) inherits
    # SIGINT ignored, and the pool rightly leaves an ignored signal ignored (both cases failed so).
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        _interrupt_every_call(farm, choice, calls)
    finally:
        signal.signal(signal.SIGINT, previous)


def _interrupt_every_call(farm, choice, calls):
    at, phases = 1, []
    while at <= calls:
        pool = _InterruptAt(at, farm["address"], **choice)
        try:
            with pool:
                pass
            interrupted = False
        except KeyboardInterrupt:
            interrupted = True
        assert _nothing_held(farm), (at, pool.calls)
        if not interrupted:
            break
        phases.append(pool.calls[at - 1][-1] if choice.get("place") else pool.calls[at - 1][0])
        at += 1
    assert {"acquire", "release"} <= {word for call in pool.calls for word in call}, pool.calls
    assert len(phases) == min(len(pool.calls), calls), (phases, pool.calls)  # every call was interrupted once


def test_a_foreign_place_runs_through_its_emulator_tag_and_is_refused_clearly_without_one(tmp_path, farm):
    """aarch64 code on the x86_64 sshd boards: refused at once without an emulator, measured under qemu with one."""
    if not shutil.which("qemu-aarch64-static") or not Path("/usr/aarch64-linux-gnu/lib").is_dir():
        pytest.skip("needs qemu-aarch64-static and libc6-arm64-cross (scripts/system-deps.sh)")
    args = ("--labgrid-place", "pi-a", "--trials", "1", "--builders", "1", "--log", str(tmp_path / "t.jsonl"))
    status, _, err = _finish(_tune(tmp_path, farm, *args, target="aarch64-linux-gnu"), timeout=300)
    assert status == 2, err
    assert "no board of the pool can run llvm -mtriple=aarch64" in err and "emulator" in err
    assert "--resume" not in err and "once a board is back" not in err
    assert _nothing_held(farm)
    _client(farm, "-p", "pi-a", "set-tags", "emulator=qemu-aarch64-static -L /usr/aarch64-linux-gnu")
    try:
        status, _, err = _finish(_tune(tmp_path, farm, *args, "--json", target="aarch64-linux-gnu"), timeout=300)
    finally:
        _client(farm, "-p", "pi-a", "set-tags", "emulator=")
    assert status == 0, err
    (record,) = _records(tmp_path / "t.jsonl")
    assert record["ok"] and record["board"] == "pi-a" and record["target"].startswith("llvm -mtriple=aarch64")
    assert _nothing_held(farm)
