"""Regenerate the whole-model test files here (apache-tvm is used to make them, never to run them).

    .tvmvenv/bin/python tests/data/tvm/gen_tvm_model.py      # writes models/*

Models, each a `relax.frontend.nn` module compiled by `tvm.compile` for a generic x86_64 and
aarch64 Linux CPU and written by `export_library` (TVM 0.27.0.post1):

    mlp           Linear(64,128) -> ReLU -> Linear(128,10), weights bound into the executable
                  (`BindParams`): forward(x) alone; the VM records x's shape f32[1,64]
    mlp_args      the same network with its weights as arguments: forward(x, fc1.weight, fc1.bias,
                  fc2.weight, fc2.bias); only x is recorded, the weights come from params.npz
    two_out       forward(x) -> (x + 1, x * 2): a tuple of outputs
    add_one.cuda  forward(x) -> x + 1 with its kernel for CUDA (sm_87, Jetson Orin) and an aarch64 host,
                  scheduled by DLight's GPU fallback: `add_one.cuda.aarch64.tar` (needs nvcc here)

`<model>.x86_64.so` (gcc, as export_library links by default on this machine) is the host build
`--check-against` uses; `<model>.aarch64.tar` (TVM 0.27 gzips it) is the board's, linked by
tgtbuild. `mlp.expected.npz` holds TVM's own outputs for the seed-0 input tgtbuild makes, computed
by TVM's Python runtime here: the reference that needs no runner at all.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

HERE = Path(__file__).resolve().parent / "models"
TRIPLES = {"x86_64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu"}


class MLP(nn.Module):
    def __init__(self) -> None:
        self.fc1 = nn.Linear(64, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x: nn.Tensor) -> nn.Tensor:
        return self.fc2(nn.relu(self.fc1(x)))


class AddOne(nn.Module):
    def forward(self, x: nn.Tensor) -> nn.Tensor:
        return x + 1.0


def export_cuda() -> None:
    from tvm.s_tir import dlight

    mod, _ = AddOne().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 3), "float32")}})
    target = tvm.target.Target({"kind": "cuda", "arch": "sm_87",
                                "host": {"kind": "llvm", "mtriple": "aarch64-linux-gnu"}})
    with target:
        mod = dlight.ApplyDefaultSchedule(dlight.gpu.Fallback())(relax.get_pipeline("zero")(mod))
    tvm.compile(mod, target=target).export_library(str(HERE / "add_one.cuda.aarch64.tar"))


class TwoOut(nn.Module):
    def forward(self, x: nn.Tensor):  # noqa: ANN201 - a tuple of tensors
        return x + 1.0, x * 2.0


def export(mod: tvm.IRModule, name: str) -> None:
    for arch, triple in TRIPLES.items():
        executable = tvm.compile(mod, target=tvm.target.Target({"kind": "llvm", "mtriple": triple}))
        executable.export_library(str(HERE / (f"{name}.{arch}.so" if arch == "x86_64" else f"{name}.{arch}.tar")))


def seeded_input(shape: tuple[int, ...]) -> np.ndarray:
    """tgtbuild's seed-0 data for one f32 buffer (run/inputfill.py's rule), made by tgtbuild itself."""
    from tgtbuild.run.argspec import parse_args
    from tgtbuild.run.reference import make_inputs

    (spec,) = parse_args([f"f32[{','.join(map(str, shape))}]"])
    return np.frombuffer(make_inputs((spec,), 0)[0].tobytes(), dtype="float32").reshape(shape)


def main() -> None:
    HERE.mkdir(exist_ok=True)
    rng = np.random.default_rng(0)
    spec = {"forward": {"x": nn.spec.Tensor((1, 64), "float32")}}
    mod, params = MLP().export_tvm(spec=spec)
    values = {name: rng.standard_normal([int(d) for d in p.shape]).astype("float32") for name, p in params}
    bound = relax.transform.BindParams("forward", {k: tvm.runtime.tensor(v) for k, v in values.items()})(mod)
    export(bound, "mlp")
    export(mod, "mlp_args")
    np.savez(HERE / "params.npz", **values)
    x = seeded_input((1, 64))
    vm = relax.VirtualMachine(tvm.runtime.load_module(str(HERE / "mlp.x86_64.so")), tvm.cpu())
    np.savez(HERE / "mlp.expected.npz", vm["forward"](tvm.runtime.tensor(x)).numpy())
    two, _ = TwoOut().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 3), "float32")}})
    export(two, "two_out")
    export_cuda()


if __name__ == "__main__":
    main()
