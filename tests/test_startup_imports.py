"""Which modules the start-up paths import: `tgtbuild targets show` and `tgtbuild exec` must stay light.

Both are called many times in a row (a script listing targets, ctest running
every test through `tgtbuild exec`), so their cost is Python's start plus what
they import. docs/architecture.md explains the budget (no dataclasses on the
`targets` path: it pulls in `inspect`, a tenth of the command). Python's own
`-X importtime` report (PYTHONPROFILEIMPORTTIME) lists every module a real
run imported; these tests pin the tgtbuild modules and forbid the heavy ones.
A new import on these paths must be a deliberate change of these lists
(the subcommand's own module among them: the CLI loads it with `__import__`,
which the report lists).
"""

from __future__ import annotations

import os
from pathlib import Path

from tgtcli import exec_helper_pids, stop_exec_helpers

# imported by the heavy stages, never on a start-up path
HEAVY = {"dataclasses", "inspect", "jinja2", "llvmlite", "paramiko", "cryptography", "subprocess", "tempfile",
         "asyncio", "logging", "email", "ssl", "hashlib"}


def imported(tgtbuild, *args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> set[str]:
    """Every module a real `tgtbuild ARGS` run imported (the command must succeed)."""
    done = tgtbuild(*args, env=dict(env or os.environ, PYTHONPROFILEIMPORTTIME="1"), cwd=cwd, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.startswith("import time:")]
    assert lines, "no -X importtime report on stderr"
    return {line.rsplit("|", 1)[1].strip() for line in lines[1:]}  # the first line is the header


# `tgtbuild targets show rasp4b --json`: the command line and the targets package, nothing else of ours.
TARGETS_SHOW = {
    "tgtbuild", "tgtbuild.errors", "tgtbuild.paths", "tgtbuild.tomlfile", "tgtbuild.quoting",
    "tgtbuild.cli", "tgtbuild.cli.commands", "tgtbuild.cli.ending", "tgtbuild.cli.parsing", "tgtbuild.cli.output",
    "tgtbuild.exiting",  # the exit without teardown (os and sys only)
    "tgtbuild.cli.targets", "tgtbuild.targets", "tgtbuild.targets.kinds", "tgtbuild.targets.tags",
    "tgtbuild.api", "tgtbuild.api.targetinfo",  # the verbs (the package's names load on first use)
    "tgtbuild.targets.target", "tgtbuild.targets.triple",
    "tgtbuild.record",  # the table rows (operator only: no namedtuple's per-class exec)
}


def test_targets_show_imports_only_the_targets_package(tgtbuild):
    modules = imported(tgtbuild, "targets", "show", "rasp4b", "--json")
    ours = {m for m in modules if m.startswith("tgtbuild")}
    assert ours == TARGETS_SHOW
    assert not modules & HEAVY, sorted(modules & HEAVY)


def test_targets_show_in_words_adds_only_the_support_table(tgtbuild):
    # The form bench/startup.py times: its 'zig builds' and 'runs here' lines once imported the
    # toolchain package (dataclasses, json, hashlib, shutil: 35 ms of CPU over a 5 ms budget).
    assert tgtbuild("targets", "show", "rasp4b").returncode == 0  # warm, as timed: a cold cache reads TOML
    modules = imported(tgtbuild, "targets", "show", "rasp4b")
    ours = {m for m in modules if m.startswith("tgtbuild")}
    in_words = TARGETS_SHOW - {"tgtbuild.cli.output"}  # tables and JSON are imported when printed
    assert ours == in_words | {"tgtbuild.support", "tgtbuild.supporttable", "tgtbuild.zigtriple", "tgtbuild.machines"}
    # locale: gettext's first lookup (argparse's own words; cli/__init__.py), struct: ELF reads only,
    # collections.abc: 0.14 ms that nothing before us loads (targets/target.py takes _collections_abc's Mapping)
    light = HEAVY | {"shutil", "platform", "locale", "struct", "collections.abc"}
    assert not modules & light, sorted(modules & light)


def test_exec_through_a_running_helper_imports_no_ssh_code(tgtbuild, sshd_server, write_boards, tmp_path):
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(tmp_path, sshd_server, name="lab")
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="30")
    argv = ("exec", "--board", "lab", "--boards-file", str(boards), "--", "true")
    try:
        first = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=120)  # starts the helper (paramiko lives there)
        assert first.returncode == 0, first.stderr
        assert exec_helper_pids(runtime)
        (runtime / "tgtbuild" / "exec-options").unlink()  # what it remembered: this call parses its words
        modules = imported(tgtbuild, *argv, env=env, cwd=tmp_path)
    finally:
        stop_exec_helpers(runtime)
    ours = {m for m in modules if m.startswith("tgtbuild")}
    assert ours == {"tgtbuild", "tgtbuild.errors", "tgtbuild.cli", "tgtbuild.cli.commands", "tgtbuild.cli.ending",
                    "tgtbuild.exiting",  # the exit without teardown (os and sys only)
                    "tgtbuild.cli.parsing", "tgtbuild.cli.exec", "tgtbuild.reuse",
                    "tgtbuild.api", "tgtbuild.api.executing",  # the API's exec (the package: a dict, a __getattr__)
                    "tgtbuild.cli.boardopts",  # os only: the board options every command shares
                    "tgtbuild.reuse.exechelper", "tgtbuild.cli.execfast",  # remembers the options
                    "tgtbuild.fsutil",  # os only: writes what execfast remembers, atomically
                    "tgtbuild.remote", "tgtbuild.remote.kept",  # sys and types only: names load on first use
                    "tgtbuild.remote.kept.client", "tgtbuild.remote.kept.protocol", "tgtbuild.paths",
                    "tgtbuild.remote.kept.stdinsource",  # os and stat only: which stdin goes along
                    "tgtbuild.reuse.exechelper.request",  # os only: the request, shared with `tgtbuild ctest`
                    "tgtbuild.reuse.exechelper.mesontest",  # os (json under a Meson build): a test's env:
                    "tgtbuild.run", "tgtbuild.run.fileargs", "tgtbuild.cli.seconds", "tgtbuild.timeouts",
                    "tgtbuild.interrupts"}
    # the helper's socket name is a sha256, from CPython's built-in module (protocol.sha256): hashlib
    # would load OpenSSL, 2.7 ms of each call
    assert not modules & HEAVY, sorted(modules & HEAVY)


