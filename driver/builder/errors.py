"""The build stage's error, apart from the modules that raise it so none of them imports another for it."""

from __future__ import annotations

from ..errors import TgtbuildError


class BuildError(TgtbuildError):
    """The build tool ran and failed, or could not be found."""
