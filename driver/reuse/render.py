"""Render the gathered facts into make, cmake, meson, sh or json text.

Rendering is pure: `render_env(facts, fmt)` returns text and writes nothing
(CMake's wrapper scripts for multi-word compilers are written by the
toolchain file itself, at configure time, into the build tree). Writing a
file is `tgtbuild.fsutil.write_atomic`'s job.

Each format is one Jinja2 template under `templates/env/` plus one small
`*_context` function; the template gets the facts as `f` and its format's
quoting helper as `q` (see `quoting`).
"""

from __future__ import annotations

import json
import re
import shlex
from typing import Any

from ..codegen.nvcc import gencode_flags
from ..errors import TgtbuildError, did_you_mean
from ..templating import render
from .cceach import make_compilers
from .quoting import shell_line, to_cmake_value, to_make_value, to_meson_value, to_sh_value

TEMPLATES = {
    "make": "env/cross.mk.j2",
    "cmake": "env/toolchain.cmake.j2",
    "meson": "env/cross.ini.j2",
    "sh": "env/env.sh.j2",
}
FORMATS = (*TEMPLATES, "json")
_SAFE_WORD = re.compile(r"[A-Za-z0-9_+.,/:@%=^-]+")
# CMake variable and wrapper name per tool, in the order they are written.
CMAKE_TOOLS = (
    ("cc", "CMAKE_C_COMPILER", "cc"),
    ("cxx", "CMAKE_CXX_COMPILER", "c++"),
    ("cc", "CMAKE_ASM_COMPILER", "cc"),
    ("ar", "CMAKE_AR", "ar"),
    ("ranlib", "CMAKE_RANLIB", "ranlib"),
    ("strip", "CMAKE_STRIP", "strip"),
)
# Linker flags zig's `cc`/`c++` refuse ("error: unsupported linker arg: --exclude-libs", zig
# 0.17.1), as sh `case` patterns the CMake wrapper drops. TVM and tvm-ffi link every Linux
# shared library with -Wl,--exclude-libs,ALL (to keep a static libstdc++_nonshared.a's symbols
# private), so their runtime did not link through the toolchain file. Dropping it changes
# nothing zig links: its libc++, libc++abi and libunwind are built hidden (a zig c++ -shared
# library exports only its own default-visibility symbols; checked with readelf --dyn-syms).
ZIG_REFUSED_LINK_FLAGS = ("-Wl,--exclude-libs,*", "-Wl,--exclude-libs=*")


def cmake_context(facts: dict[str, Any]) -> dict[str, Any]:
    """Which tools CMake can name directly and which need a wrapper script."""
    tools = []
    wrappers: dict[str, dict[str, str]] = {}
    for key, var, name in CMAKE_TOOLS:
        argv = list(facts[key])
        if not argv:
            continue
        if facts["compiler_target"] and key in ("cc", "cxx"):
            # clang: CMAKE_<LANG>_COMPILER_TARGET adds --target itself.
            argv = [a for a in argv if not a.startswith("--target=")]
        if len(argv) == 1:
            tools.append({"var": var, "value": to_cmake_value(argv[0])})
            continue
        drop = "|".join(ZIG_REFUSED_LINK_FLAGS) if facts["toolchain_family"] == "zig" and key in ("cc", "cxx") else ""
        wrappers[name] = {"name": name, "command": shell_line(argv), "drop": drop}
        tools.append({"var": var, "value": f'"${{TGTBUILD_WRAPPER_DIR}}/{name}"'})
    return {"tools": tools, "wrappers": list(wrappers.values()), "q": to_cmake_value, "words": shell_line}


def meson_target_text(text: str) -> str:
    """The target text with its quoted words in double quotes (`-host="llvm -mcpu=x"`).

    Canonical text ends with `'` whenever it has a host (`-host='llvm ...'`),
    and a Meson machine file cannot spell a value that ends with `'` (see
    `to_meson_value`): every Jetson tag and rasp4b were rejected by Meson
    1.12. Double quotes give the same words to the target parser (shlex), so
    `Target(meson_target_text(t)) == Target(t)`. JSON (composite) text is kept.
    """
    if "'" not in text or text.lstrip().startswith("{"):
        return text
    return " ".join(_double_quote(word) for word in shlex.split(text))


def _double_quote(word: str) -> str:
    if word and _SAFE_WORD.fullmatch(word):
        return word
    return '"' + re.sub(r'([\\"$`])', r"\\\1", word) + '"'


def meson_context(facts: dict[str, Any]) -> dict[str, Any]:
    """SASS plus PTX per arch, from the same `gencode_flags` the build's nvcc edges use."""
    gencode: list[str] = []
    if facts["cuda_archs"]:
        gencode = gencode_flags([f"sm_{a}" for a in facts["cuda_archs"]])
    return {"q": to_meson_value, "cuda_gencode": gencode, "target_text": meson_target_text(facts["target"])}


def _makefile_context(q: Any) -> Any:
    """The quoting function and the compilers as Makefiles call them (reuse.cceach)."""
    def context(facts: dict[str, Any]) -> dict[str, Any]:
        return {"q": q, "compilers": make_compilers(facts)}

    return context


CONTEXTS = {
    "make": _makefile_context(to_make_value),
    "cmake": cmake_context,
    "meson": meson_context,
    "sh": _makefile_context(to_sh_value),
}


def render_env(facts: dict[str, Any], fmt: str) -> str:
    """The text of one format for `facts` (from `gather`)."""
    if fmt == "json":
        return json.dumps(facts, indent=2, sort_keys=True) + "\n"
    if fmt not in TEMPLATES:
        raise TgtbuildError(f"unknown format {fmt!r}{did_you_mean(fmt, FORMATS)}; formats: {', '.join(FORMATS)}")

    return render(TEMPLATES[fmt], f=facts, **CONTEXTS[fmt](facts))
