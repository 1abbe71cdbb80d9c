"""Round four of hostile inputs (issue 43): expected outputs that do not fit the model, and bombs in model
files and inputs. Real runs of real TVM models on this machine (`--board local`), real files.
"""

from __future__ import annotations

import platform
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild as tgtbuild

MODELS = Path(__file__).resolve().parent / "data" / "tvm" / "models"
X86 = pytest.mark.skipif(platform.machine() != "x86_64", reason="runs x86_64 code on the local board")
FAST = ["--repeat", "2", "--min-repeat-ms", "1"]


# ----------------------------------------------------------------- --check-against that does not fit

@X86
@pytest.mark.parametrize("expected, said", [
    ("good", ""),
    ("first only", "the board returned 2 outputs, the reference has 1 output: output 1 f32[2,3] would go unchecked"),
    ("flat", "output 0: the board returned f32[2,3], the reference is f32[6]"),
    ("int32 label", "output 0: the board returned f32[2,3], the reference is i32[2,3]"),
    ("one more", "the board returned 2 outputs, the reference has 3 outputs: output 2 f32[2,3] not returned"),
])
def test_check_against_expected_outputs_needs_their_number_dtypes_and_shapes(tmp_path, expected, said):
    """two_out returns (x + 1, x * 2), both f32[2,3]. Bytes alone were compared: the first output alone, the same
    bytes as (6,), and float bits labelled int32 all passed; one output too many was a FileNotFoundError."""
    np = pytest.importorskip("numpy")
    x = np.arange(6, dtype="float32").reshape(2, 3)
    np.save(tmp_path / "x.npy", x)
    arrays = {"good": [x + 1, x * 2], "first only": [x + 1], "flat": [(x + 1).ravel(), (x * 2).ravel()],
              "int32 label": [(x + 1).view("int32"), (x * 2).view("int32")], "one more": [x + 1, x * 2, x]}
    np.savez(tmp_path / "expected.npz", *arrays[expected])
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", MODELS / "two_out.x86_64.so", "--input", "x.npy",
                    "--check-against", "expected.npz", *FAST, cwd=tmp_path, timeout=300)
    if not said:
        assert done.returncode == 0 and "outputs match the reference" in done.stdout, done.stdout + done.stderr
        return
    assert done.returncode == 1 and "check: MISMATCH" in done.stdout, done.stdout + done.stderr
    assert said in done.stdout, done.stdout
    assert "Traceback" not in done.stderr, done.stderr
