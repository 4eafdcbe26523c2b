"""Moves and redeals told in words, for one locale, from the positions around them."""

from __future__ import annotations

from crescent_docs.engine import Move, Pile, Position
from crescent_docs.i18n.wording import Wording

__all__ = [
    "narrate_at",
    "narrate_redeal_change",
    "narrate_redeal_top",
    "narrate_step",
    "narrate_uncovered",
]


def narrate_step(before: Position, move: Move, wording: Wording, *, player: bool = False) -> str:
    """``the A♠ on pile 10 goes onto the K♠ on pile 14`` (ca ``l’A♠ de la pila 10 …``): the
    cards in their narrative form (hr ``pik A``) on the pages, and in short form, as its
    board shows them, in the player's messages (``player``)."""
    source, destination = move.source, move.destination
    form = wording.short if player else wording.narrative
    card = before.piles[source.index][-1] if isinstance(source, Pile) else before.top(source)
    the_card = wording.the(card, form(card))
    if isinstance(destination, Pile):
        target = before.piles[destination.index][-1]
        assert isinstance(source, Pile)
        return wording.text(
            "narration.pile-to-pile",
            card=the_card,
            source=source.number,
            target=wording.the(target, form(target), "object"),
            destination=destination.number,
        )
    if isinstance(source, Pile):
        return wording.text(
            "narration.pile-to-foundation",
            card=the_card,
            source=source.number,
            foundation=wording.foundation(destination, "to"),
        )
    return wording.text(
        "narration.foundation-to-foundation",
        card=the_card,
        source=wording.foundation(source, "from"),
        destination=wording.foundation(destination, "to"),
    )


def narrate_uncovered(after: Position, move: Move, then: Move | None, wording: Wording) -> str:
    """Why a move from a pile to a pile is played: ``It uncovers the Q♣.``, or ``It uncovers
    the Q♣ for the next move.`` when ``then``, the next step's move, plays that card; ""
    for a move to a foundation, or one that empties its pile."""
    source = move.source
    if not isinstance(move.destination, Pile) or not isinstance(source, Pile):
        return ""
    pile = after.piles[source.index]
    if not pile:
        return ""
    card = pile[-1]
    nxt = then is not None and then.source == source
    key = "narration.uncovers-next" if nxt else "narration.uncovers"
    the_card = wording.the(card, wording.narrative(card), "object")
    return wording.text(key, card=the_card)


def narrate_at(number: int, before: Position, move: Move, wording: Wording) -> str:
    """``on the 10th move, the A♠ on pile 10 goes onto the K♠ on pile 14``."""
    step = narrate_step(before, move, wording)
    return wording.text("narration.at-move", ordinal=wording.ordinal(number), step=step)


def narrate_redeal_change(before: Position, after: Position, pile: Pile, wording: Wording) -> str:
    """``pile 1 goes from 2♥ 9♣ J♦ J♦ (bottom to top) to 9♣ J♦ J♦ 2♥``."""
    return wording.text(
        "narration.redeal-change",
        pile=pile.number,
        before=" ".join(wording.short(c) for c in before.piles[pile.index]),
        after=" ".join(wording.short(c) for c in after.piles[pile.index]),
    )


def narrate_redeal_top(after: Position, pile: Pile, wording: Wording) -> str:
    """The card a redeal brought to the top of ``pile``, with its article: ``the 2♥``."""
    card = after.piles[pile.index][-1]
    return wording.the(card, wording.short(card))
