"""A translation cannot change a page's structure or styling: no attribute list, heading,
list item, blockquote or table cell beyond its source's, and a ``|`` in a table cell is
escaped, never lost. Each case is a failing catalog, checked alone and through the build."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sitebuild import build, copy_project, set_locales
from test_i18n_review import problems

from crescent_docs.i18n.markdown import rewrite

CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")
MEANING = "Crescent, version 1 of the dealing procedure below."
MEANING_CA = "Crescent, versió 1 del procediment de repartiment descrit a sota."
SENTENCE = (
    "Every deal has a code, for example [`CR1-N-AAAAAAB`](play.md#CR1-N-AAAAAAB). Enter the "
    "same code and you get the same deal again, card for card."
)

CASES = [
    ('Cada repartiment té un codi. {: style="position:fixed;top:0"}', "an attribute list"),
    ("Cada repartiment té un codi. { .danger }", "an attribute list"),
    ("Cada repartiment té un codi. { #nou }", "an attribute list"),
    ("# Cada repartiment té un codi", "a heading (a leading #)"),
    ("> Cada repartiment té un codi", "a blockquote (a leading >)"),
    ("- Cada repartiment té un codi", "a list item"),
    ("1. Cada repartiment té un codi", "a list item"),
    ("| Cada | repartiment |", "a table row"),
    ("Cada repartiment\n# té un codi", "a line break the source does not have"),
    ("    Cada repartiment té un codi", "a code block"),
    ("***", "a thematic break"),
]


@pytest.mark.parametrize(("text", "complaint"), CASES)
def test_a_translation_that_adds_structure_is_refused(text: str, complaint: str) -> None:
    found = problems("ca", {(None, SENTENCE): text})
    assert any(complaint in p.what and p.severity == "error" for p in found), found


def test_placeholders_directives_and_bold_are_not_structure() -> None:
    changes = {
        ("player.selected", "Selected: {card} ({place})"): "{card} ({place}): seleccionada",
        (None, SENTENCE): (
            "**Cada** repartiment té un codi, per exemple [`CR1-N-AAAAAAB`](play.md#CR1-N-AAAAAAB)."
        ),
    }
    assert problems("ca", changes) == []


def test_a_pipe_in_a_translated_table_cell_is_escaped() -> None:
    source = "| Part | Meaning |\n|---|---|\n| Format | Crescent |\n"
    words = {"Format": "Format `a|b` | nou", "Crescent": "Crescent \\| ja escapat"}
    translated = rewrite(source, lambda text, line: words.get(text, text))
    assert "| Format `a|b` \\| nou | Crescent \\| ja escapat |" in translated


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = copy_project(tmp_path / "project")
    set_locales(path, ["ca"])
    return path


def set_page_translation(project: Path, msgid: str, new: str) -> None:
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    head = f'msgid "{msgid}"\nmsgstr "'
    start = text.index(head) + len(head)
    end = text.index('"\n', start)
    escaped = new.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    po.write_text(text[:start] + escaped + text[end:], encoding="utf-8")


def test_a_translation_that_adds_structure_stops_the_build(project: Path) -> None:
    """The build end to end, for the class: it stops with the checker's words and writes
    nothing (each kind of structure: test_a_translation_that_adds_structure_is_refused)."""
    text, complaint = "# Cada repartiment té un codi", "a heading (a leading #)"
    set_page_translation(project, SENTENCE, text)
    result = build(project)
    assert result.returncode != 0
    assert "Traceback" not in result.output, result.output
    assert complaint in result.output and "messages.po:" in result.output, result.output
    assert not (result.site / "ca").exists()


def test_a_pipe_in_a_table_cell_shows_in_its_cell(project: Path) -> None:
    set_page_translation(project, MEANING, MEANING_CA.replace(", ", " | ", 1))
    result = build(project, "--strict")
    assert result.returncode == 0, result.output
    html = result.page("ca/game-codes/index.html")
    row = re.search(r"<tr>\s*<td>Format</td>(.*?)</tr>", html, re.S)
    assert row is not None, html
    cells = re.findall(r"<td>(.*?)</td>", row.group(1), re.S)
    assert len(cells) == 2, cells
    assert cells[1] == "Crescent | versió 1 del procediment de repartiment descrit a sota.", cells
