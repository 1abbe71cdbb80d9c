"""The IR build step ninja runs: `python -m tgtbuild.builder.irstep ir-jobs.json`.

One process compiles every LLVM IR module of the build (see plan.py for why
one batch edge), forking one warm worker per core (`compile_split`).
It recompiles only what changed: each object has a stamp
(`<obj>.stamp`) holding a hash of the IR bytes, the target, the options and
the tool versions; a module whose stamp matches and whose outputs exist is
skipped, so its outputs keep their mtimes (the edge is `restat = 1`: a
touched but unchanged IR file reruns nothing downstream). codegen writes
each output atomically, so a failed or interrupted step never leaves a
half-written object. A syntax error prints `file:line:col: error: ...`
with the offending line and a caret, and the step exits 1.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from .. import __version__
from ..codegen.ir import warm
from ..fsutil import FileWriteError
from ..pkgversion import installed_version
from ..targets import Target
from .fastpath import blake2b
from .ircompile import compile_modules

OUTPUT_KINDS = ("obj", "asm", "ll", "ptx")


def _versions() -> str:
    return f"tgtbuild={__version__};llvmlite={installed_version('llvmlite')}"


def stale_jobs(manifest: dict[str, Any], base: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """(jobs that must be compiled, job obj → stamp key) for a manifest."""
    settings = json.dumps({k: v for k, v in manifest.items() if k != "jobs"}, sort_keys=True)
    prefix = blake2b()  # not hashlib's sha256: importing hashlib starts OpenSSL, 3 ms of every IR step
    prefix.update(f"{settings}\0{_versions()}\0".encode())
    todo, keys = [], {}
    for job in manifest["jobs"]:
        digest = prefix.copy()
        digest.update(json.dumps(job, sort_keys=True).encode() + b"\0")
        digest.update((base / job["source"]).read_bytes())
        key = digest.hexdigest()
        keys[job["id"]] = key
        outputs = [base / job[k] for k in OUTPUT_KINDS if k in job]
        stamp = base / (job["id"] + ".stamp")
        try:
            current = stamp.read_text() == key and all(p.exists() for p in outputs)
        except OSError:
            current = False
        if not current:
            todo.append(job)
    return todo, keys


def run(manifest_path: Path) -> int:
    base = manifest_path.parent
    manifest = json.loads(manifest_path.read_text())
    try:
        todo, keys = stale_jobs(manifest, base)
    except OSError as exc:
        print(f"tgtbuild irstep: {exc}", file=sys.stderr)
        return 1
    if not todo:
        return 0
    errors = [e for e in compile_split(todo, manifest, base, keys) if e is not None]
    for error in errors:
        print(f"tgtbuild: error: {error}", file=sys.stderr)
    return 1 if errors else 0


def _compile_and_stamp(jobs: list[dict[str, Any]], manifest: dict[str, Any], base: Path,
                       keys: dict[str, str]) -> list[str | None]:
    """Compile `jobs` in this process and stamp each that compiled, as soon as it did: one error or None a job.

    The process that compiled a module writes its stamp (a worker, in parallel with the others),
    not the parent after every worker ended: 20 stamps were 1.5 ms of the step's critical path.
    """
    out: list[str | None] = []
    for job, error in zip(jobs, compile_modules(jobs, manifest, base), strict=True):
        if error is None:
            try:
                _stamp(base / (job["id"] + ".stamp"), keys[job["id"]])
            except FileWriteError as exc:
                error = exc
        out.append(None if error is None else str(error))
    return out


def _stamp(path: Path, key: str) -> None:
    """Write a stamp in place: one cut short (a crash mid-write) is a prefix of its key, which never
    matches it, so the module is compiled again; `write_atomic`'s temp file and rename were 0.5 ms a
    stamp, 10 ms of an IR step of 20 modules (bench/build.py)."""
    try:
        with open(path, "w", encoding="ascii") as f:
            f.write(key)
    except OSError as exc:
        raise FileWriteError.of(path, exc) from None


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def compile_split(todo: list[dict[str, Any]], manifest: dict[str, Any], base: Path,
                  keys: dict[str, str]) -> list[str | None]:
    """Compile and stamp `todo` (`keys`: job id → stamp), one error or None a job, over every core this process may use.

    Why fork and not more ninja edges or threads: the parent imports llvmlite
    and parses the target once (~0.1 s), then forks one worker per core, each
    compiling every Nth module; the workers start warm, so a split costs
    about a fork. LLVM contexts are not thread-safe, and one edge per core
    would pay the import once per edge and make build.ninja depend on the
    machine's core count. One module, one core or no fork: compiled here.
    """
    workers = min(len(todo), _cores())
    if workers < 2 or not hasattr(os, "fork"):
        return _compile_and_stamp(todo, manifest, base, keys)

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
                errors = _compile_and_stamp([todo[i] for i in mine], manifest, base, keys)
                os.write(write_fd, json.dumps(errors).encode())
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
