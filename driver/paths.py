"""Where tgtbuild's own data and the user's configuration live.

The data folders (`toolchains/`, `templates/`) sit beside `driver/` in a source
checkout and inside the package in an installed wheel; both layouts are found
without importlib.resources. The `*_str` variants return plain strings so the
start-up path (`tgtbuild targets ...`) never imports pathlib, which with its
urllib/ipaddress imports costs more than the rest of the command.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

_PACKAGE = os.path.dirname(os.path.realpath(__file__))
PROJECT_FILE = "tgtbuild.toml"  # the project file (project.py reads it; `tgtbuild exec` finds it without project.py)


def folders_up(start: str) -> Iterator[str]:
    """`start` (its real path) and every folder above it, up to the root."""
    folder = os.path.realpath(start)
    while True:
        yield folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return
        folder = parent


def nearest_file(start: str, name: str) -> str | None:
    """`name` (a relative path) in `start` or in the nearest folder above it that has it; None when none
    has it, or `start` is ''. How `tgtbuild exec` finds a tgtbuild.toml or Meson's introspection file."""
    if not start:
        return None
    return next((path for folder in folders_up(start) if os.path.isfile(path := os.path.join(folder, name))), None)


def data_dir_str(name: str) -> str:
    """The built-in data folder `name` ("toolchains" or "templates")."""
    for candidate in (os.path.join(_PACKAGE, name), os.path.join(os.path.dirname(_PACKAGE), name)):
        if os.path.isdir(candidate):
            return candidate
    raise FileNotFoundError(f"tgtbuild is installed without its {name}/ folder (looked beside {_PACKAGE})")


def config_dir_strs() -> list[str]:
    """User configuration folders, lowest priority first.

    `$XDG_CONFIG_HOME/tgtbuild` (or ~/.config/tgtbuild), then each entry of
    `$TGTBUILD_PATH` (os.pathsep-separated) in order, so a later folder wins.
    """
    xdg = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    dirs = [os.path.join(xdg, "tgtbuild")]
    dirs += [p for p in os.environ.get("TGTBUILD_PATH", "").split(os.pathsep) if p]
    return [d for d in dirs if os.path.isdir(d)]


def cache_dir_str() -> str:
    """Per-user cache folder (`$XDG_CACHE_HOME/tgtbuild`)."""
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(xdg, "tgtbuild")


def data_dir(name: str) -> Path:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return Path(data_dir_str(name))


def config_dirs() -> list[Path]:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return [Path(d) for d in config_dir_strs()]


def cache_dir() -> Path:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return Path(cache_dir_str())
