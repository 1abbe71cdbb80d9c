"""One SSH connection per board (paramiko), running argv lists on it with deadlines.

* One paramiko `SSHClient` per board for the whole tgtbuild command: the key
  exchange and authentication cost tens of milliseconds, a new channel on an
  open connection costs one round trip. `Connection.sftp()` is cached too.
* paramiko cannot send signals and closing a channel does not stop the remote
  program. So the remote shell first prints its pid (see `shelltext`); on
  timeout or interrupt we SIGKILL that group over a fresh channel
  (`kill -KILL -PGID`: dash rejects `--`) and raise `RemoteTimeout`.
* `recv_exit_status()` waits forever and paramiko ignores OpenSSH's
  `exit-signal`, so output is drained with our own deadline.
* Every other wait has one too (issue 27: with the board's sshd SIGSTOPped,
  `exec --timeout 3` ran 90 s, `run` >= 180 s, then "could not kill"): the
  handshake has paramiko's three timeouts; channel opens theirs; SFTP requests
  their channel's timeout; and the calls paramiko waits on without any limit
  (`exec_command`, `invoke_subsystem`) run under `_bounded`, which closes the
  transport when the board stays silent, so the wait ends. A connection found
  frozen is never waited on again (each later call fails at once).
* No PTY (they fail in containers and mangle binary output).
"""

from __future__ import annotations

import functools
import getpass
import select
import shlex
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from ..frozen import replace
from .board import Board
from .boards import parse_board
from .errors import ConnectError, RemoteError, RemoteTimeout
from .keep import keeping, some_helper_serves
from .loginshell import chatter, diagnose, guarded
from .outtail import Tail
from .proxycmd import open_proxy
from .shelltext import PID_MARK, shell_command
from .transport import Collecting, Sink, Stdin, chunks, under_home
from .watchdog import kill_script

# Bigger windows than OpenSSH's defaults keep a loopback or LAN link busy while
# paramiko's Python code packs packets (measured in bench/deploy.py).
WINDOW_SIZE = 32 * 1024 * 1024
MAX_PACKET_SIZE = 32 * 1024
# AES-GCM does cipher and MAC in one C call; paramiko's default ctr+hmac costs
# a Python-level HMAC per packet.
PREFERRED_CIPHERS = ("aes128-gcm@openssh.com", "aes256-gcm@openssh.com", "aes128-ctr", "aes256-ctr")
# The kill after a timeout: one round trip on a live board (ms); on a frozen one, more time
# only delays the report (the board's watchdog kills the run by itself, see remote.watchdog).
KILL_WAIT = 5.0


def _tcp(host: str, port: int, timeout: float) -> Any:
    """A TCP connection to the board with TCP_NODELAY from its first byte.

    Set only after the handshake (as before), Nagle held the small packets of
    the key exchange and authentication for the peer's delayed ACK: paramiko's
    connect took 105-113 ms on the loopback sshd against 24-27 ms with the
    option set first (three runs each, a loaded 2-core machine). A refused or
    unreachable port raises OSError, which the caller reports as before.
    """
    import socket  # lazily: a warm `tgtbuild run` does without it

    sock = socket.create_connection((host, port), timeout=timeout)
    if hasattr(socket, "TCP_QUICKACK"):  # Linux
        sock = _quick_ack_socket()(sock.family, sock.type, sock.proto, fileno=sock.detach())
        sock.settimeout(timeout)
    _no_delay(sock)
    return sock