# What argparse, json and the modules they bring cost each `tgtbuild exec` (6-7 ms for `re` alone).
PARSING = {"argparse", "json", "re", "gettext", "collections", "enum", "signal", "contextlib", "typing", "locale"}


def _imported_without_site(package_root: Path, args: tuple[str, ...], env: dict[str, str], cwd: Path) -> set[str]:
    """Every module `tgtbuild ARGS` imports, site's included: `python -S`, tgtbuild found through a link.

    An editable install's finder loads re, pathlib and more from site before tgtbuild runs, so a
    normal run's report cannot show what the command itself would import."""
    import subprocess
    import sys

    import tgtbuild

    package_root.mkdir()
    (package_root / "tgtbuild").symlink_to(Path(tgtbuild.__file__).parent)
    done = subprocess.run([sys.executable, "-S", "-X", "importtime", "-c",
                           "from tgtbuild.cli import console; console()", *args],
                          env=dict(env, PYTHONPATH=str(package_root)), cwd=cwd, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines()[1:] if line.startswith("import time:")}


def test_exec_with_remembered_options_imports_neither_argparse_nor_json(tgtbuild, sshd_server, write_boards,
                                                                        tmp_path):
    """ctest repeats the runner's options for every test: the first call parses them, the next ones do not.

    A Meson or CMake test program is a local file: `tgtbuild exec` reads its dynamic section for the
    project's shared libraries (reuse.sharedlibs, elf); `platform` and `shutil` (bz2, lzma) were
    4 ms of that, for functions the client never calls, and `typing` 2 ms for NamedTuple."""
    import shutil

    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(tmp_path, sshd_server, name="lab")
    program = tmp_path / "prog"
    shutil.copy(shutil.which("true"), program)  # a local program: its ELF is read (reuse.sharedlibs)
    # Its own tgtbuild cache, warmed by the first call: the shared one flips whenever another checkout's
    # tgtbuild writes its machines table there, and a miss parses TOML (tomllib imports typing).
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="30",
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    argv = ("exec", "--board", "lab", "--boards-file", str(boards), "--", "./prog")
    try:
        first = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=120)
        assert first.returncode == 0, first.stderr
        modules = _imported_without_site(tmp_path / "site", argv, env, tmp_path)
        assert {"tgtbuild.cli.execfast", "tgtbuild.reuse.sharedlibs", "tgtbuild.elf"} <= modules
        unwanted = PARSING | HEAVY | {"platform", "shutil"}
        assert not modules & unwanted, sorted(modules & unwanted)
        # A remembered file others could write is not trusted: the words are parsed again.
        (runtime / "tgtbuild" / "exec-options").chmod(0o666)
        again = _imported_without_site(tmp_path / "site2", argv, env, tmp_path)
        assert "argparse" in again
    finally:
        stop_exec_helpers(runtime)


