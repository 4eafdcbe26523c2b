"""The rules of Crescent, each in a small constructed position."""

from __future__ import annotations

import pytest
from tables import Table

from crescent_docs.engine import (
    FOUNDATIONS,
    PILES,
    UNDO_LIMIT,
    Card,
    Game,
    Move,
    Pile,
    Refusal,
    RefusalCode,
    Selection,
    Status,
    deal,
    parse_place,
)
from crescent_docs.engine.places import PLACES


def P(text: str) -> Pile:
    place = parse_place(text)
    assert isinstance(place, Pile)
    return place


def play(game: Game, *moves: str) -> None:
    for move in moves:
        assert game.move(Move.parse(move)) is None, move


def cards(game: Game, pile: int) -> str:
    return " ".join(card.code for card in game.pile(Pile(pile)))


# -- moves between piles ------------------------------------------------------------------


def test_a_move_takes_the_top_card_only(table: Table) -> None:
    game = Game(table({1: "9C 5S 4S", 2: "3S"}))
    play(game, "1 -> 2")
    assert cards(game, 1) == "9C 5S"
    assert cards(game, 2) == "3S 4S"
    assert game.moves == 1
    assert game.history == (Move.parse("1 -> 2"),)


@pytest.mark.parametrize(
    ("target", "card"),
    [
        ("5S", "4S"),
        ("5S", "6S"),
        ("KS", "AS"),  # the wrap: the Ace and the King touch on piles
        ("AS", "KS"),
        ("AS", "2S"),
        ("KS", "QS"),
        ("2H", "AH"),
    ],
)
def test_same_suit_adjacent_rank_with_the_wrap(table: Table, target: str, card: str) -> None:
    game = Game(table({1: target, 2: card}))
    play(game, "2 -> 1")
    assert cards(game, 1) == f"{target} {card}"
    assert cards(game, 2) == ""


@pytest.mark.parametrize(("target", "card"), [("KS", "2S"), ("AS", "QS"), ("5S", "7S")])
def test_no_rank_gap_even_across_the_wrap(table: Table, target: str, card: str) -> None:
    game = Game(table({1: target, 2: card}))
    assert game.move(Move.parse("2 -> 1")) == Refusal(
        RefusalCode.NOT_ADJACENT_RANK, Move.parse("2 -> 1")
    )


def test_a_pile_holds_at_most_13_cards(table: Table) -> None:
    twelve = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"
    game = Game(table({1: twelve, 2: "KH", 3: "QH"}))
    play(game, "2 -> 1")
    assert game.count(P("1")) == 13
    assert game.move(Move.parse("3 -> 1")) == Refusal(RefusalCode.PILE_FULL, Move.parse("3 -> 1"))
    assert game.count(P("1")) == 13


def test_an_emptied_pile_stays_empty(table: Table) -> None:
    game = Game(table({1: "5S", 2: "4S", 3: "6S"}))
    play(game, "2 -> 1")
    assert game.count(P("2")) == 0
    for source in ("1", "3", "up-S"):
        assert not game.is_legal(Move.parse(f"{source} -> 2"))
    assert game.refusal(Move.parse("3 -> 2")) == Refusal(
        RefusalCode.EMPTY_DESTINATION, Move.parse("3 -> 2")
    )
    assert all(move.destination != P("2") for move in game.legal_moves())
    game.redeal()
    assert game.count(P("2")) == 0


# -- foundations --------------------------------------------------------------------------


def test_ascending_from_the_ace_to_the_king(table: Table) -> None:
    game = Game(table({1: "KS QS", 2: "2S"}, {"up-S": "JS"}))
    play(game, "1 -> up-S", "1 -> up-S")
    assert game.top(parse_place("up-S")) == Card.parse("KS")
    assert game.count(parse_place("up-S")) == 13
    game = Game(table({2: "2S"}))
    play(game, "2 -> up-S")
    assert game.count(parse_place("up-S")) == 2


def test_descending_from_the_king_to_the_ace(table: Table) -> None:
    game = Game(table({1: "AS 2S", 2: "QS"}, {"down-S": "3S"}))
    play(game, "1 -> down-S", "1 -> down-S")
    assert game.top(parse_place("down-S")) == Card.parse("AS")
    assert game.count(parse_place("down-S")) == 13
    game = Game(table({2: "QS"}))
    play(game, "2 -> down-S")
    assert game.top(parse_place("down-S")) == Card.parse("QS")