@functools.lru_cache(maxsize=1)
def _quick_ack_socket() -> Any:
    """A socket class that ACKs what it receives at once (TCP_QUICKACK after every recv).

    Right after authentication OpenSSH's sshd sends two small packets (the
    hostkeys-00@openssh.com global request and the "key options" debug
    message). Our kernel delays its ACK of them (up to 40 ms), and Nagle on
    sshd, which leaves it on for non-interactive sessions, holds the answer
    to our first channel open behind the unacknowledged packets until then:
    every connection's first channel (the SFTP session of a deploy, the run
    of `tgtbuild run`) waited 41-46 ms on the loopback sshd (OpenSSH 9.2),
    1-4 ms with this (three connections each). Linux turns quick ACKs off
    again as soon as this end sends, so the option is set after each recv: a
    few hundred system calls for a 50 MB deploy, whose replies are small.
    """
    import socket  # lazily: a warm `tgtbuild run` does without it

    class QuickAckSocket(socket.socket):
        def recv(self, bufsize: int, *flags: int) -> bytes:
            data = super().recv(bufsize, *flags)
            try:
                self.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
            except OSError:
                pass  # closing, or a kernel without it: only speed is lost
            return data

    return QuickAckSocket


def _no_delay(sock: Any) -> None:
    """TCP_NODELAY: paramiko leaves Nagle on, so each channel open or SFTP request waits
    for the peer's delayed ACK (40 ms on Linux; measured 40 ms → 0.3 ms per channel open
    on loopback). A ProxyCommand or jump-host link is no TCP socket: left alone."""
    import socket  # lazily: a warm `tgtbuild run` does without it

    if isinstance(sock, socket.socket) and sock.family in (socket.AF_INET, socket.AF_INET6):
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass


