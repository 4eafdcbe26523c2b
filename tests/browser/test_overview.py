"""Every pile's cards at once (overview.js): free play's All cards, on the felt, and the key
A open a modal panel that lists the 16 piles, each from its bottom card to its top one, and
the foundations' top cards; it says the same piles in words to a screen reader, and goes
as it came (A, Escape, its ×, a click), the focus back where it was. In every locale, at
both sizes, the button lies on the felt over no card and the panel fits the window."""

from __future__ import annotations

import re

import pytest
from browserkit import (
    AXE,
    FULL,
    LOCALES,
    NEARLY_WON,
    PLAY_LOCALES,
    modules_ready,
    place,
    settle,
    stored,
    violations,
)
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, page_at, play_page

pytestmark = pytest.mark.browser

#: JS: each row of the open panel: its pile, the index of each card drawn (rank and suit),
#: bottom to top, and its words for a screen reader.
ROWS = """root => [...root.querySelectorAll('.cp-all-panel li')].map((li) => ({
  pile: li.dataset.pile,
  cards: [...li.querySelectorAll('.cp-all-cards > .cp-card')]
    .map((c) => c.classList.length > 1 ? c.querySelector('.cp-i').textContent : ''),
  words: li.querySelector('.cp-vh').textContent,
}))"""

#: JS: what the board says of each pile: its name and its cards (view.js's description),
#: and the index of its top card.
BOARD = """root => Object.fromEntries(
  [...root.querySelectorAll('.cp-board > .cp-place')].map((b) => {
    const [, , name, about] = b.children;
    const top = b.querySelector('.cp-card');
    const cards = about && about.textContent ? ` ${about.textContent}` : '';
    return [b.dataset.place, {
      words: `${name.textContent}.${cards}`,
      top: top.classList.length > 1 ? top.querySelector('.cp-i').textContent : '',
    }];
  }))"""


def rows(player) -> list[dict]:
    return player.evaluate(ROWS)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_all_cards_shows_every_pile_from_the_bottom_up_as_the_board_has_them(
    browser, base_url, locale
):
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        button = player.locator(".cp-all")
        panel = player.locator(".cp-all-panel")
        expect(button).to_have_attribute("aria-haspopup", "dialog")
        settle(page)
        board = player.evaluate(BOARD)
        button.click()
        expect(panel).to_be_visible()
        assert panel.evaluate("e => e.matches(':modal')")
        expect(player.locator(".cp-all-close")).to_be_focused()
        shown = rows(player)
        assert [r["pile"] for r in shown] == [str(n) for n in range(1, 17)]
        for row in shown:
            pile = board[row["pile"]]
            # Its words are the board's, and its last card is the pile's top card.
            assert row["words"] == pile["words"], row["pile"]
            assert row["cards"][-1] == pile["top"], row["pile"]
            caption = place(player, row["pile"]).locator(".cp-cap").text_content()
            assert len([c for c in row["cards"] if c]) == int(caption.split("·")[1])
        # The foundations: their eight top cards, ascending then descending, and in words.
        found = player.locator(".cp-all-found")
        tops = found.evaluate(
            "e => [...e.querySelectorAll('.cp-card')]"
            ".map((c) => c.querySelector('.cp-i').textContent)"
        )
        assert len(tops) == 8
        assert tops == [
            place(player, f).locator(".cp-card .cp-i:not(.cp-i2)").text_content()
            for f in (*(f"up-{s}" for s in "SHDC"), *(f"down-{s}" for s in "SHDC"))
        ]
        words = found.locator(".cp-vh").text_content()
        for f in ("up-S", "down-C"):
            name = place(player, f).get_attribute("aria-labelledby")
            assert page.locator(f"#{name}").text_content() in words
        # axe finds nothing in it.
        assert violations(page, AXE.read_text(encoding="utf-8"), within=".cp-all-panel") == []


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_opens_the_piles_and_a_escape_a_click_or_close_put_them_away(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        panel = player.locator(".cp-all-panel")
        pile = place(player, 2)
        pile.focus()
        page.keyboard.press("a")
        expect(panel).to_be_visible()
        # The piles of this game: pile 2 holds the K♦ under the Q♦, pile 5 nothing.
        shown = {r["pile"]: r for r in rows(player)}
        assert len(shown["2"]["cards"]) == 2
        assert shown["5"]["cards"] == [""]
        # Keys stay in it: U does not undo, nor the digits go to a pile; A puts it away, and
        # the focus goes back to the pile that had it.
        page.keyboard.press("u")
        page.keyboard.press("Tab")
        expect(player.locator(".cp-all-close")).to_be_focused()
        page.keyboard.press("a")
        expect(panel).to_be_hidden()
        expect(pile).to_be_focused()
        # Escape, the ×, and a click beside it, each from the board's button.
        for away in ("Escape", "close", "beside"):
            player.locator(".cp-all").click()
            expect(panel).to_be_visible()
            if away == "Escape":
                page.keyboard.press("Escape")
            elif away == "close":
                player.locator(".cp-all-close").click()
            else:
                page.mouse.click(5, 400)
            expect(panel).to_be_hidden()
            expect(player.locator(".cp-all")).to_be_focused()
        # Nothing was played while it was open; the game goes on, and the panel shows it:
        # a tap sends the K♠ up, and pile 1 is empty there.
        assert stored(page)["log"] == []
        place(player, 1).click()
        expect(place(player, 1)).to_have_class(re.compile(r"\bcp-empty\b"))
        player.locator(".cp-all").click()
        expect(panel).to_be_visible()
        assert {r["pile"]: r for r in rows(player)}["1"]["cards"] == [""]


def test_no_all_cards_at_a_win(browser, base_url):
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, "en", game={"piles": {}, "foundations": dict(FULL)})
        modules_ready(page, "ending.js")
        expect(player.locator(".cp-all")).to_be_hidden()


