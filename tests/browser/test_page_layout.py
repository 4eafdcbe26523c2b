"""The pages around the card table, in every locale the site builds: the Play page is a
card table (no table of contents beside the board, which with its status line, its
controls and the verdict's checkbox fits the window); the board is a few key presses from
the page's top; the language menu keeps the page wherever the site is served; the root
page has the site's icon. (The pictures in the board's language: test_site_render.py.)"""

from __future__ import annotations

import re

import pytest
from browserkit import LOCALES, PLAY_LOCALES, open_player
from test_table import CODE, VIEWPORTS, page_at, wording

pytestmark = pytest.mark.browser

# A card's width at 1280 x 800 before the Play page became a card table (Material's
# column between the navigation and the table of contents, the board's height left for
# the legend too).
COLUMN_CARD = 54.3


def box(locator) -> dict:
    found = locator.bounding_box()
    assert found is not None, locator
    return found


def apart(a: dict, b: dict) -> bool:
    """Whether two boxes do not intersect (touching edges do not)."""
    across = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    down = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return across <= 0.5 or down <= 0.5


# -- 1. the Play page is a card table ---------------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_play_page_is_a_card_table_that_fits_the_window(shared_page, locale, viewport):
    width, height = VIEWPORTS[viewport]
    w = wording(locale)
    page = shared_page(locale, (width, height), code=CODE)
    player = page.locator("#player")
    # The page's heading is there for a screen reader, wherever it is shown.
    heading = page.get_by_role("heading", level=1)
    assert heading.text_content() == page.title().split(" - ")[0], page.title()
    header = box(page.locator(".md-header"))
    top = header["y"] + header["height"]
    # At a desktop the table is whole from the page's top (the navigation names the
    # page, highlighted, so its heading is not shown); anywhere, once scrolled to.
    for scrolled in (False, True) if viewport == "desktop" else (True,):
        if scrolled:
            player.evaluate("e => e.scrollIntoView()")
        else:
            assert page.evaluate("scrollY") == 0
        boxes = {
            "status": box(player.locator(".cp-say")),
            "board": box(player.locator(".cp-table")),
            "controls": box(player.locator(".cp-bar")),
            "verdict": box(player.get_by_role("checkbox", name=w.text("player.verdict"))),
        }
        for name, found in boxes.items():
            assert found["y"] >= top - 1, (scrolled, name, found, top)
            assert found["y"] + found["height"] <= height, (scrolled, name, found, height)
            assert found["x"] >= 0 and found["x"] + found["width"] <= width, (name, found)
    # The heading, the status line and the board never overlap (at a desktop the
    # heading lies beside the status line, in the room it keeps).
    parts = {
        "heading": box(heading),
        "status": box(player.locator(".cp-say")),
        "board": box(player.locator(".cp-table")),
    }
    for a, b in (("heading", "status"), ("heading", "board"), ("status", "board")):
        assert apart(parts[a], parts[b]), (locale, viewport, a, b, parts)
    # The checkbox comes right under the controls, before the legend.
    legend = box(player.locator(".cp-guide"))
    assert boxes["verdict"]["y"] >= boxes["controls"]["y"] + boxes["controls"]["height"]
    assert legend["y"] >= boxes["verdict"]["y"] + boxes["verdict"]["height"]
    card = box(player.locator('button[data-place="1"] .cp-card'))
    content = box(page.locator(".md-content"))
    if viewport == "desktop":
        # No table of contents beside it (the navigation stays): the content takes the
        # rest of the page, up to the side where the page's lines end (the right, or the
        # left in a right-to-left page), and the cards are bigger than in the column.
        assert not page.locator(".md-sidebar--secondary").is_visible()
        assert page.locator(".md-sidebar--primary").is_visible()
        nav = box(page.locator(".md-sidebar--primary"))
        if page.evaluate("getComputedStyle(document.body).direction") == "rtl":
            assert content["x"] <= 80, (content, width)
            assert nav["x"] >= content["x"] + content["width"] - 1, (nav, content)
        else:
            assert content["x"] + content["width"] >= width - 80, (content, width)
        assert content["width"] >= width - nav["width"] - 120, content
        assert card["width"] >= COLUMN_CARD + 5, card
    else:
        # A phone draws the horseshoe in eight columns, the table to near the window's
        # edges: cards big enough for a finger (test_table_touch.py).
        assert boxes["board"]["width"] >= width - 80, boxes["board"]
        assert card["width"] >= 40, card
    assert card["height"] / card["width"] == pytest.approx(1.4, abs=0.03)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_what_to_try_is_read_before_the_board(shared_page, locale, viewport):
    """A newcomer's first view says what to do, in the status line's place, where each
    move will be said: right under the controls (on a phone under the counts too), at a
    desktop on one line across the table's width (a narrow column beside the table, a word
    a line, was missed); whole, in the window, over nothing else."""
    width, height = VIEWPORTS[viewport]
    page = shared_page(locale, (width, height), code=CODE)
    player = page.locator("#player")
    if viewport == "phone":
        player.evaluate("e => e.scrollIntoView()")
    idle = player.locator(".cp-idle")
    assert idle.is_visible(), locale
    hint = box(idle)
    board = box(player.locator(".cp-table"))
    heading = box(page.get_by_role("heading", level=1))
    assert hint["y"] >= 0 and hint["y"] + hint["height"] <= height, hint
    assert hint["x"] >= 0 and hint["x"] + hint["width"] <= width, hint
    assert apart(hint, board) and apart(hint, heading), (locale, hint, board, heading)
    # Its words are all inside its box (no word longer than the column).
    assert idle.evaluate("e => e.scrollWidth <= e.clientWidth"), locale
    controls = box(player.locator(".cp-bar"))
    counts = box(player.locator(".cp-counts"))
    assert hint["y"] >= controls["y"] + controls["height"], (hint, controls)
    assert apart(hint, counts), (locale, hint, counts)
    if viewport == "desktop":
        # One line, at least as wide as the table's half: read at a glance.
        line = idle.evaluate("e => parseFloat(getComputedStyle(e).lineHeight)")
        assert hint["height"] < 1.5 * line, (locale, hint, line)
        assert hint["width"] >= board["width"] / 2, (locale, hint, board)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_other_pages_keep_their_column(browser, base_url, viewport):
    width, height = VIEWPORTS[viewport]
    with page_at(browser, width, height) as page:
        for path in ("rules/", "examples/"):
            open_player(page, f"{base_url}/en/{path}")
            if viewport == "desktop":
                assert page.locator(".md-sidebar--primary").is_visible(), path
            # Nothing of a player is wider than the window.
            for player in page.locator(".crescent-player").all()[:3]:
                found = box(player)
                assert found["x"] >= 0 and found["x"] + found["width"] <= width, path


