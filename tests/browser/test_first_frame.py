"""The players' first frame is in the page (render/prerender.py), and the script takes it
over as it is: the same board, words and controls as the script draws, no second drawing,
and without JavaScript each rule demo's position and the stepper's first one.

Parity is checked where it can be seen: every change the script makes to a player's DOM,
from the end of the page's parsing until the player says it is ready (``data-ready``), is
recorded (a MutationObserver installed before any script runs). A rule demo and the
stepper are drawn at build time exactly as the script draws them, so none is allowed; free
play's frame is an empty table, so its script changes only what its game is (each place,
the counts, the link), and its board is then compared, node for node, with the board the
build draws for that game.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browserkit import PLAY_LOCALES, ROOT, open_player
from playwright.sync_api import expect

from crescent_docs.engine import GameCode, deal
from crescent_docs.i18n import load_messages
from crescent_docs.render.prerender import FirstFrame

pytestmark = pytest.mark.browser

#: Records every change to a player's DOM from the end of parsing until it is ready; a
#: write of the value already there is no change.
WATCH = """
(() => {
  window.crescentChanges = [];
  const ready = new WeakSet();
  const name = (n) => (n.nodeType === 1 ? n.outerHTML.slice(0, 160) : JSON.stringify(n.data));
  // Where a change is: the classes of the elements from the player down to it.
  const path = (node, root) => {
    const classes = [];
    for (let e = node; e && e !== root; e = e.parentElement) classes.unshift(e.className);
    return classes.join(' > ');
  };
  const note = (root, node, what) =>
    window.crescentChanges.push({ root: root.id, where: path(node, root), what, node: name(node) });
  const watch = () => new MutationObserver((records) => {
    for (const r of records) {
      const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const root = node && node.closest('.crescent-player');
      if (!root || ready.has(root)) continue;
      if (r.type === 'attributes' && r.attributeName === 'data-ready' && r.target === root) {
        ready.add(root);
      } else if (r.type === 'attributes') {
        const now = r.target.getAttribute(r.attributeName);
        if (now !== r.oldValue) note(root, node, `${r.attributeName}: ${r.oldValue} -> ${now}`);
      } else if (r.type === 'characterData') {
        const text = r.target.data;
        if (r.oldValue !== text) note(root, node, `text: ${r.oldValue} -> ${text}`);
      } else {
        const nodes = (list) => [...list].map(name).join(' ');
        note(root, node, `children: -[${nodes(r.removedNodes)}] +[${nodes(r.addedNodes)}]`);
      }
    }
  }).observe(document, {
    subtree: true, childList: true, attributes: true, attributeOldValue: true,
    characterData: true, characterDataOldValue: true,
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') watch();
  });
})();
"""


def changes(page: Any, url: str) -> list[dict[str, str]]:
    """Open ``url`` and return the changes the script made to its players while it took
    them over."""
    page.add_init_script(WATCH)
    open_player(page, url)
    assert page.evaluate("document.querySelectorAll('.crescent-player').length") > 0
    return list(page.evaluate("window.crescentChanges"))


def shown_changes(found: list[dict[str, str]]) -> str:
    return "\n".join(f"{c['root']} ({c['where']}): {c['what']}\n    {c['node']}" for c in found)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
@pytest.mark.parametrize("path", ["rules/", "examples/"])
def test_the_script_takes_over_the_demos_and_the_stepper_as_the_page_draws_them(
    page: Any, base_url: str, locale: str, path: str
) -> None:
    found = changes(page, f"{base_url}/{locale}/{path}")
    assert found == [], shown_changes(found)
    assert not page.errors
    # Every player took its first frame over: each control has its action.
    players = page.locator(".crescent-player")
    expect(players).to_have_count(5 if path == "rules/" else 1)


# What free play's script changes in its frame, which has no game yet: its board's places,
# the counts, the link, what the status line says of the game, and its notice that it
# needs JavaScript (hidden while scripts run).
PLAY_CHANGES = ("cp-board", "cp-counts", "cp-share", "cp-status")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_free_play_draws_its_game_on_the_frame_and_its_board_is_the_one_the_build_draws(
    page: Any, base_url: str, locale: str
) -> None:
    found = changes(page, f"{base_url}/{locale}/play/")
    at_root = [c for c in found if not c["where"]]
    elsewhere = [
        c for c in found if c["where"] and not any(k in c["where"].split() for k in PLAY_CHANGES)
    ]
    assert elsewhere == [], shown_changes(elsewhere)
    notice = load_messages(locale, ROOT / "locales").text("player.needs-javascript")
    removed = f'children: -[<p class="crescent-player__fallback">{notice}</p>] +[]'
    assert [c["what"] for c in at_root] == [removed], shown_changes(at_root)
    # The game the script dealt, drawn by the build: the same board, node for node.
    page.wait_for_url(re.compile(r"#CR1-"))
    code = page.evaluate("location.hash.slice(1)")
    frame = FirstFrame(load_messages(locale, ROOT / "locales"))
    position = deal(GameCode.parse(code))
    board = frame.play_board(position, "player")
    differences = page.evaluate(
        """(html) => {
          const built = document.createElement('template');
          built.innerHTML = html;
          const theirs = built.content.firstElementChild;
          const drawn = document.querySelector('#player .cp-board');
          const places = (e) => [...e.querySelectorAll('.cp-place')];
          const [a, b] = [places(drawn), places(theirs)];
          const out = a.length === b.length ? [] : [`${a.length} places, ${b.length} built`];
          a.forEach((e, i) => {
            if (!e.isEqualNode(b[i])) out.push(`script ${e.outerHTML}\\nbuild ${b[i]?.outerHTML}`);
          });
          const bare = (e) => {
            const c = e.cloneNode(true);
            c.querySelectorAll('.cp-place').forEach((p) => p.remove());
            return c;
          };
          if (!bare(drawn).isEqualNode(bare(theirs))) out.push('the board itself differs');
          return out;
        }""",
        board,
    )
    assert differences == [], "\n".join(differences)
    assert not page.errors


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_demo_played_and_reset_is_again_the_board_the_build_drew(
    page: Any, base_url: str, locale: str
) -> None:
    """After a move and "Start again", the script has drawn each place it touched with its
    own code: it draws them as the build did."""
    open_player(page, f"{base_url}/{locale}/rules/")
    demo = page.locator("#demo-1")
    built = demo.locator(".cp-board").evaluate("e => e.outerHTML")
    demo.locator('[data-place="1"]').click()
    demo.locator('[data-place="2"]').click()
    expect(demo.locator('[data-place="1"]')).to_have_class(re.compile(r"\bcp-empty\b"))
    demo.locator('[data-control="reset"]').click()
    same = demo.locator(".cp-board").evaluate(
        """(e, html) => {
          const t = document.createElement('template');
          t.innerHTML = html;
          // Where the keyboard's focus is (the roving tabindex) is not the board's look.
          const clean = (n) => {
            const c = n.cloneNode(true);
            c.querySelectorAll('[tabindex]').forEach((b) => b.setAttribute('tabindex', '-1'));
            return c;
          };
          return clean(e).isEqualNode(clean(t.content.firstElementChild));
        }""",
        built,
    )
    assert same
    assert not page.errors


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_stepper_back_at_the_deal_draws_the_board_and_words_the_build_drew(
    page: Any, base_url: str, locale: str
) -> None:
    """The stepper takes the page's board at the deal without drawing it: stepped on and
    back to the deal, its script has drawn every place and the words itself, as the
    build did."""
    open_player(page, f"{base_url}/{locale}/examples/")
    stepper = page.locator("#stepper")
    board, text = stepper.locator(".cp-board"), stepper.locator(".cp-text")
    built = board.evaluate("e => e.outerHTML")
    words = text.text_content()
    forward = stepper.locator('[data-control="forward"]')
    forward.click()
    forward.click()
    expect(stepper.locator(".cp-where")).to_contain_text("2")
    expect(text).not_to_have_text(words or "")
    stepper.locator('[data-control="first"]').click()
    expect(text).to_have_text(words or "")
    page.wait_for_function("!document.getAnimations().length")
    same = board.evaluate(
        """(e, html) => {
          const t = document.createElement('template');
          t.innerHTML = html;
          return e.isEqualNode(t.content.firstElementChild);
        }""",
        built,
    )
    assert same, board.evaluate("e => e.outerHTML")
    assert not page.errors


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_without_javascript_a_reader_sees_each_demo_and_the_stepper_at_the_deal(
    browser: Any, base_url: str, locale: str
) -> None:
    messages = load_messages(locale, ROOT / "locales")
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/{locale}/rules/")
        demos = page.locator(".crescent-player[data-mode=demo]")
        expect(demos).to_have_count(5)
        for n in range(5):
            demo = demos.nth(n)
            position = json.loads(demo.get_attribute("data-position") or "")
            # Each pile of the demo with cards shows its top card, named for a screen reader
            # as the script names it (the words of the textual diagram).
            for number, pile in enumerate(position["piles"], start=1):
                if not pile:
                    continue
                place = demo.locator(f'[data-place="{number}"]')
                expect(place.locator(".cp-card")).to_be_visible()
                expect(place).to_have_accessible_name(re.compile(re.escape(f"{number}")))
            # What only the script does is not shown: the controls, the prompt.
            expect(demo.locator(".cp-bar")).to_be_hidden()
            expect(demo.locator(".cp-idle")).to_be_hidden()
        page.goto(f"{base_url}/{locale}/examples/")
        stepper = page.locator("#stepper")
        expect(stepper.locator(".cp-board")).to_be_visible()
        expect(stepper.locator(".cp-status")).to_have_text(messages.text("player.at-deal"))
        # The board is a picture; its words are the textual diagram, under "In words".
        words = stepper.locator(".cp-words")
        words.locator("summary").click()
        expect(words.locator(".cp-text")).to_be_visible()
        assert len(words.locator(".cp-text").text_content() or "") > 300
        expect(stepper.locator(".cp-bar")).to_be_hidden()
        page.goto(f"{base_url}/{locale}/play/")
        expect(page.locator("#player .crescent-player__fallback")).to_have_text(
            messages.text("player.needs-javascript")
        )
        expect(page.locator("#player .cp-board")).to_be_hidden()
    finally:
        context.close()


def test_no_layout_shifts_when_the_players_take_over(browser: Any, base_url: str) -> None:
    """The first frame is the players' room: the script's take-over moves nothing."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.add_init_script(
            "window.shifts = []; new PerformanceObserver((l) => window.shifts.push("
            "...l.getEntries().map((e) => e.value)))"
            ".observe({ type: 'layout-shift', buffered: true });"
        )
        for path in ("rules/", "examples/", "play/"):
            open_player(page, f"{base_url}/en/{path}")
            # The frame after the players are ready has been laid out and observed.
            page.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
            total = sum(page.evaluate("window.shifts"))
            assert total <= 0.01, (path, page.evaluate("window.shifts"))
    finally:
        context.close()


