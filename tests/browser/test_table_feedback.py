"""What a new player's review of the table left, in every locale the site builds: a refused
move puts its card down, and the next tap means what a first tap means; the refusal shows
beside where it happened; the status line says what to try until its first message; a base
card's lock hides no index; the keys work from the page's load; the last move's and the
hint's marks stand out on the felt and the card."""

from __future__ import annotations

import json
import re

import pytest
from browserkit import (
    BACK_AND_FORTH,
    LOCALES,
    NEARLY_WON,
    PLAY_LOCALES,
    ROOT,
    asset,
    expect_status,
    open_player,
    place,
    settle,
    shown,
    status,
    wait_for_route,
    wait_page_clock,
)
from playwright.sync_api import expect
from test_table import CODE, RECORD, VIEWPORTS, card, page_at, play_page, started, wording

pytestmark = pytest.mark.browser

SELECTED = re.compile(r"\bcp-sel\b")
#: How long after a card went by itself a click on its place is taken as its destination
#: (table.js's ECHO), and a little more, in ms.
ECHO = 2100


def refusal(locale: str, data: dict, move: str) -> str:
    """The published words of the engine's refusal of ``move`` in the position ``data``."""
    from browserkit import position

    from crescent_docs.engine import Game, Move, Position

    refused = Game(Position.from_json(position(**data))).move(Move.parse(move))
    assert refused is not None, move
    return wording(locale).text(f"refusal.{refused.code.value}")


def gap(box: dict, near: dict) -> float:
    """How far apart two boxes lie: the widest gap between them along x or y (0 or less
    where they touch or overlap)."""
    return max(
        box["x"] - (near["x"] + near["width"]),
        near["x"] - (box["x"] + box["width"]),
        box["y"] - (near["y"] + near["height"]),
        near["y"] - (box["y"] + box["height"]),
    )


#: The positions of the first and fourth demos of the rules page (docs/rules.md).
def demo(piles: dict[int, str], foundations: dict[str, str]) -> dict:
    """A rule demo's position (partial: the cards it shows), in the engine's JSON form."""
    bases = {f"{d}-{s}": ("A" if d == "up" else "K") + s for d in ("up", "down") for s in "SHDC"}
    return {
        "piles": [piles.get(n, "").split() for n in range(1, 17)],
        "foundations": [foundations.get(f, base) for f, base in bases.items()],
        "redeals_left": 3,
        "moves": 0,
        "partial": True,
    }


DEMO_ONE = demo({1: "8H", 2: "9H", 3: "7H", 4: "9S", 5: "5H", 6: "KS", 7: "AS"}, {})
DEMO_FOUR = demo({1: "3H", 2: "4S"}, {"up-S": "5S", "down-S": "6S"})


def said_refusal(locale: str, data: dict, move: str) -> str:
    """What the status line says when ``move`` is refused in the position ``data`` (a
    game's, or a demo's partial one): the published refusal; after a refusal by suit or
    rank, what the place takes there (a pile: its top card's two neighbours in its suit; a
    foundation: its next card)."""
    from babel.lists import format_list
    from browserkit import position

    from crescent_docs.engine import Card, Game, Move, Pile, Position

    w = wording(locale)
    game = Game(Position.from_json(data if data.get("partial") else position(**data)))
    destination = Move.parse(move).destination
    refused = game.move(Move.parse(move))
    assert refused is not None, move
    words = w.text(f"refusal.{refused.code.value}")
    if refused.code.value not in {"not-same-suit", "not-adjacent-rank", "not-next-card"}:
        return shown(words)
    top = game.top(destination)
    assert top is not None
    if isinstance(destination, Pile):
        ranks = ((top.rank - 2) % 13 + 1, top.rank % 13 + 1)
        cards = [w.the(c, w.short(c)) for c in (Card(top.suit, r) for r in ranks)]
        fits = w.text(
            "player.fits-pile",
            card=w.the(top, w.short(top), "object"),
            cards=format_list(cards, style="or", locale=w.messages.locale),
        )
    else:
        nxt = Card(top.suit, top.rank + (1 if destination.ascending else -1))
        fits = w.text(
            "player.fits-foundation",
            foundation=w.foundation(destination, "to"),
            card=w.the(nxt, w.short(nxt)),
        )
    return shown(w.text("player.refusal-fits", refusal=words, fits=fits))


