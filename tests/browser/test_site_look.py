"""The pages around the board, in every locale: the textual diagrams folded under "In
words", pictures legible on a phone, the home page's calls to action and its deal that opens
in Play, the game codes that open free play, and the light/dark switch."""

from __future__ import annotations

import re

import pytest
from browserkit import LOCALES, PLAY_LOCALES, ROOT, STORE, open_player
from playwright.sync_api import expect

from crescent_docs.i18n import load_messages

pytestmark = pytest.mark.browser


def words(locale: str, key: str) -> str:
    return load_messages(locale, ROOT / "locales").text(key)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_text_diagrams_are_folded_under_in_words(page, base_url, locale):
    open_player(page, f"{base_url}/{locale}/examples/")
    figures = page.locator("figure.crescent-diagram")
    assert figures.count() >= 5
    summary = words(locale, "picture.in-words")
    for i in range(figures.count()):
        figure = figures.nth(i)
        text = figure.locator(".crescent-diagram__text")
        # Folded: the sighted reader sees the picture and the disclosure, not the words …
        expect(figure.locator("svg.crescent-diagram__picture:visible")).to_be_visible()
        expect(figure.locator("summary")).to_have_text(summary)
        expect(text).to_be_hidden()
        # … which are in the page word for word, and are the picture's description, with
        # what the picture marks of the step that led to it, if it marks one.
        words_of_figure = text.text_content()
        assert len(words_of_figure) > 300
        marks = figure.locator(".crescent-diagram__marks")
        if marks.count():
            expect(marks).to_be_hidden()
            words_of_figure += " " + marks.text_content()
        picture = figure.locator("svg.crescent-diagram__picture:visible")
        expect(picture).to_have_accessible_description(words_of_figure)
        # Its caption, over it, is its name.
        caption = figure.locator(".crescent-diagram__caption")
        expect(caption).to_be_visible()
        expect(picture).to_have_accessible_name(caption.text_content())
    # The keyboard opens a disclosure.
    first = figures.first
    first.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(first.locator(".crescent-diagram__text")).to_be_visible()
    page.keyboard.press("Enter")
    expect(first.locator(".crescent-diagram__text")).to_be_hidden()


#: JS: the captions of a picture's piles: their words, boxes and size on the screen.
CAPTIONS = """s => [...s.querySelectorAll('.crescent-caption')].map((t) => {
  const r = t.getBoundingClientRect();
  return { text: t.textContent,
           box: [r.left, r.top, r.right, r.bottom],
           px: parseFloat(getComputedStyle(t).fontSize) * s.getScreenCTM().a };
})"""


#: JS: the font size on the screen of every drawn text of the page's pictures.
SIZES = """() => [...document.querySelectorAll('svg.crescent-diagram__picture text')]
  .filter(t => t.getClientRects().length)
  .map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)"""


@pytest.mark.parametrize("locale", LOCALES)
def test_pictures_have_no_text_under_11px_on_a_phone(browser, base_url, shared_page, locale):
    """On the home page, the Rules (the locale's shared page: conftest.py's ``shared_page``)
    and the Examples; and the home page's deal's pile captions are the board's short ones
    (pile and count), apart from each other."""
    from test_table import VIEWPORTS, assert_apart, wording

    width, height = VIEWPORTS["phone"]
    context = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=True, is_mobile=True
    )
    try:
        own = context.new_page()
        for path in ("", "rules/", "examples/"):
            if path == "rules/":
                page = shared_page(locale, (width, height), path)
            else:
                page = own
                open_player(page, f"{base_url}/{locale}/{path}")
            if not path:
                svg = page.locator("svg.crescent-diagram__picture:visible").first
                captions = svg.evaluate(CAPTIONS)
                assert len(captions) == 16
                for number, c in enumerate(captions, 1):
                    assert c["px"] >= 11
                    n = int(re.search(r"· (\d+)", c["text"]).group(1))
                    short = wording(locale).messages.text(
                        "player.pile-caption-short", number=number, n=n
                    )
                    assert c["text"] == short
                assert_apart([c["box"] for c in captions])
            sizes = page.evaluate(SIZES)
            assert len(sizes) > 24, path
            assert min(sizes) >= 11, (path, min(sizes))
            assert page.evaluate("document.documentElement.scrollWidth") <= width, path
            # The whole picture is on the screen: nothing to scroll sideways.
            box = page.locator("svg.crescent-diagram__picture:visible").first.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, (path, box)
    finally:
        context.close()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_home_page_calls_to_action(page, base_url, locale):
    page.goto(f"{base_url}/{locale}/")
    expect(page.locator("article svg.crescent-diagram__picture:visible")).to_be_visible()
    main = page.locator("article .crescent-actions")
    play = main.get_by_role("link", name=words(locale, "home.play"), exact=True)
    rules = main.get_by_role("link", name=words(locale, "home.rules"), exact=True)
    expect(play).to_be_visible()
    expect(rules).to_be_visible()
    # Both in view on arrival, Play first.
    assert play.bounding_box()["y"] + 40 < page.viewport_size["height"]
    assert play.bounding_box()["x"] < rules.bounding_box()["x"]
    play.click()
    expect(page).to_have_url(re.compile(rf"/{locale}/play/(#.*)?$"), timeout=15000)
    open_player(page, f"{base_url}/{locale}/")
    actions = page.locator("article .crescent-actions")
    actions.get_by_role("link", name=words(locale, "home.rules"), exact=True).click()
    expect(page).to_have_url(f"{base_url}/{locale}/rules/", timeout=15000)


