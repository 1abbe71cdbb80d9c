"""The two quoting layers every build file needs, kept apart (Meson's habit).

1. Shell: each literal argument becomes one shell word (`shell_word`, from
   `tgtbuild.quoting`, the one shell quoter).
2. Build-file syntax: Ninja escapes `$` everywhere, and in path lists also
   space and `:` (`ninja_path`, `ninja_value`); Make escapes `$` in recipes
   and `$`, space, `:`, `#` in target and prerequisite lists (`make_path`,
   `make_recipe`).

An argument is shell-quoted first and build-escaped second, never the other
way round, so a file called `a $b:c.c` reaches the compiler unchanged.
"""

from __future__ import annotations

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
    """A path in a Ninja `build` line: `$` → `$$`, space → `$ `, `:` → `$:`."""
    return _no_newline(text).replace("$", "$$").replace(" ", "$ ").replace(":", "$:")


def _ninja_word(arg: Arg) -> str:
    if isinstance(arg, Var):
        return f"{ninja_value(arg.prefix)}${{{arg.name}}}{ninja_value(arg.suffix)}"
    if isinstance(arg, Shell):
        return ninja_value(arg.text)
    return ninja_value(shell_word(arg))


def ninja_command(args: Iterable[Arg]) -> str:
    """A rule command: literals shell-quoted then `$`-escaped, variables as `$name`."""
    return " ".join(_ninja_word(a) for a in args)


def ninja_text(args: Iterable[Arg]) -> str:
    """A description or depfile: literals `$`-escaped without shell quoting."""
    return " ".join(
        f"{ninja_value(a.prefix)}${{{a.name}}}{ninja_value(a.suffix)}" if isinstance(a, Var)
        else ninja_value(a.text if isinstance(a, Shell) else a)
        for a in args
    )


def make_path(text: str) -> str:
    """A path in a Make target or prerequisite list."""
    _no_newline(text)
    text = text.replace("\\", "\\\\") if text.endswith("\\") else text
    return (text.replace("$", "$$").replace(" ", "\\ ").replace(":", "\\:")
            .replace("#", "\\#").replace("%", "\\%"))


def make_recipe(words: Iterable[str | Shell]) -> str:
    """A recipe line: each word shell-quoted, then `$` doubled for Make."""
    return " ".join(
        _no_newline(w.text if isinstance(w, Shell) else shell_word(w)).replace("$", "$$") for w in words
    )
