"""parse_board: every accepted form, and errors that point at the fix."""

from __future__ import annotations

import getpass
from pathlib import Path

import pytest

from tgtbuild.remote import Board, BoardError, parse_board
from tgtbuild.remote.board import DEFAULT_WORKDIR


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No real ~/.ssh/config, config folders or ./boards.toml leak into these tests."""
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("TGTBUILD_PATH", raising=False)
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    return home


@pytest.mark.parametrize(
    "spec, user, host, port",
    [
        ("pi@rpi.lan", "pi", "rpi.lan", 22),
        ("pi@rpi.lan:2222", "pi", "rpi.lan", 2222),
        ("rpi.lan:2200", None, "rpi.lan", 2200),
        ("10.0.0.7", None, "10.0.0.7", 22),
        ("root@[::1]:2222", "root", "::1", 2222),
        ("[fe80::1%eth0]:22", None, "fe80::1%eth0", 22),
        ("fd00::5", None, "fd00::5", 22),
        ("localhost", None, "localhost", 22),
        ("some-host", None, "some-host", 22),
    ],
)
def test_destination_forms(spec: str, user: str | None, host: str, port: int) -> None:
    board = parse_board(spec)
    assert (board.user, board.host, board.port) == (user, host, port)
    assert board.workdir == DEFAULT_WORKDIR
    assert not board.is_local


def test_known_hosts_key_and_destination() -> None:
    board = parse_board("pi@rpi.lan:2222")
    assert board.known_hosts_key == "[rpi.lan]:2222"
    assert board.destination() == "pi@rpi.lan:2222"
    assert parse_board("pi@rpi.lan").known_hosts_key == "rpi.lan"
    assert parse_board("[::1]:2022").destination() == "[::1]:2022"


@pytest.mark.parametrize(
    "spec, message",
    [
        ("", "empty board name"),
        ("pi@host:99999", "not a number in 1..65535"),
        ("pi@host:ssh", "not a number"),
        ("@host", "bad user name"),
        ("pi@[::1", "'[' without ']'"),
        ("pi@[::1]x", "expected ':port'"),
        ("pi@ho st", "bad host name"),
        ("pi@host;rm -rf", "bad host name"),
    ],
)
def test_destination_errors(spec: str, message: str) -> None:
    with pytest.raises(BoardError, match=message.replace("[", r"\[").replace("]", r"\]").replace(".", r"\.")):
        parse_board(spec)


def test_local() -> None:
    board = parse_board("local")
    assert board.is_local
    assert board.emulator == ()
    assert board.wrap(["./x"]) == ["./x"]


def test_ssh_config_alias(isolated: Path) -> None:
    (isolated / ".ssh" / "config").write_text(
        "Host rpi\n"
        "  HostName 192.168.1.50\n"
        "  User pi\n"
        "  Port 2222\n"
        "  IdentityFile ~/.ssh/id_rpi\n"
        "  ProxyJump admin@bastion:22\n"
        "Host *.lan\n"
        "  User lanuser\n"
        "Host viacmd\n"
        "  ProxyCommand nc %h %p\n"
    )
    board = parse_board("rpi")
    assert board.host == "192.168.1.50"
    assert board.user == "pi"
    assert board.port == 2222
    assert board.identity_files == (str(isolated / ".ssh" / "id_rpi"),)
    assert board.proxy_jump == ("admin@bastion:22",)
    assert board.name == "rpi"
    # options apply to any destination; explicit spec parts win
    assert parse_board("box.lan").user == "lanuser"
    assert parse_board("me@box.lan").user == "me"
    assert parse_board("viacmd").proxy_command == "nc viacmd 22"


def test_unknown_name_suggests_closest(isolated: Path) -> None:
    (isolated / ".ssh" / "config").write_text("Host jetson-orin\n  HostName 10.0.0.9\n")
    with pytest.raises(BoardError, match="did you mean jetson-orin"):
        parse_board("jetson-orn")


BOARDS = """\
# my boards
[rpi4]
host = "pi@rpi4.lan:2222"
key = "~/.ssh/id_rpi"
arch = "aarch64"
workdir = "/tmp/tgt"
cpus = [2, 3]
env = { OMP_NUM_THREADS = "2" }

