"""Italian: complete, three plural forms, an article by rank (l’8 but il 7, l’A), an ordinal
that elides (all’8ª but alla 10ª), and its glossary and register."""

from __future__ import annotations

from pathlib import Path

import pytest
from finished_locale import assert_finished_and_listed
from tables import build_position

from crescent_docs.engine import Card, Move
from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.bundle import message_bundle
from crescent_docs.render.narration import narrate_at, narrate_step

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


@pytest.fixture(scope="module")
def wording() -> Wording:
    return Wording(load_messages("it", LOCALES))


def test_italian_is_complete_and_listed() -> None:
    assert_finished_and_listed("it", plurals=3)


@pytest.mark.parametrize(
    ("n", "text"),
    [(1, "1 carta"), (2, "2 carte"), (104, "104 carte"), (1000000, "1000000 di carte")],
)
def test_three_plural_forms(wording: Wording, n: int, text: str) -> None:
    assert wording.cards(n) == text


@pytest.mark.parametrize(
    ("card", "the"),
    [("8H", "l’8♥"), ("7H", "il 7♥"), ("10S", "il 10♠"), ("AS", "l’A♠"), ("QD", "la Q♦")],
)
def test_the_article_follows_the_rank(wording: Wording, card: str, the: str) -> None:
    parsed = Card.parse(card)
    assert wording.the(parsed, wording.short(parsed)) == the
    assert wording.the(parsed, wording.short(parsed), "object") == the


def test_the_narration_elides_where_italian_does(wording: Wording) -> None:
    before = build_position({3: "9H 7D", 5: "8D"}, {})
    assert (
        narrate_at(8, before, Move.parse("3 -> 5"), wording)
        == "all’8ª mossa, il 7♦ della pila 3 va sopra l’8♦ della pila 5"
    )
    before = build_position({2: "8S"}, {"up-S": "7S"})
    assert (
        narrate_at(10, before, Move.parse("2 -> up-S"), wording)
        == "alla 10ª mossa, l’8♠ della pila 2 va sulla fondazione ascendente di picche"
    )
    before = build_position({1: "2S"}, {"up-S": "5S", "down-S": "6S"})
    assert (
        narrate_step(before, Move.parse("up-S -> down-S"), wording)
        == "il 5♠ passa dalla fondazione ascendente di picche alla fondazione discendente di "
        "picche"
    )


def test_the_players_bundle_has_the_eights_own_form() -> None:
    strings = message_bundle(load_messages("it", LOCALES))["strings"]
    assert strings["card.the.8"] == strings["card.object.8"] == "l’{card}"
    assert strings["card.the.7"] == strings["card.the.number"] == "il {card}"
