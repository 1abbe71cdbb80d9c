"""The --board options every command that reaches a board shares.

The options become a word and the API's `Trust`; `api.board` (`remote.choose.board_for`)
turns those into a `Board` for every caller (the CLI, the tuner, the API).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse  # the annotations' only: exec's remembered-options path never imports it

    from ..api import Board, Target, Trust

BOARD_HELP = """\
boards:
  --board local (the default) runs on this machine, through qemu-user when
  the target's architecture is foreign (the times are then emulated).
  --board user@host[:port], an alias from ~/.ssh/config (HostName, Port, User,
  IdentityFile, ProxyJump, ProxyCommand), or a name from boards.toml in the
  config folder or the current directory. Host keys are checked against
  known_hosts; an unknown key is refused unless --accept-new-host-key is given.
"""


def add_board_arguments(parser: argparse.ArgumentParser, *, default: str | None = "local", required: bool = False,
                        help: str = "where to run: local (default), user@host[:port], an ssh alias or a boards.toml "
                                    "name") -> None:
    """--board/-b, --boards-file, --identity/-i and --accept-new-host-key: the same words in every command."""
    group = parser.add_argument_group("board")
    group.add_argument("--board", "-b", default=default, required=required, metavar="BOARD", help=help)
    group.add_argument("--boards-file", metavar="FILE", help="a boards TOML file to read besides the defaults")
    group.add_argument("--identity", "-i", metavar="KEY", help="private key to log in with (besides the agent's)")
    group.add_argument("--accept-new-host-key", action="store_true",
                       help="trust and record the key of a host seen for the first time (a changed key is "
                            "always refused)")


def keeps_connection(args: argparse.Namespace) -> bool:
    """Whether this command borrows (and leaves) boards' kept connections (`args.keep_connection`, set by
    the CLI's main for the commands of `cli.KEEPS_CONNECTION`): said explicitly to the API
    (`Trust.keep_connection`), the replay and paramiko's preload, not a process-wide switch."""
    return bool(getattr(args, "keep_connection", False))


def trust_from_args(args: argparse.Namespace) -> Trust:
    """The trust options of `add_board_arguments`, for `api.board` and the verbs that take a `trust`."""
    from ..api import Trust  # lazily: `tgtbuild exec` starts up through this module (remote.choose: typing)

    return Trust(args.boards_file, args.identity, bool(args.accept_new_host_key), keeps_connection(args))


def board_from_args(args: argparse.Namespace, target: Target | None = None) -> Board:
    """The Board the options name (`api.board`)."""
    from ..api import board  # lazily: `tgtbuild exec` starts up through this module (api.boards: paramiko's rooms)

    return board(args.board or "local", target, trust_from_args(args))
