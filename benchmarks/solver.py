"""How well the solver plays, in Python and in JS: ``.venv/bin/python benchmarks/solver.py``.

Solves the deals of game numbers 1-200 (``--first``/``--last``, or ``--games 53,129``, for a
subset) with a fixed budget per deal, with the Python solver and with its JS twin (node runs
``benchmarks/solver.mjs``), and prints side by side how many were won, proven unwinnable and
left undecided, and the median and maximum time and nodes per deal. The budget is 2 seconds
a deal (``--seconds``); a time budget wins less on a busy machine, so ``--nodes N`` adds a
node budget, and with ``--seconds 0`` the node budget alone makes the run the same on every
machine (and the two solvers' answers identical). ``--jobs 2`` solves two deals at a time
(each deal still gets its whole budget); ``--only python`` or ``--only js`` runs one side.
``--within 30000,45000`` adds how many deals were decided within each node count: with
``--seconds 0`` a run stops only at its node budget, so one run at the largest gives the
counts of a run at each of them. ``--clock cpu`` counts the seconds of a deal in CPU time
of the process that solves it, not on the wall clock: on a machine that others load, each
deal still gets 2 seconds of a core (the figures then read as on an idle 2-core machine).
The Python solver is the one the package imports: compiled with mypyc when ``make setup``
built it from the current sources, pure Python otherwise; ``--pure`` runs pure Python, and
the table's first line says which ran.
``--weight`` prints only the weight of the solver's worker (``solver.js`` and
``worker.js``, gzipped as a server sends them), fetched only when a player asks for a hint
or a verdict, so not part of the page's initial weight.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial
from pathlib import Path

from crescent_docs import solving as solvers
from crescent_docs.engine import deal

solvers.install()  # the compiled solver, when it is current
from crescent_docs.engine import solver as chosen  # noqa: E402 - chosen by install()

ROOT = Path(__file__).resolve().parent.parent
WORKER_FILES = ("solver.js", "worker.js")
WORKER_BUDGET = 15 * 1024  # bytes, gzipped


def weight() -> None:
    """Print the worker's weight against its budget."""
    total = 0
    for name in WORKER_FILES:
        raw = (ROOT / "crescent_docs" / "player" / name).read_bytes()
        packed = len(gzip.compress(raw, compresslevel=9, mtime=0))
        total += packed
        print(f"worker weight: {name:<10} {len(raw):>7,} B raw {packed:>7,} B gzipped")
    verdict = "within" if total <= WORKER_BUDGET else "OVER"
    print(f"worker weight: together {total:,} B gzipped, {verdict} the {WORKER_BUDGET:,} B budget")


Row = tuple[int, str, float, int, int, int]  # game, verdict, seconds, nodes, restarts, moves


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def python_solver(pure: bool) -> str:
    """Which Python solver runs, in words."""
    if solvers.is_compiled(chosen) and not pure:
        return "compiled with mypyc"
    if solvers.is_compiled(chosen):
        return "pure Python (--pure)"
    return "pure Python (not compiled: make setup compiles it with mypyc)"


def run_one(
    number: int, seconds: float, nodes: int | None, seed: int, clock: str, pure: bool = False
) -> Row:
    budget = seconds if seconds > 0 else None
    solve = solvers.pure().solve if pure else chosen.solve
    result = solve(
        deal(number), max_seconds=budget, max_nodes=nodes, seed=seed, clock=CLOCKS[clock]
    )
    return number, result.verdict, result.seconds, result.nodes, result.restarts, result.moves


def python_rows(
    numbers: list[int],
    seconds: float,
    nodes: int | None,
    seed: int,
    jobs: int,
    clock: str,
    pure: bool = False,
) -> list[Row]:
    count = len(numbers)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(
            pool.map(
                run_one,
                numbers,
                [seconds] * count,
                [nodes] * count,
                [seed] * count,
                [clock] * count,
                [pure] * count,
            )
        )


def js_rows(
    numbers: list[int], seconds: float, nodes: int | None, seed: int, jobs: int, clock: str
) -> list[Row]:
    def run(share: list[int]) -> list[Row]:
        command = ["node", "benchmarks/solver.mjs", str(seconds), str(nodes or 0), str(seed)]
        command += [clock]
        done = subprocess.run(
            [*command, *map(str, share)], cwd=ROOT, capture_output=True, text=True, check=True
        )
        rows = [json.loads(line) for line in done.stdout.splitlines()]
        return [
            (r["game"], r["verdict"], r["seconds"], r["nodes"], r["restarts"], r["moves"])
            for r in rows
        ]

    shares = [numbers[k::jobs] for k in range(jobs)]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        rows = [row for part in pool.map(run, shares) for row in part]
    return sorted(rows)


