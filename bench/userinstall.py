"""tgtbuild installed the way the README installs it, for benchmarks that time its start.

A developer's environment holds tgtbuild as an editable install (`pip install
-e`, what scripts/test.sh does). Its import hook (setuptools'
`__editable___tgtbuild_*_finder`, needed because the package lives in
driver/) runs at every interpreter start of that environment and costs
~14 ms on this project's 2-core machine: `python -c pass` took 24 ms there
against 10 ms in an environment without it. That inflates both sides of a
start-up ratio and flatters it (1.6x where users see 3.2x), and it adds to
every tgtbuild figure timed against a non-Python peer (CMake, ssh).

So the benches build a throwaway environment as a user's would be after
`pip install .`: a venv holding a regular (non-editable) install of this
checkout, with bytecode compiled at install, whose dependencies come from the
running environment through a plain path entry (a `.pth` line, so that
environment's own `.pth` hooks, the editable finder among them, do not run).
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def user_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment a user's tgtbuild runs in: `base` (default ours) without PYTHONDONTWRITEBYTECODE.

    Some machines (this project's sandboxes) set it: every run then compiles
    each module it imports from source, 15-25 ms of a 40 ms start, which no
    installed tgtbuild pays (pip writes .pyc files at install, an editable
    install on first run). Benchmarks time both contestants as users run them.
    """
    env = dict(os.environ if base is None else base)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def private_cache(folder: Path) -> dict[str, str]:
    """The variables that give a bench run one user's tgtbuild caches, in `folder`; zig's stays the shared one.

    On a shared machine every checkout of tgtbuild writes ~/.cache/tgtbuild
    (parsed TOML, tool versions, Jinja2 bytecode) under its own paths, so a
    bench that used it timed whoever wrote last: `targets show` parsed its
    TOML again in about half the runs (14 ms median against 2.7 ms, CPU).
    zig's cache holds built libcs (a minute each): it stays where it was.
    """
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return {"XDG_CACHE_HOME": str(folder), "ZIG_GLOBAL_CACHE_DIR": os.environ.get("ZIG_GLOBAL_CACHE_DIR")
            or os.path.join(xdg, "zig")}


def user_install(folder: Path) -> Path:
    """A venv in `folder` with this checkout installed non-editable; returns its python."""
    venv.EnvBuilder(with_pip=True, symlinks=True).create(folder)
    python = folder / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "bench-dependencies.pth").write_text("".join(f"{p}\n" for p in sorted(ours)))
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(ROOT)],
                          capture_output=True, text=True, env=user_env(), timeout=600)
    if done.returncode != 0:
        sys.exit(f"bench: installing tgtbuild into {folder} failed:\n{done.stdout}{done.stderr}")
    # The ninja wheel's program sits beside the interpreter in a user's venv; tgtbuild's no-op path looks there.
    ninja = Path(sys.executable).with_name("ninja")
    if ninja.exists():
        (folder / "bin" / "ninja").symlink_to(ninja)
    return python
