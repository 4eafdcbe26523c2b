"""How fast the rules engine plays: run ``.venv/bin/python benchmarks/engine.py``.

Prints the random-playout throughput (actions per second over fixed, seeded games: moves
legal or not, taps, drops, undos and redeals) and the median time to list every legal move
in a mid-game position (microseconds).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from crescent_docs.engine import PILES, Game, Move, Status, deal
from crescent_docs.engine.places import PLACES


def playout(number: int, actions: int, rng: random.Random) -> int:
    """Random actions in game ``number``; how many were done."""
    game = Game(deal(number))
    done = 0
    for _ in range(actions):
        roll = rng.random()
        if roll < 0.45:
            legal = game.legal_moves()
            if legal:
                game.move(rng.choice(legal))
        elif roll < 0.60:
            game.move(Move(rng.choice(PLACES), rng.choice(PLACES)))
        elif roll < 0.70:
            game.tap(rng.choice(PILES))
        elif roll < 0.80:
            game.drop(rng.choice(PLACES))
        elif roll < 0.97:
            game.undo()
        else:
            game.redeal()
        done += 1
        if game.status is not Status.PLAYING:
            break
    return done


def mid_game(number: int, rng: random.Random, moves: int = 12) -> Game:
    game = Game(deal(number))
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.move(rng.choice(legal))
    return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="seeded games played (100)")
    parser.add_argument("--actions", type=int, default=200, help="actions per game (200)")
    parser.add_argument("--samples", type=int, default=2000, help="legal-move listings (2000)")
    args = parser.parse_args(argv)

    rng = random.Random(20240601)
    started = time.perf_counter()
    total = sum(playout(number, args.actions, rng) for number in range(1, args.games + 1))
    elapsed = time.perf_counter() - started
    print(f"random playouts: {total:,} actions in {args.games} games, {elapsed:.2f} s")
    print(f"throughput: {total / elapsed:,.0f} actions/s")

    number = 7
    game = mid_game(number, random.Random(number))
    while not game.legal_moves():  # a position that still has moves to list
        number += 1
        game = mid_game(number, random.Random(number))
    times = []
    for _ in range(args.samples):
        t0 = time.perf_counter_ns()
        legal = game.legal_moves()
        times.append((time.perf_counter_ns() - t0) / 1000)
    print(
        f"legal moves in a mid-game position (game {number}, {game.moves} moves,"
        f" {len(legal)} legal):"
        f" median {statistics.median(times):.1f} µs"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
