"""Free play in a laptop's shorter window (1280 x 720, 1366 x 768), in every locale: the
board, its controls, the status line saying a move, the moves and the time, the verdict's
checkbox and its answer are all in the window from the page's top, without scrolling."""

from __future__ import annotations

import re

import pytest
from browserkit import LOCALES, open_player, place, store_game
from playwright.sync_api import expect
from test_table import CODE, page_at, wording

pytestmark = pytest.mark.browser

SHORT = {"720": (1280, 720), "768": (1366, 768)}


def pattern(text: str) -> str:
    """A message of the catalog as a pattern: its placeholders stand for anything."""
    return "".join(
        ".*?" if part.startswith("{") else re.escape(part) for part in re.split(r"(\{\w+\})", text)
    )


@pytest.mark.parametrize("size", SHORT)
@pytest.mark.parametrize("locale", LOCALES)
def test_a_short_windows_status_line_and_verdict_show_with_the_board(
    browser, base_url, locale, size
):
    width, height = SHORT[size]
    w = wording(locale)
    with page_at(browser, width, height) as page:
        store_game(page, base_url, code=CODE)
        open_player(page, f"{base_url}/{locale}/play/")
        player = page.locator("#player")
        # A message in the status line (a card selected, its places listed) and the
        # verdict's answer, not the words said while it searches.
        place(player, 16).click()
        expect(player.locator(".cp-status")).not_to_have_text("")
        player.get_by_role("checkbox", name=w.text("player.verdict")).check()
        busy = "|".join(
            pattern(w.text(key))
            for key in ("player.thinking", "player.verdict-searching", "player.verdict-at")
        )
        verdict = player.locator(".cp-verdict")
        expect(verdict).not_to_have_text(re.compile(rf"^$|^({busy})$"), timeout=15_000)
        header = page.locator(".md-header").bounding_box()
        assert header is not None
        top = header["y"] + header["height"]
        parts = {
            "board": ".cp-table",
            "controls": ".cp-bar",
            "status": ".cp-status",
            "counts": ".cp-counts",
            "checkbox": ".cp-verdict-box input",
            "verdict": ".cp-verdict",
        }
        assert page.evaluate("scrollY") == 0
        for name, selector in parts.items():
            found = player.locator(selector).bounding_box()
            assert found is not None, (locale, name)
            assert found["height"] > 0, (locale, name, found)
            assert found["y"] >= top - 1, (locale, size, name, found)
            assert found["y"] + found["height"] <= height, (locale, size, name, found, height)
            assert found["x"] >= 0 and found["x"] + found["width"] <= width, (name, found)
        # The controls, Finish's place too (kept while it is hidden), within the board's
        # width, their words within them.
        board = player.locator(".cp-table").bounding_box()
        assert board is not None
        controls = player.evaluate(
            """root => [...root.querySelectorAll('.cp-bar > .cp-btn')].map((e) => {
              const r = e.getBoundingClientRect();
              return [e.dataset.control, r.left, r.right, e.scrollWidth <= e.clientWidth + 1];
            })"""
        )
        for name, left, right, whole in controls:
            assert board["x"] - 1 <= left and right <= board["x"] + board["width"] + 1, (
                locale,
                size,
                name,
                left,
                right,
                board,
            )
            assert whole or name == "redeal", (locale, size, name)  # its badge lies out
        # The status line's message is whole: no line of it is cut off.
        assert player.locator(".cp-say").evaluate("e => e.scrollHeight <= e.clientHeight + 1")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_short_phones_status_line_shows_with_the_board(browser, base_url, locale):
    """On a short phone (375 x 667), the board, its controls, the moves and the time and the
    status line's room, a move's words in it, are in the window from the page's top; the
    page's title is still the page's heading for a screen reader."""
    with page_at(browser, 375, 667, has_touch=True, is_mobile=True) as page:
        store_game(page, base_url, code=CODE)
        open_player(page, f"{base_url}/{locale}/play/")
        player = page.locator("#player")
        place(player, 16).tap()
        expect(player.locator(".cp-status")).not_to_have_text("")
        header = page.locator(".md-header").bounding_box()
        assert header is not None
        top = header["y"] + header["height"]
        assert page.evaluate("scrollY") == 0
        for name in (".cp-table", ".cp-bar", ".cp-counts", ".cp-say"):
            found = player.locator(name).bounding_box()
            assert found is not None and found["height"] > 0, (locale, name)
            assert found["y"] >= top - 1, (locale, name, found)
            assert found["y"] + found["height"] <= 667 + 0.5, (locale, name, found)
        assert player.locator(".cp-say").evaluate("e => e.scrollHeight <= e.clientHeight + 1")
        heading = page.get_by_role("heading", level=1)
        assert heading.text_content() == page.title().split(" - ")[0], page.title()