class Connection(Collecting):
    """An open SSH connection to one board; a context manager.

    `run()` returns a `Completed`; `run_stream()` hands output to callbacks as
    it arrives and returns the exit status. Both raise `RemoteTimeout` (after
    killing the program's process group) when `timeout` seconds pass.
    """

    # A run silent this long gets one channel open as a liveness check (a round trip): a
    # program without --timeout on a board whose sshd froze waited forever on the drain.
    liveness = 30.0

    def __init__(self, board: Board, *, connect_timeout: float = 20.0) -> None:
        if board.is_local:
            raise RemoteError("use LocalConnection (or connect()) for the local board")
        self.board = board
        self.connect_timeout = connect_timeout
        self._client: Any = None
        self._hops: list[Any] = []
        self._sftp: Any = None
        self._home: str | None = None
        self._spare: Any = None  # a session channel opened ahead for the next run (prepare_run)
        self._spare_lock = threading.Lock()  # prepare_run may be opening it in another thread
        self._frozen = ""  # what the board did not answer (see _bounded); set once, for good

    # -- life cycle -------------------------------------------------------
    def open(self) -> Connection:
        """Connect and authenticate (idempotent)."""
        self._check_frozen()
        if self._client is None:
            sock = self._proxy_sock()
            self._client = self._connect(self.board, sock)
        return self

    def close(self) -> None:
        """Close the SFTP session, the connection and any jump hosts."""
        for obj in (self._spare, self._sftp, self._client, *reversed(self._hops)):
            if obj is not None:
                try:
                    obj.close()
                except Exception:  # closing a dead connection may fail; nothing to do
                    pass
        self._spare = self._sftp = self._client = None
        self._hops = []

    def _check_frozen(self) -> None:
        if self._frozen:
            raise ConnectError(f"board {self.board.destination()}: {self._frozen}")

    def _bounded(self, seconds: float, what: str) -> _Bounded:
        """A `with` block whose paramiko waits end after `seconds`: the transport is closed then.

        For the calls that take no timeout (`exec_command`, `invoke_subsystem`
        wait on an event forever when the board never answers). Leaving the
        block after it fired raises ConnectError naming `what`.
        """
        return _Bounded(self, seconds, what)

    def _freeze(self, why: str) -> None:
        """The board stopped answering: close the link, and fail every later call at once."""
        self._frozen = self._frozen or why
        client = self._client
        if client is not None:
            transport = client.get_transport()
            if transport is not None:
                transport.close()  # wakes every thread waiting on one of its channels

    @property
    def transport(self) -> Any:
        """The paramiko Transport (opens the connection if needed)."""
        self.open()
        transport = self._client.get_transport()
        if transport is None or not transport.is_active():
            raise ConnectError(f"board {self.board.destination()}: connection lost")
        return transport

    def _connect(self, board: Board, sock: Any) -> Any:
        import logging  # lazily: a warm `tgtbuild run` does without it

        paramiko = _import_paramiko()

        # paramiko logs its transport thread's failures (a missing banner, a reset)
        # with tracebacks; with no handler, Python prints them on stderr beside our
        # own clear error. A NullHandler keeps them for those who configure logging.
        log = logging.getLogger("paramiko")
        if not log.handlers:
            log.addHandler(logging.NullHandler())

        # lazily: a warm `tgtbuild run` does without it
        from .hostkeys import changed_key_error, make_policy, preferred_key_types

        client = paramiko.SSHClient()  # no load_host_keys: the policy checks every key (see hostkeys)
        client.set_missing_host_key_policy(make_policy(board))

        def transport_factory(sock: Any, **kwargs: Any) -> Any:
            t = paramiko.Transport(
                sock, default_window_size=WINDOW_SIZE, default_max_packet_size=MAX_PACKET_SIZE, **kwargs
            )
            options = t.get_security_options()
            supported = [c for c in PREFERRED_CIPHERS if c in options.ciphers]
            options.ciphers = tuple(supported) + tuple(c for c in options.ciphers if c not in supported)
            options.key_types = preferred_key_types(board, tuple(options.key_types))
            return t

        where = f"board {board.destination()}"
        try:
            if sock is None:
                sock = _tcp(board.host, board.port, self.connect_timeout)
            client.connect(
                hostname=board.host,
                port=board.port,
                username=board.user or getpass.getuser(),
                key_filename=list(board.identity_files) or None,
                look_for_keys=not board.identity_files,
                allow_agent=True,
                timeout=self.connect_timeout,
                banner_timeout=self.connect_timeout,
                auth_timeout=self.connect_timeout,
                sock=sock,
                transport_factory=transport_factory,
            )
        except paramiko.BadHostKeyException as exc:
            client.close()
            raise changed_key_error(board, exc) from None
        except paramiko.AuthenticationException as exc:
            client.close()
            keys = ", ".join(board.identity_files) or "the agent and ~/.ssh/id_*"
            raise ConnectError(
                f"{where}: authentication failed ({exc}); tried {keys} as user {board.user or getpass.getuser()}"
            ) from None
        except RemoteError:
            client.close()
            raise
        except (OSError, paramiko.SSHException, EOFError) as exc:
            from .proxycmd import failure  # lazily: only this branch needs it

            why = failure(sock) or _no_banner(client, board, self.connect_timeout) or _silent_after_banner(
                client, self.connect_timeout) or str(exc) or type(exc).__name__
            client.close()
            raise ConnectError(f"{where}: cannot connect: {why}") from None
        transport = client.get_transport()
        transport.set_keepalive(30)
        _no_delay(transport.sock)
        return client

    def _proxy_sock(self) -> Any:
        board = self.board
        if board.proxy_command:
            return open_proxy(board)
        sock = None
        if board.proxy_jump:
            hops = [parse_board(spec) for spec in board.proxy_jump]
            targets = [(h.host, h.port) for h in hops[1:]] + [(board.host, board.port)]
            for hop, target in zip(hops, targets, strict=True):
                hop = _inherit_trust(hop, board)
                client = self._connect(hop, sock)
                self._hops.append(client)
                try:
                    sock = client.get_transport().open_channel(
                        "direct-tcpip", target, ("127.0.0.1", 0), timeout=self.connect_timeout
                    )
                except Exception as exc:
                    raise ConnectError(
                        f"board {board.destination()}: jump host {hop.destination()} "
                        f"cannot reach {target[0]}:{target[1]}: {exc}"
                    ) from None
        return sock

    # -- files ------------------------------------------------------------
    def sftp(self) -> Any:
        """The cached paramiko SFTPClient (large window and packets), reopened when its session died.

        The SFTP channel can close while SSH stays up (sftp-server killed, a
        channel error): reusing it failed every later call with "Socket is
        closed" for as long as the exec helper lived.
        """
        if self._sftp is not None and self._sftp.sock.closed:
            try:
                self._sftp.close()
            except Exception:  # noqa: BLE001 - already dead; only its replacement matters
                pass
            self._sftp = None
        if self._sftp is None:
            import paramiko  # lazily: a warm `tgtbuild run` does without it

            transport = self.transport
            try:
                with self._bounded(self.connect_timeout, "starting SFTP"):
                    self._sftp = paramiko.SFTPClient.from_transport(
                        transport, window_size=WINDOW_SIZE, max_packet_size=MAX_PACKET_SIZE
                    )
            except (paramiko.SSHException, paramiko.SFTPError, EOFError) as exc:  # "Garbage packet received"

                why = chatter(self._ask) or f"cannot start SFTP: {exc or type(exc).__name__}"
                raise ConnectError(f"board {self.board.destination()}: {why}") from None
            # Each SFTP request then waits at most this long for its answer (a frozen board
            # raised nothing, ever); a timeout is an OSError, which deploy reports.
            self._sftp.get_channel().settimeout(self.connect_timeout)
        return self._sftp

    def home(self) -> str:
        """The board user's home directory (absolute)."""
        if self._home is None:
            self._home = self.sftp().normalize(".")
        return self._home

    def abspath(self, path: str) -> str:
        """`path` with a leading `~` expanded to the board's home."""
        return under_home(path, self.home)

    # -- running ----------------------------------------------------------
    def prepare_run(self) -> None:
        """Open the next run's session channel now (a round trip, 40 ms on loopback).

        Called where the caller has other work to overlap it with (the CLI
        connects in a thread while it checks the build); `run_stream` takes it.
        """
        with self._spare_lock:
            if self._spare is None:
                self._spare = self.transport.open_session(timeout=self.connect_timeout)

    def _stream(self, argv: list[str], timeout: float | None, stdin: Stdin, env: dict[str, str] | None,
                cwd: str | None, sinks: tuple[Sink | None, Sink | None], mark: str | None) -> int:
        """`run_stream` over SSH: a shell command on a fresh channel (the one opened ahead when there is
        one); RemoteTimeout carries the output seen so far in its `stdout`/`stderr` attributes."""
        on_stdout, on_stderr = sinks
        command = shell_command(argv, env, cwd)
        deadline = None if timeout is None else time.monotonic() + timeout
        try:
            with self._spare_lock:  # one being opened ahead is waited for, not opened twice
                chan, self._spare = self._spare, None
            if chan is None or chan.closed:
                chan = self.transport.open_session(timeout=self.connect_timeout)
            with self._bounded(self.connect_timeout, f"starting {argv[0]}"):
                chan.exec_command(guarded(command))
        except RemoteError:
            raise
        except Exception as exc:
            raise ConnectError(f"board {self.board.destination()}: cannot start {argv[0]}: {exc}") from None
        _feed_stdin(chan, stdin)  # not joined: its source may be a pipe nobody closes (see remote.kept.stdinsource)
        drain = _Drain(on_stdout, on_stderr)
        try:
            finished = self._drain_or_kill(drain, chan, deadline, mark)
            if not finished:
                how = "was killed"
                try:
                    self._kill(drain.pid, mark)
                except RemoteError as why:
                    how = f"could not be killed from here ({why}); the board's watchdog ends it"
                exc = RemoteTimeout(
                    f"board {self.board.destination()}: {shlex.join(argv)} ran past its timeout and "
                    + (f"was killed after {timeout:g} s" if how == RemoteTimeout.how else f"{how} ({timeout:g} s)")
                )
                exc.how = how
                exc.stdout = [drain.seen_out.value()]  # type: ignore[attr-defined]
                exc.stderr = [drain.seen_err.value()]  # type: ignore[attr-defined]
                raise exc
            status = chan.recv_exit_status()
        finally:
            chan.close()
        if drain.pid is None:  # the login shell never ran our first command

            why = diagnose(drain.seen_out.value(), drain.seen_err.value(), self._ask)
            if why:
                raise ConnectError(f"board {self.board.destination()}: {why}")
        if status == -1:
            if drain.pid is None or not self.transport.is_active():
                raise ConnectError(f"board {self.board.destination()}: connection lost while running {argv[0]}")
            status = 128 + signal.SIGKILL  # the shell itself was killed by a signal
        return status

    def _ask(self, text: str) -> tuple[bytes, bytes]:
        """(stdout, stderr) of shell text sent as is (no guard, no pid line): what `loginshell` asks
        when a command failed before it started; 64 KiB and KILL_WAIT s at most. OSError when it fails."""
        try:
            chan = self.transport.open_session(timeout=KILL_WAIT)
            with self._bounded(KILL_WAIT, "asking the login shell its name"):
                chan.exec_command(text)
            out, err = b"", b""
            end = time.monotonic() + KILL_WAIT
            while time.monotonic() < end and len(out) + len(err) < 1 << 16:
                if chan.recv_ready():
                    out += chan.recv(1 << 16)
                elif chan.recv_stderr_ready():
                    err += chan.recv_stderr(1 << 16)
                elif chan.exit_status_ready() and chan.eof_received:
                    break
                else:
                    select.select([chan], [], [], 0.05)
            chan.close()
            return out, err
        except RemoteError as exc:
            raise OSError(str(exc)) from None
        except Exception as exc:  # noqa: BLE001 - paramiko's own; the caller words the failure it explains
            raise OSError(str(exc) or type(exc).__name__) from None

    def _check_alive(self) -> None:
        """After `liveness` s of silence: a refused channel is an answer too; no answer within
        KILL_WAIT s freezes the connection (ConnectError)."""
        import paramiko  # lazily: a warm `tgtbuild run` does without it

        try:
            self.transport.open_session(timeout=KILL_WAIT).close()
        except paramiko.ChannelException:
            return  # "open failed" (MaxSessions): the board answered
        except (paramiko.SSHException, OSError, EOFError) as exc:
            self._freeze(f"no answer within {KILL_WAIT:g} s to a liveness check after {self.liveness:g} s "
                         f"without output ({str(exc) or type(exc).__name__}): the board or its sshd is frozen, "
                         "or the link is lost")
            self._check_frozen()

    def _drain_or_kill(self, drain: _Drain, chan: Any, deadline: float | None, mark: str | None) -> bool:
        """`drain.run`, but an interrupt here (Ctrl-C, SIGTERM turned into an exception)
        first kills the program's process group on the board: closing the channel alone
        leaves it running."""
        try:
            return drain.run(chan, deadline, self.liveness, self._check_alive)
        except BaseException:
            if drain.pid is None:  # the shell has not said its pid yet: wait for it briefly
                end = time.monotonic() + 2.0
                while drain.pid is None and time.monotonic() < end and not chan.closed:
                    if chan.recv_ready():
                        drain._stdout(chan.recv(1 << 20))
                    else:
                        time.sleep(0.01)
            try:
                self._kill(drain.pid, mark)
            except RemoteError:
                pass  # the link is gone or frozen: the board's watchdog ends the run
            raise

    def _kill(self, pid: int | None, mark: str | None = None) -> None:
        """SIGKILL the run: processes carrying `mark`, the process group `pid` leads, `pid` itself.

        Bounded by KILL_WAIT: a board that does not answer is declared frozen.
        """
        if pid is None and not mark:
            return

        try:
            chan = self.transport.open_session(timeout=KILL_WAIT)
            with self._bounded(KILL_WAIT, "killing a timed-out run"):
                chan.exec_command(guarded(kill_script(mark, pid)))
            if not chan.status_event.wait(KILL_WAIT):
                self._freeze(f"no answer within {KILL_WAIT:g} s while killing a timed-out run")
            chan.close()
        except RemoteError as exc:
            raise RemoteError(str(exc).removeprefix(f"board {self.board.destination()}: ")) from None
        except Exception as exc:
            why = f"no answer within {KILL_WAIT:g} s ({str(exc) or type(exc).__name__})"
            self._freeze(why + " while killing a timed-out run")
            raise RemoteError(why) from None


