"""Controls are called what the rules call them, in every locale: each control that the
rules pages name (read from the built HTML) carries that name in its accessible name, and
its visible label is part of that name (WCAG's "label in name"), so the words a reader is
told to press are on the button; the player's messages that name a control name it so."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from sitebuild import Build

ROOT = Path(__file__).parent.parent
ALL_LOCALES = tuple(
    re.findall(
        r"\w+",
        re.search(  # type: ignore[union-attr]
            r"locales:\s*\[([^\]]*)\]", (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
        )[1],
    )
)

#: Each control of the player: the message of its accessible name, and of its visible label
#: (the short words under its icon where the player is narrow; the same message when none).
CONTROLS = {
    "redeal": ("player.redeal", "player.short-redeal"),
    "undo": ("player.undo", "player.undo"),
    "redo": ("player.redo", "player.redo"),
    "hint": ("player.hint", "player.hint"),
    "finish": ("player.finish", "player.finish"),
    "restart": ("player.restart", "player.short-restart"),
    "new": ("player.new-game", "player.short-new"),
}
#: The controls each page names as controls (English: word for word, capitalised): the
#: rules' "Press the Redeal button" and "Undo: up to the last 100 moves", the Play page's
#: **Hint** and **Finish**.
NAMED = {"rules": ("redeal", "undo"), "play": ("hint", "finish")}
#: The player's messages that name a control as a control, and the controls they name.
MESSAGES = {
    "player.hint-move": ("hint",),
    "player.hint-redeal": ("hint",),
    "player.hint-lost-move": ("hint",),
    "player.hint-lost-redeal": ("hint",),
    "player.finish-ready": ("finish",),
    "player.stats-rule": ("new", "restart"),
}


def messages(locale: str):
    from crescent_docs.i18n import load_messages

    return load_messages(locale, ROOT / "locales")


@pytest.fixture(scope="module")
def site(built_site: Build) -> Build:
    return built_site


def article(site: Build, locale: str, page: str) -> str:
    html = site.page(f"{locale}/{page}/index.html")
    return html[html.index("<article") : html.index("</article>")]


def words(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_english_pages_name_the_controls_listed_here(site: Build) -> None:
    m = messages("en")
    for page, controls in NAMED.items():
        text = words(article(site, "en", page))
        for control in controls:
            assert m.text(CONTROLS[control][0]) in text, (page, control)


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_every_control_the_rules_name_carries_that_name(site: Build, locale: str) -> None:
    m = messages(locale)
    name = {c: m.text(k).casefold() for c, (k, _) in CONTROLS.items()}
    label = {c: m.text(k).casefold() for c, (_, k) in CONTROLS.items()}
    for page, controls in NAMED.items():
        html = article(site, locale, page)
        text = words(html).casefold()
        for control in controls:
            assert name[control] in text, f"{locale}/{page}: the {control} button's name"
        # A name in bold on the page is a control's name, as its button carries it.
        for bold in re.findall(r"<strong>(.*?)</strong>", html):
            assert words(bold).casefold() in name.values(), f"{locale}/{page}: **{bold}**"
    for control in CONTROLS:
        # Label in name (WCAG 2.5.3): the visible words, short where the player shows
        # them short, are part of the accessible name, for every control.
        assert label[control] in name[control], (locale, control, label[control], name[control])
    # Redeal's accessible name, while redeals are left, keeps its name.
    for n in (1, 2, 3):
        assert name["redeal"] in m.plural("player.redeal-left", n).casefold(), (locale, n)
    for key, controls in MESSAGES.items():
        for control in controls:
            assert name[control] in m.text(key).casefold(), (locale, key, control)


def test_croatian_redeal_reads_its_published_name() -> None:
    m = messages("hr")
    assert m.text("player.redeal") == m.text("player.short-redeal") == "Podijeli ponovno"


@pytest.mark.parametrize("locale", ALL_LOCALES)
def test_share_is_not_read_as_a_redeal(locale: str) -> None:
    # Croatian "podijeliti" is both to deal and to share: the win's Share button and the
    # Redeal button must not begin with the same word, in any locale.
    m = messages(locale)
    share = m.text("player.share").casefold().split()[0]
    for key in ("player.redeal", "player.short-redeal"):
        assert share != m.text(key).casefold().split()[0], (locale, key, m.text("player.share"))
