"""The space of knobs a tuning run searches, and its points.

Three kinds of knob, one `Knob` type:

- template knobs, declared inside a Jinja2 source (`kernel.c.j2`) by
  `{{ knob("tile", [8, 16, 32]) }}`, which renders as the chosen value. A knob
  may sit inside `{% if %}` on another one (a condition between knobs), and
  `{{ require(ti * tj <= 1024) }}` drops the points that break a rule;
- macro knobs from the command line (`--knob TILE=8,16,32`), given to every
  C/C++ source as `#define TILE 8`;
- build knobs: `--opt-level 1,2,3`, `--mcpu A,B`, `--mattr X` (repeatable).

The template part is enumerated by rendering: a depth-first walk renders
with a partial choice, and the first knob met without a value branches on
its values. Only the knobs a rendering actually reaches are in its point, so
a condition shrinks the space instead of making duplicate points (the tiled
matmul example has 48 points, not 64). A point is a plain dict, ordered as
the knobs were declared; `point_key` is its canonical JSON text, the key of
the log and of the candidate's build folder.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..frozen import frozen
from .errors import TuneError

Value = int | float | str | bool
Point = dict[str, Value]
TEMPLATE_SUFFIX = ".j2"
MAX_POINTS = 200_000  # enumerated in memory; beyond this the space wants narrowing, not listing


@frozen
class Knob:
    """One named choice: where it comes from and its values, in order."""

    name: str
    values: tuple[Value, ...]
    kind: str  # "template" | "macro" | "build"
    source: str = ""  # the template file or the option that declared it

    def export(self) -> dict[str, Any]:
        return {"name": self.name, "values": list(self.values), "kind": self.kind, "source": self.source}


def point_key(point: Point) -> str:
    """Canonical text of a point (sorted keys): equal points, equal keys."""
    return json.dumps(point, sort_keys=True, separators=(",", ":"))


def parse_value(text: str) -> Value:
    """'8' → 8, '0.5' → 0.5, anything else stays text (a C token such as `float`)."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_knob_option(text: str) -> Knob:
    """`--knob NAME=V1,V2,...` as a macro knob; the message shows the form on a mistake."""
    name, sep, values = text.partition("=")
    name = name.strip()
    if not sep or not name.isidentifier() or not values.strip():
        raise TuneError(f"--knob {text!r}: write NAME=V1,V2,... with a C macro name, e.g. --knob TILE=8,16,32")
    parsed = tuple(parse_value(v.strip()) for v in values.split(",") if v.strip())
    if len(set(map(repr, parsed))) != len(parsed):
        raise TuneError(f"--knob {text!r}: a value is listed twice")
    return Knob(name, parsed, "macro", f"--knob {name}")


class _Branch(Exception):
    def __init__(self, name: str) -> None:
        self.name = name


class _Pruned(Exception):
    pass


