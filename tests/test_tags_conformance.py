"""The tag registry against apache-tvm's tags, and the registry's own health.

`tests/data/tvm_tags.json` holds every tag apache-tvm 0.27 knows (made by
tests/data/gen_tvm_tags.py; TVM is never needed to run this). Each of those
names must resolve in tgtbuild to the same kind and the same value of every
attribute TVM gives, except the dotted paths a tag lists in `tvm-differs`
(each with a reason, and each really different). Then: every tag, device and
alias builds a Target, aliases are unique, and the short names people type
mean what they should.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tgtbuild import Target
from tgtbuild.targets import tags as tags_module
from tgtbuild.targets.triple import Triple

TVM_FILE = Path(__file__).parent / "data" / "tvm_tags.json"
TVM_TAGS: dict[str, dict[str, Any]] = json.loads(TVM_FILE.read_text())["tags"]
MISSING = object()


@pytest.fixture(scope="module", autouse=True)
def builtin_tags_only(tmp_path_factory):
    """Hide the user's config folders so only the shipped tag files load."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg")))
        mp.delenv("TGTBUILD_PATH", raising=False)
        tags_module.registry.cache_clear()
        yield tags_module.registry()
    tags_module.registry.cache_clear()


def registry():
    return tags_module.registry()


# ---------------------------------------------------------------- comparing


def _normal(key: str, value: Any) -> Any:
    """One comparable form: triples canonical, sequences as lists."""
    if key == "mtriple" and isinstance(value, str):
        return str(Triple.parse(value))
    if isinstance(value, tuple):
        return [_normal(key, v) for v in value]
    if isinstance(value, list):
        return [_normal(key, v) for v in value]
    return value


def _at(config: Any, path: str) -> Any:
    """The value at a dotted path of a config dict, or MISSING."""
    for part in path.split("."):
        if not isinstance(config, dict) or part not in config:
            return MISSING
        config = config[part]
    return config


def _mismatches(tvm: dict[str, Any], ours: dict[str, Any], skip: set[str], prefix: str = "") -> list[str]:
    """Every attribute TVM gives that we resolve differently, as 'path: tvm != ours'."""
    found = []
    for key, tvm_value in sorted(tvm.items()):
        path = prefix + key
        if path in skip:
            continue
        our_value = ours.get(key, MISSING)
        if isinstance(tvm_value, dict):
            if not isinstance(our_value, dict):
                found.append(f"{path}: TVM has {tvm_value!r}, tgtbuild has {_show(our_value)}")
            else:
                found += _mismatches(tvm_value, our_value, skip, path + ".")
            continue
        if our_value is MISSING or _normal(key, our_value) != _normal(key, tvm_value):
            found.append(f"{path}: TVM has {tvm_value!r}, tgtbuild has {_show(our_value)}")
    return found


def _show(value: Any) -> str:
    return "nothing" if value is MISSING else repr(value)


def _differs(tvm_value: Any, our_value: Any, path: str) -> bool:
    key = path.rpartition(".")[2]
    if tvm_value is MISSING or our_value is MISSING:
        return tvm_value is not our_value
    if isinstance(tvm_value, dict) and isinstance(our_value, dict):
        return bool(_mismatches(tvm_value, our_value, set()))
    return _normal(key, tvm_value) != _normal(key, our_value)


# ---------------------------------------------------------------- TVM conformance


def test_tvm_data_is_complete():
    assert len(TVM_TAGS) == 287


@pytest.mark.parametrize("name", sorted(TVM_TAGS))
def test_tvm_tag_resolves_the_same(name):
    tvm = TVM_TAGS[name]
    tag = registry().lookup(name)
    assert tag is not None, f"apache-tvm tag {name} is missing from toolchains/tags"
    assert tag.name == name, f"{name} must be a tag of its own, not an alias of {tag.name}"

    target = Target(name)
    ours = target.export()
    assert target.tag == name
    assert target.kind == tvm["kind"]

    differs = dict(tag.tvm_differs)
    for path, reason in differs.items():
        assert isinstance(reason, str) and reason.strip(), f"{name}: tvm-differs {path!r} gives no reason"
        assert _differs(_at(tvm, path), _at(ours, path), path), (
            f"{name}: tvm-differs lists {path!r} but tgtbuild resolves the same value as TVM "
            f"({_show(_at(tvm, path))}); drop the entry"
        )
    problems = _mismatches(tvm, ours, set(differs))
    assert not problems, f"{name} differs from apache-tvm (fix it, or add tvm-differs with a reason):\n" + "\n".join(
        problems
    )


