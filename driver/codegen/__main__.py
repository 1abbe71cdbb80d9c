"""`python -m tgtbuild.codegen --target T [--emit auto] SRC OUT [SRC OUT ...]`.

Compiles a batch of IR files in one process (one Python start, one llvmlite
initialisation for the whole batch); only the pairs given are compiled.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..errors import TgtbuildError


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tgtbuild.codegen", description=__doc__)
    parser.add_argument("--target", required=True, help="target text (canonical form from str(Target))")
    parser.add_argument("--emit", default="auto", help="obj, asm, ll, bc, ptx, cubin or auto (by output suffix)")
    parser.add_argument("--no-pic", action="store_true", help="static relocation model (default: PIC)")
    parser.add_argument("-O", dest="opt", type=int, choices=range(4), default=None, help="override opt level")
    parser.add_argument("pairs", nargs="+", metavar="SRC OUT", help="input and output paths, in pairs")
    args = parser.parse_args(argv)
    if len(args.pairs) % 2:
        parser.error("give SRC OUT pairs (an even number of paths)")
    try:
        from ..targets import parse_target  # lazily: only this branch needs it
        from .ir import compile_ir  # lazily: only this branch needs it

        target = parse_target(args.target)
        jobs = list(zip(args.pairs[::2], args.pairs[1::2], strict=True))
        compile_ir(jobs, target, emit=args.emit, pic=not args.no_pic, opt_level=args.opt)
    except TgtbuildError as exc:
        print(f"tgtbuild: error: {exc}", file=sys.stderr)
        return exc.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
