"""One run for the exec helper, as a request: what `tgtbuild exec` sends, and what `tgtbuild ctest` builds itself.

Every path is taken relative to `cwd`, never to this process's folder:
`tgtbuild ctest --board` builds each test's request in the test's
WORKING_DIRECTORY, from worker threads (`-j`), and sends it to the helper
in-process instead of starting a `tgtbuild exec` per test (`ctestrun`).
Standard library only: the exec client imports it once per test.

The request (JSON to the helper, `server.ExecHelper.run`):
`program` (its name on the board, or the board's own program), `args`,
`files` ({board name: local file}), `links` (files named in the run folder),
`subdir` (the deploy folder of this program and folder), `local_cwd`, `env`,
`timeout`, `stdin_file`/`stdin_fd` (streamed), `lib_dir` (the program's own
shared libraries), and with synced folders (`mirror`'s rule) `sync`,
`hard_sync`, `cwd`, `tree_args`, `tree_env`, `program_tree`.
"""

from __future__ import annotations

import os

from ...errors import TgtbuildError
from ...remote.kept.protocol import sha256

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

LIB_DIR = "_lib"  # the program's own shared libraries on the board (LD_LIBRARY_PATH; see reuse.sharedlibs)


def _at(cwd: str, path: str) -> str:
    """`path` as typed in `cwd` (never this process's folder: ctest's threads each have their own)."""
    return os.path.normpath(os.path.join(cwd, path))


