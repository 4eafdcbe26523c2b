"""The list of keys that ? opens: Escape there gives the focus back to the board's place
that had it, and closes the list again."""

from __future__ import annotations

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, open_player, place, position, store_game
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_escape_after_question_mark_gives_the_focus_back_to_the_board(page, base_url, locale):
    store_game(page, base_url, position(**NEARLY_WON), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    box = player.locator("details.cp-more")
    expect(box).not_to_have_attribute("open", "")
    place(player, 3).focus()
    page.keyboard.press("?")
    expect(box).to_have_attribute("open", "")
    expect(box.locator("summary")).to_be_focused()
    page.keyboard.press("Escape")
    expect(place(player, 3)).to_be_focused()
    expect(box).not_to_have_attribute("open", "")
    # Opened by hand first, the list stays open; the focus still goes back.
    box.locator("summary").click()
    place(player, 2).focus()
    page.keyboard.press("?")
    page.keyboard.press("Escape")
    expect(place(player, 2)).to_be_focused()
    expect(box).to_have_attribute("open", "")
