"""tgtbuild: cross-compile models and kernels for a device, run and time them there.

Only the cheap pieces are imported here; llvmlite, paramiko and jinja2 load
when a command needs them.
"""

from __future__ import annotations

from .errors import TargetError, TgtbuildError
from .target import Target

__all__ = ["Target", "TargetError", "TgtbuildError", "__version__"]
__version__ = "0.1.0"
