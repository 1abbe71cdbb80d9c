"""The two quoting layers every build file needs, kept apart (Meson's habit).

1. Shell: each literal argument becomes one shell word (`shell_word`, from
   `tgtbuild.quoting`, the one shell quoter).
2. Build-file syntax: Ninja escapes `$` everywhere, and in path lists also
   space and `:` (`ninja_path`, `ninja_value`); Make escapes `$` in recipes
   and `$`, space, `:`, `#`... in target and prerequisite lists (`make_path`,
   `make_recipe`), and refuses the names make cannot express at all.

An argument is shell-quoted first and build-escaped second, never the other
way round, so a file called `a $b:c.c` reaches the compiler unchanged.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from ..quoting import shell_word
from .graph import Arg, GraphError, Shell, Var

__all__ = ["make_path", "make_recipe", "ninja_command", "ninja_path", "ninja_text", "ninja_value", "shell_word"]


def _no_newline(text: str) -> str:
    if "\n" in text or "\r" in text:
        raise GraphError(f"a newline cannot appear in a build file value: {text!r}")
    return text


def ninja_value(text: str) -> str:
    """Text for the right-hand side of a Ninja binding: only `$` is special."""
    return _no_newline(text).replace("$", "$$")


def ninja_path(text: str) -> str:
    """A path in a Ninja `build` line: `$` → `$$`, space → `$ `, `:` → `$:`, `|` → `${tgtbuild_pipe}`.

    Ninja has no escape for `|`: a source `a|b.c` was read as input `a` plus
    implicit input `b.c` ("'../../a' missing"). A variable holding `|` (bound
    at the top of build.ninja.j2) is expanded after the line is split.
    """
    return (_no_newline(text).replace("$", "$$").replace(" ", "$ ").replace(":", "$:")
            .replace("|", "${tgtbuild_pipe}"))


def _ninja_word(arg: Arg) -> str:
    if isinstance(arg, Var):
        return f"{ninja_value(arg.prefix)}${{{arg.name}}}{ninja_value(arg.suffix)}"
    if isinstance(arg, Shell):
        return ninja_value(arg.text)
    return ninja_value(shell_word(arg))


def ninja_command(args: Iterable[Arg]) -> str:
    """A rule command: literals shell-quoted then `$`-escaped, variables as `$name`."""
    if type(args) is tuple:
        return _ninja_command(args)
    return " ".join(_ninja_word(a) for a in args)


@functools.lru_cache(maxsize=64)
def _ninja_command(args: tuple[Arg, ...]) -> str:
    """ninja_command of a tuple, kept: every C source of a library binds the same `$flags`
    words (at 2,000 files, quoting them again per edge was a fifth of rendering build.ninja)."""
    return " ".join(_ninja_word(a) for a in args)


def ninja_text(args: Iterable[Arg]) -> str:
    """A description or depfile: literals `$`-escaped without shell quoting."""
    return " ".join(
        f"{ninja_value(a.prefix)}${{{a.name}}}{ninja_value(a.suffix)}" if isinstance(a, Var)
        else ninja_value(a.text if isinstance(a, Shell) else a)
        for a in args
    )


# Measured with GNU make 4.3 (a rule `out : NAME` must rebuild when NAME is newer
# and fail when NAME is missing). Two layers, like the shell and build-file ones:
# a word holding `*`, `?` or `[` is a glob pattern to make, so it is glob-escaped
# first (`\` doubled, `*?[` backslashed: `?\:` was read as `?:`); then make's own
# escapes: `$$`, and a backslash before space, tab, `:`, `#`, `|`, doubling the
# backslashes just before them. Kept literally only when written bare: `%`
# (`\%` keeps the backslash), `&`, `(`. Never expressible: `;` (the rest of the
# line becomes a recipe, `a;id>PWN;.c` ran `id`), `=` (the line becomes a
# target-specific variable, `x!=cmd` a shell call), a word `x(y)` (an archive
# member), a trailing backslash or blank (at the end of a line); in a target also `%` (a
# pattern rule), tab and `|`; a leading `~` (a home directory to make).
# tests/test_hostile_names.py fuzzes this against real make.
_MAKE_ESCAPED = frozenset(" \t:#|")
_GLOB = frozenset("*?[")
_MAKE_NEVER = {";": "';' starts a recipe in a rule line", "=": "'=' turns a rule line into a variable assignment"}
_MAKE_NEVER_TARGET = {"%": "'%' makes a target a pattern rule", "\t": "a tab cannot be escaped in a target",
                      "|": "'|' cannot be escaped in a target"}


def _make_refuse(text: str, why: str) -> GraphError:
    return GraphError(f"GNU make cannot name the file {text!r} in a Makefile: {why}; "
                      "rename it, or build with --generator ninja (which can name every file but a newline)")


def make_path(text: str, *, target: bool = False) -> str:
    """A path in a Make target (`target=True`) or prerequisite list; refuses what make cannot express."""
    _no_newline(text)
    never = {**_MAKE_NEVER, **_MAKE_NEVER_TARGET} if target else _MAKE_NEVER
    for char, why in never.items():
        if char in text:
            raise _make_refuse(text, why)
    if text.startswith("~"):  # `./~` did not help: make drops the `./` first, and `./~root` became /root
        raise _make_refuse(text, "make reads a leading '~' as a home directory")
    if text.endswith(")") and "(" in text:
        raise _make_refuse(text, "a word 'x(y)' names member y of archive x")
    if text.endswith(("\\", " ", "\t")):
        raise _make_refuse(text, "a trailing backslash or blank cannot be escaped at the end of a line")
    word = text
    if _GLOB.intersection(word):
        word = "".join("\\" + char if char in _GLOB or char == "\\" else char for char in word)
    out = []
    for index, char in enumerate(word):
        if char == "$":
            out.append("$$")
        elif char in _MAKE_ESCAPED:
            out.append("\\" + char)
        elif char == "\\":
            rest = word[index + 1:].lstrip("\\")
            out.append("\\\\" if rest[:1] in _MAKE_ESCAPED else "\\")
        else:
            out.append(char)
    return "".join(out)


def make_recipe(words: Iterable[str | Shell]) -> str:
    """A recipe line: each word shell-quoted, then `$` doubled for Make."""
    return " ".join(
        _no_newline(w.text if isinstance(w, Shell) else shell_word(w)).replace("$", "$$") for w in words
    )
