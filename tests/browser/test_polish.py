"""The table's finish: its keyboard focus ring, the win's panel beside the full
foundations, Finish gone once the game is won, and a hint that always answers."""

from __future__ import annotations

import re

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, place, redeal_now
from playwright.sync_api import expect
from test_accessibility import axe_source, violations  # noqa: F401
from test_ending import wording
from test_table import page_at, play_page

pytestmark = pytest.mark.browser


# -- the focus ring ---------------------------------------------------------------------


def rgb(color: str) -> tuple[float, float, float]:
    """A CSS colour as the page gives it (#rgb, #rrggbb, rgb(), rgba()), as 0-255 values."""
    color = color.strip()
    if color.startswith("#"):
        digits = color[1:7] if len(color) > 5 else "".join(c * 2 for c in color[1:4])
        return tuple(int(digits[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]
    found = re.match(r"rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)", color)
    assert found, color
    return tuple(float(v) for v in found.groups())  # type: ignore[return-value]


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two colours."""

    def luminance(color: str) -> float:
        def channel(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(v) for v in rgb(color))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


#: The focused element's ring: its outline's colour, style and width, and its inner edge
#: (the box-shadow's colour); and the surfaces it lies on.
RING = r"""(e) => {
  const s = getComputedStyle(e);
  const table = getComputedStyle(document.querySelector('#player .cp-table'));
  const shadow = s.boxShadow.match(/rgba?\([^)]*\)/);
  return {
    visible: e.matches(':focus-visible'),
    color: s.outlineColor, style: s.outlineStyle, width: parseFloat(s.outlineWidth),
    edge: shadow ? shadow[0] : null,
    felt: ['--cp-felt', '--cp-felt-light', '--cp-felt-dark'].map((v) => table.getPropertyValue(v)),
    face: table.getPropertyValue('--cp-face'),
    page: getComputedStyle(document.body).backgroundColor,
  };
}"""
#: Every other part of the player that takes the focus and shows, focused in turn after a
#: key was pressed (so that the focus is the keyboard's): its ring.
RINGS = f"""() => [...document.querySelectorAll(
    '#player :is(button:not(.cp-place), input, summary, a[href])')]
  .filter((e) => e.checkVisibility({{ visibilityProperty: true }}))
  .map((e) => (e.focus(), {{ name: e.outerHTML.slice(0, 60), ...({RING})(e) }}))"""


def assert_ring(ring: dict, where: str) -> None:
    """A solid ring of two tones: one that stands out from the felt or the page, the other
    from a card's face or the page, and the two from each other."""
    assert ring["visible"], where
    assert ring["style"] == "solid" and ring["width"] >= 3, (where, ring)
    assert ring["edge"], (where, ring)
    assert contrast(ring["color"], ring["edge"]) >= 3, (where, ring)
    for felt in ring["felt"]:
        assert contrast(ring["color"], felt) >= 3, (where, felt, ring)
    assert contrast(ring["edge"], ring["face"]) >= 3, (where, ring)
    page = max(contrast(ring["color"], ring["page"]), contrast(ring["edge"], ring["page"]))
    assert page >= 3, (where, ring)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_keyboard_focus_is_a_ring_that_stands_out_in_both_schemes(browser, base_url, locale):
    for width, height in [(1280, 800), (390, 844)]:
        with page_at(browser, width, height) as page:
            player = play_page(page, base_url, locale, code="CR1-N-AAAAAAB")
            for scheme in ("default", "slate"):
                page.evaluate(f"document.body.dataset.mdColorScheme = '{scheme}'")
                where = (locale, width, scheme)
                # A pile's card, reached by the arrow keys.
                # (An arrow moves the focus once nearby.js has come: wait for each move,
                # or the focus may still be on pile 3 from before the arrows.)
                place(player, 3).focus()
                page.keyboard.press("ArrowDown")
                page.wait_for_function("!document.activeElement.matches('[data-place=\"3\"]')")
                page.keyboard.press("ArrowUp")
                page.wait_for_function(
                    "document.activeElement.matches('[data-place=\"3\"]:focus-visible')"
                )
                focused = page.locator(":focus")
                ring = focused.evaluate(RING)
                assert_ring(ring, f"{where} place")
                # Not the selection's look: select it, and its card's outline is another.
                page.keyboard.press("Enter")
                expect(player.locator(".cp-sel")).to_have_count(1)
                chosen = player.locator(".cp-sel .cp-card").evaluate(
                    "e => getComputedStyle(e).outlineColor"
                )
                assert rgb(chosen) != rgb(ring["color"]), where
                page.keyboard.press("Escape")
                expect(player.locator(".cp-sel")).to_have_count(0)
                # Nor the hint's or the last move's marks (dashed, dotted), nor the glow.
                glow = player.locator(".cp-table").evaluate(
                    "e => getComputedStyle(e).getPropertyValue('--cp-glow')"
                )
                assert rgb(glow) != rgb(ring["color"]), where
                # The controls, the code form, the checkbox, the disclosures.
                player.locator(".cp-more").evaluate("e => (e.open = true)")
                rings = page.evaluate(RINGS)
                assert len(rings) >= 8, rings
                for r in rings:
                    assert_ring(r, f"{where} {r['name']}")
                player.locator(".cp-more").evaluate("e => (e.open = false)")


#: The selected card's marks: its outline, the frame inside its face (the inset shadow:
#: colour and width), its face, and the felt and the gold of the places that take it.
SELECTED = r"""(root) => {
  const card = root.querySelector('.cp-sel .cp-card');
  const s = getComputedStyle(card);
  const inset = s.boxShadow.split(/,(?![^(]*\))/).find((part) => part.includes('inset')) || '';
  const table = getComputedStyle(root.querySelector('.cp-table'));
  return {
    outline: s.outlineColor, outlineWidth: parseFloat(s.outlineWidth),
    frame: (inset.match(/rgba?\([^)]*\)/) || [''])[0],
    frameWidth: parseFloat((inset.match(/(\d+(?:\.\d+)?)px\s+inset/) || ['', '0'])[1]),
    face: s.backgroundColor,
    felt: table.getPropertyValue('--cp-felt'), glow: table.getPropertyValue('--cp-glow'),
    targets: root.querySelectorAll('.cp-ok').length,
  };
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_selected_card_stands_out_from_the_places_that_take_it(browser, base_url, locale):
    """A review found the selected card, in a thin white ring, harder to see on a phone than
    the gold of its targets: it is ringed in white on the felt and framed inside its face,
    each at least 3:1 against what it lies on, in neither scheme the targets' gold."""
    with page_at(browser, 390, 844, has_touch=True) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        place(player, 3).tap()  # the Q♣: the K♣ (pile 4) and the ascending clubs take it
        expect(player.locator(".cp-sel")).to_have_count(1)
        for scheme in ("default", "slate"):
            page.evaluate(f"document.body.dataset.mdColorScheme = '{scheme}'")
            found = player.evaluate(SELECTED)
            assert found["targets"] == 2, found
            assert found["outlineWidth"] >= 2 and contrast(found["outline"], found["felt"]) >= 3
            assert found["frameWidth"] >= 2, found
            assert contrast(found["frame"], found["face"]) >= 3, (scheme, found)
            for mark in (found["outline"], found["frame"]):
                assert rgb(mark) != rgb(found["glow"]), (scheme, found)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_axe_finds_nothing_with_a_focused_place(page, base_url, locale, axe_source):  # noqa: F811
    player = play_page(page, base_url, locale, code="CR1-N-AAAAAAB")
    place(player, 3).focus()
    page.keyboard.press("ArrowDown")
    assert violations(page, axe_source, within="#player") == []  # the page: the walk's


# -- the win ----------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_is_gone_once_its_last_card_has_won_the_game(browser, base_url, locale):
    m = wording(locale)
    # With motion: the finish plays its cards one after another, on a timer.
    with page_at(browser, 1280, 800, reduced_motion="no-preference") as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        for p in (1, 2, 2):  # the K♠ up, the Q♦ and K♦ up: the rest drops by itself
            place(player, p).click()
        finish = player.locator('[data-control="finish"]')
        finish.click()
        expect(player.get_by_role("dialog", name=m.text("player.won-title"))).to_be_visible()
        # Neither shown nor lit up (hovered or focused) after the win.
        expect(finish).to_be_hidden()


# -- the hint ---------------------------------------------------------------------------

#: Records, with the page's own clock, each thing the advice line says, and how long
#: "Thinking…" has said longest (up to now, when it says it still).
ADVICE_LOG = """() => {
  const advice = document.querySelector('#player .cp-advice');
  const log = (window.adviceLog = [[performance.now(), advice.textContent]]);
  new MutationObserver(() => log.push([performance.now(), advice.textContent])).observe(advice, {
    childList: true, characterData: true, subtree: true,
  });
}"""
LONGEST_THINKING = """(thinking) => {
  const log = [...window.adviceLog, [performance.now(), null]];
  let longest = 0, since = null;
  for (const [t, text] of log) {
    if (text === thinking) since ??= t;
    else if (since !== null) (longest = Math.max(longest, t - since)), (since = null);
  }
  return longest;
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_hint_pressed_again_and_again_never_thinks_for_more_than_3_s(page, base_url, locale):
    m = wording(locale)
    thinking = m.text("player.thinking")
    # The page's timers run on a clock the test moves (the solver's worker on its own):
    # what is measured is the page's time, whatever the machine's load.
    page.clock.install()
    player = play_page(page, base_url, locale, code="CR1-N-AAAAAAB")
    redeal = player.locator('[data-control="redeal"]')
    redeal_now(player)  # an early redeal
    expect(redeal).to_have_attribute("data-n", "2")
    # A first hint, shown while the page's clock still runs: the solver's help is in the
    # page before the clock stops. A module on its way comes in the machine's time, while
    # the test moves the page's (a loaded CI run found "Thinking…" for 4.5 s of the page's
    # time, before help.js had run).
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    page.evaluate(ADVICE_LOG)
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    advice = player.locator(".cp-advice")

    def press(times: int, every: int) -> None:
        for _ in range(times):
            page.keyboard.press("h")
            page.clock.run_for(every)

    # Quickly, again and again: while it thinks (its search goes on), and while a move
    # shows (it is played, and the next position's search starts while the last one runs).
    press(12, 150)
    press(30, 250)
    press(8, 700)
    # After the last press, "Thinking…" gives way to a move within 3 s of the page's time.
    page.clock.run_for(3000)
    expect(advice).not_to_have_text(thinking)
    assert page.evaluate(LONGEST_THINKING, thinking) <= 3000
    # Hints were given and played: the game went on.
    expect(player.locator(".cp-counts > span").first).not_to_have_text(m.text("player.moves", n=0))