def _import_paramiko() -> Any:
    """paramiko, without the `invoke` package it imports for ssh config's `Match exec`.

    invoke drags in unittest.mock and asyncio: 0.2-0.4 s of a 2.4 s warm
    `tgtbuild run` on the loaded test machine (paramiko alone 0.44-0.51 s,
    with invoke 0.65-0.92 s, three runs each). When paramiko is not imported
    yet, no ssh config was parsed (sshconfig.py imports paramiko to parse one),
    so no `Match exec` can need it; invoke stays importable for others.
    """
    with _IMPORTING:  # preload_paramiko's thread and a connect may ask at once
        if "paramiko" in sys.modules or "invoke" in sys.modules:
            import paramiko  # lazily: a warm `tgtbuild run` does without it

            return paramiko
        sys.modules["invoke"] = None  # type: ignore[assignment]  # makes `import invoke` raise ImportError
        try:
            import paramiko  # lazily: only this branch needs paramiko
        finally:
            del sys.modules["invoke"]
        return paramiko


_IMPORTING = threading.Lock()


def preload_paramiko(*, keep: bool = False) -> None:
    """Import paramiko in a background thread: a command that will connect starts this first thing
    (`keep`: it borrows a board's kept connection where one serves, which then needs no paramiko).

    The import is 75 ms of a warm `tgtbuild run`'s ~430 (loopback sshd); the
    command's own imports and checks run meanwhile, so the connection starts
    with paramiko ready. An import failure is left for the connect to report.
    """
    if keeping(keep) and some_helper_serves():
        return  # a board's kept connection likely serves this command: paramiko is the helper's (connecting.py)

    def load() -> None:
        try:
            _import_paramiko()
        except Exception:  # noqa: BLE001 - connect imports it again and says what is wrong
            pass

    threading.Thread(target=load, name="import paramiko", daemon=True).start()


