"""The environment a `meson test` test asks for, passed on to its program on the board.

`meson test` starts the exe_wrapper (`tgtbuild exec`, as `tgtbuild env
--format meson` writes it) with the test's `env:` already set in the
wrapper's own environment, among everything the wrapper inherited from the
shell; on an SSH board the program saw none of it (a test reading
`DATA_DIR` failed with "DATA_DIR is not set"). Forwarding the whole
environment would send this machine's PATH, HOME and the rest; so exec sends
only the variables that are the test's:

* the names of the test's own `env:`, as Meson records them in the build's
  introspection file `meson-info/intro-tests.json` (the same as `meson
  introspect --tests`), for every test whose `cmd` is exactly the program and
  arguments exec was given (two tests of one command: the union of their
  names). The values are taken from exec's environment, where Meson put them:
  an `env.prepend('PATH', dir)` therefore arrives as this machine's whole
  value, `dir` and the rest;
* the variables `meson test` itself sets for every test (`mtest.py`):
  MESON_TEST_ITERATION, MALLOC_PERTURB_ and the sanitizers' ASAN_OPTIONS,
  UBSAN_OPTIONS and MSAN_OPTIONS, when a test matched.

A value that is an absolute path into a mirrored folder is rewritten to its
mirror, as for `--env` (request.py, `tree_env`). Not covered: the `env` of a
`meson test --setup` (not in the introspection file).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

PER_TEST = ("MESON_TEST_ITERATION", "MALLOC_PERTURB_", "ASAN_OPTIONS", "UBSAN_OPTIONS", "MSAN_OPTIONS")
INTRO = os.path.join("meson-info", "intro-tests.json")


def test_env(command: list[str], cwd: str, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """{name: value} of the variables `meson test` set for the test that runs `command` ({} when none).

    `environ`: the wrapper's environment (default ours); the helper builds a native client's request
    with the client's own (execnative.c sends it)."""
    environ = os.environ if environ is None else environ
    program = os.path.normpath(os.path.join(cwd, command[0]))
    intro = _intro_file(os.path.dirname(program)) or _intro_file(cwd)
    if intro is None:
        return {}
    import json  # lazily: only under a Meson build (json imports re: 6 ms of each `tgtbuild exec`)
    try:
        with open(intro, encoding="utf-8") as f:
            tests = json.load(f)
    except (OSError, ValueError):
        return {}  # a damaged or half-written record: no forwarding rather than a failed run
    argv = [program, *command[1:]]
    names: set[str] = set()
    matched = False
    for test in tests if isinstance(tests, list) else ():
        cmd = test.get("cmd") if isinstance(test, dict) else None
        if not isinstance(cmd, list) or not cmd or [os.path.normpath(str(cmd[0])), *cmd[1:]] != argv:
            continue
        matched = True
        env = test.get("env")
        names.update(env if isinstance(env, dict) else ())
    if not matched:
        return {}
    names.update(PER_TEST)
    return {name: environ[name] for name in sorted(names) if name in environ and name.isidentifier()}


def _intro_file(folder: str) -> str | None:
    """The intro-tests.json of the Meson build `folder` is in (or below), else None."""
    from ...paths import nearest_file  # lazily: `tgtbuild exec` start up through this module

    return nearest_file(folder, INTRO)
