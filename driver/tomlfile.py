"""Read TOML data files, with errors that name the file and line, and a cache.

Parsing ~20 TOML files costs more than the rest of `tgtbuild targets show`
together (tomllib also pulls in datetime), so parsed files are kept in one
marshal file under the user cache dir, keyed by each file's path, size, mtime,
ctime and inode. A stale or unreadable cache is simply rebuilt.

User files (boards.toml, tag files) are checked against a schema here, one
mechanism for all of them: `Field`s say which TOML types a key takes, and
`check_table` rejects an unknown key or a wrong type with `file:line`, what
is allowed and the closest valid key. tomllib keeps no positions, so the line
is found again in the text (`key_line`), only when an error is reported.
"""

from __future__ import annotations

import marshal
import os
import sys

from .errors import ConfigError, TgtbuildError, did_you_mean
from .paths import cache_dir_str
from .record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:  # collections.abc too: it is not loaded before `targets show` (0.14 ms)
    from collections.abc import Mapping, Sequence
    from os import PathLike
    from typing import Any

_CACHE_VERSION = 2  # 2: keys with ctime and inode (its own files: a v1 tgtbuild beside this one does not thrash them)


def load_toml(path: str | PathLike[str]) -> dict[str, Any]:
    """Parse `path`; a syntax error becomes a ConfigError naming file and line."""
    if sys.version_info >= (3, 11):
        import tomllib  # lazily: `tgtbuild targets` start up through this module
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib  # lazily: `tgtbuild targets` start up through this module
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ConfigError(
            f"{path}:{line}: not UTF-8 text (byte {raw[exc.start]:#04x}); TOML files must be UTF-8"
        ) from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except RecursionError:  # tomllib parses nested arrays recursively: 5,000 '[' was a traceback
        raise ConfigError(f"{path}: arrays or inline tables nest too deeply to read") from None


class Field(Record):
    """One key a user file's table may hold.

    types: the TOML value types accepted (a tuple; bool is never an int here);
    items: for a list or table value, the type every item must have (None: any);
    describe: what the user may write, shown in the error.
    """

    __slots__ = ()
    types: tuple[type, ...]
    describe: str
    items: tuple[type, ...] | None = None


# The usual fields, named once (a TOML bool is never an int here).
TEXT = Field((str,), "a string")
WORDS = Field((list,), "a list of strings", (str,))
INTEGER = Field((int,), "an integer")
BOOLEAN = Field((bool,), "true or false")
TABLE = Field((dict,), "a table")


def check_table(
    table: object, fields: Mapping[str, Field], path: str, keys: Sequence[str], what: str, *, open_keys: bool = False,
    error: type[TgtbuildError] = ConfigError,
) -> dict:
    """`table` (at dotted `keys` in the TOML file `path`) checked against `fields`; returns it.

    Raises `error` (a ConfigError) `path:line: ...` for a non-table, an
    unknown key (with the closest valid one) or a value of the wrong type.
    With `open_keys`, keys not in `fields` are allowed and left to the caller
    (a tag's target attributes, checked by the kind's schema). The one schema
    check of every user file: boards.toml and its [pools], tag files,
    kinds.toml, toolchain descriptions and tgtbuild.toml.
    """
    if not isinstance(table, dict):
        raise error(f"{path}:{key_line(path, keys)}: {what} must be a table, not {table!r}")

    for key, value in table.items():
        field = fields.get(key)
        if field is None and open_keys:
            continue
        if field is None:
            raise error(
                f"{path}:{key_line(path, [*keys, key])}: {what}: unknown key {key!r}{did_you_mean(key, fields)}; "
                f"valid keys: {', '.join(fields)}"
            )
        if not _typed(value, field.types):
            raise error(f"{path}:{key_line(path, [*keys, key])}: {what}: {key} must be {field.describe}, "
                        f"not {value!r}")
        if field.items is None or not isinstance(value, (list, dict)):
            continue
        for index, item in value.items() if isinstance(value, dict) else enumerate(value):
            if not _typed(item, field.items):  # the line is looked up only now: it reads the file again
                line = key_line(path, [*keys, key, index] if isinstance(value, dict) else [*keys, key])
                raise error(f"{path}:{line}: {what}: {key} must be {field.describe}; item {index!r} is {item!r}")
    return table


