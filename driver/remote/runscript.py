"""The one board script that runs a program, its argv builder, and the one "missing → deploy → once more" loop.

Both the run stage (`run.onboard.run_staged`: `tgtbuild run`, the tuner) and
the exec helper (`tgtbuild exec`, ctest, Meson's exe_wrapper) run through it;
they had a script each, with their own retry loop and status 97, and the two
drifted (one checked sizes, one printed what was missing).

What the script does, in one exec channel (a check over SFTP first cost
another channel and round trips: 42 ms of 490 for a warm run on loopback):

1. check the deployed files: present (`-e`), or, with a size, a regular file
   of that size that is not a link (deploy renames complete uploads into
   place, so that is a whole file), or, with a size and a SHA-256, a regular
   file of that content by the board's `sha256sum` (its size where the board
   has none); one missing or changed exits `MISSING` before anything else,
   and the caller deploys and runs once more (`run_deployed`). The size
   alone let a harness rewritten on the board at the same size run and
   report its own times (issue 43). One `sha256sum -c` checks every hashed
   file, where `wc -c` was a process per file (a harness and its
   lib<name>.so: two); per process, 200 calls each at load ~5 here, a 60 KB
   harness took 6.2 ms against wc's 4.1 ms, TVM's 5.3 MB runtime 30 against
   7.5 ms. A path holding a backslash or newline (which `sha256sum -c`
   reads otherwise) is checked by its size;
2. make the run's folder (a fixed path, or `run.<token>` under one: the
   run's random token names it, so one `mkdir -p` makes it where
   `mkdir -p base && $(mktemp -d)` was a fork and two processes) and enter
   it, or enter the program's own folder (a mirrored build folder: made only
   when missing, never removed; exec's `sh -c 'cd "$1" && exec "$@"'` in
   front of the program was one more sh per test); a run without a folder
   makes nothing: no mkdir and rm -rf (two processes on the board) for each
   run of a tuner's timing loop. A process start is 2-5 ms on a loaded board
   (bench/suite.py --breakdown);
3. print the start line, "tgtbuild-run <process group> <key> <folder>": the
   program starts now (before it a status is the script's, after it the
   program's, 97 included), the group to kill, the context frame's secret
   key (`run.context`; "-" when no probe runs) and the folder to remove;
4. link files into the folder, find the board's own wrapper programs
   (taskset, the emulator) with the login PATH (`command -v`) when asked;
5. run the program under the board's watchdog (`remote.watchdog`), with the
   caller's variables given through env(1) to the program alone: exported in
   the script, `-e PATH=/x` broke its own mkdir, ln and rm, and `-e d=$HOME/x`
   made its clean-up `rm -rf "$d"` remove that folder. The context probe
   (`run.context.PROBE`) is evaluated around the program, to stderr;
6. remove the folder unless asked to keep it (outputs still to fetch); the
   script's status is the program's.

The exec helper runs most calls through a native board stub instead
(reuse/boardstub.c: the same steps in one process; over a ControlMaster on
loopback, a bare program 8.5 ms a call, under this script 14.4, under the
stub 9.8): it reads this script's arguments as they are, so a
change to them here is a change there, and tests/test_board_stub.py runs the
same argv through both.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence

from .errors import RemoteError
from .shelltext import MISSING, describe_exit
from .watchdog import FUNCTIONS, new_token

Sink = Callable[[bytes], None]
# A file the script checks before the start: (board path, size or None) or (board path, size, sha256).
FileCheck = tuple[str, int | None] | tuple[str, int, str]

START = "tgtbuild-run"

# Arguments: limit token leader folder mode probe bind, then counted lists: files (path, size or
# "-"), links (board path, name in the folder), then " wrapper positions ", the count of
# NAME=VALUE words, those words, the command. mode: "0" fixed folder removed after, "1" kept,
# "t" a fresh `run.<token>` under `folder`, removed after; "c" the program's own folder: entered
# (made when missing), never removed, not the run's (the start line names none). leader: "self"
# when the script leads its process group (a local board starts it so), else its parent, the SSH
# login shell, does. bind: "1" runs the program with LD_BIND_NOW=1 ("" without).
SCRIPT = FUNCTIONS + r"""lim=$1; tok=$2; g=$3; d=$4; m=$5; p=$6; b=$7; shift 7
n=$1; shift; _tgth=; _tgtx=
while [ "$n" -gt 0 ]; do
  case $2 in
    -) [ -e "$1" ] ;;
    *:*) [ -f "$1" ] && [ ! -L "$1" ] && {
      [ -n "$_tgth" ] || { command -v sha256sum >/dev/null 2>&1 && _tgth=y || _tgth=n; }
      if [ $_tgth = y ]; then _tgtx="$_tgtx${_tgtx:+
}${2#*:}  $1"
      else [ "$(($(wc -c < "$1")))" -eq "${2%%:*}" ]; fi; } ;;
    *) [ -f "$1" ] && [ ! -L "$1" ] && [ "$(($(wc -c < "$1")))" -eq "$2" ] ;;
  esac || { echo "tgtbuild: missing or changed on the board: $1" >&2; exit @MISSING@; }
  shift 2; n=$((n-1))
