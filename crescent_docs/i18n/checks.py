"""Checks on a locale's catalog, run at every build. Each problem names the locale, the
file, the line and the msgid.

Errors (the build stops): a placeholder or directive missing, added or renamed; HTML,
links, images or scripts that the source string does not have; a Plural-Forms header that
is not CLDR's for the language; unbalanced Markdown; Markdown emphasis or code (``**``,
``*``, ``__``, ``_``, a backtick) in a keyed message, which the player shows as it is
written (its bundle is plain text) while a page would render it. Warnings (errors under
``--strict``):
a half-filled plural in a finished locale (shown in English until every form is filled;
in a locale in progress it is only an untranslated message);
a forbidden synonym (or stem) from the locale's glossary; a help or button text in a form
of address or verb form that the glossary's ``[register]`` does not give, or that mixes two
forms; an article before a card that does not follow the rank's forms (``l’8♥`` where the
catalog's ``card.the.number`` says ``el {card}``, ``il 8♥`` where its ``card.the.8`` says
``l’{card}``); a translation far longer than its source (ten times and over 200
characters).
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.plurals import get_plural

from .catalog import Messages
from .wording import rank_key

__all__ = ["Glossary", "GlossaryError", "Problem", "Register", "check_catalog", "load_glossary"]

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


#: The keyed messages that are help texts and buttons, whose register the glossary gives.
HELP_KEYS = re.compile(r"player\.(?:help-[a-z-]+|keys-line)")
BUTTON_KEYS = frozenset(
    {
        "player.redeal",
        "player.redeal-left",
        "player.undo",
        "player.reset",
        "player.new-game",
        "player.code-play",
        "player.copy",
        "player.undo-last",
        "player.first",
        "player.back",
        "player.forward",
        "player.last",
        "player.play",
        "player.pause",
        "player.goto",
        "player.go",
        "player.hint",
        "player.finish",
        "player.stats-reset",
        "player.stats-confirm-yes",
        "player.stats-confirm-no",
        "player.keep-playing",
        "player.short-restart",
        "player.short-new",
        "player.short-redeal",
    }
)


@dataclass(frozen=True, slots=True)
class Register:
    """How help texts and buttons speak (``[register]`` of a glossary).

    ``help`` and ``buttons`` name the forms each may use (for example ``vi``, or
    ``infinitive``); ``words`` gives, for each form, the words that mark it (``stem*`` and
    ``*ending`` match inflected words). A help text or button that uses a word of a form it
    may not use, or words of two forms at once, is flagged.
    """

    help: tuple[str, ...] = ()
    buttons: tuple[str, ...] = ()
    words: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Glossary:
    terms: dict[str, str]
    forbidden: dict[str, str]
    register: Register = field(default_factory=Register)


class GlossaryError(ValueError):
    """A glossary that cannot be used: the message names the file, and the line if known."""


def _strings(path: Path, where: str, value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) and v for v in value):
        return tuple(value)
    raise GlossaryError(f"{path}: {where}: expected a word or a list of words")


def _table(path: Path, data: dict[str, object], name: str) -> dict[str, str]:
    value = data.get(name, {})
    if not isinstance(value, dict):
        raise GlossaryError(f'{path}: [{name}] must be a table of "word" = "word" lines')
    for key, item in value.items():
        if not isinstance(item, str):
            raise GlossaryError(f"{path}: [{name}] {key!r}: expected a word in quotes")
        if name == "forbidden" and not key.strip("*"):
            raise GlossaryError(f"{path}: [forbidden]: an empty term")
    return dict(value)


def load_glossary(path: Path) -> Glossary:
    """A locale's glossary (``glossary.toml``); an absent file is an empty glossary.

    A malformed glossary is a :class:`GlossaryError` naming the file and what is wrong."""
    if not path.exists():
        return Glossary({}, {})
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise GlossaryError(f"{path}: {error}") from None
    unknown = set(data) - {"terms", "forbidden", "register"}
    if unknown:
        raise GlossaryError(
            f"{path}: unknown table {', '.join(sorted(unknown))}: "
            "a glossary has [terms], [forbidden] and [register]"
        )
    terms, forbidden = _table(path, data, "terms"), _table(path, data, "forbidden")
    raw = data.get("register", {})
    if not isinstance(raw, dict):
        raise GlossaryError(f"{path}: [register] must be a table")
    extra = set(raw) - {"help", "buttons", "words"}
    if extra:
        raise GlossaryError(
            f"{path}: [register]: unknown key {', '.join(sorted(extra))} "
            "(a register has help, buttons and words)"
        )
    words_table = raw.get("words", {})
    if not isinstance(words_table, dict):
        raise GlossaryError(f"{path}: [register.words] must be a table of form = [words]")
    words = {
        str(form): _strings(path, f"[register.words] {form}", value)
        for form, value in words_table.items()
    }
    scopes = {}
    for scope in ("help", "buttons"):
        forms = _strings(path, f"[register] {scope}", raw[scope]) if scope in raw else ()
        for form in forms:
            if form not in words:
                raise GlossaryError(
                    f"{path}: [register] {scope}: the form {form!r} has no line in [register.words]"
                )
        scopes[scope] = forms
    return Glossary(terms, forbidden, Register(scopes["help"], scopes["buttons"], words))


def _forms(message: Message) -> list[str]:
    string = message.string
    return [str(s) for s in string] if isinstance(string, tuple | list) else [str(string or "")]


def _ids(message: Message) -> list[str]:
    msgid = message.id
    return [str(s) for s in msgid] if isinstance(msgid, tuple | list) else [str(msgid)]


#: Markdown's emphasis and code spans: ``**bold**``, ``__bold__``, ``*em*``, ``_em_``,
#: `` `code` ``. A keyed message is plain text wherever it shows (the player's bundle
#: holds every keyed message), so none may carry them: on a page they would render, in the
#: player they would show as written. (Not ``2 * 3`` nor ``snake_case``: a delimiter opens
#: before a letter and closes after one, as CommonMark's flanking rules say.)
_EMPHASIS = re.compile(
    r"\*\*\S|__\S|(?<![\w*])\*(?=[^\s*])[^*]*[^\s*]\*(?![\w*])|(?<![\w_])_(?=\S)[^_]*\S_(?!\w)|`"
)


def _emphasis(text: str) -> str | None:
    found = _EMPHASIS.search(_PLACEHOLDER.sub("", text))
    return found.group(0)[:2] if found else None


#: The square brackets of a text (links), which must pair up.
_BRACKETS = re.compile(r"[\[\]]")


def _unbalanced(text: str) -> str | None:
    if text.count("`") % 2:
        return "an unmatched ` (code span)"
    without_code = re.sub(r"`[^`]*`", "", text)
    if without_code.count("**") % 2:
        return "an unmatched ** (bold)"
    depth = 0
    for char in _BRACKETS.findall(without_code):
        depth += 1 if char == "[" else -1
        if depth < 0:
            return "a ] without its ["
    if depth:
        return "a [ without its ]"
    return None


#: An attribute list (attr_list): ``{: style="…"}``, ``{ #id }``, ``{ .class }``,
#: ``{ key=value }``; not a ``{placeholder}`` and not a ``{{ directive }}``.
_ATTR_LIST = re.compile(r"(?<!\{)\{\s*(?::|[#.][\w-]|[\w-]+\s*=)[^{}]*\}(?!\})")
#: What a line may start with to become another block: heading, blockquote, list item,
#: table row, indented code, thematic break.
_BLOCK_STARTS = (
    (re.compile(r"#{1,6}(?:\s|$)"), "a heading (a leading #)"),
    (re.compile(r">"), "a blockquote (a leading >)"),
    (re.compile(r"(?:[-*+]|\d{1,9}[.)])(?:\s|$)"), "a list item (a leading list marker)"),
    (re.compile(r"\|"), "a table row (a leading |)"),
    (re.compile(r"(?: {4}|\t)"), "a code block (leading spaces)"),
    (re.compile(r"(?:[-*_]\s*){3,}$"), "a thematic break (a line of - * or _)"),
)


def _structure_faults(ids: list[str], form: str) -> Iterator[str]:
    """What a translation would add to the page's structure or styling that its source
    message does not have: an attribute list, a line break (a new block), or a leading
    heading, blockquote, list or table marker."""
    source = " ".join(ids)
    extra = Counter(_ATTR_LIST.findall(form)) - Counter(_ATTR_LIST.findall(source))
    if extra:
        yield f"an attribute list the source does not have: {next(iter(extra))!r}"
    if ("\n" in form or "\r" in form) and not any("\n" in i for i in ids):
        yield "a line break the source does not have (it would start a new block)"
    for line in form.splitlines() or [form]:
        for pattern, what in _BLOCK_STARTS:
            if pattern.match(line) and not any(pattern.match(i) for i in ids):
                yield f"{what} that the source does not have"
                break


def _declared(message: Message) -> set[str] | None:
    """The placeholders a note for translators declares (``Placeholders: {a} {b}``)."""
    for note in message.auto_comments:
        if note.startswith("Placeholders:"):
            return set(_PLACEHOLDER.findall(note))
    return None


@functools.cache
def _word_pattern(term: str, exact_case: bool = False) -> re.Pattern[str]:
    """A whole word, case-insensitive (unless ``exact_case`` and the term has a capital, as
    German ``Sie``); ``stem*`` also matches every word that starts with the stem, and
    ``*ending`` every word that ends with it."""
    start = r"\w*" if term.startswith("*") else ""
    end = r"\w*" if term.endswith("*") else ""
    flags = 0 if exact_case and term != term.lower() else re.I
    return re.compile(rf"(?<!\w){start}{re.escape(term.strip('*'))}{end}(?!\w)", flags)


def _register_faults(text: str, allowed: tuple[str, ...], register: Register) -> Iterator[str]:
    """What is wrong with the form of address or the verb form of a help or button text."""
    if not allowed:
        return
    text = _PLACEHOLDER.sub(" ", text)
    found: dict[str, str] = {}
    for form, markers in register.words.items():
        for marker in markers:
            if match := _word_pattern(marker, exact_case=True).search(text):
                found.setdefault(form, match.group(0))
                break
    for form, word in found.items():
        if form not in allowed:
            yield (
                f"{word!r} is the {form} form; the glossary's register here is "
                f"{' or '.join(allowed)}"
            )
    used = [form for form in found if form in allowed]
    if len(used) > 1:
        first, second = used[0], used[1]
        yield (
            f"mixes two forms in one text: {found[first]!r} ({first}) and "
            f"{found[second]!r} ({second})"
        )


_ELIDED = ("’", "'")
_SUITS = "♠♥♦♣"


def _article_check(messages: Messages) -> Callable[[str], Iterator[str]]:
    """A check of the article before each card written out in a text (``el 8♥``), against
    the forms the catalog gives for its rank (``card.the.*`` and ``card.object.*``, a
    number's own ``card.the.8`` where the catalog has one, else ``card.the.number``): an
    elided article (``l’``, or a word that ends in one, Italian ``sull’8♥``) only where
    the rank's article elides, and a full one only where one of its forms is that article."""
    ranks: dict[str, int] = {}
    for rank, word in ((1, "A"), (11, "J"), (12, "Q"), (13, "K")):
        ranks[messages.text(f"rank.short.{word}")] = rank
    for number in range(2, 11):
        ranks[str(number)] = number
    forms: dict[int, list[tuple[str, str]]] = {}  # rank: [(key used, article)]
    for rank in set(ranks.values()):
        for case in ("the", "object"):
            key = messages.resolve(rank_key(messages, rank, case))
            if key not in messages.strings:
                continue
            before, marker, _ = messages.text(key, card="\0").partition("\0")
            if marker and before:
                forms.setdefault(rank, []).append((key, before))
    articles = [a for found in forms.values() for _, a in found]
    if len({a.endswith(_ELIDED) for a in articles}) < 2:
        return lambda text: iter(())  # every rank takes the same kind of article
    full = sorted({a.strip().lower() for a in articles if not a.endswith(_ELIDED)}, key=len)
    alternatives = "|".join(re.escape(a) for a in reversed(full))
    tokens = "|".join(re.escape(r) for r in sorted(ranks, key=len, reverse=True))
    pattern = re.compile(rf"(?<!\w)((?:\w*[’']|(?:{alternatives})\s+))({tokens})([{_SUITS}])", re.I)
    by_token = {token.upper(): rank for token, rank in ranks.items()}

    def check(text: str) -> Iterator[str]:
        for match in pattern.finditer(text):
            found, token = match.group(1), match.group(2)
            rank = ranks.get(token) or by_token.get(token.upper())
            if rank is None or rank not in forms:
                continue
            elided = found.endswith(_ELIDED)
            given = forms[rank]
            if elided and any(a.endswith(_ELIDED) for _, a in given):
                continue
            if not elided and found.strip().lower() in (a.strip().lower() for _, a in given):
                continue
            key, expected = given[0]
            card = token + match.group(3)
            yield (
                f"the article before {card} does not follow the rank's sound: "
                f"{match.group(0)!r}, where {key} gives {expected + card!r}"
            )

    return check


_LONG_FACTOR, _LONG_LENGTH = 10, 200


def _too_long(ids: list[str], form: str) -> str | None:
    """A translation far longer than its source (ten times and over 200 characters): most
    likely a paste of another message, or text that belongs elsewhere."""
    source = max(len(i) for i in ids)
    if len(form) > _LONG_LENGTH and len(form) >= _LONG_FACTOR * max(source, 1):
        return (
            f"the translation has {len(form)} characters, {len(form) // max(source, 1)} times "
            f"its source's {source}: is it another message's text?"
        )
    return None


def check_catalog(
    messages: Messages, glossary: Glossary, *, in_progress: bool = False
) -> Iterator[Problem]:
    """Every problem of ``messages``' catalog, in file order. In a locale still in progress,
    a half-filled plural is not a problem: it is an untranslated message (shown in English,
    counted and listed as such by the coverage)."""
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
    articles = _article_check(messages)
    register = glossary.register
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
        if len(ids) > 1 and given != catalog.num_plurals and not in_progress:
            yield problem(
                f"{given} plural forms, the header says {catalog.num_plurals}: "
                "shown in English until every form is filled",
                "warning",
            )
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
            for structure in _structure_faults(ids, form):
                yield problem(structure)
            if (fault := _unbalanced(form)) and not _unbalanced(" ".join(ids)):
                yield problem(f"unbalanced Markdown: {fault}")
            keyed = bool(message.context) and message.context in messages.strings
            if keyed and (mark := _emphasis(form)) and not _emphasis(" ".join(ids)):
                yield problem(
                    f"Markdown ({mark.strip()}…) in a message the player shows: the player "
                    "shows its text as written, a page would render it; write plain text"
                )
            for term, pattern in forbidden.items():
                if found := pattern.search(form):
                    shown = repr(term) if found.group(0) == term else f"{found.group(0)!r} ({term})"
                    yield problem(
                        f"forbidden term {shown}: the glossary says {glossary.forbidden[term]!r}",
                        "warning",
                    )
            for fault in articles(form):
                yield problem(fault, "warning")
            if long := _too_long(ids, form):
                yield problem(long, "warning")
            context = message.context or ""
            scope = (
                register.help
                if HELP_KEYS.fullmatch(context)
                else register.buttons
                if context in BUTTON_KEYS
                else ()
            )
            for fault in _register_faults(form, scope, register):
                yield problem(f"{context}: {fault}", "warning")
