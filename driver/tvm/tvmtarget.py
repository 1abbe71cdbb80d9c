"""TVM's Target for a tgtbuild target: the same machine named once, for `tvm.compile` and MetaSchedule."""

from __future__ import annotations

import os
from typing import Any

# The attributes of a tgtbuild CPU target that TVM's llvm kind takes as they are.
_TVM_ATTRS = ("mtriple", "mcpu", "mattr", "mabi", "num-cores")


def tgtbuild_target(target: Any) -> Any:
    # lazily: the package imports this module; `import tgtbuild.tvm` loads no targets until one is given
    from ..targets import Target, parse_target

    return target if isinstance(target, Target) else parse_target(str(target))


def tvm_target(target: Any) -> Any:
    """TVM's Target for a tgtbuild target (a tag like `rasp4b`, a triple, target text).

    The same triple, CPU, features and `num-cores` on both sides: MetaSchedule
    needs `num-cores` to tune, and the runner sizes the kernel's thread pool
    by it. TVM 0.27 takes only the dict form (its `-mtriple=` text is refused).
    """
    cpu = tgtbuild_target(target).cpu_target
    config: dict[str, Any] = {"kind": "llvm"}
    for key in _TVM_ATTRS:
        value = cpu.attrs.get(key)
        if value not in (None, "", ()):
            config[key] = list(value) if isinstance(value, tuple) else value
    config.setdefault("mtriple", str(cpu.triple))
    config.setdefault("num-cores", os.cpu_count() or 1)  # a target without it is this machine (or say -num-cores=N)
    import tvm  # lazily: TVM only when called (the package docstring)

    return tvm.target.Target(config)


