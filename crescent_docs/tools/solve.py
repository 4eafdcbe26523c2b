"""``crescent-docs solve``: search for a winning line from a deal or a position.

``crescent-docs solve CR1-N-AAAAAAB`` solves the deal of a game code (a bare game number
works too); ``--position FILE`` reads a position in the engine's JSON form instead. Prints
the verdict (won, not found within the budget, or proven unwinnable when the search was
exhaustive) and the winning line in the example files' notation, one step a line.
Exit status: 0 when a win was found, 2 when none was, 1 on bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from crescent_docs.engine import CodeError, GameCode, Position, PositionError, deal
from crescent_docs.engine.solver import REDEAL, SolveResult, solve, tidy_line
from crescent_docs.example.writer import format_example

__all__ = ["HELP", "configure", "describe", "run"]

HELP = "search for a winning line from a game code or a position (JSON)"


def configure(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("code", nargs="?", metavar="CODE", help="a game code or game number")
    source.add_argument(
        "--position", type=Path, metavar="FILE", help="a position in the engine's JSON form"
    )
    parser.add_argument(
        "--seconds", type=float, default=10.0, help="the time budget in seconds (10)"
    )
    parser.add_argument(
        "--nodes", type=int, default=None, help="a node budget (default: none; deterministic)"
    )
    parser.add_argument("--seed", type=int, default=0, help="the solver's random seed (0)")
    parser.add_argument(
        "--raw", action="store_true", help="print the line as found, without tidying it"
    )
    parser.add_argument(
        "--example",
        action="store_true",
        help="print the won game as an example file (deal and moves) instead; needs a deal",
    )


def _start(args: argparse.Namespace) -> tuple[str, Position]:
    if args.position is not None:
        path: Path = args.position
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            raise ValueError(f"{path}: cannot read the file: {error.strerror or error}") from None
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}: line {error.lineno}: not valid JSON: {error.msg}") from None
        try:
            return str(path), Position.from_json(data)
        except PositionError as error:
            raise ValueError(f"{path}: {error}") from None
    text: str = args.code.strip()
    try:
        code = GameCode(int(text)) if text.isdigit() else GameCode.parse(text)
    except CodeError as error:
        raise ValueError(str(error)) from None
    return str(code), deal(code)


def describe(name: str, result: SolveResult) -> str:
    """The verdict line ``solve`` prints."""
    spent = f"{result.nodes} nodes, {result.restarts} restarts, {result.seconds:.2f} s"
    if result.won:
        return f"{name}: won in {result.moves} moves and {result.redeals} redeals ({spent})"
    if result.exhaustive:
        return f"{name}: unwinnable: the search was exhaustive and found no win ({spent})"
    return (
        f"{name}: not found within the budget ({spent}); the search was not exhaustive, "
        "so a win may still exist"
    )


def run(args: argparse.Namespace) -> int:
    try:
        name, position = _start(args)
    except ValueError as error:
        print(f"solve: {error}", file=sys.stderr)
        return 1
    if args.example and (position.moves or position.partial or position.redeals_left != 3):
        print("solve: --example needs a deal, not a position in play", file=sys.stderr)
        return 1
    result = solve(position, max_seconds=args.seconds, max_nodes=args.nodes, seed=args.seed)
    line = result.line
    if result.won and not args.raw:
        line = tidy_line(position, line)
    summary = describe(name, result)
    if args.example:
        if not result.won:
            print(summary, file=sys.stderr)
            return 2
        header = [f"The deal of {name}, won by `crescent-docs solve` (seed {args.seed})."]
        print(format_example(position, line, header=header), end="")
        return 0
    print(summary)
    if result.won and line != result.line:
        print(f"(tidied: {sum(1 for s in line if s != REDEAL)} moves)")
    for step in line:
        print(step)
    return 0 if result.won else 2
