"""The focus ring shows for the keyboard's focus only (:focus-visible): a tapped or clicked
pile shows none, and a selected card looks unlike a focused place."""

from __future__ import annotations

import re

import pytest
from browserkit import PLAY_LOCALES, place
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, page_at, play_page

#: JS: a place's ring: whether it matches :focus-visible, its outline, and its card's.
RING = """b => { const s = getComputedStyle(b), c = getComputedStyle(b.querySelector('.cp-card'));
  return { visible: b.matches(':focus-visible'), focused: b === document.activeElement,
           outline: s.outlineStyle, card: [c.outlineStyle, c.outlineColor] }; }"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_tap_shows_no_focus_ring_and_a_key_shows_one(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        pile = place(player, 3)  # the 3♣: two places take it, so a tap selects it
        pile.tap()
        expect(pile).to_have_class(re.compile(r"\bcp-sel\b"))
        tapped = pile.evaluate(RING)
        assert tapped["focused"] and not tapped["visible"], tapped
        assert tapped["outline"] == "none", tapped
        # The selection is the card's white outline, raised: not the focus ring's blue.
        assert tapped["card"][0] == "solid" and tapped["card"][1] == "rgb(255, 255, 255)", tapped
        pile.tap()  # put it down
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        place(player, 3).click()
        clicked = place(player, 3).evaluate(RING)
        assert not clicked["visible"] and clicked["outline"] == "none", clicked
        page.keyboard.press("Escape")
        page.keyboard.press("5")  # the keys go to pile 5
        expect(place(player, 5)).to_be_focused()
        ring = place(player, 5).evaluate(RING)
        assert ring["visible"] and ring["outline"] == "solid", ring
        assert ring["card"][1] != "rgb(255, 255, 255)" or ring["card"][0] == "none", ring
