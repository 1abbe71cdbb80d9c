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

import json
import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RECORD_DIR = os.path.join(".tgtbuild", "requests")
# The environment variables Make users set flags in; they shape a build (see builder.userflags).
ENV_VARS = ("CPPFLAGS", "CFLAGS", "CXXFLAGS", "LDFLAGS")
BUILD_FILE_STAMP = ".tgtbuild-build-file.b2"  # beside the build file: the hash configure wrote it with


def blake2b(size: int = 32) -> Any:
    """A BLAKE2b hasher from CPython's built-in `_blake2`, because importing hashlib
    starts OpenSSL (~3 ms, a tenth of the no-op path's Python side; the IR step's too)."""
    try:
        from _blake2 import blake2b as make  # lazily: a no-op rebuild start up through this module
    except ImportError:  # a Python built without it
        from hashlib import blake2b as make  # lazily: a no-op rebuild start up through this module
    return make(digest_size=size)


def digest(data: bytes, size: int) -> str:
    """Hex BLAKE2b of `data`, `size` bytes long."""
    hasher = blake2b(size)
    hasher.update(data)
    return hasher.hexdigest()


def request_key(fields: dict) -> str:
    """24 hex digits naming a request's record."""
    return digest(json.dumps(fields, sort_keys=True).encode(), 12)


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
    from pathlib import Path  # lazily: a no-op rebuild start up through this module

    from ..fsutil import write_if_changed  # lazily: a no-op rebuild start up through this module

    record = {"builds": builds, "watch": _watch_mtimes(sorted(set(watch)))}
    path = Path(_record_path(build_root, key))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_if_changed(path, json.dumps(record, sort_keys=True, indent=1) + "\n")


def lookup(build_root: str, key: str) -> list[dict] | None:
    """The recorded builds for `key` when still valid, else None (a damaged record is only a miss)."""
    try:
        with open(_record_path(build_root, key)) as handle:
            record = json.load(handle)
        watch = record["watch"]
        if not (isinstance(watch, dict) and all(isinstance(path, str) for path in watch)):
            return None  # damaged: an int would stat a file descriptor (os.stat(1) is stdout)
        if _watch_mtimes(list(watch)) != watch:
            return None
        builds = record["builds"]
        if not builds_intact(builds):
            return None
        for build in builds:
            for name in ("target", "shared_library", "static_library"):
                str(build[name])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return builds if isinstance(builds, list) and builds else None


def builds_intact(builds: list[dict]) -> bool:
    """Whether each recorded build dir still holds the build file configure wrote and a readable config
    (also what a warm `tgtbuild run` checks before it runs ninja: run/warm.py)."""
    try:
        return all(build_file_intact(build["build_file"]) and _config_readable(build["build_dir"])
                   for build in builds)
    except (OSError, ValueError, KeyError, TypeError):
        return False


def _config_readable(build_dir: str) -> bool:
    """Whether the build dir's `tgtbuild.json` is a JSON object (ninja's regen edge reads it)."""
    with open(os.path.join(build_dir, "tgtbuild.json"), "rb") as handle:
        return isinstance(json.loads(handle.read()), dict)


def build_file_intact(path: str) -> bool:
    """Whether `path` holds exactly what configure last wrote there (its hash is in the stamp beside it).

    An emptied or truncated build.ninja is valid to ninja ("no work to do"),
    so checking that it exists gave stale libraries forever. Hashing it costs
    well under a millisecond for the build files tgtbuild writes.

    An empty build.ninja with a stamp made for it passed, and `run` ran the old
    program again and again: a build file tgtbuild writes always has a build
    edge (ninja) or a rule (make), so one without is never intact.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read()
        with open(os.path.join(os.path.dirname(path), BUILD_FILE_STAMP)) as handle:
            stamp = handle.read().strip()
    except OSError:
        return False
    return stamp == digest(data, 32) and _builds_something(data, make=os.path.basename(path) == "Makefile")


def _builds_something(data: bytes, *, make: bool) -> bool:
    """Whether a build file has a ninja `build` line, or a make rule (`target:` outside a comment or recipe)."""
    import re  # lazily: a no-op rebuild start up through this module

    pattern = rb"^[^\s#][^=\n]*:" if make else rb"^build "
    return re.search(pattern, data, re.MULTILINE) is not None


def build_file_stamp(text: str) -> str:
    """The stamp's content for a build file holding `text`."""
    return digest(text.encode(), 32) + "\n"


def run_ninja(build_dir: str, ninja: str, jobs: int | None, verbose: bool, stream) -> tuple[int, bool, list[str]]:
    """Run ninja the way the full build does (`toolrun`), echoing its output; (status, no_work, lines)."""
    from .toolrun import NO_WORK, spawn_streaming, tool_argv  # lazily: a no-op rebuild start up through this module

    invalidate_hidden_edits(build_dir)  # a source edited with its mtime kept: ninja alone would not see it
    status, lines = spawn_streaming(tool_argv(ninja, build_dir, jobs=jobs, verbose=verbose), stream)
    return status, NO_WORK in lines, lines


