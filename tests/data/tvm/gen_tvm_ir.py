"""Regenerate the TVM-compiled test kernels here (apache-tvm is not a test or runtime dependency).

    python -m venv .tvmvenv && .tvmvenv/bin/pip install apache-tvm==0.27.0.post1
    .tvmvenv/bin/python tests/data/tvm/gen_tvm_ir.py            # writes <kernel>.<arch>.ll here

Each kernel is one small TensorIR function compiled by `tvm.compile` for a
generic x86_64 and aarch64 Linux CPU; the LLVM IR is what TVM's LLVM backend
would hand to its own codegen (TVM 0.27: tvm-ffi ABI, `__tvm_ffi_` prefix,
LLVM 22 syntax). Shapes are small so files stay small and tests stay fast,
and each kernel covers one thing tgtbuild's TVM harness must provide:

    add        element-wise, the ABI and argument checks only
    matmul     naive triple loop
    matmul_tiled   split, reorder, vectorised inner loop
    parallel   `T.parallel` outer loop: calls __TVMBackendParallelLaunch
    softmax    an intermediate larger than TVM's stack limit (workspace) and expf (libm)
    conv2d     NCHW 3x3 with a padded input kept in a workspace
    scale      scalar parameters (float32, int64) passed as TVMFFIAny float64 / int64
"""

from __future__ import annotations

import sys
from pathlib import Path

import tvm
from tvm import s_tir, te, tirx, topi

HERE = Path(__file__).resolve().parent
TRIPLES = {"x86_64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu"}
N = 1024
M = 64  # matmul: M x M times M x M


def _func(outs: list, ins: list, name: str) -> tirx.PrimFunc:
    return te.create_prim_func([*ins, *outs]).with_attr("global_symbol", name)


def add() -> tirx.PrimFunc:
    a, b = te.placeholder((N,), name="A"), te.placeholder((N,), name="B")
    return _func([te.compute((N,), lambda i: a[i] + b[i], name="C")], [a, b], "add")


def _matmul_te(name: str):
    a, b = te.placeholder((M, M), name="A"), te.placeholder((M, M), name="B")
    k = te.reduce_axis((0, M), name="k")
    c = te.compute((M, M), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    return _func([c], [a, b], name)


def matmul() -> tirx.PrimFunc:
    return _matmul_te("matmul")


def matmul_tiled() -> tirx.PrimFunc:
    sch = s_tir.Schedule(_matmul_te("matmul_tiled"))
    block = sch.get_sblock("C")
    i, j, k = sch.get_loops(block)
    io, ii = sch.split(i, [None, 8])
    jo, ji = sch.split(j, [None, 16])
    sch.reorder(io, jo, k, ii, ji)
    sch.vectorize(ji)
    return sch.mod["main"].with_attr("global_symbol", "matmul_tiled")


def parallel() -> tirx.PrimFunc:
    sch = s_tir.Schedule(_matmul_te("parallel"))
    i, _, _ = sch.get_loops(sch.get_sblock("C"))
    sch.parallel(i)
    return sch.mod["main"].with_attr("global_symbol", "parallel")


def softmax() -> tirx.PrimFunc:
    x = te.placeholder((16, 256), name="X")
    return _func([topi.nn.softmax(x, axis=1)], [x], "softmax")


def conv2d() -> tirx.PrimFunc:
    data = te.placeholder((1, 4, 16, 16), name="data")
    weight = te.placeholder((8, 4, 3, 3), name="weight")
    return _func([topi.nn.conv2d_nchw(data, weight, 1, 1, 1)], [data, weight], "conv2d")


def scale() -> tirx.PrimFunc:
    a = te.placeholder((N,), name="A")
    alpha, shift = te.var("alpha", dtype="float32"), te.var("shift", dtype="int64")
    c = te.compute((N,), lambda i: a[i] * alpha + shift.astype("float32"), name="C")
    return te.create_prim_func([a, alpha, shift, c]).with_attr("global_symbol", "scale")


KERNELS = {f.__name__: f for f in (add, matmul, matmul_tiled, parallel, softmax, conv2d, scale)}


def llvm_ir(func: tirx.PrimFunc, triple: str) -> str:
    """The module's LLVM IR as TVM's LLVM backend emits it for `triple`."""
    target = tvm.target.Target({"kind": "llvm", "mtriple": triple})  # 0.27 rejects "-mtriple=" strings
    lib = tvm.compile(tvm.IRModule({func.attrs["global_symbol"]: func}), target=target)
    return lib.mod.inspect_source("ll")


def main(argv: list[str]) -> None:
    names = argv or list(KERNELS)
    for name in names:
        for arch, triple in TRIPLES.items():
            path = HERE / f"{name}.{arch}.ll"
            path.write_text(llvm_ir(KERNELS[name](), triple))
            print(f"{path.relative_to(HERE)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
