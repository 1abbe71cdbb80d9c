"""tgtbuild's Python API: what the command line runs, callable from a script or a notebook.

    import tgtbuild.api as tb
    built = tb.build(["model.ir"], "rasp4b")
    result = tb.run(["model.ir"], target="rasp4b", entry="vadd",
                    args=["f32[4096]", "f32[4096]", "f32[4096]:out", "i64=4096"], check=True)
    result.timing["median"], result.check.passed

Each name is imported when first used (module `__getattr__`), so `import
tgtbuild.api` costs nothing; docs/api.md documents every function. Type
checkers and editors read `__init__.pyi` instead, which names where each of
them lives (tests/test_cli_imports.py keeps it `_EXPORTS`'s).
"""

from __future__ import annotations

# name -> module that defines it ("module:attribute" where the name there differs)
_EXPORTS = {
    "CompilerOptions": "tgtbuild.api.building", "Built": "tgtbuild.api.building", "build": "tgtbuild.api.building",
    "BuildOptions": "tgtbuild.api.building", "Target": "tgtbuild.targets.target", "Board": "tgtbuild.remote.board",
    "DeviceLaunch": "tgtbuild.run.request",
    "run": "tgtbuild.api.running", "prepare_run": "tgtbuild.api.running", "Runner": "tgtbuild.api.running",
    "Timing": "tgtbuild.run.request", "Check": "tgtbuild.run.request", "RunResult": "tgtbuild.run.request",
    "Input": "tgtbuild.run.request",
    "Trust": "tgtbuild.remote.choose", "board": "tgtbuild.api.boards", "connect": "tgtbuild.api.boards",
    "probe": "tgtbuild.api.boards", "deploy": "tgtbuild.api.boards",
    "env": "tgtbuild.api.environment",
    "ctest": "tgtbuild.api.ctestsuite", "ctest_suite": "tgtbuild.api.ctestsuite",
    "CtestSuite": "tgtbuild.api.ctestsuite", "CtestResult": "tgtbuild.api.ctestsuite",
    "make": "tgtbuild.api.makerun", "MakeResult": "tgtbuild.api.makerun",
    "target_tags": "tgtbuild.api.targetinfo", "target_info": "tgtbuild.api.targetinfo",
    "TagRow": "tgtbuild.api.targetinfo", "TargetInfo": "tgtbuild.api.targetinfo",
    "toolchains": "tgtbuild.api.toolsurvey", "ToolchainSurvey": "tgtbuild.api.toolsurvey",
    # the refusals a caller may want to tell apart (each a TgtbuildError)
    "HarnessFailed": "tgtbuild.run.onboard", "BoardLost": "tgtbuild.run.abtest", "TuneError": "tgtbuild.tune.errors",
    "exec_command": "tgtbuild.api.executing", "ExecOptions": "tgtbuild.api.executing",
    # what a run's result says in words: an exit status, the instability its context shows
    "describe_exit": "tgtbuild.remote.shelltext", "instability": "tgtbuild.run.context",
    # paramiko imported in a thread while the caller does its own work, before a first SSH connection
    "preload_paramiko": "tgtbuild.remote.paramikoload",
    "compare_files": "tgtbuild.api.comparing", "compare_runners": "tgtbuild.api.comparing",
    "compare_results": "tgtbuild.api.comparing",
    "tune": "tgtbuild.api.tuning", "TuneResult": "tgtbuild.api.tuning", "Knobs": "tgtbuild.api.tuning",
    "Search": "tgtbuild.api.tuning", "Pool": "tgtbuild.api.tuning",
    "tune_space": "tgtbuild.api.tuning:space", "tune_best": "tgtbuild.api.tuning:best",
    "tune_report": "tgtbuild.api.tuning:report",
    "compile_model": "tgtbuild.api.modelbuild", "CompiledModel": "tgtbuild.api.modelbuild",
    "check_model": "tgtbuild.api.models", "ModelCheck": "tgtbuild.api.models",
    "tune_model": "tgtbuild.api.models", "TunedModel": "tgtbuild.api.models",
}


def __getattr__(name: str):  # noqa: ANN202 - the exported name's value
    home = _EXPORTS.get(name)
    if home is None:
        if name == "__all__":  # made when asked (a star import, help()): sorting it was most of this module's load
            return sorted(_EXPORTS)
        raise AttributeError(f"module 'tgtbuild.api' has no attribute {name!r}")
    import importlib  # lazily: 0.15 ms of a start (cli/__init__.py), and a no-op rebuild names nothing here

    module, _, attribute = home.partition(":")
    value = getattr(importlib.import_module(module), attribute or name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(_EXPORTS)
