"""Game codes: ``CR1-N-AAAAAAB`` names one deal, and deals it again identically.

* ``CR1`` — the format: Crescent, version 1 of the dealing procedure below.
* ``N`` — the variant: the app's rules (all cards face up, 3 redeals). It is the only one.
* ``AAAAAAB`` — the game number, 7 letters in base 26 (``A`` = 0 … ``Z`` = 25), most
  significant first; numbers run from 0 to 4,294,967,295 (2³² − 1).

The deal, from the number:

1. Two decks in canonical order: deck 1 then deck 2, each ♠ ♥ ♦ ♣, each Ace to King.
2. The bases: deck 1's Ace and King of each suit leave the deck for the 8 foundations.
   96 cards remain, in canonical order.
3. A mulberry32 generator, seeded with the game number, draws 32-bit words.
4. A Fisher–Yates shuffle: for i from 95 down to 1, j is drawn uniformly from 0…i and
   cards i and j swap. To draw from n values without bias, words at or above
   2³² − (2³² mod n) are drawn again; j is the word mod n.
5. The deal: shuffled card k (k = 0…95) goes on top of pile (k mod 16) + 1.

Everything is 32-bit integer arithmetic, which JavaScript reproduces with ``Math.imul``
and ``>>> 0``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .cards import Card, full_deck
from .places import PILE_COUNT
from .position import Position

__all__ = [
    "CODE_LETTERS",
    "MAX_NUMBER",
    "VARIANTS",
    "CodeError",
    "GameCode",
    "deal",
    "deal_cards",
    "mulberry32",
]

PREFIX = "CR1"
VARIANTS = ("N",)
CODE_LETTERS = 7
MAX_NUMBER = 2**32 - 1
_MASK = 0xFFFFFFFF


class CodeError(ValueError):
    """An invalid game code. ``reason`` is a stable word: prefix, variant, length, alphabet,
    range or form."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True, slots=True, order=True)
class GameCode:
    number: int
    variant: str = "N"

    def __post_init__(self) -> None:
        if not 0 <= self.number <= MAX_NUMBER:
            raise CodeError("range", f"game number {self.number} is not within 0-{MAX_NUMBER}")
        if self.variant not in VARIANTS:
            raise CodeError("variant", f"unknown variant letter {self.variant!r}: expected N")

    @staticmethod
    def parse(text: str) -> GameCode:
        """Read a code, ignoring case and surrounding spaces."""
        if not text.isascii():
            bad = next(ch for ch in text if not ch.isascii())
            raise CodeError("alphabet", f"{text!r}: {bad!r} is not a letter A-Z")
        code = text.strip().upper()
        parts = code.split("-")
        if len(parts) != 3:
            raise CodeError("form", f"{text!r} is not a game code: expected CR1-N-AAAAAAB")
        prefix, variant, letters = parts
        if prefix != PREFIX:
            raise CodeError("prefix", f"{text!r}: unknown prefix {prefix!r}, expected CR1")
        if variant not in VARIANTS:
            raise CodeError("variant", f"{text!r}: unknown variant letter {variant!r}, expected N")
        if len(letters) != CODE_LETTERS:
            raise CodeError(
                "length", f"{text!r}: {len(letters)} letters after the variant, expected 7"
            )
        if not all("A" <= ch <= "Z" for ch in letters):
            bad = next(ch for ch in letters if not "A" <= ch <= "Z")
            raise CodeError("alphabet", f"{text!r}: {bad!r} is not a letter A-Z")
        number = 0
        for ch in letters:
            number = number * 26 + ord(ch) - ord("A")
        if number > MAX_NUMBER:
            raise CodeError("range", f"{text!r}: game number {number} is above {MAX_NUMBER}")
        return GameCode(number, variant)

    def __str__(self) -> str:
        letters = []
        number = self.number
        for _ in range(CODE_LETTERS):
            number, digit = divmod(number, 26)
            letters.append(chr(ord("A") + digit))
        return f"{PREFIX}-{self.variant}-{''.join(reversed(letters))}"


def mulberry32(seed: int) -> Iterator[int]:
    """The mulberry32 generator: an endless stream of 32-bit words."""
    state = seed & _MASK
    while True:
        state = (state + 0x6D2B79F5) & _MASK
        z = state
        z = ((z ^ (z >> 15)) * (z | 1)) & _MASK
        z ^= (z + ((z ^ (z >> 7)) * (z | 61))) & _MASK
        yield (z ^ (z >> 14)) & _MASK


def _below(words: Iterator[int], n: int) -> int:
    limit = 2**32 - (2**32 % n)
    while True:
        word = next(words)
        if word < limit:
            return word % n


def deal_cards(number: int) -> tuple[tuple[Card, ...], ...]:
    """The 16 piles of game ``number``, bottom to top."""
    deck = [*full_deck(), *full_deck()]
    bases = {Card.parse(c) for c in ("AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC")}
    cards: list[Card] = []
    for i, card in enumerate(deck):
        if i < 52 and card in bases:
            continue
        cards.append(card)
    words = mulberry32(number)
    for i in range(len(cards) - 1, 0, -1):
        j = _below(words, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(tuple(cards[p::PILE_COUNT]) for p in range(PILE_COUNT))


def deal(code: GameCode | str | int) -> Position:
    """The starting position of a game code (or a game number)."""
    if isinstance(code, str):
        code = GameCode.parse(code)
    elif isinstance(code, int):
        code = GameCode(code)  # checks the range
    return Position(deal_cards(code.number))
