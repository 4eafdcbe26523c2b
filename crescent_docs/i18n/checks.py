"""Checks on a locale's catalog, run at every build. Each problem names the locale, the
file, the line and the msgid.

Errors (the build stops): a placeholder or directive missing, added or renamed; HTML,
links, images or scripts that the source string does not have; the wrong number of plural
forms for the language (CLDR); unbalanced Markdown. Warnings (errors under ``--strict``):
a forbidden synonym from the locale's glossary.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.plurals import get_plural

from .catalog import Messages

__all__ = ["Glossary", "Problem", "check_catalog", "load_glossary"]

_PLACEHOLDER = re.compile(r"\{\{[^{}]*\}\}|\{[a-z_][a-z0-9_]*\}")
_TAG = re.compile(r"<\s*/?\s*([a-zA-Z][a-zA-Z0-9-]*)[^>]*>|<!--")
_LINK_TARGET = re.compile(r"\]\(([^)]*)\)")
_DANGER = re.compile(r"javascript\s*:|\bon[a-z]+\s*=|<\s*script|!\[|data\s*:\s*text/html", re.I)


@dataclass(frozen=True, slots=True)
class Problem:
    """One fault in a catalog."""

    severity: str  # "error" or "warning"
    locale: str
    file: str
    line: int
    msgid: str
    what: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.locale}: msgid {self.msgid!r}: {self.what}"


@dataclass(frozen=True, slots=True)
class Glossary:
    terms: dict[str, str]
    forbidden: dict[str, str]


def load_glossary(path: Path) -> Glossary:
    """A locale's glossary (``glossary.toml``); an absent file is an empty glossary."""
    if not path.exists():
        return Glossary({}, {})
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"{path}: {error}") from None
    terms = {str(k): str(v) for k, v in data.get("terms", {}).items()}
    forbidden = {str(k): str(v) for k, v in data.get("forbidden", {}).items()}
    return Glossary(terms, forbidden)


def _forms(message: Message) -> list[str]:
    string = message.string
    return [str(s) for s in string] if isinstance(string, tuple | list) else [str(string or "")]


def _ids(message: Message) -> list[str]:
    msgid = message.id
    return [str(s) for s in msgid] if isinstance(msgid, tuple | list) else [str(msgid)]


def _unbalanced(text: str) -> str | None:
    if text.count("`") % 2:
        return "an unmatched ` (code span)"
    without_code = re.sub(r"`[^`]*`", "", text)
    if without_code.count("**") % 2:
        return "an unmatched ** (bold)"
    depth = 0
    for char in without_code:
        depth += {"[": 1, "]": -1}.get(char, 0)
        if depth < 0:
            return "a ] without its ["
    if depth:
        return "a [ without its ]"
    return None


def _declared(message: Message) -> set[str] | None:
    """The placeholders a note for translators declares (``Placeholders: {a} {b}``)."""
    for note in message.auto_comments:
        if note.startswith("Placeholders:"):
            return set(_PLACEHOLDER.findall(note))
    return None


def _word_pattern(term: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(term)}(?!\w)", re.I)


def check_catalog(messages: Messages, glossary: Glossary) -> Iterator[Problem]:
    """Every problem of ``messages``' catalog, in file order."""
    catalog, locale = messages.catalog, messages.code
    if catalog is None:
        return
    file = str(messages.source or f"{locale}/messages.po")
    expected = get_plural(messages.locale)
    if catalog.num_plurals != expected.num_plurals:
        yield Problem(
            "error",
            locale,
            file,
            1,
            "",
            f"the Plural-Forms header has {catalog.num_plurals} forms; "
            f"CLDR gives {expected.num_plurals} for {locale} ({expected.plural_expr})",
        )
    forbidden = {term: _word_pattern(term) for term in glossary.forbidden}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        ids, forms = _ids(message), [f for f in _forms(message) if f]
        if not forms:
            continue
        line = message.lineno or 1
        msgid = ids[0]

        def problem(
            what: str, severity: str = "error", msgid: str = msgid, line: int = line
        ) -> Problem:
            return Problem(severity, locale, file, line, msgid, what)

        given = len(forms) if len(ids) > 1 else 1  # Babel pads missing forms with ""
        if len(ids) > 1 and given != catalog.num_plurals:
            yield problem(f"{given} plural forms, the header says {catalog.num_plurals}")
        source_tokens = Counter(_PLACEHOLDER.findall(ids[-1]))
        declared = _declared(message)
        source_tags = Counter(m.group(0) for m in _TAG.finditer(" ".join(ids)))
        source_links = Counter(_LINK_TARGET.findall(" ".join(ids)))
        for form in forms:
            tokens = Counter(_PLACEHOLDER.findall(form))
            missing: Counter[str] = Counter()
            if declared is not None:
                # The source lists what the translation may use: any of them, nothing else.
                extra = Counter(set(tokens) - declared)
            elif len(ids) > 1:
                # A plural form may leave out {n} (e.g. "one card"), but adds nothing new.
                extra = tokens - Counter(_PLACEHOLDER.findall(" ".join(ids)))
            else:
                extra, missing = tokens - source_tokens, source_tokens - tokens
            if missing:
                yield problem(f"missing placeholder {', '.join(sorted(missing))}")
            if extra:
                yield problem(f"unknown placeholder {', '.join(sorted(extra))}")
            tags = Counter(m.group(0) for m in _TAG.finditer(form)) - source_tags
            if tags:
                yield problem(f"HTML that the source does not have: {', '.join(sorted(tags))}")
            links = Counter(_LINK_TARGET.findall(form)) - source_links
            if links:
                yield problem(f"a link the source does not have: {', '.join(sorted(links))}")
            danger = _DANGER.search(form)
            if danger and not _DANGER.search(" ".join(ids)):
                yield problem(f"markup the source does not have: {danger.group(0)!r}")
            if (fault := _unbalanced(form)) and not _unbalanced(" ".join(ids)):
                yield problem(f"unbalanced Markdown: {fault}")
            for term, pattern in forbidden.items():
                if pattern.search(form):
                    yield problem(
                        f"forbidden term {term!r}: the glossary says {glossary.forbidden[term]!r}",
                        "warning",
                    )
