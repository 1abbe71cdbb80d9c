"""The board's own deadline: a watchdog in the run scripts, and the sweep that kills a whole run.

Why the board must keep time itself (issue 27): with the board's sshd
SIGSTOPped, `exec --timeout 3` ran 90 s and `run` 180 s; after `kill -9` of
tgtbuild, of the exec helper, or a lost link, nobody was left to kill the
program (a hanging tuning candidate kept 80% of a board core for 14 min);
and a program that forks and calls setsid() left the process group that the
client's `kill -KILL -PGID` hits.

How a run is found, whole: the program (and so everything it starts) gets
`TGTBUILD_RUN=<token>` in its environment, a fresh random token per run. The
sweep kills every process whose `/proc/PID/environ` holds it: a setsid'd or
double-forked daemon keeps its environment while it leaves the session and
the process group. Considered and not taken: a session id sweep (setsid()
gives the child a new session, so it escapes exactly like the group kill),
cgroups (need root or systemd's delegation on the board), `ps` (procps is
missing from minimal Debian images); one `grep -l` over `/proc/*/environ`
(GNU grep, Debian's essential set) finds them in one process. Only a process
that clears its own environment *and* leaves the session escapes: said here
(the tuner's candidate server ends such children of its candidates itself, as their subreaper, when
it ends or on the SIGTERM of `kill_script(..., term_first=True)`: templates/tvm_candidate_server.c.j2).
Each sweep round STOPs then KILLs what it found, so a process forking in a
loop cannot outrun it; rounds repeat until none is found (at most 5).

Its clock is `sleep 1`: on a board without `sleep` (issue 33) every round
failed at once, so the watchdog counted its seconds in microseconds and killed
a 3 s program right away. Such a board runs no watchdog; the script says so
on stderr, and the client's kill at --timeout remains.

When the watchdog fires it also removes the run's folder itself: the script
cannot be trusted to live on, as sh reports the killed program ("Killed") on
stderr and, with the link gone, that write raised SIGPIPE and ended the script
before its own clean-up (seen with strace; dash and bash both report it).

The watchdog is a background subshell of the run script (its output goes to
/dev/null, so it never holds the SSH channel open). Every second it checks
the run's limit and the *anchor*: the parent of the session leader, i.e. the
per-connection sshd over SSH, or the tgtbuild (or exec helper) process for a
local board. When the link goes, or tgtbuild or the helper is killed, sshd
exits and the anchor is gone (or a zombie: its parent has not reaped it yet):
the watchdog sweeps the run, the script then
removes its run folder and exits. When the program ends by itself, the script
stops the watchdog (and waits for it: its clock, `sleep`, is killed with KILL, as
a TERM sent between fork and exec is taken by the child's copy of the trap and
lost: the wait then took the whole second) and sweeps once (no daemon outlives
its run).

That final sweep is a fork and a grep over every process: 2-3 ms of a test's
fixed cost on a loaded board (bench/suite.py --breakdown). It is skipped when no
process can carry the mark, which builtins tell (`read` of /proc files, a /proc
glob, `[ -r ]`): every process the program started got a pid after the last pid
given out before it (/proc/loadavg's last field), unless the pids wrapped
around. So the script notes that pid and the processes already above it (pids
wrap, old ones live on above it), and after the run looks for a process above
it that was not there before and whose environ it may read (grep could read
no other). None, and no wrap possible: nothing to sweep. A wrap is ruled out
when the last pid moved forward by at most 1000, within half a second, and the
watchdog's own pid lies at most 1000 below it (a /proc/loadavg of another pid
namespace, as a container's LXCFS may show, fails that); a wrap needs at least
pid_max - 300 pids given out (pid_max is 4096 on the smallest kernels, 32768
by default). Any doubt (a /proc file unreadable, a new process of ours, or of
anyone for root) sweeps as before. Without
`/proc` (not Linux) no mark can be read: at the limit the watchdog kills its
own process group (program, script and all), and the client's group kill remains.
"""

from __future__ import annotations

import math
import os

MARK = "TGTBUILD_RUN"

# The board-side limit is the client's --timeout plus this: the client kills first and
# reports RemoteTimeout when it can; the watchdog is the backstop when it cannot.
GRACE = 2

