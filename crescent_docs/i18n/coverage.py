"""How much of the source a locale's catalog translates: per locale, translated / total.

A message the catalog does not use shows in English, for one of two reasons, counted apart:
it is *untranslated* (no translation, or a plural with some forms empty), or it *needs
review* (its translation is marked fuzzy, as ``make messages`` marks one whose English
changed). A number's own card form (``card.the.8``) is not counted: a catalog gives it
only where its language needs it, and the family's form (``card.the.number``) is used
where it does not."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from .catalog import STRINGS_FILE, Messages, family_key, key_line
from .markdown import messages as page_messages

__all__ = ["Coverage", "SourceMessage", "coverage", "source_messages"]

STRINGS_NAME = "crescent_docs/i18n/strings.toml"


@dataclass(frozen=True, slots=True)
class SourceMessage:
    """One message of the English source: where it is, its msgid, its context."""

    file: str
    line: int
    msgid: str | tuple[str, str]
    context: str | None = None

    #: Where the locale's catalog has this message (its .po file and line), if it has it.
    po: str | None = None
    po_line: int | None = None
    #: Why a message the catalog has is not used: "2 of 3 plural forms filled".
    why: str = ""
    #: Whether the catalog has a translation marked fuzzy: it needs review, and is not used
    #: until the translator removes the flag.
    fuzzy: bool = False

    @property
    def text(self) -> str:
        return self.msgid if isinstance(self.msgid, str) else self.msgid[0]

    def untranslated(self) -> str:
        """The build's line for this message shown in English: the source and the .po, and
        whether it is untranslated or needs review (fuzzy)."""
        where = (
            f"{self.po}:{self.po_line}"
            if self.po and self.po_line
            else f"not in {self.po} yet: run make messages"
            if self.po
            else "no catalog"
        )
        context = f", msgctxt {self.context!r}" if self.context else ""
        why = f"{self.why}, " if self.why else ""
        state = "needs review (fuzzy)" if self.fuzzy else "untranslated"
        return (
            f"{self.file}:{self.line}: {state}, shown in English: {self.text[:70]!r} "
            f"({why}{where}{context})"
        )


@dataclass(frozen=True, slots=True)
class Coverage:
    """A locale's coverage: ``missing`` lists every message shown in English, in source
    order; :attr:`untranslated` and :attr:`needs_review` split it by reason."""

    locale: str
    translated: int
    total: int
    missing: list[SourceMessage] = field(default_factory=list)

    @property
    def untranslated(self) -> list[SourceMessage]:
        """The messages with no usable translation (none, or a plural half-filled)."""
        return [source for source in self.missing if not source.fuzzy]

    @property
    def needs_review(self) -> list[SourceMessage]:
        """The messages whose translation is marked fuzzy: not used until reviewed."""
        return [source for source in self.missing if source.fuzzy]

    def summary(self) -> str:
        """``300/326 messages translated (92%), 20 untranslated, 6 need review (fuzzy)``."""
        parts = [f"{self.translated}/{self.total} messages translated ({self.percent:.0f}%)"]
        if untranslated := len(self.untranslated):
            parts.append(f"{untranslated} untranslated")
        if review := len(self.needs_review):
            parts.append(f"{review} need{'s' if review == 1 else ''} review (fuzzy)")
        return ", ".join(parts)

    @property
    def complete(self) -> bool:
        return self.translated >= self.total

    @property
    def percent(self) -> float:
        """The share translated, in whole percent rounded down: 100 only when complete
        (205 of 206 is 99, not 100)."""
        if self.complete:
            return 100.0
        return float(min(99, 100 * self.translated // self.total))


def source_messages(
    docs_dir: Path, strings: Messages, pages: Iterable[Path] | None = None
) -> list[SourceMessage]:
    """Every message of the source pages (``pages``, by default ``docs/**.md``) and of
    ``strings.toml`` that a catalog must translate (not the optional per-rank card forms)."""
    found: list[SourceMessage] = []
    seen: set[tuple[object, object]] = set()
    for page in sorted(pages if pages is not None else docs_dir.rglob("*.md")):
        relative = f"{docs_dir.name}/{page.relative_to(docs_dir).as_posix()}"
        for line, text in page_messages(page.read_text(encoding="utf-8")):
            if (text, None) not in seen:
                seen.add((text, None))
                found.append(SourceMessage(relative, line, text))
    strings_text = STRINGS_FILE.read_text(encoding="utf-8")
    for key, source in strings.strings.items():
        if family_key(key):
            continue  # a number's own card form: optional, see the module's note
        msgid = source.singular if source.plural is None else (source.singular, source.plural)
        found.append(SourceMessage(STRINGS_NAME, key_line(strings_text, key), msgid, key))
    return found


_NOTHING_TO_TRANSLATE = re.compile(r"^(?:\{\{[^{}]*\}\}|\{[a-z_][a-z0-9_]*\}|[^\w])*$")


def needs_no_translation(msgid: str | tuple[str, str]) -> bool:
    """Whether a message must equal its source: only placeholders, directives, spaces,
    punctuation and symbols (``{rank}{symbol}``, ``{number}``, ``; ``), no word."""
    texts = [msgid] if isinstance(msgid, str) else list(msgid)
    return all(_NOTHING_TO_TRANSLATE.match(text) for text in texts)


def _forms(string: object) -> list[str]:
    return [str(s) for s in string] if isinstance(string, tuple | list) else [str(string or "")]


def coverage(messages: Messages, sources: Iterable[SourceMessage]) -> Coverage:
    """The share of ``sources`` that ``messages`` translates (fuzzy entries do not count:
    they need review; a message that must equal its source counts as translated)."""
    total = 0
    missing = []
    for source in sources:
        total += 1
        if needs_no_translation(source.msgid):
            continue
        if not messages.is_translated(source.msgid, source.context):
            entry = messages.catalog.get(source.msgid, source.context) if messages.catalog else None
            fuzzy = entry is not None and entry.fuzzy and any(_forms(entry.string))
            po = str(messages.source) if messages.source else None
            why = ""
            if entry is not None and not entry.fuzzy and isinstance(entry.string, tuple | list):
                filled = sum(1 for form in entry.string if form)
                if filled:
                    why = f"{filled} of {len(entry.string)} plural forms filled"
            line = entry.lineno if entry else None
            missing.append(replace(source, po=po, po_line=line, why=why, fuzzy=fuzzy))
    return Coverage(messages.code, total - len(missing), total, missing)
