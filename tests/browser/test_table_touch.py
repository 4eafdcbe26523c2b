"""A table for fingers, and the loose ends a new player's review left: on a 390 x 844 phone
every card is 40 px wide or more with a rank index of 16 px (13 px or more asked), and every
control is 44 x 44 px or more, with room in the row under the board for one more control, in
every locale; a finger's drag shows its card above the fingertip, and the place under the
finger takes it; the tip leaves when another demo is used; a refusal's bubble lies next to
its target, on the table (at a desktop over no card); nothing sticky covers the board;
opening Play at a desktop scrolls nothing and shows its title; the stepper's last step says
the game is won; "No redeal left" moves no other control."""

from __future__ import annotations

import re

import pytest
from browserkit import (
    BACK_AND_FORTH,
    LOCALES,
    NEARLY_WON,
    PLAY_LOCALES,
    finger,
    modules_ready,
    open_player,
    place,
    position,
    settle,
    store_game,
    stored,
)
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, page_at, play_page, wording
from test_table_feedback import ECHO, boxes_apart, gap, refused_onto_each_pile, union

pytestmark = pytest.mark.browser

PHONE = VIEWPORTS["phone"]
CARD = 40  # a card's least width on a phone, in CSS px
INDEX = 16  # a card's rank index, in CSS px (the least allowed is 13; 16 reads at a glance)
TARGET = 44  # a control's least width and height

#: JS: the sizes of a player's cards and controls as shown: each card's width and its rank
#: index's font size; each control's box (its name, width, height), a checkbox's by its label.
SIZES = """root => {
  const shown = (e) => e.offsetParent && e.getClientRects().length;
  const cards = [...root.querySelectorAll('.cp-place .cp-card')].filter(shown).map((e) => ({
    width: e.getBoundingClientRect().width,
    index: parseFloat(getComputedStyle(e.querySelector('.cp-i > span')).fontSize) }));
  const controls = [...root.querySelectorAll('button:not([data-place]),'
      + ' input:not([type=checkbox]), summary, label:has(input[type=checkbox])')]
    .filter(shown).map((e) => {
      const r = e.getBoundingClientRect();
      return { name: (e.getAttribute('aria-label') || e.textContent).trim().slice(0, 30),
               width: r.width, height: r.height };
    });
  return { cards, controls };
}"""

#: JS: an element's box, and whether its words fit inside it (without the badge of the
#: redeals left, which lies over its corner).
MEASURED = """const measured = (e) => {
    const badge = e.dataset.n;
    delete e.dataset.n;
    const fits = e.scrollWidth <= e.clientWidth + 1;
    if (badge !== undefined) e.dataset.n = badge;
    return [e.getBoundingClientRect(), fits];
  };"""

#: JS: the controls under the board (free play's with Redo beside Undo): each shown
#: control's box and whether its words fit inside it.
ROW = f"""root => {{
  {MEASURED}
  const bar = root.querySelector('.cp-bar');
  const outer = root.getBoundingClientRect();
  return [...bar.querySelectorAll('.cp-btn')].filter((e) => e.offsetParent).map((e) => {{
    const [r, fits] = measured(e);
    return {{ name: e.dataset.short || e.textContent, left: r.left, right: r.right, top: r.top,
             width: r.width, height: r.height, fits,
             inside: r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5 }};
  }});
}}"""


def check_sizes(player, where: str) -> tuple[float, float]:
    """Every card and control of ``player`` at its least size; the least card width and
    index found."""
    found = player.evaluate(SIZES)
    assert found["cards"], where
    for card in found["cards"]:
        assert card["width"] >= CARD - 0.01, (where, card)
        assert card["index"] >= INDEX, (where, card)
    for control in found["controls"]:
        assert control["width"] >= TARGET - 0.01, (where, control)
        assert control["height"] >= TARGET - 0.01, (where, control)
    return min(c["width"] for c in found["cards"]), min(c["index"] for c in found["cards"])


def check_row(player, where: str) -> None:
    """The controls under the board, each a finger's size with its words inside it, inside
    the player, in two rows of three (free play's six: their words 13 px, legible)."""
    row = player.evaluate(ROW)
    assert len(row) == 6, (where, row)
    for b in row:
        assert b["width"] >= TARGET - 0.01 and b["height"] >= TARGET - 0.01, (where, b)
        assert b["fits"] and b["inside"], (where, b)
    for line in (row[:3], row[3:]):
        assert all(abs(b["top"] - line[0]["top"]) < 1 for b in line), (where, row)
    assert row[3]["top"] >= row[0]["top"] + row[0]["height"], (where, row)


