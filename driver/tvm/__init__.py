"""TVM's room: what tgtbuild knows about code that Apache TVM compiled, and tgtbuild inside TVM's flow.

* `abi`: the packed-function ABIs by TVM version, found from symbols;
* `kernel`: the `tvm-packed` harness kind (one packed function, called as TVM calls it);
* `link`: linking the kernel as `export_library` deploys it, and TVM's exported files;
* `check`: `--check`'s reference, the same packed call through llvmlite's JIT;
* `fcompile`: `export_library(path, fcompile=fcompile("rasp4b"))`, linked by tgtbuild's toolchain;
* `tvmtarget`: `tvm_target("rasp4b")`, TVM's Target for a tgtbuild target (triple, CPU, num-cores);
* `intrinsics`: `register_tensor_intrinsics(target)`, only the target's tensor intrinsics (seconds, not a minute);

Nothing here imports `tvm`: running what TVM wrote needs no TVM on either
machine. The modules that plug into TVM's own Python flow import it
themselves, and only when called.
"""

# The functions, not their modules: `tgtbuild.tvm.fcompile("rasp4b")`. Importing them imports no TVM.
from .fcompile import fcompile  # noqa: E402
from .intrinsics import register_tensor_intrinsics  # noqa: E402
from .tvmtarget import tvm_target  # noqa: E402

__all__ = ["fcompile", "register_tensor_intrinsics", "tvm_target"]
# MetaSchedule's TgtbuildRunner (candidates timed on tgtbuild boards) and TgtbuildBuilder (candidates linked
# here) are `tgtbuild.tune.metaschedule`: they import TVM and stand on run() and the tuner's pools, above this
# folder (tests/test_import_graph.py).
