"""The list of keys that ? opens: Escape there gives the focus back to the board's place
that had it, and closes the list again."""

from __future__ import annotations

import re

import pytest
from browserkit import (
    NEARLY_WON,
    PLAY_LOCALES,
    SETTLED_SCROLL,
    open_player,
    place,
    position,
    store_game,
)
from playwright.sync_api import expect
from test_table import page_at, wording

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_escape_after_question_mark_gives_the_focus_back_to_the_board(page, base_url, locale):
    store_game(page, base_url, position(**NEARLY_WON), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    box = player.locator("details.cp-more")
    expect(box).not_to_have_attribute("open", "")
    place(player, 3).focus()
    page.keyboard.press("?")
    expect(box).to_have_attribute("open", "")
    # The keys alone, under their heading, which has the focus: the section's summary
    # ("Game code, link and keys"), the link and the code's field stay out of the panel (a
    # review read it as that whole section, and Enter on its summary folded it away).
    heading = box.locator(".cp-heading")
    expect(heading).to_be_focused()
    expect(heading).to_have_text(wording(locale).text("player.help"))
    for hidden in ("summary", ".cp-share", ".cp-code"):
        expect(box.locator(hidden)).to_be_hidden()
    expect(box.locator("ul")).to_be_visible()
    # Enter there does nothing: the panel stays.
    page.keyboard.press("Enter")
    expect(box).to_have_class(re.compile(r"\bcp-asked\b"))
    expect(heading).to_be_focused()
    page.keyboard.press("Escape")
    expect(place(player, 3)).to_be_focused()
    expect(box).not_to_have_attribute("open", "")
    expect(box).not_to_have_class(re.compile(r"\bcp-asked\b"))
    # Put away, the section is the page's again, its summary shown.
    box.locator("summary").click()
    expect(box.locator(".cp-code")).to_be_visible()
    box.locator("summary").click()
    # Opened by hand first, the list stays open; the focus still goes back.
    box.locator("summary").click()
    place(player, 2).focus()
    page.keyboard.press("?")
    page.keyboard.press("Escape")
    expect(place(player, 2)).to_be_focused()
    expect(box).to_have_attribute("open", "")
    # From the verdict's checkbox under the controls too: a checkbox types no letter.
    box.locator("summary").click()
    check = player.locator(".cp-verdict-box input")
    check.focus()
    page.keyboard.press("?")
    expect(box).to_have_class(re.compile(r"\bcp-asked\b"))
    page.keyboard.press("Escape")
    expect(check).to_be_focused()
    expect(check).not_to_be_checked()


@pytest.mark.parametrize("height", [800, 720])
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_question_mark_shows_the_keys_over_the_board_in_place(browser, base_url, locale, height):
    """At a desktop, ? shows the list of keys in a panel over the board, whole in the window,
    over a dimmed page; the board stays where it was (the list's place in the page, far under
    the board, had the focus's scroll take the board away; in the navigation's column each
    key ran to five lines)."""
    with page_at(browser, 1280, height) as page:
        store_game(page, base_url, position(**NEARLY_WON), code=None)
        open_player(page, f"{base_url}/{locale}/play/")
        player = page.locator("#player")
        board = player.locator(".cp-table")
        before = board.bounding_box()
        place(player, 3).focus()
        page.keyboard.press("?")
        box = player.locator("details.cp-more")
        expect(box.locator(".cp-heading")).to_be_focused()
        keys = box.locator("ul")
        expect(keys).to_be_visible()
        page.evaluate(SETTLED_SCROLL)
        assert board.bounding_box() == before, (locale, before, board.bounding_box())
        panel = box.bounding_box()
        assert before is not None and panel is not None
        # Whole in the window, under the header, and as wide as 30 rem at least.
        header = page.locator(".md-header").bounding_box()
        assert header is not None
        assert panel["y"] >= header["y"] + header["height"], (locale, panel)
        assert panel["y"] + panel["height"] <= height and panel["x"] >= 0, (locale, panel)
        assert panel["x"] + panel["width"] <= 1280 and panel["width"] >= 600, (locale, panel)
        # Over the board, whose cards beside it lie under the dimmed page.
        middle = panel["x"] + panel["width"] / 2
        assert before["x"] < middle < before["x"] + before["width"], (locale, panel, before)
        pile = place(player, 16).bounding_box()
        assert pile is not None and pile["x"] > panel["x"] + panel["width"]
        under = "([x, y]) => document.elementFromPoint(x, y) === document.body"
        assert page.evaluate(under, [pile["x"] + 10, pile["y"] + 10])
        page.keyboard.press("Escape")
        expect(place(player, 3)).to_be_focused()
        expect(box).not_to_have_attribute("open", "")
        assert board.bounding_box() == before
        assert not page.evaluate(under, [pile["x"] + 10, pile["y"] + 10])


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_click_beside_the_keys_or_the_focus_leaving_them_puts_them_away(page, base_url, locale):
    # The click lands on the dimmed page, not on the card under it: the K♣ of pile 16, which
    # a tap would send onto the Q♣ of pile 3 (its one place), stays; nothing is selected.
    page.set_viewport_size({"width": 1280, "height": 800})
    piles = {1: "KS", 2: "KD QD", 3: "QC", 16: "KC"}
    store_game(page, base_url, position(piles, NEARLY_WON["foundations"]), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    box = player.locator("details.cp-more")
    place(player, 3).focus()
    page.keyboard.press("?")
    expect(box.locator(".cp-heading")).to_be_focused()
    status = player.locator(".cp-status").text_content()
    pile = place(player, 16).bounding_box()
    assert pile is not None
    page.mouse.click(pile["x"] + pile["width"] / 2, pile["y"] + 10)
    expect(box).not_to_have_attribute("open", "")
    # The focus goes back where it was, as by Escape (not to the page's body).
    expect(place(player, 3)).to_be_focused()
    expect(player.locator(".cp-sel")).to_have_count(0)
    expect(player.locator(".cp-last")).to_have_count(0)
    assert player.locator(".cp-status").text_content() == status
    # Its × puts it away, the focus back where it was.
    place(player, 3).focus()
    page.keyboard.press("?")
    expect(box.locator(".cp-heading")).to_be_focused()
    close = box.get_by_role("button", name=wording(locale).text("player.close"), exact=True)
    expect(close).to_be_visible()
    close.click()
    expect(box).not_to_have_attribute("open", "")
    expect(place(player, 3)).to_be_focused()
    # Tabbed out of, past its last control, it is put away too.
    place(player, 3).focus()
    page.keyboard.press("?")
    expect(box.locator(".cp-heading")).to_be_focused()
    stops = box.evaluate(
        "b => [...b.querySelectorAll('summary, a[href], button, input')]"
        ".filter((e) => e.checkVisibility()).length"
    )
    # The heading, which has the focus, is no stop of its own: one Tab more leaves it.
    for _ in range(stops + 1):
        page.keyboard.press("Tab")
    expect(box).not_to_have_attribute("open", "")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_f_on_the_page_goes_to_the_foundations_and_s_still_opens_the_search(page, base_url, locale):
    # The list of keys promises "F: go to the foundations"; the theme takes F, S and / for
    # its search. From the page's body, F is the player's; S still opens the search.
    store_game(page, base_url, position(**NEARLY_WON), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    search = page.locator("input[data-md-toggle='search']")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("f")
    focused = page.locator("#player [data-place]:focus")
    expect(focused).to_have_count(1)
    assert focused.get_attribute("data-place").startswith(("up-", "down-"))
    expect(search).not_to_be_checked()
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("s")
    expect(search).to_be_checked()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
@pytest.mark.parametrize("page_name", ["play", "rules"])
def test_the_keys_say_click_to_a_mouse_and_tap_to_a_finger(browser, base_url, locale, page_name):
    """How to play a card, in the lists of keys and gestures: a mouse's words ("Click a
    pile…") where the pointer is a mouse, a finger's ("Tap a pile…") on a touch screen (a
    review read the finger's at a desktop); only the one that fits is shown, or read."""
    m = wording(locale)
    mouse, finger = m.text("player.help-mouse"), m.text("player.help-pointer")
    for size, options, shown, hidden in (
        ((1280, 800), {}, mouse, finger),
        ((390, 844), {"has_touch": True, "is_mobile": True}, finger, mouse),
    ):
        with page_at(browser, *size, **options) as page:
            open_player(page, f"{base_url}/{locale}/{page_name}/")
            lists = page.locator("details.cp-more, details.cp-help").first
            lists.evaluate("d => { d.open = true; }")
            expect(lists.get_by_text(shown, exact=True)).to_be_visible()
            expect(lists.get_by_text(hidden, exact=True)).to_be_hidden()
            # A screen reader finds the one shown only.
            names = lists.locator("li").evaluate_all(
                "items => items.filter((li) => li.checkVisibility()).map((li) => li.textContent)"
            )
            assert shown in names and hidden not in names, (size, names)
