"""`export_library(path, fcompile=tgtbuild.tvm.fcompile("rasp4b"))`: TVM links with tgtbuild's toolchain.

TVM's own `fcompile` is a C compiler of the user's (`tvm.support.cc`; it was
`tvm.contrib.cc` before 0.27, which broke the scripts people copied), so a
user exporting for a board needed a cross toolchain first. This one links
with what `toolchain.select` picks for the target (zig's, with the target's
libc, right after `pip install`), for every tag tgtbuild serves.

`export_library` reads these attributes of the function it is given
(`tvm/runtime/module.py`, TVM 0.27): `output_format` (what RPC uploads and
MetaSchedule name files by), `get_target_triple` (used when the module has
no LLVM part to say its triple, e.g. a `c` target's), and optionally
`object_format`/`need_system_lib`, which this compiler does not need. A
`.tar` name goes to TVM's own `tvm.support.tar.tar` (objects, no link), as
TVM's default does.

Importing this module does not import TVM; the `.tar` path imports
`tvm.support.tar` when it is used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..targets import Target
    from ..toolchain.model import Toolchain


def _toolchain(target: str | Target, toolchain: str | None) -> tuple[Target, Toolchain]:
    # lazily: the package imports this module; `import tgtbuild.tvm` loads no targets or toolchains
    from ..targets import Target as TargetClass
    from ..targets import parse_target
    from ..toolchain import select

    parsed = target if isinstance(target, TargetClass) else parse_target(str(target))
    return parsed, select(parsed.cpu_target, toolchain)


def link_argv(chain: Toolchain, output: str, objects: Sequence[str], options: Sequence[str] = ()) -> list[str]:
    """The link of a TVM module's objects (`lib0.o`, `devc.o`; `.c` where TVM wrote C) into one `.so`.

    `-lm`: kernels call libm (`expf`); no runtime library is linked, the
    module's one undefined symbol (`TVMFFIErrorSetRaisedFromCStrParts`) is
    resolved by whoever loads it (TVM's runtime, or tgtbuild's runner).
    """
    return [*chain.cc, *chain.cflags, "-shared", "-fPIC", "-o", output, *objects, *options, *chain.ldflags,
            *chain.unsanitized_link, "-lm"]


def fcompile(target: str | Target, toolchain: str | None = None) -> Callable[..., None]:
    """An `fcompile` for `export_library` that links for `target` (a tag, triple or target text) here.

    The toolchain is chosen once, now, so a wrong target or a missing
    toolchain is refused before TVM compiles anything; `toolchain` names one
    (`zig`, `gnu`...) as `--toolchain` does.
    """
    from .link import _run  # lazily: as _toolchain's (link imports subprocess, tarfile, hashlib)

    parsed, chain = _toolchain(target, toolchain)
    triple = str(chain.target.triple)

    def compile_for_target(output: str, objects: Sequence[str], options: Sequence[str] | str | None = None,
                           **_ignored: Any) -> None:
        output = str(output)
        if output.endswith(".tar"):  # TVM's own archive of the objects: linked later, where it is used
            from tvm.support.tar import tar  # lazily: TVM only when TVM calls this (the package docstring)

            tar(output, list(objects))
            return
        extra = [options] if isinstance(options, str) else list(options or ())
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        _run(link_argv(chain, output, [str(o) for o in objects], extra), f"{Path(output).name} for {parsed}")

    compile_for_target.output_format = "so"  # type: ignore[attr-defined]
    compile_for_target.get_target_triple = lambda: triple  # type: ignore[attr-defined]
    compile_for_target.__qualname__ = compile_for_target.__name__ = f"tgtbuild_fcompile[{parsed}]"
    return compile_for_target