# -- 4. the language menu keeps the page wherever the site is served ---------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_language_menu_keeps_the_page_on_another_server(page, base_url, server, locale):
    from crescent_docs.tools.localhost import served

    # The same site served at another address than its site_url (base_url). The menu's
    # links are written at build time (no sitemap is fetched): each names this page in
    # its language, from wherever the site is served.
    others = [other for other in LOCALES if other != locale]
    with served(server[1]) as elsewhere:
        assert elsewhere != base_url
        for path in ("rules/", "play/"):
            open_player(page, f"{elsewhere}/{locale}/{path}")
            named = dict(
                page.evaluate(
                    "[...document.querySelectorAll('a.md-select__link[hreflang]')]"
                    ".map((a) => [a.hreflang, a.href.split('#')[0]])"
                )
            )
            assert named == {o: f"{elsewhere}/{o}/{path}" for o in (locale, *others)}
            # Followed, a link goes there. (Play writes its game's code in the address,
            # which goes along.)
            page.locator(".md-select").first.hover()
            page.locator(f'a.md-select__link[hreflang="{others[0]}"]').click()
            same = re.escape(f"{elsewhere}/{others[0]}/{path}") + r"(#CR1-[^/]*)?$"
            page.wait_for_url(re.compile(same), timeout=15000)  # a page load, on a busy machine
        # A game's code in the address goes along, to the same game.
        open_player(page, f"{elsewhere}/{locale}/play/#{CODE}")
        page.locator(".md-select").first.hover()
        page.locator(f'a.md-select__link[hreflang="{others[-1]}"]').click()
        page.wait_for_url(f"{elsewhere}/{others[-1]}/play/#{CODE}", timeout=15000)


# -- 3. the board is a few key presses from the page's top ------------------------------

TO_BOARD = "() => !!document.activeElement?.closest('.cp-board [data-place]')"


# Where the focus is after a Tab: on the board, in the header's language menu (its button or
# one of its links: one widget), in the page's content, or elsewhere (skip links, header,
# navigation).
FOCUS_AT = """() => {
  const e = document.activeElement;
  if (e?.closest('.cp-board [data-place]')) return 'board';
  if (e?.closest('.md-select')) return 'language menu';
  if (e?.closest('.md-content') && !e.matches('.cp-skip')) return 'content';
  return 'chrome';
}"""


def tab_stops_to_the_board(page, limit: int = 60) -> list[str]:
    """Where each Tab press from the page's top puts the focus, up to the board's place."""
    stops = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        stops.append(page.evaluate(FOCUS_AT))
        if stops[-1] == "board":
            return stops
    raise AssertionError(f"no place of the board within {limit} Tab presses: {stops}")


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_board_is_a_few_key_presses_away(browser, base_url, locale, viewport):
    width, height = VIEWPORTS[viewport]
    w = wording(locale)
    with page_at(browser, width, height) as page:
        for path in ("play/", "rules/"):
            # The first Tab reaches "Skip to the board", whose Enter gives a place the focus.
            open_player(page, f"{base_url}/{locale}/{path}")
            page.keyboard.press("Tab")
            assert page.evaluate("document.activeElement.textContent") == w.text("player.skip")
            page.keyboard.press("Enter")
            assert page.evaluate(TO_BOARD), path
        # Tab alone reaches it too, past the header and the navigation only: no stop of
        # the page's content comes first. The stops are the skip link, the logo, the
        # colour scheme, the language menu, the search (its field and results) and the six
        # pages of the navigation, then the board. The language menu counts as one stop: it
        # is one widget, whose links (one per language: Material puts each in the tab order)
        # grow with the site's languages, not with the page; the skip link passes it.
        open_player(page, f"{base_url}/{locale}/play/")
        stops = tab_stops_to_the_board(page)
        assert "content" not in stops, stops
        widgets = [s for n, s in enumerate(stops) if s != "language menu" or stops[n - 1] != s]
        assert widgets.count("language menu") == 1, stops
        assert len(widgets) <= 13, stops


# -- 5. the root page ------------------------------------------------------------------


def test_the_root_page_has_the_sites_icon_and_no_404(page, base_url):
    # Its script sends the visitor on at once: served without it, the page stays.
    def without_script(route):
        response = route.fetch()
        html = re.sub(r"<script>.*?</script>", "", response.text(), flags=re.S)
        route.fulfill(response=response, body=html)

    failed: list[str] = []
    page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    page.route(base_url + "/", without_script)
    page.goto(base_url + "/")
    page.wait_for_load_state("networkidle")
    icon = page.locator('link[rel="icon"]')
    assert icon.count() == 1
    href = icon.evaluate("e => e.href")
    assert page.request.get(href).status == 200
    assert failed == []
