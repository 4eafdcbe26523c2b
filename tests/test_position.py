"""Positions: validity, and the JSON form shared with the player and the vectors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tables import Table

from crescent_docs.engine import (
    Card,
    Direction,
    Foundation,
    Game,
    Position,
    PositionError,
    Suit,
    deal,
)
from crescent_docs.engine.position import foundation_cards, foundation_top


def deal_json() -> dict[str, Any]:
    return deal(1).to_json()


def test_json_form_of_a_deal() -> None:
    data = deal_json()
    assert list(data) == ["piles", "foundations", "redeals_left", "moves"]
    assert data["foundations"] == ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]
    assert data["redeals_left"] == 3
    assert data["moves"] == 0
    assert len(data["piles"]) == 16
    assert data["piles"][0] == ["8S", "4S", "10S", "9S", "2H", "KD"]


def test_round_trip_is_exact() -> None:
    position = deal(77)
    data = position.to_json()
    again = Position.from_json(json.loads(json.dumps(data)))
    assert again == position
    assert again.to_json() == data


def test_round_trip_of_a_played_partial_position(table: Table) -> None:
    position = table(
        {1: "5S 4S", 3: "10H"}, {"up-S": "3S", "down-H": "JH"}, redeals_left=1, moves=42
    )
    data = position.to_json()
    assert data == {
        "piles": [["5S", "4S"], [], ["10H"], *[[]] * 13],
        "foundations": ["3S", "AH", "AD", "AC", "KS", "JH", "KD", "KC"],
        "redeals_left": 1,
        "moves": 42,
        "partial": True,
    }
    assert Position.from_json(data) == position
    assert position.foundations == (3, 1, 1, 1, 1, 3, 1, 1)


def test_defaults() -> None:
    position = Position.from_json({"piles": [[]] * 16, "partial": True})
    assert position.foundations == (1,) * 8
    assert position.redeals_left == 3
    assert position.moves == 0


def test_foundation_contents() -> None:
    down_h = Foundation(Direction.DOWN, Suit.HEARTS)
    up_s = Foundation(Direction.UP, Suit.SPADES)
    assert foundation_top(down_h, 1) == Card.parse("KH")
    assert foundation_top(down_h, 13) == Card.parse("AH")
    assert [c.code for c in foundation_cards(up_s, 4)] == ["AS", "2S", "3S", "4S"]
    assert [c.code for c in foundation_cards(down_h, 3)] == ["KH", "QH", "JH"]


def test_a_complete_position_holds_104_cards() -> None:
    position = deal(5)
    assert len(list(position.cards())) == 104
    game = Game(position)
    game.redeal()
    assert sorted(c.index for c in game.position.cards()) == sorted(
        c.index for c in position.cards()
    )


def broken(change: Any) -> dict[str, Any]:
    data = deal_json()
    change(data)
    return data


def _set(key: str, value: Any) -> Any:
    return lambda data: data.__setitem__(key, value)


MALFORMED: list[tuple[str, Any, str]] = [
    ("not-an-object", [], "a position must be a JSON object"),
    ("unknown-key", broken(_set("extra", 1)), "unknown keys: extra"),
    ("partial-not-bool", broken(_set("partial", "yes")), "partial"),
    ("no-piles", broken(lambda d: d.pop("piles")), "piles"),
    ("piles-not-list", broken(_set("piles", {})), "piles"),
    ("15-piles", broken(lambda d: d["piles"].pop()), "piles: expected 16 piles, found 15"),
    ("pile-not-list", broken(lambda d: d["piles"].__setitem__(2, "AS")), "pile 3"),
    ("card-not-string", broken(lambda d: d["piles"][4].__setitem__(1, 5)), "pile 5, card 2"),
    ("unknown-card", broken(lambda d: d["piles"][6].__setitem__(0, "ZZ")), "pile 7, card 1"),
    (
        "pile-over-13",
        {
            "piles": [[*(f"{r}S" for r in (*range(2, 11), "J", "Q", "K", "A")), "2H"], *[[]] * 15],
            "partial": True,
        },
        "pile 1: 14 cards, more than the 13",
    ),
    ("foundations-short", broken(_set("foundations", ["AS"])), "foundations"),
    ("foundations-not-list", broken(_set("foundations", "AS")), "foundations"),
    (
        "foundation-wrong-suit",
        broken(lambda d: d["foundations"].__setitem__(1, "AS")),
        "foundation up-H",
    ),
    (
        "foundation-unknown-card",
        broken(lambda d: d["foundations"].__setitem__(5, "XH")),
        "foundation down-H",
    ),
    (
        "foundation-not-string",
        broken(lambda d: d["foundations"].__setitem__(7, 13)),
        "foundation down-C",
    ),
    ("redeals-too-many", broken(_set("redeals_left", 4)), "redeals_left"),
    ("redeals-negative", broken(_set("redeals_left", -1)), "redeals_left"),
    ("redeals-not-int", broken(_set("redeals_left", "3")), "redeals_left"),
    ("redeals-bool", broken(_set("redeals_left", True)), "redeals_left"),
    ("moves-negative", broken(_set("moves", -1)), "moves"),
    ("moves-float", broken(_set("moves", 1.5)), "moves"),
    ("card-missing", broken(lambda d: d["piles"][0].pop()), "1 cards missing: KD"),
    (
        "third-copy",
        broken(lambda d: d["piles"][0].__setitem__(0, d["piles"][1][0])),
        "6S: 3 copies",
    ),
    (
        "third-copy-via-foundation",
        broken(lambda d: d["foundations"].__setitem__(0, "2S")),
        "2S: 3 copies",
    ),
]


@pytest.mark.parametrize(
    ("data", "message"), [pytest.param(row[1], row[2], id=row[0]) for row in MALFORMED]
)
def test_malformed_positions_name_the_part(data: Any, message: str) -> None:
    with pytest.raises(PositionError) as error:
        Position.from_json(data)
    assert message in str(error.value)
    assert isinstance(error.value, ValueError)


def test_the_card_error_is_carried_in_the_message() -> None:
    data = deal_json()
    data["piles"][6][0] = "1S"
    with pytest.raises(PositionError, match=r"pile 7, card 1: unknown card '1S'"):
        Position.from_json(data)


def test_partial_positions_may_leave_cards_out(table: Table) -> None:
    position = table({1: "5S"})
    assert position.partial
    assert len(list(position.cards())) == 1 + 8
    data = position.to_json()
    del data["partial"]
    with pytest.raises(PositionError, match="cards missing"):
        Position.from_json(data)


def test_from_piles() -> None:
    position = Position.from_piles([["5S", Card.parse("4S")], *[[]] * 15], partial=True)
    assert position.piles[0] == (Card.parse("5S"), Card.parse("4S"))
    assert position.foundations == (1,) * 8
    with pytest.raises(PositionError):
        Position.from_piles([[]] * 15, partial=True)


def test_won_position(table: Table) -> None:
    tops = {f"up-{s}": f"K{s}" for s in "SHDC"} | {f"down-{s}": f"A{s}" for s in "SHDC"}
    assert table({}, tops).won
    assert not table({}, tops | {"up-S": "QS"}).won
