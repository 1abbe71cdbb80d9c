"""Regenerate the TVM-compiled test kernels here (apache-tvm is not a test or runtime dependency).

    python -m venv .tvmvenv && .tvmvenv/bin/pip install apache-tvm==0.27.0.post1
    .tvmvenv/bin/python tests/data/tvm/gen_tvm_ir.py            # writes <kernel>.<arch>.ll here
    .tvmvenv/bin/python tests/data/tvm/gen_tvm_ir.py --export bmm   # and export_library's files of bmm

`--export` also writes what `export_library` makes of the kernels named
(`exported/<kernel>.<arch>.so`, `.o`, `.tar` (gzip'd, as TVM 0.27 writes
it) and `.plain.tar`): the machine code TVM ships, for tests that compare
tgtbuild's build of the IR with it. The aarch64 `.so` is linked by
tgtbuild's own toolchain (`tgtbuild env --target aarch64-linux-gnu`, as
docs/tvm.md shows), so the generator needs tgtbuild in the same venv.

Each kernel is one small TensorIR function compiled by `tvm.compile` for a
generic x86_64, aarch64 and riscv64 Linux CPU; the LLVM IR is what TVM's LLVM backend
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
    bmm        batch matmul f32[8,64,32] x f32[8,32,48]: TVM's build leaves its loops scalar, LLVM's
               -O3 pipeline re-run on the IR vectorises them (0.27x the time: not what TVM ships)
"""

from __future__ import annotations

import sys
from pathlib import Path

import tvm
from tvm import s_tir, te, tirx, topi

HERE = Path(__file__).resolve().parent
TRIPLES = {"x86_64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu", "riscv64": "riscv64-linux-gnu"}
EXPORT_ARCHS = ("x86_64", "aarch64")  # export_library's files: only where a test compares machine code
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


def bmm() -> tirx.PrimFunc:
    a, b = te.placeholder((8, 64, 32), name="A"), te.placeholder((8, 32, 48), name="B")
    return _func([topi.nn.batch_matmul(a, b, transpose_b=False)], [a, b], "bmm")


KERNELS = {f.__name__: f for f in (add, matmul, matmul_tiled, parallel, softmax, conv2d, scale, bmm)}


def compiled(func: tirx.PrimFunc, triple: str):
    """`tvm.compile` of one function for a generic CPU of `triple`."""
    target = tvm.target.Target({"kind": "llvm", "mtriple": triple})  # 0.27 rejects "-mtriple=" strings
    return tvm.compile(tvm.IRModule({func.attrs["global_symbol"]: func}), target=target)


def llvm_ir(func: tirx.PrimFunc, triple: str) -> str:
    """The module's LLVM IR as TVM's LLVM backend emits it for `triple`."""
    return compiled(func, triple).mod.inspect_source("ll")


def tgtbuild_fcompile(target: str):
    """export_library's compiler for a foreign arch: tgtbuild's (docs/tvm.md shows the same)."""
    import json
    import subprocess

    env = json.loads(subprocess.check_output([sys.executable, "-m", "tgtbuild", "env", "--target", target,
                                              "--format", "json"]))

    def fcompile(output, objects, options=None):
        subprocess.run([*env["cc"], *env["cflags"], "-shared", "-fPIC", "-o", output, *objects,
                        *(options or []), *env["ldflags"], "-lm"], check=True)

    fcompile.output_format = "so"
    return fcompile


def export(name: str) -> None:
    """exported/<name>.<arch>.{so,o,tar,plain.tar}: what export_library writes for the kernel."""
    import gzip
    import shutil

    out = HERE / "exported"
    out.mkdir(exist_ok=True)
    for arch, triple in TRIPLES.items():
        if arch not in EXPORT_ARCHS:
            continue
        lib = compiled(KERNELS[name](), triple)
        native = arch == "x86_64"
        lib.export_library(str(out / f"{name}.{arch}.so"),
                           **({} if native else {"fcompile": tgtbuild_fcompile(f"{arch}-linux-gnu")}))
        lib.export_library(str(out / f"{name}.{arch}.tar"))  # TVM 0.27: gzip'd (tar -czf)
        with gzip.open(out / f"{name}.{arch}.tar") as packed, open(out / f"{name}.{arch}.plain.tar", "wb") as plain:
            shutil.copyfileobj(packed, plain)
        lib.mod.write_to_file(str(out / f"{name}.{arch}.o"))
        for suffix in (".so", ".o", ".tar", ".plain.tar"):
            path = out / f"{name}.{arch}{suffix}"
            print(f"{path.relative_to(HERE)}: {path.stat().st_size} bytes")


def main(argv: list[str]) -> None:
    exports = [n for flag, n in zip(argv, argv[1:], strict=False) if flag == "--export"]
    names = [n for n in argv if n != "--export" and n not in exports] or (exports or list(KERNELS))
    for name in names:
        for arch, triple in TRIPLES.items():
            path = HERE / f"{name}.{arch}.ll"
            path.write_text(llvm_ir(KERNELS[name](), triple))
            print(f"{path.relative_to(HERE)}: {path.stat().st_size} bytes")
    for name in exports:
        export(name)


if __name__ == "__main__":
    main(sys.argv[1:])
