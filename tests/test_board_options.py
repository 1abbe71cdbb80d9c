"""Every command that reaches a board takes the same board options, and the key given with them is used.

`env`, `exec`, `ctest` and `make` declared --board/--boards-file by hand and
lacked --identity and --accept-new-host-key; `-b` worked in some commands
only (issue 34). One declaration (`cli.boardopts.add_board_arguments`) now.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild, stop_exec_helpers

BOARD_COMMANDS = ["run", "deploy", "probe", "exec", "ctest", "make", "env", "tune"]
OPTIONS = ["--board", "-b", "--boards-file", "--identity", "-i", "--accept-new-host-key"]


@pytest.mark.parametrize("command", BOARD_COMMANDS)
def test_every_board_command_takes_the_same_board_options(command: str) -> None:
    done = run_tgtbuild(command, "--help", timeout=60)
    assert done.returncode == 0, done.stderr
    words = set(done.stdout.replace(",", " ").split())
    assert [option for option in OPTIONS if option not in words] == []


def _board_without_a_key(tmp_path: Path, server) -> Path:
    """A boards file naming the sshd with its known_hosts but no key: only --identity can log in."""
    path = tmp_path / "boards.toml"
    path.write_text(f'[lab]\nhost = "{server.user}@127.0.0.1"\nport = {server.port}\n'
                    f'known_hosts = {json.dumps(str(server.known_hosts))}\n'
                    f'workdir = {json.dumps(str(tmp_path / "board"))}\n')
    return path


def test_exec_logs_in_with_the_identity_given(tmp_path: Path, sshd_server) -> None:
    boards = _board_without_a_key(tmp_path, sshd_server)
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), SSH_AUTH_SOCK="", HOME=str(tmp_path))
    argv = ("exec", "-b", "lab", "--boards-file", str(boards))
    try:
        keyless = run_tgtbuild(*argv, "--", "echo", "in", cwd=tmp_path, env=env, timeout=120)
        keyed = run_tgtbuild(*argv, "-i", str(sshd_server.client_key), "--", "echo", "in", cwd=tmp_path, env=env,
                             timeout=120)
    finally:
        stop_exec_helpers(runtime)
    assert keyless.returncode != 0 and "Traceback" not in keyless.stderr, keyless.stderr
    assert keyed.returncode == 0 and keyed.stdout == "in\n", keyed.stderr


def test_env_hands_the_identity_to_the_runner(tmp_path: Path, sshd_server) -> None:
    boards = _board_without_a_key(tmp_path, sshd_server)
    done = run_tgtbuild("env", "--target", "aarch64-linux-gnu", "--format", "json", "-b", "lab", "--boards-file",
                        str(boards), "--identity", str(sshd_server.client_key), "--accept-new-host-key",
                        cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    runner = json.loads(done.stdout)["runner"]
    assert runner[runner.index("--identity") + 1] == str(sshd_server.client_key)
    assert "--accept-new-host-key" in runner and runner[runner.index("--board") + 1] == "lab"
