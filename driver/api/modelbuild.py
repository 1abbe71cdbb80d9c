"""A model file compiled and exported for a target: `compile_model` (what `tgtbuild build MODEL` runs).

    import tgtbuild.api as tb
    built = tb.compile_model("cnn.onnx", "rasp4b", output="cnn.so")
    built.output, built.record["planned_bytes"]

Apart from `api.models` (the check against the framework, tuning): `run` compiles a model file it is
given (`compiled_sources`), and the check runs the model, so this module must not stand on `run`.
TVM and the model's framework are imported only when called.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from .. import argcheck
from ..errors import TgtbuildError, clip
from ..frozen import frozen
from ..interrupts import deferred, point
from ..models import compiling, frontend
from ..models.formats import check_model_file, model_files
from ..suffixes import model_suffix
from ..targets import Target, parse_target
from ..textstream import as_stream
from ..tvm.modelrecord import file_sha256, read_record, record_path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..textstream import Progress


class ModelCompileError(TgtbuildError):
    """TVM failed on a model its frontend converted: TVM's own bug, or a model past what it compiles.

    Seen with TVM 0.27: a Linear of batch 4 (`[4,8] x [8,10]`) for x86_64 fails LLVM's verifier
    ("Instruction does not dominate all uses!"; batches 1 to 3 and the same model for rasp4b compile).
    """


@contextlib.contextmanager
def _tvm_failure_said(model: str, target: Target) -> Iterator[None]:
    """TVM's failure on a model its frontend converted, as one line (an interrupt or tgtbuild's own error
    passes as it is)."""
    try:
        yield
    except TgtbuildError:
        raise
    except Exception as exc:  # noqa: BLE001 - TVM's failure on a model that converted is said in one line
        raise ModelCompileError(f"{model}: TVM {_tvm_version()} could not compile it for "
                                f"{target.tag or target.cpu_target.triple} (nothing was written): "
                                f"{type(exc).__name__}: {_said(exc)}") from None


def _said(exc: BaseException) -> str:
    """TVM's message in one line: its first two lines (the second names what LLVM's verifier found)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return clip(" ".join(lines[:2]), 300)


def _tvm_version() -> str:
    import tvm  # lazily: TVM only while compiling (its import takes seconds)

    return str(tvm.__version__)


@frozen
class CompiledModel:
    """An exported model: where it is, its record (what `--json` prints, also `<output>.tgtbuild.json`)."""

    output: Path
    record: dict
    up_to_date: bool
    seconds: float

    def export(self) -> dict[str, Any]:
        return {"output": str(self.output), "up_to_date": self.up_to_date, "seconds": round(self.seconds, 3),
                **self.record}


def default_output(model: str, target: Target, build_dir: str, suffix: str = ".so") -> Path:
    """BUILD_DIR/<target's folder>/<model's stem>.so: beside what `tgtbuild build` writes for the target."""
    stem = Path(model).name
    ending = model_suffix(stem)
    if ending:
        stem = stem[: -len(ending)]
    return Path(build_dir) / target.dirname / f"{stem}{suffix}"


