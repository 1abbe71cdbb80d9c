"""The CLI stands on the public API (`tgtbuild.api`), its own modules and the ground, and on nothing else.

Conan's commands call only `conan_api.*`; here a command that reached below
the API (`cli/run.py` took the private `api.building._watched`, `cli/ctest.py`
resolved the board word a second time beside `reuse.facts`) kept two paths
for one job (issue 44). The ground (FLOORS' floor 0: errors, exiting,
interrupts, timeouts, stats...) stands beneath every floor and is allowed.
Lazy imports count. The last exceptions went with issue 44: `exec` runs the
API's exec (`api.executing`, its start-up measured there), the warm replay is
`api.replaying`, tune's words come through `api.tuning`, and paramiko's preload,
an exit status in words and a context's instability are `tgtbuild.api` names.
"""

from __future__ import annotations

import ast

from test_import_graph import FLOORS, PACKAGE, import_graph, module_name, room_of

GROUND = set(FLOORS[0][1])


def unlisted(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """What each CLI module imports that is neither the API, the CLI nor the ground."""
    found = {}
    for mod, deps in graph.items():
        if room_of(mod) == "tgtbuild.cli" or mod == "tgtbuild.__main__":
            below = {dep for dep in deps if room_of(dep) not in ("tgtbuild.cli", "tgtbuild.api", *GROUND)}
            if below:
                found[mod] = sorted(below)
    return found


def test_the_cli_imports_nothing_below_the_api():
    assert unlisted(import_graph()) == {}


def test_the_cli_takes_no_private_name_from_the_api():
    taken = []
    for path in sorted((PACKAGE / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and "api" in (node.module or "").split("."):
                taken += [f"{module_name(path)}: {alias.name}" for alias in node.names if alias.name.startswith("_")]
    assert taken == []


def test_the_rule_flags_a_new_reach_below():
    """The rule itself: cli.deploy taking parse_target from targets/ (as it did) is refused; the API, the ground
    and the CLI's own modules are not."""
    graph = {"tgtbuild.cli.deploy": {"tgtbuild.targets", "tgtbuild.api.boards", "tgtbuild.errors",
                                     "tgtbuild.cli.output"}}
    assert unlisted(graph) == {"tgtbuild.cli.deploy": ["tgtbuild.targets"]}


def test_the_api_tells_type_checkers_what_each_exported_name_is():
    """`from tgtbuild.api import Board` is the real class to mypy and editors, not the package's `__getattr__`'s
    Any: the stub api/__init__.pyi imports every name of `_EXPORTS` from where it lives."""
    from tgtbuild.api import _EXPORTS

    stub = ast.parse((PACKAGE / "api" / "__init__.pyi").read_text()).body
    typed = {}
    for node in [node for node in stub if isinstance(node, (ast.Import, ast.ImportFrom))]:
        assert isinstance(node, ast.ImportFrom)
        home = "tgtbuild." + ("api." if node.level == 1 else "") + (node.module or "")
        for alias in node.names:
            typed[alias.asname or alias.name] = home + ("" if alias.name == alias.asname else f":{alias.name}")
    assert typed == _EXPORTS
