"""When Finish appears, the live region (the status line, in sight) says so once, after
what the move said."""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES, place, status
from playwright.sync_api import expect
from test_table import page_at, play_page, wording

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
        # Said once: the next action says its own words.
        place(player, 3).click()  # the K♦ is selected or played: not the readiness again
        expect(player.locator(".cp-status")).not_to_contain_text(ready)
        assert sum(ready in s for s in page.evaluate("window.said")) == 1
