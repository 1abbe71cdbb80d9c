"""The console script runs as a user would start it."""

import subprocess
import sys


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tgtbuild", *args], capture_output=True, text=True, timeout=60)


def test_parse_prints_canonical_text():
    result = run_cli("targets", "parse", "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "llvm -mcpu=cortex-a72 -mtriple=aarch64-unknown-linux-gnu"


def test_parse_error_exits_2_with_suggestion():
    result = run_cli("targets", "parse", "llvm -mpcu=cortex-a72")
    assert result.returncode == 2
    assert "did you mean -mcpu?" in result.stderr
    assert "Traceback" not in result.stderr


def test_mistyped_command_is_named_not_built():
    result = run_cli("targts")
    assert result.returncode == 2
    assert "unknown command 'targts'; did you mean targets?" in result.stderr


def test_help_lists_every_command():
    from tgtbuild.cli import COMMANDS

    result = run_cli("--help")
    assert result.returncode == 0
    for name in COMMANDS:
        assert name in result.stdout
