"""A program's output kept with bounded memory: its last bytes and how many came.

A program writing 1 GiB to stdout made `tgtbuild run` peak at 2.1 GB RSS (the
chunks, then their join), `exec` without the helper 1.1 GB and the helper
1.09 GB (the SSH drain kept every chunk for a timeout's message). Output is
streamed to the user as it arrives; what is kept is only what a caller reads
afterwards: the harness's JSON line and an error's last lines (both at the
end), `--json`'s copy. So: the tail, and the count, to say what was cut.
"""

from __future__ import annotations

from collections import deque

# Per stream. The timing JSON is one line; 8 MiB still fits a program's whole output in --json
# for anything a person reads, and two streams of it cost 16 MiB, not the output's size.
KEEP = 8 << 20


class Tail:
    """A sink (`write`) that keeps the last `limit` bytes; `total` counts all of them."""

    def __init__(self, limit: int = KEEP) -> None:
        self.limit = limit
        self.total = 0
        self._chunks: deque[bytes] = deque()
        self._size = 0

    def write(self, data: bytes) -> None:
        if not data:
            return
        self.total += len(data)
        self._chunks.append(bytes(data))
        self._size += len(data)
        while self._size - len(self._chunks[0]) >= self.limit:
            self._size -= len(self._chunks.popleft())

    def value(self) -> bytes:
        """The kept bytes: all of them unless more than `limit` came."""
        data = b"".join(self._chunks)
        return data[-self.limit:] if len(data) > self.limit else data

    @property
    def cut(self) -> int:
        """How many bytes from the start were dropped (0: `value()` is the whole output)."""
        return max(0, self.total - self.limit)
