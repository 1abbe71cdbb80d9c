"""The wire between `tgtbuild exec` and its helper: frames, the socket folder, which helper serves a board."""

from __future__ import annotations

import os
import struct

from ...errors import TgtbuildError
from ...paths import NoPrivateDir, private_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    import socket  # the annotations' only: the client makes its sockets with _socket (client._connect)
    from collections.abc import Callable

    Sink = Callable[[bytes], None]  # the annotations' only (server.py): collections.abc is 3 ms of exec's start

PROTOCOL = 5  # 3: heartbeats carry the upload's progress; 4: a run's request is marshal, not JSON; 5: "A" frames
DEFAULT_PERSIST = 60.0
HEARTBEAT = 2.0  # the helper's "still working" frame while it deploys or runs
IDLE_WAIT = 15.0  # the client's limit on silence from the helper (several heartbeats missed)
# Before the program starts, heartbeats must show progress (bytes uploaded) at least this often:
# the helper's own waits are bounded (connect 20 s, a deploy lock 120 s, an SFTP request 20 s),
# so only a helper that is stuck or not ours beats without progress longer (issue 27: one that
# sent only heartbeats held `exec --timeout 3` forever).
STALL_WAIT = 180.0
MAX_FRAME = 8 << 20  # output and stdin go in chunks of at most 1 MiB: a bigger header is junk
KILL_GRACE = 30.0  # after --timeout: the helper's kill round trip and its report
MAX_RUNS = 8
LOCK_WAIT = 60.0
START_WAIT = 30.0
HEADER = struct.Struct("!cI")  # kind, length
ERROR_STATUS = 255  # like ssh: the runner itself failed


def helper_off() -> bool:
    """TGTBUILD_EXEC_PERSIST=0 (or no/off): every run connects, runs and closes, without a helper."""
    return os.environ.get("TGTBUILD_EXEC_PERSIST", "").strip() in ("0", "0.0", "no", "off")


class HelperError(TgtbuildError):
    """The helper could not be started or reached, or it reported an error (message for the user)."""

    def __init__(self, message: str, exit_code: int = ERROR_STATUS) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# ----------------------------------------------------------------- framing


def send_frame(sock: socket.socket, kind: bytes, payload: bytes) -> None:
    sock.sendall(HEADER.pack(kind, len(payload)) + payload)


def _recv_exact(sock: socket.socket, size: int, deadline: float | None = None) -> bytes | None:
    import select  # lazily: `tgtbuild exec` start up through this module
    import time  # lazily: `tgtbuild exec` start up through this module

    chunks = []
    while size:
        if deadline is not None:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([sock], [], [], wait)[0]:
                raise HelperError("tgtbuild exec's helper sent part of a frame and then nothing")
        data = sock.recv(min(size, 1 << 20))
        if not data:
            return None
        chunks.append(data)
        size -= len(data)
    return b"".join(chunks)


def recv_frame(sock: socket.socket, deadline: float | None = None) -> tuple[bytes, bytes] | None:
    """(kind, payload), or None at EOF; HelperError for a frame larger than MAX_FRAME or one
    not whole by `deadline` (time.monotonic()): a junk header claiming 4 GiB held the client forever."""
    head = _recv_exact(sock, HEADER.size, deadline)
    if head is None:
        return None
    kind, size = HEADER.unpack(head)
    if size > MAX_FRAME:
        raise HelperError(f"tgtbuild exec's helper socket sent a {size}-byte frame of kind {kind!r} "
                          f"(at most {MAX_FRAME} are sent): not a helper of this tgtbuild")
    payload = _recv_exact(sock, size, deadline) if size else b""
    return None if payload is None else (kind, payload)


# ----------------------------------------------------------------- where


def socket_dir() -> str:
    """The private folder for helper sockets (created 0700): see `paths.private_dir`."""
    try:
        return private_dir()
    except NoPrivateDir as exc:
        raise HelperError(f"no private folder for tgtbuild exec's helper socket: {exc}; set XDG_RUNTIME_DIR to "
                          "a folder of yours with mode 0700", 2) from None


# sun_path holds 108 bytes on Linux (104 on the BSDs), the terminating NUL included.
_SUN_PATH_MAX = 100


def unix_address(path: str) -> str:
    """What to bind or connect to for the socket at `path`, however long the folder's name.

    A long XDG_RUNTIME_DIR (a test's temp folder, a deep home) made the
    socket path overflow sun_path and `tgtbuild exec` die with "AF_UNIX path
    too long". On Linux a long path is reached through the folder opened once
    (`/proc/self/fd/N/<name>`, a few dozen bytes); elsewhere it is refused
    with words. The file system path itself is unchanged: its checks (owner,
    mode, a socket) still see it.
    """
    if len(os.fsencode(path)) < _SUN_PATH_MAX:
        return path
    folder, name = os.path.split(path)
    if os.path.isdir("/proc/self/fd"):
        fd = _FOLDERS.get(folder)
        if fd is None:
            fd = _FOLDERS[folder] = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        short = f"/proc/self/fd/{fd}/{name}"
        if len(short) < _SUN_PATH_MAX:
            return short
    raise HelperError(f"the exec helper's socket path {path} is {len(os.fsencode(path))} bytes, more than a Unix "
                      f"socket takes ({_SUN_PATH_MAX}); set XDG_RUNTIME_DIR to a shorter folder", 2)


