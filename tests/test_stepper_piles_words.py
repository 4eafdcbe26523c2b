"""The example game's stepper says its position card by card, as a screen reader can read it
on demand: under "In words" (a disclosure, reached with Tab), after the position's
description, each pile's cards from its top card down, in every locale's words (the long
card names the player speaks). Read from the built pages, without a browser; that a step
writes them again: browser/test_stepper_cards_in_words.py."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from sitebuild import Build
from test_prerender import ALL_LOCALES, mounts, tags

from crescent_docs.engine import Position
from crescent_docs.i18n import load_messages
from crescent_docs.i18n.wording import Wording

ROOT = Path(__file__).resolve().parent.parent
WORDS = re.compile(r'<details class="cp-words">(.*?)</details>', re.S)


def piles_top_first(wording: Wording, position: Position) -> list[str]:
    """What each pile's line says: its cards from the top down, or that it is empty."""
    separator = wording.text("player.list-separator")
    return [
        wording.text(
            "player.pile-top-first",
            number=n,
            cards=separator.join(wording.long(card) for card in reversed(pile)),
        )
        if pile
        else wording.text("diagram.pile-empty", number=n)
        for n, pile in enumerate(position.piles, start=1)
    ]


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_in_words_lists_every_card_of_each_pile_top_first_at_the_deal(
    built_site: Build, locale: str
) -> None:
    wording = Wording(load_messages(locale, ROOT / "locales"))
    html = built_site.page(f"{locale}/examples/index.html")
    (stepper,) = mounts(html, "stepper")
    deal = Position.from_json(json.loads(unescape(tags(stepper)[0][1]["data-position"])))
    box = WORDS.search(stepper)
    assert box, locale
    inside = box[1]
    # The disclosure's summary comes first: a keyboard reaches it with Tab and opens it.
    assert re.match(r"<summary[^>]*>", inside), inside[:80]
    lead = re.search(r"</p><p[^>]*>([^<]*)</p><ul", inside)
    assert lead and unescape(lead[1]) == wording.text("player.piles-top-first")
    listed = re.search(r'<ul class="cp-piles-words">(.*?)</ul>', inside, re.S)
    assert listed, locale
    lines = [unescape(line) for line in re.findall(r"<li[^>]*>([^<]*)</li>", listed[1])]
    assert lines == piles_top_first(wording, deal)
    # Sixteen piles of six at the deal: each line names the pile's six cards.
    separator = wording.text("player.list-separator")
    assert len(lines) == 16
    assert all(line.count(separator.strip() or separator) >= 5 for line in lines), lines
    # Nothing there is English fallback in a translated locale.
    assert 'lang="en"' not in listed[1] or locale == "en"
