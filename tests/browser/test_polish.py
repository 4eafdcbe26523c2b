"""The table's finish: its keyboard focus ring, the win's panel beside the full
foundations, Finish gone once the game is won, and a hint that always answers."""

from __future__ import annotations

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, place
from playwright.sync_api import expect
from test_ending import wording
from test_table import page_at, play_page

pytestmark = pytest.mark.browser


# -- the win ----------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_is_gone_once_its_last_card_has_won_the_game(browser, base_url, locale):
    m = wording(locale)
    # With motion: the finish plays its cards one after another, on a timer.
    with page_at(browser, 1280, 800, reduced_motion="no-preference") as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        for p in (1, 2, 2):  # the K♠ up, the Q♦ and K♦ up: the rest drops by itself
            place(player, p).click()
        finish = player.locator('[data-control="finish"]')
        finish.click()
        expect(player.get_by_role("dialog", name=m.text("player.won-title"))).to_be_visible()
        # Neither shown nor lit up (hovered or focused) after the win.
        expect(finish).to_be_hidden()