def find_ninja_fast() -> str | None:
    here = os.path.join(os.path.dirname(sys.executable), "ninja")
    return here if os.access(here, os.X_OK) else None


# Sources edited behind ninja's back: same mtime, new content (`touch -r`, `cp -p`, an editor that keeps it).
#
# Why: ninja (and make) rebuild an output when an input's mtime is newer than
# it. A source rewritten at the same size with its mtime set back rebuilt
# nothing, so `tgtbuild build` kept the old object and `tgtbuild run` ran the
# stale program (issue 43; the warm replay and the exec helper already stamp
# with the ctime, which no user call can set back).
#
# How: before each ninja or make run in a build dir (the no-op fast path, the
# warm `run` and the full build all pass here), every C/C++ source of
# `compile_commands.json` is stat'ed and compared with the (mtime, size, ctime,
# inode) recorded the time before in `.tgtbuild-sources.json`. A source whose
# mtime is the recorded one while its size, ctime or inode is not has the
# outputs of its compile edges removed, so the tool rebuilds them (and relinks
# what uses them); the record is then written anew. A changed mtime is the
# tool's own business. What this cannot see: headers (their names live in
# ninja's binary `.ninja_deps`), and a source whose ctime changed for another
# reason (chmod, a new hard link) costs one needless compile.
#
# Cost on the no-op path: one small JSON read and one `stat` per source (the
# database itself is read only when its own stamp changed: 2,000 sources made
# a 2 MB file); measured with bench/build.py's no-op row (see the commit).
# Kept in this module: the no-op path's imports are pinned (tests/test_startup_imports.py).


STAMPS = ".tgtbuild-sources.json"
DATABASE = "compile_commands.json"


def _stamp(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size, st.st_ctime_ns, st.st_ino]


def _outputs(build_dir: str) -> dict[str, list[str]] | None:
    """{source: [its compile outputs]} from the build dir's compilation database; None when unreadable."""
    try:
        with open(os.path.join(build_dir, DATABASE), "rb") as handle:
            entries = json.loads(handle.read())
        outputs: dict[str, list[str]] = {}
        for entry in entries:
            folder = entry["directory"]
            source = os.path.join(folder, entry["file"])
            outputs.setdefault(source, []).append(os.path.join(folder, entry["output"]))
        return outputs
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _recorded(build_dir: str) -> dict | None:
    try:
        with open(os.path.join(build_dir, STAMPS), "rb") as handle:
            record = json.loads(handle.read())
        return record if isinstance(record, dict) and isinstance(record.get("sources"), dict) else None
    except (OSError, ValueError):
        return None


def invalidate_hidden_edits(build_dir: str) -> list[str]:
    """Remove the outputs of every source edited with its mtime kept (see above); the sources found so.

    Called before the build tool runs; any doubt (no database, a damaged
    record) only records afresh: the first build after configure has nothing
    to compare with, and ninja's mtimes still hold.
    """
    build_dir = os.path.abspath(build_dir)
    record = _recorded(build_dir)
    sources = record["sources"] if record is not None else {}
    database = _stamp(os.path.join(build_dir, DATABASE))
    if record is not None and record.get("database") == database:
        outputs = {source: entry[1] for source, entry in sources.items() if _entry_ok(entry)}
    else:  # configured anew (or no record yet): the outputs from the database, compared with the old stamps
        found = _outputs(build_dir)
        if found is None:
            return []
        outputs = found
    edited = []
    now = {}
    for source, made in outputs.items():
        stamp = _stamp(source)
        now[source] = [stamp, made]
        old = sources.get(source)
        before = old[0] if isinstance(old, list) and _entry_ok(old) else None
        if stamp is not None and isinstance(before, list) and len(before) == 4 and before[0] == stamp[0] \
                and before != stamp:
            edited.append(source)
            for path in made:
                if os.path.dirname(os.path.abspath(path)).startswith(build_dir + os.sep):  # never outside it
                    try:
                        os.unlink(path)
                    except OSError:
                        pass  # already gone: the tool builds it either way
    if record is None or record.get("database") != database or now != sources:
        _write(build_dir, {"database": database, "sources": now})
    return edited


def _entry_ok(entry: object) -> bool:
    """A record's [stamp, [outputs]] as written (a damaged one is only a miss, never a path to remove)."""
    return isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list) \
        and all(isinstance(path, str) for path in entry[1])


def _write(build_dir: str, record: dict) -> None:
    """The record, whole or not at all (a temporary file renamed), best effort: a read-only build dir
    only loses this check."""
    path = os.path.join(build_dir, STAMPS)
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "w") as handle:
            handle.write(json.dumps(record, sort_keys=True))
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
