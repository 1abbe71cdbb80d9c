"""Errors raised by code generation."""

from __future__ import annotations

from ..errors import TgtbuildError


class CodegenError(TgtbuildError):
    """IR that does not parse or verify, an unsupported emit, a missing device tool."""
