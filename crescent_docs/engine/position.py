"""A position: 16 piles, 8 foundations, redeals left and moves made; and its JSON form.

The JSON form is the one the player, the test vectors and the check command share::

    {"piles": [["2H", "9C", "JD", "JD"], ...16 lists, bottom to top...],
     "foundations": ["2S", "2H", "AD", "AC", "QS", "QH", "KD", "9C"],
     "redeals_left": 3, "moves": 9}

``foundations`` gives the top card of each foundation, ascending ♠ ♥ ♦ ♣ then descending
♠ ♥ ♦ ♣. A foundation's content follows from its top card: ascending ``4H`` is A♥ 2♥ 3♥ 4♥.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, CardError, full_deck
from .places import FOUNDATIONS, PILE_COUNT, Foundation

__all__ = [
    "MAX_JSON_CHARS",
    "MAX_JSON_DEPTH",
    "MAX_PILE",
    "REDEALS",
    "Position",
    "PositionError",
    "foundation_cards",
    "foundation_top",
]

MAX_PILE = 13
REDEALS = 3
FOUNDATION_SIZE = 13
TOTAL_CARDS = 104
#: The longest JSON text read as a position: a complete one takes under 1,000 characters.
MAX_JSON_CHARS = 100_000
#: The deepest nesting of a position's JSON: an object of lists of lists is depth 3.
MAX_JSON_DEPTH = 8


class PositionError(ValueError):
    """A position that cannot exist: the message says which part is wrong."""


def foundation_top(foundation: Foundation, count: int) -> Card:
    """The top card of ``foundation`` when it holds ``count`` cards (1-13, its base included)."""
    rank = count if foundation.ascending else FOUNDATION_SIZE + 1 - count
    if not 1 <= rank <= FOUNDATION_SIZE:
        raise PositionError(f"foundation {foundation}: {count} cards is not within 1-13")
    return Card.from_index(foundation.suit.index * 13 + rank - 1)


def foundation_cards(foundation: Foundation, count: int) -> tuple[Card, ...]:
    """The cards of ``foundation``, base first, when it holds ``count`` cards."""
    return tuple(foundation_top(foundation, n) for n in range(1, count + 1))


@dataclass(frozen=True, slots=True)
class Position:
    """An immutable snapshot of a game.

    ``foundations`` holds each foundation's card count, its base included (1-13), in the
    order of :data:`FOUNDATIONS`. ``partial`` positions (rule demos) may leave cards out of
    play; complete ones hold all 104 cards.
    """

    piles: tuple[tuple[Card, ...], ...]
    foundations: tuple[int, ...] = (1,) * 8
    redeals_left: int = REDEALS
    moves: int = 0
    partial: bool = False

    def __post_init__(self) -> None:
        self._validate()

    @classmethod
    def _trusted(
        cls,
        piles: tuple[tuple[Card, ...], ...],
        foundations: tuple[int, ...],
        redeals_left: int,
        moves: int,
        partial: bool,
    ) -> Position:
        """A position the engine built from a valid one by legal actions: not re-validated."""
        position = object.__new__(cls)
        for name, value in (
            ("piles", piles),
            ("foundations", foundations),
            ("redeals_left", redeals_left),
            ("moves", moves),
            ("partial", partial),
        ):
            object.__setattr__(position, name, value)
        return position

    def _validate(self) -> None:
        if len(self.piles) != PILE_COUNT:
            raise PositionError(f"piles: expected {PILE_COUNT} piles, found {len(self.piles)}")
        for number, pile in enumerate(self.piles, start=1):
            if len(pile) > MAX_PILE:
                raise PositionError(
                    f"pile {number}: {len(pile)} cards, more than the {MAX_PILE} a pile holds"
                )
        if len(self.foundations) != len(FOUNDATIONS):
            raise PositionError(f"foundations: expected 8, found {len(self.foundations)}")
        for foundation, count in zip(FOUNDATIONS, self.foundations, strict=True):
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 13:
                raise PositionError(f"foundation {foundation}: {count!r} cards is not within 1-13")
        if not 0 <= self.redeals_left <= REDEALS:
            raise PositionError(f"redeals_left: {self.redeals_left} is not within 0-{REDEALS}")
        if self.moves < 0:
            raise PositionError(f"moves: {self.moves} is negative")
        counts = Counter(self.cards())
        for card, count in sorted(counts.items(), key=lambda item: item[0].index):
            if count > 2:
                raise PositionError(f"{card}: {count} copies, but two decks hold only 2")
        if not self.partial:
            missing = [card for card in full_deck() for _ in range(2 - counts[card])]
            if missing:
                shown = " ".join(str(card) for card in missing[:8])
                more = " …" if len(missing) > 8 else ""
                raise PositionError(f"{len(missing)} cards missing: {shown}{more}")

    def cards(self) -> Iterable[Card]:
        """Every card in play: the piles, then the foundations."""
        for pile in self.piles:
            yield from pile
        for foundation, count in zip(FOUNDATIONS, self.foundations, strict=True):
            yield from foundation_cards(foundation, count)

    def top(self, foundation: Foundation) -> Card:
        return foundation_top(foundation, self.foundations[foundation.index])

    @property
    def won(self) -> bool:
        return all(count == FOUNDATION_SIZE for count in self.foundations)

    # -- JSON ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "piles": [[card.code for card in pile] for pile in self.piles],
            "foundations": [self.top(f).code for f in FOUNDATIONS],
            "redeals_left": self.redeals_left,
            "moves": self.moves,
        }
        if self.partial:
            data["partial"] = True
        return data

    @staticmethod
    def from_json(data: Any) -> Position:
        """Read the JSON form; a malformed one raises :class:`PositionError` naming the part."""
        if not isinstance(data, Mapping):
            raise PositionError("a position must be a JSON object")
        unknown = set(data) - {"piles", "foundations", "redeals_left", "moves", "partial"}
        if unknown:
            raise PositionError(f"unknown keys: {', '.join(sorted(unknown))}")
        partial = data.get("partial", False)
        if not isinstance(partial, bool):
            raise PositionError("partial: expected true or false")
        piles = _read_piles(data.get("piles"))
        foundations = _read_foundations(data.get("foundations", []))
        redeals_left = _read_int(data, "redeals_left", REDEALS)
        moves = _read_int(data, "moves", 0)
        return Position(piles, foundations, redeals_left, moves, partial)

    @staticmethod
    def from_json_text(text: str) -> Position:
        """Read a position from JSON text. Text longer than :data:`MAX_JSON_CHARS` or nested
        deeper than :data:`MAX_JSON_DEPTH` is refused before it is parsed; every fault
        raises :class:`PositionError`."""
        if len(text) > MAX_JSON_CHARS:
            raise PositionError(
                f"{len(text):,} characters, more than the limit of {MAX_JSON_CHARS:,} "
                "for a position"
            )
        _check_depth(text)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise PositionError(f"line {error.lineno}: not valid JSON: {error.msg}") from None
        return Position.from_json(data)

    @staticmethod
    def from_piles(piles: Sequence[Sequence[Card | str]], *, partial: bool = False) -> Position:
        """A position at the deal: these piles, bases alone on the foundations, 3 redeals."""
        return Position(tuple(tuple(_card(c) for c in pile) for pile in piles), partial=partial)


def _check_depth(text: str) -> None:
    """Refuse JSON nested deeper than :data:`MAX_JSON_DEPTH`, without parsing it."""
    depth = 0
    line = 1
    in_string = escaped = False
    for char in text:
        if char == "\n":
            line += 1
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                raise PositionError(
                    f"line {line}: nested more than {MAX_JSON_DEPTH} deep: not a position"
                )
        elif char in "]}":
            depth -= 1


def _card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(value)


def _read_piles(raw: Any) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(raw, list):
        raise PositionError("piles: expected a list of 16 piles")
    piles = []
    for i, pile in enumerate(raw, start=1):
        if not isinstance(pile, list):
            raise PositionError(f"pile {i}: expected a list of cards")
        cards = []
        for j, text in enumerate(pile, start=1):
            if not isinstance(text, str):
                raise PositionError(f"pile {i}, card {j}: expected a card such as 'AS'")
            try:
                cards.append(Card.parse(text))
            except CardError as error:
                raise PositionError(f"pile {i}, card {j}: {error}") from None
        piles.append(tuple(cards))
    return tuple(piles)


def _read_foundations(raw: Any) -> tuple[int, ...]:
    if raw == []:
        return (1,) * len(FOUNDATIONS)
    if not isinstance(raw, list) or len(raw) != len(FOUNDATIONS):
        raise PositionError("foundations: expected the top cards of the 8 foundations")
    counts = []
    for foundation, text in zip(FOUNDATIONS, raw, strict=True):
        if not isinstance(text, str):
            raise PositionError(f"foundation {foundation}: expected a card such as 'AS'")
        try:
            card = Card.parse(text)
        except CardError as error:
            raise PositionError(f"foundation {foundation}: {error}") from None
        if card.suit is not foundation.suit:
            raise PositionError(f"foundation {foundation}: {card} is not of its suit")
        counts.append(card.rank if foundation.ascending else FOUNDATION_SIZE + 1 - card.rank)
    return tuple(counts)


def _read_int(data: Mapping[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(f"{key}: expected a whole number")
    return value
