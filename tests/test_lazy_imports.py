"""Every import that waits inside a function says why that import waits (docs/architecture.md, "Imports").

An import sits at the top of its module unless a start-up path must do
without it or it brings a heavy library; the reader of a lazy import must
not have to guess which (issue 44 found one reason copied above `import re`
that did not apply, and one line repeated 28 times in one module). A reason
is a comment on the import itself, or one comment heading a block of
imports with no blank line between ("# lazily, all three: ...").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "driver"
# Rewritten in parallel (issue 44's item 2: execfast's own Terminated goes); its two lazy imports get their
# reasons with that change.
NOT_YET = {"cli/execfast.py"}


def lazy_imports(path: Path) -> list[ast.stmt]:
    """The import statements inside functions, TYPE_CHECKING blocks aside (they never run)."""
    found: list[ast.stmt] = []

    def visit(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", getattr(child.test, "attr", "")) == \
                    "TYPE_CHECKING":
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)) and inside:
                found.append(child)
            visit(child, inside or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(ast.parse(path.read_text(), str(path)), False)
    return found


def explained(lines: list[str], node: ast.stmt) -> bool:
    """A comment on the statement, or on the block of imports and comments right above it."""
    if any("#" in line for line in lines[node.lineno - 1:node.end_lineno]):
        return True
    row = node.lineno - 2
    while row >= 0:
        text = lines[row].strip()
        if text.startswith("#"):
            return True
        if not re.match(r"(from \S+ )?import |\)$|\w+,", text):
            return False
        if "#" in text:
            return True
        row -= 1
    return False


def unexplained() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name in NOT_YET:
            continue
        lines = path.read_text().split("\n")
        found += [f"{name}:{node.lineno}: {lines[node.lineno - 1].strip()}"
                  for node in lazy_imports(path) if not explained(lines, node)]
    return found


def test_every_lazy_import_says_why_it_waits():
    assert unexplained() == []


def test_the_reader_sees_a_reason_on_the_import_or_heading_its_block():
    lines = ["def f():", "    # lazily, both: only a failure needs them", "    import json",
             "    import shlex", "", "    import zlib", "    import gzip  # lazily: a .gz input only"]
    body = ast.parse("\n".join(lines)).body[0].body
    assert [explained(lines, node) for node in body] == [True, True, False, True]
