"""The Rules page's list of keys and gestures: one, closed, at the head of the first rule
demo, right after the text that says what to try there and before its status line and
board; never between a demo and the rule text that follows it. Read from the built page of
every locale, without a browser."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from sitebuild import Build
from test_prerender import ALL_LOCALES, mounts

from crescent_docs.i18n import load_messages

ROOT = Path(__file__).resolve().parent.parent
HELP = re.compile(r'<details class="cp-help"( open)?><summary[^>]*>([^<]*)</summary>')


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_the_keys_open_the_first_demo_after_its_caption(built_site: Build, locale: str) -> None:
    messages = load_messages(locale, ROOT / "locales")
    html = built_site.page(f"{locale}/rules/index.html")
    found = list(HELP.finditer(html))
    assert len(found) == 1, locale
    (box,) = found
    assert box[1] is None  # closed until asked for
    assert unescape(box[2]) == messages.text("player.help")
    demos = mounts(html, "demo")
    first = html.index(demos[0])
    # Inside the first demo, before its status line and its board ...
    assert first < box.start() < first + len(demos[0])
    head = demos[0][: box.start() - first]
    assert re.fullmatch(r'<div class="crescent-player" id="demo-1"[^>]*>', head), head[:120]
    rest = demos[0][box.start() - first :]
    assert rest.index('class="cp-say"') < rest.index('class="cp-table"')
    # ... right after the page's text that says what to try in it ...
    assert html[:first].rstrip().endswith("</p>")
    # ... and each demo is followed by what the page says next, not by the keys.
    for demo in demos:
        after = html[html.index(demo) + len(demo) :].lstrip()
        assert not after.startswith('<details class="cp-help"'), locale
        assert "cp-help" not in demo[demo.index('class="cp-bar"') :], locale


#: The items of a list of keys (the first demo's, or free play's in its "code, link and keys").
ITEMS = re.compile(r"<li[^>]*>([^<]*)</li>")


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_each_list_of_keys_names_the_key_that_shows_it_last(built_site: Build, locale: str) -> None:
    """? shows the list of keys over the board, and the list says so, last: on the Rules
    page (the demos' keys) and on Play (with All cards', Redo's and the hint's before it)."""
    messages = load_messages(locale, ROOT / "locales")
    rules = built_site.page(f"{locale}/rules/index.html")
    demo = rules[rules.index('<details class="cp-help"') :]
    demo = demo[: demo.index("</details>")]
    play = built_site.page(f"{locale}/play/index.html")
    more = play[play.index('<details class="cp-more"') :]
    more = more[: more.index("</details>")]
    # How to play a card, for a touch screen and for a mouse (the stylesheet shows one).
    keys = ("pointer", "mouse", "fan", "arrows", "numbers", "enter", "undo")
    for html, names in ((demo, (*keys, "keys")), (more, (*keys, "all", "redo", "hint", "keys"))):
        items = [unescape(item) for item in ITEMS.findall(html)]
        assert items == [messages.text(f"player.help-{name}") for name in names], locale
