"""`tgtbuild exec`'s connection reuse: one small helper process per board.

ctest, `meson test` and `cargo test` start the runner once per test: a suite
of 200 tiny tests would otherwise pay 200 SSH handshakes (key exchange,
authentication, a new session: 0.1-0.7 s each) plus 200 Python start-ups
that import paramiko. So `tgtbuild exec` is split in two:

* the client (`client.run_via_helper`, stdlib only: os, socket,
  json, struct) finds or starts the board's helper, sends one request, copies
  the streamed stdout/stderr to its own, and exits with the program's status;
* the helper (`serve`, started as `python -m tgtbuild.reuse.exechelper`) holds
  one paramiko connection to the board, deploys and runs each request on it,
  and exits after `TGTBUILD_EXEC_PERSIST` seconds (default 60) without a
  client, like OpenSSH's ControlPersist.

Why a helper rather than OpenSSH's ControlMaster: the transport is paramiko
(known_hosts policy, jump hosts, boards files) and deploy needs SFTP with
content hashes; a multiplexed `ssh` would need the OpenSSH client and a
second configuration path. The helper reuses `tgtbuild.remote` unchanged.

Design points:

* Socket place and auth: `$XDG_RUNTIME_DIR/tgtbuild`, else `$TMPDIR/tgtbuild-<uid>`,
  else the user cache, created 0700; a folder that is not a real directory
  owned by us with no group/other bits is passed over (no symlink tricks in
  /tmp; one another user made first cannot stop us). Only our user can reach
  the socket; the helper also checks each peer's uid (SO_PEERCRED).
* Which helper: the socket name hashes the board spec, the boards file and
  ssh config it resolves through (paths and mtimes), the working dir when a
  `./boards.toml` is used, and this code's version: an edited boards file or
  an upgraded tgtbuild gets a fresh helper, the old one idles out.
* Start-up races (parallel `ctest -j` all starting at once): a client that
  cannot connect takes an flock on `<name>.lock` (bounded wait), tries again,
  removes a stale socket (connection refused: its helper died) and starts
  the helper, which connects to the board *before* it binds, then says
  "ready" (or the error, shown to the user as is) on a pipe. Everyone else
  waits on the lock and then connects to the new helper.
* Concurrency: one thread per client; runs share the SSH connection (one
  channel each, at most `MAX_RUNS` at once: OpenSSH allows 10 sessions per
  connection by default), deploys are serialized (one SFTP session).
* Cheap warm runs: the helper remembers what it deployed (local size, mtime,
  inode); an unchanged program is not even checked over SFTP. The run script
  checks that each file is still on the board and, if not (board rebooted,
  workdir wiped), reports it before starting anything; the helper then
  deploys for real and runs again. A real deploy uses content hashes, so
  unchanged files are never re-sent.
* Scratch dir: each run gets `run.<token>` under `<workdir>/exec/tmp` with
  links to its files, is run there, and the dir is removed afterwards; a run
  in a mirrored folder (mirror.py) runs there and gets none.
* Client gone (ctest timeout, Ctrl-C): the helper sees EOF on the socket and
  kills the program's process group on the board, then removes its scratch
  dir. Helper gone: the client sees EOF and exits 255, like ssh.
* Bounded waits: lock 60 s, helper start = connect timeout + 10 s; runs are
  bounded only by `--timeout` (tests can be long). The client never trusts the
  helper to keep time: while a request is in hand the helper sends a heartbeat
  frame every HEARTBEAT s, and the client gives up after IDLE_WAIT s without a
  frame, and `--timeout` + KILL_GRACE s after the program started (a helper
  that accepted a connection and then hung blocked `exec --timeout 3` forever).

The package: `protocol` (frames, the socket folder, which helper), `client`
(what `tgtbuild exec` runs: stdlib only), `server` (the helper process, run as
`python -m tgtbuild.reuse.exechelper`).
"""