[qemu-arm]
host = "local"
emulator = "qemu-aarch64-static -L /usr/aarch64-linux-gnu"
"""


def test_boards_file_in_project(isolated: Path) -> None:
    Path("boards.toml").write_text(BOARDS)
    board = parse_board("rpi4")
    assert (board.user, board.host, board.port) == ("pi", "rpi4.lan", 2222)
    assert board.identity_files == (str(isolated / ".ssh" / "id_rpi"),)
    assert board.arch == "aarch64"
    assert board.workdir == "/tmp/tgt"
    assert board.cpus == (2, 3)
    assert board.env_dict == {"OMP_NUM_THREADS": "2"}
    assert board.wrap(["./runner", "a"]) == ["taskset", "-c", "2,3", "./runner", "a"]
    qemu = parse_board("qemu-arm")
    assert qemu.is_local
    assert qemu.wrap(["./hello"]) == ["qemu-aarch64-static", "-L", "/usr/aarch64-linux-gnu", "./hello"]
    hash(board)  # boards key caches


def test_boards_file_in_config_dir_and_explicit(isolated: Path, tmp_path: Path) -> None:
    config = isolated / ".config" / "tgtbuild"
    config.mkdir(parents=True)
    (config / "boards.toml").write_text('[lab]\nhost = "lab.example:2022"\nuser = "ci"\n')
    assert parse_board("lab").user == "ci"
    explicit = tmp_path / "other.toml"
    explicit.write_text('[lab]\nhost = "other.example"\n')
    assert parse_board("lab", boards_file=explicit).host == "other.example"


def test_boards_entry_uses_ssh_alias(isolated: Path) -> None:
    (isolated / ".ssh" / "config").write_text("Host pi5\n  HostName 10.1.1.5\n  User pi\n")
    Path("boards.toml").write_text('[fast]\nhost = "pi5"\ncpus = [1]\n')
    board = parse_board("fast")
    assert (board.name, board.host, board.user, board.cpus) == ("fast", "10.1.1.5", "pi", (1,))


@pytest.mark.parametrize(
    "text, name, message",
    [
        ('[ok]\nhost = "a@b"\n\n[bad]\nhost = "x@y"\nkee = "k"\n', "bad",
         r"boards\.toml:6: board 'bad': unknown key 'kee'; did you mean key\?"),
        ('[bad]\nhost = "x@y"\nport = "22"\n', "bad",
         r"boards\.toml:3: board 'bad': port must be a port number in 1\.\.65535"),
        ("[bad]\nuser = 'x'\n", "bad", "needs host"),
        ("[bad\nhost = 'x'\n", "bad", r"boards\.toml: .*line 1"),
        ('[loc]\nhost = "local"\nport = 22\n', "loc", "port makes no sense"),
    ],
)
def test_boards_file_errors_name_file_and_line(isolated: Path, text: str, name: str, message: str) -> None:
    Path("boards.toml").write_text(text)
    with pytest.raises(BoardError, match=message):
        parse_board(name)


def test_boards_typo_suggests_name() -> None:
    Path("boards.toml").write_text(BOARDS)
    with pytest.raises(BoardError, match="unknown board 'rpi3'; did you mean rpi4"):
        parse_board("rpi3")


def test_missing_explicit_boards_file(tmp_path: Path) -> None:
    with pytest.raises(BoardError, match="does not exist"):
        parse_board("x", boards_file=tmp_path / "nope.toml")


def test_board_validates_port() -> None:
    with pytest.raises(BoardError, match="port 0"):
        Board(name="x", host="h", port=0)


def test_default_user_is_left_to_transport() -> None:
    # None means "the local user", decided when connecting, like ssh does.
    assert parse_board("host.example").user is None
    assert getpass.getuser()
