"""The solver's worker starts with the player's first touch on the Play page, so that the
first hint, asked right after, finds it loaded (on a phone too), as later hints do; and
nothing is fetched for it while the page loads."""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES, asset, modules_ready, place
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, page_at, play_page, wording

pytestmark = pytest.mark.browser

PHONE = VIEWPORTS["phone"]
#: How long a test lets the solver think before it fails (ms): a fraction of a second on an
#: idle machine, many times that on a loaded one.
THINKING = 30_000
SOLVER = asset("worker.js")


def solver_workers(page) -> list[str]:
    """The URLs of the page's solver workers (Material's search has a worker of its own)."""
    return [w.url for w in page.workers if SOLVER.search(w.url)]


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_first_touch_starts_the_solver_and_a_hint_right_after_gives_a_move(
    browser, base_url, locale
):
    m = wording(locale)
    with page_at(browser, *PHONE, has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, code=CODE)
        # The help's module is in once the page is idle; its worker is not, until a touch.
        modules_ready(page, "help.js")
        assert solver_workers(page) == []
        with page.expect_worker(lambda w: bool(SOLVER.search(w.url))):
            place(player, 1).tap()
        hint = player.get_by_role("button", name=m.text("player.hint"))
        hint.tap()
        # A move, its two places marked, from the worker that the touch started.
        expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=THINKING)
        expect(player.locator(".cp-advice")).not_to_have_text(m.text("player.thinking"))
        assert len(solver_workers(page)) == 1


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_key_on_the_board_starts_the_solver_too(page, base_url, locale):
    player = play_page(page, base_url, locale, code=CODE)
    modules_ready(page, "help.js")
    assert solver_workers(page) == []
    with page.expect_worker(lambda w: bool(SOLVER.search(w.url))):
        place(player, 1).focus()
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=THINKING)
    assert len(solver_workers(page)) == 1