def test_no_wrap_on_foundations(table: Table) -> None:
    # A complete ascending foundation takes nothing, not even an Ace.
    game = Game(table({1: "AS"}, {"up-S": "KS"}))
    assert game.refusal(Move.parse("1 -> up-S")) == Refusal(
        RefusalCode.FOUNDATION_COMPLETE, Move.parse("1 -> up-S")
    )
    game = Game(table({1: "KS"}, {"down-S": "AS"}))
    assert game.refusal(Move.parse("1 -> down-S")) == Refusal(
        RefusalCode.FOUNDATION_COMPLETE, Move.parse("1 -> down-S")
    )
    # And a foundation never goes the other way.
    game = Game(table({1: "AS 3S"}, {"up-S": "2S", "down-S": "QS"}))
    assert game.refusal(Move.parse("1 -> up-S")) is None
    game = Game(table({1: "KS AS"}, {"up-S": "2S", "down-S": "QS"}))
    assert game.refusal(Move.parse("1 -> up-S")) == Refusal(
        RefusalCode.NOT_NEXT_CARD, Move.parse("1 -> up-S")
    )
    assert game.refusal(Move.parse("1 -> down-S")) == Refusal(
        RefusalCode.NOT_NEXT_CARD, Move.parse("1 -> down-S")
    )


def test_foundation_to_foundation_when_it_follows(table: Table) -> None:
    # up-S at 5S, down-S at 6S: they meet, and cards can go either way.
    game = Game(table({}, {"up-S": "5S", "down-S": "6S"}))
    play(game, "up-S -> down-S")
    assert game.top(parse_place("up-S")) == Card.parse("4S")
    assert game.top(parse_place("down-S")) == Card.parse("5S")
    play(game, "down-S -> up-S", "down-S -> up-S")
    assert game.top(parse_place("up-S")) == Card.parse("6S")
    assert game.top(parse_place("down-S")) == Card.parse("7S")
    assert game.moves == 3
    # Not meeting: refused.
    game = Game(table({}, {"up-S": "5S", "down-S": "9S"}))
    assert not game.is_legal(Move.parse("up-S -> down-S"))
    assert not game.is_legal(Move.parse("down-S -> up-S"))
    # Other suits never.
    game = Game(table({}, {"up-S": "5S", "down-H": "6H"}))
    assert game.refusal(Move.parse("up-S -> down-H")) == Refusal(
        RefusalCode.NOT_SAME_SUIT, Move.parse("up-S -> down-H")
    )


def test_never_from_a_foundation_to_a_pile(table: Table) -> None:
    game = Game(table({1: "6H", 2: "4H"}, {"up-H": "5H", "down-H": "5H"}))
    for foundation in ("up-H", "down-H"):
        for pile in ("1", "2", "3"):
            refusal = game.refusal(Move.parse(f"{foundation} -> {pile}"))
            assert refusal is not None
            assert refusal.code is RefusalCode.FOUNDATION_TO_PILE


def test_bases_never_move(table: Table) -> None:
    game = Game(table({1: "2S", 2: "QS"}))
    for foundation in FOUNDATIONS:
        assert game.destinations(foundation) == ()
        for place in PLACES:
            if place != foundation:
                refusal = game.refusal(Move(foundation, place))
                assert refusal is not None and refusal.code is RefusalCode.BASE_LOCKED
    # A foundation that has grown gives back down to its base only.
    game = Game(table({}, {"up-S": "2S", "down-S": "3S"}))
    play(game, "up-S -> down-S")
    assert game.count(parse_place("up-S")) == 1
    assert game.refusal(Move.parse("up-S -> down-S")) == Refusal(
        RefusalCode.BASE_LOCKED, Move.parse("up-S -> down-S")
    )


# -- redeal -------------------------------------------------------------------------------


def test_redeal_moves_the_bottom_card_to_the_top(table: Table) -> None:
    game = Game(table({1: "2H 9C JD", 2: "QS", 4: "3D 8C"}, moves=7))
    assert game.redeal() is None
    assert cards(game, 1) == "9C JD 2H"
    assert cards(game, 2) == "QS"
    assert cards(game, 3) == ""
    assert cards(game, 4) == "8C 3D"
    assert game.redeals_left == 2
    assert game.moves == 7  # not a move
    assert game.position.moves == 7


def test_three_redeals_at_most(table: Table) -> None:
    game = Game(table({1: "2H 9C JD 4S"}))
    for left in (2, 1, 0):
        assert game.redeal() is None
        assert game.redeals_left == left
    assert cards(game, 1) == "4S 2H 9C JD"
    before = game.position
    assert game.redeal() == Refusal(RefusalCode.NO_REDEAL_LEFT)
    assert game.position == before


