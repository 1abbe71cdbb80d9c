"""Every harness kind together, and the run stage's entry: the kinds in order (`registry`) and `run()` (`stage`).

A folder of its own because it stands above both `run/` (the stage's core, the C and device kinds) and
`tvm/` (the TVM kinds, which stand on `run/`): inside `run/`, it made that folder and `tvm/` import each other.
"""
