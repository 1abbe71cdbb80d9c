"""The shell layer of quoting, in one place: a literal string → one POSIX shell word.

Every command tgtbuild writes for a shell passes through here: compile and
link lines in build.ninja / Makefiles (before the build file's own `$`
escaping, see `tgtbuild.builder.escape`), response files, shell words in
`tgtbuild env` output (`tgtbuild.reuse.quoting` adds each format's layer on
top), remote commands over SSH, and the canonical text of a target
(`-host='llvm -mcpu=x'`). The build-file and output-format layers stay in
their own modules; this one knows only the shell.

A word made only of characters no POSIX shell treats specially stays bare,
so build lines read like hand-written ones and a target's canonical text is
stable; anything else is single-quoted (`'` written as `'"'"'`), which is
exactly `shlex.quote` plus `^` in the bare set (POSIX sh gives `^` no
meaning; only zsh's EXTENDED_GLOB would, and the target texts tgtbuild has
always printed write it bare, so their hashes and build dirs stay the same).
Importing this costs nothing (no shlex, no regex).
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's, nor collections.abc at run time: `tgtbuild targets show` imports this
if TYPE_CHECKING:
    from collections.abc import Iterable

# Characters a word may hold and stay bare (a set, not a regex: compiling one was 0.1 ms of every start).
_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./^-")


def shell_word(text: str) -> str:
    """`text` as one POSIX shell word: bare when nothing in it is special, else single-quoted."""
    if text and _BARE.issuperset(text):
        return text
    return "'" + text.replace("'", "'\"'\"'") + "'"


def shell_words(words: Iterable[str]) -> str:
    """argv → one line of shell words (`'/a b/zig' cc -target x`)."""
    return " ".join(shell_word(str(w)) for w in words)


def shell_path(path: str) -> str:
    """A remote path as a shell word whose leading `~` or `~/` stays expandable (the board's home)."""
    if path == "~":
        return "~"
    if path.startswith("~/"):
        return "~/" + shell_word(path[2:])
    return shell_word(path)
