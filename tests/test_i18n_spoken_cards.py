"""What the player says names cards in words, in every locale, without a browser: no
message it says or names a place with writes a suit's symbol itself (a card comes in
through a placeholder, which the player speaks in words: words.js ``voice``), and a card's long
form (what is spoken) is words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crescent_docs.i18n import load_messages
from crescent_docs.i18n.catalog import source_strings

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = (ROOT / "locales").glob("*/LC_MESSAGES/messages.po")
LOCALES = ["en", *sorted(p.parent.parent.name for p in CATALOGS)]
SUIT = re.compile("[♠♥♦♣]")
#: The messages the player says (its live region) or names its places with.
SAID = ("player.", "refusal.", "narration.", "diagram.", "card.long", "card.the.", "card.object.")


@pytest.mark.parametrize("locale", LOCALES)
def test_no_message_the_player_says_writes_a_suit_symbol(locale: str) -> None:
    messages = load_messages(locale, ROOT / "locales")
    found: dict[str, list[str]] = {}
    for key, source in source_strings().items():
        if not key.startswith(SAID):
            continue
        if source.plural is None:
            texts = [messages.lookup(key)[0]]
        else:
            texts = [messages.lookup_plural(key, n)[0] for n in (0, 1, 2, 3, 5, 11, 21, 101)]
        if any(SUIT.search(t) for t in texts):
            found[key] = texts
    assert found == {}
    long = messages.lookup("card.long")[0]
    assert "{symbol}" not in long and "{short}" not in long, long
