"""One C source built by zig once per version, cached: the native exec client and the board stub.

Both are optional speed-ups with a fallback (the Python client, the sh
script), so a build never raises: no zig, a failed or timed-out build, an
unsafe cache folder give None and the caller's slower path serves. The binary
lies in `<cache>/<folder>/` (a folder only this user can write:
`paths.trusted_cache_dir`), named by the hash of the source, the flags, the
target and the compiler (path, size, mtime), so an edited source or another
zig builds a new one; it is built in a private temporary folder from a copy
of the bytes hashed and renamed into place, so two processes building at
once each finish whole.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence

from ..paths import UnsafeFolder, trusted_cache_dir, trusted_file
from ..remote.kept.protocol import sha256


def zig_compiler() -> str | None:
    """The zig of the ziglang wheel (as the toolchain finds it), else `zig` on PATH, else None."""
    import importlib.util  # lazily: only `tgtbuild env` and the exec helper ask

    spec = importlib.util.find_spec("ziglang")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "zig")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return shutil.which("zig")


def binary_key(tag: str, source: bytes, zig: str, flags: Sequence[str], target: str = "") -> str:
    """16 hex digits of what shapes the binary: the source, the flags, the target and the compiler."""
    info = os.stat(zig)
    shape = repr((tuple(flags), target, zig, info.st_size, info.st_mtime_ns)).encode()
    return sha256(f"{tag}\0".encode() + shape + b"\0" + source).hexdigest()[:16]


def cached_binary(source: str, name: str, folder_name: str, flags: Sequence[str], *, tag: str,
                  target: str = "", build: bool = True, timeout: float = 300.0) -> str | None:
    """The binary zig makes of `source` (for zig target `target`, this machine's when empty) in the user's
    cache: built now when `build` and not cached; None when it is not there and cannot be (see the module)."""
    zig = zig_compiler()
    if zig is None:
        return None
    try:
        with open(source, "rb") as handle:
            text = handle.read()
        folder = trusted_cache_dir(folder_name)
    except (OSError, UnsafeFolder):
        return None
    suffix = f"{target}-" if target else ""
    out = os.path.join(folder, f"{name}-{suffix}{binary_key(tag, text, zig, flags, target)}")
    if trusted_file(out) or not build:
        return out if trusted_file(out) else None
    try:
        with tempfile.TemporaryDirectory(prefix=".build-", dir=folder) as tmp:  # two builds apart
            made = os.path.join(tmp, name)
            copy = os.path.join(tmp, os.path.basename(source))  # the bytes hashed are the bytes built
            with open(copy, "wb") as handle:
                handle.write(text)
            subprocess.run([zig, "cc", *(["-target", target] if target else []), *flags, copy, "-o", made],
                           check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout)
            os.chmod(made, 0o755)
            os.replace(made, out)
    except (OSError, subprocess.SubprocessError):
        return None
    return out if trusted_file(out) else None
