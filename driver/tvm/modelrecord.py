"""The record beside an exported model (`model.so.tgtbuild.json`): what made those bytes.

`tgtbuild build MODEL` (driver/models/compiling.py) writes it last, after the export: the source
model's hash, the frontend, TVM's version, the target, the pipeline, the database, the inputs and
TVM's planned memory, and the export's own `sha256`. A record describes the bytes beside it only
while that hash matches: a model rebuilt by TVM's own Python, or copied over, keeps no stale record.
The run stage reads it here (floor of the TVM room) for `--json`'s `model.compiled` and the memory
record's plan; the compile step above writes it through the same functions.
"""

from __future__ import annotations

import hashlib
import json
import os

RECORD_SUFFIX = ".tgtbuild.json"


def record_path(output: str | os.PathLike[str]) -> str:
    return os.fspath(output) + RECORD_SUFFIX


def file_sha256(path: str | os.PathLike[str]) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_record(output: str | os.PathLike[str]) -> dict | None:
    """The record beside `output` when it describes the bytes there now, else None."""
    try:
        with open(record_path(output), "rb") as f:
            record = json.loads(f.read(1 << 20))  # a record is a few KB; a larger file is not ours
        if isinstance(record, dict) and record.get("sha256") == file_sha256(output):
            return record
    except (OSError, ValueError):
        pass
    return None
