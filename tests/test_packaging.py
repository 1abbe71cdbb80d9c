"""A non-editable wheel carries every package and the data folders."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _listed_packages() -> set[str]:
    import tomllib

    return set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])


def test_every_driver_package_is_listed_in_pyproject():
    found = {"tgtbuild"}
    for folder, _, files in os.walk(ROOT / "driver"):
        if "__init__.py" in files and "__pycache__" not in folder:
            rel = Path(folder).relative_to(ROOT / "driver")
            if rel.parts:
                found.add(".".join(("tgtbuild", *rel.parts)))
    missing = found - _listed_packages()
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_wheel_contains_code_and_data(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = tmp_path.glob("tgtbuild-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tgtbuild/targets/target.py" in names
    assert "tgtbuild/toolchains/kinds.toml" in names
    data = [n for n in names if n.startswith("tgtbuild/toolchains/tags/") and n.endswith(".toml")]
    assert len(data) == len(list((ROOT / "toolchains" / "tags").glob("*.toml")))
    templates = {n for n in names if n.startswith("tgtbuild/templates/")}
    expected = {f"tgtbuild/templates/{p.relative_to(ROOT / 'templates')}"
                for p in (ROOT / "templates").rglob("*.j2")}
    assert expected <= templates
    # The command is our script (bin/tgtbuild), which imports the command line alone: the one pip's
    # bundled version generates imports `re` first, 7 ms of every call (ctest's `tgtbuild exec` included).
    (script,) = [n for n in names if n.endswith(".data/scripts/tgtbuild")]
    text = zipfile.ZipFile(wheel).read(script).decode()
    assert text.startswith("#!python\n")
    assert [line for line in text.splitlines() if line.startswith(("import", "from"))] == [
        "from tgtbuild.cli import console"]
