"""Timing statistics, stdlib only and nothing of the run stage beneath them.

`summary` (the harness's JSON and its table), `verdict` (comparisons by
significance: bootstrap CI of the ratio of medians, Mann-Whitney U) and
`samples` (samples read back from run records and tuning logs). The runs
that produce them are the run stage's (`run.onboard`, `run.abtest`).
"""
