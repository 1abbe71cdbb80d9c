"""Link a TVM kernel the way TVM deploys it: a shared library, and the harness against it.

TVM's `export_library` makes a `.so` and its runtime `dlopen`s it. Linked
into the executable instead, softmax ran 8-14% slower with identical
instructions (DESIGN.md, "Timing fidelity"), so timings would not compare
with TVM's. Here the kernel is `lib<name>.so` beside the runner (rpath
`$ORIGIN`), and the runner is linked with `-rdynamic` so the kernel's
undefined error setters resolve to the harness's definitions at load time.

Because the link is dynamic, a rebuilt kernel does not relink the runner:
the runner's file name is a hash of its source and the toolchain, and it is
linked once. Inputs may also be what `export_library` wrote: `.o` files (or
the `.tar` holding them) are linked into the shared library here, and a
`.so` already built for the board's arch is used as it is.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

from ..errors import TgtbuildError
from ..toolchain.model import Toolchain

RUNNER = "tgtbuild-tvm-runner"
ARTIFACT_SUFFIXES = (".o", ".tar", ".so")
LINK_TIMEOUT_S = 600


class LinkError(TgtbuildError):
    """The toolchain could not link the kernel library or the runner."""


def _digest(*parts: bytes | str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode() if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()[:16]


def _run(argv: Sequence[str], what: str) -> None:
    try:
        proc = subprocess.run(list(argv), capture_output=True, text=True, timeout=LINK_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        raise LinkError(f"linking {what} took more than {LINK_TIMEOUT_S} s: {' '.join(argv)}") from None
    if proc.returncode != 0:
        raise LinkError(f"linking {what} failed ({' '.join(argv)}):\n{(proc.stderr or proc.stdout).strip()}")


def _write_once(out: Path, argv: Sequence[str], what: str) -> Path:
    """Run the link into a temp name and rename: a half-written file never looks done."""
    if out.exists():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    _run([a if a != str(out) else str(tmp) for a in argv], what)
    tmp.replace(out)
    return out


def link_runner(toolchain: Toolchain, harness: Path, library: Path, folder: Path) -> Path:
    """The harness executable, linked against `library` (lib<name>.so, found beside it at run time).

    A static archive (lib<name>.a) is linked into a static runner instead: musl
    targets, whose zig-built programs are static, since a dynamic musl program
    needs /lib/ld-musl-*.so.1, which glibc boards (and qemu-user here) lack.
    """
    if library.suffix == ".a":
        out = folder / f"{RUNNER}-static-{_digest(harness.read_bytes(), toolchain.fingerprint(), library.name)}"
        argv = [*toolchain.cc, *toolchain.cflags, "-static", str(harness), "-o", str(out), str(library),
                "-lpthread", "-lm", *toolchain.ldflags]
        return _write_if_stale(out, argv, f"the TVM harness with {library.name}", library)
    stem = library.name.removeprefix("lib").removesuffix(".so")
    out = folder / f"{RUNNER}-{_digest(harness.read_bytes(), toolchain.fingerprint(), stem)}"
    argv = [*toolchain.cc, *toolchain.cflags, str(harness), "-o", str(out), "-L", str(library.parent),
            f"-l{stem}", "-Wl,-rpath,$ORIGIN", "-rdynamic", "-lpthread", "-lm", *toolchain.ldflags]
    return _write_once(out, argv, f"the TVM harness against {library.name}")


def link_program(toolchain: Toolchain, source: Path, folder: Path, name: str, libs: Sequence[str] = ()) -> Path:
    """A program from one C source, exporting its symbols (`-rdynamic`) for the kernels it loads itself
    (`tvm.resident`'s server `dlopen`s them), linked once: named by source and toolchain."""
    out = folder / f"{name}-{_digest(source.read_bytes(), toolchain.fingerprint())}"
    argv = [*toolchain.cc, *toolchain.cflags, str(source), "-o", str(out), "-rdynamic", *libs, "-lpthread", "-lm",
            *toolchain.ldflags]
    return _write_once(out, argv, name)


def _write_if_stale(out: Path, argv: Sequence[str], what: str, input_: Path) -> Path:
    """Relink when the static input is newer than the output (it is inside the program)."""
    if out.exists() and out.stat().st_mtime_ns < input_.stat().st_mtime_ns:
        out.unlink()
    return _write_once(out, argv, what)


def unpack_tar(path: Path, folder: Path) -> list[Path]:
    """The object files of an `export_library(... .tar)` archive, extracted under `folder` (a bounded
    stream, `tarread`: 200,000 members were listed for 35 s, then linked into `Argument list too long`)."""
    from .tarread import members  # lazily: only a .tar is unpacked

    out = folder / f"tar-{_digest(path.read_bytes())}"
    objects = []
    for member in members(path):
        if member.isfile() and member.name.endswith(".o"):
            out.mkdir(parents=True, exist_ok=True)
            target = out / Path(member.name).name  # flat: never outside `out`
            member.copy_to(target)
            objects.append(target)
    if not objects:
        raise LinkError(f"{path}: the archive holds no .o files (export_library writes lib0.o, devc.o...)")
    return objects


def check_sources(sources: Sequence[Path]) -> None:
    """Exported files are linked as they are: refuse a mix with sources that need building.

    TVM's IR of the same kernel may stand beside them: it is not built, only JIT-compiled for
    `--check`'s reference (an exported `.so` has no IR in it to check against).
    """
    from ..run.signature import IR_SUFFIXES  # lazily: fcompile imports this module and needs no run stage

    artifacts = [p for p in sources if p.suffix in ARTIFACT_SUFFIXES]
    others = [p for p in sources if p.suffix not in ARTIFACT_SUFFIXES and p.suffix not in IR_SUFFIXES]
    if artifacts and others:
        raise LinkError(f"TVM's exported files ({', '.join(map(str, artifacts))}) are linked as they are; "
                        f"build {', '.join(map(str, others))} separately (or give TVM's IR instead of its objects; "
                        "IR beside them is --check's reference)")


def check_machine(paths: Sequence[Path], arch: str) -> None:
    """Refuse objects/libraries built for another CPU than the target's, naming both."""
    from ..machines import arch_is, of_program  # lazily: as check_sources's

    for path in paths:
        found = of_program(str(path))
        machine = found.name if found else ""  # an archive, or a machine machines.toml does not know
        if machine and not arch_is(machine, arch):
            raise LinkError(f"{path}: built for {machine}, but the target is {arch}; export the library "
                            f"for the board (TVM target {{'kind': 'llvm', 'mtriple': '{arch}-linux-gnu'}})")


def library_from_artifacts(toolchain: Toolchain, artifacts: Sequence[Path], name: str, folder: Path) -> Path:
    """lib<name>.so from export_library's outputs: a .so copied, or .o/.tar objects linked `-shared`."""
    shared = [p for p in artifacts if p.suffix == ".so"]
    objects: list[Path] = []
    for path in artifacts:
        if path.suffix == ".tar":
            objects += unpack_tar(path, folder)
        elif path.suffix == ".o":
            objects.append(path)
    check_machine([*shared, *objects], toolchain.target.triple.arch)
    if shared and (objects or len(shared) > 1):
        raise LinkError(f"give one TVM .so, or objects (.o/.tar), not both: {', '.join(map(str, artifacts))}")
    if shared:
        out = folder / f"so-{_digest(shared[0].read_bytes())}" / f"lib{name}.so"
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(shared[0], out)
        return out
    contents = [p.read_bytes() for p in objects]
    out = folder / f"objs-{_digest(*contents, toolchain.fingerprint())}" / f"lib{name}.so"
    argv = [*toolchain.cc, *toolchain.cflags, "-shared", "-o", str(out), *map(str, objects), "-lm",
            *toolchain.ldflags]
    return _write_once(out, argv, f"{len(objects)} TVM object(s) into {out.name}")
