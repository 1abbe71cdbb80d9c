"""The package's import graph, lazy imports included: every folder is a floor, and nothing imports up or in a circle.

Drawn by folder (a room is a folder of driver/, or a module at its top), a
room imports only rooms on its own floor or below, and no rooms import each
other in a circle; drawn by module, no module imports itself through others
either. Issue 44: drawn by folder, three arrows once pointed up (the exec
helper's client half in reuse/, the harness registry in run/, MetaSchedule's
runner in tvm/), while per-module exceptions here said all was well.

Lazy imports (inside functions) keep start-up cheap, but they also hide
cycles from a module-level reading: six were found this way
(builder.ninjatool <-> toolrun, codegen.ir <-> sources, remote.transport <->
local/ssh, run.stage <-> device <-> tvmstage, tune.model <-> strategy,
builder.configure <-> project). The graph is read from the source with `ast`,
so every import counts wherever it sits; `TYPE_CHECKING` blocks are left out
(they never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "driver"
# The CLI parses arguments and calls the API; the API (tgtbuild.api) is what the CLI stands on.
UPWARD = ("tgtbuild.cli",)

# The floors, from the ground up (docs/architecture.md): each names whole rooms, a folder of driver/ or a
# module at its top (`tgtbuild` is the package's own __init__.py). A room may import its own floor and those
# below, never one above: a stage never reaches back into a later one. A module stands on its room's floor; a
# room that no floor names fails the test, so a new top-level module or folder is placed here on purpose.
FLOORS: list[tuple[str, tuple[str, ...]]] = [
    ("ground: errors, paths, quoting, files, argument checks, interrupts; stdlib beneath, nothing of ours above",
     ("tgtbuild", "tgtbuild.errors", "tgtbuild.paths", "tgtbuild.quoting", "tgtbuild.timeouts",
      "tgtbuild.interrupts", "tgtbuild.pkgversion", "tgtbuild.suffixes", "tgtbuild.localproc", "tgtbuild.fsutil",
      "tgtbuild.argcheck", "tgtbuild.locking", "tgtbuild.tomlfile", "tgtbuild.templating", "tgtbuild.textstream",
      "tgtbuild.elf", "tgtbuild.record", "tgtbuild.frozen", "tgtbuild.exiting",
      "tgtbuild.stats")),
    ("targets: text -> Target", ("tgtbuild.targets", "tgtbuild.zigtriple")),
    ("machines and toolchains: what runs where, what builds it", (
        "tgtbuild.support", "tgtbuild.supporttable", "tgtbuild.machines", "tgtbuild.toolchain",
        "tgtbuild.cpufeatures")),
    ("code: IR codegen, sources -> build files -> ninja, tgtbuild.toml", ("tgtbuild.codegen", "tgtbuild.builder")),
    # remote.kept is the helper's client half: remote.connecting hands a board's operations to the connection a
    # helper keeps (issue 35); its server half (the socket loop) stands with reuse/exechelper.
    ("boards: Board, SSH, deploy, remote exec, probe, the kept connection's client", ("tgtbuild.remote",)),
    ("the run stage's core: requests, harness kinds' base, staging, the board side, --check",
     ("tgtbuild.run",)),
    ("TVM: its ABI, the tvm-packed and model harness kinds, the runtime cache, fcompile", ("tgtbuild.tvm",)),
    ("every harness kind together (TVM's among them) and run()", ("tgtbuild.harnesses",)),
    ("what stands on running: tuning (MetaSchedule's runner and builder too), reuse from Make/CMake/Meson",
     ("tgtbuild.tune", "tgtbuild.reuse")),
    ("model files through TVM's own flow: frontends, pipeline, export, tune_relax on the tuner's boards",
     ("tgtbuild.models",)),
    ("the Python API", ("tgtbuild.api",)),
    ("the CLI", ("tgtbuild.cli", "tgtbuild.__main__")),
]


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(("tgtbuild", *parts))


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that `path` imports anywhere (module level or lazily), TYPE_CHECKING aside."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(), str(path)))
    return {m for m in found if m in modules and m != name}


def import_graph() -> dict[str, set[str]]:
    files = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(f) for f in files}
    return {module_name(f): imports_of(f, modules) for f in files}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph.get(node, ())):
            if succ not in index:
                connect(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def test_no_import_cycles_lazy_imports_included():
    assert cycles(import_graph()) == []


def test_no_stage_imports_the_cli():
    graph = import_graph()
    upward = sorted(f"{mod} -> {dep}" for mod, deps in graph.items() if not mod.startswith(UPWARD)
                    and mod != "tgtbuild.__main__" for dep in deps if dep.startswith(UPWARD))
    assert upward == []


def test_the_graph_reader_sees_lazy_and_relative_imports(tmp_path):
    """The reader itself: an import inside a function counts, a TYPE_CHECKING one does not."""
    graph = import_graph()
    assert "tgtbuild.run.check" in graph["tgtbuild.run.kind"]  # lazily, inside HarnessKind.reference
    assert "tgtbuild.run.request" not in graph["tgtbuild.run.kind"]  # only under TYPE_CHECKING


def room_of(module: str) -> str:
    """The room a module sits in: `tgtbuild.X` for driver/X.py and everything in driver/X/."""
    return ".".join(module.split(".")[:2])


def floor_of(module: str) -> int | None:
    """The index in FLOORS of the floor that names the module's room."""
    for index, (_, names) in enumerate(FLOORS):
        if room_of(module) in names:
            return index
    return None