def top(locator) -> float:
    """The top of an element in the page (not the window)."""
    return locator.evaluate("e => e.getBoundingClientRect().top + scrollY")


def union(a: dict, b: dict) -> dict:
    """The smallest box holding boxes ``a`` and ``b``."""
    x, y = min(a["x"], b["x"]), min(a["y"], b["y"])
    right = max(a["x"] + a["width"], b["x"] + b["width"])
    bottom = max(a["y"] + a["height"], b["y"] + b["height"])
    return {"x": x, "y": y, "width": right - x, "height": bottom - y}


def boxes_apart(a: dict, b: dict) -> bool:
    across = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    down = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return across <= 0.5 or down <= 0.5


# -- 1. a refused move puts its card down ----------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_refused_move_puts_the_card_down_and_is_explained(page, base_url, locale):
    w = wording(locale)
    page.add_init_script(RECORD)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    queen = place(player, 3)  # the Q♣: the K♣ (pile 4) and the ascending clubs take it
    for target in (1, 2):  # the K♠, the Q♦: not the same suit
        queen.click()
        expect(queen).to_have_class(SELECTED)
        started(page)
        place(player, target).click()
        # Told in the published words, then what the place takes there (the K♠ takes a
        # Q♠ or an A♠); shown on the board (the card shakes back).
        told = said_refusal(locale, NEARLY_WON, f"3 -> {target}")
        assert status(player) == told
        assert status(player).startswith(refusal(locale, NEARLY_WON, f"3 -> {target}"))
        assert started(page), "no motion"
        # The card is put down, as a refused drag puts it back: nothing is selected, and
        # no place says that it takes a card.
        expect(player.locator(".cp-sel")).to_have_count(0)
        expect(player.locator("button.cp-ok")).to_have_count(0)
    # The next tap on another card is that card's own: the K♠ goes up by itself (the Q♣
    # refused on it before is not tried again).
    queen.click()
    place(player, 1).click()
    assert status(player) == said_refusal(locale, NEARLY_WON, "3 -> 1")
    place(player, 1).click()
    expect(place(player, 1)).to_have_accessible_name(w.text("diagram.pile-empty", number=1))
    page.wait_for_function("JSON.parse(localStorage.getItem('crescent-player/play')).log.length")
    assert json.loads(page.evaluate("localStorage.getItem('crescent-player/play')"))["log"] == [
        "1 -> up-S"
    ]
    page.evaluate("localStorage.clear()")
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    queen = place(player, 3)
    # A tap on the selected card cancels, as does Escape.
    queen.click()
    queen.click()
    assert status(player) == w.text("player.cancelled")
    expect(player.locator(".cp-sel")).to_have_count(0)
    queen.click()
    page.keyboard.press("Escape")
    expect(player.locator(".cp-sel")).to_have_count(0)
    # A place that takes it plays the move.
    queen.click()
    place(player, 1).click()  # refused
    queen.click()
    place(player, 4).click()
    expect(player.locator(".cp-sel")).to_have_count(0)
    assert status(player).startswith(w.text("narration.move-item", number=1, step="")[:3])
    page.wait_for_function("JSON.parse(localStorage.getItem('crescent-player/play')).log.length")
    assert json.loads(page.evaluate("localStorage.getItem('crescent-player/play')"))["log"] == [
        "3 -> 4"
    ]


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_first_demo_does_what_its_text_says_after_a_refusal(page, base_url, locale):
    # The rules: "choose the 8♥, then … the 9♠ or the 5♥ to see why the move is refused.
    # The A♠ goes onto the K♠ by itself when you choose it." After the refusal, the tap on
    # the A♠ is the A♠'s, not the 8♥'s next try.
    w = wording(locale)
    open_player(page, f"{base_url}/{locale}/rules/")
    demo = page.locator("#demo-1")
    demo.scroll_into_view_if_needed()
    for target in (4, 5):  # the 9♠, the 5♥
        place(demo, 1).click()
        expect(place(demo, 1)).to_have_class(SELECTED)
        place(demo, target).click()
        # The published refusal, then what the 9♠ or the 5♥ takes.
        expect_status(demo, said_refusal(locale, DEMO_ONE, f"1 -> {target}"))
        expect(demo.locator(".cp-sel")).to_have_count(0)
    place(demo, 7).click()  # the A♠
    expect(place(demo, 7)).to_have_accessible_name(w.text("diagram.pile-empty", number=7))
    expect(place(demo, 6)).to_have_accessible_name(re.compile(re.escape(w.long(card("AS")))))
    # The 8♥ goes where it may, from a fresh tap.
    place(demo, 1).click()
    place(demo, 2).click()
    expect(place(demo, 2)).to_have_accessible_name(re.compile(re.escape(w.long(card("8H")))))


