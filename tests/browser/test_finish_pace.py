"""Finish is quick: its cards fly in quick succession, their flights overlapping, and a
finish of 48 cards is over within 1.2 s of the page's clock (run here by the test, so
that a loaded machine's slowness does not count); the live region says the finish once,
at its end, not a line per card. Under reduced motion it is over at once, with no motion."""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES, modules_ready
from playwright.sync_api import expect
from test_ending import wording
from test_table import page_at, play_page

pytestmark = pytest.mark.browser

#: The spades and the hearts left, each suit's two foundations' in a pile of its own, their
#: next card on top: 48 cards that Finish sends home.
UP = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
FOUR_PILES = {
    "piles": {
        1: " ".join(f"{r}S" for r in UP),
        2: " ".join(f"{r}S" for r in ["A", *UP[::-1][:-1]]),
        3: " ".join(f"{r}H" for r in UP),
        4: " ".join(f"{r}H" for r in ["A", *UP[::-1][:-1]]),
    },
    "foundations": {"up-S": "AS", "down-S": "KS", "up-H": "AH", "down-H": "KH"},
}

#: Every text the status line is given from now on.
LISTEN = """e => { window.said = [];
  new MutationObserver(() => window.said.push(e.textContent.trim()))
    .observe(e, { childList: true, subtree: true, characterData: true }); }"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_is_over_in_a_second_and_said_once(browser, base_url, locale):
    m = wording(locale)
    with page_at(browser, 1280, 800) as page:
        player = play_page(page, base_url, locale, game=FOUR_PILES)
        modules_ready(page, "ending.js")
        finish = player.get_by_role("button", name=m.text("player.finish"), exact=True)
        expect(finish).to_be_visible()
        player.locator(".cp-status").evaluate(LISTEN)
        page.clock.install()
        finish.click()
        page.clock.run_for(1200)
        # Every card is home by then, and the win's panel open.
        expect(player.locator(".cp-found .cp-full")).to_have_count(8, timeout=1)
        expect(player.get_by_role("dialog", name=m.text("player.won-title"))).to_be_visible()
        done = m.plural("player.finish-done", 48)
        said = page.evaluate("window.said")
        assert [s for s in said if s] == [f"{done} {m.text('narration.won')}"], said


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_under_reduced_motion_finish_is_over_at_once_without_motion(browser, base_url, locale):
    m = wording(locale)
    with page_at(browser, 390, 844, reduced_motion="reduce") as page:
        player = play_page(page, base_url, locale, game=FOUR_PILES)
        modules_ready(page, "ending.js")
        finish = player.get_by_role("button", name=m.text("player.finish"), exact=True)
        expect(finish).to_be_visible()
        page.evaluate(
            """() => { window.started = 0; const animate = Element.prototype.animate;
               Element.prototype.animate = function (...a) { window.started += 1;
                 return animate.apply(this, a); }; }"""
        )
        player.locator(".cp-status").evaluate(LISTEN)
        finish.click()
        expect(player.get_by_role("dialog", name=m.text("player.won-title"))).to_be_visible()
        expect(player.locator(".cp-found .cp-full")).to_have_count(8)
        assert page.evaluate("window.started") == 0
        assert (
            page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length")
            == 0
        )
        said = [s for s in page.evaluate("window.said") if s]
        assert len(said) == 1, said
