"""The help names what shows a pile's cards, in every locale: a resting mouse, a long press,
or the key C on the pile that has the focus (moving the focus to a pile opens nothing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crescent_docs.i18n import load_messages

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = (ROOT / "locales").glob("*/LC_MESSAGES/messages.po")
LOCALES = ["en", *sorted(p.parent.parent.name for p in CATALOGS)]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_names_the_key_that_shows_a_piles_cards(locale: str) -> None:
    """Only C (with a resting mouse and a long press) shows a pile's cards: moving the
    keyboard's focus to a pile does not."""
    text = load_messages(locale, ROOT / "locales").lookup("player.help-fan")[0]
    assert re.search(r"(?<!\w)C(?!\w)", text), text
