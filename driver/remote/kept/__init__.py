"""The client half of a board's helper process: the wire, finding or starting the helper, and the kept connection.

`tgtbuild exec` and the commands that borrow a kept connection (`run`, `deploy`, `probe`) talk to one
helper per board (reuse/exechelper/: its design, and the server half it runs). What the client needs
stands here, on the boards' floor, because `remote.connecting` hands a board's operations to it:

* `protocol`: frames, the socket folder, which helper serves a board (`helper_key`);
* `client`: find or start the helper, send one request, relay its output (stdlib only: ctest starts it per test);
* `relay`: `RelayedConnection`, a board connection whose operations the helper does on its link;
* `stdinsource`, `missing`: which stdin goes along, and the note for a file that was not sent;
* `mirror`: where a synced folder of this machine lives on the board (`--sync`).

Nothing is imported here: `tgtbuild exec` must start fast.
"""
