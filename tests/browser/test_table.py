"""The card table, in every locale the site builds: the board, its status line and its
controls fit the viewport together; the places that take a selected card say so; a card
that can go nowhere is refused on the first tap; motion (and none under reduced motion);
the stepper's words under a disclosure; the skip link; bad fragments and stored data."""

from __future__ import annotations

import json
import re

import pytest
from browserkit import (
    LOCALES,
    NEARLY_BLOCKED,
    NEARLY_WON,
    ROOT,
    STORE,
    open_player,
    place,
    position,
    status,
    store_game,
    stored,
)
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}
CODE = "CR1-N-AAAAAAB"


def wording(locale: str):
    from crescent_docs.i18n import load_messages
    from crescent_docs.i18n.wording import Wording

    return Wording(load_messages(locale, ROOT / "locales"))


def card(text: str):
    from crescent_docs.engine import Card

    return Card.parse(text)


def play_page(page, base_url, locale="en", game=None, **stored_game):
    if game is not None:
        store_game(page, base_url, position(**game), **stored_game)
    elif stored_game:
        store_game(page, base_url, **stored_game)
    open_player(page, f"{base_url}/{locale}/play/")
    return page.locator("#player")


def animations(page) -> list[dict]:
    """The animations running in the page (motion starts in the frame after an action):
    their properties and durations."""
    return page.evaluate(
        """async () => { await new Promise(r => requestAnimationFrame(() => setTimeout(r)));
           return document.getAnimations().map(a => ({
             props: [...new Set(a.effect.getKeyframes().flatMap(k => Object.keys(k)))]
               .filter(k => !['offset', 'easing', 'composite', 'computedOffset'].includes(k)),
             duration: a.effect.getTiming().duration,
             css: a instanceof CSSTransition || a instanceof CSSAnimation })) }"""
    )


# -- geometry ---------------------------------------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_board_status_and_controls_fit_the_viewport_together(browser, base_url, locale, viewport):
    width, height = VIEWPORTS[viewport]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        header = page.locator(".md-header").bounding_box()
        w = wording(locale)
        boxes = {
            "status": player.locator(".cp-status").bounding_box(),
            "board": player.locator(".cp-board").bounding_box(),
            "undo": player.get_by_role("button", name=w.text("player.undo"), exact=True),
            "redeal": player.locator('button[aria-keyshortcuts="R"]').bounding_box(),
        }
        boxes["undo"] = boxes["undo"].bounding_box()
        top = header["y"] + header["height"]
        for name, box in boxes.items():
            assert box["y"] >= top - 1, (name, box, top)
            assert box["y"] + box["height"] <= height, (name, box)
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, (name, box)
        # The status line sits above the board, the controls under it.
        assert boxes["status"]["y"] + boxes["status"]["height"] <= boxes["board"]["y"]
        assert boxes["undo"]["y"] >= boxes["board"]["y"] + boxes["board"]["height"]
        # Cards keep a real card's 5:7.
        face = player.locator('button[data-place="1"] .cp-card').bounding_box()
        assert face["height"] / face["width"] == pytest.approx(1.4, abs=0.03)
        # The controls keep one row, here and under a rule demo (its "Start again" too).
        assert controls_in_rows(player) == 1
        open_player(page, f"{base_url}/{locale}/rules/")
        demo = page.locator("#demo-1")
        assert controls_in_rows(demo) == 1
    finally:
        context.close()


def controls_in_rows(player) -> int:
    """The rows that the shown controls under a board take (each inside the player)."""
    return player.evaluate(
        """root => {
          const bar = root.querySelector('.cp-bar');
          const outer = root.getBoundingClientRect();
          const boxes = [...bar.children].filter((e) => e.offsetParent)
            .map((e) => e.getBoundingClientRect());
          // A control past the player's edge is no row at all.
          if (boxes.some((b) => b.left < outer.left - 1 || b.right > outer.right + 1)) return -1;
          const first = boxes[0];
          return boxes.some((b) => b.top >= first.bottom - 1) ? 2 : 1;
        }"""
    )


