"""The installed version of a Python distribution, read without importlib.metadata.

Importing importlib.metadata (email, zipfile, csv...) and scanning every
distribution cost 20 ms of each warm `tgtbuild run` and 33 ms of each IR
build step, against well under a millisecond for one directory listing.
"""

from __future__ import annotations

import importlib.util
import os


def installed_version(module: str, folder: str | None = None) -> str:
    """The version of the distribution that installed `module` (whose package is `folder`), or "unknown".

    Read from the name of the one `<name>-<version>.dist-info` beside the
    package; where there is none or several (odd installs), from metadata.
    """
    if folder is None:
        spec = importlib.util.find_spec(module)
        if spec is None or not spec.origin:
            return "unknown"
        folder = os.path.dirname(spec.origin)
    site = os.path.dirname(folder)
    try:
        infos = [n for n in os.listdir(site) if n.startswith(f"{module}-") and n.endswith(".dist-info")]
    except OSError:
        infos = []
    if len(infos) == 1:
        return infos[0][len(module) + 1:-len(".dist-info")]
    from importlib import metadata  # lazily: a warm `tgtbuild run` does without it

    try:
        return metadata.version(module)
    except metadata.PackageNotFoundError:
        return "unknown"