def test_tvm_differs_only_on_tvm_tags():
    """A `tvm-differs` entry on a tag TVM does not have could never be checked."""
    reg = registry()
    stray = [n for n in reg.names() if reg.lookup(n).tvm_differs and n not in TVM_TAGS]
    assert not stray


# ---------------------------------------------------------------- registry health


def _every_selectable_name() -> list[str]:
    """Every tag name, plus `tag:device` for each device of a board."""
    reg = registry()
    names = []
    for name in reg.names():
        tag = reg.lookup(name)
        if tag.kind or not tag.devices:
            names.append(name)
        elif tag.default_device:
            names.append(name)
        names += [f"{name}:{device}" for device in tag.devices]
    return names


def test_every_tag_and_device_builds():
    failures = []
    for name in _every_selectable_name():
        try:
            target = Target(name)
            Target(str(target))  # the canonical text parses back
        except Exception as exc:  # collect them all: one report names every broken tag
            failures.append(f"{name}: {type(exc).__name__}: {exc}")
    assert not failures, "broken tags:\n" + "\n".join(failures)


def test_canonical_text_round_trips():
    for name in _every_selectable_name():
        target = Target(name)
        assert Target(str(target)) == target, name


def test_every_alias_builds_its_tag():
    reg = registry()
    for name in reg.names():
        for alias in reg.aliases(name):
            assert reg.lookup(alias).name == name
            assert Target(alias) == Target(name), f"alias {alias} of {name}"


def test_aliases_are_unique_and_shadow_no_tag():
    reg = registry()
    names = set(reg.names())
    owner: dict[str, str] = {}
    for name in reg.names():
        for alias in reg.aliases(name):
            assert alias not in names, f"alias {alias!r} of {name} shadows the tag {alias}"
            assert alias not in owner, f"alias {alias!r} is given by both {owner[alias]} and {name}"
            assert ":" not in alias and " " not in alias, f"alias {alias!r} of {name}"
            owner[alias] = name


def test_tag_names_are_plain():
    for name in registry().names():
        assert re.fullmatch(r"[a-z0-9][a-z0-9._,/-]*", name), name


def test_every_tag_is_described():
    """Every tag tgtbuild adds (TVM's GPU list aside) says what it is."""
    reg = registry()
    bare = [n for n in reg.names() if n not in TVM_TAGS and not reg.lookup(n).description]
    assert not bare


# ---------------------------------------------------------------- short names


def _triple(target: Target) -> Triple:
    return Triple.parse(target.attrs["mtriple"])