# -- guidance ---------------------------------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_a_selected_card_marks_the_places_that_take_it(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    names = {
        b.get_attribute("data-place"): b.locator(".cp-vh").text_content()
        for b in player.locator("button[data-place]").all()
    }
    place(player, 3).click()  # the Q♣: the K♣ (pile 4) and the ascending clubs take it
    queen = w.the(card("QC"), w.short(card("QC")), "object")
    # Marked to the eye, and in the places' names.
    accepting = [b.get_attribute("data-place") for b in player.locator("button.cp-ok").all()]
    assert accepting == ["4", "up-C"]
    for p, name in names.items():
        now = place(player, p).locator(".cp-vh").text_content()
        if p in accepting:
            assert now == w.text("player.accepts", name=name, card=queen)
        elif p != "3":
            assert now == name
    # Placing the card clears the marks.
    place(player, 4).click()
    expect(player.locator("button.cp-ok")).to_have_count(0)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_card_with_nowhere_to_go_is_refused_on_the_first_tap(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    place(player, 1).click()  # the 5♠: no place takes it
    five = card("5S")
    expected = w.text("player.no-destination", card=w.the(five, w.short(five), "object"))
    assert status(player) == expected
    expect(player.locator(".cp-sel")).to_have_count(0)
    expect(player.locator(".cp-ok")).to_have_count(0)
    # The next tap is a tap of its own: the J♠ goes onto the Q♠.
    place(player, 4).click()
    assert status(player).startswith(w.text("narration.move-item", number=1, step="")[:3])
    assert stored(page)["log"] == ["4 -> 3"]


def test_while_dragging_the_card_leaves_its_pile_and_the_target_shows_its_answer(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")
    source, good, bad = place(player, 3), place(player, 4), place(player, 2)
    a = source.bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
    page.mouse.down()
    for target, kind in ((good, "cp-hover"), (bad, "cp-hover-no")):
        b = target.bounding_box()
        page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 3, steps=6)
        expect(target).to_have_class(re.compile(rf"\b{kind}\b"))
        # The Q♣ has left pile 3: the pile shows the card beneath (none here).
        expect(source).to_have_class(re.compile(r"\bcp-lifted\b"))
        expect(source.locator(".cp-card")).to_have_text("")
        expect(player.locator(".cp-ghost")).to_have_count(1)
    expect(good).to_have_class(re.compile(r"\bcp-ok\b"))
    page.mouse.up()
    expect(player.locator(".cp-ghost")).to_have_count(0)
    expect(source).not_to_have_class(re.compile(r"\bcp-lifted\b"))


# -- motion -----------------------------------------------------------------------------


# Every animation the player starts, as it starts (so no test depends on catching a short
# animation while it runs): its properties and duration.
RECORD = """
window.started = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  window.started.push({
    props: [...new Set(frames.flatMap((f) => Object.keys(f)))].filter(
      (k) => !['offset', 'easing', 'composite'].includes(k)),
    duration: typeof options === 'number' ? options : options.duration,
  });
  return animate.call(this, frames, options);
};
// A class that shows a state for a moment: keep every one that appeared.
window.classes = new Set();
new MutationObserver((records) => {
  for (const r of records) for (const c of r.target.classList) window.classes.add(c);
}).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
"""


def started(page) -> list[dict]:
    """The animations started since the last call (motion starts in the next frame)."""
    return page.evaluate(
        "async () => { await new Promise(r => requestAnimationFrame(() => setTimeout(r)));"
        " return window.started.splice(0); }"
    )


def test_moves_undo_and_redeals_animate_with_transforms_only(page, base_url):
    from browserkit import BACK_AND_FORTH

    page.add_init_script(RECORD)
    player = play_page(page, base_url, game=BACK_AND_FORTH)
    player.evaluate("e => e.scrollIntoView()")
    for act in (
        lambda: place(player, 3).click(),  # the 6♠ refused: nowhere to go
        lambda: place(player, 1).click(),  # the 8♠ onto the 9♠
        lambda: player.locator('button[aria-keyshortcuts="U"]').click(),
        lambda: player.locator('button[aria-keyshortcuts="R"]').click(),
    ):
        started(page)
        act()
        motion = started(page)
        assert motion, "no motion"
        for a in motion:
            assert set(a["props"]) <= {"transform", "opacity"}, a
            assert a["duration"] <= 200, a


def test_the_stepper_moves_its_cards_as_the_table_does(page, base_url):
    page.add_init_script(RECORD)
    open_player(page, f"{base_url}/en/examples/#move-9")
    forward = page.locator("#stepper .cp-bar button").nth(3)
    back = page.locator("#stepper .cp-bar button").nth(1)
    for button in (forward, back):
        started(page)
        button.click()
        motion = started(page)
        assert motion, "no motion"
        for a in motion:
            assert set(a["props"]) <= {"transform", "opacity"}, a
            assert a["duration"] <= 200, a
    # A jump of more than one step shows the position at once.
    page.locator("#stepper .cp-bar button").nth(0).click()
    assert started(page) == []


def test_under_reduced_motion_nothing_animates(browser, base_url):
    from browserkit import BACK_AND_FORTH

    context = browser.new_context(reduced_motion="reduce")
    try:
        page = context.new_page()
        page.add_init_script(RECORD)
        player = play_page(page, base_url, game=BACK_AND_FORTH)
        # A refused tap still shows on the board, as a state, without motion.
        place(player, 3).click()
        page.wait_for_function("window.classes.has('cp-refused')")
        expect(place(player, 3)).not_to_have_class(re.compile(r"\bcp-refused\b"))
        place(player, 1).click()
        player.locator('button[aria-keyshortcuts="U"]').click()
        player.locator('button[aria-keyshortcuts="R"]').click()
        assert started(page) == []
        assert animations(page) == []
        # Nor do the stepper's steps.
        open_player(page, f"{base_url}/en/examples/#move-9")
        page.locator("#stepper .cp-bar button").nth(3).click()
        page.locator("#stepper .cp-bar button").nth(1).click()
        assert started(page) == []
    finally:
        context.close()


def test_a_win_is_said_once_and_celebrated_briefly(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    for p in ("1", "2", "2"):
        place(player, p).click()
    place(player, 3).dblclick()
    place(player, 4).click()
    won = "All 104 cards are on the foundations: the game is won."
    expect(player.locator(".cp-status")).to_contain_text(won)
    assert player.evaluate("e => e.innerText").count(won) == 1
    assert len(animations(page)) >= 8  # the foundations, in turn
    page.wait_for_timeout(2600)
    assert [a for a in animations(page) if not a["css"]] == []  # it ended by itself


def test_restart_this_deal(page, base_url):
    player = play_page(page, base_url, code=CODE)
    from crescent_docs.engine import Game, deal

    first = Game(deal(CODE)).legal_moves()[0]
    place(player, str(first.source)).click()
    if not stored(page)["log"]:
        place(player, str(first.destination)).click()
    player.get_by_role("button", name="Restart this deal").click()
    expect(player.locator(".cp-status")).to_have_text(re.compile(r"^Back to the start"))
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 0")
    expect(player.locator(".cp-share")).to_contain_text(CODE)


# -- the pages --------------------------------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_the_steppers_words_are_under_a_collapsed_disclosure(page, base_url, locale):
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/examples/#move-9")
    words = page.locator("#stepper details.cp-words")
    expect(words).to_have_count(1)
    assert words.get_attribute("open") is None
    expect(words.locator("summary")).to_have_text(w.text("picture.in-words"))
    text = words.locator(".cp-text")
    expect(text).to_be_hidden()
    expect(text).to_have_text(page.locator("#example-after-move-9-text").text_content())
    words.locator("summary").click()
    expect(text).to_be_visible()


def test_demos_draw_their_piles_and_the_keys_are_told_once(page, base_url):
    open_player(page, f"{base_url}/en/rules/")
    expect(page.locator(".cp-help")).to_have_count(1)
    piles = {n: page.locator(f"#demo-{n} .cp-board > .cp-place").count() for n in range(1, 6)}
    assert piles == {1: 8, 2: 3, 3: 3, 4: 3, 5: 4}
    # Each demo's card is the size of the big board's.
    demo = page.locator('#demo-1 button[data-place="1"] .cp-card').bounding_box()
    open_player(page, f"{base_url}/en/play/")
    board = page.locator('#player button[data-place="1"] .cp-card').bounding_box()
    assert demo["width"] == pytest.approx(board["width"], abs=0.5)


@pytest.mark.parametrize("path", ["play/", "rules/"])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_skip_link_reaches_the_board_first(page, base_url, locale, path):
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/{path}")
    page.keyboard.press("Tab")
    link = page.locator(":focus")
    expect(link).to_have_text(w.text("player.skip"))
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.place") is not None
    assert page.evaluate("document.activeElement.closest('.cp-board') !== null")


@pytest.mark.parametrize("locale", LOCALES)
def test_no_console_error_on_the_pages_with_a_player(page, base_url, locale):
    errors: list[str] = []

    def keep(message):
        # The alternate-language sitemaps are the theme's (tested with the site's pages).
        if message.type == "error" and not message.location.get("url", "").endswith("sitemap.xml"):
            errors.append(f"{message.text} {message.location}")

    page.on("console", keep)
    for path in ("play/", "rules/", "examples/#move-10"):
        open_player(page, f"{base_url}/{locale}/{path}")
        page.wait_for_timeout(200)
    assert errors == []
    assert not page.errors


# -- bad input --------------------------------------------------------------------------


@pytest.mark.parametrize("fragment", ["#%E0%A4%A", "#%", "#%zz%"])
def test_an_undecodable_fragment_is_explained_and_the_game_goes_on(page, base_url, fragment):
    store_game(page, base_url, position(**NEARLY_WON), log=["1 -> up-S"])
    open_player(page, f"{base_url}/en/play/{fragment}")
    player = page.locator("#player")
    form = "This is not a game code: a code looks like CR1-N-AAAAAAB."
    expect(player.locator(".cp-error")).to_have_text(form)
    assert status(player) == form
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 1")
    # Set after load, the same fragment is explained too; a good link still works after it.
    page.evaluate("f => (location.hash = f)", fragment)
    expect(player.locator(".cp-error")).to_have_text(form)
    page.evaluate("c => (location.hash = c)", CODE)
    expect(player.locator(".cp-share")).to_contain_text(f"This game: {CODE}")
    assert not page.errors
    # The stepper too opens, at the deal.
    open_player(page, f"{base_url}/en/examples/{fragment}")
    assert status(page.locator("#stepper")) == "At the deal."
    assert not page.errors


@pytest.mark.parametrize("time", ["1e308", "-5", '"soon"', "null"])
def test_a_stored_time_out_of_range_is_reset_with_a_note(page, base_url, time):
    start = json.dumps(position(**NEARLY_WON))
    raw = f'{{"v": 1, "code": null, "start": {start}, "log": ["1 -> up-S"], "time": {time}}}'
    store_game(page, base_url, raw=raw)
    open_player(page, f"{base_url}/en/play/")
    player = page.locator("#player")
    assert status(player) == (
        "The stored time of this game could not be read: it starts again from zero."
    )
    expect(player.locator(".cp-counts")).to_contain_text("Time: 0:00")
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 1")
    assert "e+" not in player.inner_text()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{STORE}')).time < 5000")


def test_a_position_set_up_by_hand_has_no_link(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.locator(".cp-more summary").click()
    expect(player.locator(".cp-share")).to_contain_text("a position set up by hand")
    expect(player.locator(".cp-share a")).to_be_hidden()
    expect(player.get_by_role("button", name="Copy the link")).to_be_hidden()
    assert "#null" not in player.inner_html()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_stepper_keeps_its_room_and_no_gap(browser, base_url, viewport):
    width, height = VIEWPORTS[viewport]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.add_init_script(
            "window.shift = 0; new PerformanceObserver(l => { for (const e of l.getEntries())"
            " if (!e.hadRecentInput) window.shift += e.value; })"
            ".observe({type: 'layout-shift', buffered: true});"
        )
        # Before the player runs: the room it will take.
        page.route("**/assets/crescent/player.js", lambda route: route.abort())
        page.goto(f"{base_url}/en/examples/")
        room = page.locator("#stepper").bounding_box()["height"]
        page.unroute("**/assets/crescent/player.js")
        open_player(page, f"{base_url}/en/examples/")
        page.wait_for_timeout(300)
        stepper = page.locator("#stepper")
        real = stepper.bounding_box()["height"]
        assert abs(real - room) < 40, (room, real)
        # No reserved gap once it runs: its height is its content's.
        assert stepper.evaluate("e => getComputedStyle(e).minHeight") in ("0px", "auto")
        assert page.evaluate("window.shift") <= 0.1
    finally:
        context.close()


def test_dragging_over_the_foundations_shows_which_takes_the_card(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")

    def hover(source, target):
        a, b = place(player, source).bounding_box(), place(player, target).bounding_box()
        page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
        page.mouse.down()
        page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 3, steps=6)

    # The Q♦ over any foundation: the ascending diamonds take it, and show it.
    hover(2, "down-S")
    expect(place(player, "up-D")).to_have_class(re.compile(r"\bcp-hover\b"))
    expect(player.locator(".cp-hover-no")).to_have_count(0)
    page.mouse.up()
    expect(place(player, "up-D").locator(".cp-vh")).to_contain_text("queen of diamonds")
    # The K♣ goes on no foundation: the one under the pointer refuses it.
    hover(4, "down-S")
    expect(place(player, "down-S")).to_have_class(re.compile(r"\bcp-hover-no\b"))
    page.mouse.up()
    expect(player.locator(".cp-hover, .cp-hover-no")).to_have_count(0)
