"""The hint and the keyboard: once a hint shows, the focus is on its move's card, so that
Enter acts on that card (selects it, or plays it where it has one place to go), or H again
plays the hint."""

from __future__ import annotations

import re

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, open_player, place, position, store_game
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: How long the solver's worker may think (ms): a fraction of a second on an idle machine.
THINKING = 30_000

FOCUSED_PLACE = "document.activeElement?.dataset.place ?? ''"


def hinted_from_pile_4(page, base_url, locale):
    """The Play page on a nearly won game, the focus on pile 4 (the K♣, which cannot move),
    and H pressed: the hint shows."""
    store_game(page, base_url, position(**NEARLY_WON), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    place(player, 4).focus()
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=THINKING)
    return player


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_focus_goes_to_the_hinted_card_and_enter_acts_on_it(page, base_url, locale):
    player = hinted_from_pile_4(page, base_url, locale)
    source = page.evaluate(FOCUSED_PLACE)
    assert source and source != "4"
    # The focused place is one of the hint's two marks, and the live region says the hint.
    expect(place(player, source)).to_have_class(re.compile(r"\bcp-hint\b"))
    expect(place(player, source)).to_be_focused()
    said = player.locator(".cp-status").text_content().strip()
    assert said
    # Enter acts on the hinted card where the focus is: the K♠ has one place to go (its
    # foundation, the hint's other mark), so Enter plays it there.
    marks = player.locator(".cp-place.cp-hint")
    destination = next(
        d for d in (marks.nth(i).get_attribute("data-place") for i in range(2)) if d != source
    )
    before = place(player, destination).inner_text()
    page.keyboard.press("Enter")
    expect(marks).to_have_count(0)
    expect(place(player, source)).to_have_class(re.compile(r"\bcp-empty\b"))
    expect(place(player, destination)).not_to_have_text(before)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_h_again_on_the_hinted_card_plays_the_hint(page, base_url, locale):
    player = hinted_from_pile_4(page, base_url, locale)
    source = page.evaluate(FOCUSED_PLACE)
    text = place(player, source).inner_text()
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)
    expect(place(player, source)).not_to_have_text(text)
    # The focus stays on the board, on the place the card left.
    expect(place(player, source)).to_be_focused()
