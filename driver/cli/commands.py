"""The subcommands: which module runs each, and its line in `--help` (the package and the parser read it)."""

from __future__ import annotations

# name → (module, one-line help). Order is the order `--help` shows.
COMMANDS: dict[str, tuple[str, str]] = {
    "build": ("tgtbuild.cli.build", "cross-compile sources for one or more targets (the default command)"),
    "run": ("tgtbuild.cli.run", "build, push to a board (or qemu here), run and time an entry or program"),
    "deploy": ("tgtbuild.cli.deploy", "copy files to a board incrementally (content hashes, atomic)"),
    "probe": ("tgtbuild.cli.probe", "ask a board what it is and which target fits it"),
    "targets": ("tgtbuild.cli.targets", "list, show and parse targets and tags"),
    "toolchains": ("tgtbuild.cli.toolchains", "list toolchains: found or missing, versions, which serve a target"),
    "env": ("tgtbuild.cli.env", "compilers, flags and runner for Make, CMake, Meson or sh"),
    "make": ("tgtbuild.cli.make", "run an existing Makefile for a target (and deploy what it built)"),
    "exec": ("tgtbuild.cli.exec", "run a target program on a board (a test runner for ctest/meson)"),
    "ctest": ("tgtbuild.cli.ctest", "run a CMake project's test suite, each target binary on the board"),
    "tune": ("tgtbuild.cli.tune", "search a kernel's knobs on a pool of boards; best config, HTML report"),
    "compare": ("tgtbuild.cli.compare", "is B faster than A? ratio of medians, CI and verdict, from records or an "
                "interleaved A/B run"),
}
DEFAULT_COMMAND = "build"
