#!/usr/bin/env bash
# Install tgtbuild with its test extras into .venv and run the test suite.
# pytest's exit 5 ("no tests collected") is turned into a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
.venv/bin/ruff check .
set +e
# One worker per core (-n auto): much of the suite waits on sshd, qemu and sleeps, and a
# cold run spends minutes in zig's one-target-at-a-time libc builds; on this project's
# 2-core machine a cold run took 812 s alone and 453 s with two workers.
.venv/bin/python -m pytest -q -n auto "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "test.sh: pytest collected no tests; that is a failure" >&2
  exit 1
fi
exit "$status"
