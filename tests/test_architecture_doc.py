"""docs/architecture.md matches the tree: the floors table is FLOORS, the names it cites exist, its count is true.

The page once named a room that does not exist (`tvm_target`, a function of
`tvm.tvmtarget`) and counted ~95 unexplained lazy imports where there were
32 (issue 44). Read statically (`ast`): a name is a module or folder of
driver/, a file of the repository, or something a module defines.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import cache
from pathlib import Path

from test_import_graph import FLOORS
from test_lazy_imports import lazy_imports

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "driver"
PAGE = ROOT / "docs" / "architecture.md"
DOTTED = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)+")
IDENT = re.compile(r"[A-Za-z_]\w*")


@cache
def modules() -> dict[str, Path]:
    """Every module by its dotted name under driver/ (`remote.kept.relay`), packages by their folder's."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts) or "tgtbuild"] = path
        for up in range(1, len(parts)):  # a folder without __init__.py (tune/) is a package too
            found.setdefault(".".join(parts[:up]), path.parents[len(parts) - 1 - up])
    return found


@cache
def defined(path: Path) -> dict[str, set[str]]:
    """A module's top-level names, each with the names its class body or its `self.x =` define."""
    names: dict[str, set[str]] = {}
    if path.is_dir():
        return names
    for node in ast.parse(path.read_text()).body:
        targets = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            targets = [node.name]
        elif isinstance(node, ast.Assign):
            targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            targets = [node.target.id]
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            targets = [(a.asname or a.name).split(".")[0] for a in node.names]
        for name in targets:
            names.setdefault(name, set())
        if isinstance(node, ast.ClassDef):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names[node.name].add(inner.name)
                elif isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                    names[node.name].add(inner.id)
                elif isinstance(inner, ast.Attribute) and isinstance(inner.ctx, ast.Store):
                    names[node.name].add(inner.attr)
                elif isinstance(inner, ast.Constant) and isinstance(inner.value, str):  # _fields = ("a", ...)
                    names[node.name].add(inner.value)
    return names


def _in_module(path: Path, rest: list[str]) -> bool:
    """`rest` is a name the module defines, or a class it defines and a name of that class."""
    names = defined(path)
    if rest[0] not in names:
        return False
    return len(rest) == 1 or rest[1] in names[rest[0]]


def resolves(token: str) -> bool:
    """`remote.choose.board_for`, `transport.Collecting`, `RunRequest.target`, `tgtbuild.harnesses.stage`."""
    parts = token.removeprefix("tgtbuild.").split(".")
    for cut in range(len(parts), 0, -1):
        head, rest = ".".join(parts[:cut]), parts[cut:]
        # `run.stage` is tgtbuild.run.stage; a lone word names a module in any folder (`transport`)
        # unless a top-level one has that name (`run`)
        exact = cut > 1 or head in modules()
        for name, path in modules().items():
            if name == head or (not exact and name.endswith("." + head)):
                if not rest or _in_module(path, rest):
                    return True
    # a class's attribute, the class defined anywhere (`RunRequest.timeout`)
    if any(parts[0] in defined(path) and _in_module(path, parts) for path in modules().values()):
        return True
    return importlib.util.find_spec(parts[0]) is not None and parts[0] not in modules()  # the standard library's


def cited(text: str) -> list[str]:
    return re.findall(r"`([^`\n]+)`", text)


def table_rows() -> list[tuple[str, str]]:
    """The floors table: (floor, rooms column) per row."""
    section = PAGE.read_text().split("## Floors", 1)[1].split("\n\n")
    table = next(block for block in section if block.startswith("| floor"))
    return [(row.split("|")[1].strip(), row.split("|")[2]) for row in table.splitlines()[2:]]


def test_the_floors_table_lists_the_rooms_of_FLOORS_floor_by_floor():
    rows = table_rows()
    assert [row[0].split()[0] for row in rows] == [str(i) for i in range(len(FLOORS))]
    for (floor, column), (_, names) in zip(rows, FLOORS, strict=True):
        rooms = {"tgtbuild." + name.strip("/").split("/")[0].split(".")[0] for name in cited(column)
                 if not name.endswith((".toml", ".json"))}
        assert rooms == set(names) - {"tgtbuild"}, floor


def test_every_room_the_floors_table_names_is_a_module_or_folder():
    for floor, column in table_rows():
        for name in cited(column):
            if name.endswith((".toml", ".json")):
                continue
            dotted = name.strip("/").replace("/", ".")
            assert dotted in modules(), f"floor {floor}: {name}"


def test_every_dotted_name_and_path_the_page_cites_exists():
    missing = []
    for token in sorted(set(cited(PAGE.read_text()))):
        if token.endswith("/") and re.fullmatch(r"[\w/]+/", token):  # a folder of driver/
            ok = token.rstrip("/").replace("/", ".") in modules() or any(
                name.endswith("." + token.rstrip("/").replace("/", ".")) for name in modules())
        elif re.fullmatch(r"[\w/]+\.(py|toml|j2)", token):  # a file: driver/ or the repository
            ok = any(ROOT.glob(f"**/{token}"))
        elif "/" not in token and DOTTED.fullmatch(token) and not token.endswith((".toml", ".json")):
            ok = resolves(token)
        else:
            continue  # an option, a command line, a call with arguments: words, not names
        if not ok:
            missing.append(token)
    assert missing == []


def test_the_count_of_lazy_imports_is_true_within_a_tenth():
    text = " ".join(PAGE.read_text().split())
    waiting, total = (int(n.replace(",", "")) for n in
                      re.search(r"About ([\d,]+) of ([\d,]+) import\s+statements wait", text).groups())
    files = list(PACKAGE.rglob("*.py"))
    lazy = sum(len(lazy_imports(path)) for path in files)
    every = sum(isinstance(node, (ast.Import, ast.ImportFrom)) for path in files
                for node in ast.walk(ast.parse(path.read_text())))
    assert abs(waiting - lazy) <= lazy / 10 and abs(total - every) <= every / 10, (lazy, every)