def _no_banner(client: Any, board: Board, timeout: float) -> str:
    """Words for "the port accepted but never said SSH-2.0", else "".

    paramiko's start_client returns quietly when its own wait ends before the
    banner timeout fires, and authentication then fails with the puzzling
    "No existing session"; the transport's empty remote version tells the truth.
    """
    transport = client.get_transport()
    if transport is None or getattr(transport, "remote_version", "x"):
        return ""
    return (
        f"no SSH greeting from {board.host}:{board.port} within {timeout:g} s: something accepted "
        "the connection but did not answer like an SSH server (wrong port, a busy or hung sshd, a firewall proxy)"
    )


def _silent_after_banner(client: Any, timeout: float) -> str:
    """Words for "it said SSH-2.0 and then nothing", else "".

    Such a server (a hung sshd, a tarpit) failed with "cannot connect: " and
    an empty reason: paramiko's exception carries no text.
    """
    transport = client.get_transport()
    version = getattr(transport, "remote_version", "") if transport is not None else ""
    if not version or getattr(transport, "host_key", None) is not None:
        return ""
    return (f"the server greeted with {version!r} but did not complete the key exchange within {timeout:g} s "
            "(a hung or overloaded sshd, or something that only imitates one)")


class _Bounded:
    """See `Connection._bounded`: a timer that freezes the connection unless the block ends first."""

    def __init__(self, conn: Connection, seconds: float, what: str) -> None:
        self.conn, self.seconds, self.what = conn, seconds, what
        self.fired = False
        self.timer: threading.Timer | None = None

    def _fire(self) -> None:
        self.fired = True
        self.conn._freeze(f"no answer within {self.seconds:g} s while {self.what} "
                          "(the board or its sshd is frozen, or the link is lost)")

    def __enter__(self) -> _Bounded:
        self.timer = threading.Timer(self.seconds, self._fire)
        self.timer.daemon = True
        self.timer.start()
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        assert self.timer is not None
        self.timer.cancel()
        if self.fired:
            self.conn._check_frozen()