# -- 1. a table for fingers -----------------------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_a_phones_cards_and_controls_are_big_enough_for_a_finger(
    browser, base_url, shared_page, locale
):
    """Free play's table and the rule demos on the locale's shared pages (conftest.py's
    ``shared_page``: left as they were found), the stepper on a page of its own."""
    page = shared_page(locale, PHONE, code=CODE)
    player = page.locator("#player")
    # As the page opens, unscrolled, the whole table is in the window: the board, the
    # controls, the moves and the time (a new player found the controls cut off).
    seen = player.evaluate(
        """root => [root.querySelector('.cp-table').getBoundingClientRect().top,
                    ...[...root.querySelectorAll('.cp-bar')].map(
                      (e) => e.getBoundingClientRect().bottom), scrollY]"""
    )
    *edges, scrolled = seen
    assert scrolled == 0 and edges[0] > 0 and max(edges) <= PHONE[1], (locale, seen)
    player.locator(".cp-more > summary").click()  # the code's field and buttons shown
    check_sizes(player, "play")
    check_row(player, "play")
    player.locator(".cp-more").evaluate("e => (e.open = false)")  # as it was
    # Finish, shown beside Hint on a phone: the row still fits, its words too.
    finish = "root => root.querySelector('.cp-bar [aria-keyshortcuts=\"H\"] + .cp-btn')"
    was_hidden = player.evaluate(f"root => ({finish})(root).hidden")
    player.evaluate(f"root => {{ ({finish})(root).hidden = false; }}")
    try:
        check_row(player, "play with Finish")
    finally:
        player.evaluate(f"(root, h) => {{ ({finish})(root).hidden = h; }}", was_hidden)
    # The board is still the horseshoe, its piles in their order round it: up the
    # left, along the top, down the right.
    centre = {p: place(player, p).locator(".cp-slot").bounding_box() for p in range(1, 17)}
    xs = {p: round(b["x"]) for p, b in centre.items()}
    ys = {p: round(b["y"]) for p, b in centre.items()}
    left, right = xs[1], xs[16]
    column = [p for p in range(1, 17) if xs[p] == left]
    assert column == list(range(1, len(column) + 1)) and len(column) >= 4, xs
    assert all(ys[p] > ys[p + 1] for p in column[:-1]), ys
    top = [p for p in range(1, 17) if ys[p] == ys[column[-1]]]
    assert top == list(range(column[-1], top[-1] + 1)), ys
    assert all(xs[p] < xs[p + 1] for p in top[:-1]), xs
    down = list(range(top[-1], 17))
    assert all(xs[p] == right for p in down) and len(down) == len(column), xs
    assert all(ys[p] < ys[p + 1] for p in down[:-1]), ys
    # The foundations inside it.
    for f in ("up-S", "down-C"):
        b = place(player, f).bounding_box()
        assert left < b["x"] and b["x"] + b["width"] < right, (f, b)
    # The rule demos and the example game's stepper.
    page = shared_page(locale, PHONE, "rules/")
    for demo in page.locator('.crescent-player[data-mode="demo"]').all():
        demo.scroll_into_view_if_needed()
        check_sizes(demo, demo.get_attribute("id") or "demo")
    with page_at(browser, *PHONE) as page:
        open_player(page, f"{base_url}/{locale}/examples/")
        stepper = page.locator('.crescent-player[data-mode="stepper"]')
        stepper.locator(".cp-words > summary").click()
        check_sizes(stepper, "stepper")


