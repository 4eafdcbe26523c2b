"""The card table, in every locale the site builds: the board, its status line and its
controls fit the viewport together; the places that take a selected card say so; a card
that can go nowhere is selected, as in a rule demo, and the next tap is its refused target
or a card to choose instead;
motion (and none under reduced motion); the stepper's words under a disclosure; the skip
link; bad fragments and stored data."""

from __future__ import annotations

import json
import re
import time as time_module
from contextlib import contextmanager

import pytest
from browserkit import (
    LOCALES,
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    ROOT,
    STORE,
    asset,
    expect_status,
    modules_ready,
    open_player,
    place,
    position,
    redeal_now,
    settle,
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


@contextmanager
def page_at(browser, width: int, height: int, **options):
    """A page in a window of ``width`` x ``height``, in a context of its own (closed after)."""
    context = browser.new_context(viewport={"width": width, "height": height}, **options)
    try:
        yield context.new_page()
    finally:
        context.close()


# -- geometry ---------------------------------------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_board_status_and_controls_fit_the_viewport_together(shared_page, locale, viewport):
    width, height = VIEWPORTS[viewport]
    page = shared_page(locale, (width, height), code=CODE)
    player = page.locator("#player")
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
    # The controls sit under the board, and the status line under them (on a phone under
    # the counts too; test_ending.py's fit test).
    assert boxes["status"]["y"] >= boxes["undo"]["y"] + boxes["undo"]["height"]
    assert boxes["undo"]["y"] >= boxes["board"]["y"] + boxes["board"]["height"]
    # Cards keep a real card's 5:7.
    face = player.locator('button[data-place="1"] .cp-card').bounding_box()
    assert face["height"] / face["width"] == pytest.approx(1.4, abs=0.03)
    # The controls keep one row (on a phone free play's six take two rows of three, their
    # words legible: test_play_table_size.py), and under a rule demo (its "Start again" too).
    assert controls_in_rows(player) == (2 if width < 560 else 1)
    demo = shared_page(locale, (width, height), "rules/").locator("#demo-1")
    assert controls_in_rows(demo) == 1


def controls_in_rows(player) -> int:
    """The rows that the shown controls under a board take (each inside the player); a
    phone's counts of moves and time lie under them, on a line of their own."""
    return player.evaluate(
        """root => {
          const bar = root.querySelector('.cp-bar');
          const outer = root.getBoundingClientRect();
          const boxes = [...bar.children]
            .filter((e) => e.checkVisibility({ visibilityProperty: true }))
            .filter((e) => getComputedStyle(e).position !== 'absolute')
            .map((e) => e.getBoundingClientRect());
          // A control past the player's edge is no row at all.
          if (boxes.some((b) => b.left < outer.left - 1 || b.right > outer.right + 1)) return -1;
          const first = boxes[0];
          return boxes.some((b) => b.top >= first.bottom - 1) ? 2 : 1;
        }"""
    )


# -- guidance ---------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_selected_card_marks_the_places_that_take_it(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    names = {
        b.get_attribute("data-place"): b.locator(".cp-vh").text_content()
        for b in player.locator("button[data-place]").all()
    }
    place(player, 3).click()  # the Q♣: the K♣ (pile 4) and the ascending clubs take it
    queen = w.the(card("QC"), w.long(card("QC")), "object")  # in words, as spoken
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


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_card_with_nowhere_to_go_stays_selected_until_a_target_or_a_card_to_choose(
    page, base_url, locale
):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    place(player, 1).click()  # the 5♠: no place takes it, but it is selected, as in a demo
    five = card("5S")
    selected = w.text("player.selected", card=w.short(five), place=w.text("pile.name", number=1))
    expect_status(player, w.text("player.selected-nowhere", selected=selected))
    expect(place(player, 1)).to_have_class(re.compile(r"\bcp-sel\b"))
    expect(player.locator(".cp-ok")).to_have_count(0)
    # The next tap on another place whose card has nowhere to go either is its target:
    # refused with the reason (the 5♠ onto the 9♠ of pile 2), and the card is put down.
    place(player, 2).click()
    expect(player.locator(".cp-status")).to_contain_text(w.text("refusal.not-adjacent-rank"))
    expect(player.locator(".cp-sel")).to_have_count(0)
    assert stored(page)["log"] == []
    # Tapped again, or Escape, it is let go.
    place(player, 1).click()
    expect(place(player, 1)).to_have_class(re.compile(r"\bcp-sel\b"))
    place(player, 1).click()
    expect_status(player, w.text("player.cancelled"))
    expect(player.locator(".cp-sel")).to_have_count(0)
    place(player, 1).click()
    page.keyboard.press("Escape")
    expect(player.locator(".cp-sel")).to_have_count(0)
    # Every target refuses the 5♠: a tap on a card that has somewhere to go chooses that
    # card instead, and does not play it (the tap may have been meant as a target), after
    # why the 5♠ could not go there, said and in the refusal's bubble (a review found the
    # switch silent): the J♠ of pile 4 is selected, and can go onto the Q♠ of pile 3.
    place(player, 1).click()
    place(player, 4).click()
    onto = w.text("player.onto-pile", number=3)
    chosen = w.plural("player.selected-to", 1, card=w.short(card("JS")), places=onto)
    why = w.text("refusal.not-adjacent-rank")
    expect_status(player, w.text("player.refused-chosen", refusal=why, chosen=chosen))
    bubble = player.locator(".cp-bubble")
    expect(bubble).to_contain_text(why)
    expect(bubble).to_contain_text(w.short(five))
    expect(place(player, 4)).to_have_class(re.compile(r"\bcp-sel\b"))
    expect(place(player, 1)).not_to_have_class(re.compile(r"\bcp-sel\b"))
    assert stored(page)["log"] == []
    # The next tap plays it: the J♠ goes onto the Q♠.
    place(player, 3).click()
    assert status(player).startswith(w.text("narration.move-item", number=1, step="")[:3])
    assert stored(page)["log"] == ["4 -> 3"]