def _inherit_trust(hop: Board, board: Board) -> Board:
    """Jump hosts are checked against the same known_hosts as the board."""
    return replace(
        hop,
        known_hosts=hop.known_hosts or board.known_hosts,
        accept_new_host_key=hop.accept_new_host_key or board.accept_new_host_key,
        identity_files=hop.identity_files or board.identity_files,
    )


def _feed_stdin(chan: Any, data: Stdin) -> threading.Thread | None:
    """Send stdin from a thread (a program that does not read must not block us).

    A stream is sent in 1 MB chunks as read: `exec --stdin` of a 60 MB file
    held it whole, several times over (580 MB in the client, 670 MB in the helper).
    """
    if not data:
        chan.shutdown_write()
        return None

    def feed() -> None:
        try:
            for chunk in chunks(data):
                chan.sendall(chunk)
            chan.shutdown_write()
        except Exception:  # the program exited or was killed; its status tells why
            pass

    thread = threading.Thread(target=feed, daemon=True, name="tgtbuild-stdin")
    thread.start()
    return thread


class _Drain:
    """Reads stdout/stderr of a channel until EOF + exit status, or a deadline."""

    def __init__(self, on_stdout: Sink | None, on_stderr: Sink | None) -> None:
        self.on_stdout = on_stdout
        self.on_stderr = on_stderr
        self.pid: int | None = None
        self._head = b""
        # Only for a timeout's exception: the last bytes (all of them held 1 GiB for a 1 GiB run).
        self.seen_out = Tail()
        self.seen_err = Tail()

    def _stdout(self, data: bytes) -> None:
        if self.pid is None:
            data = self._find_pid(data)
            if not data:
                return
        self.seen_out.write(data)
        if self.on_stdout:
            self.on_stdout(data)

    def _find_pid(self, data: bytes) -> bytes:
        """Take the pid line off the output; what is output already (before it, or after) is returned.

        Held back is only what may still be the start of the line (the mark and
        up to 24 digits): a login shell's start-up that printed without end
        before it was held whole (issue 33: every read from a board is bounded).
        """
        head, self._head = self._head + data, b""
        mark = PID_MARK.encode()
        out = []
        while True:
            start = head.find(mark)
            if start < 0:
                keep = len(mark) - 1
                out.append(head[:-keep])
                self._head = head[-keep:]
                return b"".join(out)
            end = head.find(b"\n", start)
            line = head[start + len(mark): end if end >= 0 else None]
            if end < 0 and len(line) <= 24:
                out.append(head[:start])
                self._head = head[start:]
                return b"".join(out)
            if end >= 0 and line.isdigit():
                self.pid = int(line)
                out += [head[:start], head[end + 1:]]
                return b"".join(out)
            out.append(head[:start + len(mark)])  # not our line after all: output
            head = head[start + len(mark):]

    def _stderr(self, data: bytes) -> None:
        self.seen_err.write(data)
        if self.on_stderr:
            self.on_stderr(data)

    def run(self, chan: Any, deadline: float | None, quiet_after: float = float("inf"),
            on_quiet: Callable[[], None] | None = None) -> bool:
        """True when the program finished, False when the deadline passed; `on_quiet` runs after
        each `quiet_after` s without output (it raises when the board is gone)."""
        heard = time.monotonic()
        while True:
            if on_quiet is not None and time.monotonic() - heard > quiet_after:
                on_quiet()
                heard = time.monotonic()
            got = False
            while chan.recv_ready():
                self._stdout(chan.recv(1 << 20))
                got = True
            while chan.recv_stderr_ready():
                self._stderr(chan.recv_stderr(1 << 20))
                got = True
            if got:
                heard = time.monotonic()
                continue
            done = chan.exit_status_ready() and (chan.eof_received or chan.closed)
            if done and not chan.recv_ready() and not chan.recv_stderr_ready():
                if self._head:  # no pid line (the shell failed early): pass on what came
                    self.seen_out.write(self._head)
                    if self.on_stdout:
                        self.on_stdout(self._head)
                    self._head = b""
                return True
            wait = 0.5 if deadline is None else deadline - time.monotonic()
            if wait <= 0:
                return False
            wait = min(wait, 0.5)
            if chan.eof_received or chan.closed:
                chan.status_event.wait(min(wait, 0.05))  # the pipe stays readable after EOF
            else:
                select.select([chan], [], [], wait)
