"""The conditions a run was timed in, read on the board in the run's own exec, and the warnings they call for.

Two records timed on different days cannot be judged comparable without the
conditions they were taken in: pyperf keeps the CPU model, frequency,
governor, load and boot time with every run, and `tgtbuild compare` warns
when two records differ in them. The board's part is read by `PROBE`, shell
text the board script (`remote.runscript`) evaluates just before and just
after the program, writing a framed block to stderr: no extra exec channel
(one costs as much as a whole warm run on the loopback sshd, see
`onboard`), and no process either: every value is read with the shell's
builtin `read` from /proc and /sys, so the probe costs file opens only.

What /sys lacks (VMs, containers, qemu-user reading the host's files) is
recorded as absent (`None`, and named in `absent`), never guessed; a value
that does not parse or is implausible (a negative frequency, 900 degrees) is
absent too, with the reason in `notes`. The frame carries a random key per
run, so a program cannot forge or break it by printing look-alike text, and
`ContextSplit` gives the user's stderr back byte for byte without the blocks.
The key is made on the board by the run script (a fresh UUID from the
kernel, read with the builtin `read`) and kept in an unexported shell
variable: given in the script's argv, as it was, any program read it from
`/proc/$PPID/cmdline` and printed a context of its choice (`governor:
performance`, `load_after: 0`) that `--json` recorded (issue 33). The
client learns it from the start line on stdout, written before the program
runs. A board without /proc/sys/kernel/random/uuid records no context
(`absent`), never a forgeable one. What remains: a program allowed to
ptrace its parent (kernel.yama.ptrace_scope 0, or root) can read the shell's
memory; nothing a shell script holds is safe from that.
`TGTBUILD_CONTEXT_ROOT` in the board's environment moves /proc and /sys
under another folder: the tests' way to hand the probe missing and lying
files on a real board.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

from .. import __version__
from ..errors import TgtbuildError
from ..quoting import shell_word
from ..stats.verdict import UNSTABLE_CV

Sink = Callable[[bytes], None]

# The board-side reader: `_tgtctx PHASE` writes "<mark>PHASE\n", one "key words..." line per value
# found, and "<mark>end\n". `read` is a builtin (no fork); its errors (a missing file) go to
# /dev/null. `_tgtrd` reads a regular file only (`[ -f ]`, a builtin too): a FIFO in /sys blocked the
# run in `open` before the program started, a link to /dev/zero was read without end. `@MARK@` is
# replaced by the run's token; the phase "before" also reads what cannot change during a run (kernel,
# CPU model, maximum frequencies, board identity).
PROBE = r"""_tgtrd() { [ -f "$1" ] && read -r _v 2>/dev/null < "$1"; }
_tgtctx() {
_r=${TGTBUILD_CONTEXT_ROOT-}
printf '\036tgtbuild-context-%s\036%s\n' "$_tgtk" "$1"
_tgtrd "$_r/proc/loadavg" && echo "loadavg $_v"
for _c in "$_r"/sys/devices/system/cpu/cpu[0-9]*; do
  _n=${_c##*/cpu}
  _tgtrd "$_c/cpufreq/scaling_governor" && echo "governor $_n $_v"
  _tgtrd "$_c/cpufreq/scaling_cur_freq" && echo "cur_khz $_n $_v"
  [ "$1" = before ] && _tgtrd "$_c/cpufreq/cpuinfo_max_freq" && echo "max_khz $_n $_v"
done
for _z in "$_r"/sys/class/thermal/thermal_zone[0-9]*; do
  _t=?; _tgtrd "$_z/type" && _t=$_v
  _tgtrd "$_z/temp" && echo "temp ${_z##*/}:$_t $_v"
done
for _h in "$_r"/sys/class/hwmon/hwmon[0-9]*; do
  _t=?; _tgtrd "$_h/name" && _t=$_v
  for _i in "$_h"/temp[0-9]*_input; do
    _tgtrd "$_i" && { _i=${_i##*/}; echo "temp ${_h##*/}:$_t:${_i%_input} $_v"; }
  done
done
if [ "$1" = before ]; then
  _tgtrd "$_r/proc/sys/kernel/osrelease" && echo "kernel $_v"
  _tgtrd "$_r/proc/sys/kernel/hostname" && echo "hostname $_v"
  _tgtrd "$_r/proc/sys/kernel/random/boot_id" && echo "boot_id $_v"
  _tgtrd "$_r/sys/firmware/devicetree/base/model" && echo "board_model $_v"
  [ -f "$_r/proc/cpuinfo" ] && while IFS=: read -r _k _v; do
    case $_k in
      "") break ;;
      "model name"*) echo "cpu_model${_v}"; break ;;
      "CPU implementer"*) echo "cpu_implementer${_v}" ;;
      "CPU part"*) echo "cpu_part${_v}"; break ;;
      "uarch"*|"isa"*) echo "cpu_isa${_v}" ;;
    esac
  done 2>/dev/null < "$_r/proc/cpuinfo"
  _tgtrd "$_r/sys/fs/cgroup/cpuset.cpus.effective" && echo "allowed $_v" ||
    { _tgtrd "$_r/sys/devices/system/cpu/online" && echo "allowed $_v"; }
