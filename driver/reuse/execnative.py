"""`tgtbuild exec`'s native client (execnative.c): built by zig once per version of its source, cached.

ctest and `meson test` start the runner once per test. The Python client
cost 3.41x an `ssh` call through ControlMaster (34 vs 10 ms, issue 45), and
its floor, Python's start plus the board script, 3.06x: no Python client can
come near. The native client starts in about a millisecond and only speaks
the wire (nativeserve.py: the helper builds the request from its words); any
doubt, and it runs the Python `tgtbuild exec` with the same words.

Built with the zig of the ziglang wheel tgtbuild depends on (else `zig` on
PATH), for this machine, into `<cache>/exec-native/` (a folder only this
user can write: `paths.trusted_cache_dir`), named by the hash of the source,
the flags and the compiler (`zigbuild.cached_binary`): an edited source (or another zig)
builds a new one. A first build costs a few seconds (zig's C library for
this machine, cached by zig); `tgtbuild env` builds it, never a test run.
No zig, a failed build, an unsafe cache folder or TGTBUILD_EXEC_NATIVE=0:
None, and the runner is the Python `tgtbuild exec` as before.
"""

from __future__ import annotations

import os

from .zigbuild import cached_binary

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "execnative.c")
FLAGS = ("-O2", "-s", "-Wall", "-Wextra", "-Werror")
BUILD_TIMEOUT = 300.0  # zig's first build of this machine's C library: 15 s measured on a loaded 2-core machine
NAME = "tgtbuild-exec-native"


def native_off() -> bool:
    """TGTBUILD_EXEC_NATIVE=0 (or no/off): the runner is the Python client."""
    return os.environ.get("TGTBUILD_EXEC_NATIVE", "").strip() in ("0", "no", "off")


def native_client(source: str = SOURCE) -> str | None:
    """The native client's path (built now when this version is not cached), or None (see the module): a
    broken zig must not break `tgtbuild env`, the Python client serves."""
    if native_off():
        return None
    return cached_binary(source, NAME, "exec-native", FLAGS, tag="exec-native 1", timeout=BUILD_TIMEOUT)


def native_runner(python_exec: list[str]) -> list[str]:
    """The runner argv for `python_exec` (the Python `tgtbuild exec` words, up to and with "exec"):
    the native client in front when there is one, else `python_exec` itself."""
    client = native_client()
    if client is None:
        return list(python_exec)
    return [client, str(len(python_exec)), *python_exec]


