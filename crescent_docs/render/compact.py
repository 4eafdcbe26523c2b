"""A page's HTML without the indentation its templates write between tags.

Material's templates and ours indent their markup; a run of white space with a line break
in text shows as one space, as a single line break does, so each such run becomes one line
break. Nothing else changes: the text of ``pre``, ``textarea``, ``script`` and ``style``
elements, comments, tags and their attribute values stay as written, and a run of white
space on one line (the space between two words, or between two inline elements) too.
"""

from __future__ import annotations

import re

__all__ = ["compact_html"]

# A token that keeps its text: a comment, an element whose text is not HTML's flowing text,
# or a tag (its quoted attribute values may hold ">" and line breaks).
_KEPT = re.compile(
    r"<!--.*?-->"
    r"|<(pre|textarea|script|style)\b(?:[^>\"']|\"[^\"]*\"|'[^']*')*>.*?</\1\s*>"
    r"|<(?:[^>\"']|\"[^\"]*\"|'[^']*')*>",
    re.DOTALL | re.IGNORECASE,
)
_BROKEN_RUN = re.compile(r"[ \t\r\n\f]*\n[ \t\r\n\f]*")


def compact_html(html: str) -> str:
    """``html`` with each run of white space that holds a line break, outside tags,
    comments and the elements whose white space counts, made one line break."""
    parts: list[str] = []
    end = 0
    for kept in _KEPT.finditer(html):
        parts.append(_BROKEN_RUN.sub("\n", html[end : kept.start()]))
        parts.append(kept.group())
        end = kept.end()
    parts.append(_BROKEN_RUN.sub("\n", html[end:]))
    return "".join(parts)
