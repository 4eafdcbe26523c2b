"""``crescent-docs check-example``: replay an example game file and report on it.

Prints the move numbers where the redeals fall and the result; with ``--jsonl``, prints
instead every position of the game in the engine's JSON form, one a line (the deal first).
A bad file prints one clear message, naming the file and the line or the move, and exits
with status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from crescent_docs.example import ExampleError, Replay, load_example, replay

__all__ = ["DEFAULT_FILE", "HELP", "configure", "report", "run"]

HELP = "replay an example game file: its redeals and result, or every position (--jsonl)"

DEFAULT_FILE = Path("docs/examples/won-game.toml")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        default=DEFAULT_FILE,
        metavar="FILE",
        help=f"the example file (default: {DEFAULT_FILE})",
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help="print every position in the engine's JSON form, one a line",
    )


def report(game: Replay) -> list[str]:
    """The lines ``check-example`` prints for a replayed game."""
    lines = [f"{game.example.path}: {game.moves} moves, {len(game.redeals)} redeals"]
    for number, after in enumerate(game.redeals, start=1):
        lines.append(f"redeal {number}: after move {after}")
    end = game.end
    left = f"{end.redeals_left} redeal{'s' if end.redeals_left != 1 else ''} left"
    lines.append(f"result: {game.status.value} after move {game.moves}, {left}")
    return lines


def run(args: argparse.Namespace) -> int:
    try:
        game = replay(load_example(args.file))
    except ExampleError as error:
        print(f"check-example: {error}", file=sys.stderr)
        return 1
    if args.jsonl:
        for position in game.positions:
            print(json.dumps(position.to_json(), ensure_ascii=False, separators=(",", ":")))
    else:
        print("\n".join(report(game)))
    return 0
