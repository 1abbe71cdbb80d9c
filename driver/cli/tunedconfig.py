"""`tgtbuild build/run --config BEST`: the parsed options take the tuned configuration (`tune.config.tuned`)."""

from __future__ import annotations

import argparse


def apply_tuned_config(args: argparse.Namespace) -> None:
    """The build's sources, target, -O level and name become the tuned configuration's."""
    from ..tune.config import tuned
    from ..tune.errors import TuneError

    targets = args.target if isinstance(args.target, list) else [args.target]
    if len(targets) != 1:
        raise TuneError("--config applies to one --target at a time (each target has its own best)")
    config = tuned(args.config, targets[0], args.sources, getattr(args, "entry", None), args.build_dir)
    if getattr(args, "name", None) is None:
        args.name = config.name
    args.sources = config.sources
    args.target = [config.target] if isinstance(args.target, list) else config.target
    if config.opt_level is not None:
        args.opt_level = config.opt_level
