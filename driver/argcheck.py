"""Checks of the Python API's arguments: a wrong type or name is a `TgtbuildError` naming the argument.

Without them a caller's slip surfaced as whatever broke first, deep inside:
`prepare_run(sources=Path("k.c"))` was "'PosixPath' object is not
iterable" from running.py, `board=5` "'int' object has no attribute 'strip'"
from board.py, `Timing(repeat="3")` "'<' not supported between 'str' and
'int'", `jobs=True` a ninja failure, `sources="k.c"` three sources named k,
. and c (the 2026-11 hostile-API campaign, tests/test_hostile_api.py).
`ArgumentError` is also a `TypeError`, as Python's own errors for a bad
call are, so code catching either sees it.

Conventions, the same for every function: a single str (or path) where a
list is taken is one item; a path may be a str or an `os.PathLike`; a bool
is not a number; None only where the signature says `| None`.

On the no-op build's start-up path: imports nothing but `os` and errors.
"""

from __future__ import annotations

import os

from .errors import TgtbuildError, did_you_mean

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    F = TypeVar("F", bound=Callable[..., Any])


class ArgumentError(TgtbuildError, TypeError):
    """An API argument of the wrong type or value, or a keyword the function does not take."""


def _given(value: object) -> str:
    text = repr(value)
    shown = text if len(text) <= 60 else text[:57] + "..."
    return f"{shown} ({type(value).__name__})"


def keywords(func: F) -> F:
    """`func` with its arguments' names checked first: an unknown keyword names the closest one.

    Reads the names from the code object (no `inspect`: it costs ~5 ms of
    a start), so the wrapper adds two set operations to a call.
    """
    code = func.__code__
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    takes_more = bool(code.co_flags & 0x08)  # **kwargs: anything goes through
    positional = code.co_argcount
    required = set(names[:positional - len(func.__defaults__ or ())]) | \
        (set(names[positional:]) - set(func.__kwdefaults__ or {}))
    known = frozenset(names)

    def checked(*args: Any, **kwargs: Any) -> Any:
        if len(args) > positional:
            raise ArgumentError(f"{func.__name__}() takes {positional} positional argument(s), "
                                f"{len(args)} given; pass the others by name")
        if not takes_more:
            unknown = kwargs.keys() - known
            if unknown:
                word = sorted(unknown)[0]
                raise ArgumentError(f"{func.__name__}(): no argument {word!r}{did_you_mean(word, known)} "
                                    f"(it takes {', '.join(n for n in names if n != 'self')})")
        missing = required - set(names[:len(args)]) - kwargs.keys()
        if missing:
            raise ArgumentError(f"{func.__name__}(): give {', '.join(sorted(missing))}")
        return func(*args, **kwargs)

    for attribute in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(checked, attribute, getattr(func, attribute))
    checked.__wrapped__ = func  # type: ignore[attr-defined]
    return checked  # type: ignore[return-value]


