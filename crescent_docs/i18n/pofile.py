"""A strict reader of the PO syntax, run on a catalog before Babel parses it.

Babel's ``read_po`` (even with ``abort_invalid``), polib and translate-toolkit each let
some faults through that GNU ``msgfmt -c`` reports: an unterminated string is cut and kept,
``msgstr text`` is read as a string, a duplicate msgid silently replaces the first, a
broken ``Plural-Forms`` expression fails later with a traceback, ``msgstr[5]`` in a 2-form
language is accepted, a charset that disagrees with the bytes gives mojibake, a BOM is an
unknown keyword. ``msgfmt`` itself is not a Python package and a translator's machine may
not have it. So this module checks the grammar of ``msgfmt`` (keywords, quoted strings and
their escapes, the order of an entry's keywords, plural indexes, duplicates, the header's
charset and plural expression) and reports every fault with its file, line, the entry's
msgid and plain words. It does not build anything: Babel still reads the catalog.
"""

from __future__ import annotations

import gettext
import re
from dataclasses import dataclass, field

__all__ = ["PoFault", "check_po"]

_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\s*\d+\s*)\])?(?=\s|\"|$)")
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b"}
_ESCAPES |= {"f": "\f", "v": "\v", "?": "?", "'": "'"}
_OCTAL = re.compile(r"[0-7]{1,3}")
_HEX = re.compile(r"x[0-9a-fA-F]+")
_MAX_FAULTS = 20


@dataclass(frozen=True, slots=True)
class PoFault:
    """One fault: the line, the msgid of its entry (when known), and what is wrong."""

    line: int
    msgid: str | None
    what: str

    def describe(self, file: str) -> str:
        entry = (
            " the header:"
            if self.msgid == ""
            else f" msgid {self.msgid!r}:"
            if self.msgid is not None
            else ""
        )
        return f"{file}:{self.line}:{entry} {self.what}"


@dataclass
class _Entry:
    line: int
    obsolete: bool = False
    fields: dict[str, tuple[int, str]] = field(default_factory=dict)
    plurals: list[tuple[int, int, str]] = field(default_factory=list)  # (line, index, text)
    last: str | None = None  # the keyword that continuation strings extend

    @property
    def msgid(self) -> str | None:
        return self.fields["msgid"][1] if "msgid" in self.fields else None


def _unescape(body: str) -> tuple[str, str | None]:
    """The text of a quoted string's body, and the first bad escape in it, if any."""
    out: list[str] = []
    index = 0
    while index < len(body):
        char = body[index]
        if char != "\\":
            out.append(char)
            index += 1
            continue
        rest = body[index + 1 :]
        if rest[:1] in _ESCAPES:
            out.append(_ESCAPES[rest[0]])
            index += 2
        elif match := _OCTAL.match(rest):
            out.append(chr(int(match.group(0), 8)))
            index += 1 + len(match.group(0))
        elif match := _HEX.match(rest):
            out.append(chr(int(match.group(0)[1:], 16)))
            index += 1 + len(match.group(0))
        else:
            return "".join(out), f"an unknown escape \\{rest[:1]} (write \\\\ for a backslash)"
    return "".join(out), None


def _string(text: str) -> tuple[str | None, str | None]:
    """One quoted string and nothing else: (its text, None) or (None, what is wrong)."""
    text = text.strip()
    if not text.startswith('"'):
        shown = text.split()[0] if text.split() else "nothing"
        return None, f"a quoted string was expected here, not {shown!r}"
    match = _STRING.match(text)
    if match is None:
        return None, "the string has no closing quote (end of line within a string)"
    tail = text[match.end() :].strip()
    if tail:
        return None, f"text after the closing quote: {tail[:30]!r}"
    value, bad = _unescape(match.group(1))
    return (None, bad) if bad else (value, None)


def _header_fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in text.split("\n"):
        name, colon, value = line.partition(":")
        if colon:
            fields[name.strip().lower()] = value.strip()
    return fields


def _check_header(entry: _Entry, faults: list[PoFault]) -> int | None:
    """Check the header entry; the number of plural forms it gives (None when absent)."""
    text = entry.fields.get("msgstr", (entry.line, ""))[1]
    line = entry.fields.get("msgstr", (entry.line, ""))[0]
    fields = _header_fields(text)
    content = fields.get("content-type", "")
    charset = re.search(r"charset\s*=\s*([^\s;]+)", content, re.I)
    if charset and charset.group(1).lower().replace("_", "-") not in {"utf-8", "utf8"}:
        faults.append(
            PoFault(
                line,
                "",
                f"the header says charset={charset.group(1)}, but catalogs are read as UTF-8: "
                "save the file as UTF-8 and write charset=UTF-8",
            )
        )
    plural = fields.get("plural-forms")
    if plural is None:
        return None
    count = re.search(r"nplurals\s*=\s*(\d+)", plural)
    expression = re.search(r"plural\s*=\s*([^;]*)", plural)
    if count is None or int(count.group(1)) < 1 or expression is None:
        faults.append(
            PoFault(
                line,
                "",
                f"the Plural-Forms header {plural!r} is not 'nplurals=N; plural=EXPRESSION;'",
            )
        )
        return None
    try:
        gettext.c2py(expression.group(1).strip())
    except (ValueError, SyntaxError, RecursionError):
        faults.append(
            PoFault(
                line,
                "",
                f"the Plural-Forms expression {expression.group(1).strip()!r} is not a valid "
                "C expression of n",
            )
        )
    return int(count.group(1))


