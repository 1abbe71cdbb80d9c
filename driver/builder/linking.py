"""How programs are linked with the model's library: one answer for the planner and the run stage."""

from __future__ import annotations

from typing import Any


def programs_link_shared(target: Any) -> bool:
    """Whether a program links lib<name>.so (glibc targets) rather than lib<name>.a (musl: static).

    The shared library is TVM's way (`export_library`): the same softmax
    instructions ran 8-14% slower linked statically into the executable
    (DESIGN.md). musl programs stay static: boards rarely have musl's loader.
    """
    return target.cpu_target.triple.libc != "musl"
