"""Model files besides ONNX and PyTorch (issue 42): a Relax module saved with tvm.ir.save_json, a TFLite flatbuffer,
what --check writes for a model of two outputs and an integer input, and the .pt2 files refused without torch.

The TFLite model is written here with the `tflite` package's own flatbuffers builders (no TensorFlow: the
package is 153 kB, TensorFlow hundreds of MB); its outputs are checked against numpy's arithmetic of the same
weights, and against LiteRT's interpreter (ai-edge-litert, 21.8 MB, no TensorFlow) where installed.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from marks import QEMU
from tgtcli import one_line_error
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "onnx-model"))
tvm = pytest.importorskip("tvm", reason="the tvm extra (pip install 'tgtbuild[tvm]') compiles models")

ONNX = pytest.mark.skipif(importlib.util.find_spec("onnx") is None or importlib.util.find_spec("onnxruntime") is None,
                          reason="the onnx extra (pip install 'tgtbuild[onnx]') makes and checks the ONNX models")
TFLITE = pytest.mark.skipif(importlib.util.find_spec("tflite") is None,
                            reason="TVM's TFLite frontend reads with tflite: pip install 'tgtbuild[tflite]'")
LITERT = pytest.mark.skipif(importlib.util.find_spec("ai_edge_litert") is None,
                            reason="--check of a .tflite runs LiteRT: pip install 'tgtbuild[tflite]'")
NO_TORCH = importlib.util.find_spec("torch") is None
FAST = ["--repeat", "2", "--min-repeat-ms", "1"]
HOST = "x86_64-linux-gnu"


def run_checked(target: str, model: str, inputs: list[Path], expected: Path, cwd: Path) -> dict:
    done = tgtbuild("run", "--target", target, model, *[w for p in inputs for w in ("--input", str(p))],
                    "--check-against", str(expected), "--atol", "1e-5", "--rtol", "1e-4", "--json", *FAST, cwd=cwd)
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)


def check_one_input(target: str, model: str, x: np.ndarray, expected: list[np.ndarray], cwd: Path) -> dict:
    """`run_checked` with one input `x` and the outputs `expected`, saved as cwd/x.npy and cwd/expected.npz."""
    np.save(cwd / "x.npy", x)
    np.savez(cwd / "expected.npz", *expected)
    return run_checked(target, model, [cwd / "x.npy"], cwd / "expected.npz", cwd)


def built_model(done, fmt: str, frontend: str, shape: list[int]) -> dict:
    """The one model a successful `build --json` names: read from `fmt` by `frontend`, its one input a float32
    `input` of `shape`."""
    assert done.returncode == 0, done.stderr
    (built,) = json.loads(done.stdout)["models"]
    assert built["source"]["format"] == fmt and built["frontend"] == frontend
    assert built["inputs"] == [{"name": "input", "shape": shape, "dtype": "float32"}]
    return built


# ---- a Relax module saved by tvm.ir.save_json ----

@ONNX
@QEMU
def test_a_relax_module_saved_as_json_is_sized_built_for_rasp4b_and_matches_onnxruntime(tmp_path):
    import onnx
    import onnxruntime
    from make_cnn import make_cnn
    from tvm.relax.frontend.onnx import from_onnx

    model = make_cnn(batch="N")
    (tmp_path / "cnn.relax.json").write_text(tvm.ir.save_json(from_onnx(model, keep_params_in_input=False)))
    done = tgtbuild("build", "--target", "rasp4b", "cnn.relax.json", "-o", "cnn.so", cwd=tmp_path)
    one_line_error(done, "cnn.relax.json", "input: float32[N,3,32,32] has a dynamic dimension",
                   "--input-shape input=1,3,32,32")
    done = tgtbuild("build", "--target", "rasp4b", "cnn.relax.json", "-o", "cnn.so", "--input-shape",
                    "input=2,3,32,32", "--json", cwd=tmp_path)
    built_model(done, "relax", "tvm.ir.load_json", [2, 3, 32, 32])
    x = np.random.default_rng(3).standard_normal((2, 3, 32, 32)).astype(np.float32)
    onnx.save(model, str(tmp_path / "cnn.onnx"))
    session = onnxruntime.InferenceSession(str(tmp_path / "cnn.onnx"), providers=["CPUExecutionProvider"])
    result = check_one_input("rasp4b", "cnn.so", x, session.run(None, {"input": x}), tmp_path)
    assert result["emulated"] and result["check"]["passed"], result["check"]


def nn_module() -> tuple:
    """A relax.frontend.nn model exported with a symbolic batch: (the module, its weights by name)."""
    from tvm.relax.frontend import nn

    class Classifier(nn.Module):
        def __init__(self) -> None:
            self.fc = nn.Linear(8, 4)

        def forward(self, x: nn.Tensor) -> nn.Tensor:
            return nn.op.softmax(self.fc(x), axis=-1)

    mod, params = Classifier().export_tvm({"forward": {"x": nn.spec.Tensor(["n", 8], "float32")}})
    rng = np.random.default_rng(0)
    return mod, {name: rng.standard_normal([int(d) for d in p.shape]).astype("float32") for name, p in params}


def test_an_nn_module_whose_weights_are_not_in_the_file_is_refused_and_bound_it_builds_and_computes(tmp_path):
    from tvm import relax

    mod, weights = nn_module()
    (tmp_path / "loose.relax.json").write_text(tvm.ir.save_json(mod))
    done = tgtbuild("build", "--target", HOST, "loose.relax.json", "-o", "loose.so", "--input-shape", "x=3,8",
                    cwd=tmp_path)
    one_line_error(done, "forward takes 2 weights as parameters the file does not hold", "fc.weight, fc.bias",
                   "BindParams")
    bound = relax.transform.BindParams("forward", {k: tvm.runtime.tensor(v) for k, v in weights.items()})(mod)
    (tmp_path / "clf.relax.json").write_text(tvm.ir.save_json(bound))
    done = tgtbuild("build", "--target", HOST, "clf.relax.json", "-o", "clf.so", "--input-shape", "x=3,8",
                    "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["models"][0]["entry"] == "forward"
    x = np.random.default_rng(1).standard_normal((3, 8)).astype(np.float32)
    logits = x @ weights["fc.weight"].T + weights["fc.bias"]
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    result = check_one_input(HOST, "clf.so", x, [e / e.sum(axis=1, keepdims=True)], tmp_path)
    assert result["check"]["passed"], result["check"]
    assert not (tmp_path / "loose.so").exists()


def test_a_symbolic_dimension_two_inputs_share_takes_one_size(tmp_path):
    from tvm import relax, tirx

    n = tirx.Var("n", "int64")
    x, y = (relax.Var(name, relax.TensorType((n, 4), "float32")) for name in ("x", "y"))
    builder = relax.BlockBuilder()
    with builder.function("main", [x, y]):
        with builder.dataflow():
            out = builder.emit_output(relax.op.add(x, y))
        builder.emit_func_output(out)
    (tmp_path / "add.relax.json").write_text(tvm.ir.save_json(builder.get()))
    done = tgtbuild("build", "--target", HOST, "add.relax.json", "-o", "add.so", "--input-shape", "x=2,4",
                    "--input-shape", "y=3,4", cwd=tmp_path)
    one_line_error(done, "n is one size in the model", "2 given for x's dimension 0", "3 for y's dimension 0")
    done = tgtbuild("build", "--target", HOST, "add.relax.json", "-o", "add.so", "--input-shape", "x=2,4",
                    "--input-shape", "y=2,4", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert [i["shape"] for i in json.loads(done.stdout)["models"][0]["inputs"]] == [[2, 4], [2, 4]]


def test_json_that_is_not_a_tvm_module_is_one_line_and_nothing_is_written(tmp_path):
    cases = {
        "other.relax.json": ('{"name": "my settings", "layers": 3}', ["not a module saved by tvm.ir.save_json"]),
        "number.relax.json": (tvm.ir.save_json(tvm.tirx.IntImm("int32", 7)), ["holds a IntImm", "not an IRModule"]),
        "notes.relax.json": ("my notes about the model\n", ["tvm.ir.save_json writes a JSON object"]),
        "half.relax.json": ('{"root": 1, "nodes": [', ["not a module saved by tvm.ir.save_json"]),
    }
    for name, (text, words) in cases.items():
        (tmp_path / name).write_text(text)
        one_line_error(tgtbuild("build", "--target", "rasp4b", name, "-o", "out.so", cwd=tmp_path), name, *words)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(cases)


def test_check_of_a_relax_module_says_it_has_no_framework_and_what_to_do_instead(tmp_path):
    (tmp_path / "m.relax.json").write_text(tvm.ir.save_json(nn_module()[0]))
    done = tgtbuild("build", "--target", "rasp4b", "m.relax.json", "--check", cwd=tmp_path)
    one_line_error(done, "--check of a relax model: no framework", "tgtbuild run --check-against")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.relax.json"]


# ---- TFLite ----

def tflite_weights() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    return {"conv_w": (rng.standard_normal((3, 1, 1, 3)) * 0.5).astype(np.float32),
            "conv_b": (rng.standard_normal(3) * 0.1).astype(np.float32),
            "axes": np.array([1, 2], dtype=np.int32),
            "fc_w": rng.standard_normal((2, 3)).astype(np.float32),
            "fc_b": rng.standard_normal(2).astype(np.float32)}


def tflite_reference(x: np.ndarray, w: dict[str, np.ndarray]) -> list[np.ndarray]:
    """What the TFLite model computes, in numpy: (softmax probabilities, logits)."""
    conv = np.maximum(np.einsum("nhwi,oi->nhwo", x, w["conv_w"][:, 0, 0, :]) + w["conv_b"], 0)  # 1x1 conv, ReLU
    mean = (conv + x).mean(axis=(1, 2))  # the residual add, then MEAN over H and W
    logits = mean @ w["fc_w"].T + w["fc_b"]
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    return [e / e.sum(axis=1, keepdims=True), logits]


def make_tflite(w: dict[str, np.ndarray], *, batch_signature: int = 1, swap: dict[str, str] | None = None) -> bytes:
    """input[1,4,4,3] -> CONV_2D 1x1 (ReLU) -> ADD input -> MEAN(1,2) -> FULLY_CONNECTED -> SOFTMAX; outputs
    (probs, logits). `batch_signature` -1 leaves the batch open as TFLite's converter does; `swap` replaces
    operators by name (an operator TVM lacks)."""
    import flatbuffers
    import tflite as t
    from tflite.ActivationFunctionType import ActivationFunctionType
    from tflite.BuiltinOperator import BuiltinOperator as Op
    from tflite.BuiltinOptions import BuiltinOptions
    from tflite.Padding import Padding
    from tflite.TensorType import TensorType

    b = flatbuffers.Builder(1024)

    def vector(start, items, prepend):
        start(b, len(items))
        for item in reversed(items):
            prepend(item)
        return b.EndVector()

    consts = ["conv_w", "conv_b", "axes", "fc_w", "fc_b"]
    buffers = []
    for data in [b""] + [w[k].tobytes() for k in consts]:  # buffer 0 is empty, by TFLite's convention
        offset = b.CreateByteVector(data) if data else None
        t.BufferStart(b)
        if offset is not None:
            t.BufferAddData(b, offset)
        buffers.append(t.BufferEnd(b))
    f32, i32 = TensorType.FLOAT32, TensorType.INT32
    specs = [("input", [1, 4, 4, 3], f32, 0), ("conv_w", [3, 1, 1, 3], f32, 1), ("conv_b", [3], f32, 2),
             ("conv", [1, 4, 4, 3], f32, 0), ("res", [1, 4, 4, 3], f32, 0), ("axes", [2], i32, 3),
             ("mean", [1, 3], f32, 0), ("fc_w", [2, 3], f32, 4), ("fc_b", [2], f32, 5),
             ("logits", [1, 2], f32, 0), ("probs", [1, 2], f32, 0)]
    index = {spec[0]: k for k, spec in enumerate(specs)}
    tensors = []
    for name, shape, kind, buffer in specs:
        name_at = b.CreateString(name)
        shape_at = vector(t.TensorStartShapeVector, shape, b.PrependInt32)
        signature_at = vector(t.TensorStartShapeSignatureVector, [batch_signature, *shape[1:]], b.PrependInt32) \
            if name == "input" else None
        t.TensorStart(b)
        t.TensorAddShape(b, shape_at)
        if signature_at is not None:
            t.TensorAddShapeSignature(b, signature_at)
        t.TensorAddType(b, kind)
        t.TensorAddBuffer(b, buffer)
        t.TensorAddName(b, name_at)
        tensors.append(t.TensorEnd(b))

    def options(code):
        if code == Op.CONV_2D:
            t.Conv2DOptionsStart(b)
            t.Conv2DOptionsAddPadding(b, Padding.VALID)
            t.Conv2DOptionsAddStrideW(b, 1)
            t.Conv2DOptionsAddStrideH(b, 1)
            t.Conv2DOptionsAddDilationWFactor(b, 1)
            t.Conv2DOptionsAddDilationHFactor(b, 1)
            t.Conv2DOptionsAddFusedActivationFunction(b, ActivationFunctionType.RELU)
            return BuiltinOptions.Conv2DOptions, t.Conv2DOptionsEnd(b)
        if code == Op.ADD:
            t.AddOptionsStart(b)
            return BuiltinOptions.AddOptions, t.AddOptionsEnd(b)
        if code == Op.MEAN:
            t.ReducerOptionsStart(b)
            t.ReducerOptionsAddKeepDims(b, False)
            return BuiltinOptions.ReducerOptions, t.ReducerOptionsEnd(b)
        if code == Op.FULLY_CONNECTED:
            t.FullyConnectedOptionsStart(b)
            return BuiltinOptions.FullyConnectedOptions, t.FullyConnectedOptionsEnd(b)
        t.SoftmaxOptionsStart(b)
        t.SoftmaxOptionsAddBeta(b, 1.0)
        return BuiltinOptions.SoftmaxOptions, t.SoftmaxOptionsEnd(b)

    graph = [("CONV_2D", ["input", "conv_w", "conv_b"], ["conv"]), ("ADD", ["conv", "input"], ["res"]),
             ("MEAN", ["res", "axes"], ["mean"]), ("FULLY_CONNECTED", ["mean", "fc_w", "fc_b"], ["logits"]),
             ("SOFTMAX", ["logits"], ["probs"])]
    names = [(swap or {}).get(op, op) for op, _, _ in graph]
    codes = list(dict.fromkeys(getattr(Op, n) for n in names))
    opcodes = []
    for code in codes:
        t.OperatorCodeStart(b)
        t.OperatorCodeAddDeprecatedBuiltinCode(b, min(code, 127))
        t.OperatorCodeAddBuiltinCode(b, code)
        t.OperatorCodeAddVersion(b, 1)
        opcodes.append(t.OperatorCodeEnd(b))
    operators = []
    for (op, inputs, outputs), name in zip(graph, names, strict=True):
        kind, option = options(getattr(Op, op))
        inputs_at = vector(t.OperatorStartInputsVector, [index[n] for n in inputs], b.PrependInt32)
        outputs_at = vector(t.OperatorStartOutputsVector, [index[n] for n in outputs], b.PrependInt32)
        t.OperatorStart(b)
        t.OperatorAddOpcodeIndex(b, codes.index(getattr(Op, name)))
        t.OperatorAddInputs(b, inputs_at)
        t.OperatorAddOutputs(b, outputs_at)
        t.OperatorAddBuiltinOptionsType(b, kind)
        t.OperatorAddBuiltinOptions(b, option)
        operators.append(t.OperatorEnd(b))
    tensors_at = vector(t.SubGraphStartTensorsVector, tensors, b.PrependUOffsetTRelative)
    inputs_at = vector(t.SubGraphStartInputsVector, [index["input"]], b.PrependInt32)
    outputs_at = vector(t.SubGraphStartOutputsVector, [index["probs"], index["logits"]], b.PrependInt32)
    operators_at = vector(t.SubGraphStartOperatorsVector, operators, b.PrependUOffsetTRelative)
    name_at = b.CreateString("main")
    t.SubGraphStart(b)
    t.SubGraphAddTensors(b, tensors_at)
    t.SubGraphAddInputs(b, inputs_at)
    t.SubGraphAddOutputs(b, outputs_at)
    t.SubGraphAddOperators(b, operators_at)
    t.SubGraphAddName(b, name_at)
    subgraph = t.SubGraphEnd(b)
    subgraphs_at = vector(t.ModelStartSubgraphsVector, [subgraph], b.PrependUOffsetTRelative)
    opcodes_at = vector(t.ModelStartOperatorCodesVector, opcodes, b.PrependUOffsetTRelative)
    buffers_at = vector(t.ModelStartBuffersVector, buffers, b.PrependUOffsetTRelative)
    t.ModelStart(b)
    t.ModelAddVersion(b, 3)
    t.ModelAddOperatorCodes(b, opcodes_at)
    t.ModelAddSubgraphs(b, subgraphs_at)
    t.ModelAddBuffers(b, buffers_at)
    b.Finish(t.ModelEnd(b), file_identifier=b"TFL3")
    return bytes(b.Output())


@TFLITE
@QEMU
def test_a_tflite_model_builds_for_rasp4b_and_both_outputs_match_numpy_on_the_emulated_board(tmp_path):
    w = tflite_weights()
    (tmp_path / "tiny.tflite").write_bytes(make_tflite(w))
    done = tgtbuild("build", "--target", "rasp4b", "tiny.tflite", "-o", "tiny.so", "--json", cwd=tmp_path)
    built_model(done, "tflite", "relax.frontend.tflite.from_tflite", [1, 4, 4, 3])
    x = np.random.default_rng(1).standard_normal((1, 4, 4, 3)).astype(np.float32)
    result = check_one_input("rasp4b", "tiny.so", x, tflite_reference(x, w), tmp_path)
    assert result["emulated"] and result["check"]["passed"], result["check"]


@TFLITE
def test_a_tflite_batch_left_open_defaults_to_its_shape_and_takes_another_size(tmp_path):
    w = tflite_weights()
    (tmp_path / "open.tflite").write_bytes(make_tflite(w, batch_signature=-1))
    done = tgtbuild("build", "--target", HOST, "open.tflite", "-o", "open.so", "--input-shape", "input=2,4,4,3",
                    "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["models"][0]["inputs"][0]["shape"] == [2, 4, 4, 3]
    x = np.random.default_rng(2).standard_normal((2, 4, 4, 3)).astype(np.float32)
    assert check_one_input(HOST, "open.so", x, tflite_reference(x, w), tmp_path)["check"]["passed"]
    (tmp_path / "fixed.tflite").write_bytes(make_tflite(w))
    done = tgtbuild("build", "--target", HOST, "fixed.tflite", "-o", "fixed.so", "--input-shape", "input=2,4,4,3",
                    cwd=tmp_path)
    one_line_error(done, "fixed.tflite", "dimension 0 is 1 in the model, 2 given")


@TFLITE
@LITERT
def test_check_of_a_tflite_model_runs_litert_on_the_seeded_input(tmp_path):
    (tmp_path / "tiny.tflite").write_bytes(make_tflite(tflite_weights()))
    done = tgtbuild("build", "--target", HOST, "tiny.tflite", "-o", "tiny.so", "--check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    check = json.loads(done.stdout)["check"]
    assert check["passed"] and check["framework"].startswith("LiteRT"), check
    expected = np.load(tmp_path / check["expected"])
    assert [expected[k].shape for k in expected.files] == [(1, 2), (1, 2)]
    x = np.load(tmp_path / check["inputs"][0])
    for got, want in zip((expected[k] for k in expected.files), tflite_reference(x, tflite_weights()), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


@TFLITE
def test_every_operator_the_tflite_frontend_lacks_is_named_and_a_damaged_flatbuffer_is_one_line(tmp_path):
    (tmp_path / "odd.tflite").write_bytes(make_tflite(tflite_weights(), swap={"MEAN": "LSH_PROJECTION",
                                                                              "SOFTMAX": "RNN"}))
    done = tgtbuild("build", "--target", "rasp4b", "odd.tflite", "-o", "odd.so", cwd=tmp_path)
    one_line_error(done, "odd.tflite", "TFLite frontend lacks 2 operators", "LSH_PROJECTION, RNN")
    (tmp_path / "cut.tflite").write_bytes(make_tflite(tflite_weights())[:120])
    one_line_error(tgtbuild("build", "--target", "rasp4b", "cut.tflite", cwd=tmp_path), "cut.tflite",
                   "not a TFLite model")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cut.tflite", "odd.tflite"]


# ---- --check of a model with two outputs and an integer input ----

def two_outputs_onnx():
    """ids: int64[2,5] (indices into a table of ten rows) and scale: float32[1] -> (probs[2,5,4], a scalar)."""
    from onnx import TensorProto, helper, numpy_helper

    table = numpy_helper.from_array((np.arange(40, dtype=np.float32).reshape(10, 4) / 7), "table")
    nodes = [helper.make_node("Gather", ["table", "ids"], ["e"], axis=0),
             helper.make_node("Mul", ["e", "scale"], ["h"]),
             helper.make_node("Softmax", ["h"], ["probs"], axis=-1),
             helper.make_node("ReduceSum", ["h"], ["total"], keepdims=0)]
    graph = helper.make_graph(nodes, "two", [helper.make_tensor_value_info("ids", TensorProto.INT64, [2, 5]),
                                             helper.make_tensor_value_info("scale", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("probs", TensorProto.FLOAT, [2, 5, 4]),
                               helper.make_tensor_value_info("total", TensorProto.FLOAT, [])], initializer=[table])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


@ONNX
def test_check_of_two_outputs_and_an_integer_input_writes_files_the_run_lines_up_with(tmp_path):
    import onnx

    onnx.save(two_outputs_onnx(), str(tmp_path / "two.onnx"))
    done = tgtbuild("build", "--target", HOST, "two.onnx", "-o", "two.so", "--check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    check = summary["check"]
    assert check["passed"], check
    assert [i["dtype"] for i in summary["models"][0]["inputs"]] == ["int64", "float32"]
    ids, scale = (np.load(tmp_path / p) for p in check["inputs"])
    assert ids.dtype == np.int64 and ids.shape == (2, 5) and 0 <= ids.min() and ids.max() <= 9
    assert scale.dtype == np.float32 and scale.shape == (1,)
    expected = np.load(tmp_path / check["expected"])
    assert [(expected[k].shape, expected[k].dtype) for k in expected.files] == [((2, 5, 4), np.float32),
                                                                                ((), np.float32)]
    inputs = [tmp_path / p for p in check["inputs"]]
    assert run_checked(HOST, "two.so", inputs, tmp_path / check["expected"], tmp_path)["check"]["passed"]
    # each output is compared: the second (a scalar) changed, the run fails
    np.savez(tmp_path / "wrong.npz", expected["arr_0"], expected["arr_1"] + 1)
    assert not run_checked(HOST, "two.so", inputs, tmp_path / "wrong.npz", tmp_path)["check"]["passed"]


# ---- .pt2 files that are no exported program, told without torch ----

def test_a_pt2_that_is_no_zip_or_a_zip_of_something_else_is_one_line_before_torch(tmp_path):
    (tmp_path / "text.pt2").write_text("a PyTorch model, trust me\n")
    one_line_error(tgtbuild("build", "--target", "rasp4b", "text.pt2", cwd=tmp_path), "text.pt2",
                   "torch.export.save writes a zip archive")
    (tmp_path / "cut.pt2").write_bytes(b"PK\x03\x04" + bytes(200))
    one_line_error(tgtbuild("build", "--target", "rasp4b", "cut.pt2", cwd=tmp_path), "cut.pt2",
                   "a damaged or cut-short zip archive")
    with zipfile.ZipFile(tmp_path / "photos.pt2", "w") as archive:
        archive.writestr("holiday/beach.jpg", b"\xff\xd8\xff")
        archive.writestr("holiday/notes.txt", "sunny")
    one_line_error(tgtbuild("build", "--target", "rasp4b", "photos.pt2", cwd=tmp_path), "photos.pt2",
                   "a zip archive, but not one torch.export.save writes", "holiday/beach.jpg")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cut.pt2", "photos.pt2", "text.pt2"]


@pytest.mark.skipif(not NO_TORCH, reason="says what to install when torch is missing; this Python has torch")
def test_a_pt2_without_torch_installed_says_which_torch_to_install(tmp_path):
    with zipfile.ZipFile(tmp_path / "m.pt2", "w") as archive:
        archive.writestr("m/models/model.json", "{}")
    one_line_error(tgtbuild("build", "--target", "rasp4b", "m.pt2", cwd=tmp_path), "reading pytorch models needs torch",
                   "pip install torch --index-url https://download.pytorch.org/whl/cpu")
