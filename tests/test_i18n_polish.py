"""Polish, the seventh locale: complete, three plural forms, case forms of the foundations
and suits, and its glossary and register."""

from __future__ import annotations

from pathlib import Path

import pytest
from finished_locale import assert_finished_and_listed
from tables import build_position

from crescent_docs.engine import FOUNDATIONS, Card, Move
from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.narration import narrate_at, narrate_step

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


@pytest.fixture(scope="module")
def wording() -> Wording:
    return Wording(load_messages("pl", LOCALES))


def test_polish_is_complete_and_listed() -> None:
    assert_finished_and_listed("pl", plurals=3)


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (1, "1 karta"),
        (2, "2 karty"),
        (4, "4 karty"),
        (5, "5 kart"),
        (12, "12 kart"),
        (22, "22 karty"),
        (25, "25 kart"),
        (104, "104 karty"),
    ],
)
def test_three_plural_forms(wording: Wording, n: int, text: str) -> None:
    assert wording.cards(n) == text


def test_case_forms_in_the_narration(wording: Wording) -> None:
    before = build_position({1: "2S"}, {"up-S": "5S", "down-S": "6S"})
    assert (
        narrate_step(before, Move.parse("up-S -> down-S"), wording)
        == "5♠ przechodzi z rosnącej bazy pik na malejącą bazę pik"
    )
    before = build_position({3: "9H 5C"}, {"up-C": "4C"})
    assert (
        narrate_at(12, before, Move.parse("3 -> up-C"), wording)
        == "w 12. ruchu 5♣ ze stosu 3 trafia na rosnącą bazę trefl"
    )
    assert wording.long(Card.parse("JD")) == "walet karo"
    assert wording.short(Card.parse("QH")) == "D♥"
    assert wording.foundation(FOUNDATIONS[0]) == "rosnąca baza pik"  # the label form
