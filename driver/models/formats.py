"""Which model file this is, from its name and its first bytes: before TVM or a framework is imported.

A file named `.onnx` that holds a PNG, or a `.tflite` that is a text file, is refused here in one
line; importing TVM alone takes seconds, and a frontend's parse error of a non-model is a traceback
from protobuf or flatbuffers.
"""

from __future__ import annotations

import os

from ..errors import TgtbuildError, clip
from ..fsutil import unreadable
from ..suffixes import MODEL_SUFFIXES, model_files, model_format

__all__ = ["FRONTENDS", "MODEL_SUFFIXES", "ModelFileError", "check_model_file", "model_files", "model_format"]

# format -> (the frontend's words in messages and records, the Python package it needs)
FRONTENDS = {
    "onnx": ("relax.frontend.onnx.from_onnx", "onnx"),
    "pytorch": ("relax.frontend.torch.from_exported_program", "torch"),
    "tflite": ("relax.frontend.tflite.from_tflite", "tflite"),
    "relax": ("tvm.ir.load_json", "tvm"),
}
# A model file larger than this is refused before it is read (ONNX's own limit for one protobuf is 2 GB;
# weights past it live in external data files, which TVM's frontend does not read).
MAX_MODEL_BYTES = 2 << 30
_SNIFF = 64
# ModelProto's fields (onnx.proto): ir_version, producer_name/version, domain, model_version, doc_string,
# graph, opset_import, metadata_props, training_info, functions, configuration.
_ONNX_KEYS = {(1, 0), (2, 2), (3, 2), (4, 2), (5, 0), (6, 2), (7, 2), (8, 2), (14, 2), (20, 2), (25, 2), (26, 2)}


class ModelFileError(TgtbuildError):
    """A model file that cannot be read as the model its name says."""


def check_model_file(path: str) -> str:
    """The format of `path` after a look at its bytes; one line naming the file when it is not that model."""
    fmt = model_format(path)
    if fmt is None:
        raise ModelFileError(f"{clip(path)}: not a model file name (model files end in "
                             f"{', '.join(MODEL_SUFFIXES)})")
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            head = f.read(_SNIFF)
    except OSError as exc:
        raise ModelFileError(unreadable(path, exc, "a model file")) from None
    if size == 0:
        raise ModelFileError(f"{path}: empty file, not a {fmt} model")
    if size > MAX_MODEL_BYTES:
        raise ModelFileError(f"{path}: {size / 2**30:.1f} GiB; a model file past {MAX_MODEL_BYTES >> 30} GiB is "
                             "refused (ONNX's own limit; weights that large belong in external data)")
    why = _looks_wrong(fmt, head)
    if why:
        raise ModelFileError(f"{path}: not a{'n' if fmt[0] in 'aeiou' else ''} {fmt} model ({why})")
    return fmt


def _looks_wrong(fmt: str, head: bytes) -> str:
    """Why the first bytes cannot start a file of `fmt`, '' when they can."""
    if fmt == "pytorch" and not head.startswith(b"PK\x03\x04"):
        return "torch.export.save writes a zip archive; this file is not one"
    if fmt == "tflite" and head[4:8] != b"TFL3":
        return "a TFLite flatbuffer carries 'TFL3' at byte 4"
    if fmt == "relax" and not head.lstrip()[:1] == b"{":
        return "tvm.ir.save_json writes a JSON object"
    if fmt == "onnx":
        # A ModelProto is a protobuf message: its first byte is the key of one of ModelProto's fields
        # (field number << 3 | wire type 0 or 2); a file of text is no protobuf at all.
        if all(32 <= b < 127 or b in (9, 10, 13) for b in head):
            return "it is text; an ONNX model is a binary protobuf"
        if (head[0] >> 3, head[0] & 7) not in _ONNX_KEYS:
            return "its first byte starts no ModelProto field"
    return ""
