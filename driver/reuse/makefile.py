"""The tool variables `tgtbuild make` puts on make's command line, keeping a Makefile's own flags.

A command-line `AR=...` replaces the Makefile's assignment whole. Real
Makefiles keep flags in their tool variables: Lua's `AR= ar rc` and
`CC= gcc -std=gnu99`; with `AR=<zig> ar` on the command line, `zig ar
liblua.a ...` printed its usage and the build failed (issue 15). So before
the build, make itself is asked what the Makefile assigns (`make -p -q`:
its database, printed without running a recipe, with each variable's
origin) and the words after the tool are kept: `AR=<zig> ar rc`.

Only assignments whose origin is the Makefile count: make's built-in
defaults (`AR = ar`, `CC = cc`) and the caller's environment carry no flags
of the project. The kept words stay make text (`$(MYFLAGS)` still expands).

Lua's top Makefile only runs `cd src && $(MAKE)`, and command-line values
reach every sub-make, where `src/Makefile` has its own `AR= ar rc`. So the
Makefiles of sub-folders (3 levels, at most 32) are read too, and a tool
keeps the words of the folder it is used in: the value is `AR=<zig> ar
$(TGT_KEEP_AR<folder>)`, with `<folder>` make's own `$(CURDIR)` at the
time of use and one `TGT_KEEP_AR/abs/src=rc` per folder on the command
line. A sub-folder make cannot read alone (it needs its parent's
variables) keeps nothing; a folder whose path has `:`, `#`, `=`, `$`,
parentheses or a tab cannot be a variable name and keeps nothing either.

Reading is what make does before any build (its `$(shell)` calls run, and
an included makefile with a rule is remade, as `make -n` would); `-q` with
a goal of our own (`--eval`, GNU make 3.82+) runs no other recipe. When
make cannot read the Makefile, the caller goes on without kept flags and
lets the real run report make's own error.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Sequence

from ..errors import TgtbuildError
from .quoting import to_make_cmdline
from .toolwords import flags_after_tool

# Variables that name a tool (first word) and may carry its flags (the rest).
TOOL_VARIABLES = ("CC", "CXX", "AR", "RANLIB", "STRIP", "LD")
MAKEFILE_NAMES = ("GNUmakefile", "makefile", "Makefile")
MAX_FOLDERS = 32
_PROBE = ".tgtbuild-probe"
_BAD_KEY = re.compile(r"[:#=$()\t\n\\^]")
_ASSIGNMENT = re.compile(r"^([A-Za-z_][A-Za-z0-9_.]*)\s*(?::{1,3}=|\?=|\+=|!=|=)\s?(.*)$")
_ORIGIN = re.compile(r"^# makefile \(from ['`](.+?)', line (\d+)\)")


def probe_arguments(make_args: Sequence[str]) -> list[str]:
    """The parts of the user's make arguments that change what the Makefile assigns: -f FILE, NAME=VALUE."""
    kept: list[str] = []
    words = list(make_args)
    for i, word in enumerate(words):
        if word in ("-f", "--file", "--makefile") and i + 1 < len(words):
            kept += [word, words[i + 1]]
        elif word.startswith(("-f", "--file=", "--makefile=")) and word not in ("-f",):
            kept.append(word)
        elif _ASSIGNMENT.match(word) and not word.startswith("-"):
            kept.append(word)
    return kept


