"""The one Jinja2 environment every generated file comes from.

StrictUndefined makes a missing variable an error instead of an empty
string; rendering is pure (text in, text out) and writing is the caller's.
"""

from __future__ import annotations

import functools

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    import jinja2


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    import os

    import jinja2

    from .paths import cache_dir_str, data_dir_str

    class TolerantBytecodeCache(jinja2.FileSystemBytecodeCache):
        """A damaged cache file is a cache miss (then rewritten), never an error.

        Jinja2 reads the checksum with pickle before its own guarded marshal
        load: a file cut short there (disk full, a killed process) raised
        EOFError or UnpicklingError from every configure.
        """

        def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            try:
                super().load_bytecode(bucket)
            except Exception:  # noqa: BLE001 - any damage means: compile the template again
                bucket.reset()

    # Compiled templates are cached on disk: parsing build.ninja.j2 costs more than
    # rendering it, and a configure would otherwise pay that every time.
    bytecode = os.path.join(cache_dir_str(), "jinja2")
    try:
        os.makedirs(bytecode, exist_ok=True)
        cache = TolerantBytecodeCache(bytecode)
    except OSError:
        cache = None  # a read-only home only costs speed
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(data_dir_str("templates")),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
        bytecode_cache=cache,
    )


def render(template: str, **context: Any) -> str:
    """Render `templates/<template>` with `context`."""
    return environment().get_template(template).render(**context)