def key_error(path: str | PathLike[str], keys: Sequence[str], message: str,
              error: type[TgtbuildError] = ConfigError) -> TgtbuildError:
    """`path:line: a.b.c: message` for a value the schema's types cannot check (a choice, a name, a link)."""
    return error(f"{path}:{key_line(path, keys)}: {'.'.join(map(str, keys))}: {message}")


def _typed(value: object, types: tuple[type, ...]) -> bool:
    """isinstance, except that a TOML bool is not an int or a float."""
    return isinstance(value, types) and not (isinstance(value, bool) and bool not in types)


def key_line(path: str | PathLike[str], keys: Sequence[str]) -> int:
    """The line where the dotted `keys` are set in the TOML file `path` (best effort; 1 if not found).

    Finds the innermost table header among `keys` (`[a.b]`, `[a."b"]`), then
    the first line after it that sets the next key (`key =`, `key.x =`, or an
    inline table), stopping at the next header.
    """
    try:
        with open(path, "rb") as handle:
            lines = handle.read().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return 1
    start, rest = -1, list(keys)
    for depth in range(len(keys), 0, -1):
        header = _find_header(lines, list(keys[:depth]))
        if header is not None:
            start, rest = header, list(keys[depth:])
            break
    if not rest:
        return start + 1 if start >= 0 else 1
    names = (rest[0], f'"{rest[0]}"', f"'{rest[0]}'")
    for number in range(start + 1, len(lines)):
        text = lines[number].strip()
        if text.startswith("["):
            break
        for name in names:
            if text.startswith(name) and text[len(name):].lstrip()[:1] in ("=", "."):
                return number + 1
    return start + 1 if start >= 0 else 1


def _find_header(lines: list[str], keys: list[str]) -> int | None:
    def spell(key: str) -> set[str]:
        return {key, f'"{key}"', f"'{key}'"}

    for number, line in enumerate(lines):
        text = line.split("#")[0].strip()
        if not text.startswith("["):
            continue
        inner = text.strip("[]").strip()
        parts = split_dotted(inner)
        if len(parts) == len(keys) and all(part in spell(key) for part, key in zip(parts, keys, strict=True)):
            return number
    return None


def split_dotted(text: str) -> list[str]:
    """`a."b.c".d` → ['a', '"b.c"', 'd'] (quotes kept, spaces around dots dropped)."""
    parts, current, quote = [], "", ""
    for char in text:
        if quote:
            current += char
            if char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
            current += char
        elif char == ".":
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def load_many(name: str, paths: Sequence[str | PathLike[str]], build: Any = None) -> Any:
    """Parsed contents of `paths`, in order, through the cache named `name`.

    With `build`, the cache holds `build(list of parsed files)` instead (plain
    marshal-able data), so work done on the data (validation, indexing) is
    paid once per change of the files, not on every start.
    """

    def compute() -> Any:
        parsed = [load_toml(p) for p in paths]
        return build(parsed) if build else parsed

    return cached(name, paths, compute)


def cached(name: str, paths: Sequence[str | PathLike[str]], compute: Any, extra: object = ()) -> Any:
    """`compute()` (plain marshal-able data), kept in the cache file `name` while `paths` and `extra` stay the same.

    The key is each path's size, mtime, ctime and inode plus `extra`; one key per file, so
    a different key replaces the entry. A missing path computes uncached, and
    None (a failure worth retrying) is returned but not kept. The ctime as the exec helper's
    `_identity` has it: a boards.toml edited to the same size with its mtime set back (`touch -r`)
    kept the old workdir (issue 43); nobody sets a ctime back.
    """
    try:
        key = [(str(p), s.st_size, s.st_mtime_ns, s.st_ctime_ns, s.st_ino) for p in paths for s in [os.stat(p)]]
    except OSError:
        return compute()
    if extra != ():
        key = [key, extra]
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
    if values is None:
        return None
    try:
        os.makedirs(folder, exist_ok=True)
        from threading import get_ident  # only here: a cold start writes, a warm one reads

        tmp = f"{cache}.{os.getpid()}.{get_ident()}.tmp"  # threads too
        with open(tmp, "wb") as handle:
            marshal.dump((key, values), handle)
        os.replace(tmp, cache)
    except (OSError, ValueError):
        pass  # a read-only home only costs speed
    return values
