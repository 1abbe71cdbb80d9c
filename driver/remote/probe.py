"""`tgtbuild probe`: ask a board what it is, and name the target that fits it.

One shell script runs on the board (one round trip) and prints tagged
sections; everything else (CPU part → core name, x86 flags → psABI level,
best-fitting tag) is decided here from data in `toolchains/cpus.toml`, so a
new core is a line of TOML, not code.
"""

from __future__ import annotations

import functools
import os
import re
from typing import Any

from ..cpufeatures import cpuinfo_blocks
from ..machines import linux_triple, of_uname
from ..paths import data_dir_str
from ..targets.tags import registry
from ..targets.target import Target
from ..targets.triple import Triple
from ..tomlfile import load_many
from .errors import RemoteError

# POSIX sh; every probe is optional and silent when its tool is missing.
PROBE_SCRIPT = r"""
echo '@@uname'; uname -srm 2>/dev/null
echo '@@cpuinfo'; cat /proc/cpuinfo 2>/dev/null
echo '@@nproc'; (nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null)
echo '@@meminfo'; grep -i '^MemTotal' /proc/meminfo 2>/dev/null
echo '@@os'; cat /etc/os-release 2>/dev/null
echo '@@libc'; (ldd --version 2>&1 | head -n 1) 2>/dev/null
echo '@@gpu'; (nvidia-smi --query-gpu=name,compute_cap,memory.total --format=csv,noheader 2>/dev/null) || true
echo '@@end'
"""


@functools.lru_cache(maxsize=1)
def cpu_data() -> dict[str, Any]:
    (data,) = load_many("cpus", [os.path.join(data_dir_str("toolchains"), "cpus.toml")])
    return data


def sections(text: str) -> dict[str, str]:
    """Split the script's output at its `@@name` markers."""
    found: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("@@"):
            current = line[2:].strip()
            found[current] = []
        elif current is not None:
            found[current].append(line)
    return {name: "\n".join(lines).strip() for name, lines in found.items()}


def _arm_cores(blocks: list[dict[str, str]]) -> list[str]:
    table = cpu_data().get("arm", {})
    names = []
    for block in blocks:
        implementer, part = block.get("cpu implementer"), block.get("cpu part")
        if not implementer or not part:
            continue
        vendor = table.get(f"0x{int(implementer, 16):02x}", {})
        names.append(vendor.get(f"0x{int(part, 16):03x}", f"unknown (implementer {implementer}, part {part})"))
    return names


def x86_level(flags: set[str]) -> str:
    """The highest x86-64 psABI level whose flags (and all lower ones) are present."""
    level = "x86-64"
    for name, needed in cpu_data().get("x86-levels", {}).items():
        if not set(needed) <= flags:
            break
        level = name
    return level


def analyse(text: str) -> dict[str, Any]:
    """Facts from the probe script's output (pure: tested on recorded outputs)."""
    parts = sections(text)
    uname = parts.get("uname", "").split()
    arch = uname[-1] if uname else ""
    blocks = cpuinfo_blocks(parts.get("cpuinfo", ""))
    facts: dict[str, Any] = {"arch": arch, "kernel": " ".join(uname[:2])}
    nproc = parts.get("nproc", "").strip()
    facts["cores"] = int(nproc) if nproc.isdigit() else len([b for b in blocks if "processor" in b]) or None
    mem = re.search(r"(\d+)\s*kB", parts.get("meminfo", ""))
    facts["memory_mb"] = int(mem.group(1)) // 1024 if mem else None
    os_release = dict(re.findall(r'^(\w+)="?([^"\n]*)"?$', parts.get("os", ""), re.MULTILINE))
    facts["os"] = os_release.get("PRETTY_NAME", "")
    libc = re.search(r"(GLIBC|GNU libc|musl)[^\d]*([\d.]+)", parts.get("libc", ""), re.IGNORECASE)
    facts["libc"] = f"{'musl' if libc and 'musl' in libc.group(1).lower() else 'glibc'} {libc.group(2)}" if libc else ""
    facts["gpus"] = [line.strip() for line in parts.get("gpu", "").splitlines() if line.strip()]
    cpu, model = "", ""
    if arch in ("aarch64", "arm64") or arch.startswith("arm"):
        cores = _arm_cores(blocks)
        # big.LITTLE boards list several cores: the target is tuned for the big one (listed last on Linux).
        cpu = cores[-1] if cores else ""
        facts["core_types"] = sorted(set(cores))
        models = [b.get("model") or b.get("hardware", "") for b in blocks]
        model = next((m for m in models if m), "")
    elif arch in ("x86_64", "amd64", "i686"):
        first = blocks[0] if blocks else {}
        cpu = x86_level(set(first.get("flags", "").split()))
        model = first.get("model name", "")
    elif arch.startswith("riscv"):
        first = blocks[0] if blocks else {}
        cpu = cpu_data().get("riscv-uarch", {}).get(first.get("uarch", ""), "")
        model = first.get("uarch", "") or first.get("isa", "")
    facts["cpu"] = cpu
    facts["cpu_model"] = model
    facts["triple"] = _triple(arch, facts["libc"])
    facts["target"] = suggest_target(facts)
    return facts


def _triple(arch: str, libc: str) -> str:
    machine = of_uname(arch) if arch else None
    if machine is None:
        return f"{arch}-linux-gnu" if arch else ""
    triple = linux_triple(machine, "musl" if libc.startswith("musl") else "gnu")
    return f"{triple.arch}-linux-{triple.env}"


def suggest_target(facts: dict[str, Any]) -> str:
    """A tag when one matches the CPU, core count and triple; else target text."""
    if not facts.get("triple"):
        return ""

    want = Triple.parse(facts["triple"])
    cpu, cores = facts.get("cpu", ""), facts.get("cores")
    tags = registry()
    matches = []
    if cpu and not cpu.startswith("unknown"):
        for name in tags.names():
            tag = tags.lookup(name)
            if tag is None or tag.devices:
                continue
            try:
                target = Target(name)
            except Exception:  # noqa: BLE001 - a broken user tag must not break probe
                continue
            if (target.kind, target.attrs.get("mcpu"), target.attrs.get("num-cores")) != ("llvm", cpu, cores):
                continue
            if "mtriple" in target.attrs and target.triple.arch == want.arch:
                # The most specific tag (a board over its SoC over its core) wins.
                matches.append((len(tags.chain(name)), bool(tag.aliases), name))
    if matches:
        best = tags.lookup(max(matches)[2])
        return best.aliases[0] if best.aliases else best.name
    text = f"llvm -mtriple={want}"
    if cpu and not cpu.startswith("unknown") and cpu != "x86-64":
        text += f" -mcpu={cpu}"
    if cores:
        text += f" -num-cores={cores}"
    return text


def probe(connection: Any, timeout: float = 30.0) -> dict[str, Any]:
    """Run the probe on a connected board and return its facts."""
    done = connection.run(["sh", "-c", PROBE_SCRIPT], timeout=timeout)
    text = done.stdout.decode("utf-8", errors="replace")
    if "end" not in sections(text):  # empty facts with status 0 read as "a board with nothing" (issue 33)
        said = done.stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise RemoteError(f"board {connection.board.destination()}: the probe script did not run to its end "
                          f"({'; '.join(said) or 'it printed nothing'}, status {done.exit_status})")
    return analyse(text)
