"""Refuse an apache-tvm-ffi that crashes MetaSchedule, before MetaSchedule runs: a reason, not a segfault.

apache-tvm-ffi 0.1.15.post1 and 0.1.15.post2 segfault TVM 0.27.0.post1's
MetaSchedule (`tvm.ir.save_json` of any PrimExpr, inside `ToJSONGraph`, so
every `TuneContext` dies with SIGSEGV and no message); 0.1.14.post0/post1
work. apache-tvm's wheel only asks for `>=0.1.14.post0`, so a fresh
`pip install apache-tvm` picked the broken one (DESIGN.md, "Facts for whole
models and MetaSchedule"). The `tvm` extra pins below it; this check covers
environments made another way. Reading the version is metadata only: no TVM
import.
"""

from __future__ import annotations

import re

from .abi import TvmError

# The 0.1.15 series as released up to 2026-11-27; a later fixed release is allowed by naming it here.
BROKEN_SERIES = ("0.1.15",)
FIX = "pip install 'apache-tvm-ffi>=0.1.14.post0,<0.1.15'   (or: pip install 'tgtbuild[tvm]')"


def ffi_version() -> str | None:
    """The installed apache-tvm-ffi's version, or None when it is not installed."""
    from importlib import metadata  # lazily: importlib.metadata loads email and zipfile; asked once per model run

    try:
        return metadata.version("apache-tvm-ffi")
    except metadata.PackageNotFoundError:
        return None


def check_ffi(version: str | None) -> None:
    """Raise TvmError naming the crash and the fix when `version` is a release known to segfault MetaSchedule."""
    if version is None:
        raise TvmError(f"tgtbuild.tune.metaschedule needs apache-tvm and apache-tvm-ffi: {FIX}")
    release = re.match(r"\d+(?:\.\d+)*", version)
    series = release.group(0) if release else version
    if any(series == bad or series.startswith(bad + ".") for bad in BROKEN_SERIES):
        raise TvmError(f"apache-tvm-ffi {version} is installed, and the {'/'.join(BROKEN_SERIES)} releases "
                       "segfault TVM 0.27's MetaSchedule (tvm.ir.save_json of any PrimExpr, so every "
                       f"TuneContext crashes with no message); 0.1.14.post0/post1 work: {FIX}")
