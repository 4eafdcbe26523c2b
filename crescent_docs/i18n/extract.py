"""Babel extractors, registered as entry points (see babel.cfg):

* ``crescent_markdown`` reads an English source page: each heading, paragraph, list item
  and table cell is a message (:mod:`crescent_docs.i18n.markdown`);
* ``crescent_strings`` reads ``strings.toml``: each key is a message context (msgctxt), and
  a table with ``one``/``other`` is a plural message.

``pybabel extract -F babel.cfg -o locales/messages.pot .`` writes the template.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from .catalog import key_comments, key_line, parse_strings
from .markdown import messages

__all__ = ["extract_markdown", "extract_strings"]

Extracted = tuple[int, str | None, str | tuple[str, ...], list[str]]


def extract_markdown(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, text in messages(source):
        yield line, None, text, []


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
