"""Helpers of the browser tests: open a player, find its places, read its live region,
store a game, and the positions the tests play."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]


def shown(text: str) -> str:
    """``text`` from the words of the game (i18n/wording.py) as the player shows it: a run
    that reads left to right in a right-to-left locale between the Unicode isolates."""
    from crescent_docs.i18n.fallback import with_isolates

    return with_isolates(text)


STORE = "crescent-player/play"


def asset(name: str) -> re.Pattern[str]:
    """The URL of the module or stylesheet ``name`` as the site ships it: built, with the
    hash of its content in its name (``drag.3TXVWSSJ.js``), or as written (``drag.js``)."""
    stem, extension = name.rsplit(".", 1)
    return re.compile(rf"/{re.escape(stem)}(\.[A-Za-z0-9]{{8,}})?\.{extension}$")


#: JS: the engine's Game class, as the page's players use it: from the modules the page
#: preloads (the built site bundles the engine into a chunk), else engine.js.
ENGINE_GAME = """(async () => {
  for (const link of document.querySelectorAll('link[rel=modulepreload]')) {
    for (const value of Object.values(await import(link.href))) {
      const game = typeof value === 'function' && value.prototype;
      if (game?.move && game.redeal) return value;
    }
  }
  return (await import(new URL('../assets/crescent/engine.js', location.href).href)).Game;
})()"""


#: JS: every player of the page has mounted.
PLAYERS_READY = (
    "[...document.querySelectorAll('.crescent-player')].every(e => e.hasAttribute('data-ready'))"
)


def open_player(page: Any, url: str) -> Any:
    """Go to ``url`` and wait until every player of the page has mounted."""
    page.goto(url)
    page.wait_for_function(PLAYERS_READY)
    return page


def place(root: Any, name: str | int) -> Any:
    """The button of a pile (1-16) or a foundation (up-S …) inside a player."""
    return root.locator(f'button[data-place="{name}"]')


#: JS: what a live region shows: its text without the words that say its cards to screen
#: readers only (visually hidden, `.cp-vh`), nor the non-breaking space that lets it repeat
#: itself.
SHOWN_TEXT = """e => {
  const c = e.cloneNode(true);
  for (const x of c.querySelectorAll('.cp-vh')) x.remove();
  return c.textContent.replaceAll('\\u00a0', '').trim();
}"""
#: JS: what a live region speaks: its text without what is hidden from assistive
#: technology (the cards' symbols).
SPOKEN_TEXT = """e => {
  const c = e.cloneNode(true);
  for (const x of c.querySelectorAll('[aria-hidden="true"]')) x.remove();
  return c.textContent.replaceAll('\\u00a0', '').trim();
}"""


def status(root: Any) -> str:
    """What the player's live region shows (its cards as symbols)."""
    return str(root.locator(".cp-status").evaluate(SHOWN_TEXT))


def spoken(region: Any) -> str:
    """What a live region (a locator) speaks: its cards in words."""
    return str(region.evaluate(SPOKEN_TEXT))


def expect_status(root: Any, text: str) -> None:
    """Wait until the player's live region shows ``text``."""
    region = root.locator(".cp-status")
    try:
        region.page.wait_for_function(
            f"([e, want]) => ({SHOWN_TEXT})(e) === want", arg=[region.element_handle(), text]
        )
    except PlaywrightTimeoutError:
        raise AssertionError(f"the status line shows {status(root)!r}, not {text!r}") from None


FULL = {f"{d}-{s}": ("K" if d == "up" else "A") + s for d in ("up", "down") for s in "SHDC"}


def position(piles: dict[int, str], foundations: dict[str, str], redeals_left: int = 3) -> dict:
    """A complete position (all 104 cards) in the engine's JSON form: the foundations not
    named are complete; the Python engine checks it."""
    from crescent_docs.engine import Position

    data = {
        "piles": [piles.get(n, "").split() for n in range(1, 17)],
        "foundations": [foundations.get(f, top) for f, top in FULL.items()],
        "redeals_left": redeals_left,
        "moves": 0,
    }
    Position.from_json(data)
    return data


