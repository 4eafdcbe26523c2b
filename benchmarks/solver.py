"""How well the solver plays: run ``.venv/bin/python benchmarks/solver.py``.

Solves the deals of game numbers 1-200 (``--first``/``--last`` for a subset) with a fixed
budget per deal, and prints the share won, how many were proven unwinnable, and the median
and maximum time per deal. The budget is 2 seconds a deal (``--seconds``); a time budget
wins less on a busy machine, so ``--nodes N`` adds a node budget, and with
``--seconds 0`` the node budget alone makes the run the same on every machine.
``--jobs 2`` solves two deals at a time (each deal still gets its whole budget).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from crescent_docs.engine import deal
from crescent_docs.engine.solver import solve

Row = tuple[int, str, float, int, int, int]


def run_one(number: int, seconds: float, nodes: int | None, seed: int) -> Row:
    budget = seconds if seconds > 0 else None
    result = solve(deal(number), max_seconds=budget, max_nodes=nodes, seed=seed)
    return number, result.verdict, result.seconds, result.nodes, result.restarts, result.moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1, help="first game number (1)")
    parser.add_argument("--last", type=int, default=200, help="last game number (200)")
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="time budget per deal (2 s; 0: none)"
    )
    parser.add_argument("--nodes", type=int, default=None, help="node budget per deal (none)")
    parser.add_argument("--seed", type=int, default=0, help="the solver's seed (0)")
    parser.add_argument("--jobs", type=int, default=1, help="deals solved at a time (1)")
    parser.add_argument("--verbose", "-v", action="store_true", help="one line per deal")
    args = parser.parse_args(argv)
    numbers = range(args.first, args.last + 1)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        count = len(numbers)
        rows = list(
            pool.map(
                run_one,
                numbers,
                [args.seconds] * count,
                [args.nodes] * count,
                [args.seed] * count,
            )
        )
    wall = time.perf_counter() - started
    if args.verbose:
        for number, verdict, seconds, nodes, restarts, moves in rows:
            print(
                f"{number:4d} {verdict:10s} {seconds:6.2f} s {nodes:8d} nodes "
                f"{restarts:5d} restarts {moves:4d} moves"
            )
    times = [row[2] for row in rows]
    won = sum(1 for row in rows if row[1] == "won")
    proven = sum(1 for row in rows if row[1] == "unwinnable")
    print(f"deals: {len(rows)} (game numbers {args.first}-{args.last})")
    budget = [f"{args.seconds:g} s"] if args.seconds > 0 else []
    budget += [f"{args.nodes} nodes"] if args.nodes is not None else []
    print(f"budget per deal: {' and '.join(budget) or 'none'}, seed {args.seed}, ", end="")
    print(f"{args.jobs} at a time")
    print(f"won: {won} ({100 * won / len(rows):.1f}%)")
    print(f"proven unwinnable: {proven}")
    print(f"not found within the budget: {len(rows) - won - proven}")
    print(f"time per deal: median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    print(f"wall time: {wall:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