def text(value: Any, name: str, *, optional: bool = False) -> str | None:
    """A str (None where `optional`)."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ArgumentError(f"{name}: a str{' or None' if optional else ''}, not {_given(value)}")
    return value


def path(value: Any, name: str, *, optional: bool = False) -> str | None:
    """A file or folder name: a str or an `os.PathLike` (a `pathlib.Path`), as a str."""
    if value is None and optional:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, os.PathLike):
        found = os.fspath(value)
        if isinstance(found, str):
            return found
    raise ArgumentError(f"{name}: a path (str or pathlib.Path){' or None' if optional else ''}, not {_given(value)}")


def paths(value: Any, name: str) -> list[str]:
    """A list of paths; one str or Path is a list of one."""
    if isinstance(value, (str, os.PathLike)):
        return [path(value, name) or ""]
    return [path(item, f"{name}[{index}]") or "" for index, item in enumerate(_items(value, name, "paths"))]


def words(value: Any, name: str) -> list[str]:
    """A list of str; one str is a list of one (not its characters)."""
    if isinstance(value, str):
        return [value]
    return [text(item, f"{name}[{index}]") or "" for index, item in enumerate(_items(value, name, "str"))]


def _is_target(value: Any) -> bool:
    """A `tgtbuild.Target`, known by its class (this module stands below the targets package)."""
    return any(cls.__module__ == "tgtbuild.targets.target" and cls.__name__ == "Target" for cls in type(value).__mro__)


def target(value: Any, name: str, *, optional: bool = False) -> Any:
    """A Target or a target text (a tag, a triple, TVM's target text), as given."""
    if value is None and optional or isinstance(value, str) or _is_target(value):
        return value
    raise ArgumentError(f"{name}: a Target or a str{' or None' if optional else ''}, not {_given(value)}")


def targets(value: Any, name: str) -> list:
    """A list of Targets or target texts; one is a list of one."""
    if isinstance(value, str) or _is_target(value):
        return [value]
    return [target(item, f"{name}[{index}]") for index, item in enumerate(_items(value, name, "str or Target"))]


def _items(value: Any, name: str, of: str) -> list:
    if isinstance(value, (list, tuple)):
        return list(value)
    if isinstance(value, (bytes, dict, set, frozenset)) or not hasattr(value, "__iter__"):
        raise ArgumentError(f"{name}: a list of {of}, not {_given(value)}")
    return list(value)


def integer(value: Any, name: str, *, low: int | None = None, high: int | None = None,
            optional: bool = False) -> int | None:
    """An int (never a bool) within `low`..`high`."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentError(f"{name}: a whole number{' or None' if optional else ''}, not {_given(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f">= {low}" if high is None else f"<= {high}" if low is None else f"{low}..{high}"
        raise ArgumentError(f"{name}: {value} is out of range ({bounds})")
    return value


def real(value: Any, name: str, *, optional: bool = False) -> float | None:
    """An int or float (never a bool), any value: for a caller whose own rule judges the value
    (a timeout: `tgtbuild.timeouts`, worded as the CLI words it)."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ArgumentError(f"{name}: a number{' or None' if optional else ''}, not {_given(value)}")
    return value


def timeout(value: Any, name: str = "timeout", *, no_limit: str = "", error: type[Exception] | None = None) -> Any:
    """A timeout: a number (None where `no_limit` says how to ask for none), judged by the one rule
    `--timeout` has (`tgtbuild.timeouts`: finite, > 0), in the CLI's words; `error` (default
    ArgumentError) is what the rule's refusal raises, e.g. TuneError for `tune`."""
    from .timeouts import check_timeout  # lazily: a no-op rebuild start up through this module

    real(value, name, optional=bool(no_limit))
    return check_timeout(value, error or ArgumentError, no_limit=no_limit)


def number(value: Any, name: str, *, low: float | None = None, high: float | None = None, above: bool = False,
           optional: bool = False) -> float | None:
    """A finite int or float (never a bool) at least `low` (above it when `above`) and at most `high`."""
    if real(value, name, optional=optional) is None:
        return None
    # compared, never converted first: NaN fails every comparison, a 400-digit int overflows float()
    if not -float("inf") < value < float("inf") or (low is not None and (value <= low if above else value < low)) \
            or (high is not None and value > high):
        bounds = [f"{'>' if above else '>='} {low:g}" if low is not None else "", f"<= {high:g}" if high is not None
                  else ""]
        raise ArgumentError(f"{name}: {value!r} is not a finite number {' and '.join(b for b in bounds if b)}"
                            .rstrip())
    return value


def flag(value: Any, name: str) -> bool:
    """A bool (a 'yes' or a 1 is more likely a slip than a wish)."""
    if not isinstance(value, bool):
        raise ArgumentError(f"{name}: True or False, not {_given(value)}")
    return value


def instance(value: Any, kind: type | tuple[type, ...], name: str, *, optional: bool = False,
             hint: str = "") -> Any:
    """`value` if it is a `kind` (None where `optional`)."""
    if value is None and optional:
        return None
    if not isinstance(value, kind):
        wanted = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        raise ArgumentError(f"{name}: a {wanted}{' or None' if optional else ''}, not {_given(value)}"
                            + (f"; {hint}" if hint else ""))
    return value
