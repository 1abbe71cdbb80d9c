"""The CLI stands on the public API (`tgtbuild.api`), its own modules and the ground, and on nothing else but
what ALLOWED lists and says why.

Conan's commands call only `conan_api.*`; here a command that reached below
the API (`cli/run.py` took the private `api.building._watched`, `cli/ctest.py`
resolved the board word a second time beside `reuse.facts`) kept two paths
for one job (issue 44). The ground (FLOORS' floor 0: errors, exiting,
interrupts, timeouts, stats...) stands beneath every floor and is allowed.
Lazy imports count. An entry leaves ALLOWED when its command gets its verb.
"""

from __future__ import annotations

import ast

from test_import_graph import FLOORS, PACKAGE, import_graph, module_name, room_of

GROUND = set(FLOORS[0][1])
ALLOWED: dict[str, set[str]] = {
    # `tgtbuild exec`, which ctest runs once per test (28 ms a call, bench/exec.py): it speaks to the board's
    # helper through the client half itself and imports no API module (tests/test_startup_imports.py). A verb
    # would add the `tgtbuild.api` package and its module to every call: 0.13 ms for the package alone
    # (-X importtime from .pyc, median of 21) and ~0.15 ms a module, ~1% of the call, for no new behaviour.
    "tgtbuild.cli.exec": {"tgtbuild.reuse.exechelper.failure"},
    "tgtbuild.cli.execfast": {"tgtbuild.remote.kept.protocol"},
    "tgtbuild.cli.execcall": {"tgtbuild.machines", "tgtbuild.remote.kept.client", "tgtbuild.remote.kept.missing",
                              "tgtbuild.remote.kept.protocol", "tgtbuild.remote.kept.stdinsource",
                              "tgtbuild.reuse.exechelper.failure", "tgtbuild.reuse.exechelper.mesontest",
                              "tgtbuild.reuse.exechelper.request", "tgtbuild.reuse.exechelper.server",
                              "tgtbuild.targets"},
    # Board options, declared once, exec's in-process path among their users: api.boards would bring deploy
    # and probe with it.
    "tgtbuild.cli.boardopts": {"tgtbuild.remote.choose"},
    # The warm replay (run.warm, issue 44's item 2), paramiko loaded ahead (remote.paramikoload), and what the API does
    # not hand back yet: the context's instability, an exit status in words, the harness's failure type.
    "tgtbuild.cli.run": {"tgtbuild.remote.paramikoload", "tgtbuild.remote.shelltext", "tgtbuild.run.context",
                         "tgtbuild.run.onboard", "tgtbuild.run.warm"},
    "tgtbuild.cli.compare": {"tgtbuild.remote.paramikoload", "tgtbuild.run.context"},
    "tgtbuild.cli.tune": {"tgtbuild.tune.decide", "tgtbuild.tune.progress", "tgtbuild.tune.space"},
}


def unlisted(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """What each CLI module imports that is neither the API, the CLI, the ground nor in ALLOWED."""
    found = {}
    for mod, deps in graph.items():
        if room_of(mod) == "tgtbuild.cli" or mod == "tgtbuild.__main__":
            below = {dep for dep in deps if room_of(dep) not in ("tgtbuild.cli", "tgtbuild.api", *GROUND)}
            if below - ALLOWED.get(mod, set()):
                found[mod] = sorted(below - ALLOWED.get(mod, set()))
    return found


def test_the_cli_imports_nothing_below_the_api_but_what_allowed_says():
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
