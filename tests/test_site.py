"""The built site: every locale, its language, its links, and the published text.

One build of the real project serves most tests (the session's built_site, shared with
the browser tests); tests of bad input build a modified copy of the project in a
temporary folder (test_build_errors.py).
"""

from __future__ import annotations

import re
from html import escape as html_escape
from html import unescape
from pathlib import Path

import pytest
from sitebuild import Build

PUBLISHED = Path(__file__).parent / "fixtures" / "published"
LOCALES = ("en", "ca", "hr")
#: Every locale that mkdocs.yml builds.
ALL_LOCALES = tuple(
    re.findall(
        r"\w+",
        re.search(
            r"locales:\s*\[([^\]]*)\]",
            (Path(__file__).parent.parent / "mkdocs.yml").read_text(encoding="utf-8"),
        )[1],
    )  # type: ignore[index]
)
PAGES = ("", "rules/", "examples/", "game-codes/", "play/", "about/")


@pytest.fixture(scope="module")
def site(built_site: Build) -> Build:
    return built_site


def normal(text: str) -> str:
    return " ".join(text.split())


def published_lines(name: str) -> list[str]:
    lines = []
    for line in (PUBLISHED / name).read_text(encoding="utf-8").splitlines():
        line = line.strip().removeprefix("- ").removeprefix("• ")
        if line:
            lines.append(normal(line))
    return lines


def assert_in_order(text: str, lines: list[str]) -> None:
    position = 0
    for line in lines:
        found = text.find(line, position)
        assert found >= 0, f"missing, or out of order: {line!r}"
        position = found + len(line)


def test_strict_build_has_no_warnings(site: Build) -> None:
    assert site.warnings == [], site.warnings


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_is_a_complete_site(site: Build, locale: str) -> None:
    for page in PAGES:
        assert (site.site / locale / page / "index.html").exists(), (locale, page)
    assert (site.site / locale / "sitemap.xml").exists()
    assert (site.site / locale / "search" / "search_index.json").exists()
    assert (site.site / locale / "assets" / "crescent" / "messages.json").exists()


@pytest.mark.parametrize(
    ("locale", "search_label"), [("en", "Search"), ("ca", "Cerca"), ("hr", "Pretraži")]
)
def test_lang_attribute_and_material_ui_language(
    site: Build, locale: str, search_label: str
) -> None:
    html = site.page(f"{locale}/rules/index.html")
    assert f'<html lang="{locale}"' in html
    assert f'placeholder="{search_label}"' in html


@pytest.mark.parametrize("locale", LOCALES)
def test_language_selector_leads_to_the_same_page(site: Build, locale: str) -> None:
    html = site.page(f"{locale}/rules/index.html")
    for other in LOCALES:
        link = (
            f'<a href="/{other}/rules/" hreflang="{other}" target="_self" class="md-select__link">'
        )
        assert link in html


@pytest.mark.parametrize("locale", LOCALES)
def test_no_head_link_makes_a_page_fetch_a_sitemap(site: Build, locale: str) -> None:
    # Material's script fetches the sitemap.xml beside each <link rel="alternate"> of the
    # head, on every page load; the language menu names each page at build time instead,
    # and search engines read each page's languages from the sitemap (next test).
    for page in ("index.html", "rules/index.html", "play/index.html", "404.html"):
        html = site.page(f"{locale}/{page}")
        assert not re.findall(r'<link rel="alternate"[^>]*hreflang', html), page
        assert html.count('class="md-select__link"') == len(ALL_LOCALES), page


@pytest.mark.parametrize("locale", LOCALES)
def test_the_sitemap_gives_each_page_in_every_language(site: Build, locale: str) -> None:
    xml = site.page(f"{locale}/sitemap.xml")
    entry = re.search(rf"<url>\s*<loc>[^<]*/{locale}/rules/</loc>.*?</url>", xml, flags=re.S)
    assert entry, xml[:500]
    alternates = re.findall(
        r'<xhtml:link rel="alternate" hreflang="(\w+)" href="([^"]+)"/>', entry[0]
    )
    assert [lang for lang, _ in alternates] == list(ALL_LOCALES)
    for lang, href in alternates:
        assert href.endswith(f"/{lang}/rules/")


