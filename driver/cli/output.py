"""Terminal output shared by every command: tables and JSON."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO


def print_json(value: Any, stream: TextIO | None = None) -> None:
    """Stable, indented JSON for machines (`--json`)."""
    import json  # lazily: `tgtbuild targets` start up through this module

    json.dump(value, stream or sys.stdout, indent=2, sort_keys=True)
    (stream or sys.stdout).write("\n")


def print_table(headers: Sequence[str], rows: Sequence[Sequence[str]], stream: TextIO | None = None) -> None:
    """Left-aligned columns; the last column is cut to the terminal width."""
    out = stream or sys.stdout
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]
    try:
        width = os.get_terminal_size(out.fileno()).columns
    except (OSError, ValueError, AttributeError):
        width = 120
    for row in [list(headers), *rows]:
        line = "  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:-1]))
        line = f"{line}  {row[-1]}" if len(row) > 1 else row[-1]
        if out.isatty() and len(line) > width:
            line = line[: width - 1] + "…"
        out.write(line.rstrip() + "\n")
