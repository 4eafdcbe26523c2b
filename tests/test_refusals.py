"""Every refusal code, each met in a constructed position, and the documented order."""

from __future__ import annotations

import pytest
from tables import Table

from crescent_docs.engine import Game, Move, Position, Refusal, RefusalCode

# A complete foundation: up-S ends on its King, down-S on its Ace.
UP_S_DONE = {"up-S": "KS"}
DOWN_S_DONE = {"down-S": "AS"}


def refusal_of(position: Position, move: str) -> RefusalCode | None:
    """The code of ``move`` in ``position``; and check that refusing it changed nothing."""
    game = Game(position)
    outcome = game.move(Move.parse(move))
    if outcome is None:
        return None
    assert isinstance(outcome, Refusal)
    assert outcome.move == Move.parse(move)
    assert game.position == position
    assert game.moves == position.moves
    assert game.history == ()
    assert game.refusal(Move.parse(move)) == outcome
    assert not game.is_legal(Move.parse(move))
    return outcome.code


def test_the_codes_are_the_documented_twelve() -> None:
    assert [code.value for code in RefusalCode] == [
        "same-place",
        "empty-source",
        "base-locked",
        "foundation-to-pile",
        "empty-destination",
        "pile-full",
        "not-same-suit",
        "not-adjacent-rank",
        "foundation-complete",
        "not-next-card",
        "no-redeal-left",
        "nothing-to-undo",
    ]


# -- each code alone ----------------------------------------------------------------------


def test_same_place_pile(table: Table) -> None:
    assert refusal_of(table({1: "5S 4S"}), "1 -> 1") is RefusalCode.SAME_PLACE


def test_same_place_foundation(table: Table) -> None:
    assert refusal_of(table({}, {"up-H": "5H"}), "up-H -> up-H") is RefusalCode.SAME_PLACE


def test_empty_source(table: Table) -> None:
    assert refusal_of(table({2: "5S"}), "1 -> 2") is RefusalCode.EMPTY_SOURCE


def test_base_locked(table: Table) -> None:
    position = table({}, {"up-S": "AS", "down-S": "2S"})
    assert refusal_of(position, "up-S -> down-S") is RefusalCode.BASE_LOCKED
    position = table({}, {"up-S": "QS", "down-S": "KS"})
    assert refusal_of(position, "down-S -> up-S") is RefusalCode.BASE_LOCKED


def test_foundation_to_pile(table: Table) -> None:
    # 5H on 6H would be a legal pile move, but a foundation card never goes back.
    position = table({1: "6H"}, {"up-H": "5H"})
    assert refusal_of(position, "up-H -> 1") is RefusalCode.FOUNDATION_TO_PILE


def test_empty_destination(table: Table) -> None:
    assert refusal_of(table({1: "5S"}), "1 -> 2") is RefusalCode.EMPTY_DESTINATION


def test_pile_full(table: Table) -> None:
    full = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    assert refusal_of(table({1: full, 2: "QH"}), "2 -> 1") is RefusalCode.PILE_FULL


def test_not_same_suit_onto_a_pile(table: Table) -> None:
    assert refusal_of(table({1: "5S", 2: "4H"}), "2 -> 1") is RefusalCode.NOT_SAME_SUIT


def test_not_adjacent_rank(table: Table) -> None:
    assert refusal_of(table({1: "5S", 2: "7S"}), "2 -> 1") is RefusalCode.NOT_ADJACENT_RANK
    assert refusal_of(table({1: "5S", 2: "5S"}), "2 -> 1") is RefusalCode.NOT_ADJACENT_RANK


def test_foundation_complete(table: Table) -> None:
    position = table({1: "QH"}, {"up-H": "KH"})
    assert refusal_of(position, "1 -> up-H") is RefusalCode.FOUNDATION_COMPLETE
    position = table({1: "2H"}, {"down-H": "AH"})
    assert refusal_of(position, "1 -> down-H") is RefusalCode.FOUNDATION_COMPLETE


