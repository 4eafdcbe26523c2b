"""Bad input stops the build with a clear message, never a traceback, and writes no site."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from plugin_config import config_complaints, options_project
from sitebuild import Build, build, copy_project, set_locales

CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = copy_project(tmp_path / "project")
    # One translated locale is enough to exercise the checks, and faster.
    set_locales(path, ["ca"])
    return path


def set_translation(project: Path, context: str | None, msgid: str, new: str) -> None:
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    head = (f'msgctxt "{context}"\n' if context else "") + f'msgid "{msgid}"\nmsgstr "'
    start = text.index(head) + len(head)
    end = text.index('"\n', start)
    po.write_text(text[:start] + new + text[end:], encoding="utf-8")


def assert_clean_failure(output: str, returncode: int, *needles: str) -> None:
    assert returncode != 0
    assert "Traceback" not in output, output
    for needle in needles:
        assert needle in output, (needle, output)


@pytest.mark.parametrize(
    ("translation", "complaint"),
    [
        ("<script>alert(1)</script>Ha de ser del mateix coll", "HTML that the source"),
        ("Ha de ser <img src=x onerror=alert(1)> del mateix coll", "HTML that the source"),
        ("Ha de ser [del mateix coll](javascript:alert(1))", "a link the source"),
        ("Ha de ser **del mateix coll", "unbalanced Markdown"),
        ("Ha de ser del mateix coll {suit}", "unknown placeholder {suit}"),
    ],
)
def test_hostile_or_broken_translations_are_refused(
    tmp_path: Path, translation: str, complaint: str
) -> None:
    # In-process: the catalog is checked as the build loads it (plugin_config.py).
    config = options_project(tmp_path, "locales: [ca]", own_locales=True)
    set_translation(tmp_path, "refusal.not-same-suit", "Must be the same suit", translation)
    said = config_complaints(config)
    assert "Traceback" not in said
    for needle in (complaint, "messages.po:", "Must be the same suit"):
        assert needle in said, (needle, said)


def test_a_hostile_translation_stops_the_build(project: Path) -> None:
    """The build end to end, for the class: it stops, names the message, writes nothing."""
    translation, complaint = "<script>alert(1)</script>Ha de ser del mateix coll", "HTML that"
    set_translation(project, "refusal.not-same-suit", "Must be the same suit", translation)
    result = build(project)
    assert_clean_failure(
        result.output, result.returncode, complaint, "messages.po:", "Must be the same suit"
    )
    assert not (result.site / "ca" / "rules" / "index.html").exists()
    assert not list(result.site.parent.glob(".site-building-*"))  # no staging left behind


def test_a_missing_placeholder_stops_the_build(project: Path) -> None:
    """The unmodified project builds under --strict; with a fault the build stops, names
    it, and the previous site stays whole."""
    good = build(project, "--strict")
    assert good.returncode == 0, good.output
    before = good.page("ca/rules/index.html")
    set_translation(project, "pile.name", "pile {number}", "pila")
    bad = build(project)
    assert_clean_failure(bad.output, bad.returncode, "missing placeholder {number}")
    assert bad.page("ca/rules/index.html") == before


@pytest.mark.parametrize(
    ("garbage", "complaint"),
    [
        (["this is not a po line"], "is not a PO keyword"),
        (['msgid "x"', 'msgid "y"'], "msgstr is missing"),
    ],
)
def test_a_po_syntax_error_names_the_file_and_line(
    tmp_path: Path, garbage: list[str], complaint: str
) -> None:
    # In-process, as the build loads the catalog (plugin_config.py); a broken catalog stops
    # the build end to end in tests/test_i18n_catalogs.py.
    config = options_project(tmp_path, "locales: [ca]", own_locales=True)
    po = tmp_path / CA_PO
    lines = po.read_text(encoding="utf-8").splitlines()
    lines[30:30] = garbage  # from line 31 of the file
    po.write_text("\n".join(lines) + "\n", encoding="utf-8")
    said = config_complaints(config)
    assert "Traceback" not in said
    assert "messages.po:31:" in said and complaint in said, said


def test_a_plural_header_that_is_not_cldr_stops_the_build(project: Path) -> None:
    # An old-style two-form Catalan header, with two forms in every plural message.
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    text = re.sub(r"nplurals=3; plural=[^\\]*;", "nplurals=2; plural=(n != 1);", text)
    text = re.sub(r'\nmsgstr\[2\] "[^"]*"', "", text)
    po.write_text(text, encoding="utf-8")
    result = build(project)
    assert_clean_failure(
        result.output, result.returncode, "the Plural-Forms header has 2 forms; CLDR gives 3"
    )


def _in_progress(project: Path) -> None:
    config = project / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace(
            "locales: [ca]", "locales: [ca]\n      in_progress: [ca]"
        ),
        encoding="utf-8",
    )


@dataclass
class Warned:
    """The builds of a project whose Catalan catalog has three faults that warn: a
    half-filled plural, a forbidden glossary term and an untranslated message. Each fault's
    warning or line names it, so that one project serves the three tests."""

    relaxed: Build  # without --strict: it builds, and warns of each
    strict: Build  # --strict: it stops, naming each
    in_progress: Build  # ca in progress, --strict: it builds, and nothing warns


@pytest.fixture(scope="module")
def warned(tmp_path_factory: pytest.TempPathFactory) -> Warned:
    root = tmp_path_factory.mktemp("warned")
    project = copy_project(root / "project")
    set_locales(project, ["ca"])
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgstr[2] "{n} cartes"\n', "", 1), encoding="utf-8")
    set_translation(
        project, "foundation.up-S", "ascending foundation of spades", "fundació ascendent de piques"
    )
    set_translation(project, None, "Translations", "")
    relaxed = build(project, site=root / "relaxed")
    strict = build(project, "--strict", site=root / "strict")
    _in_progress(project)
    # As make preview builds an in-progress locale.
    in_progress = build(project, "--strict", site=root / "in-progress")
    return Warned(relaxed, strict, in_progress)


def test_a_half_filled_plural_in_progress_is_an_untranslated_message(warned: Warned) -> None:
    # In a locale still in progress, as an untranslated message is: listed, shown in
    # English, counted as untranslated; no warning, so even --strict builds.
    result = warned.in_progress
    assert result.returncode == 0, result.output
    assert not result.warnings, result.output
    assert re.search(
        r"untranslated, shown in English: '\{n\} card' "
        r"\(2 of 3 plural forms filled, .*messages\.po:\d+, msgctxt 'count\.cards'\)",
        result.output,
    ), result.output
    assert re.search(r"ca: (\d+)/\1 messages", result.output) is None, result.output
    page = result.text("ca/rules/index.html")
    assert "pila 2: 6 cards, 8 de piques a dalt" in page
    assert "pila 2: 6 cartes" not in page
    assert '6 <span lang="en">cards</span>' in result.page("ca/rules/index.html")


def test_a_half_filled_plural_in_a_finished_locale_warns(warned: Warned) -> None:
    relaxed, strict = warned.relaxed, warned.strict
    assert relaxed.returncode == 0, relaxed.output
    assert any("2 plural forms, the header says 3" in w for w in relaxed.warnings), relaxed.output
    assert "pila 2: 6 cards, 8 de piques a dalt" in relaxed.text("ca/rules/index.html")
    assert_clean_failure(strict.output, strict.returncode, "2 plural forms, the header says 3")


def test_a_forbidden_glossary_term_warns_and_fails_under_strict(warned: Warned) -> None:
    relaxed, strict = warned.relaxed, warned.strict
    assert relaxed.returncode == 0, relaxed.output
    assert any("forbidden term 'fundació'" in w for w in relaxed.warnings), relaxed.output
    assert_clean_failure(strict.output, strict.returncode, "forbidden term 'fundació'")


def test_an_untranslated_message_falls_back_to_english(warned: Warned) -> None:
    relaxed = warned.relaxed
    assert relaxed.returncode == 0, relaxed.output
    assert "untranslated, shown in English: 'Translations'" in relaxed.output
    assert ">Translations<" in relaxed.page("ca/about/index.html")
    assert_clean_failure(warned.strict.output, warned.strict.returncode, "docs/about.md:7")
    # In progress, it is listed, and even --strict builds.
    assert warned.in_progress.returncode == 0, warned.in_progress.output
    assert "untranslated, shown in English: 'Translations'" in warned.in_progress.output


def test_an_unknown_locale_in_mkdocs_yml_is_named(tmp_path: Path) -> None:
    # In-process (the build end to end: tests/test_i18n_locales.py).
    said = config_complaints(options_project(tmp_path, "locales: [ca, xx-nowhere]"))
    assert "Traceback" not in said
    assert "'xx-nowhere' is not a known locale" in said, said


def test_an_unknown_directive_names_the_page_and_line(project: Path) -> None:
    page = project / "docs" / "play.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n{{ nonsense }}\n", encoding="utf-8")
    result = build(project)
    assert_clean_failure(result.output, result.returncode, "docs/play.md:", "nonsense")


def test_a_bad_rule_demo_names_the_page_and_line(project: Path) -> None:
    page = project / "docs" / "play.md"
    demo = '\n```crescent-demo\n[piles]\n1 = "8H 8H 8H"\n```\n'
    page.write_text(page.read_text(encoding="utf-8") + demo, encoding="utf-8")
    result = build(project)
    assert_clean_failure(result.output, result.returncode, "docs/play.md:", "8H: 3 copies")


def test_an_illegal_move_in_the_example_game_stops_the_build(project: Path) -> None:
    example = project / "docs" / "examples" / "won-game.toml"
    text = example.read_text(encoding="utf-8")
    # Move 10 of the published game is 10 -> 14; pile 10's A♠ cannot go onto pile 13's 7♣.
    text = text.replace("10 -> 14", "10 -> 13", 1)
    example.write_text(text, encoding="utf-8")
    result = build(project)
    assert_clean_failure(
        result.output, result.returncode, "won-game.toml", "move 10 (10 -> 13)", "same suit"
    )
