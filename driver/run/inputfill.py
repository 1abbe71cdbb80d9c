"""The seeded input data, defined once for the board's harnesses and for `--check`'s reference.

Every buffer element is one draw `z` of one splitmix64 stream (seeded by
`--seed`, buffers in argument order, output-only buffers zeroed and drawing
nothing). What a draw becomes is the table below, written once with its C
expression beside the Python function: the harness templates paste the C
expression (`ArgSpec.fill_c`), `reference.make_inputs` calls the Python one,
so --check's inputs are the board's by construction (tests/test_run_harness.py
compares the bytes a harness wrote with `make_inputs`).

Floats are uniform in [-1, 1): the top 53 bits of the draw scaled by 2^-53
(exact in a double), doubled and shifted, then cast to the element type
(the reference rounds through float32 the same way). Integers are small
(0..200 unsigned, -100..100 signed) so sums and products of a kernel's
inputs do not overflow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Rule(NamedTuple):
    c: str                           # C expression of the uint64_t draw `z`, cast to the element type after
    python: Callable[[int], float | int]


RULES = {
    "float": Rule("(double)(z >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0",
                  lambda z: (z >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0),
    "unsigned": Rule("z % 201", lambda z: z % 201),
    "signed": Rule("(int64_t)(z % 201) - 100", lambda z: z % 201 - 100),
}


def rule(dtype: str, is_float: bool) -> Rule:
    """The rule of an element type (argspec dtype name)."""
    return RULES["float" if is_float else "unsigned" if dtype.startswith("u") else "signed"]
