"""The list of keys that ? opens: Escape there gives the focus back to the board's place
that had it, and closes the list again."""

from __future__ import annotations

import pytest
from browserkit import (
    NEARLY_WON,
    PLAY_LOCALES,
    SETTLED_SCROLL,
    open_player,
    place,
    position,
    store_game,
)
from playwright.sync_api import expect
from test_table import page_at

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


@pytest.mark.parametrize("height", [800, 720])
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_question_mark_shows_the_keys_with_the_board_in_view(browser, base_url, locale, height):
    """At a desktop, ? shows the list of keys beside the board, which stays whole in the
    window where it was (the list's place in the page, far under the board, had the
    focus's scroll take the board away)."""
    with page_at(browser, 1280, height) as page:
        store_game(page, base_url, position(**NEARLY_WON), code=None)
        open_player(page, f"{base_url}/{locale}/play/")
        player = page.locator("#player")
        board = player.locator(".cp-table")
        before = board.bounding_box()
        place(player, 3).focus()
        page.keyboard.press("?")
        box = player.locator("details.cp-more")
        expect(box.locator("summary")).to_be_focused()
        keys = box.locator("ul")
        expect(keys).to_be_visible()
        page.evaluate(SETTLED_SCROLL)
        assert board.bounding_box() == before, (locale, before, board.bounding_box())
        panel = box.bounding_box()
        assert before is not None and panel is not None
        # The summary and the list's start in the window, over no part of the board.
        for part in (box.locator("summary"), keys):
            found = part.bounding_box()
            assert found is not None
            assert found["y"] >= 0 and found["y"] + 20 <= height, (locale, found)
        assert (
            panel["x"] + panel["width"] <= before["x"]
            or panel["x"] >= before["x"] + before["width"]
        ), (
            locale,
            panel,
            before,
        )
        page.keyboard.press("Escape")
        expect(place(player, 3)).to_be_focused()
        expect(box).not_to_have_attribute("open", "")
        assert board.bounding_box() == before


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_f_on_the_page_goes_to_the_foundations_and_s_still_opens_the_search(page, base_url, locale):
    # The list of keys promises "F: go to the foundations"; the theme takes F, S and / for
    # its search. From the page's body, F is the player's; S still opens the search.
    store_game(page, base_url, position(**NEARLY_WON), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    search = page.locator("input[data-md-toggle='search']")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("f")
    focused = page.locator("#player [data-place]:focus")
    expect(focused).to_have_count(1)
    assert focused.get_attribute("data-place").startswith(("up-", "down-"))
    expect(search).not_to_be_checked()
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("s")
    expect(search).to_be_checked()
