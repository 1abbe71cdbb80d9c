"""A candidate's library in one compiler call (tune/fastbuild.py): same code as ninja's, ninja when it must."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from tgtbuild.elf import elf_symbols
from tgtbuild.targets import parse_target
from tgtbuild.tune.candidate import make_candidate
from tgtbuild.tune.measure import Builder, Task
from tgtbuild.tune.space import Knob, build_space

TARGET = parse_target("x86_64-linux-gnu")
ARGS = ("f32[64]", "f32[64]:out", "i64=64")


def _text(path: Path) -> bytes:
    """The .text section's bytes of a 64-bit little-endian ELF file (the code, without debug info)."""
    data = path.read_bytes()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = sections[shstrndx]
    for name, _, _, _, off, size, *_ in sections:
        start = names[4] + name
        if data[start:data.index(b"\0", start)] == b".text":
            return data[off:off + size]
    raise AssertionError(f"{path}: no .text")


def _builds(tmp_path: Path, body: str, fast: bool, header: str = "") -> tuple[list, Path]:
    src = tmp_path / "k.c"
    src.write_text(f"#include <stdint.h>\n{header}\n"
                   f"void k(float *x, float *y, int64_t n) {{ for (int64_t i = 0; i < n; i++) y[i] = {body}; }}\n")
    task = Task("k", ARGS, (str(src),), TARGET)
    root = tmp_path / ("fast" if fast else "ninja")
    builder = Builder(task, root, fast=fast)
    space = build_space(None, [Knob("SCALE", (2, 3), "macro")])
    built = [builder.build(make_candidate(task.sources, None, ["SCALE"], TARGET, p, root / "src"))
             for p in space.points]
    assert all(b.staged for b in built), [b.error for b in built]
    (ninja_log,) = root.glob("slots/0/build/*/.ninja_log")
    return built, ninja_log


def test_one_call_builds_the_same_code_as_ninja_and_ninja_runs_once_per_slot(tmp_path):
    fast, fast_log = _builds(tmp_path, "SCALE * x[i]", fast=True)
    slow, slow_log = _builds(tmp_path, "SCALE * x[i]", fast=False)
    outputs = [line.split("\t")[3] for line in fast_log.read_text().splitlines()[1:]]
    assert outputs.count("libkernel.so") == 1  # the slot's first candidate; the rest in one call each
    assert [line.split("\t")[3] for line in slow_log.read_text().splitlines()[1:]].count("libkernel.so") == 2
    for a, b in zip(fast, slow, strict=True):
        assert _text(a.staged["libkernel.so"]) == _text(b.staged["libkernel.so"]), a.candidate.point
    assert len({b.staged["libkernel.so"] for b in fast}) == 2  # two different libraries (content-named)


@pytest.mark.parametrize("header", ["#include <math.h>", "float expf(float);"], ids=["libc-header", "declared"])
def test_a_kernel_that_needs_libm_links_libm_as_ninja_does(tmp_path, header):
    """<math.h>: the bare call cannot compile it; declared: it links with expf undefined. Both get the full link."""
    fast, fast_log = _builds(tmp_path, "expf(x[i]) * SCALE", fast=True, header=header)
    slow, _ = _builds(tmp_path, "expf(x[i]) * SCALE", fast=False, header=header)
    outputs = [line.split("\t")[3] for line in fast_log.read_text().splitlines()[1:]]
    assert outputs.count("libkernel.so") == 1  # only the slot's first candidate went through ninja
    for a, b in zip(fast, slow, strict=True):
        library = a.staged["libkernel.so"]
        assert "expf" in elf_symbols(library)[1] and b"libm.so.6" in library.read_bytes()
        assert _text(library) == _text(b.staged["libkernel.so"])


def test_a_compile_error_is_reported_by_ninja_in_its_own_words(tmp_path):
    src = tmp_path / "k.c"
    src.write_text("#include <stdint.h>\n#if SCALE == 3\n#error SCALE 3 is refused\n#endif\n"
                   "void k(float *x, float *y, int64_t n) { for (int64_t i = 0; i < n; i++) y[i] = SCALE * x[i]; }\n")
    task = Task("k", ARGS, (str(src),), TARGET)
    builder = Builder(task, tmp_path / "w")
    space = build_space(None, [Knob("SCALE", (2, 3, 4), "macro")])
    built = [builder.build(make_candidate(task.sources, None, ["SCALE"], TARGET, p, tmp_path / "w" / "src"))
             for p in space.points]
    assert [b.staged is not None for b in built] == [True, False, True]
    assert "SCALE 3 is refused" in built[1].error
