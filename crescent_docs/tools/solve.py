"""``crescent-docs solve``: search for a winning line from a deal or a position.

``crescent-docs solve CR1-N-AAAAAAB`` solves the deal of a game code (a bare game number
works too); ``--position FILE`` reads a position in the engine's JSON form instead. Prints
the verdict (won, not found within the budget, or proven unwinnable when the search was
exhaustive) and the winning line in the example files' notation, one step a line.
Exit status: 0 when a win was found, 2 when none was, 1 on bad input.
"""

from __future__ import annotations

import argparse
import math
import stat
import sys
from pathlib import Path

from crescent_docs.engine import CodeError, GameCode, Position, PositionError, deal
from crescent_docs.engine.position import MAX_JSON_CHARS
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
        "--seconds", type=seconds, default=10.0, help="the time budget in seconds (10)"
    )
    parser.add_argument(
        "--nodes",
        type=count,
        default=None,
        help="a node budget (default: none; deterministic)",
    )
    parser.add_argument("--seed", type=whole, default=0, help="the solver's random seed (0)")
    parser.add_argument(
        "--raw", action="store_true", help="print the line as found, without tidying it"
    )
    parser.add_argument(
        "--example",
        action="store_true",
        help="print the won game as an example file (deal and moves) instead; needs a deal",
    )


def _ascii_digits(text: str) -> bool:
    """True for ASCII digits only: not "１２３" or "٣", which ``str.isdigit`` accepts."""
    return text.isascii() and text.isdigit()


def whole(text: str) -> int:
    """A whole number written in ASCII digits, with an optional minus sign."""
    if not _ascii_digits(text.removeprefix("-")):
        raise argparse.ArgumentTypeError(f"{text[:80]!r} is not a whole number (digits 0-9)")
    return int(text)


def count(text: str) -> int:
    """A positive whole number written in ASCII digits."""
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return value


def seconds(text: str) -> float:
    """A finite, positive number of seconds, written in ASCII."""
    try:
        value = float(text) if text.isascii() else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(
            f"{text[:80]!r} is not a finite, positive number of seconds"
        )
    return value


def read_position(path: Path) -> Position:
    """The position in the JSON file at ``path``; a bad file raises ValueError naming it.
    No more than the longest position's worth of bytes is read."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise ValueError(f"{path}: not a regular file: expected a position in JSON")
        with Path(path).open("rb") as handle:
            data = handle.read(MAX_JSON_CHARS * 4 + 1)  # 4 bytes at most per character
    except OSError as error:
        raise ValueError(f"{path}: cannot read the file: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise ValueError(f"{path}: line {line}: the file is not UTF-8 text") from None
    try:
        return Position.from_json_text(text.removeprefix("\ufeff"))
    except PositionError as error:
        raise ValueError(f"{path}: {error}") from None


def _start(args: argparse.Namespace) -> tuple[str, Position]:
    if args.position is not None:
        path: Path = args.position
        return str(path), read_position(path)
    text: str = args.code.strip()
    if text.isdigit() and not text.isascii():
        raise ValueError(f"{text[:80]!r}: a game number is written with the digits 0-9")
    try:
        code = GameCode(int(text)) if _ascii_digits(text) else GameCode.parse(text)
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
