"""The default CPU schedule of a model's kernels (models/cpuschedule.py, issue 45): TVM 0.27 leaves an untuned
CPU conv2d with its reductions innermost and nothing vectorised (6-8x slower than ONNX Runtime on the CNN of
examples/onnx-model/make_cnn.py); every kernel the database did not schedule gets its contiguous loop moved
inside the reductions and vectorised, or a row reduction summed in vectors of partial sums, and nothing else
is touched. That the schedules compute the same is
`tgtbuild build --check` against onnxruntime (tests/test_model_cli.py); the speed is bench/model_vs_ort.py's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "onnx-model"))
onnx = pytest.importorskip("onnx", reason="the onnx extra (pip install 'tgtbuild[onnx]') reads ONNX files")
pytest.importorskip("tvm", reason="the tvm extra compiles models")
from make_cnn import make_cnn  # noqa: E402


@pytest.fixture(scope="module")
def lowered(tmp_path_factory):
    from tgtbuild.models import compiling, frontend

    path = tmp_path_factory.mktemp("cnn") / "cnn.onnx"
    onnx.save(make_cnn(), str(path))
    return compiling.lowered(frontend.read_model(str(path)).mod)


def test_the_convolutions_get_their_row_inside_the_reductions_vectorised(lowered):
    from tgtbuild.models.cpuschedule import schedule_unscheduled

    names = [gv.name_hint for gv in lowered.get_global_vars() if gv.name_hint.startswith("fused_conv2d")]
    before = {name: lowered[name].script() for name in names}
    mod = schedule_unscheduled(lowered)
    assert len(names) == 2 and all(lowered[name].script() == before[name] for name in names)  # a new module
    for name in names:
        func = mod[name]
        text = func.script()
        assert func.attrs["tirx.is_scheduled"] and "T.vectorized" in text and "T.vectorized" not in before[name]
        # the reduction's loops (rc, ry, rx) now stand outside the output row's loop (xx)
        reductions, row = text.find("for rc, ry, rx in"), text.find("for xx in T.vectorized")
        assert 0 < reductions < row, text


def test_a_kernel_the_database_scheduled_is_left_as_it_is(lowered):
    from tgtbuild.models.cpuschedule import schedule_unscheduled

    name = next(gv.name_hint for gv in lowered.get_global_vars() if gv.name_hint.startswith("fused_conv2d1"))
    mod = lowered.clone()
    marked = mod[name].with_attr("tirx.is_scheduled", True)
    mod[name] = marked
    assert schedule_unscheduled(mod)[name].same_as(marked)


def test_a_reduction_along_the_rows_sums_contiguous_vectors_of_partial_sums_not_strided_loads():
    import numpy as np
    import tvm
    from tvm import te

    from tgtbuild.models.cpuschedule import schedule_func

    a = te.placeholder((64, 256), name="A")
    k = te.reduce_axis((0, 256), name="k")
    rowsum = te.compute((64,), lambda i: te.sum(a[i, k], axis=k), name="S")
    scheduled = schedule_func(te.create_prim_func([a, rowsum]))  # A[i, k]: k runs along the row
    assert scheduled is not None
    text = scheduled.script()
    assert "S_rf" in text and "T.vectorized(16)" in text, text  # 16 partial sums a row, loaded contiguously
    assert "A[v_i, vk_0 * 16 + vk_1]" in text, text
    built = tvm.compile(tvm.IRModule({"main": scheduled}), target=tvm.target.Target({"kind": "llvm"}))
    x = np.random.default_rng(0).standard_normal((64, 256)).astype("float32")
    out = tvm.runtime.tensor(np.zeros(64, "float32"))
    built["main"](tvm.runtime.tensor(x), out)
    np.testing.assert_allclose(out.numpy(), x.sum(axis=1), rtol=1e-5, atol=1e-5)
    b = te.placeholder((256, 64), name="B")
    colsum = te.compute((64,), lambda j: te.sum(b[k, j], axis=k), name="C")
    scheduled = schedule_func(te.create_prim_func([b, colsum]))
    assert scheduled is not None and "T.vectorized" in scheduled.script() and "C_rf" not in scheduled.script()
    tvm.compile(tvm.IRModule({"main": scheduled}), target=tvm.target.Target({"kind": "llvm"}))


def test_a_reduction_whose_row_no_vector_divides_is_left_as_it_is():
    from tvm import te

    from tgtbuild.models.cpuschedule import schedule_func

    a = te.placeholder((64, 10), name="A")  # the softmax's rows of 10 classes
    k = te.reduce_axis((0, 10), name="k")
    assert schedule_func(te.create_prim_func([a, te.compute((64,), lambda i: te.max(a[i, k], axis=k))])) is None