# -- 2. the refusal beside where it happened -----------------------------------------------

BUBBLE = ".crescent-player .cp-bubble"

#: What a test checks of a refusal's bubble in the player (pile 1 refused, the card from
#: pile 3), read in one call; null when it has already gone.
BUBBLE_SEEN = """player => {
  const bubble = player.querySelector('.cp-bubble');
  if (!bubble) return null;
  const box = (e) => { const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  return {
    text: bubble.textContent, move: bubble.querySelector('b')?.textContent,
    hidden: bubble.getAttribute('aria-hidden'), live: !!bubble.closest('[aria-live]'),
    status: (() => { const c = player.querySelector('.cp-status').cloneNode(true);
      c.querySelectorAll('.cp-vh').forEach((x) => x.remove());
      return c.textContent.replaceAll('\\u00a0', '').trim(); })(),
    box: box(bubble), table: box(player.querySelector('.cp-table')),
    target: box(player.querySelector('[data-place="1"] .cp-slot')),
    caption: box(player.querySelector('[data-place="1"] .cp-cap')),
    card: box(player.querySelector('[data-place="3"] .cp-card')),
    selected: player.querySelectorAll('.cp-sel').length,
    events: getComputedStyle(bubble).pointerEvents,
  };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_a_refusal_shows_beside_its_target_and_names_the_move(browser, base_url, locale, viewport):
    w = wording(locale)
    words = refusal(locale, NEARLY_WON, "3 -> 1")
    pile = w.text("pile.name", number=1)
    # The card's name isolated, left to right, in a right-to-left locale ("Q♣", never "♣Q").
    move = shown(w.text("player.refused-move", card=w.short(card("QC")), place=pile))
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        player.evaluate("e => e.scrollIntoView()")
        place(player, 3).click()
        place(player, 1).click()
        bubble = page.locator(BUBBLE)
        expect(bubble).to_be_visible()
        # Read at once: the bubble leaves by itself after a few seconds.
        seen = player.evaluate(BUBBLE_SEEN)
        assert seen is not None, "the bubble left before it was read"
        box = seen["box"]
        # The move and the refusal's words; hidden from assistive technology, which hears
        # the status line say the refusal, once.
        assert seen["text"] == f"{move}{words}"
        assert seen["move"] == move
        assert seen["hidden"] == "true"
        assert seen["status"] == said_refusal(locale, NEARLY_WON, "3 -> 1")
        assert seen["status"].startswith(words)
        assert not seen["live"]
        # On the table, beside the refused place, clear of the refused card (put back on
        # its pile, nothing is selected); a tap goes through it.
        table = seen["table"]
        assert table["x"] <= box["x"] and box["x"] + box["width"] <= table["x"] + table["width"]
        assert table["y"] <= box["y"] and box["y"] + box["height"] <= table["y"] + table["height"]
        # Next to its card and caption, over neither (a side pile's caption lies beside it).
        target = union(seen["target"], seen["caption"])
        assert gap(box, target) <= 12, (box, target)
        assert boxes_apart(box, seen["caption"]), (box, seen["caption"])
        assert seen["selected"] == 0
        assert boxes_apart(box, seen["card"]), (box, seen["card"])
        assert seen["events"] == "none"
        # It goes at the next key or tap.
        page.keyboard.press("ArrowRight")
        expect(bubble).to_have_count(0)
        place(player, 3).click()
        place(player, 2).click()  # refused again
        expect(bubble).to_have_count(1)
        place(player, 4).click()  # the move
        expect(bubble).to_have_count(0)
        # A card with nowhere to go is selected, as in a rule demo, with no bubble: the
        # status line says it has nowhere to go; the next tap is its target, refused beside
        # it (behaviour, not fit: checked in PLAY_LOCALES alone).
        if locale not in PLAY_LOCALES:
            return
        player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
        place(player, 3).click()  # the 6♠
        six = card("6S")
        selected = w.text("player.selected", card=w.short(six), place=w.text("pile.name", number=3))
        expect_status(player, shown(w.text("player.selected-nowhere", selected=selected)))
        expect(bubble).to_have_count(0)
        place(player, 4).click()  # onto the K♠ (nowhere to go either): refused
        expect(bubble).to_have_count(1)
        expect(player.locator(".cp-sel")).to_have_count(0)


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_the_refusal_bubble_goes_by_itself_and_moves_only_with_motion(browser, base_url, motion):
    with page_at(browser, 1280, 800, reduced_motion=motion) as page:
        player = play_page(page, base_url, game=NEARLY_WON)
        place(player, 3).click()
        place(player, 1).click()
        bubble = page.locator(BUBBLE)
        expect(bubble).to_have_count(1)
        fades = bubble.evaluate("e => e.getAnimations().map((a) => a.animationName)")
        assert fades == ([] if motion == "reduce" else ["cp-bubble"])
        expect(bubble).to_have_count(0, timeout=15000)  # it goes by itself
        # Its style came with it: what a page loads when it opens does not hold it.
        css = (ROOT / "crescent_docs" / "player" / "player.css").read_text(encoding="utf-8")
        assert "cp-bubble" not in css


#: JS: the boxes of the refusal's bubble and of the place ``near``, the bubble's move, and
#: the places that show a refusal's ring; null when no bubble shows.
DROPPED = """(player, near) => {
  const bubble = player.querySelector('.cp-bubble');
  if (!bubble) return null;
  const box = (e) => { const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  return { box: box(bubble), move: bubble.querySelector('b')?.textContent, text: bubble.textContent,
           near: box(player.querySelector(`button[data-place="${near}"]`)),
           table: box(player.querySelector('.cp-table')) };
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_refused_drop_on_the_foundations_shows_its_bubble_where_it_was_dropped(
    browser, base_url, locale
):
    """A card dropped on the foundation area that no foundation takes: its bubble lies by
    the foundation under the pointer (a review saw it by the card's own pile, far from the
    drop), or by the nearest one when the drop fell between them."""
    from test_play import drag

    w = wording(locale)
    foundations = w.text("player.foundations")
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        bubble = page.locator(BUBBLE)
        area = player.locator(".cp-found")
        moves = player.locator(".cp-counts > span").first
        before = moves.text_content()
        # The K♣ (pile 4, on the left) onto the descending spades, then into the area's
        # top left corner, on no foundation: the ascending spades are nearest.
        for target, where in (("down-S", {}), ("up-S", {"x": 0.01, "y": 0.02})):
            spot = place(player, target) if not where else area
            drag(page, place(player, 4), spot, **where)
            expect(bubble).to_be_visible()
            seen = player.evaluate(DROPPED, target)
            assert seen is not None, "the bubble left before it was read"
            near, box, table = seen["near"], seen["box"], seen["table"]
            assert gap(box, near) <= 12, (target, box, near)
            assert table["x"] <= box["x"]
            assert box["x"] + box["width"] <= table["x"] + table["width"]
            # It names the foundations (any might have taken the card), not the one by it.
            move = w.text("player.refused-move", card=w.short(card("KC")), place=foundations)
            assert seen["move"] == shown(move)
            # Why, without a "this foundation" (none was aimed at: a review), in the bubble
            # and in the status line, where what the foundations take follows.
            why = w.text("player.drop-not-next")
            assert seen["text"] == shown(move) + why, seen["text"]
            expect(player.locator(".cp-status")).to_contain_text(why)
            assert w.text("refusal.not-next-card") not in status(player)
            page.keyboard.press("Escape")
            expect(bubble).to_have_count(0)
        # Nothing moved.
        expect(moves).to_have_text(before)


#: JS: how many edges (layers in the pile's edge colour) the top card of ``place`` shows.
EDGES = """(root, place) => {
  const card = root.querySelector(`[data-place="${place}"] .cp-card`);
  const edge = getComputedStyle(root).getPropertyValue('--cp-edge').trim();
  const probe = document.createElement('span');
  probe.style.color = edge;
  root.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return getComputedStyle(card).boxShadow.split(colour).length - 1;
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_selected_card_keeps_its_piles_edges(page, base_url, locale):
    """A card taken from a pile of 13 (rule demo 2) is lifted and framed, and the pile's
    edges stay under it (a review saw a selected full pile drawn as a single card)."""
    open_player(page, f"{base_url}/{locale}/rules/")
    demo = page.locator("#demo-2")
    demo.scroll_into_view_if_needed()
    assert demo.evaluate(EDGES, "2") == 5
    place(demo, 2).click()
    expect(place(demo, 2)).to_have_class(SELECTED)
    assert demo.evaluate(EDGES, "2") == 5
    # A foundation's card has no edges, selected or not.
    assert demo.evaluate(EDGES, "up-S") == 0


# -- 3. the status line says what to try until its first message ---------------------------

PROMPT = ".cp-say > .cp-idle"


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_status_line_says_what_to_try_until_its_first_message(
    browser, base_url, locale, viewport
):
    w = wording(locale)
    phone = viewport == "phone"
    options = {"has_touch": True, "is_mobile": True} if phone else {}
    with page_at(browser, *VIEWPORTS[viewport], **options) as page:
        held: list = []
        page.route(asset("guide.js"), lambda route: held.append(route))
        player = play_page(page, base_url, locale, code=CODE)
        board = player.locator(".cp-board")
        before = top(board)
        wait_for_route(page, held)
        held[0].continue_()
        prompt = player.locator(PROMPT)
        # The page holds both prompts, a touch screen's and a mouse's: the one that fits shows.
        expect(prompt).to_have_text(
            w.text("player.idle-touch" if phone else "player.idle-mouse"), use_inner_text=True
        )
        expect(prompt).to_be_visible()
        # Not in the live region, which has said nothing; a hint's look; in the line's room,
        # so the board has not moved.
        assert status(player) == ""
        assert prompt.evaluate("e => !e.closest('[aria-live], [role=status]')")
        look = prompt.evaluate(
            "e => { const s = getComputedStyle(e); return [s.fontStyle, s.fontWeight] }"
        )
        assert look == ["italic", "400"], look
        box = prompt.bounding_box()
        say = player.locator(".cp-say").bounding_box()
        assert box["y"] + box["height"] <= say["y"] + say["height"] + 0.5
        # Apart from the board: above it on a phone, under its controls at a desktop.
        board_box = board.bounding_box()
        assert (
            box["y"] + box["height"] <= board_box["y"]
            or box["y"] >= board_box["y"] + board_box["height"]
            or box["x"] + box["width"] <= board_box["x"]
            or box["x"] >= board_box["x"] + board_box["width"]
        )
        assert top(board) == before
        # The first message takes its place.
        place(player, 16).click()
        expect(player.locator(".cp-status")).not_to_have_text("")
        expect(prompt).to_be_hidden()
        assert top(board) == before
        # Each rule demo says what to try.
        page.unroute(asset("guide.js"))
        open_player(page, f"{base_url}/{locale}/rules/")
        demos = page.locator('.crescent-player[data-mode="demo"]')
        expect(demos.locator(PROMPT)).to_have_count(demos.count())
        for text in demos.locator(PROMPT).all_text_contents():
            assert text == w.text("player.idle-demo")


# -- 4. the lock hides no index ------------------------------------------------------------

MARKS = """root => {
  const r = (e) => { const x = e.getBoundingClientRect();
    return { x: x.left, y: x.top, width: x.width, height: x.height }; };
  const glyph = (e) => { const g = document.createRange(); g.selectNodeContents(e);
    return r(g); };
  const drawn = (e) => e.getClientRects().length && getComputedStyle(e).display !== 'none';
  return [...root.querySelectorAll('.cp-place')]
    .filter((b) => b.querySelector('.cp-lock') && drawn(b.querySelector('.cp-lock')))
    .map((b) => ({
      place: b.dataset.place,
      lock: r(b.querySelector('.cp-lock')),
      own: [...b.querySelectorAll('.cp-i, .cp-pip')].filter(drawn).map(glyph),
      others: [...root.querySelectorAll('.cp-card, .cp-dir')].filter((e) => drawn(e)
        && !(b.contains(e) && e.matches('.cp-card'))).map(r),
    }));
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_a_base_cards_lock_hides_no_index(shared_page, locale, viewport):
    for path, root in (("play/", "#player"), ("rules/", "#demo-4")):
        code = CODE if path == "play/" else None
        player = shared_page(locale, VIEWPORTS[viewport], path, code).locator(root)
        player.evaluate("e => e.scrollIntoView()")
        marks = player.evaluate(MARKS)
        assert marks, path
        for m in marks:
            # Neither its card's index (in either corner) nor its suit, nor another card
            # or a direction badge.
            for other in m["own"] + m["others"]:
                assert boxes_apart(m["lock"], other), (path, m["place"], m["lock"], other)
            assert m["lock"]["width"] >= 14, m


# -- 5. the keys work from the page's load --------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_keys_work_before_the_page_is_idle(page, base_url, locale):
    w = wording(locale)
    held: list = []
    page.route(asset("guide.js"), lambda route: held.append(route))
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    last = player.locator(".cp-last")
    place(player, 1).click()  # the 8♠ onto the 9♠
    wait_page_clock(page, ECHO)  # (a click there at once would be taken as its destination)
    place(player, 2).click()  # and back onto the 7♠
    expect(last).to_have_attribute("data-place", "1")
    page.evaluate("document.activeElement.blur()")
    # U, before guide.js has come: it is undone once guide.js comes, once.
    page.keyboard.press("u")
    wait_for_route(page, held)
    assert held and page.locator(".cp-legend").count() == 0
    held[0].continue_()
    expect(last).to_have_attribute("data-place", "2")
    assert page.evaluate("!!document.activeElement.closest('.cp-board')")
    settle(page)
    expect(last).to_have_attribute("data-place", "2")
    # And from then on.
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("?")
    expect(player.locator(".cp-more")).to_have_attribute("open", "")
    assert w.text("player.undo")


def test_f_from_a_control_of_the_player_goes_to_the_foundations(page, base_url):
    # A new player pressed F on the Hint button and got the site's search instead.
    player = play_page(page, base_url, game=BACK_AND_FORTH)
    player.get_by_role("button", name="Hint").focus()
    page.keyboard.press("f")
    focused = page.evaluate("document.activeElement.dataset.place || ''")
    assert focused.startswith(("up-", "down-")), focused
    assert not page.locator("input.md-search__input").evaluate("e => e === document.activeElement")
    assert not page.locator("#__search").is_checked()  # Material's search stays closed


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_piles_number_typed_anywhere_on_the_page_goes_to_that_pile(page, base_url, locale):
    """ "1 to 16: type a pile number to go to that pile": from a control of the player and
    from the page's body too (a review typed 1 on a control and nothing happened), never
    from an open question. A number is its digits typed within a second, with no other key
    between (a review typed 1, an arrow, then 1, and reached pile 11)."""
    w = wording(locale)
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    expect(player.locator(".cp-legend")).to_have_count(1)  # every module of the keys is in
    focused = "document.activeElement.dataset.place || document.activeElement.tagName"
    player.get_by_role("button", name=w.text("player.hint")).focus()
    page.keyboard.press("1")
    page.keyboard.press("6")  # "1" then "6" at once: pile 16
    expect(place(player, 16)).to_be_focused()
    # Another key between two digits ends the number: "1", End, "1" is pile 1, not 11.
    page.keyboard.press("1")
    expect(place(player, 1)).to_be_focused()
    page.keyboard.press("End")
    expect(place(player, 1)).not_to_be_focused()
    page.keyboard.press("1")
    expect(place(player, 1)).to_be_focused()
    page.keyboard.press("Escape")  # ends the number too
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("4")
    expect(place(player, 4)).to_be_focused()
    # From a link of the page's navigation too (the Tab stops after the skip link), F
    # included: it goes to the foundations, and the site's search stays closed.
    link = page.locator(".md-sidebar--primary a.md-nav__link").first
    link.focus()
    expect(link).to_be_focused()
    page.keyboard.press("7")
    expect(place(player, 7)).to_be_focused()
    link.focus()
    expect(link).to_be_focused()
    page.keyboard.press("f")
    assert page.evaluate("document.activeElement.dataset.place || ''").startswith(("up-", "down-"))
    assert not page.locator("#__search").is_checked()
    # A question keeps the focus and the key.
    place(player, 1).click()  # a move: New game asks first
    player.get_by_role("button", name=w.text("player.new-game")).click()
    ask = page.get_by_role("alertdialog", name=w.text("player.confirm-new"))
    expect(ask).to_be_visible()
    page.keyboard.press("2")
    assert page.evaluate("!!document.activeElement.closest('dialog')"), page.evaluate(focused)
    expect(ask).to_be_visible()


def test_the_first_key_after_idle_is_taken_once(page, base_url):
    player = play_page(page, base_url, game=BACK_AND_FORTH)
    expect(player.locator(".cp-legend")).to_have_count(1)  # guide.js is in
    last = player.locator(".cp-last")
    place(player, 1).click()
    wait_page_clock(page, ECHO)
    place(player, 2).click()
    expect(last).to_have_attribute("data-place", "1")
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("u")  # the page's first key
    expect(last).to_have_attribute("data-place", "2")
    settle(page)
    expect(last).to_have_attribute("data-place", "2")


def test_h_before_the_page_is_idle_asks_for_a_hint(page, base_url):
    held: list = []
    page.route(asset("guide.js"), lambda route: held.append(route))
    player = play_page(page, base_url, game=NEARLY_WON)
    page.keyboard.press("h")
    wait_for_route(page, held)
    held[0].continue_()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)


# -- 6. the last move's and the hint's marks stand out ---------------------------------------

COLOURS = """root => {
  const probe = document.createElement('span');
  root.append(probe);
  const rgb = (c) => { probe.style.color = c; return getComputedStyle(probe).color; };
  const vars = getComputedStyle(root.querySelector('.cp-table'));
  const v = (k) => rgb(vars.getPropertyValue(k));
  const shadow = (e) => getComputedStyle(e).boxShadow.match(/rgba?\\([^)]*\\)/)?.[0] ?? '';
  // The place's own slot (its top card's), not the first card found inside the place:
  // a hinted pile of two cards holds another card.
  const mark = (sel) => { const slot = root.querySelector(sel + ' > .cp-slot');
    const c = slot.querySelector('.cp-card') ?? slot;
    const s = getComputedStyle(slot), k = getComputedStyle(c);
    const ring = s.outlineStyle !== 'none' ? s : k;
    return { style: ring.outlineStyle, width: parseFloat(ring.outlineWidth),
             outline: ring.outlineColor, inner: shadow(slot) }; };
  const out = { felt: ['--cp-felt', '--cp-felt-light', '--cp-felt-dark'].map(v),
                face: v('--cp-face') };
  if (root.querySelector('.cp-last')) out.last = mark('.cp-last:not(.cp-hint)');
  if (root.querySelector('.cp-hint')) out.hint = mark('.cp-hint:not(.cp-last)');
  probe.remove();
  return out;
}"""


def luminance(colour: str) -> float:
    r, g, b = (int(x) / 255 for x in re.findall(r"[\d.]+", colour)[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    x, y = sorted((luminance(a), luminance(b)), reverse=True)
    return (x + 0.05) / (y + 0.05)


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_the_last_move_and_the_hint_stand_out_on_the_felt_and_the_card(browser, base_url, scheme):
    with page_at(browser, 1280, 800, reduced_motion="reduce") as page:
        player = play_page(page, base_url, game=NEARLY_WON)
        page.evaluate("s => document.body.setAttribute('data-md-color-scheme', s)", scheme)
        place(player, 1).click()  # the K♠ goes up at once: marked
        expect(player.locator(".cp-last")).to_have_attribute("data-place", "up-S")
        last = player.evaluate(COLOURS)["last"]
        # A hint's marks stand alone: the last move's wait (test_last_move_marks).
        page.keyboard.press("h")
        expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
        seen = {**player.evaluate(COLOURS), "last": last}
        for kind in ("last", "hint"):
            mark = seen[kind]
            assert mark["width"] >= 3, (kind, mark)
            # Non-text contrast (WCAG 1.4.11): the outline against the felt, and the ring
            # that parts it from the card against the card's face.
            for felt in seen["felt"]:
                assert contrast(mark["outline"], felt) >= 3, (kind, mark, felt)
            assert mark["inner"] and contrast(mark["inner"], seen["face"]) >= 3, (kind, mark)
        # Each its own look, and neither the selection's (solid) nor a target's (a glow).
        assert (seen["last"]["style"], seen["hint"]["style"]) == ("dotted", "dashed")
        place(player, 3).click()  # the Q♣: selected, two places take it
        look = player.evaluate(
            "root => [root.querySelector('.cp-sel .cp-card'),"
            " ...root.querySelectorAll('.cp-ok .cp-slot')]"
            ".map((e) => getComputedStyle(e).outlineStyle)"
        )
        assert look == ["solid", "none", "none"], look


def refused_onto_each_pile(code: str) -> dict[int, int]:
    """For each pile, a pile whose top card may move somewhere, but not onto it, at the
    start of the deal ``code`` (the engine says which)."""
    from crescent_docs.engine import Game, Move, deal, parse_place

    game = Game(deal(code))
    found: dict[int, int] = {}
    for target in range(1, 17):
        for source in range(1, 17):
            if source == target or not game.destinations(parse_place(str(source))):
                continue
            if game.refusal(Move.parse(f"{source} -> {target}")) is not None:
                found[target] = source
                break
    return found


# That a refusal's bubble hides no card where the table has room (at a desktop, whichever
# pile refused): test_table_touch.py's test_a_refusal_bubble_lies_next_to_its_target_on_
# the_table, whose refusals onto each pile are the same.


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", ["en", "hr"])
def test_a_small_boards_refusal_hides_none_of_its_cards(browser, base_url, locale, viewport):
    # A new player saw the bubble of a rule demo hide the 5♠ its text asks to tap: a bubble
    # lies on its table, next to its target, where that hides no card; else the status line
    # alone says it, right above the board.
    w = wording(locale)
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        open_player(page, f"{base_url}/{locale}/rules/")
        demo = page.locator("#demo-4")
        demo.scroll_into_view_if_needed()
        expect(demo.locator(PROMPT)).to_have_count(1)  # what shows the bubble has come
        place(demo, 1).click()  # the 3♥
        place(demo, "down-S").click()
        said = said_refusal(locale, DEMO_FOUR, "1 -> down-S")
        assert said.startswith(w.text("refusal.not-same-suit"))
        expect_status(demo, said)
        bubble = demo.locator(".cp-bubble")
        settle(page)  # a bubble would have shown at once: guide.js is in
        table = demo.locator(".cp-table").bounding_box()
        for found in bubble.all():
            box = found.bounding_box()
            assert table["x"] <= box["x"] <= table["x"] + table["width"] - box["width"]
            assert table["y"] <= box["y"] <= table["y"] + table["height"] - box["height"]
        for card in demo.locator(".cp-place .cp-card").all():
            for found in bubble.all():
                assert boxes_apart(found.bounding_box(), card.bounding_box())
