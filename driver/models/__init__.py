"""Model files (ONNX, PyTorch's ExportedProgram, TFLite, a saved Relax module) through TVM's own flow.

TVM 0.27 reads these files (its Relax frontends) but has had no command line since 0.20 (`tvmc` went
with Relay): this package is what `tgtbuild build/run/tune MODEL` run. `formats` knows a model file
from its name and first bytes without importing anything heavy; `frontend` imports one (TVM's and the
framework's); `compiling` runs TVM's pipeline and exports for the board with tgtbuild's link;
`reference` runs the framework itself on seeded inputs for `--check`; `tuning` is MetaSchedule's
`tune_relax` on tgtbuild boards with progress, resume and a time split.

Only `formats` is imported by the layers below the API (the CLI asks it whether a source is a model);
the rest import TVM when called and stand on the floor of TVM's own flow (with `tvm.metaschedule`).
"""
