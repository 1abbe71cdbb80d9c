"""The console script runs as a user would start it."""



def test_parse_prints_canonical_text(tgtbuild):
    result = tgtbuild("targets", "parse", "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "llvm -mcpu=cortex-a72 -mtriple=aarch64-unknown-linux-gnu"


def test_parse_error_exits_2_with_suggestion(tgtbuild):
    result = tgtbuild("targets", "parse", "llvm -mpcu=cortex-a72")
    assert result.returncode == 2
    assert "did you mean -mcpu?" in result.stderr
    assert "Traceback" not in result.stderr


def test_mistyped_command_is_named_not_built(tgtbuild):
    result = tgtbuild("targts")
    assert result.returncode == 2
    assert "unknown command 'targts'; did you mean targets?" in result.stderr


def test_help_lists_every_command(tgtbuild):
    from tgtbuild.cli import COMMANDS

    result = tgtbuild("--help")
    assert result.returncode == 0
    for name in COMMANDS:
        assert name in result.stdout
