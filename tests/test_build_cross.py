"""Real cross builds: zig from the wheel, ninja, llvmlite, and qemu-user to run the result.

The first run on a fresh machine is slow (zig builds each target's libc once
and caches it in ~/.cache/zig); later runs take seconds.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import time
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from tgtbuild.builder.ninjatool import find_ninja
from tgtbuild.cli import main
from tgtbuild.targets import Target
from tgtbuild.toolchain import select

DATA = Path(__file__).parent / "data" / "build"
ROOT = Path(__file__).parent.parent
VADD = ROOT / "examples" / "vadd" / "model.ir"
EF_ARM_EABI_VER5 = 0x05000000
EF_RISCV_FLOAT_ABI_DOUBLE = 0x4

# target → (ELF machine, flag bits that must be set, qemu program, the glibc qemu needs (-L) or None: static musl).
# glibc where the libc is not the point: zig builds a glibc target's libc stubs in seconds, musl's whole libc
# (once for -shared, once more for -static) in over a minute of CPU each, per target, on a cold cache.
# One musl target stays, so static musl programs keep being built and run.
MATRIX = {
    "aarch64-linux-musl": ("EM_AARCH64", 0, "qemu-aarch64-static", None),
    "armv7a-linux-gnueabihf": ("EM_ARM", EF_ARM_EABI_VER5, "qemu-arm-static", "/usr/arm-linux-gnueabihf"),
    "riscv64-linux-gnu": ("EM_RISCV", EF_RISCV_FLOAT_ABI_DOUBLE, "qemu-riscv64-static", "/usr/riscv64-linux-gnu"),
    "x86_64-linux-gnu": ("EM_X86_64", 0, "qemu-x86_64-static", None),
}
# The single-target tests build for the glibc aarch64 target tests/test_reuse_exec.py builds for too (one libc).
AARCH64 = "aarch64-linux-gnu"


def _elf(path: Path) -> tuple[str, int]:
    with open(path, "rb") as handle:
        elf = ELFFile(handle)
        return elf["e_machine"], elf["e_flags"]


def _arm_attributes(path: Path) -> dict[str, object]:
    """The .ARM.attributes of an object: the hard-float ABI is Tag_ABI_VFP_args = 1 (LLVM sets no e_flags bit)."""
    with open(path, "rb") as handle:
        section = ELFFile(handle).get_section_by_name(".ARM.attributes")
        return {a.tag: a.value for sub in section.iter_subsections() for subsub in sub.iter_subsubsections()
                for a in subsub.iter_attributes()}


def _copy_sources(dest: Path) -> list[Path]:
    dest.mkdir(parents=True, exist_ok=True)
    for name in ("vadd.ll", "scale.c", "scale.h"):
        shutil.copy(DATA / name, dest / name)
    return [dest / "vadd.ll", dest / "scale.c"]


def _mtimes(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}


def _ninja_dry(build_dir: Path) -> str:
    return subprocess.run([find_ninja(), "-C", str(build_dir), "-n"], capture_output=True, text=True,
                          check=True).stdout


def test_rasp4b_vadd_example(tmp_path, tgtbuild):
    source = VADD if VADD.exists() else DATA / "vadd.ll"
    proc = tgtbuild("--target", "rasp4b", str(source), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    build_dir = tmp_path / "build" / Target("rasp4b").dirname
    lib = build_dir / f"lib{source.stem}.so"
    assert _elf(lib)[0] == "EM_AARCH64"
    objects = list((build_dir / "obj").glob("*.o"))
    assert objects and all(_elf(o)[0] == "EM_AARCH64" for o in objects)
    for name in ("build.ninja", "compile_commands.json", "tgtbuild.json", f"lib{source.stem}.a"):
        assert (build_dir / name).is_file(), name
    mask = os.umask(0o022)
    os.umask(mask)
    for name in ("build.ninja", "compile_commands.json", "tgtbuild.json"):  # as readable as the umask allows
        assert stat.S_IMODE((build_dir / name).stat().st_mode) == 0o666 & ~mask, name
    # no-op: nothing runs and nothing is touched (its speed is bench/build.py's job, not a test's)
    before = _mtimes(build_dir)
    again = tgtbuild("--target", "rasp4b", str(source), cwd=tmp_path)
    assert again.returncode == 0 and "ninja: no work to do." in again.stdout and "up to date" in again.stdout
    assert _mtimes(build_dir) == before
    assert "no work to do" in _ninja_dry(build_dir)


@pytest.fixture(scope="module")
def matrix(tmp_path_factory, tgtbuild):
    """One `tgtbuild build` with four --target flags: the matrix, built side by side.

    The libraries link with -nostdlib: zig then builds no libc and no
    compiler_rt for them. Four targets' libc and compiler_rt in this one
    fixture cost 83 s on a cold zig cache (2 busy cores), all charged to the
    first test that uses it, and on a busy CI machine that test met the
    600 s per-test timeout; -nostdlib makes it ~1 s. What is checked here is
    the side-by-side build and each library's ELF; each target's link with
    its C library is in `test_cross_elf_and_run_under_qemu`, one
    configuration a test.
    """
    root = tmp_path_factory.mktemp("matrix")
    sources = _copy_sources(root / "src")
    args = ["build", "--json", "--name", "demo", *[a for t in MATRIX for a in ("--target", t)],
            "--ldflags=-nostdlib", *map(str, sources)]
    proc = tgtbuild(*args, cwd=root)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    return root, {Target(t).dirname: t for t in MATRIX}, summary


def test_matrix_builds_side_by_side(matrix):
    root, dirs, summary = matrix
    built = {Path(t["build_dir"]).name for t in summary["targets"]}
    assert built == set(dirs)
    for entry in summary["targets"]:
        assert Path(entry["shared_library"]).is_file() and Path(entry["static_library"]).is_file()


@pytest.mark.parametrize("triple", list(MATRIX))
def test_cross_elf_and_run_under_qemu(matrix, triple):
    root, _, _ = matrix
    machine, flags, qemu, sysroot = MATRIX[triple]
    build_dir = root / "build" / Target(triple).dirname
    for path in [build_dir / "libdemo.so", *(build_dir / "obj").glob("*.o")]:
        got_machine, got_flags = _elf(path)
        assert got_machine == machine, path
        assert got_flags & flags == flags, (path, hex(got_flags))
        if machine == "EM_ARM" and path.suffix == ".o":
            attrs = _arm_attributes(path)
            assert attrs["TAG_ABI_VFP_ARGS"] == 1 and attrs["TAG_CPU_ARCH"] == 10, attrs  # hard-float, ARMv7
    exe, main_o = build_dir / "main", build_dir / "main.o"
    toolchain = select(Target(triple))  # the compiler and CPU flags the library was built with
    # zig builds libc and compiler_rt per link configuration (-mcpu, -O, -static), ~40 s of CPU each on a cold
    # cache: compile with the CPU flags and link without them as tgtbuild does, and link static musl with -O2
    # like tests/remote/test_remote_exec.py and tests/test_run_harness.py, so all three share one musl build.
    static = ["-static", "-O2"] if Target(triple).triple.libc == "musl" else []
    subprocess.run([*toolchain.cc, *toolchain.cflags, "-c", str(DATA / "main.c"), "-o", str(main_o)],
                   check=True, capture_output=True, timeout=600)
    subprocess.run([*toolchain.cc, *toolchain.ldflags, *toolchain.unsanitized_link, *static, str(main_o),
                    str(build_dir / "libdemo.a"), "-o", str(exe)],
                   check=True, capture_output=True, timeout=600)
    if triple.startswith("x86_64"):
        runner = []
    else:
        if not shutil.which(qemu):
            pytest.skip(f"{qemu} is not installed (apt install qemu-user-static)")
        if sysroot and not Path(sysroot, "lib").is_dir():
            pytest.skip(f"{sysroot} is missing (its libc6-*-cross package, see scripts/system-deps.sh)")
        runner = [qemu, *(["-L", sysroot] if sysroot else [])]
    out = subprocess.run([*runner, str(exe)], capture_output=True, text=True, check=True, timeout=60).stdout
    assert out.strip() == "total=924.0"


def test_touching_one_source_rebuilds_only_its_edges(tmp_path, tgtbuild):
    src = _copy_sources(tmp_path / "src")
    target = AARCH64
    build_dir = tmp_path / "build" / Target(target).dirname
    assert tgtbuild("--target", target, "--name", "demo", *map(str, src), cwd=tmp_path).returncode == 0
    obj_c, obj_ir = build_dir / "obj" / "scale.c.o", build_dir / "obj" / "vadd.ll.o"

    def rebuild() -> str:
        time.sleep(0.01)
        proc = tgtbuild("--target", target, "--name", "demo", *map(str, src), cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    # a header edit reaches the C object through its depfile; the IR object is untouched
    ir_mtime = obj_ir.stat().st_mtime_ns
    (tmp_path / "src" / "scale.h").write_text("#define SCALE_FACTOR 4.0f\n")
    out = rebuild()
    assert "CC obj/scale.c.o" in out and "LLVM" not in out
    assert obj_ir.stat().st_mtime_ns == ir_mtime
    # touching IR without changing it: the batch step runs, compiles nothing, restat stops the relink
    c_mtime, ir_mtime, lib_mtime = (obj_c.stat().st_mtime_ns, obj_ir.stat().st_mtime_ns,
                                    (build_dir / "libdemo.a").stat().st_mtime_ns)
    os.utime(src[0])
    out = rebuild()
    assert "CC " not in out and "AR " not in out
    assert (obj_c.stat().st_mtime_ns, obj_ir.stat().st_mtime_ns) == (c_mtime, ir_mtime)
    assert (build_dir / "libdemo.a").stat().st_mtime_ns == lib_mtime
    # a real IR change rebuilds that object and the libraries only
    src[0].write_text(src[0].read_text().replace("fadd float", "fsub float"))
    out = rebuild()
    assert obj_ir.stat().st_mtime_ns != ir_mtime and obj_c.stat().st_mtime_ns == c_mtime
    assert "CC " not in out and "AR libdemo.a" in out


def test_changing_mcpu_is_a_new_build_dir(tmp_path, tgtbuild):
    src = _copy_sources(tmp_path / "src")
    dirs = []
    for cpu in ("cortex-a53", "cortex-a72"):
        target = f"llvm -mtriple={AARCH64} -mcpu={cpu}"
        proc = tgtbuild("--target", target, "--name", "demo", *map(str, src), cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert "CC obj/scale.c.o" in proc.stdout and "LLVM" in proc.stdout  # everything built
        dirs.append(tmp_path / "build" / Target(target).dirname)
    assert dirs[0] != dirs[1] and all(d.is_dir() for d in dirs)
    cmds = [(d / "build.ninja").read_text() for d in dirs]
    assert "cortex_a53" in cmds[0] and "cortex_a72" in cmds[1]


def test_paths_with_space_dollar_colon(tmp_path, tgtbuild):
    src = _copy_sources(tmp_path / "my src $HOME:x")
    out_root = tmp_path / "out dir $1:2"
    target = AARCH64
    proc = tgtbuild("--target", target, "--build-dir", str(out_root), *map(str, src), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    build_dir = out_root / Target(target).dirname
    assert _elf(build_dir / "libvadd.so")[0] == "EM_AARCH64"
    assert "no work to do" in _ninja_dry(build_dir)
    (tmp_path / "my src $HOME:x" / "scale.h").write_text("#define SCALE_FACTOR 5.0f\n")
    assert "scale.c.o" in _ninja_dry(build_dir)  # the depfile with odd paths was understood


def test_make_generator_builds_the_same(tmp_path, tgtbuild):
    src = _copy_sources(tmp_path / "src")
    target = AARCH64
    proc = tgtbuild("--target", target, "--generator", "make", "--name", "demo", *map(str, src), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    build_dir = tmp_path / "build" / Target(target).dirname
    assert (build_dir / "Makefile").is_file() and not (build_dir / "build.ninja").exists()
    assert _elf(build_dir / "libdemo.so")[0] == "EM_AARCH64"
    again = tgtbuild("--target", target, "--generator", "make", "--name", "demo", *map(str, src), cwd=tmp_path)
    assert again.returncode == 0 and "up to date" in again.stdout
    (tmp_path / "src" / "scale.h").write_text("#define SCALE_FACTOR 6.0f\n")
    third = tgtbuild("--target", target, "--generator", "make", "--name", "demo", *map(str, src), cwd=tmp_path)
    assert "CC obj/scale.c.o" in third.stdout and "LLVM" not in third.stdout


def test_regeneration_edge_reruns_configure(tmp_path, tgtbuild):
    src = _copy_sources(tmp_path / "src")
    target = AARCH64
    assert tgtbuild("--target", target, *map(str, src), cwd=tmp_path).returncode == 0
    build_dir = tmp_path / "build" / Target(target).dirname
    future = time.time() + 5
    os.utime(build_dir / "tgtbuild.json", (future, future))
    proc = subprocess.run([find_ninja(), "-C", str(build_dir)], capture_output=True, text=True)
    assert proc.returncode == 0 and "Regenerating build.ninja" in proc.stdout, proc.stdout
    assert "no work to do" in _ninja_dry(build_dir)


def test_bad_inputs_exit_2_and_leave_no_build_dir(tmp_path, capsys):
    unknown = tmp_path / "model.caffemodel"
    unknown.write_text("x")
    onnx = tmp_path / "model.onnx"
    onnx.write_text("x")
    cases = [
        (["--target", AARCH64, str(unknown)], "unknown source type"),
        (["--target", AARCH64, str(onnx)], "not an onnx model"),  # a model file name (docs/models.md), not a model
        (["--target", AARCH64, "--toolchain", "android-ndk", str(DATA / "vadd.ll")], "ndk"),
        (["--target", "rasp4bb", str(DATA / "vadd.ll")], "did you mean"),
        (["--target", AARCH64, str(tmp_path / "missing.c")], "no such file"),
    ]
    for args, needle in cases:
        status = main([*args, "--build-dir", str(tmp_path / "build")])
        err = capsys.readouterr().err
        assert status == 2, args
        assert err.startswith("tgtbuild: error:") and needle.lower() in err.lower(), err
        assert not (tmp_path / "build").exists() or not any((tmp_path / "build").iterdir()), args


def test_ir_syntax_error_names_file_line_col(tmp_path, capsys):
    status = main(["--target", AARCH64, "--build-dir", str(tmp_path / "b"), str(DATA / "bad.ll")])
    err = capsys.readouterr().err
    assert status == 2
    assert "bad.ll:3:" in err and "%nope" in err, err
    build_dir = tmp_path / "b" / Target(AARCH64).dirname
    assert not list((build_dir / "obj").glob("*.o")) if (build_dir / "obj").exists() else True


def test_config_folder_template_replaces_one_block(tmp_path, tgtbuild):
    """A user's templates/build.ninja.j2 extends the package's and replaces a block (build.ninja.j2 promises it)."""
    config = tmp_path / "config"
    (config / "templates").mkdir(parents=True)
    user = config / "templates" / "build.ninja.j2"
    user.write_text('{% extends "tgtbuild/build.ninja.j2" %}\n'
                    "{% block defaults %}\n# our lab's default\nbuild all: phony {{ defaults | ninja_paths }}\n"
                    "default all\n{% endblock %}\n")
    src = _copy_sources(tmp_path / "src")
    env = dict(os.environ, TGTBUILD_PATH=str(config))
    proc = tgtbuild("--target", AARCH64, "--name", "demo", *map(str, src), cwd=tmp_path, env=env)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    build_dir = tmp_path / "build" / Target(AARCH64).dirname
    text = (build_dir / "build.ninja").read_text()
    assert "# our lab's default\n" in text and "rule regen" in text  # the block replaced, the rest kept
    assert os.path.relpath(user, build_dir) in text.split("build build.ninja: regen", 1)[1]  # edits regenerate
    assert "no work to do" in _ninja_dry(build_dir)
    user.write_text(user.read_text().replace("our lab's default", "changed"))
    assert "no work to do" not in _ninja_dry(build_dir)


def test_ir_split_over_cores_builds_every_module_and_names_the_bad_one(tmp_path, tgtbuild):
    """The IR step forks one worker per core: every good module is built, a bad one is reported by name."""
    src = tmp_path / "src"
    src.mkdir()
    for i in range(4):
        (src / f"k{i}.ll").write_text((DATA / "vadd.ll").read_text().replace("@vadd", f"@vadd{i}"))
    shutil.copy(DATA / "bad.ll", src / "bad.ll")
    proc = tgtbuild("--target", AARCH64, "--name", "split", *sorted(map(str, src.iterdir())), cwd=tmp_path)
    assert proc.returncode != 0 and "bad.ll:3:" in proc.stderr + proc.stdout
    obj = tmp_path / "build" / Target(AARCH64).dirname / "obj"
    assert sorted(p.name for p in obj.glob("*.ll.o")) == [f"k{i}.ll.o" for i in range(4)]
    assert all(_elf(o)[0] == "EM_AARCH64" for o in obj.glob("k*.ll.o"))
