"""Finish comes into free play's row of controls, in every locale: at a desktop without
moving any other control (Hint stays where it was); on a phone in the place of Hint, whose
key H still gives a hint (a seventh control leaves no finger's room for every language's
words), every control a finger's size (44 x 44 px or more) in a row as wide as the board at
most."""

from __future__ import annotations

import pytest
from browserkit import LOCALES, position, redeal_now, store_game
from playwright.sync_api import expect
from test_table import VIEWPORTS, page_at, play_page, wording

pytestmark = pytest.mark.browser

#: The K♠ lies on the Q♠ that the ascending spades want next: nothing finishes the game
#: until the redeal puts the Q♠ on top; then every card goes home, and Finish shows.
FINISH_AFTER_REDEAL = {
    "piles": {1: "QS KS", 2: "AS"},
    "foundations": {"up-S": "JS", "down-S": "2S"},
    "redeals_left": 1,
}

#: Each control of the row shown (neither a hidden Finish nor, on a phone, the Hint it
#: replaces): its name and its box.
CONTROLS = """root => [...root.querySelectorAll('.cp-bar > .cp-btn')]
  .filter((e) => !e.hidden && e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect();
    return [e.dataset.control, Math.round(r.left), Math.round(r.top), r.width, r.height]; })"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_finish_comes_without_moving_any_other_control(browser, base_url, locale, viewport):
    w = wording(locale)
    width, _ = VIEWPORTS[viewport]
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        store_game(page, base_url, position(**FINISH_AFTER_REDEAL), code=None)
        player = play_page(page, base_url, locale)
        finish = player.get_by_role("button", name=w.text("player.finish"), exact=True)
        expect(finish).to_be_hidden()
        before = player.evaluate(CONTROLS)
        redeal_now(player)
        expect(finish).to_be_visible()
        after = player.evaluate(CONTROLS)
        if viewport == "phone":
            assert [c[0] for c in after] == [c[0] if c[0] != "hint" else "finish" for c in before]
        else:
            assert [c for c in after if c[0] != "finish"] == before, (locale, before, after)
            assert "hint" in [c[0] for c in after], after
        board = player.locator(".cp-table").bounding_box()
        assert board is not None
        for name, left, _top, w_, h in after:
            assert left >= max(0, board["x"] - 1), (locale, name, left, board)
            assert left + w_ <= min(width, board["x"] + board["width"]) + 1, (locale, name)
            if viewport == "phone":
                assert w_ >= 44 and h >= 44, (locale, name, w_, h)
        # One row at a desktop, two of three on a phone: each row's controls at one height.
        rows = (after,) if viewport != "phone" else (after[:3], after[3:])
        for row in rows:
            assert len({top for _n, _l, top, _w, _h in row}) == 1, after
