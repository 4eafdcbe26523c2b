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
and Play pages in two locales, served with gzip as a real host would (the median of 3 runs a
page, with the lowest and highest). Lighthouse 12 is installed on first use into
.cache/lighthouse (npm) and drives Debian's chromium. `--quick` skips the solver's runs and
Lighthouse.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from crescent_docs.tools.localhost import served

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
RUNS = 3
BUDGET_PERFORMANCE = 0.95


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


def lighthouse(binary: Path, url: str, report: Path) -> tuple[float, float, float]:
    """One Lighthouse run of ``url``: performance, accessibility and total blocking time."""
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
    scores = data["categories"]
    return (
        float(scores["performance"]["score"]),
        float(scores["accessibility"]["score"]),
        float(data["audits"]["total-blocking-time"]["numericValue"]),
    )


def summary(runs: list[tuple[float, float, float]]) -> str:
    """The median of each figure over the runs, with its lowest and highest."""

    def figure(values: list[float], form: str) -> str:
        low, high = min(values), max(values)
        spread = f" ({low:{form}}-{high:{form}})" if low != high else ""
        return f"{statistics.median(values):{form}}{spread}"

    performance, accessibility, blocking = (list(column) for column in zip(*runs, strict=True))
    met = min(performance) >= BUDGET_PERFORMANCE and min(accessibility) >= 1
    return (
        f"performance {figure(performance, '.2f')}, accessibility "
        f"{figure(accessibility, '.2f')}, blocking {figure(blocking, '.0f')} ms "
        f"(median of {len(runs)} runs, lowest-highest); budget (performance >= "
        f"{BUDGET_PERFORMANCE}, accessibility 1.00, in every run) {'met' if met else 'MISSED'}"
    )


def lighthouse_rows() -> list[tuple[str, str]]:
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
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "CRESCENT_SITE_URL": ""}
        subprocess.run(
            [PYTHON, "-m", "mkdocs", "build", "-q", "-d", str(site)], cwd=ROOT, env=env, check=True
        )
        with served(site, compress=True) as base:
            for locale in ("en", "ca"):
                for page in PAGES:
                    url = f"{base}/{locale}/{page}"
                    runs = [lighthouse(binary, url, Path(tmp) / "report.json") for _ in range(RUNS)]
                    rows.append((f"Lighthouse /{locale}/{page} (mobile)", summary(runs)))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the solver and Lighthouse")
    parser.add_argument("--pages", action="store_true", help="only Lighthouse")
    args = parser.parse_args()
    if args.pages:
        for name, value in lighthouse_rows():
            print(f"{name}: {value}")
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
        rows += [("pages", value) for value in (f"{n}: {v}" for n, v in lighthouse_rows())]
    width = max(len(area) for area, _ in rows)
    print(f"{'area':<{width}} | measure")
    print(f"{'-' * width}-+-{'-' * 60}")
    for area, value in rows:
        print(f"{area:<{width}} | {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
