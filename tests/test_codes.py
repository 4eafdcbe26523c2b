"""Game codes: CR1-N-AAAAAAB, their numbers, and the deals they name."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crescent_docs.engine import Card, CodeError, GameCode, Position, deal, deal_cards, full_deck
from crescent_docs.engine.codes import MAX_NUMBER, mulberry32

# The deal of CR1-N-AAAAAAB (game 1), each pile bottom to top. Written out once; a change
# to the dealing procedure changes every game code, so it must fail here.
GAME_1 = {
    1: "8S 4S 10S 9S 2H KD",
    2: "6S JH QH KS 9C 2S",
    3: "AH 2C 10D 6D 9H 3C",
    4: "KH 3H 8D QH 5C JC",
    5: "AD 6C 9D 6H 3D 10S",
    6: "5H 4C 7C 2D 4S 2C",
    7: "7D 9S 4D 7S AS 3D",
    8: "3H KC 6H QS 6C 7H",
    9: "4D 2S 5D 2D 6D 4C",
    10: "3C 5S 5H 7S QC JS",
    11: "4H 8H 8D AC 7D 3S",
    12: "10D QD JS 5C JH 8C",
    13: "10C JD 8H 6S QS 7C",
    14: "8S 2H JD 3S 5S 9D",
    15: "10C 7H 10H 4H JC QC",
    16: "QD 8C 9C 9H 5D 10H",
}


def test_the_deal_of_cr1_n_aaaaaab() -> None:
    position = deal("CR1-N-AAAAAAB")
    assert [" ".join(c.code for c in pile) for pile in position.piles] == list(GAME_1.values())
    assert position.to_json()["foundations"] == ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]
    assert position.redeals_left == 3
    assert position.moves == 0
    assert not position.partial
    assert deal(1) == position
    assert deal(GameCode(1)) == position
    assert Position(deal_cards(1)) == position


def test_mulberry32_first_words() -> None:
    assert list(itertools.islice(mulberry32(0), 6)) == [
        1144304738,
        1416247,
        958946056,
        627933444,
        2007157716,
        2340967985,
    ]
    assert list(itertools.islice(mulberry32(1), 6)) == [
        2693262067,
        11749833,
        2265367787,
        4213581821,
        4159151403,
        1207330352,
    ]


def test_mulberry32_seeds_are_32_bit() -> None:
    assert next(mulberry32(2**32)) == next(mulberry32(0))
    assert all(0 <= w <= MAX_NUMBER for w in itertools.islice(mulberry32(MAX_NUMBER), 100))


@pytest.mark.parametrize("number", [0, 1, 2, 99, 2**31, MAX_NUMBER])
def test_every_deal_holds_96_cards_and_leaves_the_bases(number: int) -> None:
    piles = deal_cards(number)
    assert [len(pile) for pile in piles] == [6] * 16
    counts = Counter(card for pile in piles for card in pile)
    for card in full_deck():
        base = card.rank in (1, 13)
        assert counts[card] == (1 if base else 2), card


def test_deals_differ() -> None:
    assert len({deal_cards(n) for n in range(20)}) == 20


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("CR1-N-AAAAAAA", 0),
        ("CR1-N-AAAAAAB", 1),
        ("cr1-n-aaaaaab", 1),
        ("Cr1-N-aAaAaAb", 1),
        ("  CR1-N-AAAAAAB \t\n", 1),
        ("CR1-N-AAAAABA", 26),
        ("CR1-N-AAAAAZZ", 26 * 26 - 1),
        ("CR1-N-NXMRLXV", MAX_NUMBER),
    ],
)
def test_valid_codes(text: str, number: int) -> None:
    code = GameCode.parse(text)
    assert code.number == number
    assert code.variant == "N"
    assert str(code) == text.strip().upper()


def test_canonical_form() -> None:
    assert str(GameCode(0)) == "CR1-N-AAAAAAA"
    assert str(GameCode(1)) == "CR1-N-AAAAAAB"
    assert str(GameCode(MAX_NUMBER)) == "CR1-N-NXMRLXV"


@given(st.integers(min_value=0, max_value=MAX_NUMBER))
def test_code_number_round_trip(number: int) -> None:
    text = str(GameCode(number))
    assert len(text) == 13
    assert GameCode.parse(text) == GameCode(number)
    assert GameCode.parse(text.lower()).number == number
    assert GameCode.parse(f" {text} ").number == number


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("CR2-N-AAAAAAB", "prefix"),
        ("XX1-N-AAAAAAB", "prefix"),
        ("-N-AAAAAAB", "prefix"),
        ("CR1-X-AAAAAAB", "variant"),
        ("CR1--AAAAAAB", "variant"),
        ("CR1-NN-AAAAAAB", "variant"),
        ("CR1-N-AAAAAB", "length"),
        ("CR1-N-AAAAAAAB", "length"),
        ("CR1-N-", "length"),
        ("CR1-N-AAAAA1B", "alphabet"),
        ("CR1-N-AAAA AB", "alphabet"),
        ("CR1-N-AAAAA_B", "alphabet"),
        ("CR1-N-AAAAAß", "alphabet"),
        ("CR1-N-AAAAAAÄ", "alphabet"),
        ("CR1-N-ZZZZZZZ", "range"),
        ("CR1-N-NXMRLXW", "range"),
        ("CR1N-AAAAAAB", "form"),
        ("CR1-N-AAAA-AAB", "form"),
        ("CR1 N AAAAAAB", "form"),
        ("", "form"),
        ("   ", "form"),
    ],
)
def test_invalid_codes(text: str, reason: str) -> None:
    with pytest.raises(CodeError) as error:
        GameCode.parse(text)
    assert error.value.reason == reason
    assert isinstance(error.value, ValueError)
    assert str(error.value)


@pytest.mark.parametrize("number", [-1, MAX_NUMBER + 1, 2**40])
def test_deal_checks_the_range(number: int) -> None:
    with pytest.raises(CodeError) as error:
        deal(number)
    assert error.value.reason == "range"
    with pytest.raises(CodeError):
        GameCode(number)


def test_deal_of_a_bad_code_string() -> None:
    with pytest.raises(CodeError) as error:
        deal("CR1-N-AAAAA")
    assert error.value.reason == "length"


def test_unknown_variant() -> None:
    with pytest.raises(CodeError) as error:
        GameCode(1, "X")
    assert error.value.reason == "variant"


def test_codes_order_by_number() -> None:
    assert GameCode(1) < GameCode(2)
    assert sorted([GameCode(5), GameCode(0)]) == [GameCode(0), GameCode(5)]


def test_deals_use_the_canonical_deck() -> None:
    # The first card of the canonical deck is A♠, the last K♣.
    deck = full_deck()
    assert deck[0] == Card.parse("AS")
    assert deck[-1] == Card.parse("KC")
    assert len(deck) == 52
