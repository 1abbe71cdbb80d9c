"""Where a Makefile's tool ends and its own flags begin, in `CC = ...` text (`tgtbuild make` keeps the flags).

Splitting at the first blank broke three real spellings (issue 27):
`CC = ccache gcc` kept `gcc` as a flag (`zig cc ... gcc -c`: "gcc:
unrecognized file extension"), `CC = /usr/bin/env gcc` the same, and
`CC = "/opt/my tools/gcc" -std=c99` kept `tools/gcc" -std=c99` ("Unterminated
quoted string"). So the text is read as the shell reads a recipe line: the
tool is the first shell word after any `env [-i] [-u NAME] [NAME=VALUE]...`
and compiler launchers (ccache, sccache, distcc, icecc), quotes respected;
what follows stays make text, untouched. The Makefile's launcher is dropped:
tgtbuild's own compiler goes in its place (`tgtbuild make` has --launcher's
counterpart in `tgtbuild build`), and ccache in front of zig's multi-word
compiler is not something the Makefile asked for.
"""

from __future__ import annotations

import os

LAUNCHERS = {"ccache", "sccache", "distcc", "icecc", "buildcache"}


def _words(text: str) -> list[tuple[str, int]]:
    """(word, index just past it) for each shell word of `text`; ValueError on an unbalanced quote."""
    out: list[tuple[str, int]] = []
    i, n = 0, len(text)
    while True:
        while i < n and text[i] in " \t":
            i += 1
        if i >= n:
            return out
        word = []
        while i < n and text[i] not in " \t":
            ch = text[i]
            if ch in "'\"":
                end = text.find(ch, i + 1)
                while ch == '"' and end > 0 and text[end - 1] == "\\":
                    end = text.find(ch, end + 1)
                if end < 0:
                    raise ValueError("unbalanced quote")
                word.append(text[i + 1:end])
                i = end + 1
            elif ch == "\\" and i + 1 < n:
                word.append(text[i + 1])
                i += 2
            else:
                word.append(ch)
                i += 1
        out.append(("".join(word), i))


def flags_after_tool(value: str) -> str:
    """The text after the tool word (and any env/launcher words before it), as written; "" when none."""
    try:
        words = _words(value)
    except ValueError:
        parts = value.split(None, 1)
        return parts[1].strip() if len(parts) > 1 else ""
    k = 0
    while k < len(words):
        name = os.path.basename(words[k][0])
        if name == "env":
            k += 1
            while k < len(words) and (words[k][0] in ("-i", "-") or "=" in words[k][0].lstrip("=")):
                k += 1
            while k < len(words) and words[k][0] == "-u" and k + 1 < len(words):
                k += 2
            continue
        if name in LAUNCHERS:
            k += 1
            continue
        break
    if k >= len(words):
        return ""
    return value[words[k][1]:].strip()
