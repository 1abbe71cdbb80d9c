"""`tgtbuild probe --devices`: a board's OpenCL platforms and devices, its CUDA driver and GPUs.

Boards rarely have clinfo or nvidia-smi (a Jetson has no nvidia-smi at
all), so a tiny C program (templates/device_probe.c.j2) is built here by
the board's toolchain (zig), sent like a harness, and run there: it loads
libOpenCL.so.1 and libcuda.so.1 with dlopen and prints one JSON line. The
binary is kept under the build root keyed by its source and triple, so a
second probe sends nothing and builds nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError, did_you_mean
from ..fsutil import write_atomic
from ..targets import Target
from ..templating import render
from ..toolchain import select
from .exec import run_remote

RUNTIMES = ("opencl", "cuda")
INSTALL = {
    "opencl": "install an OpenCL ICD loader (Debian/Ubuntu: ocl-icd-libopencl1) and a driver for the device: "
              "pocl-opencl-icd for CPUs, mesa-opencl-icd (rusticl) for Mali/AMD/Intel GPUs, or the vendor's "
              "(Arm Mali DDK, Qualcomm Adreno, NVIDIA)",
    "cuda": "install the NVIDIA driver (desktop/server: nvidia-driver or NVIDIA's installer; Jetson: JetPack/L4T, "
            "which ships libcuda.so.1 under /usr/lib/aarch64-linux-gnu/tegra)",
}


class DeviceProbeError(TgtbuildError):
    """The probe program could not be built or run, or a required runtime is missing."""


def probe_source() -> str:
    return render("device_probe.c.j2")


def build_probe(triple: str, build_root: str | os.PathLike[str]) -> Path:
    """The probe program for `triple`, compiled once per source text and triple."""
    source = probe_source()
    digest = hashlib.sha256(f"{triple}\n{source}".encode()).hexdigest()[:16]
    folder = Path(build_root) / ".tgtbuild" / "probe"
    exe = folder / f"tgtbuild-devprobe-{digest}"
    if exe.exists():
        return exe
    folder.mkdir(parents=True, exist_ok=True)
    c_file = folder / f"devprobe-{digest}.c"
    write_atomic(c_file, source)
    toolchain = select(Target(f"llvm -mtriple={triple}"))
    partial = exe.with_name(exe.name + ".tmp")
    command = [*toolchain.cc, *toolchain.cflags, "-o", str(partial), str(c_file), "-ldl"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        raise DeviceProbeError(f"building the device probe for {triple} ran past 300 s") from None
    if done.returncode != 0:
        raise DeviceProbeError(f"{toolchain.name} cannot build the device probe for {triple}:\n{done.stderr.strip()}")
    partial.replace(exe)
    return exe


def analyse_devices(text: str) -> dict[str, Any]:
    """{"opencl": {...}, "cuda": {...}} with an `install` hint for each runtime that is missing."""
    line = next((ln for ln in reversed(text.splitlines()) if ln.startswith("{")), "")
    try:
        facts = json.loads(line)
    except json.JSONDecodeError:
        raise DeviceProbeError(f"the device probe printed no JSON line; it printed:\n{text[-500:]}") from None
    opencl = facts.get("opencl", {})
    if "error" not in opencl and not opencl.get("platforms"):
        opencl["error"] = "the OpenCL loader found no platform (no driver under /etc/OpenCL/vendors)"
    cuda = facts.get("cuda", {})
    if "error" not in cuda and not cuda.get("devices"):
        cuda["error"] = "the NVIDIA driver sees no GPU"
    for runtime in RUNTIMES:
        if "error" in facts.get(runtime, {}):
            facts[runtime]["install"] = INSTALL[runtime]
    return facts


def probe_devices(conn: Any, board: Any, triple: str, build_root: str | os.PathLike[str],
                  timeout: float = 60.0) -> dict[str, Any]:
    """Build the probe for the board's `triple`, run it there, and return `analyse_devices` of its output."""
    exe = build_probe(triple, build_root)
    report = run_remote(conn, board, ["tgtbuild-devprobe"], {"tgtbuild-devprobe": exe}, timeout, subdir="probe")
    if not report.ok:
        raise DeviceProbeError(f"the device probe on {board.destination()} {report.describe()}:\n"
                               + report.stderr.decode(errors="replace")[-500:])
    return analyse_devices(report.stdout.decode(errors="replace"))


def require(facts: dict[str, Any], runtime: str, destination: str) -> None:
    """Raise naming what to install when the board lacks `runtime`."""
    if runtime not in RUNTIMES:
        raise DeviceProbeError(f"--require {runtime!r}: choose from {', '.join(RUNTIMES)}"
                               f"{did_you_mean(runtime, RUNTIMES)}")
    found = facts.get(runtime, {})
    if "error" in found:
        raise DeviceProbeError(f"board {destination} has no usable {runtime}: {found['error']}; {found['install']}")
