"""Read TOML data files, with errors that name the file and line, and a cache.

Parsing ~20 TOML files costs more than the rest of `tgtbuild targets show`
together (tomllib also pulls in datetime), so parsed files are kept in one
marshal file under the user cache dir, keyed by each file's path, size and
mtime. A stale or unreadable cache is simply rebuilt.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Sequence

from .errors import ConfigError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from os import PathLike
    from typing import Any

_CACHE_VERSION = 1


def load_toml(path: str | PathLike[str]) -> dict[str, Any]:
    """Parse `path`; a syntax error becomes a ConfigError naming file and line."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None


def load_many(name: str, paths: Sequence[str | PathLike[str]], build: Any = None) -> Any:
    """Parsed contents of `paths`, in order, through the cache named `name`.

    With `build`, the cache holds `build(list of parsed files)` instead (plain
    marshal-able data), so work done on the data (validation, indexing) is
    paid once per change of the files, not on every start.
    """
    from .paths import cache_dir_str

    def compute() -> Any:
        parsed = [load_toml(p) for p in paths]
        return build(parsed) if build else parsed

    try:
        key = [(str(p), s.st_size, s.st_mtime_ns) for p in paths for s in [os.stat(p)]]
    except OSError:
        return compute()
    folder = cache_dir_str()
    cache = os.path.join(folder, f"{name}.v{_CACHE_VERSION}.marshal")
    try:
        with open(cache, "rb") as handle:
            stored_key, values = marshal.loads(handle.read())  # loads(read()): 7x faster than load(file)
        if stored_key == key:
            return values
    except (OSError, EOFError, ValueError, TypeError):
        pass
    values = compute()
    try:
        os.makedirs(folder, exist_ok=True)
        tmp = f"{cache}.{os.getpid()}.tmp"
        with open(tmp, "wb") as handle:
            marshal.dump((key, values), handle)
        os.replace(tmp, cache)
    except (OSError, ValueError):
        pass  # a read-only home only costs speed
    return values