# POSIX sh functions, prepended to the board script (`remote.runscript.SCRIPT`).
# tgtbuild_sweep TOKEN: kill every process marked with TOKEN. tgtbuild_mark: the last pid given out
# (_lp) and the uptime in centiseconds (_up). tgtbuild_quiet WATCHDOG: true when no process started
# since tgtbuild_mark may carry the mark (the docstring's rule; _old: the pids above _lp before).
# tgtbuild_guard LIMIT TOKEN DIR BIND PROGRAM...: run PROGRAM marked, under the watchdog; LIMIT whole
# seconds (0: no limit); DIR (absolute, or empty) is the run's folder, which the watchdog removes
# when it fires; BIND non-empty runs PROGRAM with LD_BIND_NOW=1 (`runscript.script_argv`'s bind_now),
# a prefix assignment like the mark's: no env(1) process.
FUNCTIONS = r"""tgtbuild_sweep() {
  _r=0
  while [ $_r -lt 5 ]; do
    _p=
    for _f in $(grep -l -a -F -e "TGTBUILD_RUN=$1" /proc/[0-9]*/environ 2>/dev/null); do
      _f=${_f#/proc/}; _p="$_p ${_f%/environ}"
    done
    [ -n "$_p" ] || return 0
    kill -STOP $_p 2>/dev/null; kill -KILL $_p 2>/dev/null
    _r=$((_r+1))
  done
}
tgtbuild_mark() {
  _lp=; _up=; read -r _x _x _x _x _lp 2>/dev/null < /proc/loadavg; read -r _up _x 2>/dev/null < /proc/uptime
  _up=${_up%.*}${_up#*.}; case $_up in 0*) _up= ;; esac
}
tgtbuild_quiet() {
  _q0=$_lp; _u0=$_up; tgtbuild_mark
  case .$_q0.$_lp.$_up.$_u0.$1. in *[!0-9.]*|*..*) return 1 ;; esac
  [ "$_lp" -ge "$_q0" ] && [ $((_lp - _q0)) -le 1000 ] && [ $((_up - _u0)) -lt 50 ] || return 1
  [ "$1" -le "$_q0" ] && [ $((_q0 - $1)) -le 1000 ] || return 1
  for _f in /proc/[0-9]*; do
    [ "${_f#/proc/}" -le "$_q0" ] || [ ! -r "$_f/environ" ] || case $_old in *" ${_f#/proc/} "*) ;; *) return 1 ;; esac
  done
}
tgtbuild_stat() { read -r _x 2>/dev/null < "/proc/$1/stat" || return 1; set -- ${_x##*) }; _st=$1; _pp=$2; _sid=$4; }
tgtbuild_guard() {
  _l=$1; _t=$2; _d=$3; _b=$4; shift 4; _a=
  tgtbuild_stat $$ && tgtbuild_stat "$_sid" && _a=$_pp
  _w=
  command -v sleep >/dev/null 2>&1 || echo "tgtbuild: note: the board has no sleep command, so its own watchdog is \
off: this run ends at its --timeout only while this machine's tgtbuild can kill it" >&2
  command -v sleep >/dev/null 2>&1 && { ( trap 'kill -KILL $_z 2>/dev/null; [ -z "$_z" ] || wait $_z; exit 0' TERM
    _i=0
    while :; do
      sleep 1 & _z=$!; wait $_z
      _i=$((_i+1))
      [ "$_l" -gt 0 ] && [ $_i -ge "$_l" ] && break
      [ -z "$_a" ] || { tgtbuild_stat "$_a" && [ "$_st" != Z ]; } || break
    done
    tgtbuild_sweep "$_t"
    case $_d in /?*) cd / && rm -rf "$_d" ;; esac
    [ -d /proc/self ] || kill -KILL 0 ) </dev/null >/dev/null 2>&1 &
  _w=$!; }
  tgtbuild_mark; _old=" "
  [ -z "$_lp" ] || for _f in /proc/[0-9]*; do [ "${_f#/proc/}" -le "$_lp" ] || _old="$_old${_f#/proc/} "; done
  if [ -n "$_b" ]; then LD_BIND_NOW=1 TGTBUILD_RUN=$_t "$@"; else TGTBUILD_RUN=$_t "$@"; fi
  _s=$?
  [ -z "$_w" ] || { kill $_w 2>/dev/null; wait $_w 2>/dev/null; }
  tgtbuild_quiet "$_w" || tgtbuild_sweep "$_t"
  return $_s
}
"""


def new_token() -> str:
    """A run's mark: random, so a sweep never touches another run (or another user's)."""
    return os.urandom(8).hex()  # secrets.token_hex's bytes; importing secrets (hmac, OpenSSL) cost ~5 ms


def board_limit(timeout: float | None) -> str:
    """The watchdog's limit in whole seconds as a script argument ("0": none)."""
    if timeout is None:
        return "0"
    return str(math.ceil(timeout) + GRACE)


# tgtbuild_term TOKEN: SIGTERM to every marked process, then up to 10 waits of 0.1 s while any lives.
TERM_FUNCTION = r"""tgtbuild_term() {
  _p=
  for _f in $(grep -l -a -F -e "TGTBUILD_RUN=$1" /proc/[0-9]*/environ 2>/dev/null); do
    _f=${_f#/proc/}; _p="$_p ${_f%/environ}"
  done
  [ -n "$_p" ] || return 0
  kill -TERM $_p 2>/dev/null
  _r=0
  while [ $_r -lt 10 ]; do
    _a=; for _x in $_p; do kill -0 $_x 2>/dev/null && _a=y; done
    [ -n "$_a" ] || return 0
    sleep 0.1; _r=$((_r+1))
  done
}
"""


def kill_script(token: str | None, pgid: int | None, *, term_first: bool = False) -> str:
    """Shell text that kills a run: its marked processes, then the process group `pgid` leads.

    Marked first: the run script survives that and removes its run folder;
    the group kill then ends the script and shell (dash's kill takes no `--`).
    With `term_first` the marked processes get SIGTERM and up to 1 s to end before the sweep's KILL: the
    tuner's candidate server ends its candidates' children on TERM, unmarked ones included (a child
    that left the session and emptied its environment: `templates/tvm_candidate_server.c.j2`), which a
    KILL of the server would orphan to init.
    """
    parts = []
    if token:
        parts += [FUNCTIONS, *([TERM_FUNCTION, f"tgtbuild_term {token}"] if term_first else []),
                  f"tgtbuild_sweep {token}"]
    if pgid is not None:
        parts.append(f"kill -KILL -{pgid} 2>/dev/null; kill -KILL {pgid} 2>/dev/null")
    return "\n".join(parts + ["true"])
