"""Reuse from existing builds: Make, CMake, Meson, shell scripts.

* `facts.gather(target, board)` - the target's compilers, flags, sysroot,
  triple, CPU, system and runner, once, as a plain dict;
* `render.render_env(facts, fmt)` - that dict as a make fragment, a CMake
  toolchain file, a Meson cross file, a sh environment or JSON;
* `artifacts` - which ELF executables and libraries a build produced;
* `exechelper` - `tgtbuild exec`'s per-board helper process that keeps one SSH
  connection open across many short runs (ctest, meson test, cargo test).

Nothing is imported here: the `tgtbuild exec` client must start fast.
"""
