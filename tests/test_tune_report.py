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


def _write_log(path: Path, run: str | None = None) -> None:
    """Two strategies on two boards, failures, and a re-measure that overturns a lucky single run."""
    with Log(path) as log:
        def put(strategy, ti, order, median, board="local", phase="tune", times=None, **extra):
            knobs = {"ti": ti, "order": order}
            log.write({"task": "mm(f32[8])", "target": TARGET, "knobs": knobs, "key": point_key(knobs),
                       "phase": phase, "strategy": strategy, "board": board, "ok": median is not None,
                       "median": median, "cv": 0.02 if median else None,
                       "times": times or ([median, median * 1.01] if median else None),
                       "error": "" if median else "the runner killed by SIGSEGV", **extra,
                       **({"run": run} if run else {})})
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


def _second_run(path: Path) -> None:
    """A second run of the same task in the same log: candidates measured again, a new failure, a new round."""
    with Log(path) as log:
        def put(ti, order, median, phase="tune", times=None, error=""):
            knobs = {"ti": ti, "order": order}
            log.write({"task": "mm(f32[8])", "target": TARGET, "knobs": knobs, "key": point_key(knobs),
                       "phase": phase, "strategy": "grid", "board": "pi-b", "ok": median is not None,
                       "median": median, "cv": 0.03 if median else None, "run": "run-two",
                       "times": times or ([median] if median else None), "error": error,
                       "error_kind": "" if median else "build"})
        put(16, "ikj", 0.92e-3)                      # measured in both runs: one candidate, listed once
        put(8, "ijk", 3.8e-3)
        put(64, "ijk", None, error="matmul.c:12:5: error: TILE 64 overflows the cache block\nmore text")
        put(16, "ikj", 0.93e-3, "remeasure", times=[0.92e-3, 0.93e-3, 0.95e-3])  # a later, slower round


def test_two_runs_of_one_log_count_each_candidate_once_and_mark_the_best_everywhere(tmp_path):
    log, page = tmp_path / "t.jsonl", tmp_path / "tune.html"
    _write_log(log, run="run-one")
    _second_run(log)
    records = read_log(log)
    assert main(["tune", "report", str(log), "-o", str(page)]) == 0
    html = page.read_text()
    dom = _Dom()
    dom.feed(html)
    keys = {r["key"] for r in records if r["phase"] == "tune"}
    assert re.search(rf'class="num trials">{len(keys)}<', html)  # 8 candidates, not 10 measurements
    assert "10 measurements in 2 runs" in html
    top = [float(a["data-median"]) for a in dom.all("td", "median")]
    assert len(top) == len(set(top)) == len({r["key"] for r in records if r["phase"] == "tune" and r["ok"]})
    assert html.count("<code>run-one</code>") == html.count("<code>run-two</code>") == 1
    (best,) = best_per_task(records)
    # judged on the median of its two re-measure rounds' medians (tune.decide): 0.91 and 0.93 ms
    assert best.record["knobs"] == {"ti": 16, "order": "ikj"} and best.record["median"] == pytest.approx(0.92e-3)
    # the re-measure plot's bars are what the winner was judged on: the headline's median is the lowest bar
    marks = {a["data-group"]: float(a["data-value"]) for a in dom.all("line", "mark")}
    (gold,) = dom.all("line", "best")
    assert float(gold["data-value"]) == best.record["median"] == min(marks.values())
    assert gold["data-group"] == "order=ikj ti=16"
    # a ring in each knob chart (and around the winner's repeat at its median in the re-measure plot)
    assert {a["data-group"] for a in dom.all("circle", "best")} == {"16", "ikj", "order=ikj ti=16"}
    assert len(dom.all("tr", "best")) == 1
    # failures per knob value, with the error text, in the knob charts and the table
    crosses = [a["data-group"] for a in dom.all("g", "failure")]
    assert sorted(crosses) == sorted(["32", "ijk", "64", "ijk"])
    assert "TILE 64 overflows the cache block" in html and "the runner killed by SIGSEGV" in html
    # whole labels: every knob of a re-measured candidate is on its own line
    assert "<tspan" in html and ">order=ikj</tspan>" in html and "…" not in html


def _png_pixels(path: Path) -> tuple[int, int, list[bytes]]:
    """Width, height and RGB rows of an 8-bit RGB/RGBA PNG (what chromium writes), with no imaging library."""
    import struct
    import zlib

    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour = header[:4]
    assert depth == 8 and colour in (2, 6), header
    size = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * size, [], bytearray(width * size)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - size] if i >= size else 0
            b, c = prev[i], prev[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line[j] for i in range(0, stride, size) for j in (i, i + 1, i + 2)))
        prev = line
    return width, height, rows


def _count(rows: list[bytes], rgb: tuple[int, int, int], tolerance: int = 40) -> int:
    return sum(all(abs(row[i + k] - rgb[k]) <= tolerance for k in range(3))
               for row in rows for i in range(0, len(row), 3))


def test_the_screenshot_shows_the_best_in_gold_and_the_failures_in_red(tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        pytest.skip("no chromium here (scripts/system-deps.sh installs it)")
    log, page = tmp_path / "t.jsonl", tmp_path / "tune.html"
    _write_log(log, run="run-one")
    _second_run(log)
    assert main(["tune", "report", str(log), "-o", str(page)]) == 0
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--hide-scrollbars", f"--user-data-dir={tmp_path / 'profile'}"]
    shots = {}
    for name, html in (("report", page.read_text()),
                       ("without marks", page.read_text().replace("#e6a800", "#ffffff").replace("#d62728", "#ffffff"))):
        source = tmp_path / f"{name}.html"
        source.write_text(html)
        shot = tmp_path / f"{name}.png"
        done = subprocess.run([browser, *flags, "--window-size=1200,1400", f"--screenshot={shot}", source.as_uri()],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and shot.exists(), done.stderr[-2000:]
        width, height, rows = _png_pixels(shot)
        assert (width, height) == (1200, 1400)
        shots[name] = (_count(rows, (0xE6, 0xA8, 0x00)), _count(rows, (0xD6, 0x27, 0x28)))
    gold, red = shots["report"]
    # the rings, the gold bar and the stars are on screen (hundreds of pixels), and so are the red crosses
    assert gold > 300 + shots["without marks"][0], shots
    assert red > 100 + shots["without marks"][1], shots


def test_a_log_where_nothing_worked_still_shows_every_failure(tmp_path):
    log, page = tmp_path / "t.jsonl", tmp_path / "tune.html"
    with Log(log) as writer:
        for ti in (8, 16):
            knobs = {"ti": ti}
            writer.write({"task": "mm(f32[8])", "target": TARGET, "knobs": knobs, "key": point_key(knobs),
                          "phase": "tune", "ok": False, "error": f"matmul.c:3: error: ti={ti} is refused\nmore",
                          "error_kind": "build", "board": ""})
    assert main(["tune", "report", str(log), "-o", str(page)]) == 0
    html = page.read_text()
    assert "no candidate worked" in html and html.count('class="failure"') == 2
    assert "ti=8 is refused" in html and "ti=16 is refused" in html
