"""The embed step ninja runs: `python -m tgtbuild.builder.embedstep OUT.c KIND:ARCH:PATH...`.

Writes a C file holding every device blob (PTX, cubin, OpenCL source) with
its kind and arch (`tgtbuild.codegen.embed_blobs`), only when its text
changes, so the host library carries host and device code together.
"""

from __future__ import annotations

import sys

from ..codegen import Blob, write_embed
from ..errors import TgtbuildError


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2:
        print("usage: python -m tgtbuild.builder.embedstep OUT.c KIND:ARCH:PATH...", file=sys.stderr)
        return 2

    try:
        blobs = []
        for spec in args[1:]:
            kind, arch, path = spec.split(":", 2)
            blobs.append(Blob.from_file(path, kind, arch))
        write_embed(blobs, args[0])
    except TgtbuildError as exc:
        print(f"tgtbuild: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
