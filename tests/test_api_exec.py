"""`tgtbuild.api.exec_command`: the exec `tgtbuild exec` runs, as a verb, on a real loopback sshd and here.

The CLI's exec and this verb are one function (`api.executing.execute`); the
verb differs only in its failure: a TgtbuildError, where the command exits 99.
Helpers started here live in the test's own XDG_RUNTIME_DIR and are ended by pid.
"""

from __future__ import annotations

import pytest
from tgtcli import exec_helper_pids, stop_exec_helpers

import tgtbuild.api as tb
from tgtbuild.errors import TgtbuildError

SCRIPT = ["sh", "-c", "echo on the board; exit 3"]  # not a local file: run as is on the board


@pytest.fixture
def runtime(tmp_path, monkeypatch):
    folder = tmp_path / "runtime"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    monkeypatch.setenv("TGTBUILD_EXEC_PERSIST", "20")
    yield folder
    stop_exec_helpers(folder)


def test_exec_command_returns_the_program_s_status_through_the_board_s_helper(sshd_server, write_boards, tmp_path,
                                                                              runtime, monkeypatch, capfd):
    boards = write_boards(tmp_path, sshd_server, name="lab")
    monkeypatch.chdir(tmp_path)
    status = tb.exec_command(SCRIPT, board="lab", trust=tb.Trust(boards_file=str(boards)), stdin="/dev/null",
                             timeout=60)
    assert (status, capfd.readouterr().out) == (3, "on the board\n")
    assert exec_helper_pids(runtime), "the call went through a helper, which keeps the connection"


def test_exec_command_without_a_helper_connects_itself(sshd_server, write_boards, tmp_path, runtime, monkeypatch,
                                                       capfd):
    boards = write_boards(tmp_path, sshd_server, name="lab")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TGTBUILD_EXEC_PERSIST", "0")
    status = tb.exec_command(SCRIPT, board="lab", trust=tb.Trust(boards_file=str(boards)), stdin="/dev/null",
                             timeout=60)
    assert (status, capfd.readouterr().out) == (3, "on the board\n")
    assert exec_helper_pids(runtime) == []


def test_exec_command_raises_tgtbuild_s_own_failure_where_the_command_exits_99(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TgtbuildError, match="./missing: no such file"):
        tb.exec_command(["./missing"], board="local")


def test_exec_command_checks_its_arguments_in_the_api_s_words():
    with pytest.raises(TypeError, match="timeout"):
        tb.exec_command(["true"], board="local", timeout="10")