class Templates:
    """The Jinja2 sources of a task, compiled once, rendered per point."""

    def __init__(self, paths: Sequence[str]) -> None:
        import jinja2  # lazily: it loads jinja2, which this module's other callers do without

        self.paths = tuple(os.path.abspath(p) for p in paths)
        self._compiled = []
        for path in self.paths:
            env = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.dirname(path)),
                                     undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                                     autoescape=False)
            try:
                self._compiled.append(env.get_template(os.path.basename(path)))
            except jinja2.TemplateSyntaxError as exc:
                raise TuneError(f"{path}:{exc.lineno}: template syntax error: {exc.message}") from None
            except OSError as exc:
                raise TuneError(f"{path}: cannot read the template ({exc.strerror})") from None
        self.declared: dict[str, Knob] = {}

    def render(self, point: Point) -> list[str]:
        """The text of every template for `point` (whose template knobs must be complete)."""
        return self._render(point, record=None)

    def _render(self, choice: Point, record: list[str] | None) -> list[str]:
        import jinja2  # lazily: it loads jinja2, which this module's other callers do without

        used: list[str] = [] if record is None else record

        def knob(name: str, values: Iterable[Value] | None = None) -> Value:
            known = self.declared.get(name)
            if values is not None:
                values = tuple(values)
                if not values:
                    raise TuneError(f"knob {name!r} has no values; give a list such as [8, 16, 32]")
                if known is not None and known.values != values:
                    raise TuneError(f"knob {name!r} is declared twice with different values: "
                                    f"{list(known.values)} and {list(values)}")
                if known is None:
                    known = self.declared[name] = Knob(name, values, "template", current[0])
            elif known is None:
                raise TuneError(f"{current[0]}: knob({name!r}) is used before it is declared with its values; "
                                f"write knob({name!r}, [..]) first")
            if name not in choice:
                raise _Branch(name)
            if name not in used:
                used.append(name)
            return choice[name]

        def require(condition: object, why: str = "") -> str:
            if not condition:
                raise _Pruned(why)
            return ""

        texts, current = [], [""]
        for path, template in zip(self.paths, self._compiled, strict=True):
            current[0] = path
            try:
                texts.append(template.render(knob=knob, require=require))
            except (_Branch, _Pruned, TuneError):
                raise
            except jinja2.TemplateError as exc:
                raise TuneError(f"{path}: {exc}") from None
        return texts

    def points(self) -> list[Point]:
        """Every complete choice of template knobs (depth-first, in declaration order)."""
        found: list[Point] = []
        stack: list[Point] = [{}]
        while stack:
            choice = stack.pop()
            used: list[str] = []
            try:
                self._render(choice, used)
            except _Branch as branch:
                values = self.declared[branch.name].values
                stack.extend({**choice, branch.name: v} for v in reversed(values))
                continue
            except _Pruned:
                continue
            found.append({name: choice[name] for name in used})
            if len(found) > MAX_POINTS:
                raise TuneError(f"the templates' space has more than {MAX_POINTS} points; narrow some knobs")
        return found


@dataclass
class Space:
    """Knobs plus every point (the product of the template points and the other knobs)."""

    knobs: dict[str, Knob]
    points: list[Point]

    @property
    def size(self) -> int:
        return len(self.points)

    def describe(self) -> str:
        lines = [f"{len(self.points)} points, {len(self.knobs)} knobs"]
        width = max((len(k) for k in self.knobs), default=0)
        for knob in self.knobs.values():
            values = ", ".join(map(str, knob.values))
            lines.append(f"  {knob.name.ljust(width)}  {knob.kind:8}  [{values}]  ({os.path.relpath(knob.source)})"
                         if knob.kind == "template" else f"  {knob.name.ljust(width)}  {knob.kind:8}  [{values}]")
        return "\n".join(lines)

    def export(self) -> dict[str, Any]:
        return {"size": self.size, "knobs": [k.export() for k in self.knobs.values()]}


def build_space(templates: Templates | None, extra: Sequence[Knob]) -> Space:
    """The full space: template points × every macro and build knob's values."""
    knobs: dict[str, Knob] = {}
    template_points: list[Point] = [{}]
    if templates is not None:
        template_points = templates.points()
        knobs.update(templates.declared)
    for knob in extra:
        if knob.name in knobs:
            raise TuneError(f"knob {knob.name!r} is declared twice ({knobs[knob.name].source} and {knob.source})")
        knobs[knob.name] = knob
    total = len(template_points)
    for knob in extra:
        total *= len(knob.values)
    if total > MAX_POINTS:
        raise TuneError(f"the space has {total} points, more than the {MAX_POINTS} tgtbuild enumerates; "
                        "narrow some knobs")
    names = [k.name for k in extra]
    points = [{**base, **dict(zip(names, combo, strict=True))}
              for base in template_points
              for combo in itertools.product(*(k.values for k in extra))]
    return Space(knobs, points)
