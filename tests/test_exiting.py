"""`tgtbuild.exiting`: the teardown is skipped only where nothing is lost, and what was printed still arrives."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path


def _python(code: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=60, cwd=cwd)


def test_nothing_to_clean_up_sees_exit_hooks_and_threads():
    done = _python("""
        import atexit, threading, weakref
        from tgtbuild.exiting import nothing_to_clean_up
        print(nothing_to_clean_up())
        event = threading.Event()
        worker = threading.Thread(target=event.wait)
        worker.start()
        print(nothing_to_clean_up())
        event.set(); worker.join()
        print(nothing_to_clean_up())
        class Held: pass
        held = Held()
        weakref.finalize(held, print, "finalized")  # a TemporaryDirectory's way: an exit hook
        print(nothing_to_clean_up())
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "False", "True", "False", "finalized"]


def test_exit_now_flushes_what_was_written_and_keeps_the_status():
    done = _python("""
        import sys
        from tgtbuild.exiting import exit_now
        sys.stdout.write("no newline, still buffered")
        sys.stderr.write("err too")
        exit_now(3)
        print("never")
    """)
    assert (done.returncode, done.stdout, done.stderr) == (3, "no newline, still buffered", "err too")


def test_the_regeneration_process_ends_without_teardown_and_loses_nothing(tgtbuild, tmp_path):
    """ninja's regen edge: every file written, the status kept, an error's words complete."""
    source = tmp_path / "scale.c"
    source.write_text("float scale(float x) { return 2.0f * x; }\n")
    first = tgtbuild("--target", "aarch64-linux-gnu", str(source), cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    (manifest,) = (tmp_path / "build").glob("*/tgtbuild.json")
    build_dir = manifest.parent
    (build_dir / "build.ninja").unlink()
    (build_dir / "compile_commands.json").unlink()
    # An object that prints when freed shows whether the interpreter's teardown ran.
    runner = ("import atexit, runpy, sys; sys.argv[1:] = ['--regen', 'tgtbuild.json'];"
              "held = type('Held', (), {{'__del__': lambda self: print('teardown ran')}})();"
              "{hook}runpy.run_module('tgtbuild.builder.regen', run_name='__main__')")
    quick = subprocess.run([sys.executable, "-c", runner.format(hook="")], cwd=build_dir,
                           capture_output=True, text=True, timeout=120)
    assert (quick.returncode, quick.stdout) == (0, ""), quick.stderr
    assert "build scale.c.o" in (build_dir / "build.ninja").read_text().replace("obj/", "")
    assert json.loads((build_dir / "compile_commands.json").read_text())[0]["file"].endswith("scale.c")
    hooked = subprocess.run([sys.executable, "-c", runner.format(hook="atexit.register(print, 'hook ran');")],
                            cwd=build_dir, capture_output=True, text=True, timeout=120)
    assert hooked.returncode == 0, hooked.stderr
    assert hooked.stdout.splitlines() == ["hook ran", "teardown ran"]  # an exit hook: the normal exit
    manifest.write_text("{damaged")
    broken = subprocess.run([sys.executable, "-m", "tgtbuild.builder.regen", "--regen", "tgtbuild.json"],
                            cwd=build_dir, capture_output=True, text=True, timeout=120)
    assert broken.returncode != 0
    assert broken.stderr.startswith("tgtbuild: error: ") and broken.stderr.endswith("the build file\n")
