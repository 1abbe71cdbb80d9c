"""The one Jinja2 environment every generated file comes from.

StrictUndefined makes a missing variable an error instead of an empty
string; rendering is pure (text in, text out) and writing is the caller's.

Templates are looked up in each config folder's `templates/` first (the
last folder of $TGTBUILD_PATH wins, then earlier ones, then
~/.config/tgtbuild), then in the package. The package's templates are also
reachable as `tgtbuild/<name>`, so a user's `build.ninja.j2` can replace
one block and keep the rest, as Conan lets users do with its blocks:

    {% extends "tgtbuild/build.ninja.j2" %}
    {% block pools %}pool link_pool
      depth = 1
    {% endblock %}
"""

from __future__ import annotations

import functools
import os

from .paths import cache_dir_str, config_dir_strs, data_dir_str

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    import jinja2

BUILTIN_PREFIX = "tgtbuild"


def user_template_dirs() -> tuple[str, ...]:
    """Config folders' `templates/` that exist, highest priority first."""
    found = [os.path.join(d, "templates") for d in reversed(config_dir_strs())]
    return tuple(d for d in found if os.path.isdir(d))


def template_files(name: str) -> list[str]:
    """Every file named `name` that can shape the output (user overrides, then the package's): regen inputs."""
    candidates = [os.path.join(d, name) for d in user_template_dirs()] + [os.path.join(data_dir_str("templates"), name)]
    return [c for c in candidates if os.path.isfile(c)]


def environment() -> jinja2.Environment:
    """The environment for the current config folders (one per distinct set, built once)."""
    return _environment(user_template_dirs())


@functools.lru_cache(maxsize=4)
def _environment(user_dirs: tuple[str, ...]) -> jinja2.Environment:
    import jinja2  # lazily: a warm `tgtbuild run` does without it


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
    builtin = jinja2.FileSystemLoader(data_dir_str("templates"))
    loader = jinja2.ChoiceLoader([
        *([jinja2.FileSystemLoader(list(user_dirs))] if user_dirs else []),
        jinja2.PrefixLoader({BUILTIN_PREFIX: builtin}),
        builtin,
    ])
    return jinja2.Environment(
        loader=loader,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
        bytecode_cache=cache,
    )


def render(template: str, **context: Any) -> str:
    """Render `template` (a config folder's, else the package's) with `context`."""
    return environment().get_template(template).render(**context)
