"""Babel extractors, registered as entry points (see babel.cfg):

* ``crescent_markdown`` reads an English source page: each heading, paragraph, list item
  and table cell is a message (:mod:`crescent_docs.i18n.markdown`);
* ``crescent_strings`` reads ``strings.toml``: each key is a message context (msgctxt), and
  a table with ``one``/``other`` is a plural message.

``pybabel extract -F babel.cfg -o locales/messages.pot .`` writes the template.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from .catalog import key_comments, key_line, parse_strings
from .markdown import messages

__all__ = ["directive_note", "extract_markdown", "extract_strings"]

Extracted = tuple[int, str | None, str | tuple[str, ...], list[str]]


_DIRECTIVE = re.compile(r"\{\{\s*([a-z-]+)([^{}]*)\}\}")
_ARGUMENT = re.compile(r"([a-z-]+)=(\S+)")


def directive_note(directive: str) -> str:
    """What an inline ``{{ directive }}`` of a page becomes, for the translator's note."""
    match = _DIRECTIVE.fullmatch(directive.strip())
    if match is None:
        return f"{directive} is computed by the build in your language: keep it as it is."
    name, rest = match.group(1), match.group(2).strip()
    args = dict(_ARGUMENT.findall(rest))
    if name == "refusal":
        what = f"the player's refusal refusal.{rest} in your language, without quote marks"
    elif name == "text":
        what = f"the keyed message {rest} in your language (a button's name, for example)"
    elif name == "narrate":
        what = (
            f"move {args.get('move', '?')} of the example game told in your language "
            "(narration.at-move: on the 10th move, the A♠ on pile 10 goes onto …)"
        )
    elif name == "redeal-change":
        what = (
            f"how pile {args.get('pile', '?')} changes at redeal {args.get('redeal', '?')} "
            "(narration.redeal-change: pile 1 goes from 2♥ 9♣ J♦ J♦ (bottom to top) to …)"
        )
    elif name == "redeal-top":
        what = (
            f"the card that redeal {args.get('redeal', '?')} brought to the top of pile "
            f"{args.get('pile', '?')}, with its article (card.the.*: the 2♥)"
        )
    else:
        what = "text the build computes in your language"
    return f"{directive.strip()} becomes {what}: keep it as it is."


def extract_markdown(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Each message of a page; a message with ``{{ directives }}`` gets a note for each."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, text in messages(source):
        notes = [directive_note(m.group(0)) for m in _DIRECTIVE.finditer(text)]
        yield line, None, text, list(dict.fromkeys(notes))


def extract_strings(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Each keyed string as a pgettext/npgettext call: the key is the message context."""
    text = fileobj.read().decode("utf-8")
    for string in parse_strings(text).values():
        line = key_line(text, string.key)
        notes = key_comments(text, line)
        if string.plural is None:
            yield line, "pgettext", (string.key, string.singular), notes
        else:
            yield line, "npgettext", (string.key, string.singular, string.plural), notes