@pytest.mark.parametrize("viewport", [(1280, 800), (390, 844)])
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_home_pages_deal_opens_that_deal_in_play(browser, base_url, locale, viewport):
    # It looked playable but was only a picture: a tap anywhere on it, or its link, opens
    # the same deal on the Play page.
    code = "CR1-N-AAAAAAB"
    width, height = viewport
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        for how in ("picture", "link"):
            page.goto(f"{base_url}/{locale}/")
            figure = page.locator("article #diagram-deal")
            link = figure.get_by_role("link", name=words(locale, "home.play-deal"), exact=True)
            expect(link).to_be_visible()
            assert link.get_attribute("href") == f"play/#{code}"
            if how == "link":
                link.click()
            else:
                # Over the picture's top left pile, away from the link.
                box = figure.locator(".crescent-diagram__picture:visible").bounding_box()
                page.mouse.click(box["x"] + box["width"] * 0.1, box["y"] + box["height"] * 0.3)
            expect(page).to_have_url(f"{base_url}/{locale}/play/#{code}", timeout=15000)
            player = page.locator("#player")
            expect(player).to_have_attribute("data-ready", "")
            # That deal, the game now kept.
            expect(player).to_contain_text(code)
            expect(player.locator(".cp-error")).to_be_empty()
            page.wait_for_function(
                "([k, code]) => JSON.parse(localStorage.getItem(k) || '{}').code === code",
                arg=[STORE, code],
            )
            page.evaluate("localStorage.clear()")
    finally:
        context.close()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_game_codes_open_free_play(page, base_url, locale):
    open_player(page, f"{base_url}/{locale}/game-codes/")
    for code in ("CR1-N-AAAAAAB", "CR1-N-NXMRLXV"):
        page.goto(f"{base_url}/{locale}/game-codes/")
        page.locator("article").get_by_role("link", name=code, exact=True).first.click()
        expect(page).to_have_url(f"{base_url}/{locale}/play/#{code}", timeout=15000)
        player = page.locator("#player")
        expect(player).to_have_attribute("data-ready", "")
        expect(player).to_contain_text(code)
        expect(player.locator(".cp-error")).to_be_empty()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_light_and_dark_switch(page, base_url, locale):
    page.emulate_media(color_scheme="light")
    page.goto(f"{base_url}/{locale}/rules/")
    body = page.locator("body")
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    dark = page.get_by_title(words(locale, "site.scheme-dark"))
    expect(dark).to_be_visible()
    dark.click()
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    felt = page.evaluate("getComputedStyle(document.body).getPropertyValue('--crescent-felt')")
    assert felt.strip() == "#173f2a"
    page.reload()
    expect(body).to_have_attribute("data-md-color-scheme", "slate")  # remembered
    light = page.get_by_title(words(locale, "site.scheme-light"))
    expect(light).to_be_visible()
    light.click()
    expect(body).to_have_attribute("data-md-color-scheme", "default")


def test_the_dark_scheme_follows_the_system(browser, base_url):
    context = browser.new_context(color_scheme="dark")
    try:
        page = context.new_page()
        page.goto(f"{base_url}/en/")
        expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    finally:
        context.close()


def test_the_language_selector_keeps_the_page_and_its_place(page, base_url):
    open_player(page, f"{base_url}/en/examples/#move-10")
    page.locator(".md-select").first.hover()
    page.locator('a.md-select__link[hreflang="ca"]').click()
    expect(page).to_have_url(re.compile(r"/ca/examples/#move-10$"), timeout=15000)


#: JS: the colours of a diagram's marks and of the felt under them, and the legend's.
MARK_COLOURS = """(figure) => {
  const stroke = (s) => getComputedStyle(figure.querySelector(s)).stroke;
  const legend = (s) => getComputedStyle(figure.querySelector(s));
  return {
    felt: getComputedStyle(figure.querySelector('.crescent-felt')).fill,
    moved: stroke('rect.crescent-moved'),
    from: stroke('rect.crescent-from'),
    dashed: getComputedStyle(figure.querySelector('rect.crescent-from')).strokeDasharray,
    legend: ['.crescent-legend__moved', '.crescent-legend__from'].map((s) => [
      legend(s).borderTopColor, legend(s).backgroundColor, legend(s).borderTopStyle,
    ]),
  };
}"""


