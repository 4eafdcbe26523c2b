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


# -- the hint ---------------------------------------------------------------------------

#: Records, with the page's own clock, each thing the advice line says, and how long
#: "Thinking…" has said longest (up to now, when it says it still).
ADVICE_LOG = """() => {
  const advice = document.querySelector('#player .cp-advice');
  const log = (window.adviceLog = [[performance.now(), advice.textContent]]);
  new MutationObserver(() => log.push([performance.now(), advice.textContent])).observe(advice, {
    childList: true, characterData: true, subtree: true,
  });
}"""
LONGEST_THINKING = """(thinking) => {
  const log = [...window.adviceLog, [performance.now(), null]];
  let longest = 0, since = null;
  for (const [t, text] of log) {
    if (text === thinking) since ??= t;
    else if (since !== null) (longest = Math.max(longest, t - since)), (since = null);
  }
  return longest;
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_hint_pressed_again_and_again_never_thinks_for_more_than_3_s(page, base_url, locale):
    m = wording(locale)
    thinking = m.text("player.thinking")
    # The page's timers run on a clock the test moves (the solver's worker on its own):
    # what is measured is the page's time, whatever the machine's load.
    page.clock.install()
    player = play_page(page, base_url, locale, code="CR1-N-AAAAAAB")
    redeal = player.locator('[data-control="redeal"]')
    redeal.click()  # an early redeal
    expect(redeal).to_have_attribute("data-n", "2")
    page.evaluate(ADVICE_LOG)
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    advice = player.locator(".cp-advice")

    def press(times: int, every: int) -> None:
        for _ in range(times):
            page.keyboard.press("h")
            page.clock.run_for(every)

    # Quickly, again and again: while it thinks (its search goes on), and while a move
    # shows (it is played, and the next position's search starts while the last one runs).
    press(12, 150)
    press(30, 250)
    press(8, 700)
    # After the last press, "Thinking…" gives way to a move within 3 s of the page's time.
    page.clock.run_for(3000)
    expect(advice).not_to_have_text(thinking)
    assert page.evaluate(LONGEST_THINKING, thinking) <= 3000
    # Hints were given and played: the game went on.
    expect(player.locator(".cp-counts > span").first).not_to_have_text(m.text("player.moves", n=0))
