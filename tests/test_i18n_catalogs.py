"""Catalogs are read strictly: every fault that ``msgfmt -c`` reports stops the build with
the file, the line, the entry's msgid and plain words, never a traceback. A corpus of
broken catalogs, one per fault, goes through the strict reader and through the build; the
committed catalogs pass ``msgfmt -c`` where it is installed."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from babel import Locale
from sitebuild import ROOT, build, copy_project, set_locales

from crescent_docs.i18n.catalog import CatalogError, read_catalog
from crescent_docs.i18n.pofile import check_po

CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")
EMPTY_SOURCE = 'msgstr "No hi ha cap carta per moure"'


def replace(old: str, new: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        assert old in text, old
        return text.replace(old, new, 1)

    return edit


def duplicate(text: str) -> str:
    entry = (
        '\nmsgctxt "refusal.empty-source"\nmsgid "There is no card to move"\nmsgstr "Cap carta"\n'
    )
    return text.rstrip("\n") + "\n" + entry


def plural_expression(text: str) -> str:
    return re.sub(r"plural=\(n == 1 \? 0 :[^\\]*;", "plural=(n == 1 ? 0 : ;", text)


# (name, the edit of the Catalan catalog, the line it names, its msgid, the words)
CORPUS: list[tuple[str, Callable[[str], str], str, str]] = [
    (
        "unterminated string",
        replace(EMPTY_SOURCE, 'msgstr "No hi ha cap carta per moure'),
        "msgid 'There is no card to move'",
        "no closing quote",
    ),
    (
        "unquoted string",
        replace(EMPTY_SOURCE, "msgstr No hi ha cap carta per moure"),
        "msgid 'There is no card to move'",
        "a quoted string was expected here, not 'No'",
    ),
    (
        "stray text",
        replace(EMPTY_SOURCE, 'msgstr garbage "'),
        "msgid 'There is no card to move'",
        "a quoted string was expected here, not 'garbage'",
    ),
    (
        "text after the string",
        replace(EMPTY_SOURCE, EMPTY_SOURCE + " moure"),
        "msgid 'There is no card to move'",
        "text after the closing quote",
    ),
    (
        "unknown keyword",
        replace(EMPTY_SOURCE, EMPTY_SOURCE + '\nmsgtsr "x"'),
        "msgid 'There is no card to move'",
        "'msgtsr' is not a PO keyword",
    ),
    (
        "bad escape",
        replace(EMPTY_SOURCE, 'msgstr "No hi ha cap carta \\q per moure"'),
        "msgid 'There is no card to move'",
        "an unknown escape \\q",
    ),
    (
        "bad plural index",
        replace('msgstr[1] "{n} de cartes"', 'msgstr[1] "{n} de cartes"\nmsgstr[5] "{n} x"'),
        "msgid '{n} card'",
        "the Plural-Forms header gives 3 forms, msgstr[0] to msgstr[2]",
    ),
    (
        "msgstr without an index in a plural message",
        replace('msgstr[0] "{n} carta"', 'msgstr "{n} carta"'),
        "msgid '{n} card'",
        "needs msgstr[0], msgstr[1]…, not msgstr",
    ),
    (
        "broken Plural-Forms expression",
        plural_expression,
        "the header:",
        "is not a valid C expression of n",
    ),
    (
        "charset that disagrees with the bytes",
        replace("charset=utf-8", "charset=ISO-8859-1"),
        "the header:",
        "the header says charset=ISO-8859-1, but catalogs are read as UTF-8",
    ),
    (
        "duplicate msgid",
        duplicate,
        "msgid 'There is no card to move'",
        "a duplicate message: the same msgid and msgctxt is first defined at line",
    ),
]


def faults_of(text: str) -> list[str]:
    return [fault.describe("messages.po") for fault in check_po(text.encode("utf-8"))]


@pytest.fixture(scope="module")
def catalan() -> str:
    return (ROOT / CA_PO).read_text(encoding="utf-8")


@pytest.mark.parametrize("locale", ["ca", "hr", "es", "fr", "de"])
def test_the_committed_catalogs_are_sound(locale: str) -> None:
    data = (ROOT / "locales" / locale / "LC_MESSAGES" / "messages.po").read_bytes()
    assert check_po(data) == []
    assert check_po((ROOT / "locales" / "messages.pot").read_bytes()) == []


@pytest.mark.parametrize(("name", "edit", "msgid", "words"), CORPUS, ids=[c[0] for c in CORPUS])
def test_the_strict_reader_names_each_fault(
    catalan: str, name: str, edit: Callable[[str], str], msgid: str, words: str
) -> None:
    faults = faults_of(edit(catalan))
    assert any(msgid in fault and words in fault for fault in faults), faults
    assert all(re.match(r"messages\.po:\d+: ", fault) for fault in faults), faults


def test_a_bom_and_bytes_that_are_not_utf8_are_named(catalan: str) -> None:
    faults = check_po(b"\xef\xbb\xbf" + catalan.encode("utf-8"))
    assert [(f.line, f.what) for f in faults] == [
        (1, "the file starts with a byte order mark (BOM): save it as UTF-8 without BOM")
    ]
    latin = catalan.replace("charset=utf-8", "charset=ISO-8859-1").encode("latin-1", "replace")
    faults = check_po(latin)
    assert faults and "is not UTF-8: save the file as UTF-8" in faults[0].what
    assert faults[0].line > 1


def test_obsolete_entries_and_previous_msgids_are_read_as_comments() -> None:
    text = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        '#~| msgid "old"\n#~ msgid "gone"\n#~ msgstr "x"\n\n'
        '#, fuzzy\n#| msgid "a b"\nmsgid "a"\nmsgstr "y"\n\n#~ msgid "a"\n#~ msgstr "z"\n'
    )
    assert check_po(text.encode("utf-8")) == []


def test_the_unterminated_string_names_its_line(catalan: str) -> None:
    text = catalan.replace(EMPTY_SOURCE, 'msgstr "No hi ha cap carta per moure', 1)
    line = text.splitlines().index('msgstr "No hi ha cap carta per moure') + 1
    assert faults_of(text)[0].startswith(f"messages.po:{line}: msgid 'There is no card to move':")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = copy_project(tmp_path / "project")
    set_locales(path, ["ca"])
    return path


#: One broken catalog end to end for each way a fault reaches the build: a PO syntax error
#: (the reader names every fault of CORPUS, test_the_strict_reader_names_each_fault; the
#: build runs that reader and stops with its words), and bytes that are not a text (a BOM).
BUILD_CORPUS = [
    *((name, edit, msgid, words) for name, edit, msgid, words in CORPUS[:1]),
    (
        "BOM",
        lambda text: "\ufeff" + text,
        "messages.po:1:",
        "byte order mark",
    ),
]


@pytest.mark.parametrize(
    ("name", "edit", "msgid", "words"), BUILD_CORPUS, ids=[c[0] for c in BUILD_CORPUS]
)
def test_each_broken_catalog_stops_the_build_clearly(
    project: Path, name: str, edit: Callable[[str], str], msgid: str, words: str
) -> None:
    po = project / CA_PO
    po.write_text(edit(po.read_text(encoding="utf-8")), encoding="utf-8")
    result = build(project)
    assert result.returncode != 0, result.output
    assert "Traceback" not in result.output, result.output
    assert f"{po}:" in result.output or "messages.po:" in result.output, result.output
    assert msgid in result.output and words in result.output, result.output
    assert not (result.site / "ca").exists()


@pytest.mark.parametrize(("name", "edit", "msgid", "words"), CORPUS, ids=[c[0] for c in CORPUS])
def test_each_broken_catalog_is_refused_by_what_the_build_reads_it_with(
    tmp_path: Path, catalan: str, name: str, edit: Callable[[str], str], msgid: str, words: str
) -> None:
    """read_catalog, which the build calls for each locale, refuses each fault in the
    reader's words, naming the file (the build end to end: the test above)."""
    po = tmp_path / "messages.po"
    po.write_text(edit(catalan), encoding="utf-8")
    with pytest.raises(CatalogError) as refused:
        read_catalog(po, Locale.parse("ca"))
    said = str(refused.value)
    assert said.startswith(f"{po}:"), said
    assert msgid in said and words in said, said