#: JS: the All cards button's box, and every place's card and caption box, in the board.
BOXES = """root => {
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const b = root.querySelector('.cp-all');
  return {
    button: box(b),
    felt: box(root.querySelector('.cp-table')),
    lines: b.getClientRects().length,
    label: b.lastElementChild.getClientRects().length,
    places: [...root.querySelectorAll('.cp-board .cp-place')].flatMap((p) =>
      [p.querySelector('.cp-card'), p.querySelector('.cp-cap')]
        .filter((e) => getComputedStyle(e).display !== 'none').map(box)),
  };
}"""


def _overlap(a, b) -> float:
    return max(0, min(a[2], b[2]) - max(a[0], b[0])) * max(0, min(a[3], b[3]) - max(a[1], b[1]))


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_all_cards_lies_on_the_felt_and_its_panel_fits_the_window(
    browser, base_url, locale, viewport
):
    width, height = VIEWPORTS[viewport]
    with page_at(browser, width, height) as page:
        player = play_page(page, base_url, locale, code=CODE)
        boxes = player.evaluate(BOXES)
        button = boxes["button"]
        felt = boxes["felt"]
        assert felt[0] <= button[0] and button[2] <= felt[2] and felt[1] <= button[1]
        assert button[3] <= felt[3]
        assert all(_overlap(button, p) == 0 for p in boxes["places"]), "it covers a card"
        # Its words on one line, and a finger's size.
        size = player.locator(".cp-all").bounding_box()
        assert size["height"] >= 44 and size["width"] >= 44
        assert size["height"] < 60, "its words run to a second line"
        player.locator(".cp-all").click()
        panel = player.locator(".cp-all-panel")
        expect(panel).to_be_visible()
        fits = panel.evaluate(
            """e => { const r = e.getBoundingClientRect();
              return [r.left >= 0, r.top >= 0, r.right <= innerWidth, r.bottom <= innerHeight,
                      e.scrollWidth <= e.clientWidth, e.scrollHeight <= e.clientHeight,
                      e.querySelector('.cp-all-title').getClientRects().length,
                      e.querySelector('.cp-all-title').getBoundingClientRect().height] }"""
        )
        assert fits[:4] == [True] * 4, f"the panel leaves the window: {fits}"
        # The deal's piles, every one of them, without scrolling.
        assert fits[4] and fits[5], f"the panel scrolls: {fits}"
