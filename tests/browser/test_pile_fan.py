"""A pile's fan (fan.js) opens on an explicit request only (a mouse resting on the pile, a
finger's long press, the key C on the focused pile), closes when the focus moves on, a
key is pressed or a move is made, and lies where it hides no foundation and not its own
pile (on a phone, where it hides the fewest cards), and says which pile it is."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from browserkit import PLAY_LOCALES, finger, place, settle, status
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, page_at, play_page, wording

#: JS: the shown fan's box, and the places of the board it overlaps (by more than a pixel).
COVERS = """root => {
  const fan = root.querySelector('.cp-fan:not([hidden])');
  if (!fan || !fan.firstChild) return null;
  const a = fan.getBoundingClientRect();
  const over = (e) => { const b = e.getBoundingClientRect();
    return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1; };
  return { covers: [...root.querySelectorAll('.cp-board .cp-place')].filter(over)
             .map((e) => e.dataset.place),
           box: [a.left, a.top, a.width, a.height] };
}"""

#: JS: the shown fan's caption, the pile's, and whether the fan's is inside the table.
NAMED = """(root, pile) => {
  const cap = root.querySelector('.cp-fan:not([hidden]) > .cp-fan-cap');
  const a = cap.getBoundingClientRect();
  const t = root.querySelector('.cp-table').getBoundingClientRect();
  return { fan: cap.textContent,
           pile: root.querySelector(`[data-place="${pile}"] .cp-cap`).textContent,
           inside: a.top >= t.top && a.bottom <= t.bottom
             && a.left >= t.left && a.right <= t.right };
}"""


def covered(player) -> dict:
    """The shown fan's box and the places it lies over, once it is shown."""
    player.page.wait_for_function(
        "() => document.querySelector('#player .cp-fan:not([hidden]) .cp-card')"
    )
    return player.evaluate(COVERS)


@contextmanager
def phone_table(browser, base_url, locale):
    """Free play on a phone's touch screen, scrolled to, its fan module loaded: the player
    and a finger on it."""
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        yield player, finger(page)


def middle(player, pile: int) -> tuple[float, float]:
    """The middle of ``pile``'s top card, where a finger presses it."""
    box = place(player, pile).locator(".cp-slot").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def clear_of_foundations(fan: dict, pile: int, where: str) -> None:
    foundations = [p for p in fan["covers"] if not p.isdigit()]
    assert not foundations, (where, pile, fan)
    assert str(pile) not in fan["covers"], (where, pile, fan)


# A mouse resting on any pile, at both sizes, and a click that closes its fan:
# test_table_review.py's test_a_piles_cards_fan_out_under_the_mouse_and_the_keys, which
# checks its cards and its place with clear_of_foundations as well.


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_long_press_fans_out_where_it_hides_the_fewest_cards(browser, base_url, locale):
    with phone_table(browser, base_url, locale) as (player, touch):
        for pile in range(1, 17):
            touch("touchStart", *middle(player, pile))
            fan = covered(player)
            # It says which pile it is, as the pile's caption does, over the table.
            said = player.evaluate(NAMED, pile)
            touch("touchEnd")
            assert said["fan"] == said["pile"] != "" and said["inside"], (pile, said)
            expect(player.locator(".cp-fan")).to_be_hidden()
            clear_of_foundations(fan, pile, "touch")
            # A pile of the top row (7 to 10 on a phone) has room under it, between the
            # row and the foundations: its fan hides no card at all.
            if 7 <= pile <= 10:
                assert fan["covers"] == [], (pile, fan)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_long_press_that_opened_the_fan_selects_nothing_on_release(browser, base_url, locale):
    # A finger's jitter while it holds the fan made its release a tap, which played or
    # selected the card (now and then, on a phone).
    with phone_table(browser, base_url, locale) as (player, touch):
        x, y = middle(player, 5)
        before = status(player)
        touch("touchStart", x, y)
        covered(player)
        touch("touchMove", x + 10, y + 6)
        touch("touchEnd")
        expect(player.locator(".cp-fan")).to_be_hidden()
        settle(player.page)
        expect(player.locator(".cp-sel")).to_have_count(0)
        assert status(player) == before
        # The next tap is a tap again.
        touch("touchStart", x, y)
        touch("touchEnd")
        expect(player.locator(".cp-status")).not_to_have_text(before)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_keyboard_opens_a_fan_with_c_only(browser, base_url, locale):
    w = wording(locale)
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        fan = player.locator(".cp-fan")
        # The focus alone opens none: a hinted card's neighbours stay in sight.
        place(player, 1).focus()
        page.keyboard.press("5")
        expect(place(player, 5)).to_be_focused()
        settle(page)
        expect(fan).to_be_hidden()
        # C opens the focused pile's fan, C again closes it.
        page.keyboard.press("c")
        clear_of_foundations(covered(player), 5, "keys")
        page.keyboard.press("c")
        expect(fan).to_be_hidden()
        # The focus moving on closes it, and the next pile opens none by itself.
        page.keyboard.press("c")
        expect(fan).to_be_visible()
        page.keyboard.press("ArrowRight")
        expect(place(player, 6)).to_be_focused()
        expect(fan).to_be_hidden()
        # A move closes it: C, then Enter plays (or selects) the card.
        page.keyboard.press("c")
        expect(fan).to_be_visible()
        page.keyboard.press("Enter")
        expect(fan).to_be_hidden()
        # The list of keys says so.
        assert "C" in w.text("player.help-fan")
        # Right after how to play a card (said for a finger, and for a mouse).
        line = player.locator(".cp-more li.cp-mouse + li")
        expect(line).to_have_text(w.text("player.help-fan"))


#: JS: the captions in sight that the shown fan's label lies over (by more than a pixel).
UNDER_LABEL = """root => {
  const a = root.querySelector('.cp-fan:not([hidden]) > .cp-fan-cap').getBoundingClientRect();
  return [...root.querySelectorAll('.cp-board .cp-cap')]
    .filter((e) => getComputedStyle(e).visibility === 'visible')
    .filter((e) => { const b = e.getBoundingClientRect();
      return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
        && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1; })
    .map((e) => e.textContent);
}"""


@pytest.mark.parametrize("locale", ["en", "ca", "hr"])
@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_fans_label_lies_over_no_other_piles_caption(browser, base_url, locale, viewport):
    # A review found the fan's "9 · 6" over the next pile's "8 · 6" (Catalan, desktop): a
    # caption the label would cover is hidden while the fan is open, and comes back after.
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        fan = player.locator(".cp-fan")
        hidden = (
            "[...document.querySelectorAll('#player .cp-cap')].filter((e) => e.style.visibility)"
        )
        for pile in range(1, 17):
            place(player, pile).focus()
            page.keyboard.press("c")
            expect(fan).to_be_visible()
            assert player.evaluate(UNDER_LABEL) == [], (locale, viewport, pile)
            page.keyboard.press("c")
            expect(fan).to_be_hidden()
            assert page.evaluate(f"{hidden}.length") == 0, (locale, viewport, pile)
