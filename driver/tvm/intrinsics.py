"""Register only the tensor intrinsics a target can use, before MetaSchedule imports all of them.

Every `TuneContext` (so every `tune_tir`/`tune_relax`) runs `import
tvm.s_tir.tensor_intrin`, which parses the TVMScript of every backend's
intrinsics: 32 s on this 2-core machine when quiet, 113 s under load, of
which CUDA's alone took 30 s, for a tuning of a Raspberry Pi kernel. The
CPU sets cost 3-6 s each (x86 4.4 s, arm_cpu 6.0 s, riscv_cpu 2.7 s, with
Python and TVM's start included, measured 2026-11-27).

`register_tensor_intrinsics(target, ...)` imports the sets for those
targets' architectures and leaves `tvm.s_tir.tensor_intrin` standing as
already imported, so TuneContext's import is free. Opt-in, and only before
anything imported the package: a later target of another kind needs its
set named here too (calling again adds it), or MetaSchedule's tensorize
rules will not find its intrinsics.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from typing import Any

PACKAGE = "tvm.s_tir.tensor_intrin"
# tgtbuild arch (targets.triple) or TVM kind → the submodule of tvm.s_tir.tensor_intrin with its intrinsics.
_BY_ARCH = {"x86_64": "x86", "i686": "x86", "aarch64": "arm_cpu", "armv7": "arm_cpu", "armv8l": "arm_cpu",
            "riscv64": "riscv_cpu", "riscv32": "riscv_cpu"}
_BY_KIND = {"cuda": "cuda", "nvptx": "cuda", "rocm": "rocm", "metal": "metal", "hexagon": "hexagon"}


def intrinsic_sets(target: Any) -> list[str]:
    """The intrinsic modules a tgtbuild target (or its text) can use: its device kind's, and its CPU's."""
    # lazily: the package imports this module; `import tgtbuild.tvm` loads no targets until one is given
    from ..targets import Target, parse_target

    parsed = target if isinstance(target, Target) else parse_target(str(target))
    sets = []
    for part in (parsed, *parsed.devices):
        if part.kind in _BY_KIND:
            sets.append(_BY_KIND[part.kind])
    arch = parsed.cpu_target.triple.arch
    if arch in _BY_ARCH:
        sets.append(_BY_ARCH[arch])
    return sorted(set(sets))


def register_tensor_intrinsics(*targets: Any) -> list[str]:
    """Import the intrinsic sets of `targets` only; returns the sets now registered.

    When the whole package was imported already, everything is registered
    and nothing is done.
    """
    module = sys.modules.get(PACKAGE)
    if module is not None and not getattr(module, "_tgtbuild_partial", False):
        return sorted(n.rsplit(".", 1)[1] for n in sys.modules if n.startswith(PACKAGE + "."))
    if module is None:
        import tvm.s_tir  # noqa: F401  # the parent package, so the stub can sit beneath it

        spec = importlib.util.find_spec(PACKAGE)
        if spec is None or spec.submodule_search_locations is None:
            from .abi import TvmError  # lazily: only for a TVM without the package

            raise TvmError(f"{PACKAGE} is not in this TVM (expected in apache-tvm 0.27)")
        module = types.ModuleType(PACKAGE, "Tensor intrinsics, registered per target by tgtbuild.tvm")
        module.__path__ = list(spec.submodule_search_locations)
        module.__spec__ = spec
        module._tgtbuild_partial = True  # type: ignore[attr-defined]
        sys.modules[PACKAGE] = module
        sys.modules["tvm.s_tir"].tensor_intrin = module  # type: ignore[attr-defined]
    for target in targets:
        for name in intrinsic_sets(target):
            importlib.import_module(f"{PACKAGE}.{name}")
    return sorted(n.rsplit(".", 1)[1] for n in sys.modules if n.startswith(PACKAGE + "."))
