"""Run and time entries on a board: argument specs, harness, statistics, --check."""
