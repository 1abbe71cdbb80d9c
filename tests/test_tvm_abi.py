"""TVM packed functions: ABI detection, ELF symbols, the harness text, and the JIT reference.

The kernels in tests/data/tvm were compiled by apache-tvm 0.27 (gen_tvm_ir.py);
results are compared with values computed here in plain Python.
"""

from __future__ import annotations

import array
import json
import math
import platform
import tarfile
from pathlib import Path

import pytest

from tgtbuild.codegen import compile_ir
from tgtbuild.elf import elf_symbols
from tgtbuild.machines import of_program
from tgtbuild.run.argspec import parse_args
from tgtbuild.run.reference import make_inputs
from tgtbuild.targets import parse_target
from tgtbuild.tvm.abi import Symbols, TvmError, detect, file_symbols, find_packed, harness_source, ir_symbols
from tgtbuild.tvm.check import run_packed_reference

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "tvm"
HOST = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(platform.machine())
SPECS = {k: v for k, v in json.loads((DATA / "kernels.json").read_text()).items() if k != "_"}


def _matmul(a, b, n=64):
    return [sum(a[i * n + k] * b[k * n + j] for k in range(n)) for i in range(n) for j in range(n)]


def _softmax(x, rows=16, cols=256):
    out = []
    for r in range(rows):
        row = x[r * cols:(r + 1) * cols]
        top = max(row)
        exps = [math.exp(v - top) for v in row]
        total = sum(exps)
        out += [e / total for e in exps]
    return out


def _conv2d(data, weight, c_in=4, c_out=8, size=16):
    out = []
    for o in range(c_out):
        for y in range(size):
            for x in range(size):
                acc = 0.0
                for c in range(c_in):
                    for dy in range(3):
                        for dx in range(3):
                            yy, xx = y + dy - 1, x + dx - 1
                            if 0 <= yy < size and 0 <= xx < size:
                                acc += data[(c * size + yy) * size + xx] * weight[((o * c_in + c) * 3 + dy) * 3 + dx]
                out.append(acc)
    return out


def _bmm(a, b, batch=8, m=64, k=32, n=48):
    return [sum(a[(z * m + i) * k + r] * b[(z * k + r) * n + j] for r in range(k))
            for z in range(batch) for i in range(m) for j in range(n)]


EXPECTED = {
    "add": lambda i: [a + b for a, b in zip(i[0], i[1], strict=True)],
    "matmul": lambda i: _matmul(i[0], i[1]),
    "matmul_tiled": lambda i: _matmul(i[0], i[1]),
    "parallel": lambda i: _matmul(i[0], i[1]),
    "softmax": lambda i: _softmax(i[0]),
    "conv2d": lambda i: _conv2d(i[0], i[1]),
    "scale": lambda i: [a * 0.5 + 3 for a in i[0]],
    "bmm": lambda i: _bmm(i[0], i[1]),
}


def expected_output(kernel: str, seed: int = 0) -> list[float]:
    """The kernel's output on the harness's seeded inputs, computed here in Python."""
    specs = parse_args(SPECS[kernel])
    inputs = make_inputs(specs, seed)
    return EXPECTED[kernel]([list(inputs[s.index]) for s in specs if s.is_buffer and not s.is_output])


def assert_close(got: list[float], want: list[float]) -> None:
    assert len(got) == len(want)
    bad = [(i, g, w) for i, (g, w) in enumerate(zip(got, want, strict=True))
           if not math.isclose(g, w, rel_tol=1e-4, abs_tol=1e-5)]
    assert not bad, bad[:5]


@pytest.mark.parametrize("arch", ["x86_64", "aarch64"])
@pytest.mark.parametrize("kernel, pointers", [
    ("add", ()), ("matmul", ()), ("matmul_tiled", ()), ("parallel", ("__TVMBackendParallelLaunch",)),
    ("softmax", ("__TVMBackendAllocWorkspace", "__TVMBackendFreeWorkspace")),
    ("conv2d", ("__TVMBackendAllocWorkspace", "__TVMBackendFreeWorkspace")), ("scale", ()),
])
def test_tvm_027_ir_is_detected_with_the_pointers_it_needs(kernel, pointers, arch):
    packed = find_packed([str(DATA / f"{kernel}.{arch}.ll")], kernel)
    assert packed is not None
    assert (packed.symbol, packed.abi, packed.version) == (f"__tvm_ffi_{kernel}", "tvm-ffi", "0.24+")
    assert packed.pointers == pointers
    assert "TVM 0.24+" in packed.describe()


def test_the_prefixed_symbol_can_be_named_too():
    assert find_packed([str(DATA / "add.x86_64.ll")], "__tvm_ffi_add").symbol == "__tvm_ffi_add"


def test_plain_c_ir_is_not_a_tvm_module():
    assert find_packed([str(ROOT / "examples" / "vadd" / "model.ir")], "vadd") is None


@pytest.mark.parametrize("defined, undefined, entry, symbol, version", [
    ({"add"}, {"TVMFFIErrorSetRaisedFromCStr"}, "add", "add", "0.21"),
    ({"__tvm_ffi_add"}, {"TVMFFIErrorSetRaisedFromCStr"}, "add", "__tvm_ffi_add", "0.22-0.23"),
    ({"__tvm_ffi_add"}, {"TVMFFIErrorSetRaisedFromCStrParts"}, "add", "__tvm_ffi_add", "0.24+"),
])
def test_abi_versions_are_told_apart_by_symbols(defined, undefined, entry, symbol, version):
    packed = detect(Symbols(frozenset(defined), frozenset(undefined)), entry, "m.ll")
    assert (packed.symbol, packed.version) == (symbol, version)


