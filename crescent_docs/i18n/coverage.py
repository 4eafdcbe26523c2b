"""How much of the source a locale's catalog translates: per locale, translated / total."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from .catalog import STRINGS_FILE, Messages, key_line
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

    @property
    def text(self) -> str:
        return self.msgid if isinstance(self.msgid, str) else self.msgid[0]

    def untranslated(self) -> str:
        """The build's line for this message left untranslated: the source and the .po."""
        where = (
            f"{self.po}:{self.po_line}"
            if self.po and self.po_line
            else f"not in {self.po} yet: run make messages"
            if self.po
            else "no catalog"
        )
        context = f", msgctxt {self.context!r}" if self.context else ""
        why = f"{self.why}, " if self.why else ""
        return (
            f"{self.file}:{self.line}: untranslated, shown in English: {self.text[:70]!r} "
            f"({why}{where}{context})"
        )


@dataclass(frozen=True, slots=True)
class Coverage:
    locale: str
    translated: int
    total: int
    missing: list[SourceMessage] = field(default_factory=list)

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
    ``strings.toml``."""
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
        msgid = source.singular if source.plural is None else (source.singular, source.plural)
        found.append(SourceMessage(STRINGS_NAME, key_line(strings_text, key), msgid, key))
    return found


_NOTHING_TO_TRANSLATE = re.compile(r"^(?:\{\{[^{}]*\}\}|\{[a-z_][a-z0-9_]*\}|[^\w])*$")


def needs_no_translation(msgid: str | tuple[str, str]) -> bool:
    """Whether a message must equal its source: only placeholders, directives, spaces,
    punctuation and symbols (``{rank}{symbol}``, ``{number}``, ``; ``), no word."""
    texts = [msgid] if isinstance(msgid, str) else list(msgid)
    return all(_NOTHING_TO_TRANSLATE.match(text) for text in texts)


def coverage(messages: Messages, sources: Iterable[SourceMessage]) -> Coverage:
    """The share of ``sources`` that ``messages`` translates (fuzzy entries do not count;
    a message that must equal its source counts as translated)."""
    total = 0
    missing = []
    for source in sources:
        total += 1
        if needs_no_translation(source.msgid):
            continue
        if not messages.is_translated(source.msgid, source.context):
            entry = messages.catalog.get(source.msgid, source.context) if messages.catalog else None
            po = str(messages.source) if messages.source else None
            why = ""
            if entry is not None and not entry.fuzzy and isinstance(entry.string, tuple | list):
                filled = sum(1 for form in entry.string if form)
                if filled:
                    why = f"{filled} of {len(entry.string)} plural forms filled"
            line = entry.lineno if entry else None
            missing.append(replace(source, po=po, po_line=line, why=why))
    return Coverage(messages.code, total - len(missing), total, missing)