fi
printf '\036tgtbuild-context-%s\036end\n' "$_tgtk"
}"""

LOAD_BUSY = 1.0          # a 1-minute load average above this before the run: something else was running
FREQ_CHANGE = 0.05       # a core's frequency moving more than 5% between before and after
TEMP_RISE_C = 5.0        # degrees Celsius of rise during the run
_MAX_KHZ = 20_000_000    # 20 GHz: above, a frequency file is lying
_TEMP_RANGE_C = (-60.0, 150.0)
_MAX_TEXT = 120


def new_mark(key: str = "") -> str:
    """The frame mark of the key `key` (a fresh random one when not given): ASCII record separators around it."""
    return f"\x1etgtbuild-context-{key or os.urandom(8).hex()}\x1e"


def key_of(mark: str) -> str:
    """The key inside a mark made by `new_mark`."""
    return mark.strip("\x1e").removeprefix("tgtbuild-context-")


def probe_text(mark: str | None = None) -> str:
    """The probe's shell text; with `mark`, it also sets that mark's key (a test's standalone probe).

    The run script gives no mark: it makes the key on the board itself
    (`remote.runscript`), so no program can read it from the script's argv.
    """
    if mark is None:
        return PROBE

    return f"_tgtk={shell_word(key_of(mark))}\n{PROBE}"


# A real block is a few KB (3000 CPUs: ~200 KB). Past this, what follows a mark is output, not a block:
# a program that printed the mark and never the end was held whole and re-joined per chunk
# (200 MB of stderr: 702 MB RSS, 118 s, and the stderr lost; issue 33).
MAX_BLOCK = 4 << 20


class ContextSplit:
    """A stderr sink that takes the probe's framed blocks out and passes everything else on unchanged.

    A mark split across two chunks is held back until it can be told apart
    from output; `close()` passes on what is held when the run ends. Memory
    and time are bounded: a block is searched only where new bytes came, and
    one longer than MAX_BLOCK (or unfinished at the end) is passed on as output.
    """

    def __init__(self, mark: str, sink: Sink) -> None:
        self.sink = sink
        self.blocks: list[bytes] = []
        self._held = b""  # outside a block: the end of the output that may begin a mark
        self._block = bytearray()
        self._inside = False
        self._set(mark)

    def _set(self, mark: str) -> None:
        self.mark = mark.encode()
        self.end = self.mark + b"end\n"

    def use_key(self, key: str) -> None:
        """The run script's start line named the frame's key ("": none, everything is output)."""
        self._set(new_mark(key) if key else "")

    def write(self, data: bytes) -> None:
        if not self.mark:
            if data:
                self.sink(data)
            return
        data = self._held + data
        self._held = b""
        while data:
            if self._inside:
                start = max(0, len(self._block) - len(self.end) + 1)
                self._block += data
                at = self._block.find(self.end, start)
                if at < 0:
                    if len(self._block) > MAX_BLOCK:
                        self._pass_on_block()
                    return
                data = bytes(self._block[at + len(self.end):])
                self.blocks.append(bytes(self._block[:at]))
                self._block = bytearray()
                self._inside = False
                continue
            at = data.find(self.mark)
            if at >= 0:
                if at:
                    self.sink(data[:at])
                data = data[at + len(self.mark):]
                self._inside = True
                continue
            keep = _partial_suffix(data, self.mark)
            if len(data) > keep:
                self.sink(data[:len(data) - keep])
            self._held = data[len(data) - keep:]
            return

    def _pass_on_block(self) -> None:
        """What followed a mark is not a block after all: the program's output, given back as it came."""
        block, self._block, self._inside = bytes(self._block), bytearray(), False
        self.sink(self.mark + block)

    def close(self) -> None:
        """The run ended: what was held back is output after all, an unfinished block too."""
        if self._inside:
            self._pass_on_block()
        if self._held:
            self.sink(self._held)
        self._held = b""


def _partial_suffix(data: bytes, mark: bytes) -> int:
    """The length of the longest end of `data` that begins `mark` (0 when none)."""
    start = data.rfind(mark[:1], max(0, len(data) - len(mark) + 1))
    while start >= 0:
        if mark.startswith(data[start:]):
            return len(data) - start
        start = data.find(mark[:1], start + 1)
    return 0


def parse_blocks(blocks: list[bytes]) -> dict[str, dict[str, list[list[str]]]]:
    """{phase: {key: [words of each line]}} from the probe's blocks; junk lines are skipped."""
    phases: dict[str, dict[str, list[list[str]]]] = {}
    for block in blocks:
        lines = block.decode(errors="replace").splitlines()
        if not lines or lines[0] not in ("before", "after"):
            continue
        values = phases.setdefault(lines[0], {})
        for line in lines[1:4000]:  # a lying /sys cannot flood the record
            words = line.split()
            if words:
                values.setdefault(words[0], []).append(words[1:])
    return phases


def board_context(blocks: list[bytes], *, requested_cpus: str = "", board_cpus: tuple[int, ...] = ()) -> dict:
    """The board's part of the context from the probe's blocks: every field present, None when absent."""
    phases = parse_blocks(blocks)
    before, after = phases.get("before", {}), phases.get("after", {})
    notes: list[str] = []
    allowed = _text(_first(before, "allowed"), notes, "allowed")
    used = parse_cpu_list(requested_cpus) or list(board_cpus) or parse_cpu_list(allowed or "")
    cpus: dict[str, dict[str, Any]] = {}
    for key, phase, field in (("governor", before, "governor"), ("cur_khz", before, "khz_before"),
                              ("cur_khz", after, "khz_after"), ("max_khz", before, "max_khz")):
        for words in phase.get(key, []):
            if len(words) < 2 or not words[0].isdigit() or (used and int(words[0]) not in used):
                continue
            entry = cpus.setdefault(words[0], {"governor": None, "khz_before": None, "khz_after": None,
                                               "max_khz": None})
            if field == "governor":
                entry[field] = _text(" ".join(words[1:]), notes, f"cpu{words[0]} governor")
            else:
                entry[field] = _number(words[1], notes, f"cpu{words[0]} {field}", 1, _MAX_KHZ, int)
    temps: dict[str, dict[str, float | None]] = {}
    for phase_name, phase in (("before", before), ("after", after)):
        for words in phase.get("temp", [])[:64]:
            if len(words) != 2:
                continue
            name = _text(words[0], notes, "thermal zone") or "?"
            milli = _number(words[1], notes, f"temperature {name}", -1e9, 1e9, float)
            celsius = None if milli is None else milli / 1000
            if celsius is not None and not _TEMP_RANGE_C[0] <= celsius <= _TEMP_RANGE_C[1]:
                notes.append(f"temperature {name}: {celsius:g} C is implausible; ignored")
                celsius = None
            temps.setdefault(name, {"before": None, "after": None})[phase_name] = celsius
    record = {
        "hostname": _text(_first(before, "hostname"), notes, "hostname"),
        "boot_id": _text(_first(before, "boot_id"), notes, "boot_id"),
        "board_model": _text(_first(before, "board_model"), notes, "board model"),
        "kernel": _text(_first(before, "kernel"), notes, "kernel"),
        "cpu_model": _text(_first(before, "cpu_model"), notes, "cpu model") or _arm_cpu(before, notes),
        "allowed_cpus": allowed,
        "used_cpus": used or None,
        "cpus": cpus or None,
        "load_before": _load(before, notes, "before"),
        "load_after": _load(after, notes, "after"),
        "temperature_c": temps or None,
    }
    if not phases:
        notes.append("the board printed no context (the run ended before the probe, the board has no "
                     "/proc/sys/kernel/random/uuid for the frame's secret key, or its sh lacks builtins)")
    record["absent"] = [key for key, value in record.items() if value is None]
    record["notes"] = notes
    return record


def _first(values: Mapping[str, list[list[str]]], key: str) -> str | None:
    lines = values.get(key)
    return " ".join(lines[0]) if lines and lines[0] else None


def _text(value: str | None, notes: list[str], what: str) -> str | None:
    if value is None:
        return None
    clean = "".join(ch if ch.isprintable() else "?" for ch in value.strip("\x00 "))
    if len(clean) > _MAX_TEXT:
        notes.append(f"{what}: {len(clean)} characters, cut to {_MAX_TEXT}")
        clean = clean[:_MAX_TEXT]
    return clean or None


def _number(word: str, notes: list[str], what: str, low: float, high: float, kind: type) -> Any:
    try:
        value = kind(word)
    except ValueError:
        notes.append(f"{what}: {word[:40]!r} is not a number; recorded as absent")
        return None
    if not low <= value <= high:
        notes.append(f"{what}: {value} is outside {low:g}..{high:g}; recorded as absent")
        return None
    return value


def _load(values: Mapping[str, list[list[str]]], notes: list[str], phase: str) -> list[float] | None:
    lines = values.get("loadavg")
    if not lines:
        return None
    words = lines[0][:3]
    loads = [_number(w, notes, f"load average {phase}", 0, 1e6, float) for w in words]
    return loads if len(loads) == 3 and None not in loads else None


def _arm_cpu(before: Mapping[str, list[list[str]]], notes: list[str]) -> str | None:
    """An Arm CPU as /proc/cpuinfo names it: implementer and part numbers (0x41 0xd08 is a Cortex-A72)."""
    implementer, part = _first(before, "cpu_implementer"), _first(before, "cpu_part")
    if implementer and part:
        return _text(f"implementer {implementer} part {part}", notes, "cpu")
    return _text(_first(before, "cpu_isa"), notes, "cpu isa")


def parse_cpu_list(text: str) -> list[int]:
    """'0-2,5' → [0, 1, 2, 5]; anything else → [] (a lying status file names no CPUs)."""
    out: list[int] = []
    for part in text.split(","):
        part = part.strip()
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            return []
        first, last = int(low), int(high or low)
        if last < first or last - first > 4096:
            return []
        out += range(first, last + 1)
    return out


def host_context(request: Any) -> dict:
    """This machine's part: tgtbuild, the toolchain that built the run, the target text, the board, emulation."""
    toolchain: dict[str, Any] | None = None
    try:
        from ..toolchain import select  # lazily: only this branch needs it

        chosen = select(request.target, request.toolchain, launcher=request.launcher or "")
        toolchain = {"name": chosen.name, "family": chosen.family, "version": chosen.version,
                     "cc": os.path.basename(chosen.cc[0]) if chosen.cc else None}
    except TgtbuildError as exc:  # the build found one moments ago; a changed PATH since is noted, not fatal
        toolchain = {"error": str(exc)}
    board = request.board
    timing = request.timing
    return {
        "tgtbuild": __version__,
        "target": str(request.target),
        "toolchain": toolchain,
        "board": board.destination(),
        "emulated": bool(board.emulator),
        "emulator": " ".join(board.emulator) or None,
        "pinning": {"cpus": timing.cpus or None, "board_cpus": list(board.cpus) or None,
                    "threads": timing.threads or None},
    }


def run_context(request: Any, blocks: list[bytes]) -> dict:
    """The whole context record of one run: this machine's part and the board's (`"board_state"`)."""
    record = host_context(request)
    record["board_state"] = board_context(blocks, requested_cpus=request.timing.cpus,
                                          board_cpus=tuple(request.board.cpus))
    return record


def instability(context: Mapping[str, Any] | None, timing: Mapping[str, Any] | None) -> list[str]:
    """pyperf-style warnings: why these times may not be trusted (empty when nothing is suspicious)."""
    warnings = []
    cv = (timing or {}).get("cv")
    if isinstance(cv, (int, float)) and cv > UNSTABLE_CV:
        warnings.append(f"unstable: the repeats' standard deviation is {cv:.0%} of their mean "
                        f"(above {UNSTABLE_CV:.0%}); more --repeat, --cooldown-ms or a quieter board")
    state = (context or {}).get("board_state") or {}
    if (context or {}).get("emulated"):
        warnings.append("emulated: times come from qemu-user on this machine, not from the device")
    cpus = state.get("cpus") or {}
    slow = sorted((cpu for cpu, e in cpus.items() if e.get("governor") not in (None, "performance")), key=int)
    if slow:
        governors = sorted({cpus[c]["governor"] for c in slow})
        warnings.append(f"governor {'/'.join(governors)} on cpu {','.join(slow)}, not performance: the "
                        "frequency follows the load, so times drift (docs/statistics.md: fix the governor)")
    for cpu, e in sorted(cpus.items(), key=lambda item: int(item[0])):
        a, b = e.get("khz_before"), e.get("khz_after")
        if a and b and abs(b - a) / a > FREQ_CHANGE:
            warnings.append(f"cpu{cpu}'s frequency moved from {a / 1000:.0f} to {b / 1000:.0f} MHz during the run")
    for zone, t in sorted((state.get("temperature_c") or {}).items()):
        if t.get("before") is not None and t.get("after") is not None and t["after"] - t["before"] > TEMP_RISE_C:
            warnings.append(f"temperature {zone} rose from {t['before']:.0f} to {t['after']:.0f} C during the run "
                            "(thermal throttling ahead: --cooldown-ms)")
    load = state.get("load_before")
    if load and load[0] > LOAD_BUSY:
        warnings.append(f"the board was busy: load average {load[0]:.2f} before the run (other processes "
                        "compete for the cores; pin with --cpus to idle ones)")
    return warnings
