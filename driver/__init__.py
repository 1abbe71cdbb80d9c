"""tgtbuild: cross-compile models and kernels for a device, run and time them there.

Names are resolved on first use (PEP 562) so that `import tgtbuild` and the
CLI's start-up pay only for what a command needs; llvmlite, paramiko and
jinja2 load when a command uses them.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing import ...`: typing costs start-up time

__all__ = ["Target", "TargetError", "TgtbuildError", "Triple", "__version__"]
__version__ = "0.1.0"

_LAZY = {
    "Target": "tgtbuild.targets.target",
    "Triple": "tgtbuild.targets.triple",
    "TargetError": "tgtbuild.errors",
    "TgtbuildError": "tgtbuild.errors",
}

if TYPE_CHECKING:
    from typing import Any

    from .errors import TargetError, TgtbuildError
    from .targets.target import Target
    from .targets.triple import Triple


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib  # lazily: `tgtbuild targets` start up through this module

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'tgtbuild' has no attribute {name!r}")