def store_game(
    page: Any,
    base_url: str,
    start: dict | None = None,
    *,
    code: str | None = None,
    log: list[str] | None = None,
    raw: str | None = None,
) -> None:
    """Put a game into the play page's storage, as a reload would find it. The storage is
    the site's origin's: it is written from a blank page of that origin (no page of the
    site, whose scripts and styles would only be loaded to be left)."""
    blank = f"{base_url}/storage.html"
    page.route(blank, lambda route: route.fulfill(content_type="text/html", body="<!doctype html>"))
    try:
        page.goto(blank)
    finally:
        page.unroute(blank)
    value = (
        raw
        if raw is not None
        else json.dumps({"v": 1, "code": code, "start": start, "log": log or [], "time": 0})
    )
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [STORE, value])


def stored(page: Any) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", STORE) or "null")


# -- positions that the tests play ------------------------------------------------------

#: Five moves win: K♠ and the K♦ Q♦ pile go up by a tap each; the Q♣ has two places (the
#: K♣ and the ascending clubs), so it is selected and placed; then the K♣ goes up.
NEARLY_WON = {
    "piles": {1: "KS", 2: "KD QD", 3: "QC", 4: "KC"},
    "foundations": {"up-S": "QS", "up-D": "JD", "up-C": "JC"},
}
#: One move (the J♠ onto the Q♠, or back) and the game is blocked: no redeal is left.
NEARLY_BLOCKED = {
    "piles": {1: "2S 3S 4S 6S 5S", 2: "7S 8S 10S 9S", 3: "KS QS", 4: "JS"},
    "foundations": {"up-S": "AS", "down-S": "AS"},
    "redeals_left": 0,
}
#: The 8♠ can go back and forth between the 9♠ (pile 2) and the 7♠ (pile 1) for ever.
BACK_AND_FORTH = {
    "piles": {1: "7S 8S", 2: "9S", 3: "2S 3S 4S 5S 6S", 4: "10S JS QS KS"},
    "foundations": {"up-S": "AS", "down-S": "AS"},
}


