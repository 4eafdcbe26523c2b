"""Small positions built from a few piles, for the engine tests (see the table fixture)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from crescent_docs.engine import FOUNDATIONS, Position

Table = Callable[..., Position]


def build_position(
    piles: Mapping[int, str] | None = None,
    foundations: Mapping[str, str] | None = None,
    *,
    redeals_left: int = 3,
    moves: int = 0,
) -> Position:
    piles = piles or {}
    foundations = foundations or {}
    tops = [
        foundations.get(str(f), ("A" if f.ascending else "K") + f.suit.value) for f in FOUNDATIONS
    ]
    return Position.from_json(
        {
            "piles": [piles.get(n, "").split() for n in range(1, 17)],
            "foundations": tops,
            "redeals_left": redeals_left,
            "moves": moves,
            "partial": True,
        }
    )
