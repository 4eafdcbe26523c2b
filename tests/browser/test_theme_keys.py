"""The theme's own keys (N and P: the next and previous page; S, F and /: the search; and
their signs, comma and full stop) do nothing while a player has the focus: a review pressed
N on the board for a new game and was taken to another page. Off a player they still work."""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES, open_player, settle
from playwright.sync_api import Error, expect

pytestmark = pytest.mark.browser

#: Material's keys, each of which leaves the board when the theme takes it.
THEME_KEYS = ["n", "p", ",", ".", "s", "/"]
#: Whether the theme's search is open (its toggle is checked).
SEARCH_OPEN = "document.querySelector('[data-md-toggle=search]').checked"

#: Where a player's focus goes: the board's focused place (Play, a rule demo), the stepper's
#: forward button (Examples).
PLAYERS = {
    "play/": "#player .cp-board [tabindex='0']",
    "rules/": ".cp-board [tabindex='0']",
    "examples/": ".crescent-player[data-mode='stepper'] button",
}


@pytest.mark.parametrize("where", PLAYERS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_theme_keys_do_nothing_on_a_player(page, base_url, locale, where):
    url = f"{base_url}/{locale}/{where}"
    open_player(page, url)
    target = page.locator(PLAYERS[where]).first
    for key in THEME_KEYS:
        target.focus()
        page.keyboard.press(key)
        try:
            settle(page)
        except Error:  # the page it ran in is gone
            pytest.fail(f"{key!r} left the page")
        assert page.url.split("#")[0] == url, f"{key!r} left the page for {page.url}"
        assert not page.evaluate(SEARCH_OPEN), f"{key!r} opened the search"
        expect(target).to_be_focused()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_off_a_player_the_theme_keys_still_work(page, base_url, locale):
    open_player(page, f"{base_url}/{locale}/play/")
    page.locator("body").evaluate("b => document.activeElement.blur()")
    page.keyboard.press("s")
    page.wait_for_function(SEARCH_OPEN)
