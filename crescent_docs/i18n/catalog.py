"""Load the keyed source strings and a locale's gettext catalog, and look messages up."""

from __future__ import annotations

import gettext
import io
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from types import MappingProxyType

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po

from .fallback import SOURCE_LANGUAGE, mark
from .pofile import check_po

__all__ = [
    "CatalogError",
    "Messages",
    "SourceString",
    "family_key",
    "load_messages",
    "read_catalog",
    "refusal_text",
    "source_strings",
]

STRINGS_FILE = Path(__file__).with_name("strings.toml")
DOMAIN = "messages"
_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


#: A card's form for one number rank (``card.the.8``), which a catalog gives only where its
#: language needs it (Italian ``l’8`` but ``il 7``): left empty, its family's form
#: (``card.the.number``) is used.
_RANK_FORM = re.compile(r"(card\.[a-z]+)\.(?:[2-9]|10)")


def family_key(key: str) -> str | None:
    """The key whose form a per-rank key (``card.the.8``) takes when its catalog leaves it
    empty (``card.the.number``); None for every other key."""
    match = _RANK_FORM.fullmatch(key)
    return f"{match.group(1)}.number" if match else None


@dataclass(frozen=True, slots=True)
class SourceString:
    """One keyed English string: ``plural`` is set for messages with a count."""

    key: str
    singular: str
    plural: str | None = None


def parse_strings(text: str) -> dict[str, SourceString]:
    """The keyed strings of a ``strings.toml`` text, by dotted key."""
    data = tomllib.loads(text)
    strings: dict[str, SourceString] = {}

    def walk(prefix: str, table: Mapping[str, object]) -> None:
        for name, value in table.items():
            key = f"{prefix}.{name}" if prefix else name
            if isinstance(value, str):
                strings[key] = SourceString(key, value)
            elif isinstance(value, Mapping) and set(value) == {"one", "other"}:
                strings[key] = SourceString(key, str(value["one"]), str(value["other"]))
            elif isinstance(value, Mapping):
                walk(key, value)
            else:
                raise TypeError(f"{key}: expected a string or a table")

    walk("", data)
    return strings


def _comment_block(lines: list[str], index: int) -> list[str]:
    """The comment right above ``lines[index]`` (0-based), its lines joined into one note;
    a line that starts with ``Placeholders:`` starts a note of its own."""
    start = index
    while start > 0 and lines[start - 1].lstrip().startswith("#"):
        start -= 1
    notes: list[str] = []
    for line in lines[start:index]:
        text = line.lstrip()[1:].strip()
        if notes and text and not text.startswith("Placeholders:"):
            notes[-1] = f"{notes[-1]} {text}"
        elif text:
            notes.append(text)
    return notes


def _table_header(line: str) -> str | None:
    stripped = line.strip()
    if stripped.startswith("[") and not stripped.startswith("[[") and stripped.endswith("]"):
        return stripped[1:-1].strip().replace('"', "")
    return None


def key_line(text: str, key: str) -> int:
    """The 1-based line where ``key`` of a ``strings.toml`` text is defined (its table's
    header for a plural table), or 0 when no line defines it on its own."""
    return _key_lines(text).get(key, 0)


@lru_cache(maxsize=4)
def _key_lines(text: str) -> Mapping[str, int]:
    """The line of every key a ``strings.toml`` text defines (the first, if twice): read
    once per text, not once per key."""
    lines: dict[str, int] = {}
    current = ""
    for number, line in enumerate(text.splitlines(), start=1):
        header = _table_header(line)
        if header is not None:
            current = header
            lines.setdefault(current, number)
            continue
        stripped = line.strip()
        if "=" not in stripped or stripped.startswith("#"):
            continue
        name = stripped.split("=", 1)[0].strip().replace('"', "")
        lines.setdefault(f"{current}.{name}" if current else name, number)
    return MappingProxyType(lines)


def key_comments(text: str, line: int) -> list[str]:
    """The notes for translators of the key defined at ``line``: the comments above its
    table's header (the section), then the comments right above the key itself."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return []
    index = line - 1
    notes = _comment_block(lines, index)
    if _table_header(lines[index]) is None:
        header = index - 1
        while header >= 0 and _table_header(lines[header]) is None:
            header -= 1
        if header >= 0:
            section = _comment_block(lines, header)
            notes = [*section, *(note for note in notes if note not in section)]
    return notes


@cache
def source_strings() -> Mapping[str, SourceString]:
    """Every keyed English string of ``strings.toml``, by key (``refusal.pile-full``)."""
    return parse_strings(STRINGS_FILE.read_text(encoding="utf-8"))


def fill(template: str, params: Mapping[str, object]) -> str:
    """Replace each ``{name}`` with its value; other braces are left as they are."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        return str(params[name]) if name in params else match.group(0)

    return _PLACEHOLDER.sub(value, template)


