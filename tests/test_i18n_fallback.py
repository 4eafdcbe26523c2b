"""Keyed messages that fall back to English say so: ``lang="en"`` around exactly that English
in every place their words become HTML (the narration, the textual diagram, the picture, the
About page's table, the footer, the home page's buttons), and in the player's bundle; a
complete locale shows no ``lang="en"`` at all."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from sitebuild import Build, build, copy_project, set_locales

from crescent_docs.engine import FOUNDATIONS, Card
from crescent_docs.i18n import load_messages
from crescent_docs.i18n.fallback import EN_END, EN_START, english, html_text, mark, plain
from crescent_docs.i18n.wording import Wording

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")

#: One keyed message of each kind left untranslated in Catalan, and where it shows.
UNTRANSLATED = {
    "card.the.A": "the {card}",  # narration (inline) and the example game
    "suit.of.S": "spades",  # the textual diagram (card.long)
    "rank.short.K": "K",  # the picture's card faces (SVG text) and every short card
    "picture.label": "Diagram of the position: {when}",  # the picture's name (aria-label)
    "picture.caption-end": "At the end of the game",  # a diagram's caption and its name
    "status.language": "Language",  # the About page's status table
    "site.footer-about": "About this site and its translations",  # every page's footer
    "home.play": "Play",  # the home page's call to action
    "player.undo": "Undo",  # the player's button (its bundle)
    "player.pile-caption": "{number} · {n} cards",  # a pile's accessible name (the bundle)
}
PLURAL = "count.cards"  # a plural: the textual diagram's counts


def test_mark_wraps_the_words_of_a_template_not_its_placeholders() -> None:
    assert mark("the {card}") == f"{EN_START}the{EN_END} {{card}}"
    assert mark("{rank}{symbol}") == "{rank}{symbol}"  # nothing to mark
    assert mark("; ") == "; "
    assert mark("pile {number}: {count}, {card} on top") == (
        f"{EN_START}pile{EN_END} {{number}}{EN_START}:{EN_END} {{count}}, {{card}} "
        f"{EN_START}on top{EN_END}"
    ).replace(f"{EN_START}:{EN_END}", ":")


def test_html_text_escapes_and_gives_the_english_its_language() -> None:
    text = f"8 de {EN_START}spades & co{EN_END}"
    assert html_text(text) == '8 de <span lang="en">spades &amp; co</span>'
    assert html_text(text, "tspan") == '8 de <tspan lang="en">spades &amp; co</tspan>'
    assert html_text("<b>a</b>") == "&lt;b&gt;a&lt;/b&gt;"
    assert plain(text) == "8 de spades & co"
    assert not english(text)
    assert english(f"{EN_START}Diagram{EN_END}: {EN_START}at the deal{EN_END}")
    assert not english("no marks at all")


def _catalan_without(tmp_path: Path, *keys: str) -> Path:
    """A copy of the locales with ``keys`` untranslated in Catalan."""
    target = tmp_path / "locales"
    copy_project(tmp_path)
    po = tmp_path / CA_PO
    text = po.read_text(encoding="utf-8")
    for key in keys:
        entry = rf'(msgctxt "{re.escape(key)}"\n(?:msgid(?:_plural)? "[^\n]*"\n)+)'
        text = re.sub(
            entry + r'((?:msgstr(?:\[\d\])? "[^\n]*"\n)+)',
            lambda m: m.group(1) + re.sub(r'"[^\n]*"\n', '""\n', m.group(2)),
            text,
            count=1,
        )
    po.write_text(text, encoding="utf-8")
    return target


def test_wording_marks_only_the_messages_that_fall_back(tmp_path: Path) -> None:
    locales = _catalan_without(tmp_path, "suit.of.S", PLURAL)
    words = Wording(load_messages("ca", locales))
    long = words.long(Card.parse("8S"))
    assert long == f"8 de {EN_START}spades{EN_END}"
    assert words.long(Card.parse("8H")) == "8 de cors"
    assert words.cards(5) == f"5 {EN_START}cards{EN_END}"
    complete = Wording(load_messages("ca", LOCALES))
    assert EN_START not in complete.long(Card.parse("8S")) + complete.cards(5)
    assert complete.foundation(FOUNDATIONS[0], "to") == plain(
        complete.foundation(FOUNDATIONS[0], "to")
    )
    english_site = Wording(load_messages("en"))
    assert EN_START not in english_site.long(Card.parse("8S"))  # the source is not marked


@pytest.fixture(scope="module")
def in_progress(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """Catalan in progress with one keyed message of each kind untranslated, beside a
    complete Croatian."""
    project = tmp_path_factory.mktemp("fallback")
    _catalan_without(project, *UNTRANSLATED, PLURAL)
    set_locales(project, ["ca", "hr"], in_progress=["ca"])
    result = build(project)
    assert result.returncode == 0, result.output
    return result


def _pages(site: Path, locale: str) -> dict[str, str]:
    return {
        str(p.relative_to(site)): p.read_text(encoding="utf-8")
        for p in sorted((site / locale).rglob("*"))
        if p.suffix in (".html", ".json", ".svg", ".xml")
    }


def _english_spans(page: str) -> set[str]:
    return set(re.findall(r'<t?span lang="en">([^<]*)</t?span>', page))


def test_the_english_of_each_untranslated_message_is_marked(in_progress: Build) -> None:
    rules = in_progress.page("ca/rules/index.html")
    # The textual diagram: a card's suit, and the plural count.
    assert '8 de <span lang="en">spades</span>' in rules
    assert re.search(r'\d+ <span lang="en">cards</span>', rules)
    # The narration: the article of an Ace.
    assert '<span lang="en">the</span> A♠' in rules
    # The picture: a King's face in SVG text.
    face = r'<g class="crescent-card"><rect[^>]*/><text [^>]*><tspan lang="en">K</tspan></text>'
    assert re.search(face, rules)
    # The picture's badge of a descending foundation (its short King), and the legend's.
    assert re.search(r'crescent-mark--direction">.*?↓<tspan lang="en">K</tspan></text>', rules)
    assert '<span class="crescent-legend__badge" aria-hidden="true">↓<span lang="en">K' in rules
    # Every page's footer.
    assert '<span lang="en">About this site and its translations</span></a>' in in_progress.page(
        "ca/index.html"
    )
    about = in_progress.page("ca/about/index.html")
    assert '<th><span lang="en">Language</span></th>' in about
    home = in_progress.page("ca/index.html")
    assert '<span lang="en">Play</span></a>' in home


def test_a_name_all_in_english_gives_its_element_the_language(in_progress: Build) -> None:
    example = in_progress.page("ca/examples/index.html")
    # A caption all English names its picture in English: its words are marked so.
    end = re.search(r'<figure[^>]*id="example-end">(<p[^>]*>.*?</p>)<div[^>]*><svg[^>]*>', example)
    assert end is not None
    assert '<span lang="en">At the end of the game</span></p>' in end[1]
    assert 'aria-labelledby="example-end-caption"' in end[0]
    # The home page's deal has no caption: a name half English (a translated "when") is not
    # marked, its element keeps the page's.
    home = in_progress.page("ca/index.html")
    deal = re.search(r'<svg[^>]*aria-label="Diagram of the position: [^"]*"[^>]*>', home)
    assert deal is not None and 'lang="en"' not in deal[0]


def test_only_that_english_is_marked(in_progress: Build) -> None:
    spans: set[str] = set()
    for name, page in _pages(in_progress.site, "ca").items():
        assert EN_START not in page and EN_END not in page, name
        spans |= _english_spans(page)
    assert spans == {
        "the",
        "spades",
        "cards",
        "card",
        "K",
        "Language",
        "About this site and its translations",
        "Play",
        "At the end of the game",
    }, spans


def test_the_player_bundle_lists_the_keys_that_fall_back(in_progress: Build) -> None:
    bundle = json.loads(in_progress.page("ca/assets/crescent/messages.json"))
    assert set(bundle["english"]) == {*UNTRANSLATED, PLURAL}
    assert bundle["strings"]["player.undo"] == "Undo"
    complete = json.loads(in_progress.page("hr/assets/crescent/messages.json"))
    assert "english" not in complete


def test_a_complete_locale_has_no_english_marked(in_progress: Build) -> None:
    for name, page in _pages(in_progress.site, "hr").items():
        assert 'lang="en"' not in page, name
        assert EN_START not in page, name
