"""Model files (ONNX, PyTorch's ExportedProgram, TFLite, a saved Relax module) through TVM's own flow.

TVM 0.27 reads these files (its Relax frontends) but has had no command line since 0.20 (`tvmc` went
with Relay): this package is what `tgtbuild build/run/tune MODEL` run. `formats` knows a model file
from its name and first bytes without importing anything heavy; `frontend` imports one (TVM's and the
framework's); `compiling` runs TVM's pipeline and exports for the board with tgtbuild's link;
`reference` runs the framework itself on seeded inputs for `--check`; `tuning` is MetaSchedule's
`tune_relax` on tgtbuild boards with progress, resume and a time split.

The CLI asks `formats` whether a source is a model file; the rest import TVM when called, and the
package stands above `tune/` (whose `metaschedule` measures the candidates) and below the API.
"""