#: JS: free play's board and every part of the row under it, with Finish shown (its
#: longest form): each part's box and whether its words fit inside it.
ROW_AND_BOARD = f"""root => {{
  {MEASURED}
  const finish = root.querySelector('.cp-bar [data-control="finish"]');
  const hidden = finish.hidden;
  finish.hidden = false;
  const board = root.querySelector('.cp-table').getBoundingClientRect();
  const shown = [...root.querySelector('.cp-bar').children].filter((e) => e.offsetParent);
  const parts = shown.map((e) => {{
    const [r, fits] = measured(e);
    return {{ name: e.dataset.control || e.className, left: r.left, right: r.right,
             width: r.width, height: r.height, fits }};
  }});
  finish.hidden = hidden;  // the page as it was (a shared page: conftest.py)
  return {{ board: {{ left: board.left, right: board.right }}, parts }};
}}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_controls_are_never_wider_than_the_board(shared_page, locale, viewport):
    # A new player saw the row of controls run past the board at a desktop, with Finish
    # shown and with Croatian words: every part of it lies within the board's width, its
    # words inside it, and on a phone each control is a finger's size.
    player = shared_page(locale, VIEWPORTS[viewport], code=CODE).locator("#player")
    found = player.evaluate(ROW_AND_BOARD)
    board = found["board"]
    assert any(part["name"] == "finish" for part in found["parts"]), found
    for part in found["parts"]:
        if viewport == "desktop" and part["name"] == "cp-counts":
            continue  # at the status line's end, under the row (test_ending.py's fit test)
        assert board["left"] - 0.5 <= part["left"], (locale, part, board)
        assert part["right"] <= board["right"] + 0.5, (locale, part, board)
        assert part["fits"], (locale, part)
        if viewport == "phone" and part["name"] != "cp-counts":
            assert part["width"] >= TARGET - 0.01, (locale, part)
            assert part["height"] >= TARGET - 0.01, (locale, part)


#: JS: the boxes of the marks under the foundations' cards (a base's lock, the direction).
MARKS = """root => [...root.querySelectorAll('.cp-found .cp-dir, .cp-found .cp-mark')]
  .filter((e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length)
  .map((e) => {
    const r = e.getBoundingClientRect();
    return { place: e.closest('[data-place]').dataset.place, left: r.left, right: r.right,
             top: r.top, bottom: r.bottom };
  })"""
MARKS_APART = 6  # px between the marks of two foundations side by side


@pytest.mark.parametrize("locale", LOCALES)
def test_the_foundations_marks_keep_apart_on_a_phone(shared_page, locale):
    # A new player saw the lock of one foundation's base touch the "↑A" of the one beside
    # it: on a phone the marks of two foundations are never closer than MARKS_APART.
    player = shared_page(locale, PHONE, code=CODE).locator("#player")
    marks = player.evaluate(MARKS)
    assert len(marks) == 16, marks  # eight bases, each with its lock and its direction
    for a in marks:
        for b in marks:
            if a["place"] == b["place"]:
                continue
            across = max(a["left"], b["left"]) - min(a["right"], b["right"])
            down = max(a["top"], b["top"]) - min(a["bottom"], b["bottom"])
            assert across >= MARKS_APART or down >= MARKS_APART, (locale, a, b)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_finger_drags_its_card_above_the_fingertip(browser, base_url, locale):
    with page_at(browser, *PHONE, has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        player.evaluate("e => e.scrollIntoView()")
        # A press kept from before drag.js came starts its drag on the finger's next move
        # (test_a_drag_pressed_before_drag_and_drop_arrives_is_kept); this finger's moves
        # all come at once, so the module is awaited first.
        modules_ready(page, "drag.js")
        touch = finger(page)

        # The Q♣ of pile 3 onto the K♣ of pile 4.
        a = place(player, 3).locator(".cp-card").bounding_box()
        b = place(player, 4).locator(".cp-card").bounding_box()
        x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
        touch("touchStart", x, y)
        # The first move goes past the 8 px that make a press a drag, so that a long press
        # (450 ms, a pile's fan) cannot begin however slowly the moves reach a loaded page.
        for step in range(2, 6):
            touch("touchMove", x + step * 3, y + step * 3)
        ghost = player.locator(".cp-ghost")
        expect(ghost).to_have_count(1)
        fx, fy = x + 15, y + 15
        # The card follows the finger in the next frame: wait until it has followed the last
        # move (on a loaded machine it was read one move behind).
        page.wait_for_function(
            """fx => { const g = document.querySelector('#player .cp-ghost');
                       if (!g) return false; const r = g.getBoundingClientRect();
                       return Math.abs(r.x + r.width / 2 - fx) < 3; }""",
            arg=fx,
        )
        seen = ghost.bounding_box()
        # Larger than the board's card (about 1.4 times; rotated a little, its box a little
        # wider still), above the fingertip, whole, and over it across.
        assert 1.3 * a["width"] <= seen["width"] <= 1.7 * a["width"], (seen, a)
        assert seen["y"] + seen["height"] <= fy - 10, (seen, fy)
        assert abs(seen["x"] + seen["width"] / 2 - fx) < 3, (seen, fx)
        # The place under the finger, not under the card drawn above it, is marked and
        # takes the card (a reviewer let go over one pile and the card went to the next).
        tx, ty = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
        for step in range(1, 6):
            touch("touchMove", fx + (tx - fx) * step / 5, fy + (ty - fy) * step / 5)
        expect(place(player, 4)).to_have_class(re.compile(r"\bcp-hover\b"))
        # Once the card has followed the finger's last move (it does in the next frame).
        lift = fy - (seen["y"] + seen["height"] / 2)
        page.wait_for_function(
            """y => { const g = document.querySelector('#player .cp-ghost');
                      const r = g && g.getBoundingClientRect();
                      return r && Math.abs(r.y + r.height / 2 - y) < 2; }""",
            arg=ty - lift,
        )
        drawn = ghost.bounding_box()
        above = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y)?.closest('[data-place]')?.dataset.place",
            [drawn["x"] + drawn["width"] / 2, drawn["y"] + drawn["height"] / 2],
        )
        assert above != "4", above  # the card is drawn over another place
        assert drawn["y"] + drawn["height"] <= ty - 20, (drawn, ty)  # a fingertip above
        touch("touchEnd")
        expect(ghost).to_have_count(0)
        page.wait_for_function(
            "() => JSON.parse(localStorage.getItem('crescent-player/play')).log.length"
        )
        assert stored(page)["log"] == ["3 -> 4"]


# -- 2. the loose ends ----------------------------------------------------------------------


#: JS: two taps of a finger at once, as a player makes them (their clicks, detail 1), on the
#: places ``names`` in turn.
TAPS = """(root, names) => names.forEach((name) => root.querySelector(`[data-place="${name}"]`)
  .dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })))"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_tap_where_a_card_has_just_gone_by_itself_is_taken_as_its_destination(
    browser, base_url, locale
):
    """A card with one place to go goes there at the first tap; the player's second tap, on
    that place, meant as the destination, does nothing more (a review's second tap chose the
    card again, with "it has nowhere to go"), but says why, for who meant to choose the card
    again (a later review found the tap ignored). Later, a tap there chooses its card as
    any tap does; a key's Enter always acts."""
    from browserkit import expect_status, wait_page_clock
    from test_table import card

    w = wording(locale)
    eight = card("8S")
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
        moves = player.locator(".cp-counts > span").first
        # The 8♠ of pile 1 has one place to go, the 9♠ of pile 2: tapped, then its place.
        player.evaluate(TAPS, ["1", "2"])
        expect(moves).to_have_text(re.compile(r"\b1$"))
        expect(player.locator(".cp-sel")).to_have_count(0)
        said = w.text("player.gone-by-itself", card=w.the(eight, w.short(eight)))
        expect_status(player, said)
        # Once the page's clock has gone past a second tap's time, a tap there sends the 8♠
        # back, its one place to go.
        wait_page_clock(page, ECHO)
        place(player, 2).tap()
        expect(moves).to_have_text(re.compile(r"\b2$"))
        # By keys, Enter on pile 1 and at once Enter on pile 2: both act.
        place(player, 1).focus()
        page.keyboard.press("Enter")
        expect(moves).to_have_text(re.compile(r"\b3$"))
        place(player, 2).focus()
        page.keyboard.press("Enter")
        expect(moves).to_have_text(re.compile(r"\b4$"))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_tip_leaves_when_another_demo_is_used(browser, base_url, locale):
    tip = wording(locale).text("player.one-place-tip")
    with page_at(browser, 1280, 800) as page:
        open_player(page, f"{base_url}/{locale}/rules/")
        first, second = page.locator("#demo-1"), page.locator("#demo-2")
        first.scroll_into_view_if_needed()
        place(first, 7).click()  # the A♠ has one place: it goes at once, and the tip shows
        note = page.locator(".cp-tip")
        expect(note).to_have_text(tip)
        second.scroll_into_view_if_needed()
        place(second, 1).click()
        expect(note).to_have_count(0)