#: Every locale the site builds (mkdocs.yml's plugins.crescent.locales).
LOCALES = tuple(
    locale.strip()
    for locale in re.search(  # type: ignore[union-attr]
        r"locales:\s*\[([^\]]*)\]", (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    )
    .group(1)
    .split(",")
)

#: The locales the behaviour tests (playing, hints, keys, storage, motion) run in: English,
#: and Croatian, the case language (its names of cards and places change with their role in
#: the sentence). What a locale changes otherwise is checked in every locale: the layout and
#: fit tests in the browser, at both sizes, and the words and markup in the built HTML
#: (tests/test_site.py, tests/test_i18n_*.py).
PLAY_LOCALES = ("en", "hr")


# -- waiting on the page, never for a fixed time ---------------------------------------------

#: Resolves once the page has run what is queued: a task, then two frames.
SETTLED = (
    "() => new Promise(r => setTimeout("
    "() => requestAnimationFrame(() => requestAnimationFrame(r))))"
)


def settle(page: Any) -> None:
    """Wait until the page has run what an action queued (a task, then two frames): for a
    check that something did NOT happen, which has no event to wait for."""
    page.evaluate(SETTLED)


#: JS: the page's URL of a resource whose path matches the pattern, once fetched.
FETCHED = """p => performance.getEntriesByType('resource').map((r) => r.name)
  .find((url) => new RegExp(p).test(new URL(url).pathname))"""


def modules_ready(page: Any, *names: str) -> None:
    """Wait until the page has loaded and run its on-demand modules ``names`` ("drag.js"),
    which it asks for once idle: a drag started before drag.js has run is not seen, and a
    loaded machine can be slower to idle than a test to act."""
    for name in names:
        pattern = asset(name).pattern
        page.wait_for_function(FETCHED, arg=pattern)
        page.evaluate(f"p => import(({FETCHED})(p))", pattern)
    settle(page)


def animations_done(page: Any) -> None:
    """Wait until every finite animation running in the page has finished."""
    page.evaluate(
        """() => Promise.all(document.getAnimations()
             .filter(a => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
             .map(a => a.finished.catch(() => null)))"""
    )


def wait_for_route(page: Any, held: list[Any], timeout: float = 15.0) -> None:
    """Wait until a request that a route holds back (it appends the route to ``held``) has
    come: the page is let run (``settle``) while Playwright delivers the route."""
    deadline = time.monotonic() + timeout
    while not held:
        assert time.monotonic() < deadline, "the request never came"
        settle(page)


def wait_page_clock(page: Any, milliseconds: float, since: str = "performance.now()") -> None:
    """For a test of a timer (it measures time itself): wait until the page's own clock has
    gone ``milliseconds`` past ``since`` (a JS expression, read now)."""
    start = page.evaluate(f"() => {since}")
    page.wait_for_function("t => performance.now() >= t", arg=start + milliseconds, timeout=30000)


def finger(page: Any) -> Callable[..., None]:
    """A finger on the page's touch screen: ``touch(kind, x, y)`` sends Chromium's own touch
    event (touchStart, touchMove; touchEnd lifts the finger), which the page gets as touch
    and pointer events, as from a phone's screen."""
    session = page.context.new_cdp_session(page)

    def touch(kind: str, x: float = 0, y: float = 0) -> None:
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    return touch


def redeal_now(player: Any) -> None:
    """Redeal on the free-play table ``player``: its button, then the question's button
    that goes ahead where it asks (it spends one of three; where no move can change the
    piles it is the only way on, and asks nothing). Returns once the redeal is played."""
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    left = redeal.get_attribute("data-n")
    redeal.click()
    ask = player.locator("dialog.cp-ask[open]")
    played = player.locator(f'button[aria-keyshortcuts="R"]:not([data-n="{left}"])')
    expect(ask.or_(played)).to_have_count(1)
    if ask.count():
        ask.locator(".cp-answers > button").first.click()
        expect(ask).to_have_count(0)
    expect(played).to_have_count(1)


def put_end_away(page: Any, player: Any) -> None:
    """Wait for the end-of-game panel of ``player`` (it comes once the last move is drawn,
    over the controls' place), then put it away with Escape. Returns once the page stops
    scrolling: the panel scrolls itself into view, smoothly, and a click aimed while the
    page still moves lands beside its target."""
    expect(player.locator(".cp-end")).to_be_visible()
    page.keyboard.press("Escape")
    expect(player.locator(".cp-end")).to_be_hidden()
    page.evaluate(SETTLED_SCROLL)


# -- axe-core ---------------------------------------------------------------------------

#: axe-core, from node_modules (npm ci), and the rules it runs.
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]


#: Resolves once the page has not scrolled for two frames (or after some 240 frames).
SETTLED_SCROLL = """async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  let last = NaN;
  for (let i = 0; i < 120 && scrollY !== last; i++) {
    last = scrollY;
    await frame();
    await frame();
  }
}"""


