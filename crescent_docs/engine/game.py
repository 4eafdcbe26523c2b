"""The rules of Crescent, as the app plays them: moves, refusals, redeals, undo, the end.

Every action either changes the game and says what it did, or changes nothing and returns a
:class:`Refusal` with a stable kebab-case :class:`RefusalCode`. When several reasons apply
to a move, the first in this order is given (the order is part of the contract, shared with
the JS twin):

1. ``same-place`` — the source and the destination are the same place;
2. ``empty-source`` — the source pile has no card;
3. ``base-locked`` — the source foundation holds only its base card;
4. ``foundation-to-pile`` — a card never goes back from a foundation to a pile;
5. onto a pile: ``empty-destination``, then ``pile-full``, then ``not-same-suit``,
   then ``not-adjacent-rank``;
6. onto a foundation: ``foundation-complete``, then ``not-same-suit``, then
   ``not-next-card``.

A drop on the foundation area (:meth:`Game.drop`) tries the foundations of the card's suit
other than its source, the ascending one first: when both accept the card it goes to the
ascending one. When none does, the refusal is ``foundation-complete`` if every one tried is
complete, and ``not-next-card`` otherwise.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum, StrEnum

from .cards import Card
from .places import FOUNDATIONS, PILES, PLACES, Direction, Foundation, Move, Pile, Place
from .position import FOUNDATION_SIZE, MAX_PILE, Position, foundation_top

__all__ = ["UNDO_LIMIT", "Game", "Refusal", "RefusalCode", "Selection", "Status"]

UNDO_LIMIT = 100


class RefusalCode(StrEnum):
    """Why an action was refused. The codes are shared with the JS twin and the catalogs."""

    SAME_PLACE = "same-place"
    EMPTY_SOURCE = "empty-source"
    BASE_LOCKED = "base-locked"
    FOUNDATION_TO_PILE = "foundation-to-pile"
    EMPTY_DESTINATION = "empty-destination"
    PILE_FULL = "pile-full"
    NOT_SAME_SUIT = "not-same-suit"
    NOT_ADJACENT_RANK = "not-adjacent-rank"
    FOUNDATION_COMPLETE = "foundation-complete"
    NOT_NEXT_CARD = "not-next-card"
    NO_REDEAL_LEFT = "no-redeal-left"
    NOTHING_TO_UNDO = "nothing-to-undo"


class Status(Enum):
    PLAYING = "playing"
    WON = "won"
    BLOCKED = "blocked"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused action: nothing changed. ``move`` is the refused move, when there is one."""

    code: RefusalCode
    move: Move | None = None

    def __str__(self) -> str:
        return self.code.value if self.move is None else f"{self.move}: {self.code.value}"


@dataclass(frozen=True, slots=True)
class Selection:
    """A tap that moved nothing: the pile is selected, and these places would accept its card."""

    source: Place
    destinations: tuple[Place, ...]


def _adjacent(a: int, b: int) -> bool:
    """Adjacent ranks on a pile, with the wrap: the Ace and the King touch."""
    return (a - b) % 13 in (1, 12)


