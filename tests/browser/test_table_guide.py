"""What a new player needs told, in every locale the site builds: why a tap played a card at
once (once a visit), which card moved last, controls that show their short words (on a
phone under their icon), the legend of the board's marks and what to do with a locked base
card, captions on one line, the main keys by the board, and arrow keys that go a predictable
way."""

from __future__ import annotations

import contextlib
import json

import pytest
from browserkit import (
    BACK_AND_FORTH,
    LOCALES,
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    expect_status,
    open_player,
    place,
    redeal_now,
    settle,
    status,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from test_table import CODE, VIEWPORTS, assert_apart, page_at, play_page, wording

pytestmark = pytest.mark.browser

TIP = "crescent-player/tip"
#: How long a test waits for the tip to have been read (ms): its reading time, with room.
READ = 30_000


def name(player, p) -> str:
    return place(player, p).locator(".cp-vh").text_content()


# -- 1. a tap that plays at once says why, once a visit -----------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_tap_that_plays_at_once_says_why_once_a_visit(browser, base_url, locale):
    w = wording(locale)
    tip = w.text("player.one-place-tip")
    with page_at(browser, 1280, 800) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        place(player, 1).click()  # the K♠: only the ascending spades take it
        # On the table, in a live region of its own; the move's announcement is as it was.
        note = player.locator(".cp-table .cp-tip")
        expect(note).to_have_text(tip)
        expect(note).to_be_visible()
        assert note.get_attribute("role") == "status"
        said = status(player)
        assert said.startswith(w.text("narration.move-item", number=1, step="")[:3])
        assert tip not in said
        assert covers_no_card(player, note)
        # Until the next action; once: the next card that goes at once brings no tip.
        place(player, 2).click()  # the Q♦ onto the ascending diamonds
        expect(note).to_have_count(0)
        expect(player.locator(".cp-counts > span").first).to_contain_text("2")
        settle(page)
        expect(player.locator(".cp-tip")).to_have_count(0)
        # Remembered for the visit (this tab), not for ever.
        assert page.evaluate("k => sessionStorage.getItem(k)", TIP) == "1"
        assert page.evaluate("k => localStorage.getItem(k)", TIP) is None
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        place(player, 1).click()
        expect(place(player, "up-S").locator(".cp-card")).to_contain_text(w.text("rank.short.K"))
        settle(page)
        expect(player.locator(".cp-tip")).to_have_count(0)
        # Another visit (a new tab) is told again; a tap that only selects says nothing of it.
        context = page.context
        page.close()  # it keeps its game as it goes
        fresh = context.new_page()
        player = play_page(fresh, base_url, locale, game=NEARLY_WON)
        place(player, 3).click()  # the Q♣: two places take it
        settle(fresh)
        expect(player.locator(".cp-tip")).to_have_count(0)
        fresh.keyboard.press("Escape")
        place(player, 1).click()
        expect(player.locator(".cp-tip")).to_have_text(tip)
        # With no next action (the mouse rests on the pile), it goes once it has been read.
        place(player, 1).hover()
        expect(player.locator(".cp-tip")).to_have_count(0, timeout=READ)


def covers_no_card(player, note) -> bool:
    """The tip lies on the felt, clear of every card."""
    box = note.bounding_box()
    for b in player.locator(".cp-board button[data-place] .cp-card").all():
        c = b.bounding_box()
        across = min(box["x"] + box["width"], c["x"] + c["width"]) - max(box["x"], c["x"])
        down = min(box["y"] + box["height"], c["y"] + c["height"]) - max(box["y"], c["y"])
        assert across <= 0 or down <= 0, (box, c)
    return True


# Where the tip lies, in every locale at both sizes, on free play's board and beside a rule
# demo of each width, clear of every card and mark: test_table_review.py,
# test_the_board_keeps_its_place_and_the_tip_covers_no_card.


# -- 2. the last move's card is marked ----------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_card_that_moved_last_is_marked_until_the_next_move(browser, base_url, locale):
    w = wording(locale)
    with page_at(browser, 1280, 800, reduced_motion="reduce") as page:
        player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
        expect(player.locator(".cp-last")).to_have_count(0)
        before = {p: name(player, p) for p in ("1", "2")}
        place(player, 1).click()  # the 8♠ onto the 9♠ (pile 2)
        last = player.locator(".cp-last")
        expect(last).to_have_count(1)
        expect(last).to_have_attribute("data-place", "2")
        # The names are the textual diagram's (the move was announced).
        assert name(player, 1) != before["1"] and ";" not in name(player, 2)
        # Not by colour alone: a dotted outline, in the light and the dark scheme; no motion.
        for scheme in ("default", "slate"):
            page.evaluate("s => document.body.setAttribute('data-md-color-scheme', s)", scheme)
            look = last.locator(".cp-card").evaluate(
                "e => { const s = getComputedStyle(e); return [s.outlineStyle,"
                " parseFloat(s.outlineWidth), s.outlineColor,"
                " getComputedStyle(e.closest('.cp-table')).color] }"
            )
            assert look[0] == "dotted" and look[1] >= 2, look
            assert look[2] == look[3], look  # the felt's own light ink
        assert page.evaluate("document.getAnimations().length") == 0
        # A refused tap leaves it (the K♠ has nowhere to go: selected, then refused onto
        # the ascending spades, which want the 2♠); undo moves it with the card back to pile 1.
        place(player, 4).click()
        place(player, "up-S").click()
        expect(player.locator(".cp-status")).to_contain_text(w.text("refusal.not-next-card"))
        expect(last).to_have_attribute("data-place", "2")
        player.locator('button[aria-keyshortcuts="U"]').click()
        expect(last).to_have_attribute("data-place", "1")
        assert name(player, 1) == before["1"] and name(player, 2) == before["2"]
        # None under a redeal.
        redeal_now(player)
        expect(last).to_have_count(0)


# -- 3. the controls on a phone -----------------------------------------------------------

ONE_LINE = """root => {
  const bar = root.querySelector('.cp-bar');
  const controls = [...bar.children]
    .filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.matches('button'))
    .map((e) => {
      const s = getComputedStyle(e);
      return { short: e.dataset.short, nowrap: s.whiteSpace, font: parseFloat(s.fontSize),
               line: parseFloat(s.lineHeight), height: e.getBoundingClientRect().height,
               shown: (() => {
                 // Redeal's words, where it keeps room for "No redeal left": the one shown.
                 const two = e.querySelector('.cp-none');
                 if (!two || getComputedStyle(two).display === 'none')
                   return getComputedStyle(e, '::after').content;
                 return getComputedStyle(two, '::after').content;
               })(),
               label: getComputedStyle(e.querySelector('.cp-label')).clipPath,
               // Where Redeal keeps room for "No redeal left": the words shown start by the icon.
               align: (() => {
                 const two = e.querySelector('.cp-none');
                 const s = two && getComputedStyle(two);
                 return s && s.display !== 'none' ? s.textAlign : 'start';
               })() };
    });
  return { controls, over: bar.scrollWidth - bar.clientWidth };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_every_control_shows_its_short_words(shared_page, locale, viewport):
    w = wording(locale)
    player = shared_page(locale, VIEWPORTS[viewport], code=CODE).locator("#player")
    bar = player.evaluate(ONE_LINE)
    assert bar["over"] <= 0, bar
    controls = bar["controls"]
    assert len(controls) == 6, controls  # Undo, Redo, Redeal, Restart, New game, Hint
    for c in controls:
        # Short words from the catalogs, on one line (an icon beside them), or on a
        # phone under the icon, on two lines where one is too long for the row; the full
        # words are the name, out of sight.
        assert c["short"] and c["shown"] == f'"{c["short"]}" / ""', c
        assert c["font"] >= 11, c
        if viewport == "desktop":
            assert c["nowrap"] == "nowrap", c
            assert c["height"] <= 40, c  # a mouse's size (test_ending.py's fit test)
        else:
            # A finger's size (test_table_touch.py), the words on two lines at most.
            assert c["height"] <= max(44, 2 * c["line"] + 1.1 * c["font"] + 4 + 2), c
        assert c["label"] == "inset(50%)", c
        assert c["align"] == "start", c
    # The names keep the full words.
    buttons = player.locator(".cp-bar")
    for key, short in (
        ("player.undo", "player.undo"),
        ("player.restart", "player.short-restart"),
        ("player.new-game", "player.short-new"),
        ("player.hint", "player.hint"),
    ):
        button = buttons.get_by_role("button", name=w.text(key), exact=True)
        expect(button).to_have_count(1)
        assert button.get_attribute("data-short") == w.text(short)
    redeal = buttons.locator('button[aria-keyshortcuts="R"]')
    expect(redeal).to_have_accessible_name(w.messages.plural("player.redeal-left", 3))
    assert redeal.get_attribute("data-short") == w.text("player.short-redeal")
    # The redeals left, as a badge.
    assert redeal.evaluate("e => getComputedStyle(e, '::before').content") == '"3" / ""'


# -- 4. the legend, and what to do with a locked base card ---------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_legend_explains_the_marks_and_a_locked_base_says_what_to_do(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    legend = player.get_by_role("list", name=w.text("player.legend"))
    expect(legend).to_be_visible()
    items = [t.strip() for t in legend.locator("li").all_text_contents()]
    caption = w.text("player.pile-caption-short", number=5, n=6)
    assert items == [
        w.text("player.legend-base"),
        f"\u2191{w.text('rank.short.A')} {w.text('player.legend-up')}",
        f"\u2193{w.text('rank.short.K')} {w.text('player.legend-down')}",
        f"{caption} {w.text('player.legend-caption')}",
        w.text("picture.legend-moved"),
        w.text("picture.legend-source"),
        w.text("player.list-separator").join(
            f"{w.text(f'rank.short.{r}')} {w.text(f'rank.long.{r}')}" for r in "AJQK"
        ),
    ]
    # Its marks are the board's: the lock, the direction badges, the last move's dotted
    # outline (a review found that mark on the board and nowhere explained), and the dashed
    # one of where it came from.
    expect(legend.locator("svg.cp-lock")).to_be_visible()
    expect(legend.locator(".cp-dir")).to_have_count(2)
    swatch = legend.locator(".cp-swatch")
    expect(swatch).to_have_count(2)
    assert swatch.evaluate_all("s => s.map((e) => getComputedStyle(e).outlineStyle)") == [
        "dotted",
        "dashed",
    ]
    # The published refusal, word for word, then what to do instead.
    place(player, "up-S").click()  # the A♠ alone: the base card
    refusal = w.text("refusal.base-locked")
    said = w.text("player.base-locked-next", refusal=refusal)
    assert status(player) == said.replace("\u00a0", "")  # as status() reads it
    assert status(player).startswith(refusal)
    # Under the first rule demo too.
    open_player(page, f"{base_url}/{locale}/rules/")
    demo = page.locator("#demo-1")
    expect(demo.get_by_role("list", name=w.text("player.legend"))).to_be_visible()
    expect(page.locator(".cp-legend")).to_have_count(1)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_rule_demo_counts_its_own_redeals_and_shows_redeal_only_where_it_has_one(
    page, base_url, locale
):
    # A demo declares its redeals (docs/rules.md): one without has no Redeal button; the
    # Redeal demo's button and its message count the same redeal (they said "1 left", then
    # "Redeal 3").
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/rules/")
    demos = page.locator('.crescent-player[data-mode="demo"]')
    with_redeal = []
    for i in range(demos.count()):
        demo = demos.nth(i)
        left = json.loads(demo.get_attribute("data-position"))["redeals_left"]
        button = demo.locator('button[data-control="redeal"]')
        if left:
            expect(button).to_be_visible()
            with_redeal.append((demo, left))
        else:
            expect(button).to_be_hidden()
    assert [left for _, left in with_redeal] == [1]
    ((demo, _),) = with_redeal
    button = demo.locator('button[data-control="redeal"]')
    expect(button).to_have_accessible_name(w.messages.plural("player.redeal-left", 1))
    button.click()
    expect(button).to_have_accessible_name(w.text("player.no-redeal"))
    said = f"{w.text('narration.redeal', number=1)} {w.text('player.history-cleared')}"
    expect_status(demo, said)


# -- 5. the captions on one line ----------------------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_each_pile_caption_is_one_line_and_the_name_has_the_words(shared_page, locale, viewport):
    w = wording(locale)
    player = shared_page(locale, VIEWPORTS[viewport], code=CODE).locator("#player")
    caps = player.evaluate(
        """root => [...root.querySelectorAll('.cp-board > .cp-place .cp-cap')].map((e) => {
          const s = getComputedStyle(e);
          return { text: e.textContent, height: e.getBoundingClientRect().height,
                   line: parseFloat(s.lineHeight), px: parseFloat(s.fontSize),
                   over: e.scrollWidth - e.clientWidth };
        })"""
    )
    assert len(caps) == 16
    for number, c in enumerate(caps, 1):
        assert c["px"] >= 11, c
        assert c["height"] <= c["line"] + 1, c
        n = int(c["text"].rsplit(" ", 1)[-1])
        assert c["text"] == w.text("player.pile-caption-short", number=number, n=n)
        full = w.text(
            "diagram.pile", number=number, count=w.messages.plural("count.cards", n), card=""
        )
        assert name(player, number).startswith(full[: full.index(":") + 1].rstrip())
        assert w.messages.plural("count.cards", n) in name(player, number)
    # No caption runs into the next one.
    boxes = player.evaluate(
        """root => [...root.querySelectorAll('.cp-board > .cp-place .cp-cap')].map((e) => {
          const r = document.createRange(); r.selectNodeContents(e);
          const b = r.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })"""
    )
    assert_apart(boxes)


# -- 6. the main keys by the board --------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_main_keys_show_by_the_board_and_question_mark_opens_them_all(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, code=CODE)
    line = player.locator(".cp-keys")
    expect(line).to_have_text(w.text("player.keys-line"))
    expect(line).to_be_visible()
    board_bottom = player.locator(".cp-board").bounding_box()
    assert line.bounding_box()["y"] > board_bottom["y"]
    more = player.locator("details.cp-more")
    assert more.get_attribute("open") is None
    place(player, 1).focus()
    page.keyboard.press("?")
    expect(more).to_have_attribute("open", "")
    expect(more.locator(".cp-heading")).to_be_focused()
    expect(more.get_by_text(w.text("player.help-arrows"))).to_be_visible()


def test_the_key_line_is_not_shown_on_a_touch_screen(browser, base_url):
    with page_at(browser, 390, 844, has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, code=CODE)
        expect(player.locator(".cp-keys")).to_have_count(1)
        expect(player.locator(".cp-keys")).to_be_hidden()


# -- 7. arrow keys go a predictable way ---------------------------------------------------

#: From a place, each arrow in turn, and where the focus is after each (at a desktop and on
#: a phone, whose horseshoe is the same with its top row over the sides).
WALKS = [
    # Along the top row, and past its end back to its start.
    ("5", ["ArrowRight"] * 8, ["6", "7", "8", "9", "10", "11", "12", "5"]),
    ("12", ["ArrowLeft"] * 8, ["11", "10", "9", "8", "7", "6", "5", "12"]),
    # Across the middle rows: the side pile, the four foundations, the other side, around.
    ("3", ["ArrowRight"] * 6, ["up-S", "up-H", "up-D", "up-C", "14", "3"]),
    ("15", ["ArrowLeft"] * 6, ["down-C", "down-D", "down-H", "down-S", "2", "15"]),
    # Rows with no foundation: the two side piles.
    ("1", ["ArrowRight", "ArrowRight"], ["16", "1"]),
    ("4", ["ArrowRight", "ArrowLeft"], ["13", "4"]),
    # Down a column into the foundations, and no further: never to a side pile.
    ("6", ["ArrowDown"] * 3, ["up-S", "down-S", "down-S"]),
    ("11", ["ArrowDown"] * 3, ["up-C", "down-C", "down-C"]),
    ("down-H", ["ArrowUp"] * 3, ["up-H", "8", "8"]),
    # Up the left side and round the corner; down the right side.
    ("1", ["ArrowUp"] * 5, ["2", "3", "4", "5", "5"]),
    ("12", ["ArrowDown"] * 5, ["13", "14", "15", "16", "16"]),
]


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_arrow_keys_keep_to_their_row_and_column(browser, base_url, locale, viewport):
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        focused = "document.activeElement.dataset.place"
        for start, keys, expected in WALKS:
            place(player, start).focus()
            went = []
            for key, want in zip(keys, expected, strict=True):
                before = page.evaluate(focused)
                page.keyboard.press(key)
                # The first arrow key loads nearby.js: wait for the focus to move (or not).
                if want != before:
                    with contextlib.suppress(PlaywrightTimeout):
                        page.wait_for_function(f"p => {focused} === p", arg=want, timeout=3000)
                else:
                    settle(page)
                went.append(page.evaluate(focused))
            assert went == expected, (start, keys, went)
