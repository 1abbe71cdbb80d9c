"""Tiny inline-SVG charts for the tuning report: no JavaScript, no CDN, readable offline.

Two chart kinds cover the report: `line_chart` (best-so-far against trials,
one line per strategy) and `strip_chart` (one column of dots per category:
time against a knob's values, noise per board, the re-measured repeats),
each dot carrying its value in a <title> so a hover shows the number.
Pure functions: data in, SVG text out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

WIDTH, HEIGHT = 560, 260
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 16, 44
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


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


def _frame(y_low: float, y_high: float, y_label: str, x_label: str, y_fmt) -> tuple[list[str], object]:
    span = (y_high - y_low) or abs(y_high) or 1.0
    y_low, y_high = y_low - 0.05 * span, y_high + 0.05 * span

    def y_of(value: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - (value - y_low) / (y_high - y_low))

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
             f'height="{HEIGHT}" role="img" font-family="sans-serif" font-size="11">',
             f'<rect x="{LEFT}" y="{TOP}" width="{WIDTH - LEFT - RIGHT}" height="{HEIGHT - TOP - BOTTOM}" '
             'fill="#fafafa" stroke="#ccc"/>']
    for tick in _ticks(y_low, y_high):
        y = y_of(tick)
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#eee"/>'
                     f'<text x="{LEFT - 4}" y="{y + 4:.1f}" text-anchor="end">{escape(y_fmt(tick))}</text>')
    parts.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{HEIGHT - 6}" text-anchor="middle">'
                 f'{escape(x_label)}</text>'
                 f'<text x="12" y="{(TOP + HEIGHT - BOTTOM) / 2}" text-anchor="middle" '
                 f'transform="rotate(-90 12 {(TOP + HEIGHT - BOTTOM) / 2})">{escape(y_label)}</text>')
    return parts, y_of


def line_chart(series: dict[str, Sequence[float]], *, y_label: str, x_label: str, y_fmt) -> str:
    """Step lines, x = 1..n per series (trials), y = the series' values."""
    values = [v for s in series.values() for v in s]
    if not values:
        return ""
    parts, y_of = _frame(min(values), max(values), y_label, x_label, y_fmt)
    n = max(len(s) for s in series.values())

    def x_of(i: int) -> float:
        return LEFT + 8 + (WIDTH - LEFT - RIGHT - 16) * (i / max(n - 1, 1))

    for tick in _ticks(1, n):
        if float(tick).is_integer():
            parts.append(f'<text x="{x_of(int(tick) - 1):.1f}" y="{HEIGHT - BOTTOM + 14}" '
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


def strip_chart(groups: dict[str, Sequence[float]], *, y_label: str, x_label: str, y_fmt,
                marks: dict[str, float] | None = None) -> str:
    """One column of dots per group (in the given order); `marks` draws a bar (a median) per group."""
    values = [v for g in groups.values() for v in g] + list((marks or {}).values())
    if not values:
        return ""
    parts, y_of = _frame(min(values), max(values), y_label, x_label, y_fmt)
    names = list(groups)
    slot = (WIDTH - LEFT - RIGHT) / max(len(names), 1)
    for index, name in enumerate(names):
        centre = LEFT + slot * (index + 0.5)
        label = name if len(name) <= 18 else name[:17] + "…"
        parts.append(f'<text x="{centre:.1f}" y="{HEIGHT - BOTTOM + 14}" text-anchor="middle">{escape(label)}</text>')
        dots = groups[name]
        for j, value in enumerate(dots):
            jitter = ((j * 7919) % 11 - 5) * min(slot / 40, 2.5)
            parts.append(f'<circle class="dot" data-group="{escape(name)}" data-value="{value!r}" '
                         f'cx="{centre + jitter:.1f}" cy="{y_of(value):.1f}" r="3.5" fill="{COLOURS[0]}" '
                         f'fill-opacity="0.6"><title>{escape(name)}: {escape(y_fmt(value))}</title></circle>')
        if marks and name in marks:
            y = y_of(marks[name])
            parts.append(f'<line class="mark" x1="{centre - slot * 0.3:.1f}" x2="{centre + slot * 0.3:.1f}" '
                         f'y1="{y:.1f}" y2="{y:.1f}" stroke="{COLOURS[1]}" stroke-width="2"/>')
    parts.append("</svg>")
    return "".join(parts)
