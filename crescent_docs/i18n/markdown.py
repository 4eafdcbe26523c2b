"""Split an English source page into translatable messages, and put translations back.

The source pages use a small, documented subset of Markdown. Each of these is one message:

* a heading (``## Setup { #setup }``: the attribute list stays out of the message);
* a paragraph (its lines joined by single spaces);
* a list item (``- …`` or ``1. …``, with any indented continuation lines);
* a table cell (the delimiter row is not a message).

Not messages: the page's front matter (MkDocs' YAML meta-data between ``---`` lines at
its top, such as Material's ``hide:``), fenced code, HTML comments, blank lines, block
directives (a paragraph that is only ``{{ … }}``) and rule demos (a fenced block whose
info string is ``crescent-demo``, holding a small position in TOML). Inline directives
(``{{ refusal pile-full }}``) stay inside their message, and a translation must keep them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

__all__ = ["Block", "Segment", "fallback", "isolate_formulas", "iter_blocks", "messages", "rewrite"]

_HEADING = re.compile(r"^(?P<prefix>#{1,6}\s+)(?P<text>.*?)(?P<suffix>\s*\{[^{}]*\})?\s*$")
_ITEM = re.compile(r"^(?P<prefix>\s*(?:[-*+]|\d+\.)\s+)(?P<text>.*)$")
_DIRECTIVE_ONLY = re.compile(r"^\{\{[^{}]*\}\}$")
_DELIMITER_ROW = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$")


@dataclass(frozen=True, slots=True)
class Segment:
    """Text in a block: translatable (``message`` true) or kept as it is."""

    text: str
    message: bool


@dataclass(frozen=True, slots=True)
class Block:
    """One block of the page, starting at ``line`` (1-based), as segments."""

    line: int
    kind: str
    segments: tuple[Segment, ...]

    @property
    def messages(self) -> list[str]:
        return [segment.text for segment in self.segments if segment.message]


def _normal(text: str) -> str:
    return " ".join(text.split())


def _table_row(line: str) -> tuple[Segment, ...]:
    stripped = line.strip()
    if _DELIMITER_ROW.match(stripped):
        return (Segment(line, False),)
    inner = stripped[1:] if stripped.startswith("|") else stripped
    inner = inner[:-1] if inner.endswith("|") else inner
    segments: list[Segment] = [Segment("| ", False)]
    cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", inner)]
    for i, cell in enumerate(cells):
        if i:
            segments.append(Segment(" | ", False))
        segments.append(Segment(cell, bool(cell) and not _DIRECTIVE_ONLY.match(cell)))
    segments.append(Segment(" |", False))
    return tuple(segments)


def iter_blocks(source: str) -> Iterator[Block]:
    """The blocks of a page, in order."""
    lines = source.splitlines()
    i = 0
    if lines and lines[0].rstrip() == "---":  # front matter: kept, never a message
        end = next((j for j in range(1, len(lines)) if lines[j].rstrip() in ("---", "...")), 0)
        if end:
            yield Block(1, "meta", (Segment("\n".join(lines[: end + 1]), False),))
            i = end + 1
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        start = i + 1
        if not stripped:
            i += 1
            continue
        if stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            j = i + 1
            while j < len(lines) and not lines[j].strip().startswith(fence):
                j += 1
            kind = "demo" if stripped[3:].strip() == "crescent-demo" else "code"
            yield Block(start, kind, (Segment("\n".join(lines[i : j + 1]), False),))
            i = j + 1
            continue
        if stripped.startswith("<!--"):
            j = i
            while j < len(lines) and "-->" not in lines[j]:
                j += 1
            yield Block(start, "comment", (Segment("\n".join(lines[i : j + 1]), False),))
            i = j + 1
            continue
        if heading := _HEADING.match(line):
            segments = [Segment(heading["prefix"], False), Segment(heading["text"].strip(), True)]
            if heading["suffix"]:
                segments.append(Segment(heading["suffix"], False))
            yield Block(start, "heading", tuple(segments))
            i += 1
            continue
        if stripped.startswith("|"):
            j = i
            while j < len(lines) and lines[j].strip().startswith("|"):
                row = _table_row(lines[j])
                yield Block(j + 1, "table-row", row)
                j += 1
            i = j
            continue
        if item := _ITEM.match(line):
            parts = [item["text"]]
            j = i + 1
            while j < len(lines) and lines[j].startswith((" ", "\t")) and lines[j].strip():
                if _ITEM.match(lines[j]):
                    break
                parts.append(lines[j].strip())
                j += 1
            yield Block(
                start,
                "item",
                (Segment(item["prefix"], False), Segment(_normal(" ".join(parts)), True)),
            )
            i = j
            continue
        j = i
        parts = []
        while j < len(lines) and lines[j].strip():
            candidate = lines[j]
            if j > i and (
                _HEADING.match(candidate)
                or _ITEM.match(candidate)
                or candidate.strip().startswith(("|", "```", "~~~", "<!--"))
            ):
                break
            parts.append(candidate.strip())
            j += 1
        text = _normal(" ".join(parts))
        if _DIRECTIVE_ONLY.match(text):
            yield Block(start, "directive", (Segment(text, False),))
        else:
            yield Block(start, "paragraph", (Segment(text, True),))
        i = j


def messages(source: str) -> Iterator[tuple[int, str]]:
    """Every message of a page with its line number, in order."""
    for block in iter_blocks(source):
        for text in block.messages:
            yield block.line, text


def _escape_pipes(text: str) -> str:
    """``text`` with each ``|`` outside code spans escaped (``\\|``), so that it stays in
    its table cell instead of starting a new one (or being dropped)."""
    parts = re.split(r"(`+[^`]*`+)", text)
    return "".join(
        part if part.startswith("`") else re.sub(r"(?<!\\)\|", r"\\|", part) for part in parts
    )


def _cell(text: str, in_table: bool) -> str:
    return _escape_pipes(text) if in_table else text


def fallback(text: str, language: str) -> str:
    """An untranslated message shown in the source language, marked with its ``lang`` so
    that a screen reader and a search engine read it as such (the build lists it)."""
    return f'<span lang="{language}">{text}</span>'


def _keep(text: str, line: int) -> str:
    return text


def rewrite(
    source: str,
    translate: Callable[[str, int], str],
    directive: Callable[[str, int], str] = _keep,
    inline: Callable[[str, int], str] = _keep,
) -> str:
    """The page with every message passed through ``translate(message, line)``.

    Block directives go through ``directive``; the text of every other block (after
    translation) and directive-only table cells go through ``inline``. A ``|`` in a
    translated table cell is escaped, so that it shows in its cell. Blocks come out
    separated by blank lines, except consecutive list items and table rows.
    """
    out: list[str] = []
    previous = ""
    for block in iter_blocks(source):
        if block.kind in ("directive", "demo"):
            text = directive(block.segments[0].text, block.line)
        elif block.kind in ("code", "comment", "meta"):
            text = block.segments[0].text
        else:
            cell = block.kind == "table-row"
            text = "".join(
                inline(
                    _cell(translate(seg.text, block.line), cell) if seg.message else seg.text,
                    block.line,
                )
                for seg in block.segments
            )
        together = block.kind == previous and block.kind in ("table-row", "item")
        if out and not together:
            out.append("")
        out.append(text)
        previous = block.kind
    return "\n".join(out) + "\n"


#: What a formula never crosses: code spans, links, directives and placeholders, HTML.
_PROTECTED = re.compile(r"`[^`]*`|!?\[[^\]]*\]\([^)]*\)|\{\{[^{}]*\}\}|\{[^{}]*\}|<[^<>]*>")
#: A run that reads left to right: Latin letters, digits (and superscripts), spaces,
#: brackets, operators and Markdown's emphasis, from a letter, digit or bracket to one.
_FORMULA = re.compile(
    r"[A-Za-z0-9(*][A-Za-z0-9\u00b2\u00b3\u00b9\u2070-\u2079 ()+\-\u2212\u00d7/=%.,*]*"
    r"[A-Za-z0-9\u00b2\u00b3\u00b9\u2070-\u2079)*]"
)
_OPERATOR = re.compile(r"[()+\u2212\u00d7=/%]")


def _formula(run: str) -> bool:
    """Whether ``run`` is a formula worth isolating: it has an operator or a bracket,
    balanced brackets and whole emphasis (an even number of ``*``, none at an end that
    does not close one)."""
    return (
        bool(_OPERATOR.search(run))
        and run.count("(") == run.count(")")
        and run.count("*") % 2 == 0
        and not run.startswith("**")
    )


def isolate_formulas(text: str) -> str:
    """``text`` (a translated message, Markdown) with each formula that reads left to
    right, ``2³² − (2³² mod *n*)``, in ``<bdi dir="ltr">``: in a right-to-left page, the
    bidirectional algorithm would otherwise reorder its numbers and brackets among the
    words around it. Code spans, links, directives and HTML are left as they are (code is
    isolated in the page, :mod:`crescent_docs.plugin.locale_build`)."""
    out: list[str] = []
    last = 0
    for protected in [*_PROTECTED.finditer(text), None]:
        end = protected.start() if protected else len(text)
        out.append(_FORMULA.sub(_wrap, text[last:end]))
        if protected:
            out.append(protected.group(0))
            last = protected.end()
    return "".join(out)


def _wrap(match: re.Match[str]) -> str:
    run = match.group(0)
    return f'<bdi dir="ltr">{run}</bdi>' if _formula(run) else run
