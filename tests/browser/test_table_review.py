"""What a new player met on the table, in every locale the site builds: the Play page says
what the game is for, under its table; the status line and the legend keep their room;
whatever the board brings into view is clear of the header; the keys work before the board
has the focus; the one-place tip covers no card; the stepper marks the card that moved
last; short labels that cannot be confused, and the verdict's checkbox called a checkbox."""

from __future__ import annotations

import json
import re

import pytest
from browserkit import (
    BACK_AND_FORTH,
    LOCALES,
    NEARLY_WON,
    PLAY_LOCALES,
    asset,
    finger,
    open_player,
    place,
    settle,
    wait_for_route,
)
from playwright.sync_api import expect
from test_pile_fan import COVERS, clear_of_foundations
from test_table import CODE, VIEWPORTS, page_at, play_page, wording

pytestmark = pytest.mark.browser

TIP = "crescent-player/tip"


def top(locator) -> float:
    """The top of an element in the page (not the window)."""
    return locator.evaluate("e => e.getBoundingClientRect().top + scrollY")


# -- 1. the goal of the game, right under the Play page's table -------------------------
# (Before the table it pushed the controls and the checkbox out of a 1280 x 800 window; a
# later review asked for those in sight first: test_page_layout.py.)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_play_page_gives_the_goal_of_the_game_under_its_table(page, base_url, locale):
    from crescent_docs.engine import FOUNDATIONS, Direction
    from crescent_docs.engine.position import TOTAL_CARDS

    open_player(page, f"{base_url}/{locale}/play/")
    first = page.locator("#player + p")
    text = first.text_content()
    # The engine's figures: every card, on every foundation (half of them ascending).
    assert f"{TOTAL_CARDS} " in text and f" {len(FOUNDATIONS)} " in text, text
    assert sum(f.direction is Direction.UP for f in FOUNDATIONS) == len(FOUNDATIONS) // 2
    # The page's first paragraph, in the page's language (not English in its place); above
    # the table, the status line says how to start.
    assert page.locator(".md-content article > p").first.text_content() == text
    assert first.evaluate("p => p.closest('[lang]').lang") == locale
    expect(page.locator("#player .cp-say > .cp-idle")).to_have_count(1)


# -- 2. nothing below the status line or the legend moves -------------------------------

MARKS = {"board": ".cp-board", "bar": ".cp-bar", "more": ".cp-more"}


#: The longest message of each kind that the status line says, in the locale's words: every
#: hint with the longest move it can tell (a 10 between two foundations, or from pile 16),
#: and a refusal with what the place takes (a drop on the foundations: both of its suit).
def longest_sayings(locale: str) -> dict[str, str]:
    from babel.lists import format_list
    from browserkit import shown

    from crescent_docs.engine import FOUNDATIONS, Card

    w = wording(locale)
    ten, jack, queen = Card.parse("10D"), Card.parse("JD"), Card.parse("QD")
    up, down = (
        next(f for f in FOUNDATIONS if f.suit == ten.suit and f.ascending is a)
        for a in (True, False)
    )
    the = w.the(ten, w.narrative(ten))
    steps = [
        w.text(
            "narration.pile-to-pile",
            card=the,
            source=16,
            target=w.the(jack, w.narrative(jack), "object"),
            destination=15,
        ),
        w.text(
            "narration.pile-to-foundation", card=the, source=16, foundation=w.foundation(down, "to")
        ),
        w.text(
            "narration.foundation-to-foundation",
            card=the,
            source=w.foundation(down, "from"),
            destination=w.foundation(up, "to"),
        ),
    ]
    step = max(steps, key=len)
    hints = ("hint-move", "hint-guess", "hint-found", "hint-lost-move")
    said = {k: w.text(f"player.{k}", step=step) for k in hints}
    for k in ("hint-redeal", "hint-guess-redeal", "hint-lost-redeal", "hint-lost", "hint-none"):
        said[k] = w.text(f"player.{k}")
    nine, the_card = Card.parse("9D"), (lambda c: w.the(c, w.short(c)))
    fits = {
        "pile": w.text(
            "player.fits-pile",
            card=w.the(ten, w.short(ten), "object"),
            cards=format_list([the_card(nine), the_card(jack)], style="or", locale=locale),
        ),
        "foundation": w.text(
            "player.fits-foundation", foundation=w.foundation(down, "to"), card=the_card(queen)
        ),
        "drop": w.text(
            "player.fits-drop",
            cards=format_list([the_card(ten), the_card(queen)], style="or", locale=locale),
        ),
    }
    for k, told in fits.items():
        code = "not-adjacent-rank" if k == "pile" else "not-next-card"
        said[f"refusal-{k}"] = w.text(
            "player.refusal-fits", refusal=w.text(f"refusal.{code}"), fits=told
        )
    return {k: shown(v) for k, v in said.items()}