class Game:
    """A game in progress. ``Game(position)`` starts from any position; see also
    :func:`crescent_docs.engine.codes.deal`."""

    __slots__ = ("_foundations", "_history", "_moves", "_partial", "_piles", "_redeals_left")

    def __init__(self, position: Position) -> None:
        self._piles: list[list[Card]] = [list(pile) for pile in position.piles]
        self._foundations: list[int] = list(position.foundations)
        self._redeals_left = position.redeals_left
        self._moves = position.moves
        self._partial = position.partial
        self._history: deque[Move] = deque(maxlen=UNDO_LIMIT)

    # -- reading --------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return Position._trusted(
            tuple(tuple(pile) for pile in self._piles),
            tuple(self._foundations),
            self._redeals_left,
            self._moves,
            self._partial,
        )

    @property
    def moves(self) -> int:
        return self._moves

    @property
    def redeals_left(self) -> int:
        return self._redeals_left

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves that undo can still take back, oldest first (at most 100)."""
        return tuple(self._history)

    def pile(self, pile: Pile) -> tuple[Card, ...]:
        return tuple(self._piles[pile.index])

    def top(self, place: Place) -> Card | None:
        """The top card of a place, or None for an empty pile."""
        if isinstance(place, Pile):
            cards = self._piles[place.index]
            return cards[-1] if cards else None
        return foundation_top(place, self._foundations[place.index])

    def count(self, place: Place) -> int:
        if isinstance(place, Pile):
            return len(self._piles[place.index])
        return self._foundations[place.index]

    # -- the rules ------------------------------------------------------------------------

    def _source_refusal(self, source: Place) -> RefusalCode | None:
        if isinstance(source, Pile):
            return None if self._piles[source.index] else RefusalCode.EMPTY_SOURCE
        return RefusalCode.BASE_LOCKED if self._foundations[source.index] == 1 else None

    def _destination_refusal(self, card: Card, destination: Place) -> RefusalCode | None:
        if isinstance(destination, Pile):
            pile = self._piles[destination.index]
            if not pile:
                return RefusalCode.EMPTY_DESTINATION
            if len(pile) >= MAX_PILE:
                return RefusalCode.PILE_FULL
            top = pile[-1]
            if top.suit is not card.suit:
                return RefusalCode.NOT_SAME_SUIT
            if not _adjacent(top.rank, card.rank):
                return RefusalCode.NOT_ADJACENT_RANK
            return None
        count = self._foundations[destination.index]
        if count == FOUNDATION_SIZE:
            return RefusalCode.FOUNDATION_COMPLETE
        if card.suit is not destination.suit:
            return RefusalCode.NOT_SAME_SUIT
        top = foundation_top(destination, count)
        step = 1 if destination.ascending else -1
        if card.rank != top.rank + step:
            return RefusalCode.NOT_NEXT_CARD
        return None

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` would be refused, in the documented order; None if it is legal."""
        source, destination = move.source, move.destination
        if source == destination:
            return Refusal(RefusalCode.SAME_PLACE, move)
        code = self._source_refusal(source)
        if code is None and isinstance(source, Foundation) and isinstance(destination, Pile):
            code = RefusalCode.FOUNDATION_TO_PILE
        if code is None:
            card = self.top(source)
            assert card is not None
            code = self._destination_refusal(card, destination)
        return None if code is None else Refusal(code, move)

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

    def _tops(self) -> dict[int, list[int]]:
        """Open piles (1-12 cards) by their top card's index: where a card may go."""
        tops: dict[int, list[int]] = {}
        for index, pile in enumerate(self._piles):
            if 0 < len(pile) < MAX_PILE:
                tops.setdefault(pile[-1].index, []).append(index)
        return tops

    def _destinations(self, source: Place, tops: dict[int, list[int]]) -> tuple[Place, ...]:
        if self._source_refusal(source) is not None:
            return ()
        card = self.top(source)
        assert card is not None
        places: list[Place] = []
        if isinstance(source, Pile):
            # Same suit, adjacent rank with the wrap: the cards one below and one above.
            base = card.suit.index * 13
            below, above = base + (card.rank - 2) % 13, base + card.rank % 13
            targets = sorted({*tops.get(below, ()), *tops.get(above, ())} - {source.index})
            places.extend(PILES[i] for i in targets)
        suit = card.suit.index
        for f in (FOUNDATIONS[suit], FOUNDATIONS[suit + 4]):  # only its suit's foundations
            if f != source and self._destination_refusal(card, f) is None:
                places.append(f)
        return tuple(places)

    def destinations(self, source: Place) -> tuple[Place, ...]:
        """Every place that accepts the top card of ``source``: piles 1-16, then foundations."""
        return self._destinations(source, self._tops())

    def legal_moves(self) -> list[Move]:
        """Every legal move: sources piles 1-16 then foundations, each in destination order."""
        tops = self._tops()
        return [Move(src, dst) for src in PLACES for dst in self._destinations(src, tops)]

    def can_progress(self) -> bool:
        """Whether a move can still change the piles: a legal move from a pile, or a pile's
        top card of a suit whose two foundations meet. When they meet (ascending at k,
        descending at k + 1), cards can move between them for ever and bring the meeting
        point to any rank, so such a card can always be played in the end."""
        tops = self._tops()
        if any(self._destinations(pile, tops) for pile in PILES):
            return True
        counts = self._foundations
        return any(
            pile and counts[pile[-1].suit.index] + counts[pile[-1].suit.index + 4] == 13
            for pile in self._piles
        )

    @property
    def status(self) -> Status:
        """Won: 104 cards on the foundations. Blocked: no redeal left and no move that can
        change the piles (moving cards between two foundations for ever does not count)."""
        if all(count == FOUNDATION_SIZE for count in self._foundations):
            return Status.WON
        if self._redeals_left == 0 and not self.can_progress():
            return Status.BLOCKED
        return Status.PLAYING

    # -- actions --------------------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        source, destination = move.source, move.destination
        if isinstance(source, Pile):
            card = self._piles[source.index].pop()
        else:
            card = foundation_top(source, self._foundations[source.index])
            self._foundations[source.index] -= 1
        if isinstance(destination, Pile):
            self._piles[destination.index].append(card)
        else:
            self._foundations[destination.index] += 1

    def move(self, move: Move) -> Refusal | None:
        """Play ``move``; returns None when it was played, or the refusal."""
        refusal = self.refusal(move)
        if refusal is not None:
            return refusal
        self._apply(move)
        self._moves += 1
        self._history.append(move)
        return None

    def drop_target(self, source: Place) -> Foundation | Refusal:
        """Where a drop of the top card of ``source`` on the foundation area sends it."""
        code = self._source_refusal(source)
        if code is not None:
            return Refusal(code)
        card = self.top(source)
        assert card is not None
        codes = []
        for foundation in (Foundation(d, card.suit) for d in (Direction.UP, Direction.DOWN)):
            if foundation == source:
                continue
            code = self._destination_refusal(card, foundation)
            if code is None:
                return foundation
            codes.append(code)
        if all(c is RefusalCode.FOUNDATION_COMPLETE for c in codes):
            return Refusal(RefusalCode.FOUNDATION_COMPLETE)
        return Refusal(RefusalCode.NOT_NEXT_CARD)

    def drop(self, source: Place) -> Move | Refusal:
        """Drop the top card of ``source`` anywhere on the foundation area."""
        target = self.drop_target(source)
        if isinstance(target, Refusal):
            return target
        move = Move(source, target)
        self.move(move)
        return move

    def tap(self, source: Place) -> Move | Selection | Refusal:
        """A tap: the card goes to the only place that accepts it; otherwise select the pile."""
        code = self._source_refusal(source)
        if code is not None:
            return Refusal(code)
        places = self.destinations(source)
        if len(places) == 1:
            move = Move(source, places[0])
            self.move(move)
            return move
        return Selection(source, places)

    def redeal(self) -> Refusal | None:
        """From each pile of two or more cards the bottom card goes to the top. Not a move:
        the counter stays, and the moves before it can no longer be undone."""
        if self._redeals_left == 0:
            return Refusal(RefusalCode.NO_REDEAL_LEFT)
        for pile in self._piles:
            if len(pile) >= 2:
                pile.append(pile.pop(0))
        self._redeals_left -= 1
        self._history.clear()
        return None

    def undo(self) -> Move | Refusal:
        """Take back the last move (up to 100, none from before a redeal)."""
        if not self._history:
            return Refusal(RefusalCode.NOTHING_TO_UNDO)
        move = self._history.pop()
        self._apply(Move(move.destination, move.source))
        self._moves -= 1
        return move

    def __repr__(self) -> str:
        return f"<Game moves={self._moves} redeals_left={self._redeals_left} {self.status.value}>"
