"""The shared libraries of a project that a test program needs, found as the loader would find them here.

On a board that cannot see the build tree, zlib's tests failed 0/2 and six of
cJSON's with exit 127 ("error while loading shared libraries: libz.so.1"):
CMake links test programs with an absolute RUNPATH into the build tree and
Meson with `$ORIGIN/...`, and neither folder exists on the board. (On the
test board that shared this machine's file system they passed only because
the absolute RUNPATH still resolved there.)

So `tgtbuild exec` resolves the program's DT_NEEDED names through its
DT_RPATH/DT_RUNPATH on this machine (`$ORIGIN` = the program's folder here),
recursively for the libraries found, and sends those that live in the
project's folders along; on the board they sit in one folder that
LD_LIBRARY_PATH names (searched before RUNPATH, after an RPATH that points
nowhere there). Libraries found in system folders (the C library, anything
under /lib or /usr) are the board's own business and stay behind. Standard
library only: the exec client runs once per test.
"""

from __future__ import annotations

import os

from ..elf import read_dynamic, read_elf

SYSTEM_PREFIXES = ("/lib", "/usr/")  # the board has its own C library, libstdc++, libm...
LOADER_NAMES = ("libc.so", "ld-linux", "ld-musl", "libc.musl")


def _expand(folder: str, origin: str) -> str:
    for token in ("${ORIGIN}", "$ORIGIN"):
        folder = folder.replace(token, origin)
    return folder


def _is_system(path: str) -> bool:
    real = os.path.realpath(path)
    return real.startswith(SYSTEM_PREFIXES) or os.path.basename(real).startswith(LOADER_NAMES)


# (path, kind) -> (the file's identity, what was read): the exec helper serves every test of a suite from one
# process, and reading the same program's ELF headers again was an eighth of its CPU per call (profiled:
# 0.8 of 6.3 ms under cProfile); any write to the file moves its ctime, so a rebuilt program is read anew.
_READ: dict[tuple[str, str], tuple[tuple[int, ...], object]] = {}
_READ_MAX = 512


def _read(kind: str, path: str):  # -> read_dynamic's or read_elf's answer
    try:
        st = os.stat(path)
    except OSError:
        return None
    identity = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    kept = _READ.get((path, kind))
    if kept is not None and kept[0] == identity:
        return kept[1]
    value = read_dynamic(path) if kind == "dynamic" else read_elf(path)
    if len(_READ) >= _READ_MAX:
        _READ.clear()
    _READ[(path, kind)] = (identity, value)
    return value


def project_libraries(program: str) -> dict[str, str]:
    """{DT_NEEDED name: local file} of the non-system shared libraries `program` loads, transitively.

    Search order per object, as glibc's loader: its DT_RPATH (and, when it has
    no DT_RUNPATH, the program's DT_RPATH), then its DT_RUNPATH. A library
    built for another machine than the program is skipped, as the loader does.
    """
    top = _read("dynamic", program)
    facts = _read("elf", program)
    if top is None or facts is None:
        return {}
    found: dict[str, str] = {}
    queue = [(program, top)]
    while queue:
        path, dyn = queue.pop(0)
        origin = os.path.dirname(os.path.realpath(path))
        inherited = top.rpath if not dyn.runpath and path != program else ()
        folders = [_expand(d, origin) for d in (*dyn.rpath, *inherited)]
        folders += [_expand(d, origin) for d in dyn.runpath]
        for name in dyn.needed:
            if name in found or "/" in name:
                continue
            for folder in folders:
                candidate = os.path.join(folder, name)
                if not os.path.isfile(candidate):
                    continue
                lib = _read("elf", candidate)
                if lib is None or lib.e_machine != facts.e_machine or lib.bits != facts.bits:
                    continue  # the loader skips it too and tries the next folder
                if _is_system(candidate):
                    break
                found[name] = candidate
                sub = _read("dynamic", candidate)
                if sub is not None:
                    queue.append((candidate, sub))
                break
    return found