#: Takes a board's places away from its end, as a page read only so far would lack them,
#: and says which of the places still there would then be drawn elsewhere.
PARTIAL = """
(board) => {
  const rect = (e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round).join(' ');
  };
  const items = [...board.children];
  const whole = items.map(rect);
  const moved = [];
  for (let k = items.length - 1; k > 0; k--) {
    items[k].remove();
    for (let i = 0; i < k; i++) {
      const now = rect(items[i]);
      const what = items[i].dataset.place || items[i].className;
      if (now !== whole[i]) moved.push(`${k} read: ${what} ${whole[i]} -> ${now}`);
    }
  }
  return moved;
}
"""


@pytest.mark.parametrize("viewport", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_a_board_read_in_part_draws_each_place_where_it_stays(
    browser: Any, base_url: str, viewport: tuple[int, int]
) -> None:
    """A browser may paint a page before it has read it to the end, so the board's rows
    are there before their places: half a board draws every place where the whole one
    does, and nothing moves when the rest arrives."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    try:
        page = context.new_page()
        for path, player in (("examples/", "#stepper"), ("play/", "#player")):
            page.route("**/assets/crescent/*.js", lambda route: route.abort())
            page.goto(f"{base_url}/en/{path}")
            board = page.locator(f"{player} .cp-board")
            expect(board).to_be_visible()
            assert board.evaluate(PARTIAL) == [], path
            page.unroute("**/assets/crescent/*.js")
    finally:
        context.close()
