"""The support table in words: the README's generated table and `tgtbuild targets show`'s lines.

Apart from `support` (the verdicts, which the machine table's local runner
consults) because the words name the machine table's qemu and C library
package: in one module the two imported each other.
"""

from __future__ import annotations

from .support import Row, rows_in_order, tags_by_row

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .targets.triple import Triple


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def verdicts(row: Row, triple: Triple) -> tuple[str, str]:
    """(builds, runs here) of a row in words: the README's cells and `tgtbuild targets show`'s lines."""
    from .machines import of_triple  # lazily: `tgtbuild targets` start up through this module

    if row.build == "no":
        builds = f"no: {row.why}; instead: {row.remedy}"
    else:
        builds = "programs and libraries" if row.build == "program" else f"libraries only: {row.why}"
    if row.run == "native":
        runs = "natively"
    elif row.run == "qemu":
        machine = of_triple(triple)
        package = machine.libc_of(triple)[1] if machine is not None and triple.libc == "gnu" else ""
        runs = f"qemu-{machine.qemu if machine else triple.arch}" + (f" + {package}" if package else "")
    elif row.run == "board":
        runs = f"on the device: {row.remedy}"
    else:
        runs = "no" if row.build == "no" else f"no: {row.why}; instead: {row.remedy}"
    return builds, runs


def table_rows() -> list[dict[str, str]]:
    """The README table's rows: plain strings, one dict per configuration (the template lays them out)."""
    from .targets import Target  # lazily: `tgtbuild targets` start up through this module

    by_row = tags_by_row()
    out = []
    for row in rows_in_order():
        builds, runs = verdicts(row, Target(row.example).cpu_target.triple)
        tags = by_row.get(row.key, [])
        shown = ", ".join(f"`{t}`" for t in tags[:3]) + (f" and {len(tags) - 3} more" if len(tags) > 3 else "")
        checked = {"test": "tests/test_support.py", "suite": "the test suite", "hand": "by hand",
                   "": "not checked"}[row.checked]
        out.append({"key": _cell(row.key), "example": _cell(row.example), "tags": shown or "-",
                    "builds": _cell(builds), "runs": _cell(runs), "checked": checked, "note": _cell(row.note)})
    return out


def render_table() -> str:
    """The README's table (templates/support_table.md.j2), generated from toolchains/support.toml."""
    from .templating import render  # lazily: `tgtbuild targets` start up through this module

    return render("support_table.md.j2", rows=table_rows())
