"""The harness kinds, in the order they are tried: the first whose `matches(request)` is true runs it.

`tvm-model` comes first (a whole Relax VM model, whose `forward` is no symbol), then
`tvm-packed` (TVM's entries are not C functions), then the
device runtimes (a kernel of an OpenCL or CUDA target), then a C entry, and
a program with `main` last (a request without an entry).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import TgtbuildError
from ..run.centry import CEntryHarness, ProgramHarness
from ..run.device import DeviceHarness
from ..tvm.kernel import TvmHarness
from ..tvm.model import ModelHarness

if TYPE_CHECKING:
    from ..run.kind import HarnessKind
    from ..run.request import RunRequest

HARNESSES: list[HarnessKind] = [ModelHarness(), TvmHarness(), DeviceHarness("opencl"), DeviceHarness("cuda"),
                                CEntryHarness(), ProgramHarness()]


def pick_harness(request: RunRequest) -> HarnessKind:
    """The first harness kind that takes this request."""
    for harness in HARNESSES:
        if harness.matches(request):
            return harness
    raise TgtbuildError(f"no harness runs entry {request.entry!r} from {', '.join(request.sources)}")


def validate(request: RunRequest) -> HarnessKind:
    """The harness kind that will run `request`, after it checked what it can before building."""
    harness = pick_harness(request)
    harness.validate(request)
    return harness