def test_root_page_sends_visitors_to_their_language_and_lists_them(site: Build) -> None:
    html = site.page("index.html")
    assert "navigator.languages" in html
    for locale in LOCALES:
        assert f'<a href="{locale}/" hreflang="{locale}" lang="{locale}">' in html
    # The site's icon, so that a browser does not ask for /favicon.ico (a 404).
    icon = f'<link rel="icon" href="{LOCALES[0]}/assets/crescent/logo.svg" type="image/svg+xml">'
    assert icon in html
    assert (site.site / LOCALES[0] / "assets" / "crescent" / "logo.svg").is_file()


def test_catalan_rules_page_says_every_published_sentence_in_order(site: Build) -> None:
    lines = published_lines("rules.ca.txt")
    # The published third diagram drifts to "fundació … a sobre": we say "fonament … a dalt".
    lines = [
        line.replace("fundació", "fonament").replace(" a sobre", " a dalt")
        if line.startswith("fundació")
        else line
        for line in lines
    ]
    assert_in_order(site.text("ca/rules/index.html"), lines)


def test_catalan_generated_sentences(site: Build) -> None:
    text = site.text("ca/rules/index.html")
    assert "al 10è moviment, l’A♠ de la pila 10 es posa sobre el R♠ de la pila 14" in text
    assert (
        "la pila 1 passa de 2♥ 9♣ J♦ J♦ (del fons cap a dalt) a 9♣ J♦ J♦ 2♥: "
        "el 2♥ del fons ara és a dalt" in text
    )
    assert "fundació" not in text
    assert not re.search(r"\ba sobre\b", text)


#: The published Croatian page drifts from "stog" to "hrpa" in its last sections; the
#: glossary says "stog", whose case forms and gender (njegovu, prazan) follow.
CROATIAN_CORRECTIONS = {
    "Dodir na hrpu: ako samo jedno mjesto prihvaća njezinu gornju kartu, karta ide tamo; "
    "inače se hrpa odabire": "Dodir na stog: ako samo jedno mjesto prihvaća njegovu gornju "
    "kartu, karta ide tamo; inače se stog odabire",
    "osim baza, hrpe od šest karata": "osim baza, stogovi od šest karata",
    "prazna hrpa se nikad ne popunjava": "prazan stog se nikad ne popunjava",
    "samo gornja karta svake hrpe": "samo gornja karta svakog stoga",
    # 104 takes the "few" form (CLDR: n % 10 in 2..4, n % 100 not in 12..14): 104 karte.
    "svih 104 karata je na njima": "sve 104 karte su na njima",
}


def test_croatian_rules_page_says_every_published_sentence_in_order(site: Build) -> None:
    lines = []
    for line in published_lines("rules.hr.txt"):
        for published, corrected in CROATIAN_CORRECTIONS.items():
            line = line.replace(published, corrected)
        assert "hrp" not in line, line
        lines.append(line)
    assert_in_order(site.text("hr/rules/index.html"), lines)


def test_croatian_rules_page(site: Build) -> None:
    text = site.text("hr/rules/index.html")
    assert "u 10. potezu pik A iz stoga 10 stavlja se na pik K iz stoga 14" in text
    assert "stog 1 prelazi iz 2♥ 9♣ V♦ V♦ (od dna prema vrhu) u 9♣ V♦ V♦ 2♥" in text
    assert "hrp" not in text.lower()
    # CLDR plurals in the Croatian diagrams: 1 karta, 2 karte, 4 karte, 5 karata, 6 karata.
    for form in ("1 karta", "2 karte", "4 karte", "5 karata", "6 karata"):
        assert form in text, form


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_the_rules_setup_shows_the_deal_it_describes(site: Build, locale: str) -> None:
    """The setup's words describe the horseshoe and the diagrams' plan; the deal's picture
    comes right after them, in the setup section: at a desktop the rules' first screen
    shows a table, not text alone (a review)."""
    html = site.page(f"{locale}/rules/index.html")
    setup = html.index('id="setup"')
    moves = html.index('id="moves"')
    figure = html.find('<figure class="crescent-diagram" id="diagram-start">')
    assert setup < figure < moves, (locale, setup, figure, moves)
    assert html.find("<figure", setup) == figure, locale  # the page's first picture
    # The example game's deal: the same words as the Examples page's stepper at the deal.
    words = re.search(r'id="diagram-start-text">([^<]+)<', html)
    assert words, locale
    assert words[1] in site.page(f"{locale}/examples/index.html"), locale


