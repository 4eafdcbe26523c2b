"""The picture of a position: an inline SVG horseshoe that needs no JavaScript.

Piles 1-4 run up the left side, 5-12 across the top from left to right, and 13-16 down the
right side; the foundations sit in the centre, the Aces' row above the Kings' row. Under
each pile: its number and its card count. Colours come from CSS classes (diagram.css), so
the picture follows Material's light and dark schemes and prints.
"""

from __future__ import annotations

import html

from crescent_docs.engine import FOUNDATIONS, PILES, Card, Position, Suit
from crescent_docs.i18n.wording import Wording

__all__ = ["PILE_SLOTS", "svg_diagram"]

CARD_W, CARD_H = 44, 60
CELL_W, CELL_H = 56, 92
MARGIN = 8


def _slots() -> dict[int, tuple[int, int]]:
    """Pile number -> (column, row) on a 10 x 5 grid."""
    slots: dict[int, tuple[int, int]] = {}
    for i in range(4):
        slots[1 + i] = (0, 4 - i)  # up the left side
        slots[13 + i] = (9, 1 + i)  # down the right side
    for i in range(8):
        slots[5 + i] = (1 + i, 0)  # across the top
    return slots


PILE_SLOTS = _slots()
_RED = (Suit.HEARTS, Suit.DIAMONDS)


def _card(x: float, y: float, card: Card | None, wording: Wording, base: bool = False) -> str:
    if card is None:
        return (
            f'<rect class="crescent-slot" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
            f'rx="4"/>'
        )
    tone = "red" if card.suit in _RED else "black"
    label = html.escape(wording.short(card))
    classes = f"crescent-card crescent-card--{tone}" + (" crescent-card--base" if base else "")
    return (
        f'<g class="{classes}">'
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4"/>'
        f'<text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 6}" text-anchor="middle">{label}</text>'
        f"</g>"
    )


def svg_diagram(position: Position, wording: Wording, *, label: str, describedby: str) -> str:
    """The SVG of ``position``; ``label`` names it, ``describedby`` is the textual diagram's id."""
    width = 10 * CELL_W + 2 * MARGIN
    height = 5 * CELL_H + 2 * MARGIN
    parts = [
        f'<svg class="crescent-diagram__picture" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{html.escape(label)}" aria-describedby="{describedby}" '
        f'xmlns="http://www.w3.org/2000/svg">'
    ]
    for pile in PILES:
        column, row = PILE_SLOTS[pile.number]
        x: float = MARGIN + column * CELL_W + (CELL_W - CARD_W) / 2
        y: float = MARGIN + row * CELL_H
        cards = position.piles[pile.index]
        parts.append(_card(x, y, cards[-1] if cards else None, wording))
        number = html.escape(wording.text("picture.pile-caption", number=pile.number))
        count = html.escape(wording.text("picture.count-caption", count=len(cards)))
        parts.append(
            f'<text class="crescent-caption crescent-caption--pile" x="{x + CARD_W / 2}" '
            f'y="{y + CARD_H + 13}" text-anchor="middle">{number}</text>'
            f'<text class="crescent-caption" x="{x + CARD_W / 2}" y="{y + CARD_H + 26}" '
            f'text-anchor="middle">{count}</text>'
        )
    for foundation in FOUNDATIONS:
        row_f = 1.4 if foundation.ascending else 2.6
        x = MARGIN + (3 + foundation.suit.index) * CELL_W + (CELL_W - CARD_W) / 2
        y = MARGIN + row_f * CELL_H
        held = position.foundations[foundation.index]
        parts.append(_card(x, y, position.top(foundation), wording, base=held == 1))
        caption = html.escape(wording.text("picture.count-caption", count=held))
        parts.append(
            f'<text class="crescent-caption" x="{x + CARD_W / 2}" y="{y + CARD_H + 13}" '
            f'text-anchor="middle">{caption}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)
