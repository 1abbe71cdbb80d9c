"""A type checker runs on driver/, and its count of errors only falls (.ci/typecheck-baseline).

mypy, pinned in pyproject's `test` extra (another version counts differently), with pyproject's
[tool.mypy] settings. Its cache (.mypy_cache) makes a second run take a few seconds; a cold one
took 14 s on this project's 2-core machine.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / ".ci" / "typecheck-baseline"


def baseline() -> int:
    (number,) = [line for line in BASELINE.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return int(number)


def error_count(report: str) -> int:
    """mypy's own total: 'Found N errors in M files' or 'Success: no issues found'."""
    if re.search(r"^Success: no issues found", report, re.M):
        return 0
    found = re.search(r"^Found (\d+) errors? in \d+ files?", report, re.M)
    assert found, f"no total in mypy's report:\n{report[-2000:]}"
    return int(found.group(1))


def test_the_checker_is_the_pinned_version():
    import tomllib  # Python 3.11+; the test extra's Python

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    (pin,) = [word for word in extra if word.startswith("mypy==")]
    assert version("mypy") == pin.removeprefix("mypy==")


def test_mypy_errors_on_driver_do_not_rise_above_the_baseline():
    done = subprocess.run([sys.executable, "-m", "mypy", "driver"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode in (0, 1), done.stdout[-2000:] + done.stderr[-2000:]  # 2: mypy itself failed
    count = error_count(done.stdout)
    assert count <= baseline(), (f"mypy finds {count} errors on driver/, more than .ci/typecheck-baseline's "
                                  f"{baseline()}; new ones:\n{done.stdout[-3000:]}")


def test_the_count_is_read_from_mypys_total_line():
    assert error_count("a.py:1: error: x  [misc]\nFound 2 errors in 1 file (checked 3 source files)\n") == 2
    assert error_count("Success: no issues found in 215 source files\n") == 0


def test_a_checker_sees_a_frozen_class_constructor_and_immutability(tmp_path):
    """@frozen carries typing.dataclass_transform: a wrong field, a missing one or an assignment is an error."""
    (tmp_path / "tgtbuild").symlink_to(ROOT / "driver")
    (tmp_path / "use.py").write_text(
        "from tgtbuild.frozen import field, frozen\n\n\n"
        "@frozen\nclass Point:\n    x: int\n    y: int = 0\n"
        "    tags: tuple[str, ...] = field(default_factory=tuple)\n\n\n"
        "Point(1)\nPoint(1, y=2)\n"
        "Point()\n"                  # line 13: x missing
        "Point(1, z=3)\n"            # line 14: no field z
        "Point(1).x = 5\n")          # line 15: frozen
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--python-version", "3.10",
                           "--follow-imports", "silent", "use.py"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "MYPYPATH": str(tmp_path)})
    lines = sorted(int(m) for m in re.findall(r"^use\.py:(\d+): error", done.stdout, re.M))
    assert lines == [13, 14, 15], done.stdout


def test_every_record_tells_the_checker_its_fields_in_order():
    """A `record.Record`'s fields are its annotations, which a checker reads: what runs (`_fields`) must be
    the annotated names in order (each Record once said them twice, a `_fields` tuple beside the annotations)."""
    import ast
    import importlib

    from test_import_graph import PACKAGE, module_name

    checked = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "Record" for b in node.bases)):
                continue
            annotated = [stmt.target.id for stmt in node.body if isinstance(stmt, ast.AnnAssign)]
            fields = getattr(importlib.import_module(module_name(path)), node.name)._fields
            assert tuple(annotated) == fields, f"{module_name(path)}.{node.name}"
            checked += 1
    assert checked >= 13
