"""Cases and context: every keyed message that puts a card, a suit or a place into a
sentence gets it from a key of its own grammatical context, so that a case language can
inflect it (a foundation after "from" or "to", a suit after a rank, a card as a subject or
as an object)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tables import build_position

from crescent_docs.engine import FOUNDATIONS, Card, Move
from crescent_docs.i18n import load_messages
from crescent_docs.i18n.catalog import STRINGS_FILE, key_comments, key_line, source_strings
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.narration import narrate_step

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
RANKS = ("A", "number", "J", "Q", "K")

#: Each placeholder that names a card, a suit or a place in a sentence, and what fills it:
#: a family of keys (one per context), or a form that has no case (a number, a short card
#: in a label).
SENTENCE_NAMES = {
    ("card.long", "suit"): "suit.of",
    ("diagram.foundation", "foundation"): "foundation",  # a label before a colon
    ("diagram.foundation", "card"): "card.long",  # a subject: "… on top"
    ("diagram.pile", "card"): "card.long",
    ("narration.pile-to-pile", "card"): "card.the",
    ("narration.pile-to-pile", "target"): "card.object",  # after "onto"
    ("narration.pile-to-pile", "source"): "number",
    ("narration.pile-to-pile", "destination"): "number",
    ("narration.pile-to-foundation", "card"): "card.the",
    ("narration.pile-to-foundation", "source"): "number",
    ("narration.pile-to-foundation", "foundation"): "foundation.to",
    ("narration.foundation-to-foundation", "card"): "card.the",
    ("narration.foundation-to-foundation", "source"): "foundation.from",
    ("narration.foundation-to-foundation", "destination"): "foundation.to",
    ("narration.uncovers", "card"): "card.object",  # the object of "uncovers"
    ("narration.uncovers-next", "card"): "card.object",
    ("player.selected", "card"): "card.short",  # a label: "Selected: 8♥ (pile 3)"
    ("player.selected", "place"): "foundation",  # or pile.name, in brackets: a label
    ("player.undone", "card"): "card.the",
    ("player.gone-by-itself", "card"): "card.the",  # the subject: "… had only one place"
    ("player.undone-foundation", "card"): "card.the",
    ("player.undone-foundation", "foundation"): "foundation.to",
    ("player.accepts", "card"): "card.object",  # the object of "accepts"
    ("player.selected-to", "card"): "card.short",  # a label before "selected:"
    ("player.onto-foundation", "foundation"): "foundation.to",  # after "onto"
    ("player.fits-pile", "card"): "card.object",  # after "onto"
    ("player.fits-foundation", "foundation"): "foundation.to",  # after "onto"
    ("player.fits-foundation", "card"): "card.the",  # the subject
    ("player.refused-move", "card"): "card.short",  # a label: "K♠ → pile 4"
    ("player.refused-move", "place"): "foundation",  # or pile.name, after an arrow: a label
}
NAMES = {"card", "target", "suit", "foundation", "source", "destination", "place", "pile"}
FAMILIES = {
    "suit.of": [f"suit.of.{s}" for s in "SHDC"],
    "foundation": [f"foundation.{f}" for f in FOUNDATIONS],
    "foundation.to": [f"foundation.to.{f}" for f in FOUNDATIONS],
    "foundation.from": [f"foundation.from.{f}" for f in FOUNDATIONS],
    "card.the": [f"card.the.{r}" for r in RANKS],
    "card.object": [f"card.object.{r}" for r in RANKS],
}


def _names(template: str) -> set[str]:
    return set(re.findall(r"\{([a-z_]+)\}", template)) & NAMES


def test_every_name_in_a_sentence_has_its_context_decided() -> None:
    # A new message that puts a card or a place into a sentence must say here which
    # context fills it; "pile" is always a pile's number.
    found = {
        (key, name)
        for key, source in source_strings().items()
        if not key.startswith(("card.the.", "card.object.", "card.short", "card.narrative"))
        for name in _names(source.singular) - {"pile"}
    }
    assert found <= set(SENTENCE_NAMES), sorted(found - set(SENTENCE_NAMES))
    assert set(SENTENCE_NAMES) <= found, sorted(set(SENTENCE_NAMES) - found)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_each_context_has_a_key_per_name_with_a_note(family: str) -> None:
    strings = source_strings()
    text = STRINGS_FILE.read_text(encoding="utf-8")
    for key in FAMILIES[family]:
        assert key in strings, key
        assert key_comments(text, key_line(text, key)), f"{key} has no note for translators"


@pytest.mark.parametrize("locale", ["ca", "hr", "es", "fr", "de", "pl"])
def test_every_locale_fills_every_context(locale: str) -> None:
    messages = load_messages(locale, LOCALES_DIR)
    for keys in FAMILIES.values():
        for key in keys:
            assert not messages.falls_back(key), f"{locale}: {key} untranslated"


def test_a_card_as_an_object_takes_its_own_article() -> None:
    german = Wording(load_messages("de", LOCALES_DIR))
    king = Card.parse("KS")
    assert german.the(king, german.short(king)) == "der K♠"
    assert german.the(king, german.short(king), "object") == "den K♠"
    assert german.text("player.accepts", name="Stapel 4", card="den K♠") == (
        "Stapel 4; nimmt den K♠ an"
    )
    before = build_position({10: "AS", 14: "KS"}, {})
    assert (
        narrate_step(before, Move.parse("10 -> 14"), german)
        == "das A♠ von Stapel 10 kommt auf den K♠ von Stapel 14"
    )
    catalan = Wording(load_messages("ca", LOCALES_DIR))
    ace = Card.parse("AH")
    the_ace = catalan.the(ace, "A♥", "object")
    assert catalan.text("player.accepts", name="pila 4", card=the_ace) == "pila 4; hi pot anar l’A♥"
    croatian = Wording(load_messages("hr", LOCALES_DIR))
    assert (
        narrate_step(before, Move.parse("10 -> 14"), croatian)
        == "pik A iz stoga 10 stavlja se na pik K iz stoga 14"
    )
    # The player's messages show the cards as its board does (spoken in words).
    assert (
        narrate_step(before, Move.parse("10 -> 14"), croatian, player=True)
        == "A♠ iz stoga 10 stavlja se na K♠ iz stoga 14"
    )