MSGFMT = shutil.which("msgfmt")


@pytest.mark.skipif(MSGFMT is None, reason="msgfmt (GNU gettext) is not installed")
@pytest.mark.parametrize(
    "po",
    [*sorted((ROOT / "locales").glob("*/LC_MESSAGES/messages.po")), ROOT / "locales/messages.pot"],
    ids=lambda p: p.parent.parent.name if p.suffix == ".po" else "messages.pot",
)
def test_msgfmt_accepts_every_committed_catalog(po: Path) -> None:
    assert MSGFMT is not None
    result = subprocess.run(
        [MSGFMT, "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(MSGFMT is None, reason="msgfmt (GNU gettext) is not installed")
@pytest.mark.parametrize(("name", "edit", "msgid", "words"), CORPUS, ids=[c[0] for c in CORPUS])
def test_msgfmt_agrees_that_each_case_is_broken(
    tmp_path: Path, catalan: str, name: str, edit: Callable[[str], str], msgid: str, words: str
) -> None:
    assert MSGFMT is not None
    if name == "charset that disagrees with the bytes":
        pytest.skip("msgfmt converts from the declared charset and ships mojibake; we refuse it")
    po = tmp_path / "messages.po"
    po.write_text(edit(catalan), encoding="utf-8")
    result = subprocess.run(
        [MSGFMT, "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=False
    )
    assert result.returncode != 0, name


MSGINIT = shutil.which("msginit")


@pytest.mark.skipif(MSGINIT is None, reason="msginit (GNU gettext) is not installed")
def test_the_msginit_route_makes_a_catalog_that_builds(project: Path) -> None:
    assert MSGINIT is not None
    shutil.rmtree(project / "locales" / "pl", ignore_errors=True)  # start Polish afresh
    po = project / "locales" / "pl" / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True)
    made = subprocess.run(
        [MSGINIT, "-i", "locales/messages.pot", "-l", "pl", "-o", str(po), "--no-translator"],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert made.returncode == 0, made.stderr
    assert check_po(po.read_bytes()) == []
    config = project / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace(
            "locales: [ca]", "locales: [ca, pl]\n      in_progress: [pl]"
        ),
        encoding="utf-8",
    )
    result = build(project)
    assert result.returncode == 0, result.output
    assert re.search(r"pl: \d/\d+ messages translated \([0-4]%\)", result.output), result.output
