"""Render a BuildGraph as `build.ninja` (Jinja2) plus `compile_commands.json`.

Rendering is pure: `render_ninja(graph, ...)` returns text and touches no
file, and the same graph gives the same bytes (implicit and order-only
dependency sets are sorted, nothing depends on the clock or the current
directory). Writing the files is configure's job (build/configure.py),
each through a temp file and `os.replace`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from operator import itemgetter
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

    def unshaped(edge: Any, inputs: tuple[str, ...] | None, outputs: tuple[str, ...] | None) -> Any:
        """The slow path's words, or None for slot markers: it expands the edge's own paths."""
        return literal(slow(edge)) if inputs is None and outputs is None else None

    made: dict[tuple[str, ...], list[str]] = {}  # literal(values) of bound values: every C edge binds the same $flags

    def expand(edge: Any, inputs: tuple[str, ...] | None = None, outputs: tuple[str, ...] | None = None) -> list[str]:
        """The edge's words. `inputs`/`outputs` stand in for the edge's own where given (compile_database's
        slot markers); the slow path cannot take them, so with them it returns None."""
        bound = dict(edge.variables) if edge.variables else {}  # the last binding wins, as in graph.expand
        if "in" in bound or "out" in bound:
            return unshaped(edge, inputs, outputs)  # an edge binding $in/$out: graph.expand decides
        words: list[str] = []
        for part in parts:
            if part.__class__ is not Var:
                words += part
                continue
            name = part.name
            if name == "in":
                values = edge.inputs if inputs is None else inputs
            elif name == "out":
                values = edge.outputs if outputs is None else outputs
            else:
                values = bound.get(name)
                if values is None:
                    return unshaped(edge, inputs, outputs)
                if not (part.prefix or part.suffix) and type(values) is tuple:
                    known = made.get(values)
                    if known is None:
                        known = made[values] = literal(values)
                    words += known
                    continue
            if part.prefix or part.suffix:
                if len(values) != 1:
                    return unshaped(edge, inputs, outputs)
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
    writes. Edges of one shape (rule, bound variables, number of inputs and outputs: every C source of a
    library) share one line made with slot markers for their paths, so each further edge only encodes
    its own paths: at 2,000 C files, 4.4 ms instead of 6.8 (expanding and encoding every edge's words)."""
    directory = _encode_string(str(build_dir))
    shapes: dict[tuple[Any, ...], Any] = {}
    lines = []
    for edge, expand in _compile_edges(graph, _json_words):
        key = (edge.rule, edge.variables, len(edge.inputs), len(edge.outputs))
        shape = shapes.get(key, False)
        if shape is False:
            shape = shapes[key] = _shape(edge, expand, directory)
        lines.append(_entry(edge, expand, directory) if shape is None else _filled(shape, edge))
    return "[\n" + ",\n".join(lines) + "\n]\n"


def _entry(edge: Any, expand: Any, directory: str, inputs: tuple[str, ...] | None = None,
           outputs: tuple[str, ...] | None = None, source: str | None = None) -> str:
    """One compile_commands.json line (keys sorted, as json.dumps(sort_keys=True))."""
    output = (edge.outputs if outputs is None else outputs)[0]
    return (f'{{"arguments": [{", ".join(expand(edge, inputs, outputs))}], "directory": {directory}, '
            f'"file": {_encode_string(edge.source if source is None else source)}, '
            f'"output": {_encode_string(output)}}}')


# A slot marker is NUL, a letter (input, output, source), an index and NUL: no path of a graph holds a
# NUL (graph.Edge refuses it), so in an encoded line the marker's JSON text can only be the slot.
_SLOT = re.compile(r"\\u0000([ios])(\d+)\\u0000")


def _shape(edge: Any, expand: Any, directory: str) -> tuple[str, Any] | None:
    """(format, picker) of `edge`'s line: `format % picker(encoded paths)` is the line of any edge of its
    shape, its inputs, outputs and source encoded in that order. None when the line does not come out of
    the slots (a rule the slow path expands): that shape's edges are then encoded one by one."""
    inputs = tuple(f"\0i{n}\0" for n in range(len(edge.inputs)))
    outputs = tuple(f"\0o{n}\0" for n in range(len(edge.outputs)))
    if expand(edge, inputs, outputs) is None:
        return None
    pieces = _SLOT.split(_entry(edge, expand, directory, inputs, outputs, "\0s0\0"))
    offset = {"i": 0, "o": len(inputs), "s": len(inputs) + len(outputs)}
    # "file" and "output" are slots of every line, so the picker has two indices or more and returns a tuple
    picker = itemgetter(*(offset[kind] + int(n) for kind, n in zip(pieces[1::3], pieces[2::3], strict=True)))
    shape = ("%s".join(text.replace("%", "%%") for text in pieces[0::3]), picker)
    return shape if _filled(shape, edge) == _entry(edge, expand, directory) else None


def _filled(shape: tuple[str, Any], edge: Any) -> str:
    form, picker = shape
    return form % picker([_encode_string(path)[1:-1] for path in (*edge.inputs, *edge.outputs, edge.source)])
