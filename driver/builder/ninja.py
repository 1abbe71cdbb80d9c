"""Render a BuildGraph as `build.ninja` (Jinja2) plus `compile_commands.json`.

Rendering is pure: `render_ninja(graph, ...)` returns text and touches no
file, and the same graph gives the same bytes (implicit and order-only
dependency sets are sorted, nothing depends on the clock or the current
directory). Writing the files is configure's job (build/configure.py),
each through a temp file and `os.replace`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .escape import ninja_command, ninja_path, ninja_text, ninja_value
from .graph import BuildGraph, Var

TEMPLATE = "build.ninja.j2"


def _ninja_paths(paths: Iterable[str], sort: bool = False) -> str:
    items = sorted(set(paths)) if sort else list(paths)
    return " ".join(ninja_path(p) for p in items)


def environment() -> Any:
    """The shared Jinja2 environment (tgtbuild.templating, cached there) with this format's filters."""
    from ..templating import environment as shared

    env = shared()
    env.filters.update(
        ninja_path=ninja_path,
        ninja_paths=_ninja_paths,
        ninja_value=ninja_value,
        ninja_command=ninja_command,
        ninja_text=ninja_text,
    )
    return env


def template_paths(name: str = TEMPLATE) -> list[str]:
    """The template files that shape build.ninja (a config folder's override and the package's)."""
    from ..templating import template_files

    return template_files(name)


def render_ninja(graph: BuildGraph, *, target: str = "", toolchain: str = "", version: str = "") -> str:
    """The text of build.ninja for `graph` (pure)."""
    if not version:
        from .. import __version__ as version
    context: Mapping[str, Any] = {
        "version": version,
        "target": target,
        "toolchain": toolchain,
        "pools": graph.pools,
        "rules": graph.rules,
        "edges": graph.edges,
        "regen_command": graph.regen_command,
        "regen_inputs": graph.regen_inputs,
        "defaults": graph.defaults,
    }
    text = environment().get_template(TEMPLATE).render(context)
    # Blank-line runs come from optional blocks; keep the output tidy and stable.
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text


def compile_commands(graph: BuildGraph, build_dir: Path) -> list[dict[str, Any]]:
    """compile_commands.json entries for every edge that compiles one source."""
    entries = []
    directory = str(build_dir)
    expanders: dict[str, Any] = {}
    for edge in graph.edges:
        if edge.source is None or edge.rule == "phony":
            continue
        expand = expanders.get(edge.rule)
        if expand is None:
            expand = expanders[edge.rule] = _expander(graph, graph.rule(edge.rule).command)
        entries.append({"directory": directory, "file": edge.source, "output": edge.outputs[0],
                        "arguments": expand(edge)})
    return entries


def _expander(graph: BuildGraph, command: tuple[Any, ...]) -> Any:
    """`edge -> argument list` for one rule: graph.command's words (Shell as its text), with the
    rule's literal runs joined once per rule instead of per edge (at 2,000 C files the
    per-argument checks were half of compile_commands' 17 ms)."""
    def slow(edge: Any) -> list[str]:  # graph.command's way, with its errors
        return [a if isinstance(a, str) else a.text for a in graph.command(edge)]

    parts: list[Any] = []  # lists of literal words, or Vars
    for arg in command:
        if isinstance(arg, Var):
            parts.append(arg)
        else:
            word = arg if isinstance(arg, str) else arg.text
            if parts and isinstance(parts[-1], list):
                parts[-1].append(word)
            else:
                parts.append([word])

    def expand(edge: Any) -> list[str]:
        if any(key in ("in", "out") for key, _ in edge.variables):
            return slow(edge)  # an edge variable that shadows $in/$out: graph.expand's rule decides
        words: list[str] = []
        for part in parts:
            if isinstance(part, list):
                words += part
                continue
            if part.name == "in":
                values = edge.inputs
            elif part.name == "out":
                values = edge.outputs
            else:
                bound = [value for key, value in edge.variables if key == part.name]
                if not bound:
                    return slow(edge)
                values = bound[-1]  # the last binding wins, as in graph.expand
            if part.prefix or part.suffix:
                if len(values) != 1:
                    return slow(edge)
                words.append(part.prefix + values[0] + part.suffix)
            else:
                words += values
        return words

    return expand


def compile_database(graph: BuildGraph, build_dir: Path) -> str:
    """compile_commands.json text: one entry per line (json's C encoder; indent= would use the slow one)."""
    entries = compile_commands(graph, build_dir)
    encode = json.JSONEncoder(sort_keys=True).encode  # one encoder: json.dumps(sort_keys=...) makes one per entry
    return "[\n" + ",\n".join(encode(e) for e in entries) + "\n]\n"