def test_not_same_suit_onto_a_foundation(table: Table) -> None:
    assert refusal_of(table({1: "2H"}), "1 -> up-S") is RefusalCode.NOT_SAME_SUIT
    assert refusal_of(table({1: "QH"}), "1 -> down-D") is RefusalCode.NOT_SAME_SUIT


def test_not_next_card(table: Table) -> None:
    assert refusal_of(table({1: "3S"}), "1 -> up-S") is RefusalCode.NOT_NEXT_CARD
    assert refusal_of(table({1: "JS"}), "1 -> down-S") is RefusalCode.NOT_NEXT_CARD


def test_no_redeal_left(table: Table) -> None:
    position = table({1: "5S 4S 3S"}, redeals_left=0)
    game = Game(position)
    assert game.redeal() == Refusal(RefusalCode.NO_REDEAL_LEFT)
    assert game.position == position


def test_nothing_to_undo(table: Table) -> None:
    position = table({1: "5S 4S"})
    game = Game(position)
    assert game.undo() == Refusal(RefusalCode.NOTHING_TO_UNDO)
    assert game.position == position


def test_refusals_of_taps_and_drops(table: Table) -> None:
    position = table({1: "5S"})
    game = Game(position)
    assert game.tap(Move.parse("2 -> 1").source) == Refusal(RefusalCode.EMPTY_SOURCE)
    assert game.drop(Move.parse("2 -> 1").source) == Refusal(RefusalCode.EMPTY_SOURCE)
    up_s = Move.parse("up-S -> 1").source
    assert game.tap(up_s) == Refusal(RefusalCode.BASE_LOCKED)
    assert game.drop(up_s) == Refusal(RefusalCode.BASE_LOCKED)
    assert game.position == position


# -- the order: for each pair of reasons that can both apply, the earlier one wins --------

