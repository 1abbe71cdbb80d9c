"""TVM's room: what tgtbuild knows about code that Apache TVM compiled, and tgtbuild inside TVM's flow.

* `abi`: the packed-function ABIs by TVM version, found from symbols;
* `kernel`: the `tvm-packed` harness kind (one packed function, called as TVM calls it);
* `link`: linking the kernel as `export_library` deploys it, and TVM's exported files;
* `check`: `--check`'s reference, the same packed call through llvmlite's JIT.

Nothing here imports `tvm`: running what TVM wrote needs no TVM on either
machine. The modules that plug into TVM's own Python flow import it
themselves, and only when called.
"""
