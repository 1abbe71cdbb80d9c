"""`python -m tgtbuild.reuse.exechelper`: the helper process."""

import sys

from .server import main

sys.exit(main())