def test_no_op_rebuild_imports_only_the_fast_path(tgtbuild, tmp_path):
    source = tmp_path / "scale.c"
    source.write_text("float scale(float x) { return 2.0f * x; }\n")
    argv = ("--target", "aarch64-linux-gnu", str(source))
    first = tgtbuild(*argv, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    modules = imported(tgtbuild, *argv, cwd=tmp_path)
    ours = {m for m in modules if m.startswith("tgtbuild")}
    assert ours == {"tgtbuild", "tgtbuild.errors", "tgtbuild.cli", "tgtbuild.cli.commands", "tgtbuild.cli.ending",
                    "tgtbuild.exiting",  # the exit without teardown (os and sys only)
                    "tgtbuild.cli.parsing", "tgtbuild.cli.build", "tgtbuild.interrupts",
                    "tgtbuild.builder",
                    "tgtbuild.builder.fastpath", "tgtbuild.builder.toolrun", "tgtbuild.builder.dirlock",
                        "tgtbuild.locking",  # dirlock's flock wait: fcntl, os and time, which it imported itself
                    "tgtbuild.paths", "tgtbuild.api", "tgtbuild.api.building", "tgtbuild.textstream",
                    "tgtbuild.argcheck",  # the API's argument checks: os and errors only
                    "tgtbuild.suffixes"}  # is a source a model file? (the suffix table, no imports)
    assert not modules & (HEAVY | {"typing", "shutil"}), sorted(modules & (HEAVY | {"typing", "shutil"}))


def test_the_regeneration_edge_configures_without_starting_programs(tgtbuild, tmp_path):
    """ninja's regen edge is a configure-only process: tool versions come from their cache, so it never
    imports subprocess (detect.py imports it only to probe a stale version, 4-6 ms of every configure)."""
    import subprocess
    import sys

    source = tmp_path / "scale.c"
    source.write_text("float scale(float x) { return 2.0f * x; }\n")
    first = tgtbuild("--target", "aarch64-linux-gnu", str(source), cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    (manifest,) = (tmp_path / "build").glob("*/tgtbuild.json")
    done = subprocess.run([sys.executable, "-m", "tgtbuild.builder.regen", "--regen", "tgtbuild.json"],
                          cwd=manifest.parent, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    modules = {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines()[1:]
               if line.startswith("import time:")}
    assert "tgtbuild.builder.configure" in modules
    assert "subprocess" not in modules
