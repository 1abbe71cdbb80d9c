"""The tgtbuild command line as tests start it, and the boards.toml that points it at a test sshd.

The fixtures `tgtbuild` and `write_boards` (tests/conftest.py) hand these out;
module-level helpers import them as `tgtcli` (tests/ is on sys.path).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from sshd import Sshd

RunTgtbuild = Callable[..., subprocess.CompletedProcess]


def run_tgtbuild(*args: str | os.PathLike[str], cwd: Path | str | None = None, env: dict[str, str] | None = None,
                 timeout: float = 600, text: bool = True) -> subprocess.CompletedProcess:
    """`python -m tgtbuild ARGS` with this interpreter; output captured, the wait bounded by `timeout`."""
    return subprocess.run([sys.executable, "-m", "tgtbuild", *map(os.fspath, args)], cwd=cwd, env=env,
                          capture_output=True, text=text, timeout=timeout)


def one_line_error(done: subprocess.CompletedProcess, *words: str, warning: bool = True) -> str:
    """The command failed with exit 2 and one `tgtbuild: error:` line holding `words`, no traceback (nor, with
    `warning=False`, any `Warning`); that line back."""
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    if not warning:
        assert "Warning" not in done.stderr, done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("tgtbuild: error:")]
    assert len(errors) == 1, done.stderr
    for word in words:
        assert word in errors[0], errors[0]
    return errors[0]


def python_output(code: str, *args: str, timeout: float = 60) -> str:
    """What `code` prints when a fresh interpreter (this one's) runs it, which must succeed: a new process's
    view (what it imports, what a tool's own parser reads), free of this test process's state."""
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def boards_toml(server: Sshd, *, name: str, workdir: Path, emulator: Sequence[str] | None = None) -> str:
    """boards.toml text naming `server` (its key and known_hosts) as board `name`, working in `workdir`."""
    fields: dict[str, object] = {
        "host": f"{server.user}@127.0.0.1",
        "port": server.port,
        "key": str(server.client_key),
        "known_hosts": str(server.known_hosts),
        "workdir": str(workdir),
    }
    if emulator is not None:
        fields["emulator"] = list(emulator)
    # JSON strings, numbers and arrays of strings are TOML values too (basic strings, same escapes).
    return f"[{name}]\n" + "".join(f"{key} = {json.dumps(value)}\n" for key, value in fields.items())


def boards_file(folder: Path, server: Sshd, emulator: Sequence[str] | None = None, *, name: str = "lab") -> Path:
    """folder/boards.toml naming `server` as board `name`, working in folder/board."""
    path = folder / "boards.toml"
    path.write_text(boards_toml(server, name=name, workdir=folder / "board", emulator=emulator))
    return path


def end_client_and_helpers(proc: subprocess.Popen, runtime: Path) -> None:
    """A test's clean-up: its tgtbuild process (killed if still running, then reaped) and every exec
    helper serving from `runtime` (SIGTERM, by pid)."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    stop_exec_helpers(runtime)


def stop_exec_helpers(*runtimes: Path) -> None:
    """SIGTERM, by pid, every exec helper serving from these XDG_RUNTIME_DIRs (one that ended meanwhile is fine)."""
    for runtime in runtimes:
        for pid in exec_helper_pids(runtime):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass


def exec_helper_pids(runtime: Path) -> list[int]:
    """Pids of `tgtbuild exec` helper processes whose socket lives in `runtime` (a test's own XDG_RUNTIME_DIR)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"tgtbuild.reuse.exechelper" in cmdline and any(str(runtime).encode() in arg for arg in cmdline):
            pids.append(int(entry))
    return pids


def zig_binary() -> str:
    """The zig binary inside the ziglang wheel (the test skips when the wheel is not installed)."""
    import pytest

    try:
        import ziglang
    except ImportError:
        pytest.skip("the ziglang wheel is not installed")
    return os.path.join(os.path.dirname(ziglang.__file__), "zig")
