"""Locale-aware wording of the game: card names, counts, ordinals, places.

Every form comes from the catalog (message contexts, CLDR plurals and ordinals through
Babel), never from code per language. A message that falls back to English comes with its
English marked (see :mod:`~crescent_docs.i18n.fallback`): where the words become HTML,
``html_text`` gives that English its ``lang``.
"""

from __future__ import annotations

from crescent_docs.engine import Card, Foundation, Pile, Place

from .catalog import Messages
from .fallback import isolate

__all__ = ["Wording", "rank_key"]

_WORD_RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}


def rank_key(messages: Messages, rank: int, case: str = "the") -> str:
    """The key of a card's form of ``rank`` in ``case`` (``the``, ``object``): its own
    (``card.the.A``, ``card.the.8``), or ``card.<case>.number`` for a number rank whose
    case has no per-rank keys. A per-rank key left empty by the catalog resolves to its
    family in :meth:`Messages.lookup`."""
    word = _WORD_RANKS.get(rank)
    if word is not None:
        return f"card.{case}.{word}"
    own = f"card.{case}.{rank}"
    return own if own in messages.strings else f"card.{case}.number"


class Wording:
    """The words of one locale for the things of the game."""

    def __init__(self, messages: Messages) -> None:
        self.messages = messages
        #: Whether the locale is written right to left (CLDR): its card names are then
        #: isolated, left to right (:func:`~crescent_docs.i18n.fallback.isolate`).
        self.rtl = messages.locale.text_direction == "rtl"

    @property
    def ltr_attribute(self) -> str:
        """`` dir="ltr"`` for an element drawn left to right (what copies the board: the
        legend's badges and caption) in a right-to-left locale; nothing in a left-to-right
        one."""
        return ' dir="ltr"' if self.rtl else ""

    def text(self, key: str, **params: object) -> str:
        """A keyed message with its placeholders filled, its English fallback marked."""
        return self.messages.marked(key, **params)

    def plural(self, key: str, n: int, **params: object) -> str:
        """A keyed plural message for ``n``, its English fallback marked."""
        return self.messages.marked_plural(key, n, **params)

    def _rank_short(self, card: Card) -> str:
        token = _WORD_RANKS.get(card.rank)
        return self.text(f"rank.short.{token}") if token else str(card.rank)

    def _rank_long(self, card: Card) -> str:
        token = _WORD_RANKS.get(card.rank)
        return self.text(f"rank.long.{token}") if token else str(card.rank)

    def suit(self, card: Card) -> str:
        return self.text(f"suit.name.{card.suit.value}")

    def short(self, card: Card) -> str:
        """The short form, for example ``A♠`` (ca ``R♠`` for the King): in a right-to-left
        locale, isolated as a run that reads left to right."""
        short = self.text("card.short", rank=self._rank_short(card), symbol=card.suit.symbol)
        return isolate(short) if self.rtl else short

    def narrative(self, card: Card) -> str:
        """The form used when a move is told (hr ``pik A``)."""
        return self.text(
            "card.narrative",
            short=self.short(card),
            rank=self._rank_short(card),
            suit=self.suit(card),
            symbol=card.suit.symbol,
        )

    def long(self, card: Card) -> str:
        """The long form of the textual diagrams, for example ``ace of diamonds``."""
        suit = self.text(f"suit.of.{card.suit.value}")
        return self.text("card.long", rank=self._rank_long(card), suit=suit)

    def the(self, card: Card, form: str, case: str | None = None) -> str:
        """``form`` (a card's short or narrative form) with its article (ca ``l’A♠``): as a
        subject, or in the ``object`` case context (after a verb or "onto": de ``den K♠``).
        A number card takes its own rank's form where the catalog gives one (it ``l’8♥``),
        else the family's (``card.the.number``: it ``il 7♥``)."""
        return self.text(rank_key(self.messages, card.rank, case or "the"), card=form)

    def ordinal(self, n: int) -> str:
        """``10th`` (ca ``10è``, hr ``10.``), by the locale's CLDR ordinal category."""
        category = self.messages.locale.ordinal_form(n)
        return self.text(f"ordinal.{category}", n=n)

    def cards(self, n: int) -> str:
        """``1 card``, ``5 cards`` (hr ``1 karta``, ``2 karte``, ``5 karata``)."""
        return self.plural("count.cards", n)

    def foundation(self, foundation: Foundation, case: str | None = None) -> str:
        """A foundation's name: as a label, or in a sentence's ``case`` context, ``from``
        (where a card leaves it) or ``to`` (where a card arrives), for case languages."""
        return self.text(f"foundation.{case}.{foundation}" if case else f"foundation.{foundation}")

    def pile(self, pile: Pile) -> str:
        return self.text("pile.name", number=pile.number)

    def place(self, place: Place) -> str:
        return self.pile(place) if isinstance(place, Pile) else self.foundation(place)