def compile_model(model: str, target: str | Target, *, output: str | os.PathLike | None = None,
                  input_shapes: Sequence[str] = (), database: str | os.PathLike | None = None,
                  build_dir: str = "build", toolchain: str | None = None, progress: Progress = None) -> CompiledModel:
    """Compile a model file (`.onnx`, `.pt2`, `.tflite`, `.relax.json`) for `target` and export it for the board.

    `output`: a `.so` (linked here for the board) or `.tar` (objects); default
    BUILD_DIR/<target>/<stem>.so. `input_shapes`: "NAME=1,3,224,224[:dtype]" for
    dynamic dimensions. `database`: a MetaSchedule database folder (`tune_model`'s)
    whose schedules are applied. An unchanged model, target and database are not
    compiled again (`up_to_date`). `check_model` compares it with its framework.
    """
    started = time.monotonic()
    stream = as_stream(progress)
    model = str(argcheck.path(model, "model"))
    parsed = parse_target(argcheck.target(target, "target"))
    shapes = [frontend.parse_input_shape(str(argcheck.text(s, "input_shapes"))) for s in input_shapes]
    fmt = check_model_file(model)
    frontend.check_contents(model, fmt)
    frontend.require_frontend(fmt)
    out = Path(output) if output is not None else default_output(model, parsed, build_dir)
    if out.suffix not in compiling.OUTPUT_SUFFIXES:
        raise frontend.ModelFileError(f"-o {out}: a model is exported as .so (linked for the board) or .tar "
                                      "(its objects)")
    folder = Path(database) if database is not None else None
    # The key first, from the files' bytes and the options as given: an unchanged build says so without
    # importing TVM (seconds) or the framework.
    key = compiling.build_key(file_sha256(Path(model)), list(input_shapes), parsed,
                              compiling.database_digest(folder) if folder and folder.is_dir() else None,
                              toolchain, out.suffix)
    found = read_record(out) if out.exists() else None
    if found is not None and found.get("key") == key:
        return CompiledModel(out, found, True, time.monotonic() - started)
    # TVM's steps call back into Python: a Ctrl-C raised inside one came out as a traceback of TVM's
    # RuntimeError (or, in tune_relax, ended the process in std::terminate). So the first one is held
    # while TVM works and raised between its steps (interrupts.deferred); a second one stops at once.
    # The export is written under a temporary name and renamed: the output is whole or absent. One held
    # through the export's last step is raised as the block ends, the files written: they are removed
    # then, so that an interrupted build leaves nothing (seen: Ctrl-C 2.0 s into a 3 s build).
    written = False
    try:
        with deferred():
            stream.write(f"reading {model} ({fmt})\n")
            imported = frontend.read_model(model, shapes)
            point()
            tvm_target = compiling.tvm_model_target(parsed)
            if folder is not None:
                compiling.check_database(folder, tvm_target)
            with _tvm_failure_said(model, parsed):
                mod = compiling.lowered(imported.mod)
                point()
                if folder is not None:
                    mod = compiling.with_database(mod, tvm_target, folder)
                    point()
                record = _record(imported, parsed, mod, folder, key)
                point()
                stream.write(f"compiling for {parsed.tag or parsed.cpu_target.triple} -> {out}\n")
                written = True
                compiling.export(mod, parsed, tvm_target, out, toolchain)
            record["sha256"] = file_sha256(out)
            compiling.write_record(out, record)
    except KeyboardInterrupt:
        if written:
            for path in (Path(record_path(out)), out):
                path.unlink(missing_ok=True)
        raise
    return CompiledModel(out, record, False, time.monotonic() - started)


def compiled_sources(sources: Sequence[str], target: Target, build: Any, progress: Progress = None) -> list[str]:
    """`sources`, a model file among them replaced by its export for `target` (compiled once, `compile_model`).

    How `run` takes a model file as it takes `model.ir`: `build` is the run's `BuildOptions` (its
    `input_shapes`, `database`, `build_dir`, `toolchain`).
    """
    models = model_files(sources)
    if not models:
        return list(sources)
    if len(sources) > 1:
        raise TgtbuildError(f"a model file runs alone: {models[0]} beside "
                            f"{', '.join(s for s in sources if s != models[0])}")
    built = compile_model(models[0], target, input_shapes=build.input_shapes, database=build.database,
                          build_dir=build.build_dir, toolchain=build.toolchain, progress=progress)
    return [str(built.output)]


def _record(imported: Any, target: Target, mod: Any, database: Path | None, key: str) -> dict[str, Any]:
    import tvm  # lazily: TVM only while compiling (its import takes seconds)

    return {"key": key, "source": {"file": imported.source, "sha256": imported.source_sha256,
                                   "format": imported.format, "framework": imported.framework},
            "frontend": imported.frontend, "tvm": tvm.__version__, "target": str(target),
            "pipeline": [*compiling.PIPELINE, *(["MetaScheduleApplyDatabase"] if database else []),
                         *([compiling.CPU_SCHEDULE] if all(d.kind != "cuda" for d in target.devices) else []),
                         "tvm.compile"],
            "database": str(database) if database else None, "entry": imported.entry,
            "inputs": [spec.export() for spec in imported.inputs],
            "planned_bytes": compiling.planned_bytes(mod, imported.entry)}


