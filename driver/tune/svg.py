"""Tiny inline-SVG charts for the tuning report: no JavaScript, no CDN, readable offline.

Two chart kinds cover the report: `line_chart` (best-so-far against trials,
one line per strategy and run) and `strip_chart` (one column of dots per
category: time against a knob's values, noise per board, the re-measured
repeats), each dot carrying its value in a <title> so a hover shows the
number. Pure functions: data in, SVG text out.

What a reader must see without hovering (each was missing once):
- the best candidate: a gold ring around its dot, a gold bar for its median
  (`BEST`), so the plots and the headline point at the same thing;
- failures: a red cross per failed candidate in a band above the plot, in
  its knob value's column, with the error text in its <title> (a knob chart
  that showed only the successes hid that every TILE=64 crashed);
- whole labels: a long label (a candidate's knobs) is wrapped, one word per
  line, instead of being cut to "TILE=16 opt_level…".
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape

WIDTH, HEIGHT = 560, 260
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 16, 44
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
BEST = "#e6a800"      # the winner, in every chart
FAILED = "#d62728"    # a failed candidate
BAND = 22             # height of the failures band above the plot
LINE = 13             # height of one line of a wrapped label


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    if high <= low:
        return [low]
    step = 10 ** math.floor(math.log10((high - low) / count))
    for factor in (1, 2, 5, 10):
        if (high - low) / (step * factor) <= count:
            step *= factor
            break
    first = math.ceil(low / step) * step
    return [first + i * step for i in range(int((high - first) / step) + 1)]


def _frame(y_low: float, y_high: float, y_label: str, x_label: str, y_fmt, *, top: int = TOP,
           bottom: int = BOTTOM) -> tuple[list[str], object, int]:
    height = HEIGHT - BOTTOM + bottom + (top - TOP)
    span = (y_high - y_low) or abs(y_high) or 1.0
    y_low, y_high = y_low - 0.05 * span, y_high + 0.05 * span

    def y_of(value: float) -> float:
        return top + (height - top - bottom) * (1 - (value - y_low) / (y_high - y_low))

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
             f'height="{height}" role="img" font-family="sans-serif" font-size="11">',
             f'<rect x="{LEFT}" y="{top}" width="{WIDTH - LEFT - RIGHT}" height="{height - top - bottom}" '
             'fill="#fafafa" stroke="#ccc"/>']
    for tick in _ticks(y_low, y_high):
        y = y_of(tick)
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#eee"/>'
                     f'<text x="{LEFT - 4}" y="{y + 4:.1f}" text-anchor="end">{escape(y_fmt(tick))}</text>')
    parts.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{height - 6}" text-anchor="middle">'
                 f'{escape(x_label)}</text>'
                 f'<text x="12" y="{(top + height - bottom) / 2}" text-anchor="middle" '
                 f'transform="rotate(-90 12 {(top + height - bottom) / 2})">{escape(y_label)}</text>')
    return parts, y_of, height


def line_chart(series: dict[str, Sequence[float]], *, y_label: str, x_label: str, y_fmt) -> str:
    """Step lines, x = 1..n per series (trials), y = the series' values."""
    values = [v for s in series.values() for v in s]
    if not values:
        return ""
    parts, y_of, height = _frame(min(values), max(values), y_label, x_label, y_fmt)
    n = max(len(s) for s in series.values())

    def x_of(i: int) -> float:
        return LEFT + 8 + (WIDTH - LEFT - RIGHT - 16) * (i / max(n - 1, 1))

    for tick in _ticks(1, n):
        if float(tick).is_integer():
            parts.append(f'<text x="{x_of(int(tick) - 1):.1f}" y="{height - BOTTOM + 14}" '
                         f'text-anchor="middle">{int(tick)}</text>')
    for index, (name, ys) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        points = " ".join(f"{x_of(i):.1f},{y_of(y):.1f}" for i, y in enumerate(ys))
        parts.append(f'<polyline class="series" data-name="{escape(name)}" fill="none" stroke="{colour}" '
                     f'stroke-width="2" points="{points}"/>')
        parts.append(f'<text x="{WIDTH - RIGHT - 4}" y="{TOP + 14 + 14 * index}" text-anchor="end" '
                     f'fill="{colour}">{escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _label(name: str, centre: float, y: float, wrap: bool) -> str:
    """A column's label: whole, one word per line when `wrap` (a candidate's knobs)."""
    if not wrap:
        return f'<text class="label" x="{centre:.1f}" y="{y}" text-anchor="middle">{escape(name)}</text>'
    lines = "".join(f'<tspan x="{centre:.1f}" dy="{0 if i == 0 else LINE}">{escape(word)}</tspan>'
                    for i, word in enumerate(name.split()))
    return f'<text class="label" x="{centre:.1f}" y="{y}" text-anchor="middle">{lines}</text>'


def strip_chart(groups: dict[str, Sequence[float]], *, y_label: str, x_label: str, y_fmt,
                marks: Mapping[str, float] | None = None, best: tuple[str, float] | None = None,
                failures: Mapping[str, Sequence[str]] | None = None, wrap: bool = False) -> str:
    """One column of dots per group (in the given order).

    `marks` draws a bar (a median) per group; `best` = (group, value) rings that dot and golds that group's
    bar; `failures` = {group: [error text, ...]} draws a red cross per failure above the plot.
    """
    failures = {g: f for g, f in (failures or {}).items() if f}
    values = [v for g in groups.values() for v in g] + list((marks or {}).values())
    if not values and not failures:
        return ""
    names = list(dict.fromkeys([*groups, *failures]))
    if not values:
        values = [0.0, 1.0]
    words = max((len(n.split()) for n in names), default=1) if wrap else 1
    top = TOP + (BAND if failures else 0)
    parts, y_of, height = _frame(min(values), max(values), y_label, x_label, y_fmt, top=top,
                                 bottom=BOTTOM + LINE * (words - 1))
    if failures:
        parts.append(f'<text x="{LEFT - 4}" y="{TOP + 8}" text-anchor="end" fill="{FAILED}">failed</text>')
    slot = (WIDTH - LEFT - RIGHT) / max(len(names), 1)
    for index, name in enumerate(names):
        centre = LEFT + slot * (index + 0.5)
        parts.append(_label(name, centre, height - BOTTOM - LINE * (words - 1) + 14, wrap))
        for j, value in enumerate(groups.get(name, ())):
            jitter = ((j * 7919) % 11 - 5) * min(slot / 40, 2.5)
            parts.append(f'<circle class="dot" data-group="{escape(name)}" data-value="{value!r}" '
                         f'cx="{centre + jitter:.1f}" cy="{y_of(value):.1f}" r="3.5" fill="{COLOURS[0]}" '
                         f'fill-opacity="0.6"><title>{escape(name)}: {escape(y_fmt(value))}</title></circle>')
            if best is not None and best == (name, value):
                parts.append(f'<circle class="best" data-group="{escape(name)}" data-value="{value!r}" '
                             f'cx="{centre + jitter:.1f}" cy="{y_of(value):.1f}" r="7" fill="none" '
                             f'stroke="{BEST}" stroke-width="3"><title>the best candidate</title></circle>')
        for j, error in enumerate(failures.get(name, ())):
            x, y = centre + ((j * 7919) % 11 - 5) * min(slot / 40, 2.5), TOP + 5
            parts.append(f'<g class="failure" data-group="{escape(name)}"><title>{escape(name)} failed: '
                         f'{escape(error)}</title><path d="M{x - 4:.1f},{y - 4} l8,8 m0,-8 l-8,8" '
                         f'stroke="{FAILED}" stroke-width="2.5"/></g>')
        if marks and name in marks:
            y = y_of(marks[name])
            is_best = best is not None and best[0] == name
            parts.append(f'<line class="mark{" best" if is_best else ""}" data-group="{escape(name)}" '
                         f'data-value="{marks[name]!r}" x1="{centre - slot * 0.3:.1f}" '
                         f'x2="{centre + slot * 0.3:.1f}" y1="{y:.1f}" y2="{y:.1f}" '
                         f'stroke="{BEST if is_best else "#333"}" stroke-width="{4 if is_best else 2}"/>')
    parts.append("</svg>")
    return "".join(parts)