_FOLDERS: dict[str, int] = {}


def _mtime(path: str) -> tuple[int, int, int]:
    """The file's (mtime, ctime, inode): an ~/.ssh/config `User` edit with its mtime set back (`touch -r`)
    kept the old helper, connected as the old user (issue 43); nobody sets a ctime back."""
    try:
        st = os.stat(path)
    except OSError:
        return (0, 0, 0)
    return (st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


def code_files() -> list[str]:
    """The helper's modules on both sides of the socket: editing one makes the next call start a new helper.

    The client half stands here (remote/kept/), the server half in reuse/exechelper/; a path that is not
    there would read as mtime 0 and an edit would ride the old helper unseen (tests/test_hostile_exec.py)."""
    here = os.path.dirname(__file__)
    server = os.path.join(os.path.dirname(os.path.dirname(here)), "reuse", "exechelper")
    return [os.path.join(here, "protocol.py"), os.path.join(here, "client.py"), os.path.join(here, "relay.py"),
            os.path.join(server, "server.py"), os.path.join(server, "relayserve.py"),
            os.path.join(server, "frames.py"), os.path.join(server, "nativeserve.py"),
            os.path.join(server, "request.py"), os.path.join(server, "mesontest.py")]  # the last three: "A" frames


SSH_FILES = ("config", "known_hosts", "known_hosts2", "id_ed25519", "id_ecdsa", "id_rsa")
# The environment helper_key reads (HOME through expanduser, the two config_dir_strs reads), and the
# one private_dir reads to pick the socket folder: a native client's remembered socket is valid while
# none of them changed (execfast.remember_native).
KEY_ENVIRONMENT = ("HOME", "SSH_AUTH_SOCK", "TGTBUILD_EXEC_PERSIST", "XDG_CONFIG_HOME", "TGTBUILD_PATH",
                   "XDG_RUNTIME_DIR", "TMPDIR", "XDG_CACHE_HOME")


def key_files(boards_file: str | None) -> list[str]:
    """Every file whose mtime `helper_key` reads, but the caller's folder's boards.toml: the helper's
    code, the boards file, each config folder's boards.toml (whether or not the folder exists: one
    that appears changes the key) and ~/.ssh's files."""
    from ...paths import config_dir_candidates  # lazily: `tgtbuild exec` start up through this module

    files = list(code_files())
    if boards_file:
        files.append(os.path.abspath(boards_file))
    files += [os.path.join(folder, "boards.toml") for folder in config_dir_candidates()]
    ssh = os.path.join(os.path.expanduser("~"), ".ssh")
    return files + [os.path.join(ssh, name) for name in SSH_FILES]


def helper_key(spec: str, boards_file: str | None, cwd: str) -> str:
    """The name of a board's helper: changes when anything that resolves the board changes."""
    from ...paths import config_dir_strs  # lazily: `tgtbuild exec` start up through this module

    local_boards = os.path.join(cwd, "boards.toml")
    code = max(_mtime(path) for path in code_files())  # this code's version: any module of the helper edited
    parts: list[object] = [PROTOCOL, spec, code]
    if boards_file:
        path = os.path.abspath(boards_file)
        parts += [path, _mtime(path)]
    if os.path.isfile(local_boards):
        parts += [local_boards, _mtime(local_boards)]
    for folder in config_dir_strs():
        path = os.path.join(folder, "boards.toml")
        parts += [path, _mtime(path)]
    # Everything else that shapes the connection: whose HOME (keys, known_hosts,
    # ssh config are found there), which agent, and the files' own state; a call
    # must never ride a connection whose host-key check it would have failed.
    home = os.path.expanduser("~")
    ssh = os.path.join(home, ".ssh")
    parts += [home, os.environ.get("SSH_AUTH_SOCK", ""), os.getuid()]
    for name in SSH_FILES:
        parts += [name, _mtime(os.path.join(ssh, name))]
    parts += [os.environ.get("TGTBUILD_EXEC_PERSIST", "")]
    digest = sha256(repr(parts).encode()).hexdigest()[:20]  # str, int, float, None: repr is exact
    return digest


def sha256(data: bytes):  # -> a hash object
    """SHA-256 from CPython's built-in module: `import hashlib` loads OpenSSL's (2.7 ms of every exec call).

    The constructor found is kept: on 3.11 the failed `_sha2` import searched sys.path again on every
    call (6 path stats, 0.1-0.25 ms of each request the exec helper builds)."""
    global _SHA256
    if _SHA256 is None:
        try:
            from _sha2 import sha256 as make  # lazily: Python 3.12+ (hashlib's import costs 2.7 ms, above)
        except ImportError:
            try:
                from _sha256 import sha256 as make  # lazily: Python 3.10, 3.11 (as above)
            except ImportError:  # a Python built without them
                from hashlib import sha256 as make  # lazily: the last resort, OpenSSL's (see above)
        _SHA256 = make
    return _SHA256(data)


_SHA256 = None


# ----------------------------------------------------------------- client
