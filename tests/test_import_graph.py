"""The package's import graph, lazy imports included: stages never import the CLI, and no module imports itself.

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
