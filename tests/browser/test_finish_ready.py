"""When Finish appears, the live region (the status line, in sight) says so once, after
what the move said."""

from __future__ import annotations

import re

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, place, status, wait_for_route, wait_page_clock
from playwright.sync_api import Route, expect
from test_table import page_at, play_page, wording
from test_table_feedback import ECHO

#: The K♦ stops the finish (the Q♦ lies under it); a tap sends it onto the A♦ of pile 3
#: (its only place), and every card left can then go to the foundations.
ONE_MOVE_FROM_FINISH = {
    "piles": {2: "QD KD", 3: "AD"},
    "foundations": {"up-D": "JD", "down-D": "2D"},
}

#: Records every text the live region (the status line) takes.
WATCH = """() => {
  const region = document.querySelector('#player .cp-status');
  window.said = [];
  new MutationObserver(() => window.said.push(region.textContent)).observe(region, {
    childList: true, characterData: true, subtree: true });
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_says_once_that_it_is_ready(browser, base_url, locale):
    w = wording(locale)
    ready = w.text("player.finish-ready")
    with page_at(browser, 1280, 800) as page:
        player = play_page(page, base_url, locale, game=ONE_MOVE_FROM_FINISH)
        finish = player.locator('[data-control="finish"]')
        expect(finish).to_be_hidden()
        page.evaluate(WATCH)
        place(player, 2).click()
        expect(finish).to_be_visible()
        # After the move's words, in the same message, in sight.
        expect(player.locator(".cp-status")).to_contain_text(ready)
        expect(player.locator(".cp-status")).to_be_visible()
        assert status(player).startswith(w.text("narration.move-item", number=1, step="")[:3])
        said = page.evaluate("window.said")
        assert sum(ready in s for s in said) == 1, said
        # Said once: the next action says its own words (a click on pile 3 at once would be
        # taken as the K♦'s destination, where it has just gone by itself).
        wait_page_clock(page, ECHO)
        place(player, 3).click()  # the K♦ is selected or played: not the readiness again
        expect(player.locator(".cp-status")).not_to_contain_text(ready)
        assert sum(ready in s for s in page.evaluate("window.said")) == 1


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_is_said_ready_when_the_help_comes_after_the_move(browser, base_url, locale):
    """The help (and Finish with it) loads at the first touch: on a slow machine it comes
    after the move that touch made. Finish then shows after that move, and is said so."""
    w = wording(locale)
    with page_at(browser, 1280, 800) as page:
        held: list[Route] = []
        page.route(re.compile(r"/help(\.[0-9A-Za-z]+)?\.js$"), lambda route: held.append(route))
        player = play_page(page, base_url, locale, game=ONE_MOVE_FROM_FINISH)
        finish = player.locator('[data-control="finish"]')
        place(player, 2).click()
        page.wait_for_function("() => document.querySelector('#player .cp-status').textContent")
        expect(finish).to_be_hidden()
        wait_for_route(page, held)
        assert len(held) == 1
        held[0].continue_()
        expect(finish).to_be_visible()
        expect(player.locator(".cp-status")).to_contain_text(w.text("player.finish-ready"))
        assert status(player).startswith(w.text("narration.move-item", number=1, step="")[:3])


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_finish_ready_before_the_move_is_not_said_after_it_however_late_the_help(
    browser, base_url, locale
):
    """A game that opens with Finish ready shows it unsaid (the page's note about the game
    stands alone), and the move after that does not say it: nor when the help comes after
    that move (a CI run caught the late help saying it, the fast one not)."""
    w = wording(locale)
    with page_at(browser, 1280, 800) as page:
        held: list[Route] = []
        page.route(re.compile(r"/help(\.[0-9A-Za-z]+)?\.js$"), lambda route: held.append(route))
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        page.evaluate(WATCH)
        finish = player.locator('[data-control="finish"]')
        place(player, 3).dblclick()  # the Q♣ to the foundations: Finish was ready before it
        page.wait_for_function("() => document.querySelector('#player .cp-status').textContent")
        # Asked for at the first touch of the board; its route may reach the test only
        # after the move's words (a loaded CI run read it before: ci41).
        wait_for_route(page, held)
        assert len(held) == 1
        held[0].continue_()
        expect(finish).to_be_visible()
        # The help is in (Finish shows): whatever it said has been said by now.
        page.wait_for_function("() => window.said.length > 0")
        expect(player.locator(".cp-status")).not_to_contain_text(w.text("player.finish-ready"))
        assert not any(w.text("player.finish-ready") in s for s in page.evaluate("window.said"))
