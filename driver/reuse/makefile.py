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
A Makefile that sets its tools in a sub-make (`cd src && $(MAKE)`) is read
only at the top: run `tgtbuild make -C src`, or give the variable after `--`.

Reading is what make does before any build (its `$(shell)` calls run, and
an included makefile with a rule is remade, as `make -n` would); `-q` with
a goal of our own (`--eval`, GNU make 3.82+) runs no other recipe. When
make cannot read the Makefile, the caller goes on without kept flags and
lets the real run report make's own error.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence

from ..errors import TgtbuildError
from .quoting import to_make_cmdline

# Variables that name a tool (first word) and may carry its flags (the rest).
TOOL_VARIABLES = ("CC", "CXX", "AR", "RANLIB", "STRIP", "LD")
_PROBE = ".tgtbuild-probe"
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
        result = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
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
                words = match.group(2).split(None, 1)
                found[match.group(1)] = words[1].strip() if len(words) > 1 else ""
        from_makefile = False
    return found


def tool_assignment(name: str, ours: Sequence[str], kept: str) -> str:
    """`NAME=<our argv> <the Makefile's own words>` for make's argv; `kept` stays make text."""
    assignment = to_make_cmdline(name, ours)
    return f"{assignment} {kept}" if kept else assignment
