"""English shown in another language's page, marked so that it can say its language.

When a keyed message has no translation in a locale, its English shows instead. The words
of the game (:class:`~crescent_docs.i18n.wording.Wording`) then wrap each English piece of
the message's template between two private-use characters, ``EN_START`` and ``EN_END``
(never in a catalog or a source string): the words put into its placeholders are marked,
or not, by their own message. Where the text becomes HTML, :func:`html_text` escapes it and
turns the marks into ``<span lang="en">`` (``<tspan>`` in SVG); where it becomes an
attribute, a log line or JSON, :func:`plain` drops them, and :func:`english` says whether
the whole text is English (the element then carries ``lang="en"``). A complete locale
never falls back: its text has no marks, and its pages no ``lang="en"``.

In a right-to-left locale, the words of the game put a run that reads left to right (a
card's name, ``8♥``) between two more marks, ``LTR_START`` and ``LTR_END``
(:func:`isolate`): :func:`html_text` makes it ``<bdi dir="ltr">``, so that the
bidirectional algorithm cannot reorder it (``♥8``) among the words around it; in SVG,
drawn left to right, and in plain text they are dropped. The player isolates the same runs
with U+2066 … U+2069 (:func:`with_isolates`).
"""

from __future__ import annotations

import html
import re

__all__ = [
    "EN_END",
    "EN_START",
    "LTR_END",
    "LTR_START",
    "SOURCE_LANGUAGE",
    "english",
    "html_text",
    "isolate",
    "lang_attribute",
    "mark",
    "plain",
    "with_isolates",
]

#: The language of the source strings and pages.
SOURCE_LANGUAGE = "en"
EN_START, EN_END = "\ue000", "\ue001"
LTR_START, LTR_END = "\ue002", "\ue003"

_PLACEHOLDER = re.compile(r"(\{[a-z_][a-z0-9_]*\})")
_MARKED = re.compile(f"{EN_START}[^{EN_END}]*{EN_END}")
_EDGES = re.compile(r"^(\s*)(.*?)(\s*)$", re.S)


def mark(template: str) -> str:
    """``template`` with each piece of its own words (not its placeholders, spaces or
    symbols) between the marks: ``the {card}`` becomes ``⟨the⟩ {card}``."""
    parts = _PLACEHOLDER.split(template)
    for i in range(0, len(parts), 2):
        edges = _EDGES.match(parts[i])
        assert edges is not None
        before, words, after = edges.groups()
        if any(c.isalpha() for c in words):
            parts[i] = f"{before}{EN_START}{words}{EN_END}{after}"
    return "".join(parts)


def isolate(text: str) -> str:
    """``text`` marked as a run that reads left to right, whatever the page's direction."""
    return f"{LTR_START}{text}{LTR_END}"


def with_isolates(text: str) -> str:
    """``text`` as the player shows it: each run marked left to right between the Unicode
    isolates U+2066 and U+2069 (what ``<bdi dir="ltr">`` is in a page), its other marks
    dropped."""
    return plain(text.replace(LTR_START, "\u2066").replace(LTR_END, "\u2069"))


def plain(text: str) -> str:
    """``text`` without its marks: for an attribute, a title, a log line, JSON."""
    for mark_ in (EN_START, EN_END, LTR_START, LTR_END):
        text = text.replace(mark_, "")
    return text


def english(text: str) -> bool:
    """Whether all the words of ``text`` are marked English (and it has some)."""
    if EN_START not in text:
        return False
    return not any(c.isalpha() for c in _MARKED.sub("", text))


def html_text(text: str, tag: str = "span", *, quote: bool = False) -> str:
    """``text`` as HTML element content: escaped, its English in ``<tag lang="en">``, its
    left-to-right runs in ``<bdi dir="ltr">`` (in SVG, ``tag="tspan"``, dropped: the
    pictures are drawn left to right)."""
    escaped = html.escape(text, quote=quote)
    if LTR_START in escaped:
        start, end = ('<bdi dir="ltr">', "</bdi>") if tag == "span" else ("", "")
        escaped = escaped.replace(LTR_START, start).replace(LTR_END, end)
    if EN_START not in escaped:
        return escaped
    return escaped.replace(EN_START, f'<{tag} lang="{SOURCE_LANGUAGE}">').replace(
        EN_END, f"</{tag}>"
    )


def lang_attribute(text: str) -> str:
    """`` lang="en"`` for an element whose accessible name is ``text``, when it is all
    English; otherwise nothing."""
    return f' lang="{SOURCE_LANGUAGE}"' if english(text) else ""
