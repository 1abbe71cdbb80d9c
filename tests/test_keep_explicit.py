"""Keep-alive is said, not switched (issue 44, item 2): whether a command borrows a board's kept connection
travels with the boards it makes (`Trust.keep_connection` -> `Board.keep_connection`, read by `connect`),
where the CLI flipped a process-wide `remote.keep.KEEP` that changed `connect()` for every caller."""

from __future__ import annotations

from types import SimpleNamespace

from tgtbuild.cli import KEEPS_CONNECTION
from tgtbuild.cli.boardopts import keeps_connection, trust_from_args
from tgtbuild.remote import keep
from tgtbuild.remote.choose import Trust, board_for
from tgtbuild.remote.kept.relay import board_from_spec, board_spec


def test_a_board_made_with_keep_connection_carries_it_and_is_still_the_same_board() -> None:
    kept = board_for("alice@192.0.2.7", None, Trust(keep_connection=True))
    plain = board_for("alice@192.0.2.7", None, Trust())
    assert kept.keep_connection and not plain.keep_connection
    assert kept == plain and hash(kept) == hash(plain)  # how one connects is not which board it is
    assert board_spec(kept) == board_spec(plain)  # one helper for both; the helper itself connects directly
    assert not board_from_spec(board_spec(kept)).keep_connection


def test_only_the_commands_run_again_and_again_ask_for_it_and_no_process_wide_switch_is_left() -> None:
    for command, wanted in (("run", True), ("deploy", True), ("probe", True), ("tune", True), ("compare", True),
                            ("exec", False), ("make", False), ("ctest", False)):
        args = SimpleNamespace(keep_connection=command in KEEPS_CONNECTION, boards_file=None, identity=None,
                               accept_new_host_key=False)
        assert keeps_connection(args) is wanted, command
        assert trust_from_args(args).keep_connection is wanted, command
    assert not hasattr(keep, "KEEP")
    assert keep.keeping(False) is False
