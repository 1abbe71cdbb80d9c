"""The build file's regeneration edge: re-plan and re-render from the stored config (`tgtbuild.json`).

It sits above `configure` and `project` because a project build is
regenerated from its project file, read afresh: `configure` importing
`project` for that (and `project` importing `configure` for `Request`)
was an import cycle.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from ..errors import TgtbuildError
from .configure import ConfigureError, Request, configure
from .project import request_again


def regenerate(config_path: Path) -> int:
    """The regeneration edge: re-plan and re-render from the stored config."""
    try:
        try:
            request = Request.from_config(json.loads(config_path.read_bytes()))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ConfigureError(
                f"{config_path} is damaged or unreadable ({type(exc).__name__}: {exc}); run the same "
                "tgtbuild command again: it rewrites this file and the build file"
            ) from None
        if request.project:  # the project file is the source of truth: re-read it

            request = request_again(request)
        configure(request, force=True)
    except TgtbuildError as exc:
        print(f"tgtbuild: error: {exc}", file=sys.stderr)
        return exc.exit_code
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] != "--regen":
        print("usage: python -m tgtbuild.builder.regen --regen tgtbuild.json", file=sys.stderr)
        return 2
    return regenerate(Path(os.path.abspath(args[1])))


if __name__ == "__main__":  # ninja's regeneration edge: this process holds nothing once configure returns
    from ..exiting import exit_now, nothing_to_clean_up

    status = main()
    if nothing_to_clean_up():
        exit_now(status)
    sys.exit(status)
