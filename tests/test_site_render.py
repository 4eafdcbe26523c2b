"""The pictures and the home page's parts, as render/ draws them: card faces, the "In words"
disclosure, the board of a game code, and the calls to action (no markup from a directive's
arguments)."""

from __future__ import annotations

import re
from html import escape, unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from crescent_docs.engine import deal
from crescent_docs.i18n import load_messages
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.directives import DirectiveError
from crescent_docs.render.pages import diagram_html, page_renderer
from crescent_docs.render.svg import MIN_TEXT, WIDTH, svg_diagram
from crescent_docs.render.text import text_diagram

ROOT = Path(__file__).resolve().parent.parent
DIAGRAM_CSS = ROOT / "crescent_docs" / "render" / "assets" / "diagram.css"


def wording(locale: str = "en") -> Wording:
    return Wording(load_messages(locale, ROOT / "locales"))


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def tags(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed(html)
    return parser.tags


@pytest.mark.parametrize("locale", ["en", "ca", "hr"])
def test_the_text_sits_word_for_word_under_an_in_words_disclosure(locale: str) -> None:
    w = wording(locale)
    position = deal("CR1-N-AAAAAAB")
    html = diagram_html(position, w, ident="d", when="x")
    summary = w.text("picture.in-words")
    assert re.search(
        rf"<figcaption><details class=\"crescent-diagram__words\"><summary>{summary}</summary>"
        r'<p class="crescent-diagram__text" id="d-text">',
        html,
    )
    assert "<details open" not in html  # closed: sighted readers see the picture
    assert escape(text_diagram(position, w), quote=False) in html
    svg = next(a for t, a in tags(html) if t == "svg")
    assert svg["aria-describedby"] == "d-text"
    assert svg["role"] == "img"


def test_a_card_face_has_its_index_and_a_large_suit() -> None:
    position = deal("CR1-N-AAAAAAB")
    svg = svg_diagram(position, wording("ca"), label="l", describedby="t")
    # The Catalan King is R: the ranks come from the catalog; the suits are the symbols.
    faces = re.findall(r'<g class="crescent-card[^"]*"><rect[^>]*/>(.*?)</g>', svg)
    assert len(faces) == 24  # 16 piles and 8 foundations
    assert '<text x="5" y="20">R</text>' in svg  # the index, then a large suit
    assert all(face.count("<text ") == 3 for face in faces)
    # A dealt pile of 6 shows 5 edges under its top card; under it, its number and count.
    edges = re.findall(r'\)"><path d="([^"]+)"', svg)  # first in a pile's group
    assert len(edges) == 16
    assert all(edge.lower().count("m") == 5 for edge in edges)  # one move to each outline
    # The caption is the live board's short one (player.pile-caption-short), on one line.
    assert '<tspan class="crescent-caption__pile">16</tspan> · 6</text>' in svg
    # Each foundation wears the board's badge (the Catalan King is R); the bases are locked.
    assert svg.count("crescent-mark--direction") == 8
    assert svg.count(">↑A</text>") == 4 and svg.count(">↓R</text>") == 4
    assert svg.count("crescent-mark--base") == 8
    assert "crescent-mark--complete" not in svg


@pytest.mark.parametrize("narrow", [False, True])
def test_a_piles_depth_lies_under_its_card_as_on_the_table(narrow: bool) -> None:
    """The edges of the cards under a pile's top card show below it, as the live board
    draws them at a desktop and on a phone (the wide picture drew them above: a picture and
    the table beside it disagreed)."""
    svg = svg_diagram(deal("CR1-N-AAAAAAB"), wording(), label="l", describedby="t", narrow=narrow)
    edges = re.findall(r'\)"><path d="([^"]+)"', svg)
    assert len(edges) == 16
    for edge in edges:
        # The deepest outline starts 5 edges under the card's top (at 0), and each next one
        # an edge nearer it: every outline's bottom edge lies under the card's.
        first = re.match(r"M[\d.]+ ([\d.-]+)", edge)
        assert first and float(first[1]) > 0, edge
        assert re.findall(r"m0 ([\d.-]+)", edge) == ["-2"] * 4, edge


def test_an_empty_pile_is_an_outline_and_a_complete_foundation_a_check() -> None:
    from crescent_docs.engine import Position

    full = {"up-S": "KS", "up-H": "KH", "up-D": "KD", "up-C": "KC"}
    down = {"down-S": "AS", "down-H": "AH", "down-D": "AD", "down-C": "AC"}
    position = Position.from_json(
        {
            "piles": [[] for _ in range(16)],
            "foundations": [*full.values(), *down.values()],
            "redeals_left": 0,
            "moves": 0,
        }
    )
    svg = svg_diagram(position, wording(), label="l", describedby="t")
    assert svg.count('class="crescent-slot"') == 16
    assert svg.count("crescent-mark--complete") == 8
    assert not re.search(r'\)"><path ', svg)  # no edges first in a pile's group
    assert '<tspan class="crescent-caption__pile">1</tspan> · 0</text>' in svg
    assert "crescent-mark--base" not in svg


@pytest.mark.parametrize("locale", ["en", "ca", "hr", "es", "fr", "de", "pl"])
def test_the_captions_say_what_the_live_board_says_and_fit_under_their_cards(locale: str) -> None:
    from crescent_docs.render.svg import CAPTION_W, _text_width

    w = wording(locale)
    svg = svg_diagram(deal("CR1-N-AAAAAAB"), w, label="l", describedby="t")
    captions = re.findall(r'<text class="crescent-caption"[^>]*>(.*?)</text>', svg)
    assert len(captions) == 16
    for number, caption in enumerate(captions, 1):
        plain = re.sub(r"<[^>]+>", "", caption)
        assert plain == w.messages.text("player.pile-caption-short", number=number, n=6)
        assert _text_width(plain) <= CAPTION_W, plain


@pytest.mark.parametrize("locale", ["en", "ca", "hr", "es", "fr", "de", "pl"])
def test_the_picture_speaks_the_boards_language_in_step_with_its_words(locale: str) -> None:
    """Badges, locks, checks and captions come from the position (the engine's data), and
    the text alternative (the textual diagram the picture is described by) says the same."""
    from crescent_docs.engine import FOUNDATIONS, PILES, Position

    w = wording(locale)
    # A game under way: an empty pile, a base, a foundation built up, one complete.
    piles: list[list[str]] = [[] for _ in range(16)]
    piles[0], piles[1], piles[4] = ["8H", "9H"], ["QS"], ["7C"]
    tops = ["AS", "5H", "AD", "AC", "KS", "KH", "AD", "KC"]
    position = Position.from_json(
        {"piles": piles, "foundations": tops, "redeals_left": 2, "moves": 9, "partial": True}
    )
    html = diagram_html(position, w, ident="d", when="now")
    svg = next(m for m in re.findall(r"<svg.*?</svg>", html, re.S))
    words = re.search(r'<p class="crescent-diagram__text" id="d-text">(.*?)</p>', html, re.S)
    assert words is not None and 'aria-describedby="d-text"' in svg
    said = unescape(words.group(1))
    marks = re.findall(r'<g class="crescent-mark crescent-mark--(\w+)">(.*?)</g>', svg)
    badges = [re.sub(r"<[^>]+>", "", inner) for kind, inner in marks if kind == "direction"]
    ranks = {1: w.messages.text("rank.short.A"), 13: w.messages.text("rank.short.K")}
    assert badges == [("↑" if f.ascending else "↓") + ranks[f.base_rank] for f in FOUNDATIONS]
    held = [position.foundations[f.index] for f in FOUNDATIONS]
    assert [kind for kind, _ in marks if kind != "direction"] == [
        "complete" if n == 13 else "base" for n in held if n in (1, 13)
    ]
    assert held.count(1) == 6 and held.count(13) == 1 and held.count(5) == 1
    for foundation in FOUNDATIONS:
        line = w.text(
            "diagram.foundation",
            foundation=w.foundation(foundation),
            card=w.long(position.top(foundation)),
            count=w.cards(position.foundations[foundation.index]),
        )
        assert line in said, line
    captions = re.findall(r'<text class="crescent-caption"[^>]*>(.*?)</text>', svg)
    for pile, caption in zip(PILES, captions, strict=True):
        count = len(position.piles[pile.index])
        assert re.sub(r"<[^>]+>", "", caption) == f"{pile.number} · {count}"
        if count:
            line = w.text(
                "diagram.pile",
                number=pile.number,
                count=w.cards(count),
                card=w.long(position.piles[pile.index][-1]),
            )
        else:
            line = w.text("diagram.pile-empty", number=pile.number)
        assert line in said, line


def test_a_pages_first_picture_has_the_legend_of_the_boards_marks() -> None:
    renderer = page_renderer(wording("ca"), None)
    html = renderer.render_block("diagram code=CR1-N-AAAAAAB legend")
    legend = re.search(r'<ul class="crescent-legend" aria-label="([^"]+)">(.*?)</ul>', html)
    assert legend is not None
    w = wording("ca")
    assert legend.group(1) == w.text("player.legend")
    items = re.findall(r"<li[^>]*>(.*?)</li>", legend.group(2))
    # Last, the letters on the cards, each before its rank's name (Catalan's King is R).
    ranks = w.text("player.list-separator").join(
        f"{w.text(f'rank.short.{r}')} {w.text(f'rank.long.{r}')}" for r in "AJQK"
    )
    assert ranks.endswith("R rei")
    assert [re.sub(r"<[^>]+>", "", item).strip() for item in items] == [
        w.text("player.legend-base"),
        "↑A " + w.text("player.legend-up"),
        "↓R " + w.text("player.legend-down"),
        "5 · 6 " + w.text("player.legend-caption"),
        ranks,
    ]
    assert "crescent-legend" not in renderer.render_block("diagram code=CR1-N-AAAAAAB")
    with pytest.raises(DirectiveError, match="unknown word 'legnd'"):
        renderer.render_block("diagram code=CR1-N-AAAAAAB legnd")


def test_no_text_of_the_picture_is_smaller_than_its_minimum() -> None:
    # diagram.css sets every size; the picture is never narrower than WIDTH * 11 / MIN_TEXT.
    css = DIAGRAM_CSS.read_text(encoding="utf-8")
    sizes = [int(n) for n in re.findall(r"font-size:\s*(\d+)px", css)]
    assert sizes and min(sizes) >= MIN_TEXT
    minimum = int(re.search(r"min-width:\s*min\((\d+)px", css).group(1))  # type: ignore[union-attr]
    assert minimum * MIN_TEXT / WIDTH >= 11


def test_the_board_of_a_game_code_and_its_name() -> None:
    renderer = page_renderer(wording("hr"), None)
    html = renderer.render_block("diagram code=cr1-n-aaaaaab")
    assert 'aria-label="Shema položaja: pri dijeljenju igre CR1-N-AAAAAAB"' in html
    assert text_diagram(deal("CR1-N-AAAAAAB"), wording("hr")) in html
    with pytest.raises(DirectiveError, match="code="):
        renderer.render_block("diagram code=CR1-N-AAAAAA")


def test_a_deal_can_open_in_play() -> None:
    renderer = page_renderer(wording("hr"), None)
    html = renderer.render_block("diagram code=cr1-n-aaaaaab legend play=play/")
    assert (
        '<a class="crescent-diagram__play" href="play/#CR1-N-AAAAAAB">Igraj ovo dijeljenje</a>'
        in html
    )
    assert "crescent-diagram__play" not in renderer.render_block("diagram code=CR1-N-AAAAAAB")
    for bad in ("play=javascript:x", "play=https://example.org/", 'play="play/\\"x"'):
        with pytest.raises(DirectiveError, match="play="):
            renderer.render_block(f"diagram code=CR1-N-AAAAAAB {bad}")
    with pytest.raises(DirectiveError, match="needs code="):
        renderer.render_block("diagram at=start play=play/")


def test_the_calls_to_action_are_the_catalogs_words_on_site_pages() -> None:
    renderer = page_renderer(wording("ca"), None)
    html = renderer.render_block("actions play=play/ rules=rules/")
    assert html == (
        '<p class="crescent-actions">'
        '<a class="crescent-action crescent-action--primary" href="play/">Jugar</a>'
        '<a class="crescent-action crescent-action--secondary" href="rules/">'
        "Aprendre les regles</a>"
        "</p>"
    )


@pytest.mark.parametrize(
    "body",
    [
        "actions play=play/",
        'actions play="javascript:alert(1)" rules=rules/',
        "actions play=https://example.org/ rules=rules/",
        'actions play=play/ rules="rules/\\"onclick=x"',
    ],
)
def test_the_calls_to_action_take_only_site_pages(body: str) -> None:
    with pytest.raises(DirectiveError, match="actions"):
        page_renderer(wording(), None).render_block(body)


@pytest.mark.parametrize(
    ("directive", "complaint"),
    [
        ("{{ actions play=https://example.org/ rules=rules/ }}", "is not a page path"),
        ("{{ diagram code=CR1-N-AAAAAA }}", "code="),
    ],
)
def test_a_bad_home_page_directive_names_the_page_and_line(
    tmp_path: Path, directive: str, complaint: str
) -> None:
    from sitebuild import build, copy_project

    project = copy_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(re.sub(r"locales: \[[^\]]*\]", "locales: [en]", text), encoding="utf-8")
    page = project / "docs" / "index.md"
    source = page.read_text(encoding="utf-8")
    line = source.count("\n", 0, source.index("{{ actions")) + 1
    page.write_text(
        source.replace("{{ actions play=play/ rules=rules/ }}", directive), encoding="utf-8"
    )
    result = build(project)
    assert result.returncode != 0
    assert "Traceback" not in result.output, result.output
    assert f"docs/index.md:{line} (en)" in result.output, result.output
    assert complaint in result.output
