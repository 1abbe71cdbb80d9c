"""A Relax module through TVM's pipeline for a tgtbuild target, exported for the board, with its record.

The pipeline is the one TVM's own tuning example runs and the one `tune_relax` expects its input in:
`DecomposeOpsForInference`, `CanonicalizeBindings`, the `zero` pipeline (legalised, fused; without it
`extract_tasks` finds no task), then `MetaScheduleApplyDatabase` when a database is given, then
`tvm.compile`, whose default pipeline is the one TVM recommends for the target's kind (on CUDA it gives
every kernel TVM's default GPU schedule, so an untuned model runs at all). On a CPU, the kernels no database
scheduled first get cpuschedule.py's default schedule (TVM has none for a CPU conv2d: 5-8x slower without
it). Untuned and tuned builds go through the same steps, so they differ in their schedules alone.

The export is linked by tgtbuild's toolchain (`tvm.fcompile`: without it a foreign target fails with
"Relocations in generic ELF"), written to a temporary name and renamed, and the record beside it
(`<output>.tgtbuild.json`) is written last: a model file is never half-written, and a record always
describes the bytes beside it (its `sha256`). The record's `key` lets an unchanged second build do
nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import TgtbuildError
from ..fsutil import write_atomic
from ..tvm.fcompile import fcompile
from ..tvm.modelrecord import file_sha256, record_path
from ..tvm.tvmtarget import tgtbuild_target, tvm_target
from . import cpuschedule
from .cpuschedule import schedule_unscheduled
from .formats import ModelFileError

PIPELINE = ("DecomposeOpsForInference", "CanonicalizeBindings", "zero")
CPU_SCHEDULE = "CPUDefaultSchedule"  # after the database, on a CPU target: the record's name for cpuschedule.py
OUTPUT_SUFFIXES = (".so", ".tar")


class DatabaseError(TgtbuildError):
    """A MetaSchedule database folder that cannot serve this model and target."""


def tvm_model_target(target: Any) -> Any:
    """TVM's Target for a model on a tgtbuild target: the CPU's (`tvm_target`), or a CUDA device with that host."""
    parsed = tgtbuild_target(target)
    host = tvm_target(parsed)
    cuda = [d for d in parsed.devices if d.kind == "cuda"]
    unserved = [d.kind for d in parsed.devices if d.kind not in ("llvm", "c", "cuda")]
    if unserved:
        raise ModelFileError(f"compiling a model for {unserved[0]} is not supported (CPU targets and CUDA are)")
    if not cuda:
        return host
    import tvm  # lazily: TVM only while compiling (its import takes seconds)

    config: dict[str, Any] = {"kind": "cuda", "host": host.export()}
    arch = cuda[0].attrs.get("arch")
    if arch:
        config["arch"] = arch
    return tvm.target.Target(config)


def lowered(mod: Any) -> Any:
    """`mod` as tune_relax and the compile both take it (PIPELINE)."""
    from tvm import relax  # lazily: TVM only while compiling (its import takes seconds)

    mod = relax.transform.DecomposeOpsForInference()(mod)
    mod = relax.transform.CanonicalizeBindings()(mod)
    return relax.get_pipeline("zero")(mod)


def check_database(folder: Path, target: Any) -> None:
    """A database MetaSchedule can read, with records for this target's machine; one line when not."""
    workloads, records = folder / "database_workload.json", folder / "database_tuning_record.json"
    if not folder.is_dir():
        raise DatabaseError(f"--database {folder}: no such folder (tgtbuild tune MODEL --database {folder} "
                            "writes one)")
    missing = [p.name for p in (workloads, records) if not p.is_file()]
    if missing:
        raise DatabaseError(f"--database {folder}: not a MetaSchedule database (no {' or '.join(missing)})")
    theirs = set()
    with open(records, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                theirs.add(_machine(record[1][2]))
            except (ValueError, IndexError, TypeError, KeyError):
                raise DatabaseError(f"{records}:{number}: not a MetaSchedule tuning record") from None
            if len(theirs) > 16:
                break
    ours = _machine(target.export())
    if theirs and ours not in theirs:
        shown = ", ".join(sorted(" ".join(m for m in t if m) for t in theirs))
        raise DatabaseError(f"--database {folder}: its records were tuned for {shown}, not for "
                            f"{' '.join(m for m in ours if m)}: tune for this target (tgtbuild tune MODEL "
                            f"--target ... --database NEWDIR)")


def _machine(target: dict) -> tuple[str, str, str]:
    """What makes two targets the same machine for a tuning record: kind, triple, CPU (or GPU arch)."""
    host: dict = target["host"] if isinstance(target.get("host"), dict) else {}
    return (str(target.get("kind", "")), str(target.get("mtriple") or host.get("mtriple", "")),
            str(target.get("mcpu") or target.get("arch") or ""))


def with_database(mod: Any, tvm_target: Any, folder: Path) -> Any:
    # lazily, both: TVM only while compiling (its import takes seconds)
    import tvm
    from tvm import relax

    with tvm_target, tvm.transform.PassContext(opt_level=3):
        return relax.transform.MetaScheduleApplyDatabase(str(folder))(mod)


def planned_bytes(mod: Any, entry: str) -> int | None:
    """The bytes TVM's static memory plan allocates for `entry` (constant-size storage), None if not all constant.

    `relax.analysis.estimate_memory_usage` says the same in rounded GB in a sentence; this sums the
    `alloc_storage` sizes after the plan itself.
    """
    # lazily, all: TVM only while compiling (its import takes seconds)
    import tvm
    from tvm import relax, tirx

    planned = tvm.transform.Sequential([relax.transform.ToNonDataflow(), relax.transform.RemovePurityChecking(),
                                        relax.transform.CallTIRRewrite(), relax.transform.StaticPlanBlockMemory()])
    try:
        func = planned(mod)[entry]
    except Exception:  # noqa: BLE001 - the estimate is informative; a module the plan cannot take has none
        return None
    op = tvm.ir.Op.get("relax.memory.alloc_storage")
    sizes: list[Any] = []

    def visit(expr: Any) -> None:
        if isinstance(expr, relax.Call) and expr.op.same_as(op) and isinstance(expr.args[0], relax.ShapeExpr):
            sizes.extend(expr.args[0].values)

    relax.analysis.post_order_visit(func.body, visit)
    if not all(isinstance(s, tirx.IntImm) for s in sizes):
        return None
    return sum(int(s) for s in sizes)


def export(mod: Any, target: Any, tvm_target: Any, output: Path, toolchain: str | None) -> None:
    """tvm.compile for `tvm_target`, exported to `output` (.so linked by tgtbuild, .tar of objects), atomically."""
    import tvm  # lazily: TVM only while compiling (its import takes seconds)

    link = fcompile(target, toolchain) if output.suffix == ".so" else None  # refuses a bad toolchain first
    if tvm_target.kind.name == "llvm":  # the kernels no database scheduled (cpuschedule.py: 5-8x on a CNN)
        mod = schedule_unscheduled(mod)
    with tvm_target:
        executable = tvm.compile(mod, target=tvm_target)
    output.parent.mkdir(parents=True, exist_ok=True)
    temp = output.with_name(f".{output.stem}.tmp{os.getpid()}{output.suffix}")
    try:
        if link is not None:
            executable.export_library(str(temp), fcompile=link)
        else:
            executable.export_library(str(temp))
        os.replace(temp, output)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def build_key(source_sha256: str, input_shapes: list[str], target: Any, database: str | None,
              toolchain: str | None, suffix: str) -> str:
    """What shapes an exported model: the same key means the same bytes would be written again.

    Made from the options as given (not the shapes TVM's frontend reads), so an unchanged build is
    known before TVM is imported.
    """
    from importlib import metadata  # 20 ms, once a compile; pkgversion reads a dist-info named as the module

    try:
        tvm_version = metadata.version("apache-tvm")
    except metadata.PackageNotFoundError:
        tvm_version = "unknown"
    return hashlib.sha256(json.dumps({
        "source": source_sha256, "input_shapes": input_shapes, "target": str(target), "database": database,
        "toolchain": toolchain, "suffix": suffix, "tvm": tvm_version, "tgtbuild": __version__,
        "pipeline": PIPELINE, "schedule": [CPU_SCHEDULE, _schedule_digest()]}, sort_keys=True).encode()).hexdigest()


def _schedule_digest() -> str:
    """cpuschedule.py's source: a changed default schedule builds anew (within one tgtbuild version, too)."""
    return hashlib.sha256(Path(cpuschedule.__file__).read_bytes()).hexdigest()[:16]


def database_digest(folder: Path) -> str:
    """The database's content, for the build key (a database tuned further builds anew)."""
    digest = hashlib.sha256()
    for name in ("database_workload.json", "database_tuning_record.json"):
        digest.update(file_sha256(folder / name).encode())
    return digest.hexdigest()


def write_record(output: Path, record: dict) -> None:
    """The record beside `output`, written after it (tvm/modelrecord.py reads it back)."""
    write_atomic(record_path(output), json.dumps(record, indent=1, sort_keys=True) + "\n")
