"""The exec helper keeps what it read of a program's ELF headers (reuse/sharedlibs.py), per file identity:
a program rebuilt in place, with other libraries, is read anew. Real zig, real shared libraries."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tgtcli import zig_binary

from tgtbuild.reuse.sharedlibs import project_libraries


def build(zig: str, folder: Path, *args: str) -> None:
    subprocess.run([zig, "cc", *args], cwd=folder, check=True, timeout=600, capture_output=True)


def test_a_program_relinked_in_place_names_its_new_libraries_in_a_long_lived_process(tmp_path: Path) -> None:
    zig = zig_binary()
    (tmp_path / "a.c").write_text("int a(void) { return 1; }\n")
    (tmp_path / "b.c").write_text("int b(void) { return 2; }\n")
    (tmp_path / "main_a.c").write_text("int a(void); int main(void) { return a(); }\n")
    (tmp_path / "main_b.c").write_text("int b(void); int main(void) { return b(); }\n")
    build(zig, tmp_path, "-shared", "-fPIC", "a.c", "-o", "liba.so")
    build(zig, tmp_path, "-shared", "-fPIC", "b.c", "-o", "libb.so")
    program = tmp_path / "prog"
    build(zig, tmp_path, "main_a.c", "-L.", "-la", "-Wl,-rpath,$ORIGIN", "-o", "prog")
    assert project_libraries(str(program)) == {"liba.so": str(tmp_path / "liba.so")}
    assert project_libraries(str(program)) == {"liba.so": str(tmp_path / "liba.so")}  # kept, same answer
    build(zig, tmp_path, "main_b.c", "-L.", "-lb", "-Wl,-rpath,$ORIGIN", "-o", "prog.new")
    (tmp_path / "prog.new").replace(program)  # as a build's atomic rename does
    assert project_libraries(str(program)) == {"libb.so": str(tmp_path / "libb.so")}
