r"""One `to_<format>_value` helper per output format, and nothing else.

Values stay Python built-ins (str, list of argv words, bool, int) until a
template writes them; each helper knows the two layers its format has:

* make:  shell words (recipes run through /bin/sh), then make's own `$`/`#`
         escaping. A list is an argv (`zig cc -target ...`), so each word is
         shell-quoted and the whole survives `$(CC) -c x.c` in a recipe.
* cmake: one quoted argument (`"..."` with `\\ \" \$` escaped; a `;` stays,
         a quoted argument keeps it). An argv becomes several arguments
         (`set(X "a" "b")`, a CMake list); a flags string is shell words
         inside one argument.
* meson: a single-quoted Meson string or an array of them; no escapes
         (Meson doubles backslashes in machine files), see `to_meson_value`.
* sh:    shell quoting; an argv becomes one string holding shell words, the
         form `CC` takes in the environment (`eval`/word-split by consumers).

Every helper refuses a newline in a value: no format can carry it safely into
a compiler command line, and silently dropping it would miscompile.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..errors import TgtbuildError
from ..quoting import shell_word
from ..quoting import shell_words as _words


class QuotingError(TgtbuildError):
    """A value that the output format cannot represent (a newline, a NUL)."""


def _check(text: str, fmt: str) -> str:
    if "\n" in text or "\r" in text or "\x00" in text:
        raise QuotingError(f"{fmt}: cannot write a value with a newline or NUL: {text!r}")
    return text


def shell_line(words: Sequence[str]) -> str:
    """argv → one line of POSIX shell words for a generated file (`'/a b/zig' cc -target x`).

    A newline or NUL, which no such line can hold, is refused (QuotingError);
    `tgtbuild.quoting.shell_words`, for commands run now, quotes it instead.
    """
    return _words(_check(str(w), "shell") for w in words)


def to_make_value(value: str | Sequence[str]) -> str:
    """A make variable's value: a list is shell words, a str is taken as is.

    `$` doubles (make would expand it) and `#` is escaped (make would start a
    comment); the result is the same in an included fragment and on the make
    command line (`make CC=...`).
    """
    text = value if isinstance(value, str) else shell_line(value)
    _check(text, "make")
    return text.replace("$", "$$").replace("#", "\\#")


def to_make_cmdline(name: str, value: str | Sequence[str]) -> str:
    """`NAME=value` for make's argv: like `to_make_value`, but `#` stays (no comments there)."""
    text = value if isinstance(value, str) else shell_line(value)
    _check(text, "make")
    return f"{name}={text.replace('$', '$$')}"


def to_cmake_value(value: str | Sequence[str] | bool) -> str:
    """One CMake quoted argument, or for a list one quoted argument per item (a CMake list)."""
    if isinstance(value, bool):
        return "ON" if value else "OFF"
    if not isinstance(value, str):
        return " ".join(to_cmake_value(str(v)) for v in value)
    _check(value, "cmake")
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")
    return f'"{escaped}"'


def to_meson_value(value: str | Sequence[str] | bool | int) -> str:
    r"""A Meson machine-file literal: 'string', ['array', 'of', 'strings'], true/false, or a number.

    Meson doubles every backslash of a machine-file value before parsing it
    (for Windows paths), so no escape works there: `'a\'b'` stops Meson 1.12
    with "Expecting eof got id". A backslash is therefore written as is, and
    a `'` goes inside a `'''...'''` piece (which reads no escapes) joined with
    `+`: `'x=' + '''a'b'''`. A quote that starts or ends the value, touches a
    backslash, or comes three in a row has no spelling at all (QuotingError).
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, str):
        return "[" + ", ".join(to_meson_value(str(v)) for v in value) + "]"
    _check(value, "meson")
    pieces = []
    start = 0
    for run in re.finditer("'+", value):
        before, after = run.start() - 1, run.end()
        if before < start or after >= len(value) or len(run.group()) > 2 or "\\" in value[before] + value[after]:
            raise QuotingError(f"meson: cannot write {value!r} in a machine file: each ' must sit between two "
                               "characters other than ' and \\ (Meson reads no escapes there)")
        if before > start:
            pieces.append(f"'{value[start:before]}'")
        pieces.append(f"'''{value[before:after + 1]}'''")
        start = after + 1
    if start < len(value) or not pieces:
        pieces.append(f"'{value[start:]}'")
    return " + ".join(pieces)


def to_sh_value(value: str | Sequence[str]) -> str:
    """A shell-quoted word; a list first becomes shell words (so `$CC` splits right after eval)."""
    text = value if isinstance(value, str) else shell_line(value)
    _check(text, "sh")
    return shell_word(text)