#: The tops in the page of the player's parts (MARKS) and of the paragraph after the first
#: player, in one call.
WHERE = """(root, marks) => {
  const top = (e) => e.getBoundingClientRect().top + scrollY;
  const tops = Object.fromEntries(
    Object.entries(marks).map(([k, s]) => [k, top(root.querySelector(s))]));
  return { ...tops, after: top(document.querySelector('.crescent-player ~ p')) };
}"""


#: Whether the status line's text, set to each of the texts given, stays in its room (its
#: box's height, or the least height of free play's, which grows).
OVERRUNS = """(status, texts) => {
  const least = parseFloat(getComputedStyle(status.parentElement).minHeight);
  const room = least > 0 ? least : status.parentElement.getBoundingClientRect().height;
  const over = {};
  for (const [key, text] of Object.entries(texts)) {
    status.textContent = text;
    const height = status.getBoundingClientRect().height;
    if (height > room + 1) over[key] = [Math.round(height), Math.round(room)];
  }
  status.textContent = '';
  return over;
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_board_keeps_its_place_and_the_tip_covers_no_card(browser, base_url, locale, viewport):
    """What follows the board keeps its place while messages come and guide.js arrives (on
    Play, Examples and Rules), and the one-place tip covers no card and no foundation on
    free play's board and beside a rule demo of each width (the demos of a width put the tip
    at the same place of the same board: the first of each is checked). One window a case:
    the tip is checked on the pages the layout is, where the taps bring it."""
    width, height = VIEWPORTS[viewport]
    tip = wording(locale).text("player.one-place-tip")
    with page_at(browser, width, height) as page:
        # guide.js (the legend, the key line and the tip) is held back until the end.
        held: list = []
        page.route(asset("guide.js"), lambda route: held.append(route))
        player = play_page(page, base_url, locale, code=CODE)

        def where() -> dict:
            return player.evaluate(WHERE, MARKS)

        before = where()
        said = []
        # Five taps, five different messages: a selection, a refusal, a card with nowhere to
        # go (selected), the same card let go, and a move.
        for pile in (2, 3, 16, 16, 5):
            place(player, pile).click()
            said.append(player.locator(".cp-status").text_content())
            assert where() == before, (pile, said[-1])
        assert len(set(said)) == len(said)
        # Every hint and refusal, told with the longest move or cards it can name, fits
        # the line's room (two lines, three on a phone): none covers the board's top row.
        assert player.locator(".cp-status").evaluate(OVERRUNS, longest_sayings(locale)) == {}
        # A message longer than its room lies above what follows, never over it: free
        # play's status line lies under the controls, over nothing that is played, so it
        # pushes what follows down (a redeal's, the undo history's and Finish's words make
        # four lines or five on a phone); the board and its controls keep their place.
        status = player.locator(".cp-status")
        status.evaluate("e => (e.textContent = 'x '.repeat(400))")
        pushed = where()
        assert [pushed["board"], pushed["bar"]] == [before["board"], before["bar"]]
        assert pushed["more"] > before["more"], (pushed, before)
        status.evaluate("e => (e.textContent = '')")
        assert where() == before
        wait_for_route(page, held)
        assert len(held) == 1
        held[0].continue_()
        expect(player.locator(".cp-legend")).to_have_count(1)
        # The last tap (pile 5's 10♠, which only the J♠ takes) played at once: its tip
        # comes with guide.js, in the foundation area, over no card and no foundation.
        note = player.locator(".cp-tip")
        expect(note).to_have_text(tip)
        covers_nothing(player, note)
        settle(page)
        assert where() == before
        # The legend under the stepper and under the first rule demo keeps its room too.
        for path, after_guide in (("examples/", "#stepper form"), ("rules/", "#demo-1 + *")):
            held.clear()
            open_player(page, f"{base_url}/{locale}/{path}")
            below = page.locator(after_guide)
            was = top(below)
            wait_for_route(page, held)  # guide.js is asked for once the page is idle
            assert len(held) == 1 and page.locator(".cp-legend").count() == 0
            held[0].continue_()
            expect(page.locator(".cp-legend")).to_have_count(1)
            settle(page)
            assert top(below) == was, path
        page.unroute(asset("guide.js"))
        tips_beside_the_demos(page, f"{base_url}/{locale}/rules/", tip)


# -- 3. what comes into view is clear of the header and the status line -----------------

CLEAR = """root => {
  // Under the header, and under the status line where it is in sight (it scrolls away)
  // and lies above the board (a phone's; a desktop's is under the controls).
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const say = root.querySelector('.cp-say').getBoundingClientRect();
  const above = say.top < root.querySelector('.cp-board').getBoundingClientRect().top;
  const top = above ? Math.max(header, say.bottom) : header;
  const seen = (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= top - 1 && r.bottom <= innerHeight + 1;
  };
  return { header, top, row: [...root.querySelectorAll('.cp-board > [data-place]')]
    .filter((e) => +e.dataset.place >= 5 && +e.dataset.place <= 12).every(seen),
    hinted: [...root.querySelectorAll('.cp-hint')].map(seen) };
}"""


def scrolled_away(page, player) -> None:
    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    assert not player.evaluate(CLEAR)["row"]


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_what_comes_into_view_is_clear_of_the_header(browser, base_url, viewport):
    with page_at(browser, *VIEWPORTS[viewport], reduced_motion="reduce") as page:
        player = play_page(page, base_url, game=NEARLY_WON)
        expect(player.locator(".cp-legend")).to_have_count(1)  # guide.js, which takes keys
        # A place that takes the focus (the arrow keys, the skip link).
        scrolled_away(page, player)
        place(player, 8).focus()
        clear = player.evaluate(CLEAR)
        assert clear["row"] and clear["top"] >= clear["header"], clear
        # A hint whose cards are out of sight brings them into view, at once under reduced
        # motion.
        scrolled_away(page, player)
        page.locator("body").press("h")
        expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
        clear = player.evaluate(CLEAR)
        assert clear["hinted"] == [True, True], clear
        # New game, and a game's link.
        scrolled_away(page, player)
        player.locator('button[aria-keyshortcuts="R"] ~ button').nth(1).click()
        expect(player.locator(".cp-status")).to_contain_text("CR1-")
        settle(page)
        assert player.evaluate(CLEAR)["row"]
        scrolled_away(page, player)
        page.evaluate(f"location.hash = '#{CODE}'")
        expect(player.locator(".cp-status")).to_contain_text(CODE)
        settle(page)
        assert player.evaluate(CLEAR)["row"]


# -- 4. the keys work from the page's body ----------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_arrows_pressed_at_once_after_the_first_tab_are_each_taken_in_turn(
    browser, base_url, locale
):
    """The arrows' module (nearby.js) loads at the first arrow key. The presses made before
    it is in are each taken, in turn, from where the one before left the focus (a review
    found its first arrow presses after the first Tab onto the board seemingly ignored)."""
    with page_at(browser, 1280, 800) as page:
        held: list = []
        page.route(re.compile(r"/nearby(\.[0-9A-Za-z]+)?\.js$"), lambda route: held.append(route))
        play_page(page, base_url, locale, code=CODE)
        for _ in range(60):
            page.keyboard.press("Tab")
            if page.evaluate("!!document.activeElement.dataset.place"):
                break
        focused = "() => document.activeElement.dataset.place"
        assert page.evaluate(focused) == "1"
        # Pile 1 lies at the foot of the horseshoe's left side: right along its row to the
        # foot of the right side, pile 16, then up that side to 15 and 14.
        for key in ("ArrowRight", "ArrowUp", "ArrowUp"):
            page.keyboard.press(key)
        wait_for_route(page, held)
        settle(page)
        assert len(held) == 1 and page.evaluate(focused) == "1"
        held[0].continue_()
        page.wait_for_function("() => document.activeElement.dataset.place === '14'")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_keys_work_before_the_board_has_the_focus(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    # Once guide.js is in (the page is idle).
    expect(player.locator(".cp-legend")).to_have_count(1)
    place(player, 1).click()  # the 8♠ onto the 9♠
    expect(player.locator(".cp-last")).to_have_attribute("data-place", "2")
    page.evaluate("document.activeElement.blur()")
    assert page.evaluate("document.activeElement === document.body")
    # U undoes, and the board takes the focus.
    page.keyboard.press("u")
    expect(player.locator(".cp-last")).to_have_attribute("data-place", "1")
    assert page.evaluate("!!document.activeElement.closest('.cp-board')")
    # H asks for a hint.
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    assert page.evaluate("!!document.activeElement.closest('.cp-board')")
    # ? opens every key.
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("?")
    expect(player.locator(".cp-more")).to_have_attribute("open", "")
    # Not with a modifier, and not in a text field: there U is a letter.
    player.locator(".cp-more").evaluate("e => (e.open = false)")
    place(player, 1).click()
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Control+u")
    expect(player.locator(".cp-last")).to_have_attribute("data-place", "2")
    field = player.locator(".cp-input")
    player.locator(".cp-more").evaluate("e => (e.open = true)")
    field.focus()
    page.keyboard.press("u")
    expect(field).to_have_value("u")
    expect(player.locator(".cp-last")).to_have_attribute("data-place", "2")
    assert w.text("player.undo")  # the wording exists in this locale


# -- 5. the one-place tip covers no card and no foundation -------------------------------
# (Checked in every locale at both sizes by section 2's test, on the pages it has open.)

DRAWN = ".cp-board [data-place] :is(.cp-slot, .cp-cap, .cp-dir, .cp-mark)"

#: JS: the drawn parts of the board (DRAWN) inside ``root`` that the note's box overlaps,
#: each with its box and its place's markup (measured in the page at once, not a round trip
#: an element).
COVERED = """([root, note, drawn]) => {
  const box = note.getBoundingClientRect();
  if (!(box.width > 0)) return [{ note: 'not drawn' }];
  return [...root.querySelectorAll(drawn)].flatMap((e) => {
    const c = e.getBoundingClientRect();
    if (!c.width || !c.height) return [];  // not drawn
    const across = Math.min(box.right, c.right) - Math.max(box.left, c.left);
    const down = Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top);
    return across <= 0 || down <= 0 ? [] : [{ box: [box.left, box.top, box.width, box.height],
      covered: [c.left, c.top, c.width, c.height], place: e.parentElement.outerHTML }];
  });
}"""


def covers_nothing(root, note) -> None:
    covered = root.page.evaluate(COVERED, [root.element_handle(), note.element_handle(), DRAWN])
    assert covered == [], covered


def one_place(data: str) -> str | None:
    """A place of a demo (a pile, or a foundation whose top card may pass to the other
    foundation of its suit) whose top card has exactly one place to go (a tap plays it)."""
    from crescent_docs.engine import FOUNDATIONS, PILES, Game, Move, Position

    game = Game(Position.from_json(json.loads(data)))
    for where in (*PILES, *FOUNDATIONS):
        if game.count(where) and isinstance(game.tap(where), Move):
            return str(where)
    return None


#: JS: the number of columns of a rule demo's board (its --cp-cols), which sets where the
#: tip goes (guide.js: beside the foundations past five columns, else beside the table).
COLUMNS = """e => Number(e.querySelector('.cp-compact').style.getPropertyValue('--cp-cols'))"""


def tips_beside_the_demos(page, rules: str, tip: str) -> None:
    """On the Rules page (open, guide.js in), the tip of a rule demo of each width, each
    over no card of its demo and inside its player's box; a tip is told once a page, so the
    page is opened again for the second width."""
    tried: list[int] = []
    for demo in page.locator('.crescent-player[data-mode="demo"]').all():
        columns = demo.evaluate(COLUMNS)
        p = one_place(demo.get_attribute("data-position"))
        if p is None or columns in tried:
            continue
        if tried:  # a tip is told once a page
            open_player(page, rules)
        page.evaluate("k => sessionStorage.removeItem(k)", TIP)  # told once a visit too
        demo.evaluate("e => e.scrollIntoView()")
        demo.locator(f'button[data-place="{p}"]').click()
        note = page.locator(".cp-tip")
        expect(note).to_have_text(tip)
        expect(note).to_be_visible()
        covers_nothing(demo, note)
        # Inside the player's box (nothing else of the page under it).
        outer = demo.bounding_box()
        box = note.bounding_box()
        assert outer["x"] <= box["x"] and box["x"] + box["width"] <= outer["x"] + outer["width"]
        tried.append(columns)
    # A wide demo (the tip beside its foundations) and a narrow one (beside its table).
    assert max(tried) > 5 >= min(tried), tried


# -- 6. the stepper marks the card that moved last ---------------------------------------


def test_the_stepper_marks_the_card_that_moved_last(browser, base_url):
    with page_at(browser, 1280, 800, reduced_motion="reduce") as page:
        open_player(page, f"{base_url}/en/examples/")
        root = page.locator('.crescent-player[data-mode="stepper"]')
        steps = json.loads(root.get_attribute("data-steps"))
        last = root.locator(".cp-last")
        expect(last).to_have_count(0)
        forward = root.get_by_role("button", name=wording("en").text("player.forward"))
        back = root.get_by_role("button", name=wording("en").text("player.back"))
        for step in steps[:3]:
            forward.click()
            expect(last).to_have_attribute("data-place", step.split(" -> ")[1])
        # A step back marks the card that went back, as Undo does on the table.
        back.click()
        expect(last).to_have_attribute("data-place", steps[2].split(" -> ")[0])
        # A jump marks the last move's card; a redeal marks none.
        redeal = steps.index("redeal")
        open_player(page, f"{base_url}/en/examples/#redeal-1")
        expect(root.locator(".cp-last")).to_have_count(0)
        root.get_by_role("button", name=wording("en").text("player.back")).click()
        expect(root.locator(".cp-last")).to_have_attribute(
            "data-place", steps[redeal - 1].split(" -> ")[1]
        )


# -- 7. words that cannot be confused ----------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_short_labels_differ_and_the_checkbox_is_called_one(browser, base_url, locale):
    """In the player (the labels' words in every locale: tests/test_site.py,
    test_every_locales_short_labels_differ_and_its_help_names_the_checkbox)."""
    w = wording(locale)
    shorts = [w.text(f"player.short-{k}") for k in ("redeal", "restart", "new")]
    with page_at(browser, *VIEWPORTS["phone"]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        shown = [
            player.locator(f'button[aria-keyshortcuts="{k}"]').get_attribute("data-short")
            for k in "R"
        ]
        assert shown == [shorts[0]]
        box = player.get_by_role("checkbox", name=w.text("player.verdict"))
        expect(box).to_have_count(1)


# -- 8. on a phone, the pile's whole column takes a tap ---------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_tap_anywhere_on_a_piles_column_takes_its_top_card(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, code=CODE)
        pile = place(player, 2)  # the 2♠: two places take it, so a tap selects it
        player.evaluate("e => e.scrollIntoView()")
        box = pile.bounding_box()
        face = pile.locator(".cp-card").bounding_box()
        # The column reaches down under the card: its edges and its caption take the tap too.
        assert box["width"] >= 24 and box["height"] >= 44, box
        assert box["y"] + box["height"] - (face["y"] + face["height"]) >= 12, (box, face)
        below = (
            face["y"] + face["height"] + (box["y"] + box["height"] - face["y"] - face["height"]) / 2
        )
        page.touchscreen.tap(box["x"] + 2, below)
        expect(pile).to_have_class(re.compile(r"\bcp-sel\b"))
        page.touchscreen.tap(box["x"] + box["width"] - 2, below)
        expect(pile).not_to_have_class(re.compile(r"\bcp-sel\b"))


# -- 9. the buried cards: a pile fanned out --------------------------------------------------

#: JS: the fan on the table, if shown: its box, its cards' words (rank and suit, as each
#: face shows them) and whether any of its cards moves.
FAN = """root => {
  const fan = root.querySelector('.cp-fan:not([hidden])');
  if (!fan) return null;
  const r = fan.getBoundingClientRect();
  return { box: { x: r.x, y: r.y, width: r.width, height: r.height },
           cards: [...fan.children].filter((c) => !c.matches('.cp-fan-cap'))
             .map((c) => c.querySelector('.cp-i').textContent),
           moving: fan.getAnimations({ subtree: true }).length,
           through: getComputedStyle(fan).pointerEvents === 'none',
           hidden: fan.getAttribute('aria-hidden') };
}"""


def pile_cards(locale: str, code: str, pile: int) -> list:
    from crescent_docs.engine.codes import deal

    return list(deal(code).piles[pile - 1])


def inside(box: dict, outer: dict) -> bool:
    return (
        outer["x"] - 0.5 <= box["x"]
        and box["x"] + box["width"] <= outer["x"] + outer["width"] + 0.5
        and outer["y"] - 0.5 <= box["y"]
        and box["y"] + box["height"] <= outer["y"] + outer["height"] + 0.5
    )


def apart(a: dict, b: dict) -> bool:
    across = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    down = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return across <= 0.5 or down <= 0.5


def fan_opened(player) -> None:
    player.page.wait_for_function(
        "() => document.querySelector('#player .cp-fan:not([hidden]) .cp-card')"
    )


def shown_fan(player) -> dict:
    fan_opened(player)
    return player.evaluate(FAN)


#: JS: the shown fan (FAN), the places it lies over (test_pile_fan.py's COVERS), and the
#: boxes of the table and of the pile's top card, in one call.
FAN_AND_AROUND = f"""(root, pile) => {{
  const box = (e) => {{ const r = e.getBoundingClientRect();
    return {{ x: r.x, y: r.y, width: r.width, height: r.height }}; }};
  return {{ fan: ({FAN})(root), covers: ({COVERS})(root),
           table: box(root.querySelector('.cp-table')),
           slot: box(root.querySelector(`[data-place="${{pile}}"] .cp-slot`)) }};
}}"""


def check_fan(player, w, pile: int, where: str) -> None:
    """The fan shows pile ``pile``'s cards, bottom to top, inside the table, clear of the
    pile itself and of every foundation, letting every press through, hidden from assistive
    technology (the pile's description lists the same cards)."""
    fan_opened(player)
    seen = player.evaluate(FAN_AND_AROUND, pile)
    fan = seen["fan"]
    cards = pile_cards(w.messages.locale, CODE, pile)
    words = [w._rank_short(c) + c.suit.symbol for c in cards]
    assert fan["cards"] == words, (where, pile, fan["cards"], words)
    assert inside(fan["box"], seen["table"]), (where, pile, fan)
    assert apart(fan["box"], seen["slot"]), (where, pile)
    clear_of_foundations(seen["covers"], pile, where)
    assert fan["through"] and fan["hidden"] == "true", (where, fan)
    listed = w.text("player.list-separator").join(w.long(c) for c in cards)
    expect(place(player, pile)).to_have_accessible_description(
        w.text("player.pile-cards", cards=listed)
    )


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_piles_cards_fan_out_under_the_mouse_and_the_keys(browser, base_url, locale, viewport):
    w = wording(locale)
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        before = [place(player, p).bounding_box() for p in (1, 8, 16, "up-S")]
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        for pile in range(1, 17):
            box = place(player, pile).locator(".cp-slot").bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            check_fan(player, w, pile, f"mouse {viewport}")
        # Nothing moved on the board (it lies over it), and it goes with the pointer.
        assert [place(player, p).bounding_box() for p in (1, 8, 16, "up-S")] == before
        page.mouse.move(2, 2)
        expect(player.locator(".cp-fan")).to_be_hidden()
        # The keys: C on the pile that has the focus (test_pile_fan.py); Escape closes it;
        # a click's focus shows none.
        place(player, 1).focus()
        page.keyboard.press("5")
        page.keyboard.press("c")
        check_fan(player, w, 5, f"keys {viewport}")
        page.keyboard.press("9")  # "59" is no pile: pile 9
        page.keyboard.press("c")
        check_fan(player, w, 9, f"keys {viewport}")
        page.keyboard.press("Escape")
        expect(player.locator(".cp-fan")).to_be_hidden()
        page.keyboard.press("f")
        expect(player.locator(".cp-fan")).to_be_hidden()
        # A click plays: the fan goes with the press, and the click's focus shows none.
        box = place(player, 16).locator(".cp-slot").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        fan_opened(player)
        place(player, 16).click()
        settle(page)
        expect(player.locator(".cp-fan")).to_be_hidden()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_long_press_fans_a_pile_out_and_plays_nothing(browser, base_url, locale):
    w = wording(locale)
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        touch = finger(page)
        said = player.locator(".cp-status").text_content()
        for pile in (1, 8, 16):
            box = place(player, pile).locator(".cp-slot").bounding_box()
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            touch("touchStart", x, y)
            touch("touchMove", x + 2, y + 1)  # a finger trembles: still a long press
            check_fan(player, w, pile, "touch")
            touch("touchEnd")
            expect(player.locator(".cp-fan")).to_be_hidden()
            # No drag, no selection, no move: the release is no tap.
            expect(player.locator(".cp-ghost")).to_have_count(0)
            expect(player.locator(".cp-sel")).to_have_count(0)
            assert player.locator(".cp-status").text_content() == said
        # A short tap is still a tap, and a drag still a drag (test_table_touch.py).
        place(player, 16).tap()
        expect(player.locator(".cp-status")).not_to_have_text(said)


def test_the_fan_keeps_still_under_reduced_motion(browser, base_url):
    with page_at(browser, 1280, 800, reduced_motion="reduce") as page:
        player = play_page(page, base_url, code=CODE)
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        box = place(player, 3).locator(".cp-slot").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        assert shown_fan(player)["moving"] == 0
    with page_at(browser, 1280, 800) as page:
        player = play_page(page, base_url, code=CODE)
        page.wait_for_function("() => document.querySelector('#player .cp-fan')")
        box = place(player, 3).locator(".cp-slot").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        assert shown_fan(player)["moving"] > 0


# -- 10. the letters on the cards, explained -------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_the_legends_say_what_the_card_letters_are_and_fit_a_phone(shared_page, locale):
    w = wording(locale)
    pairs = [(w.text(f"rank.short.{r}"), w.text(f"rank.long.{r}")) for r in "AJQK"]
    words = w.text("player.list-separator").join(f"{a} {b}" for a, b in pairs)
    width = VIEWPORTS["phone"][0]
    # Under the rules' first picture (the build's), under the first demo and under
    # Play's table (the player's), in the catalogs' words, inside a phone's width.
    for address, key in (
        ("rules/", ".crescent-legend__ranks"),
        ("rules/", "#demo-1 .cp-ranks"),
        ("play/", "#player .cp-ranks"),
    ):
        code = CODE if address == "play/" else None
        page = shared_page(locale, VIEWPORTS["phone"], address, code)
        item = page.locator(key).first
        item.scroll_into_view_if_needed()
        expect(item).to_have_text(words)
        assert [b.text_content() for b in item.locator("b").all()] == [a for a, _ in pairs]
        box = item.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (address, key, box)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, address
