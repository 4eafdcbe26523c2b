"""Locales: accepted only when the theme (Material) and Babel know them, named as Material
names them (BCP 47: ``pt-BR``), duplicates caught whatever their case; ``new-locale``
refuses what the build refuses and says what it did."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from plugin_config import config_complaints, options_project
from sitebuild import build, copy_project, set_locales

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.coverage import Coverage
from crescent_docs.i18n.locales import LocaleError, catalog_name, check_locale, check_locales


@pytest.mark.parametrize("tag", ["en", "ca", "hr", "pl", "pt-BR", "zh-Hant"])
def test_the_themes_languages_are_accepted(tag: str) -> None:
    check_locale(tag)


@pytest.mark.parametrize(
    ("tag", "complaint"),
    [
        ("pt_BR", "'pt_BR' is not a known locale: write it 'pt-BR'"),
        ("EN", "'EN' is not a known locale: write it 'en'"),
        ("en_GB", "'en_GB' is not a known locale: the theme (Material) has 'en'"),
        ("xx-nowhere", "'xx-nowhere' is not a known locale: the theme (Material) has no language"),
        ("sh", "'sh' is not a known locale: Babel has no CLDR data"),
    ],
)
def test_an_unknown_locale_is_refused_with_its_near_matches(tag: str, complaint: str) -> None:
    with pytest.raises(LocaleError) as error:
        check_locale(tag)
    assert complaint in str(error.value)
    assert str(error.value).startswith("mkdocs.yml: plugins.crescent.locales: ")


@pytest.mark.parametrize(
    ("tags", "complaint"),
    [
        (["en", "EN"], "a locale is listed twice: 'en' ('EN' is 'en')"),
        (["ca", "ca"], "a locale is listed twice: 'ca'"),
        (["pt-BR", "pt_br"], "a locale is listed twice: 'pt-BR' ('pt_br' is 'pt-BR')"),
    ],
)
def test_duplicates_are_caught_without_regard_to_case(tags: list[str], complaint: str) -> None:
    with pytest.raises(LocaleError) as error:
        check_locales(tags)
    assert complaint in str(error.value)


def test_a_site_tag_reads_the_catalog_of_its_gettext_name(tmp_path: Path) -> None:
    assert catalog_name("pt-BR") == "pt_BR"
    po = tmp_path / "pt_BR" / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: '
        'nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;\\n"\n\n'
        'msgctxt "refusal.not-same-suit"\nmsgid "Must be the same suit"\n'
        'msgstr "Tem de ser do mesmo naipe"\n',
        encoding="utf-8",
    )
    messages = load_messages("pt-BR", tmp_path)
    assert messages.text("refusal.not-same-suit") == "Tem de ser do mesmo naipe"


@pytest.mark.parametrize(
    ("translated", "total", "percent"), [(205, 206, 99.0), (206, 206, 100.0), (0, 206, 0.0)]
)
def test_coverage_shows_100_percent_only_when_complete(
    translated: int, total: int, percent: float
) -> None:
    assert Coverage("ca", translated, total).percent == percent


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


@pytest.mark.parametrize(
    ("listed", "complaint"),
    [
        ("ca, pt_BR", "'pt_BR' is not a known locale: write it 'pt-BR'"),
        ("en, en_GB", "'en_GB' is not a known locale: the theme (Material) has 'en'"),
        ("en, EN", "a locale is listed twice: 'en' ('EN' is 'en')"),
    ],
)
def test_the_build_refuses_a_locale_the_theme_does_not_have(
    tmp_path: Path, listed: str, complaint: str
) -> None:
    # In-process, as the build loads mkdocs.yml (plugin_config.py).
    said = config_complaints(options_project(tmp_path, f"locales: [{listed}]"))
    assert "Traceback" not in said and "TemplateNotFound" not in said
    assert complaint in said, said


def test_a_locale_the_theme_does_not_have_stops_the_build(project: Path) -> None:
    """The build end to end, for the class: the same words, and no traceback."""
    set_locales(project, ["ca", "pt_BR"])
    result = build(project)
    assert result.returncode != 0
    assert "Traceback" not in result.output and "TemplateNotFound" not in result.output
    assert "'pt_BR' is not a known locale: write it 'pt-BR'" in result.output, result.output


def new_locale(project: Path, tag: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "crescent_docs.cli", "new-locale", tag, "--root", str(project)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_new_locale_pt_br_makes_a_locale_that_builds(project: Path) -> None:
    set_locales(project, ["en", "ca"])
    result = new_locale(project, "pt_BR")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "the site names 'pt_BR' 'pt-BR'" in result.stdout
    assert (project / "locales" / "pt_BR" / "LC_MESSAGES" / "messages.po").exists()
    assert "locales: [en, ca, pt-BR]" in (project / "mkdocs.yml").read_text("utf-8")
    site = build(project)
    assert site.returncode == 0, site.output
    assert 'hreflang="pt-BR"' in site.page("en/index.html")
    assert '<html lang="pt-BR"' in site.page("pt-BR/rules/index.html")


@pytest.mark.parametrize(
    ("tag", "said"),
    [
        ("en", "en is the source language"),
        ("EN", "en is the source language"),
        ("ca", "ca is already in mkdocs.yml's locales. Nothing was changed."),
        ("CA", "ca is already in mkdocs.yml's locales. Nothing was changed."),
        ("en_GB", "'en_GB' is not a known locale: the theme (Material) has 'en'"),
        ("xx", "'xx' is not a known locale"),
    ],
)
def test_new_locale_refuses_what_the_build_refuses_and_changes_nothing(
    project: Path, tag: str, said: str
) -> None:
    before = (project / "mkdocs.yml").read_text("utf-8")
    folders = sorted(p.name for p in (project / "locales").iterdir())
    result = new_locale(project, tag)
    assert result.returncode == 1
    assert said in result.stdout, result.stdout
    assert "Traceback" not in result.stderr
    assert (project / "mkdocs.yml").read_text("utf-8") == before
    assert sorted(p.name for p in (project / "locales").iterdir()) == folders
