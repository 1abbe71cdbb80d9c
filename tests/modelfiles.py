"""What the model-file tests share: examples/onnx-model/make_cnn.py's small CNN, onnx (the module is skipped
without it: the onnx extra brings it), and the mark for tests that run aarch64 code under qemu-user."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from marks import QEMU

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "onnx-model"))
onnx = pytest.importorskip("onnx", reason="the onnx extra (pip install 'tgtbuild[onnx]') reads ONNX files")
from make_cnn import make_cnn  # noqa: E402

__all__ = ["QEMU", "ROOT", "make_cnn", "onnx"]
