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
    import jinja2

    from .paths import data_dir_str

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(data_dir_str("templates")),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render(template: str, **context: Any) -> str:
    """Render `templates/<template>` with `context`."""
    return environment().get_template(template).render(**context)