def summary(rows: list[Row], wall: float, within: list[int]) -> list[str]:
    """The figures of one side, one cell a line, in the order of LABELS, then how many
    deals were decided within each node count of ``within``."""
    count = len(rows)
    won = sum(1 for row in rows if row[1] == "won")
    proven = sum(1 for row in rows if row[1] == "unwinnable")
    times = [row[2] for row in rows]
    nodes = [row[3] for row in rows]
    return [
        f"{won} ({100 * won / count:.1f}%)",
        str(proven),
        str(count - won - proven),
        f"{100 * (won + proven) / count:.1f}%",
        f"{statistics.median(times):.2f} s",
        f"{max(times):.2f} s",
        f"{statistics.median(nodes):.0f}",
        f"{max(nodes)}",
        f"{wall:.1f} s",
        *(
            str(sum(1 for row in rows if row[1] != "not found" and row[3] <= limit))
            for limit in within
        ),
    ]


LABELS = (
    "won",
    "proven unwinnable",
    "undecided",
    "decided",
    "time per deal, median",
    "time per deal, max",
    "nodes per deal, median",
    "nodes per deal, max",
    "wall time",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1, help="first game number (1)")
    parser.add_argument("--last", type=int, default=200, help="last game number (200)")
    parser.add_argument(
        "--games", help="game numbers to solve instead, separated by commas (53,129,176)"
    )
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="time budget per deal (2 s; 0: none)"
    )
    parser.add_argument("--nodes", type=int, default=None, help="node budget per deal (none)")
    parser.add_argument("--seed", type=int, default=0, help="the solver's seed (0)")
    parser.add_argument("--jobs", type=int, default=1, help="deals solved at a time (1)")
    parser.add_argument("--only", choices=("python", "js"), help="run one solver only")
    parser.add_argument(
        "--pure", action="store_true", help="run the Python solver as pure Python, not compiled"
    )
    parser.add_argument(
        "--clock",
        choices=tuple(CLOCKS),
        default="wall",
        help="what a second of the budget is: wall-clock time, or CPU time (wall)",
    )
    parser.add_argument(
        "--within",
        help="also count the deals decided within each of these node counts, separated by "
        "commas (30000,45000,60000): with --seconds 0, the counts a run with each of them as "
        "its node budget would give",
    )
    parser.add_argument("--verbose", "-v", action="store_true", help="one line per deal")
    parser.add_argument("--weight", action="store_true", help="only the worker's weight")
    args = parser.parse_args(argv)
    if args.weight:
        weight()
        return 0
    if args.seconds <= 0 and args.nodes is None:
        parser.error("--seconds 0 needs --nodes")
    within: list[int] = []
    if args.within:
        try:
            within = [int(text) for text in args.within.split(",")]
        except ValueError:
            parser.error(f"--within: {args.within!r} is not a list of node counts such as 30000")
    numbers = list(range(args.first, args.last + 1))
    if args.games:
        try:
            numbers = [int(text) for text in args.games.split(",")]
        except ValueError:
            parser.error(f"--games: {args.games!r} is not a list of game numbers such as 53,129")
        if any(number < 1 for number in numbers):
            parser.error("--games: game numbers start at 1")
    sides: list[tuple[str, Callable[..., list[Row]]]] = [
        ("Python", partial(python_rows, pure=args.pure)),
        ("JS", js_rows),
    ]
    if args.only:
        sides = [side for side in sides if side[0].lower() == args.only]
    columns: list[tuple[str, list[str]]] = []
    for name, runner in sides:
        started = time.perf_counter()
        rows = runner(numbers, args.seconds, args.nodes, args.seed, args.jobs, args.clock)
        wall = time.perf_counter() - started
        if args.verbose:
            for number, verdict, seconds, nodes, restarts, moves in rows:
                print(
                    f"{name:6s} {number:4d} {verdict:10s} {seconds:6.2f} s {nodes:8d} nodes "
                    f"{restarts:5d} restarts {moves:4d} moves"
                )
        columns.append((name, summary(rows, wall, within)))
    budget = [f"{args.seconds:g} s ({args.clock} clock)"] if args.seconds > 0 else []
    budget += [f"{args.nodes} nodes"] if args.nodes is not None else []
    games = args.games or f"{args.first}-{args.last}"
    print(
        f"solver on game numbers {games}: budget per deal "
        f"{' and '.join(budget)}, seed {args.seed}, {args.jobs} at a time"
    )
    if any(name == "Python" for name, _ in columns):
        print(f"Python solver: {python_solver(args.pure)}")
    labels = [*LABELS, *(f"decided within {limit:,} nodes" for limit in within)]
    width = max(len(label) for label in labels) + 2
    print(" " * width + "".join(f"{name:>16s}" for name, _ in columns))
    for k, label in enumerate(labels):
        print(f"{label:{width}s}" + "".join(f"{cells[k]:>16s}" for _, cells in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
