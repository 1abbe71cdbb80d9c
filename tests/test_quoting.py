"""tgtbuild.quoting, the one shell quoter: tables, and a real /bin/sh reading every word back."""

from __future__ import annotations

import shlex
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tgtbuild.quoting import shell_path, shell_word, shell_words

WORDS = [
    ("abc", "abc"),
    ("-mcpu=cortex_a72+neon", "-mcpu=cortex_a72+neon"),
    ("/opt/zig/zig", "/opt/zig/zig"),
    ("a,b:c@d%e", "a,b:c@d%e"),
    ("-mattr=^x", "-mattr=^x"),  # bare like the canonical target text always had it
    ("", "''"),
    ("a b", "'a b'"),
    ("$HOME", "'$HOME'"),
    ("it's", "'it'\"'\"'s'"),
    ("a;b", "'a;b'"),
    ("*.c", "'*.c'"),
    ("~", "'~'"),
    ("ünï", "'ünï'"),
    ("a\nb", "'a\nb'"),
    ("$(id)", "'$(id)'"),
    ('dq"x', "'dq\"x'"),
    ("back\\slash", "'back\\slash'"),
]


@pytest.mark.parametrize("text, word", WORDS)
def test_shell_word_table(text, word):
    assert shell_word(text) == word


@pytest.mark.parametrize("text", [t for t, _ in WORDS if "^" not in t])
def test_shell_word_is_shlex_quote_apart_from_caret(text):
    """A drop-in for the shlex.quote calls it replaces (remote/transport, reuse/exechelper)."""
    assert shell_word(text) == shlex.quote(text)


@pytest.mark.parametrize("path, word", [
    ("~", "~"),
    ("~/work dir", "~/'work dir'"),
    ("~/a", "~/a"),
    ("/abs/x y", "'/abs/x y'"),
    ("~other/x", "'~other/x'"),  # only the own home expands
    ("rel/$x", "'rel/$x'"),
])
def test_shell_path_table(path, word):
    assert shell_path(path) == word


def _sh_echo(words: list[str]) -> list[str]:
    """What /bin/sh gets back from the quoted words: printf each, NUL-separated."""
    script = "printf '%s\\0' " + shell_words(words)
    out = subprocess.run(["/bin/sh", "-c", script], capture_output=True, check=True, timeout=30).stdout
    return out.decode("utf-8", "surrogateescape").split("\0")[:-1]


def test_sh_reads_every_table_word_back():
    texts = [t for t, _ in WORDS]
    assert _sh_echo(texts) == texts


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\0"), max_size=12),
                min_size=1, max_size=6))
def test_sh_reads_any_words_back(words):
    assert _sh_echo(words) == words
