"""The IR build step ninja runs: `python -m tgtbuild.builder.irstep ir-jobs.json`.

One process compiles every LLVM IR module of the build (see plan.py for why
one batch edge), forking one warm worker per core (`compile_split`).
It recompiles only what changed: one file beside the manifest, `ir-stamps`,
holds a key per module (a hash of the IR bytes, the target, the options and
the tool versions); a module whose key matches and whose outputs exist is
skipped, so its outputs keep their mtimes (the edge is `restat = 1`: a
touched but unchanged IR file reruns nothing downstream). codegen writes
each output atomically, so a failed or interrupted step never leaves a
half-written object. A syntax error prints `file:line:col: error: ...`
with the offending line and a caret, and the step exits 1.

One file for all the keys, not a stamp file per object as before: creating a
file cost 50-350 µs on this project's machine (ext4), and 20 of them were
3.5 ms of each worker's share of a 0.1 s step (bench/build.py). The file is
replaced atomically, and the keys of the modules about to be compiled are
taken out of it first, so a step cut short between an object and its key
leaves that module stale, never an old key beside a new object.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from .. import __version__
from ..codegen.ir import warm
from ..fsutil import FileWriteError, write_atomic
from ..pkgversion import installed_version
from ..targets import Target
from .fastpath import blake2b
from .ircompile import compile_modules

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

OUTPUT_KINDS = ("obj", "asm", "ll", "ptx")
STAMPS = "ir-stamps"  # beside ir-jobs.json: {"version": 1, "keys": {job id: key}}
_STAMPS_VERSION = 1


def _versions() -> str:
    return f"tgtbuild={__version__};llvmlite={installed_version('llvmlite')}"


def read_stamps(base: Path) -> dict[str, str]:
    """The key of each module last compiled in `base` ({} when there is no file or it is not ours)."""
    try:
        saved = json.loads((base / STAMPS).read_bytes())
    except (OSError, ValueError):
        return {}
    keys = saved.get("keys") if isinstance(saved, dict) and saved.get("version") == _STAMPS_VERSION else None
    if not isinstance(keys, dict):
        return {}
    return {k: v for k, v in keys.items() if isinstance(k, str) and isinstance(v, str)}


def write_stamps(base: Path, keys: dict[str, str]) -> None:
    write_atomic(base / STAMPS, json.dumps({"version": _STAMPS_VERSION, "keys": keys}, sort_keys=True))


def stale_jobs(manifest: dict[str, Any], base: Path,
               stamps: dict[str, str] | None = None) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """(jobs that must be compiled, job id → key) for a manifest, against `stamps` (default: `base`'s file)."""
    if stamps is None:
        stamps = read_stamps(base)
    settings = json.dumps({k: v for k, v in manifest.items() if k != "jobs"}, sort_keys=True)
    prefix = blake2b()  # not hashlib's sha256: importing hashlib starts OpenSSL, 3 ms of every IR step
    prefix.update(f"{settings}\0{_versions()}\0".encode())
    todo, keys = [], {}
    for job in manifest["jobs"]:
        digest = prefix.copy()
        digest.update(json.dumps(job, sort_keys=True).encode() + b"\0")
        digest.update((base / job["source"]).read_bytes())
        key = keys[job["id"]] = digest.hexdigest()
        if stamps.get(job["id"]) != key or not all(os.path.exists(base / job[k]) for k in OUTPUT_KINDS if k in job):
            todo.append(job)
    return todo, keys


def run(manifest_path: Path) -> int:
    base = manifest_path.parent
    manifest = json.loads(manifest_path.read_text())
    stamps = read_stamps(base)
    try:
        todo, keys = stale_jobs(manifest, base, stamps)
    except OSError as exc:
        print(f"tgtbuild irstep: {exc}", file=sys.stderr)
        return 1
    kept = {job_id: stamps[job_id] for job_id in keys if job_id in stamps}  # modules no longer built: dropped
    for job in todo:
        kept.pop(job["id"], None)
    try:
        if kept != stamps:  # before any object is replaced (see the module's docstring)
            write_stamps(base, kept)
        if not todo:
            return 0
        errors = compile_split(todo, manifest, base)
        for job, error in zip(todo, errors, strict=True):
            if error is None:
                kept[job["id"]] = keys[job["id"]]
            else:
                print(f"tgtbuild: error: {error}", file=sys.stderr)
        write_stamps(base, kept)
    except FileWriteError as exc:
        print(f"tgtbuild: error: {exc}", file=sys.stderr)
        return 1
    return 1 if any(e is not None for e in errors) else 0


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def compile_split(todo: list[dict[str, Any]], manifest: dict[str, Any], base: Path) -> list[str | None]:
    """Compile `todo`, one error message or None per job, over every core this process may use.

    Why fork and not more ninja edges or threads: the parent imports llvmlite
    and parses the target once (~0.1 s), then forks one worker per core, each
    compiling every Nth module; the workers start warm, so a split costs
    about a fork. LLVM contexts are not thread-safe, and one edge per core
    would pay the import once per edge and make build.ninja depend on the
    machine's core count. One module, one core or no fork: compiled here.
    """
    workers = min(len(todo), _cores())
    if workers < 2 or not hasattr(os, "fork"):
        return [None if e is None else str(e) for e in compile_modules(todo, manifest, base)]

    warm()  # llvmlite imported and initialised before forking, so no worker pays for it
    Target(manifest["target"])  # and the target data (tags, kinds) the workers parse

    children: list[tuple[int, int, list[int]]] = []
    for w in range(workers):
        mine = list(range(w, len(todo), workers))
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # worker: compile its share, report the errors as JSON, never return
            status = 1
            try:
                os.close(read_fd)
                errors = compile_modules([todo[i] for i in mine], manifest, base)
                os.write(write_fd, json.dumps([None if e is None else str(e) for e in errors]).encode())
                status = 0
            finally:
                os._exit(status)
        os.close(write_fd)
        children.append((pid, read_fd, mine))
    results: list[str | None] = ["the IR compiler process failed"] * len(todo)
    for pid, read_fd, mine in children:
        with os.fdopen(read_fd, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        try:
            reported = json.loads(data) if code == 0 else None
        except ValueError:
            reported = None
        for k, i in enumerate(mine):
            results[i] = reported[k] if reported is not None else (
                f"{todo[i]['source']}: the IR compiler process died ({'signal ' + str(-code) if code < 0 else code})")
    return results


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m tgtbuild.builder.irstep ir-jobs.json", file=sys.stderr)
        return 2
    return run(Path(os.path.abspath(args[0])))


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip the interpreter's and LLVM's teardown (static destructors, freeing every
    # object), as clang's -disable-free does: 15-20 ms of a ~0.2 s step, and every
    # output and stamp is already written, atomically.
    os._exit(status)
