"""A native client's call (`execnative.c`, frame "A"): the request built here, in the helper, from its words.

`tgtbuild exec` is what ctest and `meson test` start once per test; its
Python start alone was 3.06x a whole `ssh` call through ControlMaster
(issue 45), so no Python client could come near it. The native client
(reuse/execnative.py builds it) does no work of its own beyond the wire: it
sends the program and arguments, its folder and environment, and the options
the Python client remembered for the same words before `--` (cli/execfast.py,
`remember_native`); the helper checks and builds the request with the same
code the Python client runs (request.checked_command, request.exec_request),
in the client's folder and with the client's environment (TGTBUILD_SYNC, a
Meson test's `env:`), and after a failing run writes the note on files the
output names (remote.kept.missing) itself. So both clients refuse the same
words with the same words and send the same request.

The payload is marshal (as "R"'s), written by the C client: a dict of
`argv` (a list of bytes), `cwd` (bytes), `environ` ({bytes: bytes}), `options`
(bytes: the remembered options, marshal version 2) and `stdin` (whether
"i"/"I" frames follow: the client's stdin, or `--stdin FILE`, streamed).
"""

from __future__ import annotations

import marshal
import os
from types import SimpleNamespace

from ...errors import TgtbuildError
from .request import checked_command, exec_request

NATIVE = b"A"


def native_request(payload: bytes) -> dict:
    """The request of a native client's call; TgtbuildError (reported as an "!" frame) for bad words."""
    try:
        sent = marshal.loads(payload)
        argv = [os.fsdecode(arg) for arg in sent["argv"]]
        cwd = os.fsdecode(sent["cwd"])
        environ = {os.fsdecode(name): os.fsdecode(value) for name, value in sent["environ"].items()}
        values = marshal.loads(sent["options"])
        stream = bool(sent["stdin"])
    except (ValueError, TypeError, KeyError, EOFError, AttributeError):
        raise TgtbuildError("tgtbuild exec's native client sent a request this helper cannot read") from None
    if not isinstance(values, dict) or values.get("board") in (None, "local") or not os.path.isabs(cwd):
        raise TgtbuildError("tgtbuild exec's native client sent options this helper cannot use")
    options = SimpleNamespace(**{**values, "command": ["--", *argv]})  # as argparse's REMAINDER holds it
    command, env = checked_command(options, cwd)
    request = exec_request(options, command, env, cwd, environ=environ)
    request.pop("stdin_file", None)
    request.pop("stdin_fd", None)
    request["stdin_stream"] = stream
    return request
