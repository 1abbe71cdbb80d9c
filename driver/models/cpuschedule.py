"""A default schedule for the CPU kernels no database scheduled: the contiguous loop innermost, vectorised.

TVM 0.27 compiles an untuned CPU kernel as legalisation wrote it: a conv2d's reduction loops (channels,
kernel rows, kernel columns) innermost, so each output element is a scalar dot product and nothing is
vectorised. Its CPU `dlight` rules (GEMV, Reduction) leave conv2d alone; there is no CPU counterpart of the
GPU's DefaultGPUSchedule. This rule is one: in every block, the innermost spatial loop goes inside the
reduction loops and is vectorised (when the loop walks the last dimension of the output and of every input
it indexes, so the vector loads are contiguous), a row reduction (whose input runs along the reduced axis,
as a global average pool's) sums vectors of partial sums (`rfactor`), and elementwise epilogues are inlined
into one loop.

Measured (2026-11-28, this project's 2-core x86_64 machine, znver4, loaded; one thread,
examples/onnx-model/make_cnn.py's CNN, `vm.time_evaluator`, same session): untuned 571-925 us without it,
118-121 us with it (ONNX Runtime 1.32: 119 us); with the host's `-mcpu` 69-80 us. bench/model_vs_ort.py
measures it against ONNX Runtime: 1.15x [0.77, 1.71] ORT's latency (53.4 vs 46.4 us, 9 rounds, load
2.7-3.7); with the row reductions' partial sums below, 1.03x [1.00, 1.06] (48.2 vs 47.0 us, 9 rounds,
load 2). It runs after `MetaScheduleApplyDatabase`, on the functions the database did not schedule only,
so untuned and tuned builds still go through the same steps. The row reductions' partial sums (2026-11-28,
same machine, `tgtbuild run --profile`): the CNN's global average pool 6.4 -> under 0.7 us, the rest unchanged
(a local accumulator for the convolutions' rows, tried too, gained nothing: LLVM already kept them in
registers; the 3-channel convolution went 13.1 -> 14.9 us, so it is not done).
"""

from __future__ import annotations

from typing import Any

VECTOR = 16  # lanes a vectorised loop is split to when it is longer than WHOLE (a 512-bit register of f32)
WHOLE = 64  # a loop this long or shorter is vectorised whole


def schedule_unscheduled(mod: Any) -> Any:
    """`mod` with every PrimFunc not marked `tirx.is_scheduled` given the default CPU schedule (where it applies)."""
    from tvm import tirx  # lazily: TVM only while compiling (its import takes seconds)

    updated = {}
    for gvar, func in mod.functions_items():
        if not isinstance(func, tirx.PrimFunc) or (func.attrs is not None and func.attrs.get("tirx.is_scheduled")):
            continue
        scheduled = schedule_func(func)
        if scheduled is not None:
            updated[gvar] = scheduled
    if not updated:
        return mod
    mod = mod.clone()  # the caller's module stays as it was
    for gvar, func in updated.items():
        mod[gvar] = func
    return mod


def schedule_func(func: Any) -> Any | None:
    """The PrimFunc scheduled, marked scheduled; None when no block could be improved (left to LLVM as it is)."""
    import tvm  # lazily: TVM only while compiling (its import takes seconds)

    sch = default_schedule(tvm.IRModule({"main": func}))
    return None if sch is None else sch.mod["main"].with_attr("tirx.is_scheduled", True)


def default_schedule(mod: Any) -> Any | None:
    """The default schedule of `mod`'s `main` as a traced `Schedule`; None when no block could be improved.

    Its trace is what tuning records in MetaSchedule's database for the task (models/baseline.py):
    replayed on the task's module it gives this schedule exactly (a primitive that raised a ScheduleError
    left no instruction in the trace and nothing changed), and MetaSchedule's CPU postprocessors accept it.
    """
    from tvm import s_tir  # lazily: TVM only while compiling

    sch = s_tir.Schedule(mod)
    try:
        blocks = sch.get_child_blocks(sch.get_sblock("root"))
    except Exception:  # noqa: BLE001 - no root block (a hand-written function): leave it
        return None
    for block in reversed(blocks):  # elementwise epilogues into their producer: one loop, one pass over memory
        try:
            sch.reverse_compute_inline(block)
        except Exception:  # noqa: BLE001, S112 - a ScheduleError: the block stays (a schedule is unchanged by it)
            continue
    changed = False
    for block in sch.get_child_blocks(sch.get_sblock("root")):
        try:
            changed |= _vectorise(sch, block) or _sum_rows(sch, block)
        except Exception:  # noqa: BLE001, S112 - a ScheduleError: this block stays as legalisation wrote it
            continue
    return sch if changed else None


