"""The one error family tgtbuild raises for bad input or a failed step.

Every stage raises a `TgtbuildError` subclass with a message written for the
person at the terminal; the CLI prints it and exits with `exit_code` instead of
a traceback. Anything else escaping is a bug in tgtbuild.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's, nor collections.abc at run time: `tgtbuild exec` imports this module
if TYPE_CHECKING:
    from collections.abc import Iterable


class TgtbuildError(Exception):
    """Base class: a message for the user and the process exit status."""

    exit_code = 2


class TargetError(TgtbuildError, ValueError):
    """A target text, dict, tag or attribute that cannot be understood."""


class ConfigError(TgtbuildError):
    """A data file (tags, kinds, toolchains, boards) that is malformed."""


def clip(text: object, limit: int = 120) -> str:
    """`repr(text)`, cut after `limit` characters with the full length said: user text echoed in an error.

    A 100,000-character target text was echoed whole, twice (200 KB on the
    terminal) by "unknown target ... in ...".
    """
    shown = str(text)
    if len(shown) <= limit:
        return repr(shown)
    return f"{shown[:limit]!r}… ({len(shown)} characters)"


def closest(word: str, choices: Iterable[str], *, cutoff: float = 0.6) -> str | None:
    """The closest spelling of `word` among `choices`, or None."""
    import difflib  # only on the error path

    matches = difflib.get_close_matches(word, list(choices), n=1, cutoff=cutoff)
    return matches[0] if matches else None


def did_you_mean(word: str, choices: Iterable[str], *, prefix: str = "") -> str:
    """'; did you mean X?' when a choice is close to `word`, else ''."""
    match = closest(word, choices)
    return f"; did you mean {prefix}{match}?" if match else ""