def test_examples_page_tells_every_move_without_javascript(site: Build) -> None:
    html = site.page("en/examples/index.html")
    moves = re.findall(r'<li id="move-(\d+)">', html)
    assert [int(n) for n in moves] == list(range(1, len(moves) + 1))
    assert len(moves) > 100
    # The deal is the stepper's first frame, not a diagram again (deal=stepper).
    assert 'id="example-start"' not in html
    for ident in (
        "example-after-move-9",
        "example-before-redeal-1",
        "example-after-redeal-1",
        "example-end",
    ):
        assert f'id="{ident}"' in html, ident
    assert "All 104 cards are on the foundations" in html


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_move_from_pile_to_pile_in_the_list_says_what_it_uncovers(
    site: Build, locale: str
) -> None:
    """Under each move from a pile to a pile, the card it leaves on top of its pile, "for
    the next move" when the next step plays that card; nothing under a move to a foundation
    or one that empties its pile."""
    from crescent_docs.engine import Pile
    from crescent_docs.example.loader import load_example
    from crescent_docs.i18n import load_messages
    from crescent_docs.i18n.fallback import plain
    from crescent_docs.i18n.wording import Wording
    from crescent_docs.render.story import Story

    messages = load_messages(locale, Path(__file__).parent.parent / "locales")
    w = Wording(messages)
    html = site.page(f"{locale}/examples/index.html")
    items = dict(re.findall(r'<li id="move-(\d+)">(.*?)</li>', html))
    example = load_example(Path(__file__).parent.parent / "docs" / "examples" / "won-game.toml")
    steps = Story.play(example.deal, (step.action for step in example.steps)).steps
    notes = 0
    for i, step in enumerate(steps):
        if step.move is None:
            continue
        item = items[str(step.number)]
        source = step.move.source
        left = step.after.piles[source.index] if isinstance(source, Pile) else ()
        if not isinstance(step.move.destination, Pile) or not left:
            assert "crescent-why" not in item, (locale, step.number, item)
            continue
        card = left[-1]
        after = steps[i + 1] if i + 1 < len(steps) else None
        nxt = after is not None and after.move is not None and after.move.source == source
        key = "narration.uncovers-next" if nxt else "narration.uncovers"
        # Its words start with a space: the stepper says them after the move (stepper.js).
        said = re.search(r'<span class="crescent-why"> (.*?)</span>$', item)
        assert said is not None, (locale, step.number, item)
        expected = messages.text(key, card=w.the(card, w.narrative(card), "object"))
        assert unescape(re.sub(r"<[^>]+>", "", said[1])) == plain(expected), (locale, step.number)
        notes += 1
    assert notes >= 30, notes
    if locale == "en":
        assert items["1"].endswith(
            '<span class="crescent-why"> It uncovers the Q♣ for the next move.</span>'
        )


def test_about_page_shows_every_locale_coverage(site: Build) -> None:
    text = site.text("en/about/index.html")
    for name in ("English", "Català", "Hrvatski"):
        assert re.search(rf"{name} (\d+) / \1 100%", text), name


def test_no_url_of_another_host(site: Build) -> None:
    allowed = re.compile(r"https?://(127\.0\.0\.1|localhost)[:/]")
    attribute = re.compile(r"""(?:src|href|action|content)\s*=\s*["']?(https?:)?//[^"'\s>]+""")
    for path in site.site.rglob("*"):
        if path.suffix not in {".html", ".css"}:
            continue
        text = path.read_text(encoding="utf-8")
        for match in attribute.finditer(text):
            url = match.group(0).split("=", 1)[1].strip("\"' ")
            assert allowed.match(url) or url.startswith("http://www.w3.org/"), (path, url)
        for url in re.findall(r"url\(\s*['\"]?((?:https?:)?//[^)'\"]+)", text):
            assert allowed.match(url), (path, url)
    assert "fonts.googleapis.com" not in site.page("en/index.html")


