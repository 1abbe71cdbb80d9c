"""`tgtbuild tune report`: the page renders in a real headless browser and its numbers match the log."""

from __future__ import annotations

import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.tune.log import Log, best_per_task, read_log
from tgtbuild.tune.space import point_key

TARGET = "llvm -mtriple=x86_64-unknown-linux-gnu"


def _write_log(path: Path) -> None:
    """Two strategies on two boards, failures, and a re-measure that overturns a lucky single run."""
    with Log(path) as log:
        def put(strategy, ti, order, median, board="local", phase="tune", times=None, **extra):
            knobs = {"ti": ti, "order": order}
            log.write({"task": "mm(f32[8])", "target": TARGET, "knobs": knobs, "key": point_key(knobs),
                       "phase": phase, "strategy": strategy, "board": board, "ok": median is not None,
                       "median": median, "cv": 0.02 if median else None,
                       "times": times or ([median, median * 1.01] if median else None),
                       "error": "" if median else "the runner killed by SIGSEGV", **extra})
        for i, (ti, order) in enumerate([(8, "ijk"), (16, "ijk"), (32, "ikj"), (8, "ikj")]):
            put("random", ti, order, 1e-3 * (4 - i * 0.5), board="local" if i % 2 else "pi@b:2222")
        put("model", 16, "ikj", 0.9e-3)
        put("model", 32, "ijk", None, error_kind="run")
        put("model", 64, "ikj", 0.85e-3)
        put("model", 64, "ikj", 0.95e-3, phase="remeasure", times=[0.94e-3, 0.95e-3, 0.99e-3, 0.95e-3])
        put("model", 16, "ikj", 0.91e-3, phase="remeasure", times=[0.9e-3, 0.91e-3, 0.93e-3, 0.91e-3])


class _Dom(HTMLParser):
    """The elements the test reads back from the browser's DOM."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs)))

    def all(self, tag: str, cls: str | None = None) -> list[dict[str, str]]:
        return [a for t, a in self.found if t == tag and (cls is None or cls in (a.get("class") or "").split())]


def test_report_numbers_match_the_log(tmp_path):
    log, page = tmp_path / "t.jsonl", tmp_path / "tune.html"
    _write_log(log)
    assert main(["tune", "report", str(log), "-o", str(page)]) == 0
    html = page.read_text()
    assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "") and "<script" not in html
    dom = _Dom()
    dom.feed(html)
    (best,) = best_per_task(read_log(log))
    assert best.record["knobs"] == {"ti": 16, "order": "ikj"}  # the lucky 0.85 ms lost on re-measure
    (shown,) = dom.all("td", "best-median")
    assert float(shown["data-median"]) == best.record["median"]
    assert [float(a["data-median"]) for a in dom.all("td", "median")] == sorted(
        r["median"] for r in read_log(log) if r["phase"] == "tune" and r["ok"])
    assert {a["data-name"] for a in dom.all("polyline", "series")} == {"random", "model"}
    tuned_ok = [r for r in read_log(log) if r["phase"] == "tune" and r["ok"]]
    dots = dom.all("circle", "dot")
    for knob in ("ti", "order"):  # one dot per successful trial in each knob's chart, at its median
        groups = {str(r["knobs"][knob]) for r in tuned_ok}
        in_chart = sorted(float(d["data-value"]) for d in dots if d["data-group"] in groups)
        assert in_chart == sorted(r["median"] for r in tuned_ok)
    assert re.search(r'class="num trials">7<', html) and "run: 1" in html


def test_report_renders_in_a_headless_browser(tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        pytest.skip("no chromium here (scripts/system-deps.sh installs it)")
    log, page = tmp_path / "t.jsonl", tmp_path / "tune.html"
    _write_log(log)
    assert main(["tune", "report", str(log), "-o", str(page)]) == 0
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             f"--user-data-dir={tmp_path / 'profile'}"]
    done = subprocess.run([browser, *flags, "--dump-dom", page.as_uri()], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    dom = _Dom()
    dom.feed(done.stdout)  # what the browser parsed, not the file we wrote
    (best,) = best_per_task(read_log(log))
    assert float(dom.all("td", "best-median")[0]["data-median"]) == best.record["median"]
    assert len(dom.all("svg")) == 5  # progress, re-measured, boards, and one per knob
    shot = tmp_path / "shot.png"
    done = subprocess.run([browser, *flags, "--window-size=1200,1600", f"--screenshot={shot}", page.as_uri()],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and shot.stat().st_size > 20_000, done.stderr[-2000:]