def test_the_old_packed_abi_is_named_and_refused():
    text = ('@__tvm_module_ctx = linkonce dllexport local_unnamed_addr global ptr null, align 8\n'
            'declare void @TVMAPISetLastError(ptr)\n'
            'define dllexport i32 @add(ptr %args, ptr %type_codes, i32 %n, ptr %rv, ptr %rc, ptr %h) {\n'
            '  ret i32 0\n}\n')
    with pytest.raises(TvmError, match=r"old packed C ABI \(TVM 0\.20 or older: TVMAPISetLastError, __tvm_module_ctx"):
        detect(ir_symbols(text), "add", "old.ll")


def test_modules_that_need_tvm_imports_are_refused():
    symbols = Symbols(frozenset({"__tvm_ffi_main", "__tvm_ffi__library_ctx"}),
                      frozenset({"TVMFFIErrorSetRaisedFromCStrParts", "TVMFFIEnvModLookupFromImports"}))
    with pytest.raises(TvmError, match="calls into other modules through TVM's runtime"):
        detect(symbols, "main", "model.ll")


def test_runtime_callbacks_the_harness_lacks_are_refused_not_left_null():
    symbols = Symbols(frozenset({"__tvm_ffi_f", "__TVMBackendParallelLaunch", "__TVMBackendParallelBarrier"}),
                      frozenset({"TVMFFIErrorSetRaisedFromCStrParts"}))
    with pytest.raises(TvmError, match=r"callbacks this harness does not provide \(__TVMBackendParallelBarrier;"):
        detect(symbols, "f", "sync.ll")


def test_elf_symbols_of_an_ar_archive(tmp_path):
    import subprocess

    from tgtbuild.toolchain import select

    target = parse_target("x86_64-linux-gnu")
    compile_ir([(DATA / "add.x86_64.ll", tmp_path / "add.o"), (DATA / "scale.x86_64.ll", tmp_path / "scale.o")],
               target)
    subprocess.run([*select(target).ar, "rcs", str(tmp_path / "libk.a"), str(tmp_path / "add.o"),
                    str(tmp_path / "scale.o")], check=True, timeout=120)
    defined, undefined = elf_symbols(tmp_path / "libk.a")
    assert {"__tvm_ffi_add", "__tvm_ffi_scale"} <= defined
    assert "TVMFFIErrorSetRaisedFromCStrParts" in undefined


def test_an_unknown_entry_names_the_closest_and_all_entries():
    with pytest.raises(TvmError, match=r"no TVM packed function 'matmull'; did you mean matmul\? "
                                       r"\(the module defines: matmul\)"):
        find_packed([str(DATA / "matmul.x86_64.ll")], "matmull")


def test_ir_symbols_see_defines_declares_and_pointer_globals():
    symbols = file_symbols(DATA / "softmax.aarch64.ll")
    assert {"__tvm_ffi_softmax", "__tvm_ffi_main", "__TVMBackendAllocWorkspace"} <= symbols.defined
    assert "TVMFFIErrorSetRaisedFromCStrParts" in symbols.undefined
    assert not any(name.startswith("llvm.") for name in symbols.undefined)


def test_elf_symbols_of_objects_and_of_export_library_tars(tmp_path):
    obj = tmp_path / "lib0.o"
    compile_ir([(DATA / "parallel.aarch64.ll", obj)], parse_target("aarch64-linux-gnu"))
    defined, undefined = elf_symbols(obj)
    assert {"__tvm_ffi_parallel", "__TVMBackendParallelLaunch"} <= defined
    assert "TVMFFIErrorSetRaisedFromCStrParts" in undefined
    assert of_program(str(obj)).name == "aarch64"
    with tarfile.open(tmp_path / "model.tar", "w") as tar:
        tar.add(obj, arcname="lib0.o")
    packed = find_packed([str(tmp_path / "model.tar")], "parallel")
    assert packed.pointers == ("__TVMBackendParallelLaunch",)


def test_harness_sets_every_pointer_before_the_first_call():
    packed = find_packed([str(DATA / "softmax.x86_64.ll")], "softmax")
    text = harness_source(packed, parse_args(SPECS["softmax"]))
    main = text[text.index("int main("):]
    first_call = main.index("call_entry()")
    for name in packed.pointers:
        assert main.index(f"{name} = ") < first_call
    assert "TVMFFIErrorSetRaisedFromCStrParts" in text and "TVMFFIErrorSetRaisedFromCStr(" in text
    assert "call_args[0].type_index = 7" in text  # tensors go as DLTensor*


@pytest.mark.skipif(HOST is None, reason=f"no TVM test IR for this machine ({platform.machine()})")
@pytest.mark.parametrize("kernel", list(SPECS))
def test_packed_reference_computes_what_python_computes(kernel):
    specs = parse_args(SPECS[kernel])
    packed = find_packed([str(DATA / f"{kernel}.{HOST}.ll")], kernel)
    outputs = run_packed_reference([DATA / f"{kernel}.{HOST}.ll"], packed, specs, seed=0)
    got = list(array.array("f", outputs[len(specs) - 1]))
    assert_close(got, expected_output(kernel))


@pytest.mark.skipif(HOST is None, reason=f"no TVM test IR for this machine ({platform.machine()})")
def test_packed_reference_reports_tvms_message_on_a_wrong_shape():
    specs = parse_args(["f32[64,32]", "f32[64,64]", "f32[64,64]:out"])
    packed = find_packed([str(DATA / f"matmul.{HOST}.ll")], "matmul")
    with pytest.raises(TvmError, match=r"(?s)ValueError: Invalid A\.shape\[1\] on argument #0.*expected 64"):
        run_packed_reference([DATA / f"matmul.{HOST}.ll"], packed, specs, seed=0)
