"""Render a BuildGraph as `build.ninja` (Jinja2) plus `compile_commands.json`.

Rendering is pure: `render_ninja(graph, ...)` returns text and touches no
file, and the same graph gives the same bytes (implicit and order-only
dependency sets are sorted, nothing depends on the clock or the current
directory). Writing the files is configure's job (build/configure.py),
each through a temp file and `os.replace`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

try:
    from _json import encode_basestring_ascii as _encode_string  # what json.dumps calls (ensure_ascii)
except ImportError:  # pragma: no cover - a Python without the C accelerator
    from json.encoder import py_encode_basestring_ascii as _encode_string

from ..templating import environment as shared
from ..templating import template_files
from .escape import ninja_command, ninja_path, ninja_text, ninja_value
from .graph import BuildGraph, Var

TEMPLATE = "build.ninja.j2"


def _ninja_paths(paths: Iterable[str], sort: bool = False) -> str:
    return " ".join(map(ninja_path, sorted(set(paths)) if sort else paths))


def environment() -> Any:
    """The shared Jinja2 environment (tgtbuild.templating, cached there) with this format's filters."""
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
    return template_files(name)


def render_ninja(graph: BuildGraph, *, target: str = "", toolchain: str = "", version: str = "") -> str:
    """The text of build.ninja for `graph` (pure)."""
    if not version:
        from .. import __version__ as version  # lazily: only this branch needs it
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
    directory = str(build_dir)
    return [{"directory": directory, "file": edge.source, "output": edge.outputs[0], "arguments": expand(edge)}
            for edge, expand in _compile_edges(graph, list)]


def _compile_edges(graph: BuildGraph, literal: Any) -> Iterable[tuple[Any, Any]]:
    """(edge, its expander) for every compile edge; one expander per rule, its literal runs made by `literal`."""
    expanders: dict[str, Any] = {}
    for edge in graph.edges:
        if edge.source is None or edge.rule == "phony":
            continue
        expand = expanders.get(edge.rule)
        if expand is None:
            expand = expanders[edge.rule] = _expander(graph, graph.rule(edge.rule).command, literal)
        yield edge, expand


def _expander(graph: BuildGraph, command: tuple[Any, ...], literal: Any) -> Any:
    """`edge -> argument list` for one rule: graph.command's words (Shell as its text), with the
    rule's literal runs joined once per rule instead of per edge (at 2,000 C files the
    per-argument checks were half of compile_commands' 17 ms). `literal(words)` turns each run
    of literal words into what the list holds for it (the words themselves, or their JSON text).
    """
    def slow(edge: Any) -> list[str]:  # graph.command's way, with its errors
        return [a if isinstance(a, str) else a.text for a in graph.command(edge)]

    runs: list[Any] = []  # lists of literal words, or Vars
    for arg in command:
        if isinstance(arg, Var):
            runs.append(arg)
        else:
            word = arg if isinstance(arg, str) else arg.text
            if runs and isinstance(runs[-1], list):
                runs[-1].append(word)
            else:
                runs.append([word])
    parts = [run if isinstance(run, Var) else literal(run) for run in runs]

    made: dict[tuple[str, ...], list[str]] = {}  # literal(values) of bound values: every C edge binds the same $flags

    def expand(edge: Any) -> list[str]:
        bound = dict(edge.variables) if edge.variables else {}  # the last binding wins, as in graph.expand
        if "in" in bound or "out" in bound:
            return literal(slow(edge))  # an edge variable that shadows $in/$out: graph.expand's rule decides
        words: list[str] = []
        for part in parts:
            if part.__class__ is not Var:
                words += part
                continue
            name = part.name
            if name == "in":
                values = edge.inputs
            elif name == "out":
                values = edge.outputs
            else:
                values = bound.get(name)
                if values is None:
                    return literal(slow(edge))
                if not (part.prefix or part.suffix) and type(values) is tuple:
                    known = made.get(values)
                    if known is None:
                        known = made[values] = literal(values)
                    words += known
                    continue
            if part.prefix or part.suffix:
                if len(values) != 1:
                    return literal(slow(edge))
                words += literal([part.prefix + values[0] + part.suffix])
            else:
                words += literal(values)
        return words

    return expand


def _json_words(words: Iterable[str]) -> list[str]:
    """The words as JSON list items, one string (json's own C encoder: the text json.dumps writes)."""
    text = ", ".join(map(_encode_string, words))
    return [text] if text else []


def compile_database(graph: BuildGraph, build_dir: Path) -> str:
    """compile_commands.json text: one entry per line, byte for byte what `json.dumps(entry, sort_keys=True)`
    writes, with each rule's literal words encoded once instead of once per edge (at 2,000 C files
    the per-entry encoder was 15 of configure's ~140 ms)."""
    directory = _encode_string(str(build_dir))
    lines = [f'{{"arguments": [{", ".join(expand(edge))}], "directory": {directory}, '
             f'"file": {_encode_string(edge.source)}, "output": {_encode_string(edge.outputs[0])}}}'
             for edge, expand in _compile_edges(graph, _json_words)]
    return "[\n" + ",\n".join(lines) + "\n]\n"