@pytest.mark.parametrize(
    ("locale", "play", "rules"),
    [
        ("en", "Play", "Learn the rules"),
        ("ca", "Jugar", "Aprendre les regles"),
        ("hr", "Igraj", "Nauči pravila"),
    ],
)
def test_home_page_shows_a_board_and_two_calls_to_action(
    site: Build, locale: str, play: str, rules: str
) -> None:
    html = site.page(f"{locale}/index.html")
    assert (
        f'<a class="crescent-action crescent-action--primary" href="play/">{play}</a>'
        f'<a class="crescent-action crescent-action--secondary" href="rules/">{rules}</a>'
    ) in html
    assert html.count('<svg class="crescent-diagram__picture"') == 1
    assert 'id="diagram-deal"' in html


@pytest.mark.parametrize("locale", LOCALES)
def test_the_codes_on_the_game_codes_page_open_free_play(site: Build, locale: str) -> None:
    html = site.page(f"{locale}/game-codes/index.html")
    for code in ("CR1-N-AAAAAAB", "CR1-N-AAAAAAA", "CR1-N-NXMRLXV"):
        assert f'<a href="../play/#{code}"><code>{code}</code></a>' in html, code


@pytest.mark.parametrize(
    ("locale", "licence", "dark"),
    [
        ("en", "Free software under the MIT licence", "Switch to the dark scheme"),
        ("ca", "Programari lliure amb llicència MIT", "Canvia al tema fosc"),
        ("hr", "Slobodni softver pod licencom MIT", "Prebaci na tamnu temu"),
    ],
)
def test_logo_footer_and_scheme_switch_in_each_language(
    site: Build, locale: str, licence: str, dark: str
) -> None:
    for page in PAGES:
        html = site.page(f"{locale}/{page}index.html")
        assert licence in html
        about = "./" if page == "about/" else "../" * page.count("/") + "about/"
        assert f'<a href="{about}">' in html
        assert f'aria-label="{dark}"' in html
        assert 'data-md-color-scheme="slate"' in html
    html = site.page(f"{locale}/index.html")
    assert '<img src="assets/crescent/logo.svg" alt=""' in html
    assert '<link rel="icon" href="assets/crescent/logo.svg">' in html
    assert (site.site / locale / "assets" / "crescent" / "logo.svg").exists()
    assert 'role="dialog" aria-label="' in html  # the search dialog has a name


# -- the words of every locale, read from the HTML (the browser tests read en and hr) -------


