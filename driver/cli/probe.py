"""`tgtbuild probe`: what is this board, and which target fits it."""

from __future__ import annotations

import argparse

from ..api.boards import probe
from .boardopts import BOARD_HELP, add_board_arguments, board_from_args
from .output import print_json

HELP = """\
examples:
  tgtbuild probe --board pi@rpi.lan
  tgtbuild probe --board lab-jetson --json
  tgtbuild probe                      (this machine)
  tgtbuild probe --board pi@rpi.lan --devices --require opencl

Reports the architecture, CPU core (Arm CPU part → core name; x86 flags →
x86-64-v2/v3/v4), cores, memory, OS, C library, NVIDIA GPUs, and the tag or
target text that fits the board best, ready for --target. With --devices, a
small program built for the board (zig) lists its OpenCL platforms and devices
and its CUDA driver and GPUs, without clinfo or nvidia-smi there.

""" + BOARD_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--json", action="store_true", help="machine-readable facts")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for the board (default 30)")
    parser.add_argument("--devices", action="store_true",
                        help="also list OpenCL platforms/devices and CUDA GPUs (builds a probe for the board)")
    parser.add_argument("--require", metavar="RUNTIME", action="append", default=[],
                        help="fail, naming what to install, unless the board has this runtime (opencl, cuda); "
                             "implies --devices")
    parser.add_argument("--build-dir", default="build", help="where the device probe is built (default build)")
    add_board_arguments(parser)


def run(args: argparse.Namespace) -> int:
    board = board_from_args(args)
    facts = probe(board, timeout=args.timeout, devices=args.devices, require=tuple(args.require),
                  build_dir=args.build_dir)
    if args.json:
        print_json({"board": board.destination(), **facts})
        return 0
    rows = [
        ("board", board.destination()),
        ("arch", facts["arch"]),
        ("cpu", f"{facts['cpu'] or '?'}" + (f" ({facts['cpu_model']})" if facts.get("cpu_model") else "")),
    ]
    if len(facts.get("core_types", [])) > 1:
        rows.append(("core types", ", ".join(facts["core_types"])))
    rows += [
        ("cores", str(facts["cores"] or "?")),
        ("memory", f"{facts['memory_mb']} MiB" if facts.get("memory_mb") else "?"),
        ("os", facts["os"] or facts["kernel"]),
        ("libc", facts["libc"] or "?"),
        ("gpus", "; ".join(facts["gpus"]) or "none found (nvidia-smi)"),
        ("target", facts["target"] or "?"),
    ]
    if "devices" in facts:
        rows += device_rows(facts["devices"])
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key.rjust(width)}  {value}")
    return 0


def device_rows(facts: dict) -> list[tuple[str, str]]:
    """Table rows for people: one per OpenCL device and per GPU, or what to install."""
    rows = []
    opencl = facts.get("opencl", {})
    if "error" in opencl:
        rows.append(("opencl", f"none ({opencl['error']}): {opencl['install']}"))
    for p, platform in enumerate(opencl.get("platforms", ())):
        for d, device in enumerate(platform.get("devices", ())):
            rows.append(("opencl", f"platform {p} {platform['name']!r}, device {d} {device['name']!r} "
                                   f"({device['type']}, {device['compute_units']} CU, "
                                   f"{device['global_mem_bytes'] >> 20} MiB, {device['version']})"))
    cuda = facts.get("cuda", {})
    if "error" in cuda:
        rows.append(("cuda", f"none ({cuda['error']}): {cuda['install']}"))
    for i, gpu in enumerate(cuda.get("devices", ())):
        rows.append(("cuda", f"device {i} {gpu['name']!r} ({gpu['arch']}, {gpu['memory_bytes'] >> 20} MiB, "
                             f"driver {cuda['driver'] // 1000}.{cuda['driver'] % 1000 // 10})"))
    return rows