def room_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph drawn by folder: room A -> room B when a module in A imports one in B."""
    rooms: dict[str, set[str]] = {}
    for mod, deps in graph.items():
        rooms.setdefault(room_of(mod), set()).update(room_of(dep) for dep in deps if room_of(dep) != room_of(mod))
    return rooms


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    return sorted(f"{mod} (floor {floor_of(mod)}) -> {dep} (floor {floor_of(dep)})"
                  for mod, deps in graph.items() for dep in deps
                  if floor_of(mod) is not None and floor_of(dep) is not None and floor_of(dep) > floor_of(mod))


def test_every_module_has_a_floor():
    assert sorted(mod for mod in import_graph() if floor_of(mod) is None) == []


def test_no_module_imports_a_higher_floor_lazy_imports_included():
    assert upward_imports(import_graph()) == []


def test_the_floor_rule_catches_an_upward_import():
    """The rule itself: the ground importing the run stage (what interrupts.py once did) is refused, the run
    stage's front importing TVM's floor is allowed, TVM importing the front is refused."""
    graph = {"tgtbuild.interrupts": {"tgtbuild.run.signals"},
             "tgtbuild.harnesses.registry": {"tgtbuild.tvm.stage"},
             "tgtbuild.tvm.stage": {"tgtbuild.run.kind", "tgtbuild.harnesses.stage"}}
    assert upward_imports(graph) == [
        "tgtbuild.interrupts (floor 0) -> tgtbuild.run.signals (floor 5)",
        "tgtbuild.tvm.stage (floor 6) -> tgtbuild.harnesses.stage (floor 7)",
    ]


def test_every_floor_names_whole_rooms():
    """A floor lists folders (and top-level modules), never a module inside a folder: a folder is one floor."""
    assert [name for _, names in FLOORS for name in names if room_of(name) != name] == []


def test_drawn_by_folder_no_room_imports_a_higher_floor_or_sits_in_a_cycle():
    rooms = room_graph(import_graph())
    assert upward_imports(rooms) == []
    assert cycles(rooms) == []


def test_the_folder_rule_catches_a_cycle_no_module_makes():
    """The rule itself: the registry in run/ importing tvm/'s kind, which imports run/'s base (issue 44), is a
    cycle between two folders though no module imports itself through others."""
    graph = {"tgtbuild.run.registry": {"tgtbuild.tvm.kernel"}, "tgtbuild.tvm.kernel": {"tgtbuild.run.kind"},
             "tgtbuild.run.kind": set()}
    assert cycles(graph) == []
    assert cycles(room_graph(graph)) == [["tgtbuild.run", "tgtbuild.tvm"]]