done
[ -z "$_tgtx" ] || sha256sum -c >/dev/null 2>&1 <<_TGTSUMS || {
$_tgtx
_TGTSUMS
  echo "tgtbuild: changed on the board (its SHA-256)" >&2; exit @MISSING@; }
case $m in
  t) d=$d/run.$tok; mkdir -p "$d" && cd "$d" ;;
  c) { [ -d "$d" ] || mkdir -p "$d"; } && cd "$d" && d= ;;
  *) [ -z "$d" ] || { mkdir -p "$d" && cd "$d"; } ;;
esac || exit 125
[ "$g" = self ] && g=$$ || g=$PPID
_tgtk=; [ -z "$p" ] || read -r _tgtk 2>/dev/null < /proc/sys/kernel/random/uuid
case $_tgtk in *[!0-9a-f-]*|"") _tgtk=- ;; esac
echo "@START@ $g $_tgtk $d"
n=$1; shift
while [ "$n" -gt 0 ]; do
  case $2 in */*) mkdir -p "$d/${2%/*}" ;; esac
  ln -s "$1" "$d/$2" || exit 125
  shift 2; n=$((n-1))
done
w=" $1 "; k=$2; shift 2
if [ "$k" -gt 0 ] || [ "$w" != "  " ]; then
  i=0
  while [ $i -lt "$k" ]; do a=$1; shift; set -- "$@" "$a"; i=$((i+1)); done
  j=$(($# - k)); i=0
  while [ $i -lt $j ]; do
    a=$1; shift
    case $w in *" $i "*) case $a in */*) ;; *)
      b=$a; a=$(command -v "$b") || { echo "tgtbuild: $b: not found on the board" >&2; exit 127; } ;;
    esac ;; esac
    set -- "$@" "$a"; i=$((i+1))
  done
  [ "$k" -eq 0 ] || set -- env "$@"
