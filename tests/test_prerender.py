"""The players' first frame as the build writes it (render/prerender.py), read from the
built pages of every locale, without a browser: each rule demo and the stepper drawn with
the locale's words (the same words as the textual diagrams of the pages), each player's
controls those of player/controls.json, in their order and words, and free play's empty
table. (The browser's side, that the script draws the same: browser/test_first_frame.py.)
"""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sitebuild import Build

from crescent_docs.engine import FOUNDATIONS, PILES
from crescent_docs.example.loader import load_example
from crescent_docs.i18n import load_messages
from crescent_docs.i18n.fallback import plain
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.player import demo_position
from crescent_docs.render.prerender import FirstFrame, controls, frame_position
from crescent_docs.render.text import text_diagram

ROOT = Path(__file__).resolve().parent.parent
ALL_LOCALES = tuple(
    re.findall(
        r"\w+",
        re.search(  # type: ignore[index]
            r"locales:\s*\[([^\]]*)\]", (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
        )[1],
    )
)


class Tags(HTMLParser):
    """Each start tag's name and attributes, and the text of every element by its id."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {name: value or "" for name, value in attrs}))


def tags(html: str) -> list[tuple[str, dict[str, str]]]:
    parser = Tags()
    parser.feed(html)
    return parser.tags


def mounts(html: str, mode: str) -> list[str]:
    """The HTML of each player of ``mode`` in a page (a mount holds no other mount)."""
    found = []
    for match in re.finditer(rf'<div class="crescent-player"[^>]*data-mode="{mode}"', html):
        depth, at = 0, match.start()
        for tag in re.finditer(r"<(/?)div\b", html[at:]):
            depth += -1 if tag[1] else 1
            if depth == 0:
                found.append(html[at : at + tag.end()])
                break
    return found


def control_words(player: str) -> list[tuple[str, str]]:
    """Each control's name and words (an icon button's: its label's)."""
    return [
        (name, unescape(re.sub(r"<[^>]+>", "", words)))
        for name, words in re.findall(
            r'<button [^>]*data-control="([^"]+)"[^>]*>(.*?)</button>', player
        )
    ]


@pytest.fixture(scope="module")
def site(built_site: Build) -> Build:
    return built_site


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_demo_is_drawn_with_its_position_words_and_controls(site: Build, locale: str) -> None:
    messages = load_messages(locale, ROOT / "locales")
    html = site.page(f"{locale}/rules/index.html")
    demos = mounts(html, "demo")
    assert len(demos) == 5
    names = [c["name"] for c in controls()["demo"]]
    for n, demo in enumerate(demos, start=1):
        found = tags(demo)
        root = found[0][1]
        assert root["id"] == f"demo-{n}"
        position = json.loads(unescape(root["data-position"]))
        # Its piles up to the last with cards and one more, then the eight foundations.
        places = [a["data-place"] for tag, a in found if "data-place" in a]
        last = max((i for i, pile in enumerate(position["piles"], 1) if pile), default=0)
        assert places == [str(p) for p in PILES[: last + 1]] + [str(f) for f in FOUNDATIONS]
        # Each place names itself as the textual diagram says it (its aria-labelledby).
        for _, a in found:
            if "aria-labelledby" in a:
                assert f'id="{a["aria-labelledby"]}"' in demo
        assert [name for name, _ in control_words(demo)] == names
        words = dict(control_words(demo))
        assert words["undo"] == messages.text("player.undo")
        assert words["reset"] == messages.text("player.reset")
        prompt = re.search(r'<p class="cp-idle"[^>]*>([^<]*)</p>', demo)
        assert prompt and unescape(prompt[1]) == messages.text("player.idle-demo")
        # Only the page's first demo has the legend's box and the list of keys.
        assert ('class="cp-guide"' in demo) == (n == 1)


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_the_stepper_is_drawn_at_the_deal_with_the_words_of_the_textual_diagram(
    site: Build, locale: str
) -> None:
    messages = load_messages(locale, ROOT / "locales")
    html = site.page(f"{locale}/examples/index.html")
    (stepper,) = mounts(html, "stepper")
    status = re.search(r'<p class="cp-status"[^>]*>([^<]*)</p>', stepper)
    assert status and unescape(status[1]) == messages.text("player.at-deal")
    # The board is a picture hidden from assistive technology; its words are under "In
    # words", the words of a diagram of the deal (render/text.py), which the page does not
    # draw again: the stepper draws it.
    assert re.search(r'<div class="cp-board" aria-hidden="true">', stepper)
    text = re.search(r'<p class="crescent-diagram__text cp-text"[^>]*>([^<]*)</p>', stepper)
    deal = load_example(ROOT / "docs" / "examples" / "won-game.toml").deal
    assert text and unescape(text[1]) == plain(text_diagram(deal, Wording(messages)))
    assert 'id="example-start"' not in html
    names = [c["name"] for c in controls()["stepper"]]
    assert [name for name, _ in control_words(stepper)] == names
    assert dict(control_words(stepper))["first"] == messages.text("player.first")


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_free_play_is_drawn_as_an_empty_table_with_its_controls(site: Build, locale: str) -> None:
    messages = load_messages(locale, ROOT / "locales")
    html = site.page(f"{locale}/play/index.html")
    (player,) = mounts(html, "play")
    found = tags(player)
    places = [a for _, a in found if "data-place" in a]
    assert len(places) == 24
    assert all("cp-empty" in a["class"] for a in places[:16])
    assert all("cp-base" in a["class"] for a in places[16:])
    assert [name for name, _ in control_words(player)] == [c["name"] for c in controls()["play"]]
    # Its notice, for a reader without JavaScript.
    assert unescape(messages.text("player.needs-javascript")) in unescape(player)


def test_the_first_frame_names_each_place_as_the_pages_diagrams_do() -> None:
    """The first frame's words (words.js's, from the message bundle) against the pages'
    own (i18n/wording.py, render/text.py), in every locale: the whole position in words."""
    position = demo_position('[piles]\n1 = "8H 10D"\n2 = "9H"\n5 = "KS QS"\n')
    for locale in ALL_LOCALES:
        messages = load_messages(locale, ROOT / "locales")
        frame = FirstFrame(messages)
        expected = plain(text_diagram(position, Wording(messages)))
        assert frame.words.diagram(position) == expected, locale
        assert frame.words.diagram(frame_position()) == plain(
            text_diagram(frame_position(), Wording(messages))
        ), locale