def _close(entry: _Entry | None, faults: list[PoFault], entries: list[_Entry]) -> None:
    if entry is None:
        return
    fields, msgid = entry.fields, entry.msgid
    if "msgid" not in fields:
        faults.append(PoFault(entry.line, None, "an entry without msgid"))
        return
    if "msgid_plural" in fields:
        if "msgstr" in fields:
            faults.append(
                PoFault(
                    fields["msgstr"][0],
                    msgid,
                    "a plural message (msgid_plural) needs msgstr[0], msgstr[1]…, not msgstr",
                )
            )
        if not entry.plurals:
            faults.append(PoFault(fields["msgid_plural"][0], msgid, "msgstr[0] is missing"))
        for expected, (line, index, _) in enumerate(entry.plurals):
            if index != expected:
                faults.append(
                    PoFault(
                        line,
                        msgid,
                        f"msgstr[{index}] where msgstr[{expected}] was expected "
                        "(the forms are numbered from 0, in order)",
                    )
                )
                break
    else:
        if entry.plurals:
            faults.append(
                PoFault(
                    entry.plurals[0][0],
                    msgid,
                    f"msgstr[{entry.plurals[0][1]}] in a message without msgid_plural",
                )
            )
        elif "msgstr" not in fields:
            faults.append(PoFault(fields["msgid"][0], msgid, "msgstr is missing"))
    entries.append(entry)


def check_po(data: bytes) -> list[PoFault]:
    """Every fault of a PO file's bytes (at most 20), in file order; [] when it is sound."""
    faults: list[PoFault] = []
    if data.startswith(b"\xef\xbb\xbf"):
        faults.append(
            PoFault(
                1,
                None,
                "the file starts with a byte order mark (BOM): save it as UTF-8 without BOM",
            )
        )
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        bad_line = data[: error.start].count(b"\n") + 1
        return [
            *faults,
            PoFault(
                bad_line, None, f"byte {data[error.start]:#x} is not UTF-8: save the file as UTF-8"
            ),
        ]
    entries: list[_Entry] = []
    entry: _Entry | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
            if line.startswith(("|", ",", ".", ":")):
                continue  # the comments of an obsolete entry (#~| its previous msgid)
        elif line.startswith("#") or not line:
            continue  # comments and blank lines
        if not line:
            continue
        if line.startswith('"'):
            value, problem = _string(line)
            if entry is None or entry.last is None:
                faults.append(
                    PoFault(number, None, "a string that follows no keyword (msgid, msgstr…)")
                )
            elif problem:
                faults.append(PoFault(number, entry.msgid, problem))
            elif entry.last.startswith("msgstr["):
                at, form, previous = entry.plurals[-1]
                entry.plurals[-1] = (at, form, previous + (value or ""))
            else:
                at, previous = entry.fields[entry.last]
                entry.fields[entry.last] = (at, previous + (value or ""))
            continue
        match = _KEYWORD.match(line)
        if match is None:
            word = line.split()[0]
            faults.append(
                PoFault(
                    number,
                    entry.msgid if entry else None,
                    f"{word[:30]!r} is not a PO keyword (msgctxt, msgid, msgid_plural, msgstr) "
                    "or a quoted string",
                )
            )
            if entry is not None:
                entry.last = None
            continue
        keyword, index = match.group(1), match.group(2)
        value, problem = _string(line[match.end() :])
        starts_entry = keyword == "msgctxt" or (
            keyword == "msgid"
            and (entry is None or "msgctxt" not in entry.fields or "msgid" in entry.fields)
        )
        if starts_entry:
            _close(entry, faults, entries)
            entry = _Entry(number, obsolete)
        if entry is None:
            entry = _Entry(number, obsolete)
            faults.append(PoFault(number, None, f"{keyword} before any msgid"))
        if problem:
            faults.append(PoFault(number, entry.msgid, f"{keyword}: {problem}"))
        if index is not None:
            if keyword != "msgstr":
                faults.append(PoFault(number, entry.msgid, f"{keyword} cannot have an index"))
            entry.plurals.append((number, int(index), value or ""))
            entry.last = f"msgstr[{int(index)}]"
            continue
        if keyword in entry.fields:
            faults.append(PoFault(number, entry.msgid, f"{keyword} twice in one entry"))
        elif keyword != "msgid" and "msgid" not in entry.fields and keyword != "msgctxt":
            faults.append(PoFault(number, None, f"{keyword} before its msgid"))
        entry.fields[keyword] = (number, value or "")
        entry.last = keyword
    _close(entry, faults, entries)
    plural_forms = None
    seen: dict[tuple[str | None, str], int] = {}
    for item in entries:
        if item.obsolete:
            continue
        msgid = item.msgid or ""
        context = item.fields["msgctxt"][1] if "msgctxt" in item.fields else None
        if msgid == "" and context is None:
            plural_forms = _check_header(item, faults)
            continue
        key = (context, msgid)
        if key in seen:
            faults.append(
                PoFault(
                    item.fields["msgid"][0],
                    msgid,
                    f"a duplicate message: the same msgid{' and msgctxt' if context else ''} "
                    f"is first defined at line {seen[key]}",
                )
            )
        else:
            seen[key] = item.fields["msgid"][0]
    if plural_forms is not None:
        for item in entries:
            for at, index, _ in item.plurals:
                if index >= plural_forms and not item.obsolete:
                    faults.append(
                        PoFault(
                            at,
                            item.msgid,
                            f"msgstr[{index}]: the Plural-Forms header gives {plural_forms} "
                            f"forms, msgstr[0] to msgstr[{plural_forms - 1}]",
                        )
                    )
    faults.sort(key=lambda fault: fault.line)
    return faults[:_MAX_FAULTS]
