"""Targets: grammar, kinds, tags, canonical form."""

from .target import Target, parse_target
from .triple import Triple

__all__ = ["Target", "Triple", "parse_target"]