def words(locale: str, key: str) -> str:
    from crescent_docs.i18n import load_messages

    return load_messages(locale, Path(__file__).parent.parent / "locales").text(key)


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_locale_has_its_calls_to_action_and_scheme_switch_in_its_words(
    site: Build, locale: str
) -> None:
    home = unescape(site.page(f"{locale}/index.html"))
    actions = re.search(
        r'<a class="crescent-action crescent-action--primary" href="play/">([^<]*)</a>'
        r'<a class="crescent-action crescent-action--secondary" href="rules/">([^<]*)</a>',
        home,
    )
    assert actions, locale
    assert actions.groups() == (words(locale, "home.play"), words(locale, "home.rules"))
    for page in PAGES:
        html = unescape(site.page(f"{locale}/{page}index.html"))
        assert f'aria-label="{words(locale, "site.scheme-dark")}"' in html, page
        assert f'aria-label="{words(locale, "site.scheme-light")}"' in html, page


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_diagram_folds_its_words_under_the_locales_summary(site: Build, locale: str) -> None:
    html = site.page(f"{locale}/examples/index.html")
    figures = html.count('<figure class="crescent-diagram"')
    folded = re.findall(
        r'<details class="crescent-diagram__words"([^>]*)><summary>([^<]*)</summary>'
        r'<p class="crescent-diagram__text" id="([^"]+)">([^<]{300,})</p>',
        html,
    )
    assert figures >= 5
    assert len(folded) == figures
    for attributes, summary, ident, _ in folded:
        assert "open" not in attributes, ident  # folded
        assert unescape(summary) == words(locale, "picture.in-words")
        # The picture's description: its words, and what it marks if it marks a step.
        assert re.search(f'aria-describedby="{ident}(?: [a-z0-9-]+-marks)?"', html), ident


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_diagram_of_the_game_has_a_visible_caption_that_is_its_name(
    site: Build, locale: str
) -> None:
    from crescent_docs.i18n import load_messages

    messages = load_messages(locale, Path(__file__).parent.parent / "locales")
    expected = {
        "examples": {
            "example-after-move-9": messages.text("picture.caption-after-move", number=9),
            "example-before-redeal-1": messages.text("picture.caption-before-redeal", number=1),
            "example-after-redeal-1": messages.text("picture.caption-after-redeal", number=1),
            "example-end": messages.text("picture.caption-end"),
        },
        "rules": {
            "diagram-before-move-10": messages.text("picture.caption-before-move", number=10),
            "diagram-before-redeal-1": messages.text("picture.caption-before-redeal", number=1),
            "diagram-after-redeal-1": messages.text("picture.caption-after-redeal", number=1),
        },
    }
    for page, captions in expected.items():
        html = site.page(f"{locale}/{page}/index.html")
        figures = re.findall(
            r'<figure class="crescent-diagram" id="([^"]+)">'
            r'<p class="crescent-diagram__caption" id="([^"]+)" aria-hidden="true">([^<]+)</p>'
            r"<div[^>]*><svg ([^>]*)>",
            html,
        )
        # Every diagram of the page has its caption, which names its picture: the name is
        # not given twice (no aria-label), and the caption is heard only as that name.
        assert len(figures) == html.count('<figure class="crescent-diagram"'), page
        found = {ident: (caption, unescape(text), svg) for ident, caption, text, svg in figures}
        for ident, text in captions.items():
            caption, shown, svg = found[ident]
            assert shown == text, (page, ident)
            assert f'aria-labelledby="{caption}"' in svg and "aria-label=" not in svg


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_a_diagram_marks_the_step_that_led_to_it_and_says_so(site: Build, locale: str) -> None:
    from crescent_docs.engine import Pile
    from crescent_docs.example.loader import load_example
    from crescent_docs.i18n import load_messages
    from crescent_docs.i18n.fallback import plain
    from crescent_docs.i18n.wording import Wording
    from crescent_docs.render.narration import narrate_step

    messages = load_messages(locale, Path(__file__).parent.parent / "locales")
    html = site.page(f"{locale}/examples/index.html")

    def figure(ident: str) -> str:
        found = re.search(f'<figure class="crescent-diagram" id="{ident}">.*?</figure>', html)
        assert found is not None, ident
        return found[0]

    def outlined(figure: str, kind: str) -> int:
        """How many places the picture outlines so (not the legend's samples)."""
        svg = figure[figure.index('<svg class="crescent-diagram__picture') :]
        svg = svg[: svg.index("</svg>")]
        return svg.count(f'<rect class="crescent-{kind}"')

    # After move 9: the moved card outlined where it went, its pile dashed where it was,
    # and the words under the picture (its description too) say which move that is.
    from crescent_docs.render.story import Story

    example = load_example(Path(__file__).parent.parent / "docs" / "examples" / "won-game.toml")
    story = Story.play(example.deal, (step.action for step in example.steps))
    step = story.move(9)
    assert step.move is not None and isinstance(step.move.source, Pile)
    moved = figure("example-after-move-9")
    assert (outlined(moved, "moved"), outlined(moved, "from")) == (1, 1)
    told = narrate_step(step.before, step.move, Wording(messages))
    said = re.search(r'<p class="crescent-diagram__marks" id="([^"]+)">(.*?)</p>', moved)
    assert said is not None
    words = unescape(re.sub(r"<[^>]+>", "", said[2]))
    assert words == plain(messages.text("picture.marks-move", step=told))
    assert f'aria-describedby="example-after-move-9-text {said[1]}"' in moved
    # Its legend (the page's first) says what the two outlines mean.
    for key in ("picture.legend-moved", "picture.legend-source"):
        assert html_escape(messages.text(key)) in moved, key
    # After a redeal: the card brought up in each pile of two cards or more; before it,
    # nothing is marked.
    redeal = story.redeal(1)
    piles = sum(1 for cards in redeal.before.piles if len(cards) >= 2)
    after = figure("example-after-redeal-1")
    assert (outlined(after, "moved"), outlined(after, "from")) == (piles, 0)
    assert plain(messages.text("picture.marks-redeal")) in unescape(re.sub(r"<[^>]+>", "", after))
    before = figure("example-before-redeal-1")
    assert (outlined(before, "moved"), outlined(before, "from")) == (0, 0)


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_the_rules_example_marks_the_move_its_text_tells(site: Build, locale: str) -> None:
    """The rules page tells move 10 over a picture of the position before it: the picture
    marks that move (the card that moves and where it goes), not move 9, which a review
    looked for in vain; its words and its legend say so."""
    from crescent_docs.engine import Pile
    from crescent_docs.example.loader import load_example
    from crescent_docs.i18n import load_messages
    from crescent_docs.i18n.fallback import plain
    from crescent_docs.i18n.wording import Wording
    from crescent_docs.render.narration import narrate_step
    from crescent_docs.render.story import Story

    messages = load_messages(locale, Path(__file__).parent.parent / "locales")
    html = site.page(f"{locale}/rules/index.html")
    found = re.search(
        r'<figure class="crescent-diagram" id="diagram-before-move-10">.*?</figure>', html
    )
    assert found is not None
    figure = found[0]
    example = load_example(Path(__file__).parent.parent / "docs" / "examples" / "won-game.toml")
    story = Story.play(example.deal, (step.action for step in example.steps))
    step = story.move(10)
    assert step.move is not None
    assert isinstance(step.move.source, Pile) and isinstance(step.move.destination, Pile)
    svg = figure[figure.index('<svg class="crescent-diagram__picture') :]
    svg = svg[: svg.index("</svg>")]
    # Two places are marked, the two piles of move 10, and nothing of a move played.
    # Each marked pile's caption ("10 · 6") follows its outline in its group.
    captions = re.findall(
        r'class="crescent-next"[^>]*/><text class="crescent-caption"[^>]*>(.*?)</text>', svg
    )
    marked = sorted(int(re.match(r"\d+", re.sub(r"<[^>]+>", "", c))[0]) for c in captions)
    assert marked == sorted([step.move.source.number, step.move.destination.number])
    assert svg.count('class="crescent-next"') == 2
    assert "crescent-moved" not in svg and "crescent-from" not in svg
    told = narrate_step(step.before, step.move, Wording(messages))
    words = unescape(re.sub(r"<[^>]+>", "", figure))
    assert plain(messages.text("picture.marks-next", step=told)) in words
    assert html_escape(messages.text("picture.legend-next")) in figure
    assert html_escape(messages.text("picture.legend-moved")) not in figure


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_play_page_gives_the_goal_under_its_table_in_its_language(
    site: Build, locale: str
) -> None:
    from crescent_docs.engine import FOUNDATIONS
    from crescent_docs.engine.position import TOTAL_CARDS

    html = site.page(f"{locale}/play/index.html")
    assert f'<html lang="{locale}"' in html
    goal = re.search(r'<div class="crescent-player" id="player".*?</div>\s*<p>(.*?)</p>', html)
    assert goal, locale
    # The engine's figures: every card, on every foundation, each a number of its own
    # (Arabic writes the article on to it: الـ104).
    for figure in (TOTAL_CARDS, len(FOUNDATIONS)):
        assert re.search(rf"(?<!\d){figure}(?!\d)", goal[1]), (figure, goal[1])
    assert "lang=" not in goal[1]  # in the page's language, not English in its place


#: The word for a switch, which the Play page's help must not call the verdict checkbox.
SWITCH = {
    "en": "switch",
    "ca": "interruptor",
    "hr": "prekidač",
    "es": "interruptor",
    "fr": "interrupteur",
    "de": "schalter",
    "pl": "przełącznik",
    "it": "interruttore",
    "ar": "تبديل",  # a toggle switch (مفتاح alone is also a keyboard key, which the help names)
}


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_locales_short_labels_differ_and_its_help_names_the_checkbox(
    site: Build, locale: str
) -> None:
    shorts = [words(locale, f"player.short-{k}") for k in ("redeal", "restart", "new")]
    firsts = [s.split()[0].lower() for s in shorts]
    assert len(set(firsts)) == 3, shorts
    # None the start of another ("Neu" / "Neustart"), and Redeal and Restart not alike at a
    # glance ("Podijeli" / "Ponovi": the same first letters and length).
    assert not any(a != b and b.startswith(a) for a in firsts for b in firsts), shorts
    if locale == "hr":
        assert firsts[0][:2] != firsts[1][:2], shorts
    help_text = site.text(f"{locale}/play/index.html").lower()
    assert words(locale, "player.verdict").lower() in help_text
    assert SWITCH[locale] not in help_text
