"""The one `--timeout` rule, for the CLI's parser (`cli.seconds`) and the API (`prepare_run`, `tune`).

`run --timeout nan` ran without a limit and `0`/`-1` killed at once, while exec
refused them: a deadline is a finite number of seconds above 0, or absent.
The rule was written three times (the CLI's parser, `prepare_run`, `tune`);
here once. Standard library only, and nothing else of tgtbuild: `tgtbuild
exec` imports it on its start-up path (tests/test_startup_imports.py).
"""

from __future__ import annotations

# A run's limit when none is given: a program on the board, its build and upload (`tgtbuild run`,
# `api.prepare_run`, `RunRequest`); what a big model's first build may need, and no more.
RUN_TIMEOUT = 600.0


def timeout_refusal(value: float, no_limit: str = "") -> str | None:
    """Why `value` is no timeout (the words to put after it), or None when it is one.

    nan ran forever (every comparison with it is false), 0 and negatives killed
    at once. `no_limit` says how the caller asks for no limit, where it can.
    """
    if 0 < value < float("inf"):
        return None
    return "give a number of seconds > 0, e.g. 30" + (f" (no limit: {no_limit})" if no_limit else "")


def check_timeout(value: float | None, error: type[Exception], no_limit: str = "") -> float | None:
    """`value` as the API takes it (None: no limit, where `no_limit` says so); what the rule refuses
    raises `error`, worded as the CLI words it: "--timeout nan: give a number of seconds > 0, ..."."""
    if value is None and no_limit:
        return None
    refusal = timeout_refusal(float("nan") if value is None else value, no_limit)
    if refusal:
        raise error(f"--timeout {value!r}: {refusal}")
    return value
