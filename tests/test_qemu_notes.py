"""A 32-bit program's EOVERFLOW under qemu-user is explained where it shows, with the flag that fixes it.

armv7 glibc programs under qemu failed in readdir (C) and
std::filesystem::recursive_directory_iterator (C++) with EOVERFLOW: the
64-bit host's filesystem gives directory offsets that do not fit the 32-bit
readdir (issue 25). Whether it shows depends on the filesystem (ext4's
directory hashes do; tmpfs's small offsets do not), so the test reads a
system folder and skips, saying so, where the offsets fit.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

READDIR = r'''#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  DIR *d = opendir(argv[1]);
  if (!d) { perror("opendir"); return 1; }
  int n = 0;
  errno = 0;
  while (readdir(d) != NULL) n++;
  if (errno) { fprintf(stderr, "readdir: %s\n", strerror(errno)); return 2; }
  printf("%d entries\n", n);
  return 0;
}
'''
FOLDER = "/usr/include"


def test_eoverflow_under_qemu_gets_a_note_and_large_file_support_fixes_it(tmp_path, tgtbuild):
    if shutil.which("qemu-arm-static") is None or not Path("/usr/arm-linux-gnueabihf/lib").is_dir():
        pytest.skip("needs qemu-arm-static and libc6-armhf-cross (scripts/system-deps.sh)")
    (tmp_path / "rd.c").write_text(READDIR)
    argv = ("run", "-t", "armv7a-linux-gnueabihf", "rd.c")
    done = tgtbuild(*argv, "--json", "--", FOLDER, cwd=tmp_path, timeout=600)
    report = json.loads(done.stdout)
    if done.returncode == 0:
        pytest.skip(f"{FOLDER}'s directory offsets fit 32 bits on this filesystem: no EOVERFLOW to explain")
    assert done.returncode == 2 and "Value too large" in report["stderr"]
    assert "Rebuild with -D_FILE_OFFSET_BITS=64" in report["note"]
    shown = tgtbuild(*argv, "--", FOLDER, cwd=tmp_path, timeout=600)
    assert "tgtbuild: note: EOVERFLOW" in shown.stderr
    fixed = tgtbuild(*argv, "-D_FILE_OFFSET_BITS=64", "--", FOLDER, cwd=tmp_path, timeout=600)
    assert fixed.returncode == 0 and fixed.stdout.endswith(" entries\n"), fixed.stderr


def test_the_note_for_cxx_filesystem_says_the_flag_does_not_help():
    from tgtbuild.cli.qemunotes import eoverflow_note

    what = (b"libc++abi: terminating due to uncaught exception of type std::__1::__fs::filesystem::filesystem_error:"
            b" filesystem error: in recursive_directory_iterator: Value too large for defined data type")
    note = eoverflow_note(32, True, 134, what)  # as armv7 printed it under qemu 7.2 (building libc++: ~2 min)
    assert "does not help there" in note and "zig's libc++" in note
    assert eoverflow_note(64, True, 134, what) == "" and eoverflow_note(32, False, 134, what) == ""