SHORT_NAMES = [
    # name, kind, arch of the CPU that runs it, mcpu (of the CPU), num-cores, tag
    ("rasp3b", "llvm", "aarch64", "cortex-a53", 4, "raspberry-pi/3b-aarch64"),
    ("rasp4b", "llvm", "aarch64", "cortex-a72", 4, "raspberry-pi/4b-aarch64"),
    ("rasp5", "llvm", "aarch64", "cortex-a76", 4, "raspberry-pi/5"),
    ("rk3399", "llvm", "aarch64", "cortex-a72", 2, "rockchip/rk3399:bigcpu"),
    ("rk3399:littlecpu", "llvm", "aarch64", "cortex-a53", 4, "rockchip/rk3399:littlecpu"),
    ("rk3588", "llvm", "aarch64", "cortex-a76", 4, "rockchip/rk3588:bigcpu"),
    ("rk3588:littlecpu", "llvm", "aarch64", "cortex-a55", 4, "rockchip/rk3588:littlecpu"),
    ("visionfive2", "llvm", "riscv64", "sifive-u74", 4, "starfive/visionfive2"),
    ("jetson-nano", "cuda", "aarch64", "cortex-a57", 4, "nvidia/jetson-nano"),
    ("jetson-tx2", "cuda", "aarch64", "cortex-a57", 6, "nvidia/jetson-tx2"),
    ("jetson-xavier", "cuda", "aarch64", "carmel", 8, "nvidia/jetson-agx-xavier"),
    ("jetson-orin-nano", "cuda", "aarch64", "cortex-a78ae", 6, "nvidia/jetson-orin-nano"),
    ("jetson-agx-orin-64gb", "cuda", "aarch64", "cortex-a78ae", 12, "nvidia/jetson-agx-orin-64gb"),
    ("jetson-thor", "cuda", "aarch64", "neoverse-v3ae", 14, "nvidia/jetson-agx-thor"),
    ("rk3399:gpu", "opencl", "aarch64", "cortex-a72", 2, "rockchip/rk3399:gpu"),
    ("aws/cpu/c6i.xlarge", "llvm", "x86_64", "icelake-server", 2, "aws/cpu/c6i.xlarge"),
    ("aws/cpu/c7g.4xlarge", "llvm", "aarch64", "neoverse-v1", 16, "aws/cpu/c7g.4xlarge"),
]


@pytest.mark.parametrize(("name", "kind", "arch", "mcpu", "cores", "tag"), SHORT_NAMES)
def test_short_name(name, kind, arch, mcpu, cores, tag):
    target = Target(name)
    assert target.kind == kind
    assert target.tag == tag
    cpu = target.host if target.is_device else target
    assert cpu is not None
    assert _triple(cpu).arch == arch
    assert cpu.attrs["mcpu"] == mcpu
    assert cpu.attrs["num-cores"] == cores


@pytest.mark.parametrize(
    ("name", "chain"),
    [
        ("rasp4b", ["raspberry-pi/4b-aarch64", "broadcom/bcm2711", "arm/cortex-a72"]),
        ("rasp3b", ["raspberry-pi/3b-aarch64", "broadcom/bcm2837", "arm/cortex-a53"]),
        ("rasp5", ["raspberry-pi/5", "broadcom/bcm2712", "arm/cortex-a76"]),
        ("visionfive2", ["starfive/visionfive2", "starfive/jh7110", "riscv/sifive-u74"]),
        ("aws/graviton2", ["aws/graviton2", "arm/neoverse-n1"]),
        ("jetson-nano", ["nvidia/jetson-nano", "nvidia/tegra-x1"]),
    ],
)
def test_parent_chain(name, chain):
    assert registry().chain(name) == chain


def test_rasp4b_is_the_64bit_pi_and_arm_rasp4b_stays_32bit():
    pi = Target("rasp4b")
    assert str(_triple(pi)) == "aarch64-unknown-linux-gnu"
    assert "+neon" in pi.attrs["mattr"]
    assert pi.attrs["model"] == "bcm2711"
    tvm32 = Target("arm/rasp4b")
    assert _triple(tvm32).arch == "armv8l"
    assert _triple(tvm32).env == "gnueabihf"


def test_rk3399_gpu_is_mali_opencl_on_the_big_cores():
    gpu = Target("rockchip/rk3399:gpu")
    assert gpu.kind == "opencl"
    assert gpu.attrs["device"] == "mali"
    assert gpu.attrs["model"] == "Mali-T860"
    assert str(_triple(gpu.host)) == "aarch64-unknown-linux-gnu"
    assert Target("rk3588:gpu").attrs["model"] == "Mali-G610"
    assert Target("rk3399") == Target("rockchip/rk3399:bigcpu")