def makefile_tool_flags(make: str, folder: str, make_args: Sequence[str] = (), timeout: float = 60) -> dict[str, str]:
    """{variable: the words after its tool} for the tool variables the Makefile in `folder` assigns.

    `CC= gcc -std=gnu99` gives {"CC": "-std=gnu99"}; `CC = gcc` gives {"CC": ""}.
    """
    argv = [make, "-C", folder, "-p", "-q", "--no-print-directory", f"--eval={_PROBE}: ;",
            *probe_arguments(make_args), _PROBE]
    try:
        # bytes as make has them: a Latin-1 byte in a variable was a UnicodeDecodeError traceback (issue 27);
        # surrogateescape gives the same bytes back when a kept word goes on make's command line
        result = subprocess.run(argv, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL,
                                encoding="utf-8", errors="surrogateescape")
    except FileNotFoundError:
        raise TgtbuildError(f"tgtbuild make: {make} is not installed (apt-get install make)") from None
    except subprocess.TimeoutExpired:
        raise TgtbuildError(f"tgtbuild make: reading the Makefile in {folder} took over {timeout:.0f} s "
                            "(`make -p -q`); does it run commands while parsing?") from None
    if result.returncode not in (0, 1):  # -q: 1 means "not up to date", which is fine
        first = (result.stderr.strip().splitlines() or ["no message"])[-1]
        raise TgtbuildError(f"tgtbuild make: make cannot read the Makefile in {folder}: {first}")
    return parse_database(result.stdout)


def parse_database(text: str) -> dict[str, str]:
    """The tool variables of `make -p` output whose origin is a makefile, with their tool word removed."""
    found: dict[str, str] = {}
    from_makefile = False
    for line in text.splitlines():
        if line.startswith("# "):
            from_makefile = bool(_ORIGIN.match(line))
            continue
        if from_makefile:
            match = _ASSIGNMENT.match(line)
            if match and match.group(1) in TOOL_VARIABLES:
                found[match.group(1)] = flags_after_tool(match.group(2))
        from_makefile = False
    return found


def tool_assignment(name: str, ours: Sequence[str], kept: str) -> str:
    """`NAME=<our argv> <the Makefile's own words>` for make's argv; `kept` stays make text."""
    assignment = to_make_cmdline(name, ours)
    return f"{assignment} {kept}" if kept else assignment


def makefile_folders(folder: str, depth: int = 3, limit: int = MAX_FOLDERS) -> list[str]:
    """`folder` and the sub-folders a recursive make may enter: those with a makefile (hidden ones skipped)."""
    found = [folder]
    base = folder.rstrip(os.sep).count(os.sep)
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        if root.count(os.sep) - base >= depth:
            dirs[:] = []
        if root != folder and any(name in files for name in MAKEFILE_NAMES):
            found.append(root)
            if len(found) >= limit:
                break
    return found


def _key(folder: str) -> str | None:
    """The suffix `$(subst $() ,^,$(CURDIR))` gives in `folder`, or None when it cannot name a variable."""
    real = os.path.realpath(folder)
    if _BAD_KEY.search(real):
        return None
    return real.replace(" ", "^")


def tool_flags_by_folder(make: str, folder: str, make_args: Sequence[str] = ()) -> dict[str, dict[str, str]]:
    """{folder: makefile_tool_flags} for `folder` (a failure raises) and its makefile sub-folders (skipped)."""
    found = {folder: makefile_tool_flags(make, folder, make_args)}
    assignments = [word for word in probe_arguments(make_args) if _ASSIGNMENT.match(word)]
    for sub in makefile_folders(folder)[1:]:
        try:
            found[sub] = makefile_tool_flags(make, sub, assignments)
        except TgtbuildError:
            continue  # not a stand-alone Makefile: it relies on its parent
    return found


def tool_assignments(values: dict[str, Sequence[str]], kept: dict[str, dict[str, str]]) -> list[str]:
    """`NAME=value` words for make's argv: our tools, each keeping the words its folder's Makefile gives it."""
    words: list[str] = []
    for name, ours in values.items():
        per_folder = {}
        for folder, flags in kept.items():
            key = _key(folder)
            if flags.get(name) and key is not None:
                per_folder[key] = flags[name]
        if not per_folder:
            words.append(tool_assignment(name, ours, ""))
            continue
        words.append(tool_assignment(name, ours, f"$(TGT_KEEP_{name}$(subst $() ,^,$(CURDIR)))"))
        words += [f"TGT_KEEP_{name}{key}={rest}" for key, rest in sorted(per_folder.items())]
    return words