def test_redeal_clears_the_undo_history(table: Table) -> None:
    game = Game(table({1: "5S 4S", 2: "3S", 3: "6S"}))
    play(game, "1 -> 2")
    assert game.redeal() is None
    assert game.history == ()
    before = game.position
    assert game.undo() == Refusal(RefusalCode.NOTHING_TO_UNDO)
    assert game.position == before
    assert game.moves == 1
    play(game, "1 -> 3")
    assert game.undo() == Move.parse("1 -> 3")
    assert game.undo() == Refusal(RefusalCode.NOTHING_TO_UNDO)


# -- undo ---------------------------------------------------------------------------------


def test_undo_restores_exactly(table: Table) -> None:
    start = table({1: "5S 4S", 2: "3S", 3: "9H"}, {"up-S": "2S", "down-S": "5S"}, moves=5)
    game = Game(start)
    positions = [game.position]
    for move in ("2 -> up-S", "1 -> down-S", "down-S -> up-S", "up-S -> down-S"):
        play(game, move)
        positions.append(game.position)
    assert game.moves == 9
    for expected in reversed(positions[:-1]):
        assert isinstance(game.undo(), Move)
        assert game.position == expected
    assert game.position == start
    assert game.moves == 5


def test_undo_returns_the_move_taken_back(table: Table) -> None:
    game = Game(table({1: "5S 4S", 2: "3S"}))
    play(game, "1 -> 2")
    assert game.undo() == Move.parse("1 -> 2")
    assert cards(game, 1) == "5S 4S"
    assert cards(game, 2) == "3S"


def test_at_most_100_undos(table: Table) -> None:
    assert UNDO_LIMIT == 100
    game = Game(table({1: "5S 4S", 2: "3S"}))
    positions = [game.position]
    for i in range(UNDO_LIMIT + 1):
        play(game, "1 -> 2" if i % 2 == 0 else "2 -> 1")
        positions.append(game.position)
    assert len(game.history) == UNDO_LIMIT
    assert game.moves == 101
    for i in range(UNDO_LIMIT):
        assert isinstance(game.undo(), Move)
        assert game.position == positions[-2 - i]
    assert game.moves == 1
    assert game.undo() == Refusal(RefusalCode.NOTHING_TO_UNDO)
    assert game.position == positions[1]


# -- the end ------------------------------------------------------------------------------

ALL_DONE_BUT_KS = {
    "up-S": "QS",
    "up-H": "KH",
    "up-D": "KD",
    "up-C": "KC",
    "down-S": "AS",
    "down-H": "AH",
    "down-D": "AD",
    "down-C": "AC",
}


def test_won(table: Table) -> None:
    game = Game(table({3: "KS"}, ALL_DONE_BUT_KS, redeals_left=0))
    assert game.status is Status.PLAYING
    play(game, "3 -> up-S")
    assert game.status.value == "won"
    assert game.position.won
    game.undo()
    assert game.status is Status.PLAYING
    assert not game.position.won


def test_won_even_with_redeals_left(table: Table) -> None:
    game = Game(table({}, {**ALL_DONE_BUT_KS, "up-S": "KS"}))
    assert game.status is Status.WON


def test_blocked_needs_no_redeal_left(table: Table) -> None:
    stuck = {1: "2H 9S", 2: "5D"}
    assert Game(table(stuck, redeals_left=1)).status is Status.PLAYING
    assert Game(table(stuck, redeals_left=0)).status is Status.BLOCKED


def test_blocked_after_the_last_redeal(table: Table) -> None:
    game = Game(table({1: "2H 9S", 2: "5D"}, redeals_left=1))
    assert game.redeal() is None
    assert cards(game, 1) == "9S 2H"
    assert game.status is Status.PLAYING  # 2H goes up
    play(game, "1 -> up-H")
    assert game.status.value == "blocked"
    assert game.legal_moves() == []


def test_a_legal_pile_move_keeps_the_game_going(table: Table) -> None:
    game = Game(table({1: "5S", 2: "4S"}, redeals_left=0))
    assert game.can_progress()
    assert game.status is Status.PLAYING


def test_shuttling_between_foundations_does_not_count(table: Table) -> None:
    # up-S and down-S meet, so cards can shuttle, but no pile holds a spade on top.
    game = Game(table({1: "9S 5H", 2: "9D"}, {"up-S": "5S", "down-S": "6S"}, redeals_left=0))
    assert game.legal_moves() != []
    assert all(not isinstance(m.source, Pile) for m in game.legal_moves())
    assert not game.can_progress()
    assert game.status is Status.BLOCKED


def test_shuttling_counts_when_a_pile_top_is_of_that_suit(table: Table) -> None:
    # 9S fits neither foundation now, but shuttling brings them to 8S/10S.
    game = Game(table({1: "5H 9S", 2: "9D"}, {"up-S": "5S", "down-S": "6S"}, redeals_left=0))
    assert game.destinations(P("1")) == ()
    assert game.can_progress()
    assert game.status is Status.PLAYING
    play(game, "down-S -> up-S", "down-S -> up-S", "down-S -> up-S")
    assert game.top(parse_place("up-S")) == Card.parse("8S")
    play(game, "1 -> up-S")


