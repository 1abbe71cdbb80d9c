"""Skip marks that several test modules share, written once here rather than once a module."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

# TVM's runtime is C++: running a model for rasp4b under qemu-user needs the arm64 libstdc++ besides qemu.
QEMU = pytest.mark.skipif(
    not (shutil.which("qemu-aarch64-static") and Path("/usr/aarch64-linux-gnu/lib/libstdc++.so.6").exists()),
    reason="needs qemu-aarch64-static, libc6-arm64-cross and libstdc++6-arm64-cross (scripts/system-deps.sh)")
