"""Places on the table (16 piles, 8 foundations) and moves between them.

Notation, shared with the example-game files, the test vectors and the JS twin:

* a pile is its number, ``1`` to ``16``;
* a foundation is ``up-S`` … ``up-C`` (ascending, from the Ace) or ``down-S`` … ``down-C``
  (descending, from the King);
* ``F`` is the whole foundation area, the target of a drop (see :meth:`Game.drop`);
* a move is ``source -> destination``, for example ``10 -> 14`` or ``3 -> up-S``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import SUITS, Suit

__all__ = [
    "FOUNDATIONS",
    "PILES",
    "PILE_COUNT",
    "PLACES",
    "Direction",
    "Foundation",
    "Move",
    "NotationError",
    "Pile",
    "Place",
    "parse_place",
]

PILE_COUNT = 16


class NotationError(ValueError):
    """A place or a move written in a notation the engine does not know."""


class Direction(Enum):
    UP = "up"
    DOWN = "down"


@dataclass(frozen=True, slots=True)
class Pile:
    """One of the 16 piles, numbered 1 to 16 around the horseshoe."""

    number: int

    def __post_init__(self) -> None:
        if not 1 <= self.number <= PILE_COUNT:
            raise NotationError(f"there is no pile {self.number!r}: piles are numbered 1 to 16")

    @property
    def index(self) -> int:
        return self.number - 1

    def __str__(self) -> str:
        return str(self.number)

    def __repr__(self) -> str:
        return f"Pile({self.number})"


@dataclass(frozen=True, slots=True)
class Foundation:
    """One of the 8 foundations: ascending from its Ace, or descending from its King."""

    direction: Direction
    suit: Suit

    @property
    def ascending(self) -> bool:
        return self.direction is Direction.UP

    @property
    def index(self) -> int:
        """0-7: ascending ♠ ♥ ♦ ♣, then descending ♠ ♥ ♦ ♣ (the diagrams' order)."""
        return self.suit.index + (0 if self.ascending else 4)

    @property
    def base_rank(self) -> int:
        return 1 if self.ascending else 13

    @property
    def other(self) -> Foundation:
        """The other foundation of the same suit."""
        return Foundation(Direction.DOWN if self.ascending else Direction.UP, self.suit)

    def __str__(self) -> str:
        return f"{self.direction.value}-{self.suit.value}"

    def __repr__(self) -> str:
        return f"Foundation({self})"


Place = Pile | Foundation

PILES: tuple[Pile, ...] = tuple(Pile(n) for n in range(1, PILE_COUNT + 1))
FOUNDATIONS: tuple[Foundation, ...] = tuple(
    Foundation(direction, suit) for direction in (Direction.UP, Direction.DOWN) for suit in SUITS
)
PLACES: tuple[Place, ...] = (*PILES, *FOUNDATIONS)
_BY_NAME: dict[str, Place] = {str(place): place for place in PLACES}


def parse_place(text: str) -> Place:
    """Read a place: a pile number ``1``-``16`` or a foundation ``up-S`` … ``down-C``."""
    key = text.strip()
    place = _BY_NAME.get(key) or _BY_NAME.get(key.lower()[:-1] + key[-1:].upper())
    if place is None:
        raise NotationError(
            f"unknown place {text!r}: expected a pile 1-16 or a foundation such as up-S or down-H"
        )
    return place


@dataclass(frozen=True, slots=True)
class Move:
    """One card from the top of ``source`` to ``destination``."""

    source: Place
    destination: Place

    @staticmethod
    def parse(text: str) -> Move:
        """Read ``source -> destination``, for example ``10 -> 14`` or ``5 -> down-S``."""
        parts = text.split("->")
        if len(parts) != 2:
            raise NotationError(f"unknown move {text!r}: expected 'source -> destination'")
        return Move(parse_place(parts[0]), parse_place(parts[1]))

    def __str__(self) -> str:
        return f"{self.source} -> {self.destination}"

    def __repr__(self) -> str:
        return f"Move({self})"
