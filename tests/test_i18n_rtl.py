"""Any language: a right-to-left locale (Arabic) with its runs that read left to right
isolated, the pictures and the board drawn left to right; a language the theme lacks
(Swahili); a quiet build (one coverage line per locale, then its problems; no line for a
game code's fragment); a locale in progress whose warnings do not fail --strict; a locale
without a catalog named with how to start it; Markdown refused in the player's messages.
Catalogs are written in the tests."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from sitebuild import Build, build, copy_project, environment, set_locales

from crescent_docs.engine import Card
from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.checks import Glossary, _emphasis, check_catalog
from crescent_docs.i18n.fallback import LTR_START, html_text, plain
from crescent_docs.i18n.locales import check_locale, interface_language, text_direction
from crescent_docs.i18n.markdown import isolate_formulas
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.svg import legend_html

AR_PO = Path("locales/ar/LC_MESSAGES/messages.po")
#: A page message left untranslated in Arabic (game-codes.md): shown in English.
UNTRANSLATED = "A code has three parts, separated by hyphens."
LONG = "طويل " * 80  # far longer than its source: a warning of the catalog's checks


def _set_msgstr(po: Path, msgctxt: str | None, msgid: str, msgstr: str) -> None:
    text = po.read_text(encoding="utf-8")
    head = f'msgctxt "{msgctxt}"\n' if msgctxt else ""
    entry = re.compile(
        rf'(?m)^{re.escape(head)}msgid "{re.escape(msgid)}"\nmsgstr "[^\n]*"\n(?:"[^\n]*"\n)*'
    )
    text, found = entry.subn(f'{head}msgid "{msgid}"\nmsgstr "{msgstr}"\n', text, count=1)
    assert found, (msgctxt, msgid)
    po.write_text(text, encoding="utf-8")


def _new_locale(project: Path, tag: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "crescent_docs.cli", "new-locale", tag, "--root", str(project)],
        check=True,
        capture_output=True,
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """English, Arabic in progress (one page message untranslated, one message far too
    long) and a new Swahili catalog (Material has no Swahili), built with --strict."""
    project = copy_project(tmp_path_factory.mktemp("rtl") / "project")
    _set_msgstr(project / AR_PO, None, UNTRANSLATED, "")
    _set_msgstr(project / AR_PO, "player.new-game", "New game", LONG)
    _new_locale(project, "sw")
    set_locales(project, ["en", "ar", "sw"], in_progress=["ar", "sw"])
    result = build(project, "--strict")
    assert result.returncode == 0, result.output
    return result


# -- right to left ----------------------------------------------------------------------


def test_direction_comes_from_cldr() -> None:
    assert text_direction("ar") == "rtl" and text_direction("he") == "rtl"
    assert text_direction("fa") == "rtl" and text_direction("ca") == "ltr"


def test_the_root_element_of_an_rtl_page_says_its_direction(site: Build) -> None:
    rules = site.page("ar/rules/index.html")
    assert '<html lang="ar" dir="rtl"' in rules
    assert '<body dir="rtl"' in rules  # Material's right-to-left layout
    assert '<html lang="en" dir="ltr"' in site.page("en/rules/index.html")


def test_left_to_right_runs_are_isolated_in_an_rtl_page(site: Build) -> None:
    rules, codes = site.page("ar/rules/index.html"), site.page("ar/game-codes/index.html")
    # A card's name, in the words of the page (not in the pictures).
    assert re.search(r'<bdi dir="ltr">(?:10|[2-9AJQK])[♠♥♦♣]</bdi>', rules)
    # English fallback text.
    assert f'<p lang="en" dir="ltr">{UNTRANSLATED}</p>' in codes or re.search(
        rf'<span lang="en" dir="ltr">{re.escape(UNTRANSLATED)}</span>', codes
    )
    assert not re.search(r'<(?!tspan|text|svg)[a-z]+\b[^>]* lang="en"(?![^>]*dir=)', codes)
    # Game codes.
    assert '<code dir="ltr">CR1-N-AAAAAAB</code>' in codes
    assert "<code>" not in codes
    # Nothing of the sort in a left-to-right page.
    assert "<bdi" not in site.page("en/rules/index.html")


def test_the_pictures_and_the_board_are_drawn_left_to_right(site: Build) -> None:
    rules = site.page("ar/rules/index.html")
    pictures = re.findall(r"<svg class=\"crescent-diagram__picture\"[^>]*>", rules)
    assert pictures and all('direction="ltr"' in svg for svg in pictures)
    # Each is named by its caption, which is still Arabic (and the page's direction).
    assert all('aria-labelledby="' in svg for svg in pictures)
    caption = '<p class="crescent-diagram__caption" id="diagram-before-move-10-caption"'
    assert f'{caption} aria-hidden="true">قبل النقلة 10</p>' in rules
    # The player's mount keeps the page's direction (its sentences are Arabic); its board
    # is drawn left to right by the site's stylesheet (tests/browser/test_rtl.py).
    mounts = re.findall(
        r'<div class="crescent-player"[^>]*>', rules + site.page("ar/play/index.html")
    )
    assert mounts and not any("dir=" in mount for mount in mounts)
    # The legend shows a caption and a badge as the board does: left to right.
    assert '<b dir="ltr">5 · 6</b>' in rules
    english = site.page("en/rules/index.html")
    assert 'direction="ltr"' not in english
    assert not re.search(
        r'<(?:div class="crescent-player"|b\b|span class="crescent-legend)[^>]*dir=', english
    )


def test_card_names_are_isolated_only_in_rtl_locales(tmp_path: Path) -> None:
    locales = copy_project(tmp_path) / "locales"
    arabic, catalan = (Wording(load_messages(tag, locales)) for tag in ("ar", "ca"))
    eight = Card.parse("8H")
    assert html_text(arabic.short(eight)) == '<bdi dir="ltr">8♥</bdi>'
    assert html_text(arabic.short(eight), "tspan") == "8♥"  # the pictures run left to right
    assert plain(arabic.short(eight)) == "8♥"  # attributes, JSON, the player's vectors
    assert LTR_START not in catalan.short(eight)
    assert "dir=" not in legend_html(catalan)


# -- a language the theme lacks -----------------------------------------------------------


def test_a_language_the_theme_lacks_is_accepted_with_a_related_interface() -> None:
    check_locale("sw")
    check_locale("pt-PT")
    assert interface_language("sw") == "en"
    assert interface_language("pt-PT") == "pt"
    assert interface_language("ar") == "ar"


def test_swahili_builds_with_its_own_lang_and_says_so_once(site: Build) -> None:
    page = site.page("sw/rules/index.html")
    assert '<html lang="sw" dir="ltr"' in page
    said = [line for line in site.output.splitlines() if "has no sw interface" in line]
    assert len(said) == 1 and said[0].startswith("INFO"), site.output


def test_the_root_page_names_each_language_in_that_language(site: Build) -> None:
    root = site.page("index.html")
    assert 'lang="sw">Kiswahili</a>' in root  # site.language-link not yet translated
    assert 'lang="ar">اقرأ القواعد بالعربية</a>' in root
    assert "Read the rules in English" in root  # the English site's own link


# -- a quiet console ----------------------------------------------------------------------


def test_a_build_prints_a_coverage_line_per_locale_then_its_problems(site: Build) -> None:
    lines = site.output.splitlines()
    assert not [line for line in lines if "does not contain an anchor" in line], site.output
    where = [line for line in lines if "Building documentation to directory" in line]
    assert [line.split(": ", 1)[1] for line in where] == [str(site.site)], site.output
    assert sum(bool(re.search(r": (en|ar|sw): \d+/\d+ messages", line)) for line in lines) == 3
    ar = [line for line in lines if re.search(r"crescent_docs: ar\b", line)]
    assert "messages translated" in ar[0] and len(ar) > 1
    problems = ar[1:]
    assert all("ar (in progress): " in line for line in problems), ar
    assert any("player.new-game" in line or "New game" in line for line in problems)
    assert not [line for line in lines if line.startswith("WARNING")], site.output


def test_a_missing_anchor_that_is_not_a_game_code_is_still_reported(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "about.md"
    page.write_text(
        page.read_text("utf-8")
        + "\n[x](play.md#no-such-anchor) [y](play.md#CR1-N-AAAAAAB) [z](#nowhere)"
        + " [t](play.md#today) [u](#today)\n",
        "utf-8",
    )
    set_locales(project, ["en"], in_progress=[])
    result = build(project)
    assert "contains a link 'play.md#no-such-anchor'" in result.output
    assert "contains a link '#nowhere'" in result.output
    assert "CR1-N-AAAAAAB" not in result.output
    assert "#today" not in result.output


# -- no dead ends -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("env", "said"),
    [
        (
            {"CRESCENT_LOCALES": "en,sv"},
            "CRESCENT_LOCALES (the command line: make preview LOCALE=…): 'sv' has no catalog",
        ),
        ({"CRESCENT_LOCALES": "en,sv_SE"}, "CRESCENT_LOCALES (the command line"),
    ],
)
def test_a_locale_without_a_catalog_says_how_to_start_it(
    tmp_path: Path, env: dict[str, str], said: str
) -> None:
    project = copy_project(tmp_path / "project")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-d", str(tmp_path / "site")],
        cwd=project,
        env=environment(**env),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert said in output, output
    assert "Traceback" not in output
    if said.endswith("has no catalog"):
        assert "make locale LOCALE=sv" in output


def test_a_locale_without_a_catalog_in_mkdocs_yml_is_named(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    set_locales(project, ["en", "sv"], in_progress=[])
    result = build(project)
    assert result.returncode != 0
    assert "mkdocs.yml: plugins.crescent.locales: 'sv' has no catalog" in result.output
    assert "make locale LOCALE=sv" in result.output


def test_markdown_in_a_message_the_player_shows_is_an_error(tmp_path: Path) -> None:
    locales = copy_project(tmp_path) / "locales"
    po = locales / "ca" / "LC_MESSAGES" / "messages.po"
    _set_msgstr(
        po, "refusal.not-same-suit", "Must be the same suit", "Ha de ser del **mateix** coll"
    )
    messages = load_messages("ca", locales)
    glossary = Glossary({}, {})
    problems = [p for p in check_catalog(messages, glossary) if "Markdown (**" in p.what]
    assert len(problems) == 1, problems
    problem = problems[0]
    assert problem.severity == "error"
    assert problem.msgid == "Must be the same suit"
    assert str(problem).startswith(f"{po}:")
    assert "Must be the same suit" in "\n".join(
        po.read_text("utf-8").splitlines()[problem.line - 1 : problem.line + 1]
    )


def test_no_source_message_of_the_player_carries_markdown() -> None:
    messages = load_messages("en")
    for key, source in messages.strings.items():
        for text in (source.singular, source.plural or ""):
            assert _emphasis(text) is None, (key, text)


@pytest.mark.parametrize(
    ("text", "isolated"),
    [
        ("كل كلمة تساوي 2³² − (2³² mod *n*) أو", '<bdi dir="ltr">2³² − (2³² mod *n*)</bdi>'),
        ("الكومة (*k* mod 16) + 1، فتتلقى", '<bdi dir="ltr">(*k* mod 16) + 1</bdi>'),
    ],
)
def test_a_formula_in_right_to_left_words_is_isolated(text: str, isolated: str) -> None:
    assert isolated in isolate_formulas(text)


@pytest.mark.parametrize(
    "text",
    [
        "من 0 (`CR1-N-AAAAAAA`) إلى 4,294,967,295",  # code, a number: nothing to isolate
        "[الرمز](play.md#CR1-N-AAAAAAB) و{{ refusal pile-full }}",  # a link, a directive
        "**الخلط.** لكل *i* من 95",  # emphasis, a lone variable
        "مولّد mulberry32",
    ],
)
def test_what_is_not_a_formula_is_left_alone(text: str) -> None:
    assert isolate_formulas(text) == text


def test_the_formulas_of_an_rtl_page_keep_their_order(site: Build) -> None:
    codes = site.page("ar/game-codes/index.html")
    assert '<bdi dir="ltr">2³² − (2³² mod <em>n</em>)</bdi>' in codes
    assert '<bdi dir="ltr">(<em>k</em> mod 16) + 1</bdi>' in codes