#: JS: the boxes of the refusal's bubble (null if none shows), of the table, of the refused
#: place ``target`` and its caption, and of every card of the board, read in one call.
REFUSED = """(root, target) => {
  const box = (e) => { const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  const bubble = root.querySelector('.cp-bubble');
  return { bubble: bubble && box(bubble), table: box(root.querySelector('.cp-table')),
           place: box(root.querySelector(`button[data-place="${target}"]`)),
           caption: box(root.querySelector(`button[data-place="${target}"] .cp-cap`)),
           cards: [...root.querySelectorAll('.cp-place .cp-card')].map(box) };
}"""


@pytest.mark.parametrize(
    ("locale", "viewport"),
    [("en", "desktop"), ("en", "phone"), ("hr", "desktop"), ("hr", "phone"), ("de", "desktop")],
)
def test_a_refusal_bubble_lies_next_to_its_target_on_the_table(browser, base_url, locale, viewport):
    """A move refused onto each pile in turn: its bubble lies on the table, next to its
    target, and never over the target's caption. At a desktop, whose felt in the crescent's
    middle has room for it whichever pile refused, every refusal shows one and it hides no
    card (a new player saw a refusal at pile 14 hide pile 15's card), in German's long words
    too."""
    pairs = refused_onto_each_pile(CODE)
    assert len(pairs) == 16, pairs
    desktop = viewport == "desktop"
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        bubble = page.locator(".crescent-player .cp-bubble")
        shown = []
        for target, source in pairs.items():
            place(player, source).click()
            expect(place(player, source)).to_have_class(re.compile(r"\bcp-sel\b"))
            place(player, target).click()
            if desktop:
                expect(bubble).to_have_count(1)
            settle(page)
            page.wait_for_function("() => !document.querySelector('.cp-bubble:empty')")
            seen = player.evaluate(REFUSED, target)
            box, table, caption = seen["bubble"], seen["table"], seen["caption"]
            near = union(seen["place"], caption)  # its card and its caption
            if box is not None:
                assert (
                    table["x"] <= box["x"]
                    and box["x"] + box["width"] <= table["x"] + table["width"]
                )
                assert (
                    table["y"] <= box["y"]
                    and box["y"] + box["height"] <= table["y"] + table["height"]
                )
                assert gap(box, near) <= 12, (target, box, near)
                # Nor its target's caption ("16 · 6" beside a side pile's card: a review).
                assert boxes_apart(box, caption), (target, box, caption)
                shown.append(target)
                if desktop:
                    assert len(seen["cards"]) == 24
                    for other in seen["cards"]:
                        assert boxes_apart(box, other), (source, target, box, other)
            page.keyboard.press("Escape")
            expect(bubble).to_have_count(0)
        # Pile 4's bubble among them (a new player saw it beside the foundations).
        assert 4 in shown and len(shown) >= 12, shown


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_nothing_sticky_covers_the_board(browser, base_url, locale, viewport):
    width, height = VIEWPORTS[viewport]
    with page_at(browser, width, height) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.locator(".cp-more > summary").click()
        header = page.locator(".md-header").bounding_box()
        below = header["y"] + header["height"]
        end = page.evaluate("document.documentElement.scrollHeight - innerHeight")
        for scroll in range(0, int(end) + 60, 60):
            page.evaluate("y => window.scrollTo(0, y)", scroll)
            settle(page)
            # Every card, the details' summary and the code's field in sight under the header
            # answers a tap at its centre itself: nothing lies over it. (The header's closed
            # language list hangs a few px under its edge: a centre there is under it.)
            covered = player.evaluate(
                """(root, [below, height]) => [...root.querySelectorAll(
                     '.cp-place, .cp-more > summary, .cp-more input, .cp-bar .cp-btn')]
                   .filter((e) => e.checkVisibility({ visibilityProperty: true }))
                   .filter((e) => {
                     const r = e.getBoundingClientRect();
                     const x = r.left + r.width / 2, y = r.top + r.height / 2;
                     if (y < below + 8 || y > height - 2) return false;
                     const hit = document.elementFromPoint(x, y);
                     return !(hit && (e.contains(hit) || hit.closest('.cp-card')));
                   }).map((e) => e.dataset.place || e.textContent)""",
                [below, height],
            )
            assert covered == [], (scroll, covered)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_opening_play_at_a_desktop_scrolls_nothing_and_shows_its_title(browser, base_url, locale):
    w = wording(locale)
    with page_at(browser, 1280, 800) as page:
        for address in ("play/", f"play/#{CODE}"):
            open_player(page, f"{base_url}/{locale}/{address}")
            # Once the page is idle, and the frames after it: each idle callback waits 5 s
            # at most (a CI run once hung here for 12 minutes, its page never idle).
            page.evaluate(
                "() => new Promise((r) => requestIdleCallback("
                "() => requestIdleCallback(r, { timeout: 5000 }), { timeout: 5000 }))"
            )
            settle(page)
            assert page.evaluate("scrollY") == 0, address
            heading = page.get_by_role("heading", level=1)
            expect(heading).to_be_visible()
            title = heading.bounding_box()
            header = page.locator(".md-header").bounding_box()
            assert title["y"] >= header["y"] + header["height"] and title["width"] > 20, title
            assert heading.evaluate("e => parseFloat(getComputedStyle(e).fontSize)") >= 20
            # Beside the status line's words, over nothing of the table.
            for part in (".cp-status", ".cp-table", ".cp-bar"):
                box = page.locator(f"#player {part}").bounding_box()
                apart = (
                    title["x"] + title["width"] <= box["x"] + 0.5
                    or title["y"] + title["height"] <= box["y"] + 0.5
                )
                assert apart, (part, title, box)
            check = page.get_by_role("checkbox", name=w.text("player.verdict"))
            assert check.bounding_box()["y"] + check.bounding_box()["height"] <= 800


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_steppers_last_step_says_the_game_is_won(page, base_url, locale):
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/examples/")
    stepper = page.locator('.crescent-player[data-mode="stepper"]')
    won = w.text("narration.won")
    stepper.get_by_role("button", name=w.text("player.last"), exact=True).click()
    expect(stepper.locator(".cp-status")).to_have_text(
        re.compile(rf"{__import__('re').escape(won)}\s*$")
    )
    stepper.get_by_role("button", name=w.text("player.back"), exact=True).click()
    expect(stepper.locator(".cp-status")).not_to_contain_text(won)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_no_redeal_left_moves_no_other_control(browser, base_url, locale, viewport):
    boxes = []
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        for left in (1, 0):
            start = position(**BACK_AND_FORTH, redeals_left=left)
            store_game(page, base_url, start)
            player = play_page(page, base_url, locale)
            boxes.append(
                player.evaluate(
                    "root => [...root.querySelectorAll('.cp-bar > *')]"
                    ".filter((e) => e.offsetParent)"
                    ".map((e) => { const r = e.getBoundingClientRect();"
                    " return [Math.round(r.left), Math.round(r.width)]; })"
                )
            )
            if not left:
                expect(player.locator('[aria-keyshortcuts="R"]')).to_have_attribute(
                    "aria-disabled", "true"
                )
    assert boxes[0] == boxes[1]


