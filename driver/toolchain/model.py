"""The values the toolchain layer hands on: `Toolchain` and `ToolchainStatus`.

`Toolchain` is the contract with `codegen` and `build` (docs/architecture.md):
a resolved, found toolchain for one target, every command an argv prefix.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..errors import TgtbuildError
from ..frozen import asdict, frozen
from ..targets import Target


class ToolchainError(TgtbuildError):
    """No toolchain can serve a target, or the one asked for is missing or unusable."""


@frozen
class Toolchain:
    """A found toolchain, resolved for one CPU target (see docs/architecture.md)."""

    name: str
    family: str
    version: str
    target: Target
    cc: tuple[str, ...]
    cxx: tuple[str, ...]
    ar: tuple[str, ...]
    ranlib: tuple[str, ...]
    strip: tuple[str, ...]
    cflags: tuple[str, ...]
    cxxflags: tuple[str, ...]
    ldflags: tuple[str, ...]
    sysroot: str | None
    launcher: tuple[str, ...]
    description: Path
    nvcc: tuple[str, ...] = ()
    cuda_archs: tuple[str, ...] = ()
    ptxas: tuple[str, ...] = ()
    fatbinary: tuple[str, ...] = ()
    unsanitized_link: tuple[str, ...] = ()  # tgtbuild's own links add these unless the user asks for a sanitizer

    def fingerprint(self) -> str:
        """sha256 over everything that shapes output, the description file's bytes included."""
        fields = asdict(self)
        fields["target"] = str(self.target)
        fields["description"] = str(self.description)
        try:
            fields["description_sha"] = hashlib.sha256(self.description.read_bytes()).hexdigest()
        except OSError:
            fields["description_sha"] = ""
        text = json.dumps(fields, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()


@frozen
class ToolchainStatus:
    """One row of `tgtbuild toolchains`: is it here, which version, does it serve the target."""

    name: str
    family: str
    found: bool
    version: str
    path: str
    serves: bool | None  # None when no target was asked about
    install: str
    summary: str
    description: Path
    reason: str = ""  # why it is missing or unusable
    cuda_archs: tuple[str, ...] = ()

    def export(self) -> dict:
        out = asdict(self)
        out["description"] = str(self.description)
        out["cuda_archs"] = list(self.cuda_archs)
        return out
