#!/bin/sh
# A script-driven test, as real projects write them: the target binary is
# started from the script, where no runner can be put in front of it.
exec "$1" pass
