"""Render a BuildGraph as a GNU Makefile (`--generator make`).

The same graph as build.ninja, spelled for make: every step's command is
expanded here (make has no rules with `$in`/`$out`), compiler depfiles are
`-include`d, a step with several outputs (the IR batch) is a grouped target
(`&:`, GNU make 4.3), response files are written at configure time (make has
no rspfile), and output folders are created by the recipe (make does not
create them). Rendering is pure, like ninja.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from .escape import make_path, make_recipe
from .graph import BuildGraph, Var

TEMPLATE = "Makefile.j2"

__all__ = ["render_make", "template_paths"]


def _make_paths(paths: Iterable[str]) -> str:
    return " ".join(make_path(p) for p in paths)


def environment() -> Any:
    """The shared Jinja2 environment (tgtbuild.templating, cached there) with this format's filters."""
    from ..templating import environment as shared

    env = shared()
    env.filters.update(make_path=make_path, make_paths=_make_paths, make_recipe=make_recipe)
    return env


def template_paths() -> list[str]:
    """The template files that shape the Makefile (a config folder's override and the package's)."""
    from ..templating import template_files

    return template_files(TEMPLATE)


def render_make(graph: BuildGraph, *, target: str = "", toolchain: str = "", version: str = "") -> str:
    """The text of the Makefile for `graph` (pure)."""
    if not version:
        from .. import __version__ as version
    steps = []
    for edge in graph.edges:
        if edge.rule == "phony":
            continue
        rule = graph.rule(edge.rule)
        outputs = edge.all_outputs
        dirs = sorted({os.path.dirname(p) for p in outputs} - {""})
        description = [w if isinstance(w, str) else w.text for w in graph.expand(edge, rule.description)]
        depfile = graph.expand(edge, rule.depfile)[0] if rule.depfile else None
        steps.append({
            "outputs": list(outputs),
            "inputs": [*edge.inputs, *sorted(set(edge.implicit))],
            "order_only": sorted(set(edge.order_only)),
            "dirs": dirs,
            "description": description,
            "command": graph.command(edge),
            "depfile": depfile,
        })
    context = {
        "version": version, "target": target, "toolchain": toolchain, "steps": steps,
        "defaults": graph.defaults,
        "regen_command": [a.name if isinstance(a, Var) else a for a in graph.regen_command],
        "regen_inputs": graph.regen_inputs,
    }
    text = environment().get_template(TEMPLATE).render(context)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text
