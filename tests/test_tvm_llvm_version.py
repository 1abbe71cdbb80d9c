"""IR written by a newer LLVM than llvmlite's gets an error naming both versions, not a parser message."""

from __future__ import annotations

from pathlib import Path

import llvmlite
import llvmlite.binding as llvm
import pytest

from tgtbuild.codegen import CodegenError, load_module
from tgtbuild.codegen.ir import newer_llvm

DATA = Path(__file__).parent / "data" / "tvm"
BUNDLED = llvm.llvm_version_info[0]


def test_tvm_027_ir_parses_with_the_required_llvmlite():
    module = load_module(DATA / "softmax.x86_64.ll")  # captures(none), #dbg records: LLVM 22 syntax
    assert module.get_function("__tvm_ffi_softmax")


@pytest.mark.parametrize("bundled, expected", [(20, 21), (18, 21), (22, None)])
def test_newer_syntax_is_dated(bundled, expected):
    found = newer_llvm((DATA / "add.x86_64.ll").read_text(), bundled)
    assert (found[0] if found else None) == expected
    if found:
        assert "captures(...)" in found[1]


def test_ir_from_a_future_llvm_names_both_versions(tmp_path):
    future = BUNDLED + 77
    path = tmp_path / "future.ll"
    path.write_text(
        "define void @f() futureattr_nobody_knows {\n  ret void\n}\n"
        f'!llvm.ident = !{{!0}}\n!0 = !{{!"clang version {future}.0.1"}}\n'
    )
    with pytest.raises(CodegenError) as info:
        load_module(path)
    message = str(info.value)
    assert f"written by LLVM {future} or newer (made by clang version {future}.0" in message
    assert f"llvmlite {llvmlite.__version__} bundles LLVM {BUNDLED}" in message
    assert str(path) in message


def test_an_ordinary_syntax_error_keeps_its_line_and_caret(tmp_path):
    path = tmp_path / "bad.ll"
    path.write_text("define void @f() {\n  ret voidd\n}\n")
    with pytest.raises(CodegenError, match=r"bad\.ll:2:\d+: error") as info:
        load_module(path)
    assert "written by LLVM" not in str(info.value)
