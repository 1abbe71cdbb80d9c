"""Find a toolchain's programs and read their versions.

Results are cached per process (a build asks many times for the same
toolchain); a probe runs the program once with the description's version
arguments and a short timeout. A version is also kept on disk, keyed by the
program's path, size and mtime (tomlfile.cached): `zig version` and
`import subprocess` were 10-25 ms of every configure, a tenth of configuring
2,000 C files (bench/build.py --files 2000).
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import shutil
from pathlib import Path

from ..frozen import frozen
from ..pkgversion import installed_version
from ..tomlfile import cached
from .describe import Description

_TIMEOUT_S = 20


@frozen
class Found:
    """Where a toolchain's probe program is and its version."""

    program: str  # absolute path of the probe ('' for a Python-only toolchain)
    dir: str  # folder the [tools] templates call {dir}
    version: str


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def search_dirs(desc: Description) -> list[tuple[str, str]]:
    """(folder, how it was chosen) in search order, PATH last; '' folder means PATH."""
    dirs: list[tuple[str, str]] = []
    if desc.python_module:
        spec = importlib.util.find_spec(desc.python_module)
        if spec is not None and spec.origin:
            dirs.append((str(Path(spec.origin).parent), f"python module {desc.python_module}"))
    for var in desc.env:
        root = os.environ.get(var)
        if root:
            dirs.append((str(Path(root) / desc.bin_dir), f"${var}"))
    if desc.use_path:
        dirs.append(("", "PATH"))
    dirs += [(p, p) for p in desc.paths]
    return dirs


@functools.cache
def _locate(desc: Description, probe: str, env_key: tuple) -> tuple[Found | None, str]:
    dirs = search_dirs(desc)
    if not probe:  # a Python-only toolchain: being importable is being found
        if not dirs:
            return None, f"python module {desc.python_module} is not installed"
        return Found("", dirs[0][0], installed_version(desc.python_module, dirs[0][0])), ""
    looked = []
    for folder, _how in dirs:
        if folder:
            candidate = Path(folder) / probe
            looked.append(str(candidate))
            if _executable(candidate):
                return Found(str(candidate), folder, program_version(desc, str(candidate))), ""
        else:
            looked.append(f"{probe} on PATH")
            hit = shutil.which(probe)
            if hit:
                return Found(hit, str(Path(hit).parent), program_version(desc, hit)), ""
    if not dirs:
        wanted = " or ".join(f"${v}" for v in desc.env) or "its folder"
        return None, f"{wanted} is not set"
    return None, "not found (looked for " + ", ".join(looked) + ")"


def locate(desc: Description, probe: str) -> tuple[Found | None, str]:
    """Find `probe` (the description's probe, placeholders filled) → (Found or None, why not)."""
    env_key = tuple(os.environ.get(v, "") for v in (*desc.env, "PATH"))
    return _locate(desc, probe, env_key)


@functools.cache
def _run_version(program: str, args: tuple[str, ...], pattern: str, stamp: tuple[int, int]) -> str:
    name = "version" + program.replace(os.sep, "%")  # one cache file per program
    found = cached(name, [program], lambda: _probe_version(program, args, pattern), extra=[list(args), pattern])
    return "unknown" if found is None else found


def _probe_version(program: str, args: tuple[str, ...], pattern: str) -> str | None:
    """What the program says its version is; None when it could not be run (not kept: tried again)."""
    import subprocess  # only when the on-disk version is stale: configure pays this import otherwise (above)

    try:
        proc = subprocess.run([program, *args], capture_output=True, text=True, timeout=_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = proc.stdout + proc.stderr
    match = re.search(pattern, text, re.MULTILINE) if pattern else None
    if match:
        return match.group(1)
    return text.strip().splitlines()[0] if text.strip() else "unknown"


def program_version(desc: Description, program: str) -> str:
    """The version the program reports, or 'unknown'."""
    if not desc.version_args:
        return "unknown"
    try:
        st = os.stat(program)
        stamp = (st.st_size, st.st_mtime_ns)
    except OSError:
        return "unknown"
    return _run_version(program, desc.version_args, desc.version_pattern, stamp)


@functools.cache
def _nvcc_archs(nvcc: str, stamp: tuple[int, int]) -> tuple[str, ...]:
    import subprocess  # a CUDA build's only: configure's other builds never run a program here (above)

    try:
        proc = subprocess.run([nvcc, "--list-gpu-arch"], capture_output=True, text=True,
                              timeout=_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return ()
    archs = {f"sm_{m.group(1)}" for m in re.finditer(r"compute_(\d+)", proc.stdout)}
    return tuple(sorted(archs, key=lambda a: int(a[3:])))


def nvcc_archs(nvcc: str) -> tuple[str, ...]:
    """sm_XX archs the installed nvcc can build (`nvcc --list-gpu-arch`), oldest first."""
    try:
        st = os.stat(nvcc)
    except OSError:
        return ()
    return _nvcc_archs(nvcc, (st.st_size, st.st_mtime_ns))


def clear_caches() -> None:
    """Forget every probe (tests that change PATH or the environment call this)."""
    _locate.cache_clear()
    _run_version.cache_clear()
    _nvcc_archs.cache_clear()
