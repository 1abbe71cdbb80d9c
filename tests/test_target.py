"""Target grammar, validation, canonical form and round trips."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tgtbuild import Target, TargetError, TgtbuildError
from tgtbuild.targets.triple import Triple

# ---------------------------------------------------------------- forms


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("llvm", "llvm"),
        ("llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72 -mattr=+neon,+crc",
         "llvm -mattr=+neon,+crc -mcpu=cortex-a72 -mtriple=aarch64-unknown-linux-gnu"),
        ("llvm --mcpu cortex-a72 --mtriple aarch64-linux-gnu",
         "llvm -mcpu=cortex-a72 -mtriple=aarch64-unknown-linux-gnu"),
        ("aarch64-linux-gnu", "llvm -mtriple=aarch64-unknown-linux-gnu"),
        ("aarch64-unknown-linux-gnu -mcpu=cortex-a53", "llvm -mcpu=cortex-a53 -mtriple=aarch64-unknown-linux-gnu"),
        ("llvm -opt-level=3", "llvm"),  # a default is left out
        ("llvm -fast-math", "llvm -fast-math=true"),
        ("llvm -keys=arm_cpu", "llvm -keys=arm_cpu,cpu"),
        ("llvm -num_cores=4", "llvm -num-cores=4"),  # either separator
        ("cuda -arch=sm_87 -host='llvm -mtriple=aarch64-linux-gnu'",
         "cuda -arch=sm_87 -host='llvm -mtriple=aarch64-unknown-linux-gnu'"),
        ('{"kind": "cuda", "arch": "sm_87", "host": {"kind": "llvm", "mtriple": "aarch64-linux-gnu"}}',
         "cuda -arch=sm_87 -host='llvm -mtriple=aarch64-unknown-linux-gnu'"),
        ("llvm -model='my board'", "llvm -model='my board'"),
    ],
)
def test_forms_reach_canonical_text(text, canonical):
    target = Target(text)
    assert str(target) == canonical
    assert Target(str(target)) == target
    assert Target(target.export()) == target
    assert Target(json.loads(target.to_json())) == target


def test_attribute_order_and_spelling_do_not_change_identity():
    a = Target("llvm -mcpu=cortex-a72 -mtriple=aarch64-linux-gnu")
    b = Target("llvm --mtriple aarch64-unknown-linux-gnu -mcpu=cortex-a72 -opt-level=3")
    assert a == b and hash(a) == hash(b) and a.short_hash == b.short_hash


def test_short_hash_is_stable_across_processes():
    # Fixed value: keys build dirs and logs, so it must never change by accident.
    assert Target("llvm -mtriple=aarch64-linux-gnu").short_hash == "14c597065bed"


def test_device_target_gets_this_machines_host():
    target = Target("cuda -arch=sm_80")
    assert target.host == Target(f"llvm -mtriple={Triple.host()}")
    assert target.is_device and target.cpu_target == target.host
    assert target.triple == Triple.parse("nvptx64-nvidia-cuda")


def test_explicit_host_argument_wins():
    target = Target("cuda -arch=sm_87", host="aarch64-linux-gnu")
    assert target.host.triple.arch == "aarch64"


def test_composite_holds_host_and_devices():
    target = Target({"kind": "composite", "host": "aarch64-linux-gnu", "devices": ["cuda -arch=sm_87", "opencl"]})
    assert [d.kind for d in target.devices] == ["cuda", "opencl"]
    assert target.host.triple.arch == "aarch64"
    assert Target(str(target)) == target


def test_target_is_immutable_and_picklable():
    import pickle

    target = Target("llvm -mcpu=cortex-a72")
    with pytest.raises(AttributeError):
        target.kind = "cuda"
    with pytest.raises(TypeError):
        target.attrs["mcpu"] = "x"
    assert pickle.loads(pickle.dumps(target)) == target


def test_dirname_is_readable_and_safe():
    name = Target("llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72").dirname
    assert name.startswith("llvm-aarch64-unknown-linux-gnu-cortex-a72-")
    assert all(c.isalnum() or c in "._-" for c in name)


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize(
    "text, message",
    [
        ("llvm -mpcu=cortex-a72", "unknown attribute -mpcu for kind llvm; did you mean -mcpu?"),
        ("llvmm", "did you mean llvm?"),
        ("llvm -opt-level=fast", "attribute -opt-level expects int in 0..3, got fast"),
        ("llvm -opt-level=7", "expects int in 0..3, got 7"),
        ("llvm -mfloat-abi=hrad", "must be one of hard, soft, softfp, got 'hrad'; did you mean hard?"),
        ("llvm -fast-math=maybe", "attribute -fast-math expects bool"),
        ("cuda -arch", "-arch needs a value"),
        ("llvm mcpu", "expected -attribute=value, got 'mcpu'"),
        ("llvm -host=cuda", "-host must be a CPU target"),
        ("llvm 'unterminated", "No closing quotation"),
        ("", "empty target"),
        ("{bad json", "target JSON is invalid at line 1, column 2"),
        ('{"arch": "sm_80"}', 'has no "kind"'),
        ('{"kind": "cuda", "arch": 80}', "attribute -arch expects str, got 80 (int)"),
        ('{"kind": "llvm", "num-cores": true}', "expects int in 1..65536, got True (bool)"),
        ("llvm -mtriple=foo-linux-gnu", "unknown architecture 'foo'"),
        ("aarch64-lunix-gnu", "unknown operating system 'lunix'; did you mean linux?"),
        ("llvm -kind=cuda", "-kind cannot be overridden"),
    ],
)
def test_errors_name_the_problem(text, message):
    with pytest.raises(TargetError) as info:
        Target(text)
    assert message in str(info.value)


def test_wrong_python_type():
    with pytest.raises(TargetError, match="a target is text, a dict or a Target"):
        Target(42)


# ---------------------------------------------------------------- triples


@pytest.mark.parametrize(
    "text, canonical, arch, os_name, env",
    [
        ("aarch64-linux-gnu", "aarch64-unknown-linux-gnu", "aarch64", "linux", "gnu"),
        ("aarch64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "aarch64", "linux", "gnu"),
        ("arm64-linux-android", "aarch64-unknown-linux-android", "aarch64", "linux", "android"),
        ("aarch64-linux-android24", "aarch64-unknown-linux-android24", "aarch64", "linux", "android24"),
        ("armv8l-linux-gnueabihf", "armv8l-unknown-linux-gnueabihf", "armv8l", "linux", "gnueabihf"),
        ("riscv64-unknown-linux-gnu", "riscv64-unknown-linux-gnu", "riscv64", "linux", "gnu"),
        ("x86_64-pc-linux-gnu", "x86_64-pc-linux-gnu", "x86_64", "linux", "gnu"),
        ("x86_64-linux-musl", "x86_64-unknown-linux-musl", "x86_64", "linux", "musl"),
        ("nvptx64-nvidia-cuda", "nvptx64-nvidia-cuda", "nvptx64", "cuda", ""),
        ("hexagon", "hexagon-unknown-unknown", "hexagon", "unknown", ""),
        ("arm64-apple-macos", "aarch64-apple-macos", "aarch64", "macos", ""),
    ],
)
def test_triples_normalize(text, canonical, arch, os_name, env):
    triple = Triple.parse(text)
    assert str(triple) == canonical
    assert (triple.arch, triple.os, triple.env) == (arch, os_name, env)
    assert Triple.parse(str(triple)) == triple


def test_the_common_arch_and_env_names_are_ones_the_patterns_accept():
    # The sets spare the start-up path from compiling the patterns; they must never accept more.
    import re

    from tgtbuild.targets import triple

    assert [a for a in triple.COMMON_ARCHES if not re.match(triple._ARCH_RE, a)] == []
    assert [e for e in triple.COMMON_ENVS if not re.match(triple._ENV_RE, e)] == []


def test_triple_facts():
    assert Triple.parse("aarch64-linux-android24").android_api == 24
    assert Triple.parse("aarch64-linux-android24").libc == "bionic"
    assert Triple.parse("x86_64-linux-musl").libc == "musl"
    assert Triple.parse("armv7a-linux-gnueabihf").bits == 32
    assert Triple.parse("riscv64-linux-gnu").family == "riscv"
    assert Triple.parse("nvptx64-nvidia-cuda").is_device


# ---------------------------------------------------------------- fuzzing

_WORDS = st.sampled_from(["llvm", "cuda", "c", "-mcpu=x", "-mtriple=aarch64-linux-gnu", "-host=llvm", "--arch",
                          "sm_80", "-num-cores=2", "'", '"', "{", "}", "-", "--", "=", ",", "-keys=a,b",
                          "aarch64-linux-gnu", "rasp4b", ":gpu", "-opt-level=9", "-fast-math"])
_TEXT = st.one_of(st.text(max_size=40), st.lists(_WORDS, max_size=8).map(" ".join))
_SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-5, 5000), st.floats(allow_nan=False),
                    st.text(max_size=12), st.lists(st.text(max_size=5), max_size=3))
_DICT = st.dictionaries(
    st.sampled_from(["kind", "mcpu", "mtriple", "arch", "num-cores", "keys", "host", "opt-level", "tag", "bogus"]),
    st.one_of(_SCALAR, st.sampled_from(["llvm", "cuda", "aarch64-linux-gnu", "sm_80"])),
    max_size=6,
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(_TEXT, _DICT))
def test_random_input_gives_target_or_our_error(value):
    try:
        target = Target(value)
    except TgtbuildError:
        return
    assert Target(str(target)) == target
    assert Target(target.export()) == target


_HOSTILE = st.text(alphabet=st.sampled_from(list("ab +-_=,'\"\\ \t$;{}:")), max_size=8)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(["libs", "keys", "mattr", "mcpu", "model"]),
    st.lists(_HOSTILE, max_size=4),
    st.sampled_from(["llvm -mtriple=aarch64-linux-gnu", "cuda -arch=sm_87 -host=llvm", "rasp4b"]),
)
def test_canonical_text_round_trips_hostile_list_and_text_values(name, items, base):
    """Spaces, quotes, commas and trailing backslashes in values survive `Target(str(t))`."""
    value = items if name in ("libs", "keys", "mattr") else "".join(items)
    try:
        target = Target({**Target(base).export(), name: value})
    except TgtbuildError:
        return
    text = str(target)
    again = Target(text)
    assert again == target
    assert again.attrs[name] == target.attrs[name]
    assert str(again.host) == str(target.host)  # a value never swallows the -host= after it
    assert Target(target.export()) == target


@pytest.mark.parametrize(
    "value",
    [["cudnn\\"], ["it's"], ['a"b'], ["with space", "x"], ["a\\", "b"], ["+neon,+crc"]],
)
def test_list_values_with_quotes_spaces_backslashes_print_quoted(value):
    target = Target({"kind": "cuda", "arch": "sm_87", "libs": value, "host": "llvm -mtriple=aarch64-linux-gnu"})
    again = Target(str(target))
    assert again.attrs["libs"] == target.attrs["libs"]
    assert again.host.attrs["mtriple"] == "aarch64-unknown-linux-gnu"


def test_a_target_makes_only_the_kinds_it_names():
    """`targets show rasp4b` starts through here: llvm's attribute specs are made, not all twelve kinds' (0.05 ms)."""
    from tgtcli import python_output

    code = ("from tgtbuild import Target\nfrom tgtbuild.targets import kinds\nprint(Target('rasp4b').short_hash)\n"
            "print(sorted(kinds._MADE))\n"
            "print(sorted(kinds.kinds()) == sorted(kinds._MADE) == sorted(kinds.kind_names()))")
    _, made, everything = python_output(code).splitlines()
    assert made == "['llvm']" and everything == "True"
