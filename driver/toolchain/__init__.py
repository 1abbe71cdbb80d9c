"""Toolchains: descriptions (`toolchains/tools/*.toml`), detection, target → flags, selection.

Public API (docs/architecture.md): `select(target, name=None)`, `select_cuda(target)`,
`survey(target=None)`, `Toolchain`, `ToolchainStatus`, `ToolchainError`.
"""

from .describe import Description, descriptions
from .model import Toolchain, ToolchainError, ToolchainStatus
from .select import check_cuda_arch, cuda_arch, resolve_launcher, select, select_cuda, serves, survey

__all__ = [
    "Description", "Toolchain", "ToolchainError", "ToolchainStatus", "check_cuda_arch", "cuda_arch",
    "descriptions", "resolve_launcher", "select", "select_cuda", "serves", "survey",
]
