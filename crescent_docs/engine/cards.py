"""Cards, suits and ranks, and their short notation (``AS``, ``10H``, ``QC``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

__all__ = ["RANKS", "SUITS", "Card", "CardError", "Suit", "full_deck", "rank_token"]


class CardError(ValueError):
    """A card, or a card notation, that does not exist."""


class Suit(Enum):
    """The four suits, in the engine's canonical order: spades, hearts, diamonds, clubs."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def index(self) -> int:
        return _SUIT_INDEX[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise CardError(f"unknown suit {text!r}: expected one of S, H, D, C") from None

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

RANKS: tuple[int, ...] = tuple(range(1, 14))
_RANK_TOKENS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_TOKEN_RANKS = {token: rank for rank, token in _RANK_TOKENS.items()}


def rank_token(rank: int) -> str:
    """The short token of a rank: ``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    if rank not in RANKS:
        raise CardError(f"unknown rank {rank!r}: expected 1 to 13")
    return _RANK_TOKENS.get(rank, str(rank))


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Ranks run from 1 (Ace) to 13 (King). Two decks hold two of each card."""

    suit: Suit
    rank: int

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise CardError(f"unknown rank {self.rank!r}: expected 1 to 13")
        if not isinstance(self.suit, Suit):
            raise CardError(f"unknown suit {self.suit!r}")

    @staticmethod
    def parse(text: str) -> Card:
        """Read the short notation: a rank (A, 2-10, J, Q, K) then a suit (S, H, D, C)."""
        return _parse(text.strip().upper())

    @property
    def index(self) -> int:
        """0-51: the suit's place times 13, plus the rank less one."""
        return self.suit.index * 13 + self.rank - 1

    @staticmethod
    def from_index(index: int) -> Card:
        if not 0 <= index < 52:
            raise CardError(f"card index {index!r} is not within 0-51")
        return _ALL[index]

    @property
    def code(self) -> str:
        """The short notation, for example ``AS``, ``10H`` or ``QC``."""
        return rank_token(self.rank) + self.suit.value

    @property
    def symbol(self) -> str:
        """The rank token and the suit symbol, for example ``A♠``."""
        return rank_token(self.rank) + self.suit.symbol

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


@cache
def _parse(text: str) -> Card:
    if len(text) < 2:
        raise CardError(f"unknown card {text!r}: expected a rank and a suit, for example AS or 10H")
    rank_text, suit_text = text[:-1], text[-1]
    if rank_text in _TOKEN_RANKS:
        rank = _TOKEN_RANKS[rank_text]
    elif (
        rank_text.isascii()
        and rank_text.isdigit()
        and rank_text == str(int(rank_text))
        and 2 <= int(rank_text) <= 10
    ):
        rank = int(rank_text)
    else:
        raise CardError(f"unknown card {text!r}: {rank_text!r} is not a rank (A, 2-10, J, Q, K)")
    if suit_text not in "SHDC":
        raise CardError(f"unknown card {text!r}: {suit_text!r} is not a suit (S, H, D, C)")
    return _ALL[Suit(suit_text).index * 13 + rank - 1]


_ALL: tuple[Card, ...] = tuple(Card(suit, rank) for suit in SUITS for rank in RANKS)


def full_deck() -> tuple[Card, ...]:
    """One 52-card deck in canonical order: spades, hearts, diamonds, clubs; Ace to King."""
    return _ALL
