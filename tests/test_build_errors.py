"""Bad input stops the build with a clear message, never a traceback, and writes no site."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from plugin_config import config_complaints, options_project
from sitebuild import build, copy_project, set_locales

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


def test_the_unmodified_project_builds(project: Path) -> None:
    result = build(project, "--strict")
    assert result.returncode == 0, result.output


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


def test_a_failed_build_keeps_the_previous_site_whole(project: Path) -> None:
    good = build(project)
    assert good.returncode == 0, good.output
    before = good.page("ca/rules/index.html")
    set_translation(project, "pile.name", "pile {number}", "pila")
    bad = build(project)
    assert bad.returncode != 0
    assert bad.page("ca/rules/index.html") == before


def test_a_missing_placeholder_stops_the_build(project: Path) -> None:
    set_translation(project, "pile.name", "pile {number}", "pila")
    result = build(project)
    assert_clean_failure(result.output, result.returncode, "missing placeholder {number}")


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


def _half_fill_a_plural(project: Path) -> None:
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    text = text.replace('msgstr[2] "{n} cartes"\n', "", 1)
    po.write_text(text, encoding="utf-8")


def _in_progress(project: Path) -> None:
    config = project / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace(
            "locales: [ca]", "locales: [ca]\n      in_progress: [ca]"
        ),
        encoding="utf-8",
    )


def test_a_half_filled_plural_in_progress_is_an_untranslated_message(project: Path) -> None:
    # In a locale still in progress, as an untranslated message is: listed, shown in
    # English, counted as untranslated; no warning, so even --strict builds.
    _half_fill_a_plural(project)
    _in_progress(project)
    for args in ((), ("--strict",)):
        result = build(project, *args)  # as make preview builds an in-progress locale
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


def test_a_half_filled_plural_in_a_finished_locale_warns(project: Path) -> None:
    _half_fill_a_plural(project)
    relaxed = build(project)
    assert relaxed.returncode == 0, relaxed.output
    assert any("2 plural forms, the header says 3" in w for w in relaxed.warnings), relaxed.output
    assert "pila 2: 6 cards, 8 de piques a dalt" in relaxed.text("ca/rules/index.html")
    strict = build(project, "--strict")
    assert_clean_failure(strict.output, strict.returncode, "2 plural forms, the header says 3")


def test_a_forbidden_glossary_term_warns_and_fails_under_strict(project: Path) -> None:
    set_translation(
        project, "foundation.up-S", "ascending foundation of spades", "fundació ascendent de piques"
    )
    relaxed = build(project)
    assert relaxed.returncode == 0, relaxed.output
    assert any("forbidden term 'fundació'" in w for w in relaxed.warnings), relaxed.output
    strict = build(project, "--strict")
    assert_clean_failure(strict.output, strict.returncode, "forbidden term 'fundació'")


def test_an_untranslated_message_falls_back_to_english(project: Path) -> None:
    set_translation(project, None, "Translations", "")
    relaxed = build(project)
    assert relaxed.returncode == 0, relaxed.output
    assert "untranslated, shown in English: 'Translations'" in relaxed.output
    assert ">Translations<" in relaxed.page("ca/about/index.html")
    strict = build(project, "--strict")
    assert_clean_failure(strict.output, strict.returncode, "docs/about.md:7")
    config = project / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace(
            "locales: [ca]", "locales: [ca]\n      in_progress: [ca]"
        ),
        encoding="utf-8",
    )
    in_progress = build(project, "--strict")
    assert in_progress.returncode == 0, in_progress.output


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
