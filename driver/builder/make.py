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

from ..templating import environment as shared
from ..templating import template_files
from .escape import make_path, make_recipe
from .graph import BuildGraph, Shell, Var

TEMPLATE = "Makefile.j2"

__all__ = ["render_make", "template_paths"]


def _make_paths(paths: Iterable[str]) -> str:
    return " ".join(make_path(p) for p in paths)


def _make_targets(paths: Iterable[str]) -> str:
    return " ".join(make_path(p, target=True) for p in paths)


# A compiler writes any header's name into its depfile as it is (clang and gcc
# escape space, `#` and `$`, not `;` or `=`), and make reads an `-include`d
# depfile as Makefile text: a header `h;id>PWN;.h` made `obj.o: m.c h;id>PWN;.h`,
# whose recipe `id>PWN` overrides the compile on the next make. Clang also
# writes a `\` in a name as `/` (`b\s.c` became `b/s.c`), a file that does not
# exist, and make stops at a missing prerequisite. So make never reads the
# compiler's depfile: this awk passes it on only when it holds one rule (one
# `:`), every byte is one make reads literally (a backslash only escapes a
# space or ends a line) and every prerequisite can be opened; anything else
# (non-ASCII names included) becomes "always rebuild this object", which is
# never wrong, only slower. The copy is what `-include` reads.
_DEPFILE_CHECK = " ".join((
    r'/[^-A-Za-z0-9_.\/+,@^ \\:]/ { bad = 1 }',
    r'/\\[^ ]/ { bad = 1 }',
    r'{ n += gsub(/:/, ":"); text = text $0 "\n"; line = $0; sub(/\\$/, "", line); all = all " " line }',
    r'END { if (bad || n != 1) exit 1; sub(/^[^:]*:/, "", all); gsub(/\\ /, "\001", all);',
    r'm = split(all, words, " "); for (i = 1; i <= m; i++) {',
    r'p = words[i]; gsub(/\001/, " ", p); if ((getline junk < p) < 0) exit 1; close(p) }',
    r'printf "%s", text }',
))
ALWAYS = "tgtbuild-always"


def _depfile_guard(depfile: str, output: str) -> list[str | Shell]:
    """The recipe line that turns the compiler's depfile into the one make includes (`<depfile>.mk`)."""
    return ["LC_ALL=C", "awk", _DEPFILE_CHECK, depfile, Shell(">"), depfile + ".mk", Shell("||"),
            "printf", "%s: " + ALWAYS + "\\n", output, Shell(">"), depfile + ".mk"]


def environment() -> Any:
    """The shared Jinja2 environment (tgtbuild.templating, cached there) with this format's filters."""
    env = shared()
    env.filters.update(make_path=make_path, make_paths=_make_paths, make_targets=_make_targets,
                       make_recipe=make_recipe)
    return env


def template_paths() -> list[str]:
    """The template files that shape the Makefile (a config folder's override and the package's)."""
    return template_files(TEMPLATE)


def render_make(graph: BuildGraph, *, target: str = "", toolchain: str = "", version: str = "") -> str:
    """The text of the Makefile for `graph` (pure)."""
    if not version:
        from .. import __version__ as version  # lazily: only this branch needs it
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
            "depfile_guard": _depfile_guard(depfile, outputs[0]) if depfile else None,
        })
    context = {
        "version": version, "target": target, "toolchain": toolchain, "steps": steps,
        "defaults": graph.defaults,
        "regen_command": [a.name if isinstance(a, Var) else a for a in graph.regen_command],
        "regen_inputs": graph.regen_inputs, "always": ALWAYS,
    }
    text = environment().get_template(TEMPLATE).render(context)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text