fi
[ "$_tgtk" = - ] || { eval "$p" && _tgtctx before >&2; }
tgtbuild_guard "$lim" "$tok" "$d" "$b" "$@"
s=$?
[ "$_tgtk" = - ] || _tgtctx after >&2
[ -z "$d" ] || [ "$m" = 1 ] || { cd / && rm -rf "$d"; }
exit $s""".replace("@MISSING@", str(MISSING)).replace("@START@", START)


def script_argv(command: Sequence[str], *, files: Sequence[FileCheck] = (), folder: str = "",
                temp: bool = False, keep: bool = False, enter: bool = False, links: Sequence[tuple[str, str]] = (),
                env: Mapping[str, str] | None = None, programs: Sequence[int] = (), probe: str = "",
                limit: str = "0", token: str = "", leads_group: bool = False, bind_now: bool = False) -> list[str]:
    """The argv (`sh -c SCRIPT ...`) that checks `files`, runs `command` on the board, and cleans up.

    `files`: (board path, size) or (board path, size, sha256), size None for "present" only. `folder`: the
    run's working folder, made and removed (kept with `keep`); with `temp` a
    fresh one under it; with `enter` the program's own folder, only entered
    (made when missing) and never the run's to remove. `links`: (board path, name) linked into the folder.
    `env` reaches only `command`, after the words at `programs` (the board's
    wrapper) were found with the login PATH. `probe`: shell text defining
    `_tgtctx` (run.context.PROBE). `limit`/`token`: the watchdog's. With
    `leads_group` the start line names the script's own process group
    (a local board), else its parent's (the SSH session's shell). With
    `bind_now` the program binds every symbol when it loads (LD_BIND_NOW=1,
    glibc's; musl and Android's linker always do): what a timed harness
    needs (`run.kind.HarnessKind.timed`).
    """
    if temp and (keep or not folder):
        raise RemoteError("a temporary run folder needs the folder to make it under, and is never kept")
    if enter and (temp or keep or not folder or links):
        raise RemoteError("a folder only entered is the program's own: not temporary or kept, and no links")
    token = token or new_token()
    if not token.isalnum():  # it names the temporary folder
        raise RemoteError(f"bad run token {token!r}")
    assigns = [f"{name}={value}" for name, value in (env or {}).items()]
    for name in env or {}:
        if not name.isidentifier():
            raise RemoteError(f"bad environment variable name {name!r}")
    if assigns and "=" in command[0]:  # env(1) would take it for one more NAME=VALUE
        raise RemoteError(f"{command[0]}: a program whose name holds '=' cannot be given --env; rename it")
    mode = "t" if temp else "c" if enter else "1" if keep else "0"
    checks = [word for path, size, *sha in files
              for word in (path, "-" if size is None else f"{size}:{sha[0]}" if _summable(path, sha) else str(size))]
    pairs = [word for pair in links for word in pair]
    return ["sh", "-c", SCRIPT, "sh", limit, token, "self" if leads_group else "parent", folder,
            mode, probe, "1" if bind_now else "", str(len(files)), *checks, str(len(links)), *pairs,
            " ".join(map(str, programs)), str(len(assigns)), *assigns, *command]


def _summable(path: str, sha: list[str]) -> bool:
    """A SHA-256 to check, for a path `sha256sum -c` reads back as written (no backslash, no newline)."""
    return bool(sha) and len(sha[0]) == 64 and "\\" not in path and "\n" not in path


# Bounds on what comes before the start line (a board's to keep small, issue 33): the line itself, and
# the stderr held for a failure's message (its last part is kept).
HEAD_MAX = 64 << 10
HELD_MAX = 1 << 20


class StartLine:
    """The script's two streams on their way to the caller's sinks: the start line taken off stdout, and
    stderr held until it came (what a retried attempt said is dropped, a failure's goes in its error).

    `started` is set when the program starts; `group`, `key` and `folder` are what the line named
    (`on_key` hears the key before any stderr is passed on).
    """

    def __init__(self, out: Sink, err: Sink, on_start: Callable[[], None] | None = None,
                 on_key: Callable[[str], None] | None = None) -> None:
        self.out, self.err, self.on_start, self.on_key = out, err, on_start, on_key
        self.started = threading.Event()
        self.group: int | None = None
        self.folder = ""
        self.key = ""  # the context frame's key, "" when the board made none
        self._head = b""
        self._held: list[bytes] = []
        self._held_size = 0
        self._lock = threading.Lock()  # stdout and stderr may come from two threads

    @property
    def seen(self) -> bool:
        return self.started.is_set()

    def stdout(self, data: bytes) -> None:
        if not self.started.is_set():
            self._head += data
            if b"\n" not in self._head:
                if not (START + " ").encode().startswith(self._head[:len(START) + 1]) or len(self._head) > HEAD_MAX:
                    raise RemoteError(f"the run script said {self._head[:40]!r}, not {START!r}")
                return
            line, data = self._head.split(b"\n", 1)
            word, group, key, folder = (line.decode(errors="replace").split(" ", 3) + ["", "", ""])[:4]
            if word != START or not group.isdigit():
                raise RemoteError(f"the run script said {line[:60]!r}, not {START!r}")
            self.group, self.folder = int(group), folder
            self.key = "" if key == "-" else key
            if self.on_key is not None:
                self.on_key(self.key)  # before the held stderr goes on: it may hold the first block
            with self._lock:
                self.started.set()
                held, self._held, self._held_size = self._held, [], 0
                for chunk in held:
                    self.err(chunk)
            if self.on_start is not None:
                self.on_start()
            if not data:
                return
        self.out(data)

    def stderr(self, data: bytes) -> None:
        if not self.started.is_set():
            with self._lock:
                if not self.started.is_set():
                    self._held.append(data)
                    self._held_size += len(data)
                    while self._held_size > HELD_MAX and len(self._held) > 1:  # the last words suffice
                        self._held_size -= len(self._held.pop(0))
                    return
        self.err(data)

    def held(self) -> str:
        """What the script wrote to stderr before a start that never came (for the error message)."""
        return b"".join(self._held).decode(errors="replace").strip()


def run_deployed(run_once: Callable[[], tuple[int, StartLine]], redeploy: Callable[[], None], *,
                 board: str, what: str) -> int:
    """Run the script (`run_once`); when it finds its files missing before the start, deploy and run once more.

    The status is the program's once it started (97 included). A script that
    fails before the start (no sh, a folder it cannot make, the files gone
    again right after the upload) is an error naming `what` on `board`.
    """
    status, start = run_once()
    again = not start.seen and status == MISSING
    if again:
        redeploy()  # not there yet, or changed on the board
        status, start = run_once()
    if not start.seen:
        said = start.held()
        raise RemoteError(f"board {board}: the run script {describe_exit(status)} before starting {what}"
                          + (" (its files were missing after the upload)" if again and status == MISSING else "")
                          + (f": {said}" if said else ""))
    return status