@pytest.mark.parametrize(
    ("name", "arch", "env"),
    [
        ("android-arm64", "aarch64", "android24"),
        ("android/arm64-v8a", "aarch64", "android24"),
        ("android/arm64-v8a-api21", "aarch64", "android21"),
        ("android/arm64-v8a-api29", "aarch64", "android29"),
        ("android/armeabi-v7a", "armv7a", "androideabi24"),
        ("android/x86_64", "x86_64", "android24"),
        ("android/x86", "i686", "android24"),
    ],
)
def test_android_triples_carry_an_api_level(name, arch, env):
    triple = _triple(Target(name))
    assert (triple.arch, triple.os, triple.env) == (arch, "linux", env)
    assert re.fullmatch(r"android(eabi)?\d+", triple.env)


def test_android_api_level_is_overridable():
    target = Target("android-arm64 -mtriple=aarch64-linux-android30")
    assert _triple(target).env == "android30"
    assert target.attrs["mattr"] == Target("android-arm64").attrs["mattr"]


def test_android_armv7_uses_the_ndk_float_abi():
    target = Target("android/armeabi-v7a")
    assert target.attrs["mfloat-abi"] == "softfp"
    assert "+neon" in target.attrs["mattr"]


def test_visionfive2_abi_and_extensions():
    target = Target("visionfive2")
    assert str(_triple(target)) == "riscv64-unknown-linux-gnu"
    assert target.attrs["mabi"] == "lp64d"
    assert list(target.attrs["mattr"]) == ["+m", "+a", "+f", "+d", "+c"]


@pytest.mark.parametrize(
    ("name", "mcpu"),
    [
        ("aws/graviton2", "neoverse-n1"),
        ("aws/graviton3", "neoverse-v1"),
        ("aws/graviton4", "neoverse-v2"),
        ("gcp/c4a", "neoverse-v2"),
        ("azure/dpsv6", "neoverse-n2"),
        ("apple/m1", "apple-m1"),
        ("apple/m2", "apple-m2"),
    ],
)
def test_cloud_and_apple_cpus(name, mcpu):
    target = Target(name)
    assert target.kind == "llvm"
    assert target.attrs["mcpu"] == mcpu
    assert _triple(target).arch == "aarch64"


def test_jetson_hosts_are_their_own_cpus():
    """Every Jetson tag names its module's CPU as host: never the build machine."""
    reg = registry()
    for name in reg.names():
        if name.startswith("nvidia/jetson-"):
            host = Target(name).host
            assert host is not None and host.attrs.get("mcpu"), name
            assert str(_triple(host)) == "aarch64-unknown-linux-gnu", name


# ---------------------------------------------------------------- LLVM knows the names

# CPU names apache-tvm uses that the bundled LLVM does not know yet, with why they stay.
LLVM_UNKNOWN_OK = {
    "spacemit-x100": "riscv/spacemit-k3 as TVM gives it; LLVM 22 has no SpacemiT X100 model yet",
}


def _llvm_names(target: Target) -> set[tuple[str, str, str]]:
    """(triple, cpu, features) LLVM is asked for by a target and its host."""
    found = set()
    for t in (target, target.host):
        if t is None:
            continue
        if "mtriple" in t.attrs:
            mcpu = t.attrs.get("mcpu", "")
            found.add((t.attrs["mtriple"], mcpu, ",".join(t.attrs.get("mattr", ()))))
        elif t.kind == "cuda" and "arch" in t.attrs:
            found.add(("nvptx64-nvidia-cuda", t.attrs["arch"], ""))
    return found


def test_llvm_knows_every_cpu_arch_and_feature(capfd):
    """Every -mcpu, -mattr and CUDA arch in the registry is a name LLVM accepts."""
    llvm = pytest.importorskip("llvmlite.binding")
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    wanted = set()
    for name in _every_selectable_name():
        wanted |= _llvm_names(Target(name))
    unknown = []
    for triple, cpu, features in sorted(wanted):
        capfd.readouterr()
        llvm.Target.from_triple(triple).create_target_machine(cpu=cpu, features=features)
        err = capfd.readouterr().err
        for line in err.splitlines():
            if "is not a recognized" in line and line.split("'")[1] not in LLVM_UNKNOWN_OK:
                unknown.append(f"{triple} -mcpu={cpu} -mattr={features}: {line}")
    assert not unknown, "\n".join(unknown)