def test_the_drag_of_a_mouse_is_unchanged(page, base_url):
    # A mouse's card stays centred on the pointer: only a finger would hide it.
    player = play_page(page, base_url, game=NEARLY_WON)
    modules_ready(page, "drag.js")
    a = place(player, 3).bounding_box()
    x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 3
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y + 20, steps=4)
    ghost = player.locator(".cp-ghost")
    expect(ghost).to_have_count(1)
    box = ghost.bounding_box()
    assert abs(box["y"] + box["height"] / 2 - (y + 20)) < 3, box
    page.mouse.up()
    expect(ghost).to_have_count(0)


#: JS: the status line says ``text`` (as the table's live region would), and the boxes of
#: its text and of the verdict's box under it are read.
LONG_SAID = """(root, text) => {
  root.querySelector('.cp-status').textContent = text;
  const box = (e) => e.getBoundingClientRect();
  return { status: box(root.querySelector('.cp-status')).bottom,
           verdict: box(root.querySelector('.cp-verdict-box')).top };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_status_longer_than_its_room_pushes_the_verdict_down(browser, base_url, locale, viewport):
    """Free play's longest message (the third redeal, the undo history starting again, and
    Finish ready: four lines on a phone) lies above the verdict's checkbox, not over it, as
    a review saw it."""
    w = wording(locale)
    text = " ".join(
        (
            w.text("narration.redeal", number=3),
            w.text("player.history-cleared"),
            w.text("player.finish-ready"),
        )
    )
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        before = player.evaluate(LONG_SAID, w.text("player.goes-on"))
        after = player.evaluate(LONG_SAID, text)
        assert after["status"] <= after["verdict"] + 0.5, (locale, viewport, after)
        # A short message moves nothing.
        assert before["verdict"] == player.evaluate(LONG_SAID, w.text("player.goes-on"))["verdict"]
