"""A small residual CNN as an ONNX file, made with onnx.helper (no download, no PyTorch).

    python examples/onnx-model/make_cnn.py cnn.onnx [--size 32] [--seed 0]

conv -> batch norm -> relu -> conv -> residual add -> relu -> global average pool -> flatten -> gemm
-> softmax: the operators a real image classifier has, small enough to compile in seconds and tune in
minutes under qemu. The weights are seeded, so the same arguments write the same bytes.
"""

from __future__ import annotations

import argparse

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

CHANNELS = 8
CLASSES = 10


def make_cnn(size: int = 32, seed: int = 0, batch: int | str = 1) -> onnx.ModelProto:
    """The model, input `input` f32[batch, 3, size, size], output `probs` f32[batch, 10]."""
    rng = np.random.default_rng(seed)

    def weight(name: str, shape: tuple[int, ...], scale: float = 0.2) -> onnx.TensorProto:
        return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)

    inits = [
        weight("w1", (CHANNELS, 3, 3, 3)), weight("b1", (CHANNELS,), 0.05),
        numpy_helper.from_array((1 + rng.random(CHANNELS) * 0.1).astype(np.float32), "bn_scale"),
        weight("bn_bias", (CHANNELS,), 0.05), weight("bn_mean", (CHANNELS,), 0.05),
        numpy_helper.from_array((1 + rng.random(CHANNELS) * 0.1).astype(np.float32), "bn_var"),
        weight("w2", (CHANNELS, CHANNELS, 3, 3)), weight("b2", (CHANNELS,), 0.05),
        weight("fc_w", (CLASSES, CHANNELS)), weight("fc_b", (CLASSES,), 0.05),
        numpy_helper.from_array(np.array([0, -1], dtype=np.int64), "flat_shape"),
    ]
    nodes = [
        helper.make_node("Conv", ["input", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("BatchNormalization", ["c1", "bn_scale", "bn_bias", "bn_mean", "bn_var"], ["n1"]),
        helper.make_node("Relu", ["n1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["c2", "r1"], ["sum"]),
        helper.make_node("Relu", ["sum"], ["r2"]),
        helper.make_node("GlobalAveragePool", ["r2"], ["pooled"]),
        helper.make_node("Flatten", ["pooled"], ["flat"]),
        helper.make_node("Gemm", ["flat", "fc_w", "fc_b"], ["logits"], transB=1),
        helper.make_node("Softmax", ["logits"], ["probs"], axis=1),
    ]
    graph = helper.make_graph(
        nodes, "small_residual_cnn",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, [batch, 3, size, size])],
        [helper.make_tensor_value_info("probs", TensorProto.FLOAT, [batch, CLASSES])],
        initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="tgtbuild-example")
    model.ir_version = 8  # onnxruntime 1.x reads IR 8 with opset 17
    onnx.checker.check_model(model)
    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", help="the .onnx file to write")
    parser.add_argument("--size", type=int, default=32, help="input height and width (default 32)")
    parser.add_argument("--seed", type=int, default=0, help="the weights' seed")
    parser.add_argument("--dynamic-batch", action="store_true", help="a symbolic batch dimension ('N')")
    args = parser.parse_args()
    onnx.save(make_cnn(args.size, args.seed, "N" if args.dynamic_batch else 1), args.output)


if __name__ == "__main__":
    main()
