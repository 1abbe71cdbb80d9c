"""Floating-point contraction and fast-math for LLVM IR, as text rewrites before parsing.

clang decides contraction when it writes IR: `-ffp-contract=on` turns
`a*b+c` into `llvm.fmuladd`, `fast` puts the `contract` flag on the
multiply and the add, `off` writes them apart. llvmlite exposes no
TargetOptions (`AllowFPOpFusion`, `UnsafeFPMath`), and LLVM's backend at its
default (Standard) fuses exactly those two forms, so for IR the knobs act on
the IR itself:

- `off`: every `llvm.fmuladd` call becomes a call to an always-inline
  function doing `fmul` then `fadd` (no flags: the backend cannot fuse them),
  and `contract` (also inside `fast`) is dropped from every instruction.
  The result is what `gcc -O2 -ffp-contract=off` computes.
- `fast`: `contract` on every fadd/fsub/fmul, so the backend may fuse any
  multiply feeding an add.
- `on`: the IR as written (fmuladd fuses where the target has FMA).
- `fused` (not a user's choice: what `--check`'s reference uses for a board
  that fuses, see `run.contraction`): every `llvm.fmuladd` becomes
  `llvm.fma`, fused whatever the machine that runs it.
- fast-math: `fast` on every FP arithmetic instruction (applied before the
  contraction rule, so `--fast-math --fp-contract off` keeps the rest of
  fast-math without fusing).

Rewriting text keeps the line numbers of syntax errors: definitions are
appended at the end and declarations blanked in place.
"""

from __future__ import annotations

import re

_ARITH = r"fadd|fsub|fmul|fdiv|frem|fneg"
_FLAG_WORDS = r"(?:\s+(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*"
_OP = re.compile(rf"(=\s*)({_ARITH})({_FLAG_WORDS})(?=\s)")
_CALL_FLAGS = re.compile(rf"(\bcall)({_FLAG_WORDS})(\s+[^@\n]*@llvm\.fmuladd\.)")
_DECLARE = re.compile(r"^declare\b[^\n]*@llvm\.fmuladd\.([\w.]+)\([^\n]*$", re.M)
_FAST_WITHOUT_CONTRACT = "nnan ninf nsz arcp afn reassoc"
_SCALARS = {"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double", "f80": "x86_fp80", "f128": "fp128"}


def _type(suffix: str) -> str:
    """LLVM type of an intrinsic suffix: f32 → float, v4f32 → <4 x float>."""
    match = re.fullmatch(r"(?:v(\d+)|nxv(\d+))?(\w+)", suffix)
    if not match or match.group(3) not in _SCALARS:
        raise ValueError(suffix)
    scalar = _SCALARS[match.group(3)]
    if match.group(1):
        return f"<{match.group(1)} x {scalar}>"
    if match.group(2):
        return f"<vscale x {match.group(2)} x {scalar}>"
    return scalar


def _flags(words: str, *, add: str = "", drop_contract: bool = False) -> str:
    found = words.split()
    if add and add not in found:
        found.append(add)
    if drop_contract:
        found = [w for w in found if w != "contract"]
        if "fast" in found:
            found = [w for w in found if w != "fast"] + [w for w in _FAST_WITHOUT_CONTRACT.split() if w not in found]
    return "".join(" " + w for w in found)


def apply(text: str, fp_contract: str = "", fast_math: bool = False) -> str:
    """`text` (LLVM IR) rewritten for the contraction mode and fast-math (see the module doc)."""
    if fast_math:
        text = _OP.sub(lambda m: m.group(1) + m.group(2) + _flags(m.group(3), add="fast"), text)
    if fp_contract == "fast":
        text = _OP.sub(lambda m: m.group(1) + m.group(2)
                       + (_flags(m.group(3), add="contract") if m.group(2) in ("fadd", "fsub", "fmul")
                          else m.group(3)), text)
    elif fp_contract == "fused":
        text = text.replace("@llvm.fmuladd.", "@llvm.fma.")
    elif fp_contract == "off":
        text = _OP.sub(lambda m: m.group(1) + m.group(2) + _flags(m.group(3), drop_contract=True), text)
        text = _CALL_FLAGS.sub(lambda m: m.group(1) + _flags(m.group(2), drop_contract=True) + m.group(3), text)
        suffixes = sorted(set(_DECLARE.findall(text)))
        text = _DECLARE.sub("", text).replace("@llvm.fmuladd.", "@__tgtbuild_mul_add.")
        for suffix in suffixes:
            ty = _type(suffix)
            text += (f"\ndefine internal {ty} @__tgtbuild_mul_add.{suffix}({ty} %a, {ty} %b, {ty} %c) alwaysinline {{\n"
                     f"  %m = fmul {ty} %a, %b\n  %r = fadd {ty} %m, %c\n  ret {ty} %r\n}}\n")
    return text
