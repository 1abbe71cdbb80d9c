"""The linter sees every module of the package.

ruff (like many tools) skips folders named like build outputs (`build`,
`dist`, ...) by default; a package folder with such a name went unlinted for
months. This pins that `ruff check` lists every Python file of driver/,
tests/ and bench/.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _ruff() -> str:
    beside = Path(sys.executable).with_name("ruff")
    found = str(beside) if beside.exists() else shutil.which("ruff")
    if not found:
        pytest.skip("ruff is not installed (it comes with the test extras)")
    return found


def test_ruff_checks_every_python_file_of_the_project():
    listed = subprocess.run([_ruff(), "check", "--show-files", "."], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, check=True).stdout
    seen = {Path(line.strip()).resolve() for line in listed.splitlines() if line.strip().endswith(".py")}
    ours = {p.resolve() for folder in ("driver", "tests", "bench") for p in (ROOT / folder).rglob("*.py")
            if "__pycache__" not in p.parts}
    missing = sorted(str(p.relative_to(ROOT)) for p in ours - seen)
    assert not missing, f"ruff skips these files: {missing}"


def test_no_package_folder_is_named_like_a_build_output():
    output_names = {"build", "dist", "target", "out", "_build"}
    named = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "driver").rglob("*")
                   if p.is_dir() and p.name in output_names)
    assert not named, f"tools skip folders with these names by default: {named}"