def test_while_dragging_the_card_leaves_its_pile_and_the_target_shows_its_answer(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")
    source, good, bad = place(player, 3), place(player, 4), place(player, 2)
    modules_ready(page, "drag.js")
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


#: JS: a point of the board's felt, over no place and not on the foundations, in the
#: window: where a dragged card is let go over nothing.
FELT = """board => {
  const r = board.getBoundingClientRect();
  for (let y = r.top + 4; y < Math.min(r.bottom, innerHeight); y += 8) {
    for (let x = r.left + 4; x < r.right; x += 8) {
      const e = document.elementFromPoint(x, y);
      if (board.contains(e) && !e.closest('[data-place], .cp-found')) return { x, y };
    }
  }
  return null;
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_card_let_go_over_the_felt_goes_back_and_the_status_line_says_so(page, base_url, locale):
    # A review let a card go over bare felt: nothing moved, and an earlier refusal stayed
    # in the status line. Let go over its own pile, it goes back saying nothing new.
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")
    modules_ready(page, "drag.js")
    place(player, 3).click()  # the Q♣ (two places: selected) onto the K♠: refused by suit
    place(player, 1).click()
    refused = status(player)
    assert refused.startswith(w.text("refusal.not-same-suit")), refused
    source = place(player, 3)  # the Q♣

    def drag_to(x: float, y: float) -> None:
        a = source.bounding_box()
        page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
        page.mouse.down()
        page.mouse.move(x, y, steps=8)
        expect(player.locator(".cp-ghost")).to_have_count(1)
        page.mouse.up()
        expect(player.locator(".cp-ghost")).to_have_count(0)

    a = source.bounding_box()
    drag_to(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2 + 4)
    settle(page)
    assert status(player) == refused
    felt = player.locator(".cp-board").evaluate(FELT)
    assert felt, "no bare felt in sight"
    drag_to(felt["x"], felt["y"])
    expect_status(player, w.text("player.drop-nowhere"))
    assert stored(page)["log"] == []


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

    def redeal() -> None:
        # The question first (a redeal always asks); its own motion is not the cards'.
        player.locator('button[aria-keyshortcuts="R"]').click()
        expect(player.locator("dialog.cp-ask[open]")).to_have_count(1)
        started(page)
        player.locator("dialog.cp-ask[open] .cp-answers > button").first.click()

    for act in (
        lambda: (place(player, 3).click(), place(player, 4).click()),  # the 6♠ onto the K♠: refused
        lambda: place(player, 1).click(),  # the 8♠ onto the 9♠
        lambda: player.locator('button[aria-keyshortcuts="U"]').click(),
        redeal,
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
        # A refused tap still shows on the board, as a state, without motion: the 6♠
        # (nowhere to go, selected) onto the K♠.
        place(player, 3).click()
        place(player, 4).click()
        page.wait_for_function("window.classes.has('cp-refused')")
        expect(player.locator(".cp-refused")).to_have_count(0)
        place(player, 1).click()
        player.locator('button[aria-keyshortcuts="U"]').click()
        redeal_now(player)
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
    # Each animation the script starts is counted as it starts: on a loaded machine the
    # celebration can be over before the page is asked what runs.
    page.evaluate(
        """() => { window.started = 0; const animate = Element.prototype.animate;
           Element.prototype.animate = function (...a) { window.started += 1;
             return animate.apply(this, a); }; }"""
    )
    place(player, 4).click()
    won = "All 104 cards are on the foundations: the game is won."
    expect(player.locator(".cp-status")).to_contain_text(won)
    assert player.evaluate("e => e.innerText").count(won) == 1
    page.wait_for_function("() => window.started >= 16")  # two cards a foundation, in turn
    # The cards that leap are copies, in a layer that takes no press and that assistive
    # technology does not read (the status line says the win).
    cheer = player.locator(".cp-cheer")
    if cheer.count():  # (on a loaded machine it may be over already)
        assert cheer.evaluate(
            "e => e.getAttribute('aria-hidden') === 'true'"
            " && getComputedStyle(e).pointerEvents === 'none'"
        )
    # It ends by itself: every animation that is not the stylesheet's goes, and the layer.
    page.wait_for_function(
        "() => document.getAnimations()"
        ".every(a => a instanceof CSSTransition || a instanceof CSSAnimation)",
        timeout=15000,
    )
    expect(cheer).to_have_count(0)
    assert place(player, "up-S").locator(".cp-card").count() == 1


def test_a_key_on_the_table_ends_the_wins_celebration_at_once(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    for p in ("1", "2", "2"):
        place(player, p).click()
    place(player, 3).dblclick()
    # The winning tap, then a key on the table as soon as the cards leap (in the page, so
    # that no machine's load lets them land first): every flight is cancelled, none
    # finished.
    states = place(player, 4).evaluate(
        """async (b) => {
          b.click();
          const desk = b.closest('.cp-table');
          for (let f = 0; f < 600 && !desk.querySelector('.cp-cheer'); f++) {
            await new Promise(requestAnimationFrame);
          }
          const layer = desk.querySelector('.cp-cheer');
          if (!layer) return null;
          const flights = layer.getAnimations({ subtree: true });
          desk.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
          return flights.map((a) => a.playState);
        }"""
    )
    assert states and set(states) == {"idle"}, states
    expect(player.locator(".cp-cheer")).to_have_count(0)


def test_restart_this_deal(page, base_url):
    player = play_page(page, base_url, code=CODE)
    first_move(player)
    player.get_by_role("button", name="Restart this deal").click()
    # A move was made: the board asks first.
    player.get_by_role("alertdialog").get_by_role("button", name="Restart this deal").click()
    expect(player.locator(".cp-status")).to_have_text(re.compile(r"^Back to the start"))
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 0")
    expect(player.locator(".cp-share")).to_contain_text(CODE)


# -- the pages --------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
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
    assert piles == {1: 8, 2: 5, 3: 3, 4: 3, 5: 4}
    # Each demo's card is the size of the stepper's big board (both in the page's column;
    # the Play page's board, a card table of its own, takes the whole page).
    demo = page.locator('#demo-1 button[data-place="1"] .cp-card').bounding_box()
    open_player(page, f"{base_url}/en/examples/")
    board = page.locator('#stepper [data-place="1"] .cp-card').bounding_box()
    assert demo["width"] == pytest.approx(board["width"], abs=0.5)


@pytest.mark.parametrize("path", ["play/", "rules/"])
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_one_skip_link_reaches_the_board(page, base_url, locale, path):
    """A page with a player has one skip link, the first Tab stop: to the board (the
    theme's, to the content, is hidden, out of the Tab order)."""
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/{path}")
    expect(page.locator(".md-skip")).to_be_hidden()
    page.keyboard.press("Tab")
    link = page.locator(":focus")
    expect(link).to_have_text(w.text("player.skip"))
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.place") is not None
    assert page.evaluate("document.activeElement.closest('.cp-board') !== null")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_no_console_error_on_the_pages_with_a_player(page, base_url, locale):
    errors: list[str] = []

    def keep(message):
        # The alternate-language sitemaps are the theme's (tested with the site's pages).
        if message.type == "error" and not message.location.get("url", "").endswith("sitemap.xml"):
            errors.append(f"{message.text} {message.location}")

    page.on("console", keep)
    for path in ("play/", "rules/", "examples/#move-10"):
        open_player(page, f"{base_url}/{locale}/{path}")
        page.wait_for_load_state("networkidle")
        settle(page)
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
    code = fragment[1:]
    said = f"The game code in the link is not valid: {code}. {form} The game goes on."
    assert status(player) == said
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 1")
    # Set after load, the same fragment is explained too; a good link still works after it.
    page.evaluate("f => (location.hash = f)", fragment)
    expect(player.locator(".cp-error")).to_have_text(form)
    page.evaluate("c => (location.hash = c)", CODE)
    # The game in progress is thrown away only when the player says so.
    player.locator("dialog.cp-ask .cp-answers button").first.click()
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
    opened = time_module.monotonic()
    open_player(page, f"{base_url}/en/play/")
    player = page.locator("#player")
    assert status(player) == (
        "The stored time of this game could not be read: it starts again from zero."
    )
    # Started again from zero: the clock shows no more than the time the page has been
    # open (a loaded machine may take seconds), never the stored time.
    shown = re.search(r"Time: (\d+):(\d\d)", player.locator(".cp-counts").inner_text())
    assert shown, player.locator(".cp-counts").inner_text()
    seconds = int(shown[1]) * 60 + int(shown[2])
    assert seconds <= time_module.monotonic() - opened + 1
    expect(player.locator(".cp-counts > span").first).to_have_text("Moves: 1")
    assert "e+" not in player.inner_text()
    # Stored again from zero: a time of this page's life, not the broken one.
    page.wait_for_function(
        f"(t => t >= 0 && t <= performance.now() + 1000)"
        f"(JSON.parse(localStorage.getItem('{STORE}')).time)"
    )


def test_a_position_set_up_by_hand_has_no_link(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.locator(".cp-more summary").click()
    expect(player.locator(".cp-share")).to_contain_text("a position set up by hand")
    expect(player.locator(".cp-share a")).to_be_hidden()
    expect(player.get_by_role("button", name="Copy the link")).to_be_hidden()
    assert "#null" not in player.inner_html()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_stepper_keeps_its_room_and_no_gap(browser, base_url, viewport):
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        page.add_init_script(
            "window.shift = 0; new PerformanceObserver(l => { for (const e of l.getEntries())"
            " if (!e.hadRecentInput) window.shift += e.value; })"
            ".observe({type: 'layout-shift', buffered: true});"
        )
        # Before the player runs: the room it will take.
        page.route(asset("player.js"), lambda route: route.abort())
        page.goto(f"{base_url}/en/examples/")
        room = page.locator("#stepper").bounding_box()["height"]
        page.unroute(asset("player.js"))
        open_player(page, f"{base_url}/en/examples/")
        settle(page)
        stepper = page.locator("#stepper")
        real = stepper.bounding_box()["height"]
        assert abs(real - room) < 40, (room, real)
        # No reserved gap once it runs: its height is its content's.
        assert stepper.evaluate("e => getComputedStyle(e).minHeight") in ("0px", "auto")
        assert page.evaluate("window.shift") <= 0.1


def test_dragging_over_the_foundations_shows_which_takes_the_card(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")
    modules_ready(page, "drag.js", "fan.js")

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


# -- a new player's review ----------------------------------------------------


def first_move(player, code=CODE):
    """Play the deal's first legal move (a second tap when the first only selected)."""
    from crescent_docs.engine import Game, deal

    move = Game(deal(code)).legal_moves()[0]
    counter = player.locator(".cp-counts > span").first
    place(player, str(move.source)).click()
    # The tap plays a card that has one place to go, and selects one that has more (the
    # game is saved a moment later: the stored log cannot tell which it was yet).
    played = counter.filter(has_text=re.compile(r"\b1$"))
    expect(player.locator(".cp-sel").or_(played).first).to_be_visible()
    if player.locator(".cp-sel").count():
        place(player, str(move.destination)).click()
    expect(counter).to_have_text(re.compile(r"\b1$"))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_game_in_progress_is_thrown_away_only_when_the_player_says_so(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, code=CODE)
    counter = player.locator(".cp-counts > span").first
    # No move yet: New game goes at once.
    player.locator(".cp-bar").get_by_role("button", name=w.text("player.new-game")).click()
    expect(player.locator(".cp-status")).to_contain_text(w.text("player.new-started", code="")[:4])
    code = stored(page)["code"]
    first_move(player, code)
    # After a move: a question on the board; Escape cancels, and the focus goes back.
    new = player.locator(".cp-bar").get_by_role("button", name=w.text("player.new-game"))
    new.click()
    question = player.get_by_role("alertdialog", name=w.text("player.confirm-new"))
    expect(question).to_be_visible()
    keep = question.get_by_role("button", name=w.text("player.keep-playing"))
    expect(keep).to_be_focused()
    page.keyboard.press("Escape")
    expect(question).to_be_hidden()
    expect(new).to_be_focused()
    assert status(player) == w.text("player.goes-on")
    expect(counter).to_have_text(re.compile(r"\b1$"))
    assert stored(page)["code"] == code
    # Keep playing, by its button, is the same.
    new.click()
    question.get_by_role("button", name=w.text("player.keep-playing")).click()
    expect(question).to_be_hidden()
    expect(counter).to_have_text(re.compile(r"\b1$"))
    # Restart this deal asks too; its own button goes ahead.
    player.locator(".cp-bar").get_by_role("button", name=w.text("player.restart")).click()
    again = player.get_by_role("alertdialog", name=w.text("player.confirm-restart"))
    expect(again).to_be_visible()
    again.get_by_role("button", name=w.text("player.restart")).click()
    expect(again).to_be_hidden()
    expect(counter).to_have_text(re.compile(r"\b0$"))
    assert status(player) == w.text("player.restart-done")
    assert stored(page)["code"] == code
    # The R key asks before the undo history goes; Keep playing leaves the redeals.
    first_move(player, code)
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    before = redeal.text_content()
    place(player, 1).focus()
    page.keyboard.press("r")
    ask = player.get_by_role("alertdialog", name=w.text("player.confirm-redeal"))
    expect(ask).to_be_visible()
    page.keyboard.press("Escape")
    expect(ask).to_be_hidden()
    assert redeal.text_content() == before
    page.keyboard.press("r")
    ask.get_by_role("button", name=w.text("player.redeal")).click()
    expect(redeal).to_have_text(w.messages.plural("player.redeal-left", 2))
    # With nothing to undo, R asks all the same (a misclick would spend a redeal), in the
    # same words, which fit both cases; Escape cancels it.
    place(player, 1).focus()
    page.keyboard.press("r")
    expect(ask).to_be_visible()
    expect(ask.get_by_role("button", name=w.text("player.keep-playing"))).to_be_focused()
    page.keyboard.press("Escape")
    expect(ask).to_be_hidden()
    expect(redeal).to_have_text(w.messages.plural("player.redeal-left", 2))
    page.keyboard.press("r")
    ask.get_by_role("button", name=w.text("player.redeal")).click()
    expect(redeal).to_have_text(w.messages.plural("player.redeal-left", 1))
    expect(ask).to_be_hidden()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_selected_card_says_where_it_can_go(page, base_url, locale):
    from babel.lists import format_list

    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    place(player, 3).click()  # the Q♣: the K♣ (pile 4) and the ascending clubs take it
    places = [
        w.text("player.onto-pile", number=4),
        w.text("player.onto-foundation", foundation=w.text("foundation.to.up-C")),
    ]
    expected = w.messages.plural(
        "player.selected-to",
        2,
        card=w.short(card("QC")),
        places=format_list(places, style="or", locale=locale),
    )
    assert status(player) == expected.replace("\u00a0", "")  # as status() reads it


#: Every arrow key from every place of a table's board, in the page (a round trip for each
#: of its 96 keys was most of this test's time): the place the focus goes to must lie that
#: way on the screen, or be the same place (an edge), or lie in the same row (a wrap).
#: Returns each key that goes elsewhere, as [place, key, where the focus went], and how
#: many keys moved the focus at all.
SWEEP = """async (root) => {
  const settled = () => new Promise((r) =>
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r))));
  const centre = (b) => {
    const r = b.querySelector('.cp-slot').getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  };
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const wrong = [];
  let moves = 0;
  for (const b of root.querySelectorAll('button[data-place]')) {
    for (const [key, [dx, dy]] of Object.entries(steps)) {
      b.focus();
      const before = centre(b);
      b.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      // The key's move (nearby.js answers in a promise) is done before the next frame.
      await settled();
      const now = document.activeElement;
      const after = centre(now);
      const moved = (after[0] - before[0]) * dx + (after[1] - before[1]) * dy;
      const row = dx !== 0 && Math.abs(after[1] - before[1]) < 20;
      if (!(now === b || moved > 1 || row)) wrong.push([b.dataset.place, key, now.dataset.place]);
      if (now !== b) moves += 1;
    }
  }
  return { wrong, moves };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_arrow_keys_go_to_the_place_that_lies_that_way(browser, base_url, viewport):
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, code=CODE)
        player.evaluate("e => e.scrollIntoView()")

        def go(key, expected):
            page.keyboard.press(key)
            page.wait_for_function("p => document.activeElement.dataset.place === p", arg=expected)

        place(player, 1).focus()
        # Around the horseshoe as it is drawn: 1-4 up the left, 5-12 across, 13-16 down
        # (a phone's too, the top row over the sides).
        for pile in ("2", "3", "4", "5"):
            go("ArrowUp", pile)
        go("ArrowRight", "6")
        go("End", "down-C")
        go("Home", "1")
        place(player, 12).focus()
        go("ArrowDown", "13")
        go("ArrowDown", "14")
        # Every arrow goes the way it points, from every place, or stays at the edge; left
        # and right may wrap to the other end of the same row (SWEEP: 96 keys in the page).
        sweep = player.evaluate(SWEEP)
        assert sweep["wrong"] == []
        # Most keys move the focus (only those at an edge keep it).
        assert sweep["moves"] > 60, sweep
        # A rule demo's row: down from its first pile is the foundation under it.
        open_player(page, f"{base_url}/en/rules/")
        demo = page.locator("#demo-1")
        demo.evaluate("e => e.scrollIntoView()")
        place(demo, 1).focus()
        go("ArrowDown", "up-S")
        go("ArrowRight", "up-H")
        go("ArrowDown", "down-H")


#: The board, the status line and the Undo and Redeal controls are all in the viewport,
#: under the header (a function of the player's root).
IN_VIEW = """root => {
  const top = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const parts = ['.cp-status', '.cp-board', '.cp-bar'].map((s) => root.querySelector(s));
  return parts.every((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= top - 1 && r.bottom <= innerHeight + 1;
  });
}"""


def in_view(page, player) -> bool:
    """The board, the status line and the Undo and Redeal controls are all in the viewport,
    under the header."""
    return page.evaluate(
        IN_VIEW,
        player.element_handle(),
    )


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_new_game_and_a_code_bring_the_board_into_view(browser, base_url, viewport, motion):
    with page_at(browser, *VIEWPORTS[viewport], reduced_motion=motion) as page:
        player = play_page(page, base_url, code=CODE)
        # The page opens at its top: a stored game does not scroll it.
        assert page.evaluate("scrollY") == 0
        new = player.locator(".cp-bar button").filter(has_text="New game")
        for action in ("new", "code"):
            page.evaluate("scrollTo(0, document.body.scrollHeight)")
            if action == "new":
                new.evaluate("b => b.click()")
            else:
                player.locator(".cp-more").evaluate("d => (d.open = true)")
                field = player.locator("input.cp-input")
                field.fill("CR1-N-AAAAAAC")
                field.evaluate("f => f.form.requestSubmit()")
            if motion == "reduce":
                # At once: in the frame after the action, with no smooth scroll.
                page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r)))")
                assert in_view(page, player), action
            else:
                # The smooth scroll ends with the board in view.
                page.wait_for_function(IN_VIEW, arg=player.element_handle(), timeout=15000)
        # A link to a game opens the page on its board, at the page's top: nothing scrolls
        # (the game it names is the page's first, not a next one brought into view).
        page.goto(f"{base_url}/en/404.html")
        open_player(page, f"{base_url}/en/play/#CR1-N-AAAAAAD")
        page.wait_for_function(IN_VIEW, arg=page.locator("#player").element_handle())
        settle(page)
        assert page.evaluate("scrollY") == 0


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_bad_code_in_the_link_is_named_with_what_started_instead(browser, base_url, locale):
    w = wording(locale)
    context = browser.new_context()
    try:
        page = context.new_page()
        open_player(page, f"{base_url}/{locale}/play/#CR1-garbage")
        player = page.locator("#player")
        code = stored(page)["code"]
        reason = w.text("player.code-error.form")
        said = " ".join(
            [
                w.text("player.link-invalid", code="CR1-garbage"),
                reason,
                w.text("player.new-started", code=code),
            ]
        )
        assert status(player) == said.replace("\u00a0", "")  # as status() reads it
        expect(player.locator(".cp-error")).to_have_text(reason)
        # A long code is cut to 80 characters; a stored game goes on.
        long = "CR1-" + "x" * 300
        open_player(page, f"{base_url}/{locale}/play/#{long}")
        said = status(player)
        named = long[:79] + "\u2026"
        assert said == " ".join(
            [w.text("player.link-invalid", code=named), reason, w.text("player.goes-on")]
        ).replace("\u00a0", "")
        assert long[:81] not in said
        assert stored(page)["code"] == code
    finally:
        context.close()


@pytest.mark.parametrize("locale", LOCALES)
def test_direction_badges_stay_clear_of_the_corner_index_on_a_phone(shared_page, locale):
    for path, root in (("rules/", "#demo-1"), ("play/", "#player")):
        code = CODE if path == "play/" else None
        player = shared_page(locale, VIEWPORTS["phone"], path, code).locator(root)
        player.evaluate("e => e.scrollIntoView()")
        boxes = player.evaluate(
            """root => [...root.querySelectorAll('.cp-found .cp-place')].map((b) => {
              const r = (e) => { const x = e.getBoundingClientRect();
                return [x.left, x.top, x.right, x.bottom]; };
              const dir = b.querySelector('.cp-dir');
              return { dir: r(dir), index: r(b.querySelector('.cp-i')),
                others: [...root.querySelectorAll('.cp-card, .cp-dir')]
                  .filter((e) => !b.contains(e) || e === dir ? false : true).map(r),
                cards: [...root.querySelectorAll('.cp-card')]
                  .filter((e) => !b.contains(e)).map(r),
                dirs: [...root.querySelectorAll('.cp-dir')].filter((e) => e !== dir).map(r),
                size: parseFloat(getComputedStyle(dir).fontSize) };
            })"""
        )
        assert len(boxes) == 8

        def overlap(a, b):
            across = min(a[2], b[2]) - max(a[0], b[0])
            return across > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5

        for b in boxes:
            assert b["size"] >= 11
            assert not overlap(b["dir"], b["index"]), (path, b)
            assert not any(overlap(b["dir"], o) for o in b["cards"] + b["dirs"]), (path, b)


# The home page's picture's pile captions, the board's short ones, legible on a phone:
# test_site_look.py::test_pictures_have_no_text_under_11px_on_a_phone.


def assert_apart(boxes: list[list[float]]) -> None:
    """No two boxes (left, top, right, bottom) overlap."""
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert min(a[2], b[2]) <= max(a[0], b[0]) or min(a[3], b[3]) <= max(a[1], b[1]), (a, b)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_navigation_names_each_page_once(page, base_url, locale):
    w = wording(locale)
    page.goto(f"{base_url}/{locale}/rules/")
    nav = page.locator(".md-nav--primary")
    links = nav.locator(":scope > .md-nav__list > .md-nav__item > a.md-nav__link")
    entries = [t.strip() for t in links.all_text_contents()]
    title = nav.locator(":scope > .md-nav__title").text_content().strip()
    assert entries[0] == w.text("site.nav-home")
    assert len(set(entries)) == len(entries) == 6
    assert title not in entries
    # The home page keeps its own heading.
    page.goto(f"{base_url}/{locale}/")
    assert page.locator("article h1").text_content().strip() != w.text("site.nav-home")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_go_to_a_move_that_is_not_in_the_game_says_so(page, base_url, locale):
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/examples/")
    stepper = page.locator("#stepper")
    field = stepper.locator("input.cp-number")
    total = int(field.get_attribute("max"))
    field.fill("10")
    field.press("Enter")
    page.wait_for_function("location.hash === '#move-10'")  # written once the steps pause
    for bad in ("999", "-1", "2.5", "", str(total + 1)):
        field.fill(bad)
        field.press("Enter")
        expect_status(stepper, w.text("player.goto-invalid", total=total))
        assert page.url.endswith("#move-10"), bad
    field.fill(str(total))
    field.press("Enter")
    page.wait_for_function(f"location.hash === '#move-{total}'")


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_what_a_move_did_is_said_in_sight_of_the_board(browser, base_url, locale, viewport):
    """While the board is in view, the status line that says what a move did is in the
    window too, right under the controls (a review found it above the board, out of sight
    on a phone), and it is still the live region."""
    width, height = VIEWPORTS[viewport]
    with page_at(browser, width, height, has_touch=viewport == "phone") as page:
        open_player(page, f"{base_url}/{locale}/play/#{CODE}")
        player = page.locator("#player")
        player.locator(".cp-board").evaluate("e => e.scrollIntoView({ block: 'nearest' })")
        first_move(player)
        line = player.locator(".cp-status")
        expect(line).to_have_attribute("role", "status")
        expect(line).not_to_be_empty()
        box = line.bounding_box()
        bar = player.locator(".cp-bar").bounding_box()
        board = player.locator(".cp-board").bounding_box()
        header = page.locator(".md-header").bounding_box()
        assert box and bar and board and header
        assert box["y"] >= bar["y"] + bar["height"] - 0.5, (box, bar)
        assert box["y"] >= header["y"] + header["height"] - 0.5, (box, header)
        assert box["y"] + box["height"] <= height + 0.5, (box, height)
        assert board["y"] + board["height"] <= height, (board, height)
