"""The one table of source suffixes: which language a file is, by its name.

Six tables once said this and disagreed: `.C` was C for the builder (it
lower-cased unknown suffixes, so `.C` became `.c`) and C++ for the signature
reader; `.c++` was C++ for the builder and unknown to the tuner. The rule
now is gcc's (`gcc -x` by suffix): `.C`, `.cc`, `.cpp`, `.cxx`, `.c++` are
C++, `.c` is C, `.s` assembly and `.S` assembly through the preprocessor;
a suffix is matched exactly first, then lower-cased (`.CPP` is C++).
Standard library only: the start-up path reads it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: the start-up path reads this module
if TYPE_CHECKING:
    from collections.abc import Iterable

LANG_BY_SUFFIX = {
    ".ll": "ir", ".ir": "ir", ".bc": "ir",
    ".c": "c",
    ".C": "c++", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".c++": "c++",
    ".s": "asm", ".S": "asm",
    ".cu": "cuda",
    ".cl": "opencl",
}
IR_SUFFIXES = tuple(s for s, lang in LANG_BY_SUFFIX.items() if lang == "ir")
C_SUFFIXES = (".c",)
CXX_SUFFIXES = tuple(s for s, lang in LANG_BY_SUFFIX.items() if lang == "c++")
C_FAMILY_SUFFIXES = C_SUFFIXES + CXX_SUFFIXES  # what a C or C++ compiler reads (-D knobs, signatures)


def suffix_of(path: str) -> str:
    """The file name's last suffix, '.c' for 'a/b.c' ('' when it has none)."""
    name = path.replace("\\", "/").rpartition("/")[2]
    dot = name.rfind(".")
    return name[dot:] if dot > 0 else ""


def lang_of(path: str) -> str | None:
    """'ir', 'c', 'c++', 'asm', 'cuda', 'opencl' for `path`, None for a suffix tgtbuild does not build."""
    suffix = suffix_of(path)
    return LANG_BY_SUFFIX.get(suffix) or LANG_BY_SUFFIX.get(suffix.lower())


def is_ir(path: str) -> bool:
    return lang_of(path) == "ir"


def is_c_family(path: str) -> bool:
    return lang_of(path) in ("c", "c++")


# Model files, by format (driver/models reads them with TVM's frontends): `tgtbuild build|run|tune` take one
# where they take sources. The longest suffix that matches wins (`.relax.json`).
MODEL_SUFFIXES = {".onnx": "onnx", ".pt2": "pytorch", ".tflite": "tflite", ".relax.json": "relax"}


def model_suffix(path: str) -> str | None:
    """The model-file suffix `path` ends in (any case; `.relax.json` before `.json`), else None."""
    name = path.replace("\\", "/").rpartition("/")[2].lower()
    return next((suffix for suffix in sorted(MODEL_SUFFIXES, key=len, reverse=True) if name.endswith(suffix)), None)


def model_format(path: str) -> str | None:
    """The format of a model file by its name ('onnx', 'pytorch', 'tflite', 'relax'), else None."""
    suffix = model_suffix(path)
    return MODEL_SUFFIXES[suffix] if suffix else None


def model_files(sources: Iterable[str]) -> list[str]:
    """The model files among `sources`."""
    return [s for s in sources if model_format(s) is not None]
