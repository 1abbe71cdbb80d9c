"""Sources → BuildGraph → build.ninja / Makefile → ninja.

Public API (each stage usable alone; see docs/architecture.md):

- `collect_sources(paths)`, `plan(sources, target, toolchain, build_dir, options)` → `BuildGraph`
- `render_ninja(graph)` / `render_make(graph)` → text (pure)
- `configure(Request)` → a configured build dir (skips all work when unchanged)
- `build(requests, jobs=..., verbose=...)` → per-target `BuildResult`
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs the no-op fast path a few ms
    from typing import Any

_EXPORTS = {
    "BuildGraph": "graph", "Edge": "graph", "Rule": "graph", "Pool": "graph", "Var": "graph", "GraphError": "graph",
    "Source": "plan", "SourceError": "sourcefiles", "collect_sources": "sourcefiles", "PlanOptions": "plan",
    "plan": "plan",
    "render_ninja": "ninja", "render_make": "make",
    "Request": "configure", "Configured": "configure", "configure": "configure",
    "BuildError": "ninjatool", "run_build": "ninjatool",
    "BuildResult": "matrix", "build": "matrix",
}


def __getattr__(name: str) -> Any:  # lazy: `tgtbuild build` imports only what it runs
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'tgtbuild.builder' has no attribute {name!r}")
    import importlib  # lazily: 0.15 ms of a start (cli/__init__.py), and a no-op rebuild names nothing here

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = sorted(_EXPORTS)
