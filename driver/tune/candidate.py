"""One point of the space made concrete: its sources, its target and its build options.

The same function serves the tuner (every candidate) and `tgtbuild build/run
--config BEST` (the winner), so a tuned configuration builds exactly as it
was measured:

- template sources (`*.j2`) are rendered with the point's template knobs;
- macro knobs become `#define` lines: written at the top of a rendered C/C++
  template, or in a small wrapper that `#include`s a plain C/C++ source;
- build knobs become target attributes (`-opt-level`, `-mcpu`, `-mattr`)
  and, for IR, the request's opt level.

Rendered files go to a folder named by the hash of the point and the
sources, so equal candidates share a folder and a rebuild is a no-op.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path

from ..frozen import frozen
from ..fsutil import write_if_changed
from ..suffixes import C_FAMILY_SUFFIXES
from .errors import TuneError
from .space import TEMPLATE_SUFFIX, Point, Templates, point_key

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..targets import Target

BUILD_KNOBS = {"opt_level": "opt-level", "mcpu": "mcpu", "mattr": "mattr"}  # knob name → target attribute


@frozen
class Candidate:
    """What to build for one point."""

    point: Point
    key: str                    # point_key(point)
    sources: tuple[str, ...]    # absolute, templates rendered
    target: Target              # the task's, build knobs applied
    opt_level: int | None


def digest(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def apply_target(target: Target, point: Point) -> Target:
    """The target with the point's build knobs as attributes (`-mcpu=...`, as the text form gives them)."""
    extra = {attr: str(point[name]) for name, attr in BUILD_KNOBS.items() if name in point}
    return target.with_overrides(extra) if extra else target


def check_sources(sources: Sequence[str], macros: Sequence[str]) -> None:
    """Refuse macro knobs when no source is C/C++ (they would change nothing)."""
    plain = [s[: -len(TEMPLATE_SUFFIX)] if s.endswith(TEMPLATE_SUFFIX) else s for s in sources]
    if macros and not any(p.endswith(C_FAMILY_SUFFIXES) for p in plain):
        raise TuneError(f"--knob {macros[0]}: macro knobs are #defines for C/C++ sources, and none is given "
                        f"(sources: {', '.join(map(os.path.basename, sources))}); use a template knob instead")


def make_candidate(sources: Sequence[str], templates: Templates | None, macros: Sequence[str], target: Target,
                   point: Point, root: Path) -> Candidate:
    """Render the point's sources under `root/<hash>/` and return the Candidate."""
    key = point_key(point)
    folder = root / digest(key, *sources)
    defines = "".join(f"#define {name} {point[name]}\n" for name in macros if name in point)
    rendered = dict(zip(templates.paths, templates.render(point), strict=True)) if templates is not None else {}
    out: list[str] = []

    folder.mkdir(parents=True, exist_ok=True)
    for source in sources:
        path = os.path.abspath(source)
        if path in rendered:
            name = os.path.basename(path)[: -len(TEMPLATE_SUFFIX)]
            text = rendered[path]
            if defines and name.endswith(C_FAMILY_SUFFIXES):
                text = defines + f'#line 1 "{path}"\n' + text
            dest = folder / name
            write_if_changed(dest, text)
            out.append(str(dest))
        elif defines and path.endswith(C_FAMILY_SUFFIXES):
            dest = folder / os.path.basename(path)
            write_if_changed(dest, defines + f'#include "{path}"\n')
            out.append(str(dest))
        else:
            out.append(path)
    level = point.get("opt_level")
    if level is not None and not isinstance(level, int):
        raise TuneError(f"--opt-level value {level!r}: choose among 0, 1, 2, 3")
    return Candidate(point, key, tuple(out), apply_target(target, point), level)
