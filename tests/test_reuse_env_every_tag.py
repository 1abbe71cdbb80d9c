"""`tgtbuild env` for every built-in tag, in every format, read back by the tool that reads it.

Meson 1.12 rejected the cross file of rasp4b and every Jetson tag (issue 9):
a quote inside a machine-file string has no escape there. So each of the
~350 tags that have a toolchain here is rendered in the four formats and read
back in one batch per tool, not by a Python imitation of it:

* make: one Makefile includes every fragment in turn and prints each value
  from a recipe (make's layer, then sh's layer, as `$(CC) -c x.c` sees them);
* sh:   one sh sources each file in a subshell and `eval "set -- $CC"`s;
* cmake: one `cmake -P` script includes every toolchain file and prints its
  variables (and the wrapper scripts it writes);
* meson: Meson's own machine-file parser (`mesonbuild.machinefile`, the code
  `meson setup` runs) over every file in one process, and a real
  `meson setup` for the headline tags.

Every file is distinct (the target text names the tag), so batching does
what dedupe cannot: 353 tags x 4 formats took 8 s of facts, 15 s of batched
tools and 8 s for the three real `meson setup`s (2 cores, load average 11).
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tgtcli import python_output

from tgtbuild.errors import TgtbuildError
from tgtbuild.reuse.cceach import make_compilers
from tgtbuild.reuse.facts import gather
from tgtbuild.reuse.render import render_env
from tgtbuild.targets import Target
from tgtbuild.targets.tags import registry

BIN = Path(sys.executable).parent
CMAKE = shutil.which("cmake", path=str(BIN)) or shutil.which("cmake")
MESON = shutil.which("meson", path=str(BIN))
MAKE = shutil.which("make")
SEP, REC = "\x1f", "\x1e"
HEADLINE = ("rasp4b", "nvidia/jetson-orin-nano", "nvidia/jetson-agx-xavier")


class Rendered:
    """The facts and files of every tag that has a toolchain on this machine."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.facts: dict[str, dict] = {}
        self.missing: dict[str, str] = {}  # tag → why no toolchain serves it here
        for fmt in ("make", "cmake", "meson", "sh"):
            (root / fmt).mkdir()
        for index, name in enumerate(registry().names()):
            try:
                facts = gather(name)
            except TgtbuildError as exc:
                self.missing[name] = str(exc)
                continue
            key = f"t{index:03d}"
            self.facts[key] = dict(facts, tag=name)
            for fmt, ext in (("make", "mk"), ("cmake", "cmake"), ("meson", "ini"), ("sh", "sh")):
                (root / fmt / f"{key}.{ext}").write_text(render_env(facts, fmt))


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> Rendered:
    return Rendered(tmp_path_factory.mktemp("every tag"))


def _same_target(text: str, facts: dict) -> bool:
    return Target(text) == Target(facts["target"])


def _records(text: str) -> dict[tuple[str, str], list[str]]:
    """`REC key name SEP word SEP word...` records → {(key, name): words}."""
    out = {}
    for record in text.split(REC)[1:]:
        head, *words = record.rstrip("\n").split(SEP)
        key, name = head.split(" ", 1)
        out[key, name] = words
    return out


def test_every_tag_renders(rendered: Rendered) -> None:
    assert len(rendered.facts) > 300, rendered.missing
    for name, why in rendered.missing.items():  # Android without an NDK here, Apple, soft-float ARM
        assert "toolchain serves" in why, (name, why)


