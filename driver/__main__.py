"""`python -m tgtbuild`: the console script's entry (the runner `tgtbuild env` writes when no script is installed)."""

from .cli import console

console()
