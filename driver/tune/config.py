"""`tgtbuild build/run --config BEST`: build with a tuned configuration.

BEST is what `tgtbuild tune best LOG -o BEST` wrote, or the log itself (its
best is picked the same way). The entry for the command's target (and, when
several tasks were tuned, the one whose sources are these) is applied through
`tune.candidate.make_candidate`, the function every candidate was built
with: rendered templates, macro #defines, build knobs as target attributes.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from ..targets import parse_target
from .candidate import make_candidate
from .errors import TuneError
from .log import best_per_task, read_log
from .space import TEMPLATE_SUFFIX, Templates


def load_best(path: str) -> list[dict[str, Any]]:
    """The entries of a best file, or the best per task of a log."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise TuneError(f"--config {path}: cannot read it ({exc.strerror})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = None
    if isinstance(data, dict) and isinstance(data.get("best"), list):
        return data["best"]

    return [b.export() for b in best_per_task(read_log(path))]


def pick(entries: list[dict[str, Any]], target: str, sources: list[str], entry: str | None, path: str) -> dict:
    """The entry for this target, these sources and (for run) this entry function."""
    mine = [e for e in entries if e.get("target") == target]
    if not mine:
        have = sorted({e.get("target", "?") for e in entries})
        raise TuneError(f"--config {path}: nothing tuned for target {target}; it has: {'; '.join(have) or 'none'}")
    wanted = sorted(os.path.abspath(s) for s in sources)
    same_sources = [e for e in mine if sorted(e.get("sources", [])) == wanted]
    mine = same_sources or mine
    if entry:
        mine = [e for e in mine if e["task"].startswith(f"{entry}(")] or mine
    if len(mine) > 1:
        raise TuneError(f"--config {path}: {len(mine)} tuned tasks fit ({', '.join(e['task'] for e in mine)}); "
                        "give the sources they were tuned with")
    return mine[0]


class Tuned(NamedTuple):
    """A build with a tuned configuration: its sources (templates rendered), target text, -O level, name."""

    sources: list[str]
    target: str
    opt_level: int | None
    name: str


def tuned(config: str, target_text: str, sources: list[str], entry: str | None, build_dir: str) -> Tuned:
    """What `--config BEST` makes of a build: the configuration for `target_text` and these sources."""
    target = parse_target(target_text)
    best = pick(load_best(config), str(target), sources, entry, config)
    knobs = best["knobs"]
    template_paths = [s for s in sources if s.endswith(TEMPLATE_SUFFIX)]
    templates = Templates(template_paths) if template_paths else None
    if templates is not None:
        templates.points()  # declares the knobs, so a stale config fails here with the knob's name
        missing = [k for k in templates.declared if k not in knobs and _reached(templates, knobs, k)]
        if missing:
            raise TuneError(f"--config {config}: knob {missing[0]!r} of the templates has no value there")
    root = Path(os.path.abspath(build_dir)) / ".tgtbuild" / "tuned"
    candidate = make_candidate([os.path.abspath(s) for s in sources], templates, best.get("macros", []),
                               target, knobs, root)
    first = os.path.basename(sources[0])
    name = os.path.splitext(first[: -len(TEMPLATE_SUFFIX)] if first.endswith(TEMPLATE_SUFFIX) else first)[0]
    return Tuned(list(candidate.sources), str(candidate.target), candidate.opt_level, name)


def _reached(templates: Any, knobs: dict, name: str) -> bool:
    """True when rendering with `knobs` needs knob `name` (it is not inside an unreached branch)."""
    try:
        templates.render(knobs)
    except Exception as exc:  # the template asked for a knob the config lacks
        return getattr(exc, "name", None) == name
    return False
