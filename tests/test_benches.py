"""Every bench runs in CI, in its quick mode: a bench that breaks fails the build instead of rotting.

bench/tune.py once failed with an ImportError for weeks after a refactor moved
`make_strategy`: nothing ran it. Each bench script (a file of bench/ with a
`__main__` block) has a `--quick` mode that runs its real paths small, in
seconds, and prints its table; this runs each one as a user would
(`python bench/X.py --quick`), in its own session, bounded in time, and kills
the whole process group it started when the bound passes.

A bench whose peer is missing here (TVM, a GPU, sshd) prints `skipped: WHY`
after checking what it can, and exits 0: the test then skips with that reason.
The speed goals themselves live in the benches' full runs, never here.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHES = sorted(p.name for p in (ROOT / "bench").glob("*.py") if "__main__" in p.read_text())
# Seconds each quick run may take on CI's busy 2-core machine (measured alone: tvm ~20 s, the rest 3-15 s;
# tune_model ~90 s and model_vs_ort ~55 s at load 5-7, both tuning a model a few trials).
LIMIT_S = 240


def tvm_python() -> str | None:
    """A Python with apache-tvm for bench/tvm.py: this one, $TGTBUILD_TVM_PYTHON, or the checkout's .tvmvenv."""
    probe = subprocess.run([sys.executable, "-c", "import tvm"], capture_output=True, timeout=120)
    if probe.returncode == 0:
        return sys.executable
    for candidate in (os.environ.get("TGTBUILD_TVM_PYTHON"), str(ROOT / ".tvmvenv" / "bin" / "python")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def run_quick(name: str, *extra: str) -> subprocess.CompletedProcess:
    proc = subprocess.Popen([sys.executable, str(ROOT / "bench" / name), "--quick", *extra], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=LIMIT_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the bench's own session: its sshd, helpers and builds with it
        out, err = proc.communicate(timeout=30)
        pytest.fail(f"bench/{name} --quick ran past {LIMIT_S} s\n{out[-3000:]}\n{err[-3000:]}")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def test_every_bench_is_covered() -> None:
    assert {"tune.py", "tvm.py", "gpu.py", "exec.py", "deploy.py", "startup.py", "tune_model.py",
            "model_vs_ort.py"} <= set(BENCHES)


@pytest.mark.parametrize("name", BENCHES)
def test_bench_quick_mode(name: str) -> None:
    extra: list[str] = []
    if name == "tvm.py":
        python = tvm_python()
        if python is None:
            pytest.skip("apache-tvm is not importable here, $TGTBUILD_TVM_PYTHON is unset and there is no .tvmvenv")
        if python != sys.executable:
            extra = ["--tvm-python", python]
    done = run_quick(name, *extra)
    shown = f"stdout:\n{done.stdout[-4000:]}\nstderr:\n{done.stderr[-4000:]}"
    assert done.returncode == 0, shown
    assert "Traceback" not in done.stderr, shown
    skipped = [line for line in done.stdout.splitlines() if line.startswith("skipped:")]
    if skipped:
        pytest.skip(f"bench/{name}: {skipped[0].removeprefix('skipped:').strip()}")
    assert "quick" in done.stdout, f"bench/{name} --quick does not say it ran quick\n{shown}"
