"""The textual diagram of a position: the accessible description, in the published format.

Foundations first (ascending ♠ ♥ ♦ ♣, then descending ♠ ♥ ♦ ♣), each as
"<foundation>: <card> on top, <n> cards"; then piles 1-16, each as
"pile <n>: <n> cards, <card> on top", or in words when empty.
"""

from __future__ import annotations

from crescent_docs.engine import FOUNDATIONS, PILES, Position
from crescent_docs.i18n.wording import Wording

__all__ = ["text_diagram"]


def text_diagram(position: Position, wording: Wording) -> str:
    separator = wording.text("diagram.separator")
    foundations = separator.join(
        wording.text(
            "diagram.foundation",
            foundation=wording.foundation(foundation),
            card=wording.long(position.top(foundation)),
            count=wording.cards(position.foundations[foundation.index]),
        )
        for foundation in FOUNDATIONS
    )
    piles = []
    for pile in PILES:
        cards = position.piles[pile.index]
        if cards:
            piles.append(
                wording.text(
                    "diagram.pile",
                    number=pile.number,
                    count=wording.cards(len(cards)),
                    card=wording.long(cards[-1]),
                )
            )
        else:
            piles.append(wording.text("diagram.pile-empty", number=pile.number))
    return wording.text("diagram.whole", foundations=foundations, piles=separator.join(piles))
