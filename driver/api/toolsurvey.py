"""`toolchains(target=None)`: which toolchains are installed here, and which one builds for a target.

What `tgtbuild toolchains` prints (the CLI formats a `ToolchainSurvey`), and what a script asks before it
builds: `tb.toolchains("rasp4b").selected` is the toolchain `build("rasp4b", ...)` uses. Not named
api/toolchains.py: importing that submodule would set `tgtbuild.api.toolchains` to the module, hiding the
function the package exports under that name.
"""

from __future__ import annotations

from .. import argcheck
from ..argcheck import keywords
from ..frozen import frozen
from ..targets import Target, parse_target
from ..toolchain import select, survey
from ..toolchain.model import ToolchainError, ToolchainStatus

__all__ = ["ToolchainSurvey", "toolchains"]


@frozen
class ToolchainSurvey:
    """`rows`: every toolchain, found or missing, with version and path (`serves`: whether it builds for
    `target`, None without one); `selected`: the one a build for `target` uses, or None with `error` saying
    why none does."""

    rows: tuple[ToolchainStatus, ...]
    target: Target | None = None
    selected: str | None = None
    error: str = ""

    def export(self) -> dict:
        """`tgtbuild toolchains --json`'s object."""
        out: dict = {"toolchains": [row.export() for row in self.rows]}
        if self.target is not None:
            out["target"] = str(self.target)
            out["selected"] = self.selected
            if self.selected is None:
                out["error"] = self.error
        return out


@keywords
def toolchains(target: str | Target | None = None) -> ToolchainSurvey:
    """Every toolchain description (toolchains/tools/*.toml and the user's), each probed here; with `target`,
    which of them serve it and the one `build` selects."""
    argcheck.target(target, "target", optional=True)
    if target is None:
        return ToolchainSurvey(tuple(survey(None)))
    parsed = target if isinstance(target, Target) else parse_target(target)
    try:
        chosen, error = select(parsed).name, ""
    except ToolchainError as exc:
        chosen, error = None, str(exc)
    return ToolchainSurvey(tuple(survey(parsed)), parsed, chosen, error)
