"""Which folders a ctest test can reach, so `tgtbuild ctest --board` mirrors them (`tgtbuild exec --sync`).

On a board that sees only its own work dir, cJSON's suite ran 19/22: tests
read `inputs/...` relative to their WORKING_DIRECTORY (the test's build
folder, where CMake copied the inputs) or data named by arguments and
ENVIRONMENT. A test can reach, and so gets mirrored (by content, once per
suite: the exec helper skips unchanged files):

* its WORKING_DIRECTORY (ctest's default: the build folder of the
  CMakeLists.txt that added it), where it also runs on the board;
* folders named by its arguments or ENVIRONMENT values (absolute paths: a
  relative one is inside the working directory already), the folders of
  files named by ENVIRONMENT values and REQUIRED_FILES (a file argument is
  copied by exec itself);
* `--sync DIR` given to `tgtbuild ctest` (anything else: compiled-in paths).

System folders (/usr, /etc, ...) are never mirrored: they are the board's own;
nor are shared ones (/tmp, /var/tmp, /home, a home folder itself): a test
given `--tmpdir /tmp` must not send the machine's /tmp to the board.
"""

from __future__ import annotations

import os

from ..remote.kept.mirror import under

SYSTEM = ("/usr/", "/etc/", "/lib", "/bin/", "/sbin/", "/opt/", "/proc/", "/sys/", "/dev/")


def _folder_of(word: str) -> str | None:
    if not os.path.isabs(word):
        return None
    if os.path.isdir(word):
        folder = word
    elif os.path.isfile(word):
        folder = os.path.dirname(word)
    else:
        return None
    real = os.path.realpath(folder)
    shared = {"/", "/tmp", "/var/tmp", "/home", "/root", "/var", os.path.realpath(os.path.expanduser("~"))}
    return None if real in shared or (real + "/").startswith(SYSTEM) else real


def sync_dirs(cwd: str, argv: tuple[str, ...], env: tuple[tuple[str, str], ...], required: tuple[str, ...],
              extra: tuple[str, ...] = ()) -> list[str]:
    """The folders to mirror for one test (its program's own folder is not one: exec sends the program).

    A folder reached through a symbolic link is mirrored only when its real
    place lies inside the test's working directory or a `--sync` folder: a
    link in the tree to ~/.ssh would otherwise have made ~/.ssh a synced
    root, the folder-sized form of issue 33's `ln -s ~/.ssh/id_ed25519
    src/data/innocent.txt` (which `remote.kept.mirror` refuses per file).
    """
    found = [os.path.realpath(cwd), *(os.path.realpath(e) for e in extra)]
    trusted = list(found)
    words = [*(a for a in argv[1:] if os.path.isdir(a)), *(value for _, value in env),
             *(os.path.join(cwd, r) for r in required)]
    for word in words:
        for part in word.split(os.pathsep) if os.pathsep in word else [word]:
            folder = _folder_of(part)
            if folder is None or folder in found:
                continue
            written = os.path.normpath(part if os.path.isdir(part) else os.path.dirname(part))
            lexical = os.path.join(os.path.realpath(os.path.dirname(written)), os.path.basename(written))
            if folder != lexical and not under(folder, trusted):
                continue  # a link that leads out of the tree: not a folder of the test's
            found.append(folder)
    return found