#: axe-core's rules that judge colours alone: the contrast of text with what lies behind it,
#: and of a link with the text around it. The colours are the stylesheets' (Material's
#: scheme, the player's), the same in every language. They run, with every other rule, in
#: AXE_LOCALES; in the dark scheme they run alone (a scheme changes colours alone).
COLOUR_RULES = ("color-contrast", "link-in-text-block")
#: The locales whose pages axe-core judges by every rule of TAGS: English, and Arabic, whose
#: mirrored layout puts text on other backgrounds. Every other locale's pages are judged by
#: LANGUAGE_RULES alone.
AXE_LOCALES = ("en", "ar")
#: axe-core's rules whose result a language can change, run on every page of every locale.
#: A locale changes a page's words and its direction, never its markup (a translation
#: cannot inject markup: markup in a message is escaped, its inline Markdown makes code and
#: links alone): the elements, their roles and ARIA attributes come from the templates and
#: the player's scripts, the colours and sizes from the stylesheets, the same in every
#: language. What words decide: the names of buttons, links, fields, dialogs, images and
#: landmarks (a translation left empty names nothing), a heading's or a table header's text,
#: the page's title, its languages (``lang``), the ids made from translated headings (a
#: duplicate, a skip link or an ARIA reference to an id that is not there), and a region that
#: words overflow (it scrolls: it must take the keyboard's focus). The rest (the structure
#: rules: lists, landmarks, heading levels, ARIA roles and attributes, nesting, tables; the
#: sizes of targets, which a word's width does not shrink below its box's padding and line;
#: the colours) runs in AXE_LOCALES, and the fit tests check every locale's layout at both
#: sizes. A fault a translation can make is still found in every locale: the walk was seen
#: to report a page of Polish whose title, a heading, a link or a player's button had lost
#: its words, or whose ``lang`` named no language.
LANGUAGE_RULES = (
    # Names and text.
    "aria-command-name",
    "aria-dialog-name",
    "aria-input-field-name",
    "aria-meter-name",
    "aria-progressbar-name",
    "aria-tab-name",
    "aria-toggle-field-name",
    "aria-tooltip-name",
    "aria-treeitem-name",
    "area-alt",
    "button-name",
    "document-title",
    "empty-heading",
    "empty-table-header",
    "frame-title",
    "frame-title-unique",
    "image-alt",
    "image-redundant-alt",
    "input-button-name",
    "input-image-alt",
    "label",
    "landmark-unique",
    "link-name",
    "object-alt",
    "role-img-alt",
    "select-name",
    "summary-name",
    "svg-img-alt",
    "table-duplicate-name",
    # Languages.
    "html-has-lang",
    "html-lang-valid",
    "html-xml-lang-mismatch",
    "valid-lang",
    # Ids made from words, and what refers to them.
    "accesskeys",
    "aria-valid-attr-value",
    "duplicate-id-aria",
    "skip-link",
    "td-headers-attr",
    # Words that overflow their box.
    "scrollable-region-focusable",
)


def violations(
    page: Any,
    axe_source: str,
    *,
    only: tuple[str, ...] = (),
    skip: tuple[str, ...] = (),
    within: str | None = None,
) -> list[str]:
    """What axe-core finds in the page as it is now: one line a rule, naming its first nodes.
    Every rule of TAGS, or ``only`` those rules, less those of ``skip``; in the whole page,
    or ``within`` the element of that selector and what it holds."""
    # Let a smooth scroll end (an end panel scrolls itself into view), then finish running
    # transitions (Material's header title fades on scroll): axe would measure the
    # contrast of a half-faded text.
    page.evaluate(SETTLED_SCROLL)
    page.evaluate("document.getAnimations().forEach(a => a.finish())")
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(axe_source)
    # Only violations are collected (axe's resultTypes): the passes' details cost time.
    options: dict[str, Any] = {
        "runOnly": {"type": "rule", "values": list(only)}
        if only
        else {"type": "tag", "values": TAGS},
        "rules": {rule: {"enabled": False} for rule in skip},
        "resultTypes": ["violations"],
    }
    result = page.evaluate(
        """([within, options]) => {
             const context = within ? document.querySelector(within) : document;
             if (!context) throw new Error(`axe: nothing matches ${within}`);
             return axe.run(context, options).then(r => r.violations.map(v =>
               ({id: v.id, nodes: v.nodes.map(n => n.target.join(' '))})));
           }""",
        [within, options],
    )
    return [f"{v['id']}: {', '.join(v['nodes'][:5])}" for v in result]


# -- the walk over a locale's pages (browser/conftest.py's locale_walk) ------------------


@dataclass
class Walk:
    """What one visit to each page of a locale saw (``locale_walk``)."""

    #: The pages visited, as paths (with English, the root page "/" first).
    pages: list[str]
    #: Requests to another host, and requests to the site (URLs).
    attempted: list[str] = field(default_factory=list)
    served: list[str] = field(default_factory=list)
    #: Console errors, uncaught errors, failed requests, responses of 400 and over.
    problems: list[str] = field(default_factory=list)
    #: Each page's colour scheme (Material's ``data-md-color-scheme``) and what axe-core
    #: found in it, its players mounted (not for the root page, which sends the visitor on).
    schemes: dict[str, str | None] = field(default_factory=dict)
    axe: dict[str, list[str]] = field(default_factory=dict)