def _vectorise(sch: Any, block: Any) -> bool:
    """The block's innermost spatial loop inside its reductions and vectorised, when its accesses are contiguous."""
    from tvm import tirx  # lazily: TVM only while compiling

    stmt = sch.get(block)
    loops = sch.get_loops(block)
    kinds = [iv.iter_type for iv in stmt.iter_vars]  # 0: spatial, 2: reduction
    if len(loops) != len(kinds) or any(k not in (0, 2) for k in kinds) or 0 not in kinds:
        return False
    spatial = [i for i, k in enumerate(kinds) if k == 0]
    if kinds[:len(spatial)] != [0] * len(spatial):  # reductions already inside some spatial loop: not ours to move
        return False
    inner = spatial[-1]
    extent = sch.get(loops[inner]).extent
    if not isinstance(extent, tirx.IntImm) or int(extent) < 4 or not _contiguous(stmt, stmt.iter_vars[inner].var):
        return False
    reductions = [loops[i] for i, k in enumerate(kinds) if k == 2]
    if reductions:
        sch.reorder(*[loops[i] for i in spatial[:-1]], *reductions, loops[inner])
    vector = loops[inner]
    if int(extent) > WHOLE:
        factor = next((f for f in (VECTOR, 8, 4) if int(extent) % f == 0), None)
        if factor is None:
            return False
        vector = sch.split(vector, [None, factor])[1]
    sch.vectorize(vector)
    if reductions:
        sch.decompose_reduction(block, reductions[0])
    return True


def _sum_rows(sch: Any, block: Any) -> bool:
    """A reduction along its input's rows (the innermost loop reduces the last index) summed in vector lanes of
    partial sums (`rfactor`), which one short scalar sum adds up at the end.

    Left as legalisation wrote it, a row sum is one scalar chain of dependent additions (LLVM does not reorder
    float additions): the CNN's global average pool took 6.4 of its 51 us on x86_64.
    """
    from tvm import tirx  # lazily: TVM only while compiling

    stmt = sch.get(block)
    loops = sch.get_loops(block)
    kinds = [iv.iter_type for iv in stmt.iter_vars]
    if len(loops) != len(kinds) or not kinds or kinds[-1] != 2 or any(k not in (0, 2) for k in kinds):
        return False
    spatial = kinds.count(0)
    if kinds[:spatial] != [0] * spatial or len(stmt.writes) != 1:
        return False
    extent = sch.get(loops[-1]).extent
    row = stmt.iter_vars[-1].var
    if not isinstance(extent, tirx.IntImm) or not _row_major(stmt, row):
        return False
    factor = next((f for f in (VECTOR, 8, 4) if int(extent) % f == 0), None)
    if factor is None:
        return False
    lanes = sch.split(loops[-1], [None, factor])[1]
    partial = sch.rfactor(lanes, factor_axis=len(stmt.writes[0].region))  # the lanes last: contiguous
    partial_loops = sch.get_loops(partial)
    sch.vectorize(partial_loops[-1])
    sch.decompose_reduction(partial, partial_loops[spatial])
    return True


def _row_major(stmt: Any, var: Any) -> bool:
    """Some read of the block uses `var` in its last index, and no access uses it in another."""
    from tvm.tirx.analysis import undefined_vars  # lazily: TVM only while compiling

    def uses(expr: Any) -> bool:
        return any(v.same_as(var) for v in undefined_vars(expr))

    for region in (*stmt.reads, *stmt.writes):
        if any(uses(r.min) for r in region.region[:-1]):
            return False
    return any(region.region and uses(region.region[-1].min) for region in stmt.reads)


def _contiguous(stmt: Any, var: Any) -> bool:
    """Every buffer access of the block that uses `var` uses it in its last index, and the written one does."""
    from tvm.tirx.analysis import undefined_vars  # lazily: TVM only while compiling

    def uses(expr: Any) -> bool:  # the free variables of an index expression
        return any(v.same_as(var) for v in undefined_vars(expr))

    for region in (*stmt.reads, *stmt.writes):
        indices = [r.min for r in region.region]
        if any(uses(i) for i in indices[:-1]):
            return False
    return all(region.region and uses(region.region[-1].min) for region in stmt.writes)