@pytest.mark.skipif(MAKE is None, reason="make not installed (apt-get install make)")
def test_make_reads_every_fragment(rendered: Rendered) -> None:
    lists = {"CC": lambda f: make_compilers(f)["CC"], "AR": lambda f: f["ar"], "CFLAGS": lambda f: f["cflags"],
             "LDFLAGS": lambda f: f["ldflags"], "TGT_RUN": lambda f: f["runner"]}
    lines, rules = [], []
    for key in rendered.facts:
        lines.append(f"include make/{key}.mk")
        lines += [f"{var}_{key} := $({var})" for var in (*lists, "TGT_TARGET")]
        recipe = "; ".join(f"printf '{REC}%s' '{key} {var}'; for w in $({var}_{key}); do printf '{SEP}%s' \"$$w\"; done"
                           for var in lists)
        rules.append(f"{key}:\n\t@{recipe}\n\t$(file >>texts.out,{key} $(TGT_TARGET_{key}))")
    makefile = "\n".join(lines) + f"\nall: {' '.join(rendered.facts)}\n" + "\n".join(rules) + "\n"
    (rendered.root / "Makefile").write_text(makefile)
    result = subprocess.run([MAKE, "-s", "-C", str(rendered.root)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    records = _records(result.stdout)
    for key, facts in rendered.facts.items():
        for var, want in lists.items():
            assert records[key, var] == want(facts), (facts["tag"], var)
    texts = dict(line.split(" ", 1) for line in (rendered.root / "texts.out").read_text().splitlines())
    assert all(_same_target(texts[key], facts) for key, facts in rendered.facts.items())


def test_sh_reads_every_env_file(rendered: Rendered) -> None:
    words = {"CC": lambda f: make_compilers(f)["CC"], "AR": lambda f: f["ar"], "CFLAGS": lambda f: f["cflags"],
             "TGT_RUN": lambda f: f["runner"]}
    body = "".join(f"printf '{REC}%s' \"$k {var}\"; eval \"set -- ${var}\"; for w; do printf '{SEP}%s' \"$w\"; done; "
                   for var in words)
    script = (f'for f in sh/*.sh; do k=${{f#sh/}}; k=${{k%.sh}}; (. "./$f"; {body}'
              f"printf '{REC}%s{SEP}%s' \"$k TGT_TARGET\" \"$TGT_TARGET\"); done")
    result = subprocess.run(["sh", "-c", script], cwd=rendered.root, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    records = _records(result.stdout)
    for key, facts in rendered.facts.items():
        for var, want in words.items():
            assert records[key, var] == want(facts), (facts["tag"], var)
        assert _same_target(records[key, "TGT_TARGET"][0], facts), facts["tag"]


@pytest.mark.skipif(CMAKE is None, reason="cmake not installed (pip install cmake)")
def test_cmake_reads_every_toolchain_file(rendered: Rendered) -> None:
    names = ("TGTBUILD_TARGET", "CMAKE_SYSTEM_NAME", "CMAKE_SYSTEM_PROCESSOR", "CMAKE_C_COMPILER", "CMAKE_AR",
             "CMAKE_C_FLAGS_INIT", "CMAKE_CROSSCOMPILING_EMULATOR")
    script = ["function(dump key file)", '  set(TGTBUILD_WRAPPER_DIR "${CMAKE_CURRENT_LIST_DIR}/wrappers/${key}")',
              '  include("${file}")']
    for name in names:
        script.append(f'  set(line "{REC}${{key}} {name}")\n  foreach(item IN LISTS {name})\n'
                      f'    string(APPEND line "{SEP}${{item}}")\n  endforeach()\n  message("${{line}}")')
    script.append("endfunction()")
    script += [f'dump({key} "${{CMAKE_CURRENT_LIST_DIR}}/cmake/{key}.cmake")' for key in rendered.facts]
    (rendered.root / "dump.cmake").write_text("\n".join(script) + "\n")
    result = subprocess.run([CMAKE, "-P", str(rendered.root / "dump.cmake")], cwd=rendered.root,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    records = _records(result.stderr.replace("\n", ""))
    for key, facts in rendered.facts.items():
        def get(name: str, key: str = key) -> list[str]:
            return records[key, name]

        assert _same_target(get("TGTBUILD_TARGET")[0], facts), facts["tag"]
        assert get("CMAKE_SYSTEM_NAME") == [facts["system_name"]]
        assert get("CMAKE_SYSTEM_PROCESSOR") == [facts["system_processor"]]
        assert shlex.split(get("CMAKE_C_FLAGS_INIT")[0] if get("CMAKE_C_FLAGS_INIT") else "") == facts["cflags"]
        assert get("CMAKE_CROSSCOMPILING_EMULATOR") == facts["runner"], facts["tag"]
        for name, want in (("CMAKE_C_COMPILER", facts["cc"]), ("CMAKE_AR", facts["ar"])):
            (path,) = get(name)
            if len(want) == 1:
                assert path == want[0]
                continue
            wrapper = Path(path).read_text().splitlines()[-1]  # `exec WORDS "$@"`, after zig's flag filter
            assert shlex.split(wrapper)[1:-1] == want, (facts["tag"], name)


@pytest.mark.skipif(MESON is None, reason="meson not installed (pip install meson)")
def test_meson_reads_every_cross_file(rendered: Rendered) -> None:
    reader = ("import json, sys\nfrom mesonbuild.machinefile import parse_machine_files\n"
              "out = {}\nfor path in sys.argv[1:]:\n    try:\n"
              "        out[path] = parse_machine_files([path], '.')\n"
              "    except Exception as exc:\n        out[path] = str(exc)\nprint(json.dumps(out))\n")
    files = [str(rendered.root / "meson" / f"{key}.ini") for key in rendered.facts]
    parsed = json.loads(python_output(reader, *files, timeout=120))
    errors = {rendered.facts[Path(p).stem]["tag"]: v for p, v in parsed.items() if isinstance(v, str)}
    assert not errors
    for path, sections in parsed.items():
        facts = rendered.facts[Path(path).stem]
        assert sections["binaries"]["c"] == facts["launcher"] + facts["cc"], facts["tag"]
        assert sections["binaries"].get("exe_wrapper", []) == facts["runner"], facts["tag"]
        assert sections["built-in options"]["c_args"] == facts["cflags"], facts["tag"]
        assert sections["host_machine"]["cpu_family"] == facts["meson_cpu_family"]
        assert _same_target(sections["properties"]["tgtbuild_target"], facts), facts["tag"]


@pytest.mark.skipif(MESON is None, reason="meson not installed (pip install meson)")
@pytest.mark.parametrize("tag", HEADLINE)
def test_meson_setup_accepts_the_headline_cross_files(tag: str, tmp_path: Path) -> None:
    cross = tmp_path / "cross.ini"
    cross.write_text(render_env(gather(tag), "meson"))
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "meson.build").write_text(
        "project('p')\nmessage('TARGET=' + meson.get_external_property('tgtbuild_target'))\n")
    result = subprocess.run([MESON, "setup", "--cross-file", str(cross), str(tmp_path / "b"), str(tmp_path / "src")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    line = next(x for x in result.stdout.splitlines() if "TARGET=" in x)
    assert Target(line.split("TARGET=", 1)[1]) == Target(tag)
