"""The solver's shared test vectors: ``tests/vectors/solver.jsonl``.

The Python solver, the reference, writes them; ``tests/js/solver.test.js`` checks that the
JS twin gives the same verdict, the same node and restart counts and the same line, and
``tests/test_solver.py`` that the file is current. Regenerate with
``.venv/bin/python tests/solver_vectors.py`` (``--check`` writes nothing and exits 1 when
the file differs). The format is described in ``tests/vectors/README.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from crescent_docs.engine import Position, deal
from crescent_docs.engine.codes import mulberry32
from crescent_docs.engine.solver import REDEAL, TACTICS, Step, play_line, solve

PATH = Path(__file__).resolve().parent / "vectors" / "solver.jsonl"
SEED = 0x534F4C56  # the small positions' draws
SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def _table(piles: dict[int, str], foundations: dict[str, str], redeals_left: int = 3) -> Any:
    """A partial position's JSON: piles by number, foundations by top card (default: the
    bases, or complete for the suits named in ``foundations`` as ``"done"``)."""
    tops = []
    for direction in ("up", "down"):
        for suit in SUITS:
            name = f"{direction}-{suit}"
            base = "A" if direction == "up" else "K"
            tops.append(foundations.get(name, f"{base}{suit}"))
    return {
        "piles": [piles.get(n, "").split() for n in range(1, 17)],
        "foundations": tops,
        "redeals_left": redeals_left,
        "moves": 0,
        "partial": True,
    }


def _done(*suits: str) -> dict[str, str]:
    """Both foundations of each suit complete."""
    return {f"up-{s}": f"K{s}" for s in suits} | {f"down-{s}": f"A{s}" for s in suits}


def _random_table(words: Iterator[int]) -> Any:
    """A small random endgame: one or two suits in play, the rest complete. The cards left
    of a suit are those its foundations do not hold, dealt onto 2 to 5 piles."""
    draw = lambda n: next(words) % n  # noqa: E731 - a tiny local helper
    in_play = SUITS[: 1 + draw(2)]
    foundations = _done(*(s for s in SUITS if s not in in_play))
    cards: list[str] = []
    for suit in in_play:
        u = 1 + draw(9)  # ascending top: A-9
        d = max(u + 1, 13 - draw(5))  # descending top: K-9, above u
        foundations[f"up-{suit}"] = f"{RANKS[u - 1]}{suit}"
        foundations[f"down-{suit}"] = f"{RANKS[d - 1]}{suit}"
        for rank in range(1, 14):
            copies = 2 - (rank <= u) - (rank >= d)
            cards += [f"{RANKS[rank - 1]}{suit}"] * copies
    for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates
        j = draw(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    count = max(2 + draw(4), -(-len(cards) // 10))  # at most 10 cards a pile
    piles: dict[int, list[str]] = {}
    for k, card in enumerate(cards):
        piles.setdefault(1 + k % count, []).append(card)
    return _table({n: " ".join(p) for n, p in piles.items()}, foundations, draw(4))


#: The 3S over both cards it can go onto in a pile (2S, 4S) and both 7S, with the spades'
#: foundations at 5S and 9S: they take a 3S only once they meet, after the 6S, 7S and 8S.
FROZEN_RUN = {1: "7S 7S 2S 4S 3S", 2: "6S 8S AS", 3: "5S 6S 8S", 4: "9S 10S JS QS KS"}
#: The same, with one 7S on top of a pile: the foundations can meet.
FROZEN_RUN_FREE = {1: "7S 2S 4S 3S", 2: "AS 6S 7S", 3: "5S 6S 8S", 4: "9S 10S JS QS KS 8S"}

#: The hearts' last cards in the wrong order for their foundations (at JH and 4H): the QH
#: and the KH go up, then the AH waits for the 3H under it, with nowhere to go. Nothing
#: is frozen yet, and the spades give the complete search more states than it looks at;
#: the hearts' relaxation alone is lost.
HEARTS_TRAP = {
    1: "3H 2H AH KH QH",
    2: "7S JS QS 6S",
    3: "8S 7S 4S 2S",
    4: "9S 3S 5S 9S",
    5: "KS 4S 6S 8S",
    6: "AS 5S 10S",
}
#: The same hearts in the right order: won.
HEARTS_TRAP_FREE = HEARTS_TRAP | {1: "AH 2H 3H KH QH"}


#: The tactics some cases change: the late runs' settings (``Tactics.late`` and
#: ``Tactics.late_covers``), with a low threshold, so that the vectors hold the twins to
#: the same late runs too; and the relaxation's cap (``Tactics.relaxed``) of an endgame
#: whose relaxed games it cannot decide: 5,000 states a suit take the same path as the
#: solver's 100,000, at a twentieth of the cost.
CHANGED: dict[str, dict[str, Any]] = {
    "deal-3-late": {"late": 4000, "late_covers": [3.0, 30.0, 100.0]},
    "deal-6-late": {"late": 3000, "late_covers": [100.0]},
    "endgame-7": {"relaxed": 5000},
}


def cases() -> Iterator[tuple[str, Any, int, int]]:
    """(name, position JSON, seed, node budget) for every vector."""
    for number in range(1, 13):
        yield f"deal-{number}", deal(number).to_json(), 0, 8000
    yield "deal-6-seed-1", deal(6).to_json(), 1, 8000
    yield "deal-3-late", deal(3).to_json(), 0, 14000
    yield "deal-6-late", deal(6).to_json(), 0, 12000
    yield "won", _table({}, _done(*SUITS)), 0, 1000
    yield "blocked", _table({1: "2S 5S"}, {}, 0), 0, 1000
    yield "no-4S-left", _table({1: "2S 5S", 2: "3S 7S", 3: "6S"}, {}), 0, 1000
    touching = _done("H", "D", "C") | {"up-S": "5S", "down-S": "6S"}
    yield (
        "touching",
        _table({1: "6S 7S 8S 9S 10S JS QS KS", 2: "AS 2S 3S 4S 5S"}, touching),
        0,
        1000,
    )
    hearts_left = _done("S", "D", "C") | {"up-H": "KH", "down-H": "3H"}
    yield "frozen-ace", _table({1: "2H AH"}, hearts_left, 0), 0, 1000
    yield "frozen-ace-redeal", _table({1: "2H AH"}, hearts_left, 1), 0, 1000
    frozen_set = {1: "4S 4S 5S", 2: "6S 6S 7S", 3: "8S 8S 5S 7S"}
    yield "frozen-set", _table(frozen_set, _done("H", "D", "C"), 0), 0, 1000
    yield "frozen-set-redeal", _table(frozen_set, _done("H", "D", "C"), 1), 0, 1000
    spades_left = _done("H", "D", "C") | {"up-S": "5S", "down-S": "9S"}
    yield "frozen-run", _table(FROZEN_RUN, spades_left, 0), 0, 1000
    yield "frozen-run-free", _table(FROZEN_RUN_FREE, spades_left, 0), 0, 1000
    trap = _done("D", "C") | {"up-H": "JH", "down-H": "4H", "up-S": "3S", "down-S": "10S"}
    yield "relaxed-lost", _table(HEARTS_TRAP, trap, 0), 0, 6000
    yield "relaxed-won", _table(HEARTS_TRAP_FREE, trap, 0), 0, 6000
    words = mulberry32(SEED)
    for k in range(40):
        yield f"endgame-{k + 1}", _random_table(words), 0, 6000


def _steps(line: tuple[Step, ...]) -> list[str]:
    return [REDEAL if step == REDEAL else str(step) for step in line]


def records() -> Iterator[dict[str, Any]]:
    yield {"type": "header", "format": "crescent-solver-vectors", "version": 1}
    for name, data, seed, nodes in cases():
        position = Position.from_json(data)
        changed = CHANGED.get(name, {})
        tactics = replace(
            TACTICS,
            **{key: tuple(v) if isinstance(v, list) else v for key, v in changed.items()},
        )
        result = solve(position, max_seconds=None, max_nodes=nodes, seed=seed, tactics=tactics)
        if result.won:
            play_line(position, result.line)  # raises on a step the engine refuses
        yield {
            "type": "case",
            "name": name,
            "position": data,
            "seed": seed,
            "max_nodes": nodes,
            **changed,
            "verdict": result.verdict,
            "exhaustive": result.exhaustive,
            "nodes": result.nodes,
            "restarts": result.restarts,
            "line": _steps(result.line),
        }


def text() -> str:
    return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    fresh = text()
    if args.check:
        current = PATH.read_text(encoding="utf-8") if PATH.exists() else ""
        if current != fresh:
            print(f"{PATH} is not current: run tests/solver_vectors.py", file=sys.stderr)
            return 1
        return 0
    PATH.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
