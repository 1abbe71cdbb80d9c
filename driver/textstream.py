"""Progress of long work (builds, deploys, tuning) as text, for a callback or a stream (the API's `progress`).

The API's long operations take `progress`: a callable given each piece of
text as it comes (a build's ninja lines, "configured ...", "running ...")
or a text stream; None drops it. The CLI passes its stdout or stderr, a
notebook a function of its own.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TextIO

    Progress = Callable[[str], object] | TextIO | None


class _Callback:
    """A text stream whose writes go to a callback (what the build stages write to)."""

    def __init__(self, callback: Callable[[str], object]) -> None:
        self.callback = callback

    def write(self, text: str) -> int:
        if text:
            self.callback(text)
        return len(text)

    def flush(self) -> None:
        pass


class Quiet:
    """A text stream that drops what it is given (a reference build's progress, an API call without `progress`)."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def as_stream(progress: Progress) -> TextIO:
    """A writable text stream for `progress` (a stream stays itself, a callable is wrapped, None drops)."""
    if progress is None:
        return Quiet()  # type: ignore[return-value]
    if hasattr(progress, "write"):
        return progress  # type: ignore[return-value]
    if not callable(progress):
        from .argcheck import ArgumentError  # lazily: a no-op rebuild start up through this module

        raise ArgumentError(f"progress: a callable given text, a text stream or None, not {progress!r}")
    return _Callback(progress)  # type: ignore[arg-type,return-value]
