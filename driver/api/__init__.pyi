"""What each name of `tgtbuild.api` is, for type checkers and editors (the module's `__getattr__` imports it
when first used, so checkers read this stub instead; tests/test_cli_imports.py keeps it `_EXPORTS`'s).

A stub, not a TYPE_CHECKING block in __init__.py: the block's 56 import lines were 91,000 of the
instructions every `tgtbuild` start spends unmarshalling the package (valgrind), for code that never runs.
"""

from ..remote.board import Board as Board
from ..remote.choose import Trust as Trust
from ..remote.paramikoload import preload_paramiko as preload_paramiko
from ..remote.shelltext import describe_exit as describe_exit
from ..run.abtest import BoardLost as BoardLost
from ..run.context import instability as instability
from ..run.onboard import HarnessFailed as HarnessFailed
from ..run.request import Check as Check
from ..run.request import DeviceLaunch as DeviceLaunch
from ..run.request import Input as Input
from ..run.request import RunResult as RunResult
from ..run.request import Timing as Timing
from ..targets.target import Target as Target
from ..tune.errors import TuneError as TuneError
from .boards import board as board
from .boards import connect as connect
from .boards import deploy as deploy
from .boards import probe as probe
from .building import BuildOptions as BuildOptions
from .building import Built as Built
from .building import CompilerOptions as CompilerOptions
from .building import build as build
from .comparing import compare_files as compare_files
from .comparing import compare_results as compare_results
from .comparing import compare_runners as compare_runners
from .ctestsuite import CtestResult as CtestResult
from .ctestsuite import CtestSuite as CtestSuite
from .ctestsuite import ctest as ctest
from .ctestsuite import ctest_suite as ctest_suite
from .environment import env as env
from .executing import ExecOptions as ExecOptions
from .executing import exec_command as exec_command
from .makerun import MakeResult as MakeResult
from .makerun import make as make
from .modelbuild import CompiledModel as CompiledModel
from .modelbuild import compile_model as compile_model
from .models import ModelCheck as ModelCheck
from .models import TunedModel as TunedModel
from .models import check_model as check_model
from .models import tune_model as tune_model
from .running import Runner as Runner
from .running import prepare_run as prepare_run
from .running import run as run
from .targetinfo import TagRow as TagRow
from .targetinfo import TargetInfo as TargetInfo
from .targetinfo import target_info as target_info
from .targetinfo import target_tags as target_tags
from .toolsurvey import ToolchainSurvey as ToolchainSurvey
from .toolsurvey import toolchains as toolchains
from .tuning import Knobs as Knobs
from .tuning import Pool as Pool
from .tuning import Search as Search
from .tuning import TuneResult as TuneResult
from .tuning import best as tune_best  # noqa: F401 - a name of _EXPORTS
from .tuning import report as tune_report  # noqa: F401 - a name of _EXPORTS
from .tuning import space as tune_space  # noqa: F401 - a name of _EXPORTS
from .tuning import tune as tune

_EXPORTS: dict[str, str]