@pytest.mark.parametrize("locale", ["en", "hr"])
def test_a_diagrams_marks_stand_out_on_the_felt_in_both_schemes(page, base_url, locale):
    from test_polish import contrast

    page.goto(f"{base_url}/{locale}/examples/")
    figure = page.locator("#example-after-move-9")
    figure.scroll_into_view_if_needed()
    for scheme in ("default", "slate"):
        page.evaluate(f"document.body.dataset.mdColorScheme = '{scheme}'")
        colours = figure.evaluate(MARK_COLOURS)
        # WCAG's non-text contrast: 3:1 against the felt the outlines lie on.
        for kind in ("moved", "from"):
            assert contrast(colours[kind], colours["felt"]) >= 3, (scheme, colours)
        assert colours["dashed"] not in ("none", ""), colours  # the place left: dashed
        # The legend draws each outline on the same felt, solid and dashed.
        (moved, felt, solid), (left, _, dashed) = colours["legend"]
        assert contrast(moved, felt) >= 3 and contrast(left, felt) >= 3, (scheme, colours)
        assert (solid, dashed) == ("solid", "dashed")
    # The rules page's picture before move 10 marks that move, dotted, as its legend does.
    page.goto(f"{base_url}/{locale}/rules/")
    figure = page.locator("#diagram-before-move-10")
    for scheme in ("default", "slate"):
        page.evaluate(f"document.body.dataset.mdColorScheme = '{scheme}'")
        colours = figure.evaluate(NEXT_COLOURS)
        assert contrast(colours["next"], colours["felt"]) >= 3, (scheme, colours)
        assert colours["dotted"] not in ("none", ""), colours
        assert contrast(colours["legend"], colours["swatch"]) >= 3, (scheme, colours)
        assert colours["style"] == "dotted", colours


#: JS: the colours of a picture's marks of the move to come, of the felt, and the legend's.
NEXT_COLOURS = """(figure) => {
  const mark = getComputedStyle(figure.querySelector('rect.crescent-next'));
  const legend = getComputedStyle(figure.querySelector('.crescent-legend__next'));
  return {
    felt: getComputedStyle(figure.querySelector('.crescent-felt')).fill,
    next: mark.stroke,
    dotted: mark.strokeDasharray,
    legend: legend.borderTopColor,
    swatch: legend.backgroundColor,
    style: legend.borderTopStyle,
  };
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_table_of_translations_has_room_between_its_columns(browser, base_url, locale):
    """The About page's table of translations, on a phone: its headings and cells apart, not
    run together ("Language Messages translated Coverage", a review)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/{locale}/about/")
        table = page.locator("table.crescent-status")
        expect(table).to_be_visible()
        gaps = table.evaluate(
            """t => [...t.querySelectorAll('tr')].flatMap((row) => {
                 const texts = [...row.children].map((c) => {
                   const r = document.createRange();
                   r.selectNodeContents(c);
                   return r.getBoundingClientRect();
                 });
                 return texts.slice(1).map((b, i) => b.left - texts[i].right);
               })"""
        )
        assert gaps and min(gaps) >= 8, gaps
    finally:
        context.close()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
@pytest.mark.parametrize("width", [390, 1280])
def test_the_footers_words_line_up_with_the_pages_text(browser, base_url, locale, width):
    """The footer's words start where the page's text does, not at the window's edge (on a
    phone they touched it: a review)."""
    context = browser.new_context(viewport={"width": width, "height": 844})
    try:
        page = context.new_page()
        page.goto(f"{base_url}/{locale}/")
        text = page.locator(".md-content h1").first
        footer = page.locator(".crescent-footer > *").first
        expect(footer).to_be_visible()
        left = """e => {
            const r = document.createRange();
            r.selectNodeContents(e);
            return r.getBoundingClientRect().left;
        }"""
        start, words = text.evaluate(left), footer.evaluate(left)
        assert words >= 12, (width, words)
        if width == 390:
            assert abs(words - start) <= 2, (start, words)
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_the_verdicts_checkbox_is_in_the_sites_green(page, base_url, scheme):
    # A review found the verdict's checkbox the browser's blue, the one blue on the page.
    open_player(page, f"{base_url}/en/play/")
    page.evaluate(f"document.body.setAttribute('data-md-color-scheme', '{scheme}')")
    box = page.locator(".cp-verdict-box input")
    colours = box.evaluate(
        """b => [getComputedStyle(b).accentColor,
                 getComputedStyle(document.querySelector('.md-typeset a')).color]"""
    )
    assert colours[0] == colours[1], colours
