"""TVM's runtime for a board: the libraries from the official wheels, fetched once, checked, cached.

A Relax VM executable needs TVM's C++ runtime (the VM, its allocator, its thread pool) and tvm-ffi.
The official wheels carry both as plain shared libraries (`tvm/lib/libtvm_runtime.so`,
`tvm_ffi/lib/libtvm_ffi.so`: 2.95 + 2.36 MB, RUNPATH `$ORIGIN`), built for manylinux_2_28 on
x86_64 and aarch64, so a board needs no TVM, no Python and no compiler: tgtbuild downloads the two
wheels (98 MB, ~4 s here) with pip for the board's platform, takes the libraries out, checks each
against its SHA-256 in `toolchains/tvm_runtime.toml`, and caches them per (version, platform) in
`<cache>/tvm-runtime/<tvm>-<arch>/`. A second run reads the cache and downloads nothing.

Which version: the executable records its VM format, not TVM's version; the table maps one to the
other and `Runtime.origin` says so. `--tvm-runtime DIR` takes a runtime the user built (a board
the wheels do not serve: 32-bit Arm, riscv64, musl; docs/tvm.md shows how to cross-build one).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError
from ..frozen import frozen
from ..paths import data_dir, trusted_cache_dir
from ..tomlfile import load_toml

CORE = ("libtvm_ffi.so", "libtvm_runtime.so")
OPTIONAL = ("libtvm_runtime_cuda.so", "libtvm_runtime_extra.so")
_IN_WHEEL = {"libtvm_runtime.so": "tvm/lib/", "libtvm_runtime_cuda.so": "tvm/lib/",
             "libtvm_runtime_extra.so": "tvm/lib/", "libtvm_ffi.so": "tvm_ffi/lib/"}
PIP_TIMEOUT_S = 900


class TvmRuntimeError(TgtbuildError):
    """No runtime for this model on this board, or a runtime that fails its checks (said with the way out)."""


@frozen
class Runtime:
    """A folder holding TVM's runtime libraries for one platform, and where they came from."""

    folder: Path
    tvm: str
    tvm_ffi: str
    origin: str  # how the version was chosen, for the record and --json
    digests: tuple[tuple[str, str], ...] = ()  # (file name, sha256) the wheels' files must hold; () for --tvm-runtime

    def files(self, *, cuda: bool = False, extra: bool = False) -> dict[str, Path]:
        """{file name: path} of the libraries a model needs (the CUDA or extra runtime only on demand).

        The wheels' files are hashed again here, where they are handed to staging (`run.staging` copies
        them at once), from a folder only this user can write (`paths.trusted_cache_dir`): a hash taken
        when the run began and remembered by (size, mtime, inode) let a library rewritten in between, with
        its mtime set back, be deployed (issue 43).
        """
        names = [*CORE, *(["libtvm_runtime_cuda.so"] if cuda else []), *(["libtvm_runtime_extra.so"] if extra else [])]
        missing = [n for n in names if not (self.folder / n).is_file()]
        if missing:
            raise TvmRuntimeError(f"TVM's runtime in {self.folder} lacks {', '.join(missing)}")
        digests = dict(self.digests)
        for name in names:
            if name in digests:
                _check_cached(self.folder / name, digests[name])
        return {name: self.folder / name for name in names}

    def record(self) -> dict[str, str]:
        return {"tvm": self.tvm, "tvm_ffi": self.tvm_ffi, "origin": self.origin, "folder": str(self.folder)}


def _table() -> list[dict[str, Any]]:
    return load_toml(data_dir("toolchains") / "tvm_runtime.toml")["runtime"]


def entry_for(vm_format: str) -> dict[str, Any]:
    """The table's row for an executable's VM format, or an error listing the formats known."""
    rows = _table()
    for row in rows:
        if row["vm_format"] == vm_format:
            return row
    known = ", ".join(f"{r['vm_format']} (TVM {r['tvm']})" for r in rows)
    raise TvmRuntimeError(f"the model's VM executable has format {vm_format}, which no TVM runtime tgtbuild knows "
                        f"writes (known: {known}); give a runtime built from the TVM that wrote it with "
                        "--tvm-runtime DIR")


def platform_of(target: Any) -> str:
    """The wheels' platform name for a target (x86_64, aarch64), or an error saying what runs instead."""
    triple = target.cpu_target.triple
    arch, env = triple.arch, triple.env or ""
    what = "-".join(part for part in triple if part)
    if triple.os != "linux" or "musl" in env or "android" in env:
        raise TvmRuntimeError(
            f"TVM publishes its runtime for glibc Linux only, and target {what} is not: build TVM's runtime for "
            "it (docs/tvm-runtime-cross.md) and give it with --tvm-runtime DIR")
    if arch in ("x86_64", "aarch64"):
        return arch
    hint = (" (TVM's arm/rasp4b tag is 32-bit; for a 64-bit OS on the Pi use rasp4b, arm/rasp4b64 or "
            "raspberry-pi/4b-aarch64)") if arch.startswith("arm") else ""
    raise TvmRuntimeError(
        f"TVM publishes no runtime wheel for {arch} (PyPI has manylinux_2_28 x86_64 and aarch64 only){hint}: "
        "build TVM's runtime for the board (docs/tvm-runtime-cross.md) and give it with "
        "--tvm-runtime DIR")


def user_runtime(folder: str) -> Runtime:
    """`--tvm-runtime DIR`: a runtime the user built (its libraries are not hash-checked: they are theirs)."""
    path = Path(folder).expanduser().resolve()
    missing = [n for n in CORE if not (path / n).is_file()]
    if missing:
        raise TvmRuntimeError(f"--tvm-runtime {folder}: no {' or '.join(missing)} there (a TVM runtime build puts "
                            "libtvm_runtime.so in build/ and libtvm_ffi.so in build/lib/ or 3rdparty/tvm-ffi: "
                            "copy both into one folder)")
    return Runtime(path, "user", "user", f"--tvm-runtime {folder}")


