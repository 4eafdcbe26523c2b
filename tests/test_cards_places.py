"""Cards and their notation; places and moves and theirs."""

from __future__ import annotations

import pytest

from crescent_docs.engine import (
    FOUNDATIONS,
    PILES,
    RANKS,
    SUITS,
    Card,
    CardError,
    Direction,
    Foundation,
    Move,
    NotationError,
    Pile,
    Suit,
    full_deck,
    parse_place,
)
from crescent_docs.engine.cards import rank_token


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("AS", Suit.SPADES, 1),
        ("2H", Suit.HEARTS, 2),
        ("10H", Suit.HEARTS, 10),
        ("JD", Suit.DIAMONDS, 11),
        ("QC", Suit.CLUBS, 12),
        ("KS", Suit.SPADES, 13),
        (" qc ", Suit.CLUBS, 12),
        ("10d", Suit.DIAMONDS, 10),
    ],
)
def test_card_notation(text: str, suit: Suit, rank: int) -> None:
    card = Card.parse(text)
    assert card == Card(suit, rank)
    assert card.code == text.strip().upper()
    assert str(card) == card.code
    assert Card.parse(card.code) is card


@pytest.mark.parametrize(
    "text", ["", "S", "1S", "11S", "01S", "0S", "AX", "A", "10", "KSS", "٣S", "²S", "1 0S"]
)
def test_unknown_cards(text: str) -> None:
    with pytest.raises(CardError):
        Card.parse(text)


def test_card_checks_its_rank() -> None:
    for rank in (0, 14, -1):
        with pytest.raises(CardError):
            Card(Suit.SPADES, rank)
    with pytest.raises(CardError):
        rank_token(14)


def test_card_index_and_deck_order() -> None:
    deck = full_deck()
    assert [card.index for card in deck] == list(range(52))
    assert [Card.from_index(i) for i in range(52)] == list(deck)
    assert Card.parse("AS").index == 0
    assert Card.parse("KS").index == 12
    assert Card.parse("AH").index == 13
    assert Card.parse("KC").index == 51
    for index in (-1, 52):
        with pytest.raises(CardError):
            Card.from_index(index)


def test_suits_and_symbols() -> None:
    assert [s.value for s in SUITS] == ["S", "H", "D", "C"]
    assert [s.index for s in SUITS] == [0, 1, 2, 3]
    assert Card.parse("10H").symbol == "10♥"
    assert Card.parse("AS").symbol == "A♠"
    assert Suit.parse(" d ") is Suit.DIAMONDS
    with pytest.raises(CardError):
        Suit.parse("X")
    assert tuple(range(1, 14)) == RANKS
    assert [rank_token(r) for r in RANKS] == [
        "A",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
    ]


def test_piles() -> None:
    assert [str(p) for p in PILES] == [str(n) for n in range(1, 17)]
    assert [p.index for p in PILES] == list(range(16))
    for number in (0, 17):
        with pytest.raises(NotationError):
            Pile(number)


def test_foundations_order_and_names() -> None:
    assert [str(f) for f in FOUNDATIONS] == [
        "up-S",
        "up-H",
        "up-D",
        "up-C",
        "down-S",
        "down-H",
        "down-D",
        "down-C",
    ]
    assert [f.index for f in FOUNDATIONS] == list(range(8))
    up = Foundation(Direction.UP, Suit.HEARTS)
    assert up.ascending and up.base_rank == 1
    assert up.other == Foundation(Direction.DOWN, Suit.HEARTS)
    assert up.other.base_rank == 13
    assert up.other.other == up


@pytest.mark.parametrize(
    ("text", "name"),
    [("1", "1"), (" 16 ", "16"), ("up-S", "up-S"), ("UP-s", "up-S"), ("Down-c", "down-C")],
)
def test_parse_place(text: str, name: str) -> None:
    assert str(parse_place(text)) == name


@pytest.mark.parametrize("text", ["0", "17", "01", "F", "up", "up-X", "sideways-S", "", "-1"])
def test_unknown_places(text: str) -> None:
    with pytest.raises(NotationError):
        parse_place(text)


def test_moves() -> None:
    move = Move.parse("10 -> 14")
    assert move == Move(Pile(10), Pile(14))
    assert str(move) == "10 -> 14"
    assert str(Move.parse("3->up-S")) == "3 -> up-S"
    assert Move.parse(" 5 ->  down-s ") == Move(Pile(5), Foundation(Direction.DOWN, Suit.SPADES))
    for text in ("1 - 2", "1 -> 2 -> 3", "1", "1 -> 17", "F -> 1"):
        with pytest.raises(NotationError):
            Move.parse(text)
