"""Where tgtbuild's own data and the user's configuration live.

The data folders (`toolchains/`, `templates/`) sit beside `driver/` in a source
checkout and inside the package in an installed wheel; both layouts are found
without importlib.resources so start-up stays cheap.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The built-in data folder `name` ("toolchains" or "templates")."""
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"tgtbuild is installed without its {name}/ folder (looked beside {_PACKAGE})")


def config_dirs() -> list[Path]:
    """User configuration folders, lowest priority first.

    `$XDG_CONFIG_HOME/tgtbuild` (or ~/.config/tgtbuild), then each entry of
    `$TGTBUILD_PATH` (os.pathsep-separated) in order, so a later folder wins.
    """
    xdg = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    dirs = [Path(xdg) / "tgtbuild"]
    dirs += [Path(p) for p in os.environ.get("TGTBUILD_PATH", "").split(os.pathsep) if p]
    return [d for d in dirs if d.is_dir()]


def cache_dir() -> Path:
    """Per-user cache folder (`$XDG_CACHE_HOME/tgtbuild`)."""
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "tgtbuild"