def wheel_runtime(vm_format: str, target: Any, log: Any = None) -> Runtime:
    """The official wheels' runtime for the model's VM format and the target's platform, from the cache.

    The cache folder must be this user's, not a link, and writable by nobody else (`trusted_cache_dir`);
    a file there that no longer holds the bytes the table names is refused, not run (and not fetched over:
    something changed it after it was checked).
    """
    platform = platform_of(target)
    row = entry_for(vm_format)
    hashes = row["platforms"][platform]["sha256"]

    folder = Path(trusted_cache_dir("tvm-runtime", f"{row['tvm']}-{platform}"))
    origin = f"TVM {row['tvm']} and tvm-ffi {row['tvm_ffi']}, from the model's VM format {vm_format}"
    runtime = Runtime(folder, row["tvm"], row["tvm_ffi"], origin, tuple(sorted(hashes.items())))
    if any(not os.path.lexists(folder / name) for name in hashes):
        _fetch(row, platform, hashes, folder, log)
    for name, digest in hashes.items():
        _check_cached(folder / name, digest)
    return runtime


def _check_cached(path: Path, digest: str) -> None:
    """TvmRuntimeError unless `path` is a regular file of ours, writable by nobody else, holding `digest`."""
    if not _hash_ok(path, digest):
        raise TvmRuntimeError(f"{path} is not the file TVM's wheel holds (a regular file of yours, writable by "
                              f"nobody else, of SHA-256 {digest[:16]}..., toolchains/tvm_runtime.toml): it changed "
                              f"after it was fetched; remove {path.parent} to fetch it again")


def _hash_ok(path: Path, digest: str) -> bool:
    """The file holds bytes of that SHA-256: read through a descriptor that cannot follow a link, hashed
    again unless its (device, inode, size, mtime, ctime) are those of a hash taken here before.

    ctime is in the key because no user tool sets it back (`touch -r` does mtime): the key was (size,
    mtime, inode), and a rewrite of the same size with the mtime restored kept the old hash (issue 43).
    A file changed within `SETTLED_NS` of its hashing is hashed again next time (the kernel's clock tick
    could leave every field equal). A run asks for its runtime in the build, --json's record and the
    host reference: 7 MB a platform, ~5 ms to hash here.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o022:
            return False
        key = (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        known = _HASHED.get(key)
        if known is None:
            digest_now = hashlib.sha256()
            with os.fdopen(os.dup(fd), "rb") as handle:
                while chunk := handle.read(1 << 20):
                    digest_now.update(chunk)
            known = digest_now.hexdigest()
            if time.time_ns() - st.st_ctime_ns >= SETTLED_NS:
                _HASHED[key] = known
        return known == digest
    finally:
        os.close(fd)


SETTLED_NS = 2_000_000_000
_HASHED: dict[tuple, str] = {}  # this process's hashes of cached runtime files, by their full stat key


def _fetch(row: dict[str, Any], platform: str, hashes: dict[str, str], folder: Path, log: Any) -> None:
    """Download both wheels with pip into a temp folder, take the libraries, check, move into the cache.

    Under a lock file: two runs fetching at once download once (the second finds the cache full).
    """
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / f".{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if all(os.path.lexists(folder / name) for name in hashes):
            return  # another run fetched them meanwhile (the caller checks them)
        wheel_platform = row["platforms"][platform]["wheel_platform"]
        if log is not None:
            print(f"tgtbuild: fetching TVM {row['tvm']}'s runtime for {platform} with pip (about 100 MB, once; "
                  f"cached in {folder})", file=log, flush=True)
        with tempfile.TemporaryDirectory(prefix="tgtbuild-tvm-wheels-") as tmp:
            argv = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                    "--platform", wheel_platform, "--python-version", "3.11", "--implementation", "cp",
                    "--dest", tmp, f"apache-tvm=={row['tvm']}", f"apache-tvm-ffi=={row['tvm_ffi']}"]
            try:
                proc = subprocess.run(argv, capture_output=True, text=True, timeout=PIP_TIMEOUT_S, check=False)
            except subprocess.TimeoutExpired:
                raise TvmRuntimeError(f"pip took more than {PIP_TIMEOUT_S} s to download TVM's wheels") from None
            if proc.returncode != 0:
                tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-5:])
                raise TvmRuntimeError(f"pip could not download TVM {row['tvm']}'s wheels for {wheel_platform} "
                                    f"({' '.join(argv[1:])}):\n{tail}\nWithout network, give a runtime with "
                                    "--tvm-runtime DIR")
            staging = Path(tmp) / "libs"
            staging.mkdir()
            for wheel in sorted(Path(tmp).glob("*.whl")):
                with zipfile.ZipFile(wheel) as zf:
                    for name, prefix in _IN_WHEEL.items():
                        if name in hashes and f"{prefix}{name}" in zf.namelist():
                            with zf.open(f"{prefix}{name}") as src, open(staging / name, "wb") as dst:
                                shutil.copyfileobj(src, dst)
            for name, digest in hashes.items():
                if (staging / name).exists():
                    os.chmod(staging / name, 0o755)  # before the check: it refuses a file others may write
                if not _hash_ok(staging / name, digest):
                    got = "missing from the wheels" if not (staging / name).exists() else "a different SHA-256"
                    raise TvmRuntimeError(f"TVM {row['tvm']}'s {name} for {platform}: {got} (expected {digest}, "
                                        "toolchains/tvm_runtime.toml); nothing was cached")
            for name in hashes:
                os.replace(staging / name, folder / name)