def checked_command(options: Any, cwd: str) -> tuple[list[str], dict[str, str]]:
    """(program and arguments, the `--env` values) of exec's options, checked as typed in `cwd`.

    `options`: argparse's Namespace, or what was remembered of it (cli/execfast.py); one check for
    every way in: `tgtbuild exec` itself (api/executing.py) and the helper serving a native client's
    call (server.py), so both refuse the same words with the same message.
    """
    command = list(options.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise TgtbuildError("tgtbuild exec: nothing to run; give -- PROGRAM ARGS...")
    env = {}
    for item in options.env:
        name, eq, value = item.partition("=")
        if not eq or not name.isidentifier():
            raise TgtbuildError(f"--env {item!r}: write NAME=VALUE")
        env[name] = value
    program = command[0]
    local_program = os.path.isfile(_at(cwd, program))
    if not local_program and "/" in program:
        raise TgtbuildError(f"tgtbuild exec: {program}: no such file")
    if options.target and local_program:
        # lazily: only with --target (the machine table, the target parser)
        from ...machines import check_program_matches
        from ...targets import parse_target

        check_program_matches(_at(cwd, program), parse_target(options.target).cpu_target.triple)
    return command, env


def exec_request(options: Any, command: list[str], env: dict[str, str], cwd: str, *, stdin_fd: int | None = None,
                 environ: Mapping[str, str] | None = None) -> dict:
    """The request of a checked `tgtbuild exec` call (`checked_command`) to an SSH board's helper.

    `environ` is the caller's environment (default ours): under `meson test` the test's `env:` is
    taken from it (mesontest.py), TGTBUILD_SYNC too.
    """
    from .mesontest import test_env  # lazily: `tgtbuild exec` start up through this module

    env = {**test_env(command, cwd, environ), **env}  # under `meson test`: the test's env: (--env wins)
    return build_request(command, cwd, files=tuple(options.file), file_args=not options.no_file_args, env=env,
                         timeout=options.timeout, stdin=options.stdin,
                         stdin_fd=stdin_fd if options.stdin is None else None,
                         sync=tuple(options.sync), sync_build_roots=options.sync_build_roots, environ=environ)


def build_request(command: list[str], cwd: str, *, files: tuple[str, ...] = (), file_args: bool = True,
                  env: dict[str, str] | None = None, timeout: float | None = None, stdin: str | None = None,
                  stdin_fd: int | None = None, sync: tuple[str, ...] = (), sync_build_roots: bool = False,
                  environ: Mapping[str, str] | None = None) -> dict:
    """The request that runs `command` (program and arguments, as typed in `cwd`) on the board.

    `files` are copied too (`--file`); with `file_args` arguments that name
    local files are copied and renamed to their board name; `stdin` is a file
    whose bytes the program reads (else `stdin_fd`, else nothing). `sync` and
    TGTBUILD_SYNC folders are mirrored, and with `sync_build_roots` the build
    the program (or `cwd`) belongs to (`_add_sync`). `environ` is the caller's environment (default
    ours: TGTBUILD_SYNC is read there).
    """
    request = _request(command, cwd, files, file_args, dict(env or {}), timeout, stdin, stdin_fd)
    _add_sync(request, command, cwd, list(sync), file_args, sync_build_roots,
              os.environ if environ is None else environ)
    return request


def _request(command: list[str], cwd: str, extra: tuple[str, ...], file_args: bool, env: dict[str, str],
             timeout: float | None, stdin: str | None, stdin_fd: int | None) -> dict:
    from ...run.fileargs import board_name, utf8_name  # lazily: `tgtbuild exec` start up through this module

    files: dict[str, str] = {}
    links: list[str] = []

    def here(path: str) -> str:
        return _at(cwd, path)

    def add(path: str, link: bool) -> str:
        rel = board_name(path, cwd)
        absolute = here(path)
        if files.get(rel, absolute) != absolute:
            raise TgtbuildError(f"tgtbuild exec: two files would be called {rel} on the board: "
                                f"{files[rel]} and {absolute}")
        files[rel] = absolute
        if link and rel not in links:
            links.append(rel)
        return rel

    program = command[0]
    local_program = os.path.isfile(here(program))
    if local_program:
        program = f"_bin/{utf8_name(os.path.basename(program))}"
        files[program] = here(command[0])
        from ..sharedlibs import project_libraries  # lazily: `tgtbuild exec` start up through this module

        for name, path in project_libraries(files[program]).items():  # its own .so files, from the build tree
            files[f"{LIB_DIR}/{name}"] = path
    for path in extra:
        if not os.path.isfile(here(path)):
            raise TgtbuildError(f"--file {path}: no such file")
        add(path, True)
    args = []
    for arg in command[1:]:
        if file_args and arg and not arg.startswith("-") and os.path.isfile(here(arg)):
            arg = add(arg, True)
        args.append(arg)
    home = os.path.dirname(os.path.realpath(here(command[0]))) if local_program else ""
    subdir = "exec/" + sha256(f"{home}\0{cwd}".encode()).hexdigest()[:16]
    stdin_file = None
    if stdin is not None:  # streamed while the program runs (see exechelper), only checked here
        try:
            with open(here(stdin), "rb"):
                stdin_file = here(stdin)
        except OSError as exc:
            raise TgtbuildError(f"--stdin {stdin}: {exc.strerror}") from None
    return {"program": program, "args": args, "files": files, "links": links, "subdir": subdir, "local_cwd": cwd,
            "env": env, "timeout": timeout, "stdin_file": stdin_file, "lib_dir": LIB_DIR,
            "stdin_fd": stdin_fd if stdin_file is None else None}


def _add_sync(request: dict, command: list[str], cwd: str, sync: list[str], file_args: bool,
              build_roots: bool, environ: Mapping[str, str]) -> None:
    """The folders mirrored on the board (see mirror.py for the rule) and the arguments under them.

    Synced: `sync` and TGTBUILD_SYNC folders, the nearest tgtbuild.toml's
    `[project] sync` (`project_sync`), and with `build_roots` the build's own
    (a board's boards.toml `sync` is added by the helper, which reads it).
    A folder argument is not synced by itself: `exec -- ./t .` run from a
    home folder would mirror all of it. A file argument under
    a synced folder is not copied: relative ones resolve in the mirrored
    current folder, absolute ones are rewritten to their mirror by the helper.
    """
    def here(path: str) -> str:
        return _at(cwd, path)

    given = [*sync, *filter(None, environ.get("TGTBUILD_SYNC", "").split(os.pathsep))]
    for path in given:
        if not os.path.isdir(here(path)):
            raise TgtbuildError(f"--sync {path}: no such folder")
    program = here(command[0]) if os.path.isfile(here(command[0])) else ""
    wanted = [here(path) for path in given] + project_sync(cwd, os.path.dirname(program) if program else "")
    if build_roots:
        from ...remote.kept.mirror import (
            build_roots as roots_here,  # lazily: `tgtbuild exec` start up through this module
        )

        # the program's own build first: a test's workdir may be in the source tree (Meson's `workdir:`)
        found = (roots_here(os.path.dirname(program)) if program else []) or roots_here(cwd)
    else:
        found = []
    if not wanted and not found:
        return
    from ...remote.kept.mirror import roots_of, under  # lazily: `tgtbuild exec` start up through this module

    roots = roots_of(wanted + found)
    if not roots:
        return
    request["hard_sync"] = roots_of(wanted)  # what stays when the build's folders are too big to mirror
    cwd_in_tree = under(os.path.realpath(cwd), roots)
    tree_args: dict[str, str] = {}
    args = request["args"]
    for i, arg in enumerate(command[1:]):
        if not file_args or not arg or arg.startswith("-") or not os.path.exists(here(arg)):
            continue
        real = os.path.realpath(here(arg))
        if not under(real, roots):
            continue
        args[i] = arg  # not copied: it is in the mirror
        for rel in [r for r in request["links"] if request["files"].get(r) == here(arg)]:
            request["links"].remove(rel)
            del request["files"][rel]
        if os.path.isabs(arg) or not cwd_in_tree:
            tree_args[str(i)] = real
    program = request["files"].get(request["program"])
    if program and under(os.path.realpath(program), request["hard_sync"]):  # from the mirror: sent once, not twice
        del request["files"][request["program"]]
        request["program_tree"] = os.path.realpath(program)
    tree_env = {name: os.path.realpath(value) for name, value in request["env"].items()
                if os.path.isabs(value) and os.path.exists(value) and under(os.path.realpath(value), roots)}
    request.update(sync=roots, cwd=os.path.realpath(cwd) if cwd_in_tree else None, tree_args=tree_args,
                   tree_env=tree_env)


_PROJECTS: dict[tuple[str, int], list[str]] = {}  # (file, mtime) -> its sync folders: ctest asks once per test


def project_sync(*starts: str) -> list[str]:
    """The `[project] sync` folders of the tgtbuild.toml nearest above the first of `starts` that has one.

    `starts`: the current folder, then the program's: ctest and `meson test`
    start exec deep in a build tree, and a `tgtbuild build` program lives in
    the project's `build/` folder. Only a file that is found is read
    (project.sync_folders: file:line errors for a bad value); project.py
    itself is imported only then (10 ms of every exec otherwise).
    """
    from ...paths import PROJECT_FILE, nearest_file  # lazily: `tgtbuild exec` start up through this module

    for start in starts:
        path = nearest_file(start, PROJECT_FILE)
        if path is not None:
            key = (path, os.stat(path).st_mtime_ns)
            if key not in _PROJECTS:
                from pathlib import Path  # lazily: `tgtbuild exec` start up through this module

                from ...builder.project import sync_folders  # lazily: `tgtbuild exec` start up through this module

                _PROJECTS[key] = list(sync_folders(Path(path)))
            return _PROJECTS[key]
    return []