PRECEDENCE: list[tuple[str, dict[int, str], dict[str, str], str, RefusalCode, RefusalCode]] = [
    # (id, piles, foundations, move, the code given, a code that also applies)
    ("same-place/empty-source", {}, {}, "1 -> 1", RefusalCode.SAME_PLACE, RefusalCode.EMPTY_SOURCE),
    (
        "same-place/base-locked",
        {},
        {},
        "up-S -> up-S",
        RefusalCode.SAME_PLACE,
        RefusalCode.BASE_LOCKED,
    ),
    (
        "same-place/not-next-card",
        {},
        {"up-S": "5S"},
        "up-S -> up-S",
        RefusalCode.SAME_PLACE,
        RefusalCode.NOT_NEXT_CARD,
    ),
    (
        "empty-source/empty-destination",
        {},
        {},
        "1 -> 2",
        RefusalCode.EMPTY_SOURCE,
        RefusalCode.EMPTY_DESTINATION,
    ),
    (
        "empty-source/foundation-complete",
        {},
        UP_S_DONE,
        "1 -> up-S",
        RefusalCode.EMPTY_SOURCE,
        RefusalCode.FOUNDATION_COMPLETE,
    ),
    (
        "base-locked/foundation-to-pile",
        {1: "2S"},
        {},
        "up-S -> 1",
        RefusalCode.BASE_LOCKED,
        RefusalCode.FOUNDATION_TO_PILE,
    ),
    (
        "base-locked/foundation-complete",
        {},
        {"up-S": "AS", "down-S": "AS"},
        "up-S -> down-S",
        RefusalCode.BASE_LOCKED,
        RefusalCode.FOUNDATION_COMPLETE,
    ),
    (
        "foundation-to-pile/empty-destination",
        {},
        {"up-H": "5H"},
        "up-H -> 1",
        RefusalCode.FOUNDATION_TO_PILE,
        RefusalCode.EMPTY_DESTINATION,
    ),
    (
        "foundation-to-pile/pile-full",
        {1: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"},
        {"up-H": "5H"},
        "up-H -> 1",
        RefusalCode.FOUNDATION_TO_PILE,
        RefusalCode.PILE_FULL,
    ),
    (
        "foundation-to-pile/not-same-suit",
        {1: "6D"},
        {"up-H": "5H"},
        "up-H -> 1",
        RefusalCode.FOUNDATION_TO_PILE,
        RefusalCode.NOT_SAME_SUIT,
    ),
    (
        "empty-destination/pile-rules",
        {2: "5H"},
        {},
        "2 -> 1",
        RefusalCode.EMPTY_DESTINATION,
        RefusalCode.NOT_SAME_SUIT,
    ),
    (
        "pile-full/not-same-suit",
        {1: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", 2: "5H"},
        {},
        "2 -> 1",
        RefusalCode.PILE_FULL,
        RefusalCode.NOT_SAME_SUIT,
    ),
    (
        "pile-full/not-adjacent-rank",
        {1: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", 2: "5D"},
        {},
        "2 -> 1",
        RefusalCode.PILE_FULL,
        RefusalCode.NOT_ADJACENT_RANK,
    ),
    (
        "not-same-suit/not-adjacent-rank",
        {1: "5S", 2: "9H"},
        {},
        "2 -> 1",
        RefusalCode.NOT_SAME_SUIT,
        RefusalCode.NOT_ADJACENT_RANK,
    ),
    (
        "foundation-complete/not-same-suit",
        {1: "5H"},
        UP_S_DONE,
        "1 -> up-S",
        RefusalCode.FOUNDATION_COMPLETE,
        RefusalCode.NOT_SAME_SUIT,
    ),
    (
        "foundation-complete/not-next-card",
        {1: "5S"},
        DOWN_S_DONE,
        "1 -> down-S",
        RefusalCode.FOUNDATION_COMPLETE,
        RefusalCode.NOT_NEXT_CARD,
    ),
    (
        "not-same-suit/not-next-card",
        {1: "9H"},
        {},
        "1 -> up-S",
        RefusalCode.NOT_SAME_SUIT,
        RefusalCode.NOT_NEXT_CARD,
    ),
]


@pytest.mark.parametrize(
    ("piles", "foundations", "move", "given", "also"),
    [pytest.param(*row[1:], id=row[0]) for row in PRECEDENCE],
)
def test_precedence(
    table: Table,
    piles: dict[int, str],
    foundations: dict[str, str],
    move: str,
    given: RefusalCode,
    also: RefusalCode,
) -> None:
    assert given is not also
    assert refusal_of(table(piles, foundations), move) is given


def test_the_later_reasons_of_the_precedence_cases_do_apply(table: Table) -> None:
    """The ``also`` reasons above are real: remove the earlier reason and they appear."""
    full = "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"
    assert refusal_of(table({1: "5S"}), "1 -> 2") is RefusalCode.EMPTY_DESTINATION
    assert refusal_of(table({1: "5S"}, UP_S_DONE), "1 -> up-S") is (RefusalCode.FOUNDATION_COMPLETE)
    assert refusal_of(table({1: full, 2: "5H"}), "2 -> 1") is RefusalCode.PILE_FULL
    assert refusal_of(table({1: "AD 2D 3D", 2: "5D"}), "2 -> 1") is (RefusalCode.NOT_ADJACENT_RANK)
    assert refusal_of(table({1: "5S"}), "1 -> up-S") is RefusalCode.NOT_NEXT_CARD
    assert refusal_of(table({}, {"up-S": "5S"}), "up-S -> down-S") is (RefusalCode.NOT_NEXT_CARD)
    assert refusal_of(table({}, {"up-S": "2S"}), "up-S -> 1") is (RefusalCode.FOUNDATION_TO_PILE)


def test_drop_refusal_precedence(table: Table) -> None:
    # Source reasons come before any foundation reason.
    game = Game(table({}, UP_S_DONE))
    assert game.drop(Move.parse("1 -> 2").source) == Refusal(RefusalCode.EMPTY_SOURCE)
    game = Game(table({}, {"up-S": "AS", "down-S": "AS"}))
    assert game.drop_target(Move.parse("up-S -> 1").source) == Refusal(RefusalCode.BASE_LOCKED)
