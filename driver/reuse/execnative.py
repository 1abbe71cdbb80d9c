"""`tgtbuild exec`'s native client (execnative.c): built by zig once per version of its source, cached.

ctest and `meson test` start the runner once per test. The Python client
cost 3.41x an `ssh` call through ControlMaster (34 vs 10 ms, issue 45), and
its floor, Python's start plus the board script, 3.06x: no Python client can
come near. The native client starts in about a millisecond and only speaks
the wire (nativeserve.py: the helper builds the request from its words); any
doubt, and it runs the Python `tgtbuild exec` with the same words.

Built with the zig of the ziglang wheel tgtbuild depends on (else `zig` on
PATH), for this machine, into `<cache>/exec-native/` (a folder only this
user can write: `paths.trusted_cache_dir`), named by the hash of the source,
the flags and the compiler (`client_key`): an edited source (or another zig)
builds a new one. A first build costs a few seconds (zig's C library for
this machine, cached by zig); `tgtbuild env` builds it, never a test run.
No zig, a failed build, an unsafe cache folder or TGTBUILD_EXEC_NATIVE=0:
None, and the runner is the Python `tgtbuild exec` as before.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from ..paths import UnsafeFolder, trusted_cache_dir, trusted_file
from ..remote.kept.protocol import sha256

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "execnative.c")
FLAGS = ("-O2", "-s", "-Wall", "-Wextra", "-Werror")
BUILD_TIMEOUT = 300.0  # zig's first build of this machine's C library: 15 s measured on a loaded 2-core machine
NAME = "tgtbuild-exec-native"


def native_off() -> bool:
    """TGTBUILD_EXEC_NATIVE=0 (or no/off): the runner is the Python client."""
    return os.environ.get("TGTBUILD_EXEC_NATIVE", "").strip() in ("0", "no", "off")


def zig_compiler() -> str | None:
    """The zig of the ziglang wheel (as the toolchain finds it), else `zig` on PATH, else None."""
    import importlib.util  # lazily: only `tgtbuild env` asks

    spec = importlib.util.find_spec("ziglang")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "zig")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return shutil.which("zig")


def client_key(source: bytes, zig: str) -> str:
    """16 hex digits of what shapes the binary: the source, the flags and the compiler (path, size, mtime)."""
    info = os.stat(zig)
    shape = repr((FLAGS, zig, info.st_size, info.st_mtime_ns)).encode()
    return sha256(b"exec-native 1\0" + shape + b"\0" + source).hexdigest()[:16]


def native_client(source: str = SOURCE) -> str | None:
    """The native client's path (built now when this version is not cached), or None (see the module)."""
    if native_off():
        return None
    zig = zig_compiler()
    if zig is None:
        return None
    try:
        with open(source, "rb") as handle:
            text = handle.read()
        folder = trusted_cache_dir("exec-native")
    except (OSError, UnsafeFolder):
        return None
    out = os.path.join(folder, f"{NAME}-{client_key(text, zig)}")
    if trusted_file(out):
        return out
    try:
        with tempfile.TemporaryDirectory(prefix=".build-", dir=folder) as tmp:  # two builds apart
            made = os.path.join(tmp, NAME)
            copy = os.path.join(tmp, "execnative.c")  # the bytes hashed are the bytes built
            with open(copy, "wb") as handle:
                handle.write(text)
            subprocess.run([zig, "cc", *FLAGS, copy, "-o", made], check=True, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=BUILD_TIMEOUT)
            os.chmod(made, 0o755)
            os.replace(made, out)
    except (OSError, subprocess.SubprocessError):
        return None  # the Python client serves (a broken zig must not break `tgtbuild env`)
    return out if trusted_file(out) else None


def native_runner(python_exec: list[str]) -> list[str]:
    """The runner argv for `python_exec` (the Python `tgtbuild exec` words, up to and with "exec"):
    the native client in front when there is one, else `python_exec` itself."""
    client = native_client()
    if client is None:
        return list(python_exec)
    return [client, str(len(python_exec)), *python_exec]