def test_foundations_that_do_not_meet_do_not_count(table: Table) -> None:
    game = Game(table({1: "5H 9S", 2: "9D"}, {"up-S": "4S", "down-S": "6S"}, redeals_left=0))
    assert not game.can_progress()
    assert game.status is Status.BLOCKED


# -- tap, drop, destinations --------------------------------------------------------------


def test_tap_with_one_destination_moves(table: Table) -> None:
    game = Game(table({1: "5S", 2: "4S"}))
    assert game.destinations(P("2")) == (P("1"),)
    assert game.tap(P("2")) == Move.parse("2 -> 1")
    assert cards(game, 1) == "5S 4S"
    assert game.moves == 1
    assert game.undo() == Move.parse("2 -> 1")


def test_tap_with_no_destination_selects(table: Table) -> None:
    position = table({1: "5S", 2: "9H"})
    game = Game(position)
    assert game.tap(P("2")) == Selection(P("2"), ())
    assert game.position == position


def test_tap_with_several_destinations_selects(table: Table) -> None:
    position = table({1: "5S", 2: "4S", 9: "3S"})
    game = Game(position)
    assert game.tap(P("2")) == Selection(P("2"), (P("1"), P("9")))
    assert game.position == position
    assert game.history == ()


def test_tap_on_a_foundation(table: Table) -> None:
    game = Game(table({1: "6S"}, {"up-S": "5S", "down-S": "6S"}))
    # 5S could go on 6S (pile 1) but never from a foundation; only down-S takes it.
    assert game.tap(parse_place("up-S")) == Move.parse("up-S -> down-S")


def test_destinations_order(table: Table) -> None:
    game = Game(table({16: "5S", 3: "4S", 9: "6S", 1: "3S"}, {"up-S": "4S", "down-S": "6S"}))
    assert game.destinations(P("16")) == (
        P("3"),
        P("9"),
        parse_place("up-S"),
        parse_place("down-S"),
    )
    assert game.legal_moves()[:3] == [
        Move.parse("1 -> 3"),
        Move.parse("3 -> 1"),
        Move.parse("3 -> 16"),
    ]
    sources = [move.source for move in game.legal_moves()]
    order = [*PILES, *FOUNDATIONS]
    assert sources == sorted(sources, key=order.index)


def test_drop_goes_ascending_first(table: Table) -> None:
    game = Game(table({7: "5H"}, {"up-H": "4H", "down-H": "6H"}))
    assert game.drop_target(P("7")) == parse_place("up-H")
    assert game.drop(P("7")) == Move.parse("7 -> up-H")
    assert game.moves == 1


def test_drop_goes_descending_when_only_it_accepts(table: Table) -> None:
    game = Game(table({7: "5H"}, {"up-H": "2H", "down-H": "6H"}))
    assert game.drop(P("7")) == Move.parse("7 -> down-H")


def test_drop_from_a_foundation_tries_the_other_one(table: Table) -> None:
    game = Game(table({}, {"up-H": "5H", "down-H": "6H"}))
    assert game.drop(parse_place("up-H")) == Move.parse("up-H -> down-H")
    assert game.drop(parse_place("down-H")) == Move.parse("down-H -> up-H")


def test_drop_refused_not_next_card(table: Table) -> None:
    position = table({7: "5H"}, {"up-H": "2H", "down-H": "9H"})
    game = Game(position)
    assert game.drop(P("7")) == Refusal(RefusalCode.NOT_NEXT_CARD)
    assert game.position == position
    # One complete, the other not accepting: still not-next-card.
    game = Game(table({7: "5H"}, {"up-H": "KH", "down-H": "9H"}))
    assert game.drop(P("7")) == Refusal(RefusalCode.NOT_NEXT_CARD)


def test_drop_refused_foundation_complete(table: Table) -> None:
    # Both complete would leave no heart for a pile: only a drop from a foundation can be
    # refused so, as the only foundation tried is the other one.
    game = Game(table({}, {"up-H": "5H", "down-H": "AH"}))
    assert game.drop(parse_place("up-H")) == Refusal(RefusalCode.FOUNDATION_COMPLETE)


def test_a_game_from_a_deal() -> None:
    game = Game(deal(1))
    assert game.status is Status.PLAYING
    assert game.redeals_left == 3
    assert game.moves == 0
    assert all(game.count(pile) == 6 for pile in PILES)
    assert all(game.count(f) == 1 for f in FOUNDATIONS)
