"""The no-op fast path of `tgtbuild build`: skip Python work when nothing changed.

A second `tgtbuild --target T SOURCES` on an unchanged tree must cost about
what ninja costs. After a successful build the CLI records, under
`BUILD_ROOT/.tgtbuild/requests/<hash of the command's meaning>.json`, which
build dirs that request resolved to and the mtimes of the files target
resolution read (kinds and tag files). On the next identical request, if
those files are unchanged and each build dir still holds the same config and
build file, ninja runs directly: no target parsing, no toolchain probe, no
Jinja2, no dataclasses. Anything that shaped the build file itself
(toolchain description, templates, the compiler) is a regeneration input,
which ninja checks on every run. Any doubt → return None and take the
normal path.

Only the standard library's cheapest modules are imported here.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

RECORD_DIR = os.path.join(".tgtbuild", "requests")
BUILD_FILE_STAMP = ".tgtbuild-build-file.sha256"  # beside the build file: the hash configure wrote it with


def request_key(fields: dict) -> str:
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()[:24]


def _record_path(build_root: str, key: str) -> str:
    return os.path.join(build_root, RECORD_DIR, key + ".json")


def _watch_mtimes(paths: list[str]) -> dict[str, int]:
    out = {}
    for path in paths:
        try:
            out[path] = os.stat(path).st_mtime_ns
        except OSError:
            out[path] = -1
    return out


def remember(build_root: str, key: str, builds: list[dict], watch: list[str]) -> None:
    """Record a successful request (build dirs, generator, library paths) and its watched files."""
    from pathlib import Path

    from .files import write_if_changed

    record = {"builds": builds, "watch": _watch_mtimes(sorted(set(watch)))}
    path = Path(_record_path(build_root, key))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_if_changed(path, json.dumps(record, sort_keys=True, indent=1) + "\n")


def lookup(build_root: str, key: str) -> list[dict] | None:
    """The recorded builds for `key` when still valid, else None (a damaged record is only a miss)."""
    try:
        with open(_record_path(build_root, key)) as handle:
            record = json.load(handle)
        if _watch_mtimes(list(record["watch"])) != record["watch"]:
            return None
        builds = record["builds"]
        for build in builds:
            if not (build_file_intact(build["build_file"]) and _config_readable(build["build_dir"])):
                return None
            for name in ("target", "shared_library", "static_library"):
                str(build[name])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return builds if isinstance(builds, list) and builds else None


def _config_readable(build_dir: str) -> bool:
    """Whether the build dir's `tgtbuild.json` is a JSON object (ninja's regen edge reads it)."""
    with open(os.path.join(build_dir, "tgtbuild.json"), "rb") as handle:
        return isinstance(json.loads(handle.read()), dict)


def build_file_intact(path: str) -> bool:
    """Whether `path` holds exactly what configure last wrote there (its hash is in the stamp beside it).

    An emptied or truncated build.ninja is valid to ninja ("no work to do"),
    so checking that it exists gave stale libraries forever. Hashing it costs
    well under a millisecond for the build files tgtbuild writes.
    """
    try:
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        with open(os.path.join(os.path.dirname(path), BUILD_FILE_STAMP)) as handle:
            return handle.read().strip() == digest
    except OSError:
        return False


def build_file_stamp(text: str) -> str:
    """The stamp's content for a build file holding `text`."""
    return hashlib.sha256(text.encode()).hexdigest() + "\n"


def run_ninja(build_dir: str, ninja: str, jobs: int | None, verbose: bool, stream) -> tuple[int, bool, list[str]]:
    """Spawn ninja with its output on a pipe, echo it; (status, no_work, lines)."""
    argv = [ninja, "-C", build_dir] + (["-v"] if verbose else []) + (["-j", str(jobs)] if jobs else [])
    env = dict(os.environ)
    env.setdefault("NINJA_STATUS", "[%f/%t] ")
    read_fd, write_fd = os.pipe()
    pid = os.posix_spawn(ninja, argv, env, file_actions=[
        (os.POSIX_SPAWN_DUP2, write_fd, 1), (os.POSIX_SPAWN_DUP2, write_fd, 2), (os.POSIX_SPAWN_CLOSE, read_fd)])
    os.close(write_fd)
    chunks = []
    with os.fdopen(read_fd, "rb") as pipe:
        for line in pipe:
            text = line.decode(errors="replace")
            chunks.append(text.rstrip("\n"))
            stream.write(text)
            stream.flush()
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    return code, "ninja: no work to do." in chunks, chunks


def find_ninja_fast() -> str | None:
    here = os.path.join(os.path.dirname(sys.executable), "ninja")
    return here if os.access(here, os.X_OK) else None