@dataclass
class Messages:
    """The messages of one locale: its catalog, compiled in memory, over the English source.

    ``catalog`` is the parsed .po file (None for English, which reads the source strings);
    ``translations`` is the same catalog compiled to a gettext MO in memory, so lookups,
    plural forms (the catalog's Plural-Forms header) and fuzzy entries behave as gettext's.
    """

    locale: Locale
    catalog: Catalog | None = None
    source: Path | None = None
    strings: Mapping[str, SourceString] = field(default_factory=source_strings)
    translations: gettext.NullTranslations = field(init=False)
    _english: dict[str, bool] = field(init=False, default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.translations = gettext.NullTranslations()
        if self.catalog is not None:
            # A half-filled plural (some forms empty) is not used: the English shows for
            # every count (checks.py warns about it) rather than an empty string for some.
            half = [
                m
                for m in self.catalog
                if m.id and isinstance(m.string, tuple | list) and any(m.string)
                if not all(m.string)
            ]
            kept = [m.string for m in half]
            for message in half:
                message.string = ("",) * len(message.string or ())
            buffer = io.BytesIO()
            write_mo(buffer, self.catalog, use_fuzzy=False)
            for message, string in zip(half, kept, strict=True):
                message.string = string
            buffer.seek(0)
            self.translations = gettext.GNUTranslations(buffer)

    @property
    def code(self) -> str:
        return str(self.locale)

    def is_translated(self, msgid: str | tuple[str, str], context: str | None = None) -> bool:
        """Whether the catalog has a usable (non-empty, non-fuzzy) translation."""
        if self.catalog is None:
            return False
        message = self.catalog.get(msgid, context=context)
        if message is None or message.fuzzy:
            return False
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        return all(strings)

    def has(self, key: str) -> bool:
        """Whether the catalog gives the keyed message ``key`` a usable translation."""
        source = self.strings[key]
        msgid = source.singular if source.plural is None else (source.singular, source.plural)
        return self.is_translated(msgid, key)

    def resolve(self, key: str) -> str:
        """The key whose form ``key`` takes: itself, or, for a per-rank form that the
        catalog leaves empty (``card.the.8``), its family's (``card.the.number``)."""
        family = family_key(key)
        if family is None or family not in self.strings or self.catalog is None:
            return key
        return key if self.has(key) else family

    def falls_back(self, key: str) -> bool:
        """Whether the keyed message ``key`` shows in English in this locale: it has no
        usable translation (nor its family's, for a per-rank form), and the locale is not
        the source's."""
        known = self._english.get(key)
        if known is None:
            used = self.resolve(key)
            known = self.locale.language != SOURCE_LANGUAGE and not self.has(used)
            self._english[key] = known
        return known

    def lookup(self, key: str) -> tuple[str, bool]:
        """A keyed message's template, translated, and whether it is the English fallback.
        A per-rank form left empty (``card.the.8``) gives its family's (``card.the.number``)."""
        used = self.resolve(key)
        return self.translations.pgettext(used, self.strings[used].singular), self.falls_back(key)

    def lookup_plural(self, key: str, n: int) -> tuple[str, bool]:
        """A keyed plural message's template for ``n`` (the locale's plural rule), and
        whether it is the English fallback."""
        source = self.strings[key]
        if source.plural is None:
            raise KeyError(f"{key} is not a plural message")
        template = self.translations.npgettext(key, source.singular, source.plural, n)
        return template, self.falls_back(key)

    def text(self, key: str, **params: object) -> str:
        """A keyed message of ``strings.toml``, translated, with its ``{placeholders}`` filled
        (plain text: :class:`~crescent_docs.i18n.wording.Wording` marks English fallback)."""
        return fill(self.lookup(key)[0], params)

    def plural(self, key: str, n: int, **params: object) -> str:
        """A keyed plural message in the form the locale's plural rule gives for ``n``."""
        return fill(self.lookup_plural(key, n)[0], {"n": n, **params})

    def marked(self, key: str, **params: object) -> str:
        """:meth:`text` with its English fallback marked (see :mod:`.fallback`): for words
        that become HTML through ``html_text``."""
        template, english = self.lookup(key)
        return fill(mark(template) if english else template, params)

    def marked_plural(self, key: str, n: int, **params: object) -> str:
        """:meth:`plural` with its English fallback marked."""
        template, english = self.lookup_plural(key, n)
        return fill(mark(template) if english else template, {"n": n, **params})

    def page(self, msgid: str) -> str | None:
        """The translation of a page message, or None when it has none."""
        if not self.is_translated(msgid):
            return None
        return self.translations.gettext(msgid)


class CatalogError(ValueError):
    """A catalog that cannot be read: the message names the file and the line."""


def read_catalog(po: Path, locale: Locale) -> Catalog:
    """Parse a .po file strictly: every fault that ``msgfmt -c`` reports is a
    :class:`CatalogError` naming the file, the line, the msgid and what is wrong."""
    try:
        data = po.read_bytes()
    except OSError as error:
        raise CatalogError(f"{po}: cannot be read ({error.strerror})") from None
    faults = check_po(data)
    if faults:
        raise CatalogError("\n".join(fault.describe(str(po)) for fault in faults))
    try:
        return read_po(io.BytesIO(data), locale=locale, domain=DOMAIN, abort_invalid=True)
    except PoFileError as error:
        raise CatalogError(f"{po}:{error.lineno + 1}: {error}") from None
    except (UnicodeDecodeError, ValueError) as error:
        raise CatalogError(f"{po}: {error}") from None


def load_messages(locale: str, locales_dir: Path | None = None) -> Messages:
    """The messages of ``locale``; English, or a locale without a catalog, reads the source."""
    parsed = Locale.parse(locale.replace("-", "_"))
    catalog = None
    po = None
    if locales_dir is not None:
        # gettext's folder name (pt_BR) for a site tag (pt-BR); the tag itself also works.
        po = locales_dir / str(parsed) / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not po.exists():
            po = locales_dir / locale / "LC_MESSAGES" / f"{DOMAIN}.po"
        if po.exists():
            catalog = read_catalog(po, parsed)
        else:
            po = None
    return Messages(parsed, catalog, po)


def refusal_text(code: str, locale: str = "en", locales_dir: Path | None = None) -> str:
    """A refusal code in words, for example ``Must be the same suit``."""
    return load_messages(locale, locales_dir).text(f"refusal.{code}")
