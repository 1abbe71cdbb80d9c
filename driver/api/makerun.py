"""`make(folder, target)`: run an existing Makefile for a target, find what it built, deploy it to a board.

What `tgtbuild make` runs (the CLI prints the `MakeResult`). The target's
tools go on make's command line, where they beat the Makefile's own
assignments (`CC = gcc` included):

* CC and CXX carry the target flags (`zig cc -target ... -mcpu=...`), so the
  Makefile's own CFLAGS (`-O2 -Wall -Iinclude`) stay in force: a command-line
  CFLAGS would replace them and break the build;
* a tool variable the Makefile assigns keeps the Makefile's words after the
  tool (`AR= ar rc` → `AR=<zig> ar rc`, `CC= gcc -std=gnu99` → `CC=<zig cc
  ...> -std=gnu99`; see `tgtbuild.reuse.makefile`);
* SYSROOT and TGT_* (TGT_RUN runs a target binary: `$(TGT_RUN) ./test`) are
  plain overrides;
* the toolchain's LDFLAGS go in the environment: a Makefile that sets none
  uses them, `LDFLAGS += ...` appends to them.

What it built: ELF executables and libraries (and `ar` archives) under the
folder that are newer than the start of the run, found by their bytes.
Not named api/make.py: the submodule would hide the function the package
exports under that name (as api/toolsurvey.py says of `toolchains`).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import time

from .. import argcheck
from ..argcheck import keywords
from ..errors import TgtbuildError
from ..machines import of_triple
from ..remote.choose import Trust, board_for
from ..remote.connecting import connect
from ..remote.deploy import deploy
from ..reuse.artifacts import find_artifacts
from ..reuse.cceach import make_compilers
from ..reuse.facts import gather
from ..reuse.makefile import TOOL_VARIABLES, tool_assignments, tool_flags_by_folder
from ..reuse.quoting import shell_line
from ..targets import Target, Triple, parse_target
from ..textstream import as_stream

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..remote.board import Board
    from ..remote.deploy import DeployReport
    from ..reuse.artifacts import Artifact
    from ..textstream import Progress

__all__ = ["MakeResult", "make"]


class MakeResult:
    """What `make` did: `status` (make's exit status), `triple`, `toolchain`, `machine` (the machine name its
    files should be built for), `artifacts` (`reuse.artifacts.Artifact`: path, kind, machine), `notes`
    (what was not kept, in words), `deployed` (a `DeployReport`, or None) and the `board` it went to."""

    __slots__ = ("artifacts", "board", "deployed", "machine", "notes", "status", "toolchain", "triple")

    def __init__(self, status: int, facts: dict, artifacts: Sequence[Artifact] = (), notes: Sequence[str] = (),
                 deployed: DeployReport | None = None, board: Board | None = None) -> None:
        self.board = board
        self.status, self.triple, self.toolchain = status, facts["triple"], facts["toolchain"]
        want = of_triple(Triple.parse(facts["triple"]))
        self.machine = want.name if want else facts["arch"]
        self.artifacts, self.notes, self.deployed = tuple(artifacts), tuple(notes), deployed

    def wrong_machine(self, artifact: Artifact) -> bool:
        """Built for another machine than the target's (a Makefile that ignores $(CC))."""
        return bool(artifact.machine) and artifact.machine != self.machine

    def __repr__(self) -> str:
        return f"<MakeResult {self.triple}: status {self.status}, {len(self.artifacts)} built>"


def make_variables(facts: dict, kept: dict[str, dict[str, str]] | None = None) -> list[str]:
    """`NAME=value` words for make's argv; `kept`: {folder: the Makefile's words after each tool}."""
    compilers = make_compilers(facts)  # zig's behind cceach.sh: one compile per source, as gcc

    values = {
        "CC": compilers["CC"] + facts["cflags"],
        "CXX": compilers["CXX"] + facts["cxxflags"],
        "AR": facts["ar"],
        "RANLIB": facts["ranlib"],
        "STRIP": facts["strip"],
        "LD": facts["ld"],
        "SYSROOT": [facts["sysroot"]] if facts["sysroot"] else [],
        "TGT_RUN": facts["runner"],
        "TGT_TRIPLE": facts["triple"],
        "TGT_ARCH": facts["arch"],
        "TGT_CPU": facts["cpu"],
        "TGT_BOARD": facts["board"],
    }
    tools = {name: values.pop(name) for name in TOOL_VARIABLES}
    return tool_assignments(tools, kept or {}) + tool_assignments(values, {})


@keywords
def make(folder: str, target: str | Target, *, args: Sequence[str] = (), board: str | None = None,
         trust: Trust | None = None, toolchain: str | None = None, program: str = "make",
         progress: Progress = None) -> MakeResult:
    """Run `program -C folder` with the target's tools and `args` (make's targets and options); what it built.

    make's own output goes to this process's stdout and stderr as it comes.
    `board`: where TGT_RUN runs a target binary (default local, qemu-user
    when foreign); a board other than "local" also receives the executables
    and shared libraries built, under make/<folder name>-<hash> in its work
    dir. A failed make is a result with its `status`, not an exception: its
    own words said what went wrong. `progress` (a callable given text, or a
    text stream) is told the notes as they come, before make runs.
    """
    folder = argcheck.path(folder, "folder") or ""
    argcheck.target(target, "target")
    args = argcheck.words(args, "args")
    for label, value in (("board", board), ("toolchain", toolchain), ("program", program)):
        argcheck.text(value, label, optional=label != "program")
    argcheck.instance(trust, Trust, "trust", optional=True, hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    if not os.path.isdir(folder):
        raise TgtbuildError(f"tgtbuild make: -C {folder}: no such directory")
    trust = trust or Trust()
    facts = gather(target if isinstance(target, Target) else parse_target(target), board, toolchain=toolchain,
                   trust=trust)
    notes = []
    try:
        kept = tool_flags_by_folder(program, folder, args)
    except TgtbuildError as exc:  # make runs next and says what is wrong in its own words
        notes.append(f"{exc}; the Makefile's own tool flags are not kept")
        as_stream(progress).write(f"tgtbuild: note: {notes[-1]}\n")
        kept = {}
    env = dict(os.environ)
    if facts["ldflags"]:
        env["LDFLAGS"] = (env.get("LDFLAGS", "") + " " + shell_line(facts["ldflags"])).strip()
    start = time.time()
    try:
        status = subprocess.call([program, "-C", folder, *make_variables(facts, kept), *args], env=env)
    except FileNotFoundError:
        raise TgtbuildError(f"tgtbuild make: {program} is not installed (apt-get install make)") from None
    if status != 0:
        return MakeResult(status, facts, notes=notes)
    built = find_artifacts(folder, start)
    if not board or board == "local":
        return MakeResult(0, facts, built, notes)
    chosen = board_for(board, None, trust)
    return MakeResult(0, facts, built, notes, _deploy(folder, built, chosen), chosen)


def _deploy(folder: str, built: list[Artifact], board: Board) -> DeployReport | None:
    """The executables and shared libraries to make/<folder name>-<hash of its path> on the board."""
    files = {os.path.relpath(a.path, folder): a.path for a in built if a.kind != "static-library"}
    if not files:
        return None
    real = os.path.realpath(folder)
    subdir = f"make/{os.path.basename(real) or 'root'}-{hashlib.sha256(real.encode()).hexdigest()[:8]}"
    with connect(board) as conn:
        return deploy(conn, board, files, subdir, prune=False)
