"""Every benchmark, one table: `make bench` (or .venv/bin/python benchmarks/run.py).

Runs the build benchmark (1, 3, 6 and 7 locales, `jobs: 1` and `jobs: auto` against plain
Material building the same generated pages, with wall time and peak memory; the plugin's
share; serve's rebuild after a .po edit and after a page edit; the largest accepted example
game), each locale's coverage (`benchmarks/coverage.py`), the engine's playout speed in
Python and in node, the solver over the first 200 game codes (Python and JS side by side,
with 2 s a deal and with a node budget of 60,000 nodes a deal) and the weight of its worker,
the hint and the verdict on 200 positions from seeded play (`benchmarks/hint.mjs`), the
cards left when Finish first shows (`benchmarks/finish.mjs`), the player's weight and its
worst main-thread task on a move at 4x CPU throttling, a translator's first `make locale`
from no environment (its time, the environment's size, the new locale's first build), what
`make dist` ships (the archive with and without the precompressed files, the text files as
they are, gzip and brotli, the time packing takes), and Lighthouse on the Rules, Examples
and Play pages in two locales, served as a real host serves them (HTTP/1.1 with keep-alive,
gzip, the site built for the address it is served at): performance, LCP, TBT, CLS and
accessibility, the median of 5 runs a page with the lowest and highest. Lighthouse 12 is
installed on first use into .cache/lighthouse (npm) and drives Debian's chromium. `--quick`
skips the solver's runs and Lighthouse; `--pages` runs Lighthouse alone.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from crescent_docs.tools.localhost import free_port, served

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
LIGHTHOUSE = ROOT / ".cache" / "lighthouse"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --no-first-run --disable-sync"
)
PAGES = ("rules/", "examples/", "play/")
# Lighthouse's scores vary from run to run (its guidance on variability: take the median of
# several runs); each page is measured this many times, and the median and the spread shown.
RUNS = 5
# The targets, by the median of the runs.
TARGET_PERFORMANCE = 0.95
TARGET_LCP_MS = 2000
TARGET_CLS = 0.01


def lines_of(command: list[str]) -> list[str]:
    result = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, check=False, timeout=1800
    )
    if result.returncode:
        return [f"failed ({result.returncode}): {result.stderr.strip()[-200:]}"]
    return [line.rstrip() for line in result.stdout.splitlines() if line.strip()]


def build_rows() -> list[tuple[str, str]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import build  # the build benchmark's module, beside this file

    return list(build.measure(runs=5, serve=True, counts=[1, 3, 6, 7], extras=True))


@dataclass(frozen=True)
class Run:
    """One Lighthouse run of a page: its scores and the timings they come from."""

    performance: float
    accessibility: float
    lcp: float  # ms
    tbt: float  # ms
    cls: float
    lcp_element: str


def lighthouse(binary: Path, url: str, report: Path) -> Run:
    """One Lighthouse run of ``url`` (mobile, its default simulated throttling)."""
    subprocess.run(
        [
            str(binary),
            url,
            "--quiet",
            f"--chrome-flags={CHROME_FLAGS}",
            "--only-categories=performance,accessibility",
            "--output=json",
            f"--output-path={report}",
        ],
        env={**os.environ, "CHROME_PATH": "/usr/bin/chromium"},
        check=True,
    )
    data = json.loads(report.read_text(encoding="utf-8"))
    scores, audits = data["categories"], data["audits"]
    element = ""
    for item in (
        audits.get("largest-contentful-paint-element", {}).get("details", {}).get("items", [])
    ):
        for row in item.get("items", []):
            node = row.get("node", {})
            if node.get("selector"):
                element = str(node["selector"])
                break
        if element:
            break
    return Run(
        performance=float(scores["performance"]["score"]),
        accessibility=float(scores["accessibility"]["score"]),
        lcp=float(audits["largest-contentful-paint"]["numericValue"]),
        tbt=float(audits["total-blocking-time"]["numericValue"]),
        cls=float(audits["cumulative-layout-shift"]["numericValue"]),
        lcp_element=element,
    )


def summary(runs: list[Run]) -> str:
    """The median of each figure over the runs, with its lowest and highest, against the
    targets (by the median)."""

    def figure(values: list[float], form: str) -> str:
        low, high = min(values), max(values)
        spread = f" ({low:{form}}-{high:{form}})" if f"{low:{form}}" != f"{high:{form}}" else ""
        return f"{statistics.median(values):{form}}{spread}"

    def median(name: str) -> float:
        return float(statistics.median(getattr(run, name) for run in runs))

    def column(name: str, scale: float = 1) -> list[float]:
        return [getattr(run, name) / scale for run in runs]

    missed = [
        name
        for name, ok in (
            ("performance", median("performance") >= TARGET_PERFORMANCE),
            ("LCP", median("lcp") <= TARGET_LCP_MS),
            ("CLS", median("cls") <= TARGET_CLS),
            ("accessibility", median("accessibility") >= 1),
        )
        if not ok
    ]
    elements = sorted({run.lcp_element for run in runs if run.lcp_element})
    return (
        f"performance {figure(column('performance'), '.2f')}, "
        f"LCP {figure(column('lcp', 1000), '.2f')} s, TBT {figure(column('tbt'), '.0f')} ms, "
        f"CLS {figure(column('cls'), '.3f')}, accessibility "
        f"{figure(column('accessibility'), '.2f')} (median of {len(runs)}, lowest-highest); "
        f"LCP element {' / '.join(elements) or '?'}; targets "
        f"{'met' if not missed else 'MISSED: ' + ', '.join(missed)}"
    )


def lighthouse_rows(runs: int = RUNS) -> Iterator[tuple[str, str]]:
    """Lighthouse on each page, served as a visitor meets it: the site built for the address
    it is served at (its ``site_url``), over HTTP/1.1 with keep-alive and gzip."""
    binary = LIGHTHOUSE / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(
            [
                "npm",
                "install",
                "--prefix",
                str(LIGHTHOUSE),
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                "lighthouse@12.8.2",
            ],
            check=True,
        )
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        port = free_port()
        env = {
            **os.environ,
            "NO_MKDOCS_2_WARNING": "1",
            "CRESCENT_ASSETS": "built",
            "CRESCENT_SITE_URL": f"http://127.0.0.1:{port}/",
        }
        subprocess.run(
            [PYTHON, "-m", "mkdocs", "build", "-q", "-d", str(site)], cwd=ROOT, env=env, check=True
        )
        with served(site, compress=True, keep_alive=True, port=port) as base:
            for locale in ("en", "ca"):
                for page in PAGES:
                    url = f"{base}/{locale}/{page}"
                    report = Path(tmp) / "report.json"
                    measured = [lighthouse(binary, url, report) for _ in range(runs)]
                    load = os.getloadavg()[0]
                    figures = f"{summary(measured)}; load average {load:.1f}"
                    yield (f"Lighthouse /{locale}/{page} (mobile)", figures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the solver and Lighthouse")
    parser.add_argument("--pages", action="store_true", help="only Lighthouse")
    parser.add_argument("--runs", type=int, default=RUNS, help="Lighthouse runs a page")
    args = parser.parse_args()
    if args.pages:
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        for name, value in lighthouse_rows(args.runs):
            print(f"{name}: {value}", flush=True)
        return 0
    rows: list[tuple[str, str]] = [("build", f"{name}: {value}") for name, value in build_rows()]
    rows += [("coverage", line) for line in lines_of([PYTHON, "benchmarks/coverage.py"])]
    rows += [("engine, Python", line) for line in lines_of([PYTHON, "benchmarks/engine.py"])]
    rows += [("engine, JS twin", line) for line in lines_of(["node", "benchmarks/engine.mjs"])]
    solver = [PYTHON, "benchmarks/solver.py"]
    rows += [("solver", line) for line in lines_of([*solver, "--weight"])]
    if not args.quick:
        rows += [("solver", line) for line in lines_of(solver)]
        rows += [
            ("solver", line)
            for line in lines_of([*solver, "--seconds", "0", "--nodes", "60000", "--jobs", "2"])
        ]
        hint = ["node", "benchmarks/hint.mjs", "--jobs", "2"]
        rows += [("hint", line) for line in lines_of(hint)]
    rows += [("finish", line) for line in lines_of(["node", "benchmarks/finish.mjs"])]
    rows += [("player", line) for line in lines_of([PYTHON, "benchmarks/player.py"])]
    rows += [("add a locale", line) for line in lines_of([PYTHON, "benchmarks/add_locale.py"])]
    rows += [("publish (make dist)", line) for line in lines_of([PYTHON, "benchmarks/dist.py"])]
    if not args.quick:
        rows += [("pages", value) for value in (f"{n}: {v}" for n, v in lighthouse_rows(args.runs))]
    width = max(len(area) for area, _ in rows)
    print(f"{'area':<{width}} | measure")
    print(f"{'-' * width}-+-{'-' * 60}")
    for area, value in rows:
        print(f"{area:<{width}} | {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
