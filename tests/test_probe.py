"""`tgtbuild probe`: recorded board outputs → facts and a target; a real local run."""

from tgtbuild import Target
from tgtbuild.remote import connect, local_board
from tgtbuild.remote.probe import analyse, probe, x86_level

PI4 = """@@uname
Linux 6.1.21-v8+ aarch64
@@cpuinfo
""" + "".join(
    f"processor\t: {i}\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd evtstrm crc32 cpuid\nCPU implementer\t: 0x41\n"
    f"CPU architecture: 8\nCPU variant\t: 0x0\nCPU part\t: 0xd08\nCPU revision\t: 3\n\n"
    for i in range(4)
) + """Hardware\t: BCM2835
Model\t\t: Raspberry Pi 4 Model B Rev 1.4
@@nproc
4
@@meminfo
MemTotal:        3884376 kB
@@os
PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
@@libc
ldd (Debian GLIBC 2.36-9+rpt2+deb12u4) 2.36
@@gpu
@@end
"""

RK3399 = "@@uname\nLinux 5.10.160 aarch64\n@@cpuinfo\n" + "".join(
    f"processor\t: {i}\nCPU implementer\t: 0x41\nCPU part\t: {part}\n\n"
    for i, part in enumerate(["0xd03"] * 4 + ["0xd08"] * 2)
) + "@@nproc\n6\n@@libc\nmusl libc (aarch64)\nVersion 1.2.4\n@@end\n"

JETSON_GPU = "@@uname\nLinux 5.15 aarch64\n@@cpuinfo\nprocessor\t: 0\nCPU implementer\t: 0x41\nCPU part\t: 0xd42\n\n" \
             "@@nproc\n6\n@@gpu\nOrin, 8.7, 7620 MiB\n@@end\n"


def test_raspberry_pi_4_is_recognised():
    facts = analyse(PI4)
    assert facts["cpu"] == "cortex-a72" and facts["cores"] == 4
    assert facts["libc"] == "glibc 2.36" and facts["memory_mb"] == 3793
    assert facts["cpu_model"] == "Raspberry Pi 4 Model B Rev 1.4"
    assert facts["target"] == "rasp4b"


def test_big_little_board_gets_big_core_and_text_target():
    facts = analyse(RK3399)
    assert facts["core_types"] == ["cortex-a53", "cortex-a72"]
    assert facts["cpu"] == "cortex-a72"
    assert facts["triple"] == "aarch64-linux-musl"
    assert Target(facts["target"]) == Target("llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a72 -num-cores=6")


def test_gpu_line_is_reported():
    facts = analyse(JETSON_GPU)
    assert facts["cpu"] == "cortex-a78ae"
    assert facts["gpus"] == ["Orin, 8.7, 7620 MiB"]


def test_x86_levels():
    assert x86_level({"sse4_2"}) == "x86-64"
    v2 = {"cx16", "lahf_lm", "popcnt", "sse4_1", "sse4_2", "ssse3"}
    assert x86_level(v2) == "x86-64-v2"
    v3 = v2 | {"avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"}
    assert x86_level(v3) == "x86-64-v3"
    assert x86_level(v3 | {"avx512f"}) == "x86-64-v3"


def test_probe_this_machine_for_real():
    with connect(local_board()) as connection:
        facts = probe(connection)
    assert facts["cores"] >= 1 and facts["arch"]
    assert Target(facts["target"]).triple.arch in ("x86_64", "aarch64", "riscv64")
