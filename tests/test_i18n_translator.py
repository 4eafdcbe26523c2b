"""The translator's setup: an install of what building needs only, messages that must equal
their source not counted as untranslated, English fallback text marked ``lang="en"``."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po
from sitebuild import ROOT, build, copy_project

from crescent_docs.i18n.catalog import Messages, load_messages
from crescent_docs.i18n.coverage import coverage, needs_no_translation, source_messages
from crescent_docs.i18n.markdown import fallback, rewrite


@pytest.mark.parametrize(
    ("msgid", "expected"),
    [
        ("{rank}{symbol}", True),
        ("{number}", True),
        ("; ", True),
        ("{foundations}. {piles}.", True),
        ("{{ translation-status }}", True),
        ("A", False),
        ("Move {number}: {step}.", False),
        (("{n} card", "{n} cards"), False),
    ],
)
def test_messages_that_must_equal_their_source(msgid: str | tuple[str, str], expected: bool):
    assert needs_no_translation(msgid) is expected


def test_an_empty_catalog_counts_only_messages_with_words_as_untranslated() -> None:
    with (ROOT / "locales" / "messages.pot").open("rb") as handle:
        catalog = read_po(handle, locale="pl")
    messages = Messages(Locale.parse("pl"), catalog)
    english = load_messages("en")
    sources = source_messages(ROOT / "docs", english, sorted((ROOT / "docs").glob("*.md")))
    result = coverage(messages, sources)
    missing = {source.context for source in result.missing}
    assert "card.short" not in missing and "diagram.separator" not in missing
    assert "refusal.pile-full" in missing
    assert result.translated == sum(needs_no_translation(s.msgid) for s in sources) > 0
    assert result.percent < 100


def test_fallback_text_is_marked_with_its_language() -> None:
    page = "# Title\n\nA paragraph.\n\n| Part | Meaning |\n|---|---|\n| Format | x |\n"
    done = {"Title": "Títol", "Part": "Part"}
    out = rewrite(page, lambda text, line: done.get(text) or fallback(text, "en"))
    assert out.startswith("# Títol\n")
    assert '<span lang="en">A paragraph.</span>' in out
    assert '| <span lang="en">Format</span> |' in out


def test_an_untranslated_page_message_shows_with_lang_en(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    config.write_text(
        re.sub(r"locales: \[[^\]]*\]", "locales: [ca]", config.read_text(encoding="utf-8")),
        encoding="utf-8",
    )
    po = project / "locales/ca/LC_MESSAGES/messages.po"
    text = po.read_text(encoding="utf-8")
    for head in (
        'msgid "A code has three parts, separated by hyphens."\nmsgstr "',
        'msgctxt "player.copied"\nmsgid "Link copied"\nmsgstr "',
    ):
        start = text.index(head) + len(head)
        text = text[:start] + text[text.index('"\n', start) :]
    po.write_text(text, encoding="utf-8")
    result = build(project)
    assert result.returncode == 0, result.output
    html = result.page("ca/game-codes/index.html")
    assert '<p><span lang="en">A code has three parts, separated by hyphens.</span></p>' in html
    assert re.search(r"ca: \d+/\d+ messages translated \(99%\)", result.output), result.output
    # The untranslated list names the page line, the .po line and the msgctxt.
    lines = text.splitlines()
    page_po = lines.index('msgid "A code has three parts, separated by hyphens."') + 1
    keyed_po = lines.index('msgctxt "player.copied"') + 2  # the msgid's line
    assert re.search(
        rf"docs/game-codes.md:\d+: untranslated, shown in English: 'A code has three parts, "
        rf"separated by hyphens.' \(\S*messages.po:{page_po}\)",
        result.output,
    ), result.output
    assert re.search(
        rf"strings.toml:\d+: untranslated, shown in English: 'Link copied' "
        rf"\(\S*messages.po:{keyed_po}, msgctxt 'player.copied'\)",
        result.output,
    ), result.output


TEMPLATE = ROOT / "locales" / "messages.pot"
_TOKENS = re.compile(r"\{\{[^{}]*\}\}|\{[a-z_][a-z0-9_]*\}")


def template_messages() -> list[object]:
    with TEMPLATE.open("rb") as handle:
        return [m for m in read_po(handle) if m.id]


def test_every_message_with_a_placeholder_or_directive_explains_each() -> None:
    checked = 0
    for message in template_messages():
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        tokens = set(_TOKENS.findall(" ".join(ids)))
        if not tokens:
            continue
        checked += 1
        notes = " ".join(message.auto_comments)
        for token in tokens:
            assert token in notes, (message.context or ids[0], token, message.auto_comments)
    assert checked >= 50


def test_keyed_messages_carry_their_section_comment_and_real_line() -> None:
    strings = (ROOT / "crescent_docs/i18n/strings.toml").read_text(encoding="utf-8").splitlines()
    for message in template_messages():
        if not message.context:
            continue
        (file, line), *_ = message.locations
        assert file == "crescent_docs/i18n/strings.toml"
        name = message.context.rsplit(".", 1)[-1]
        assert name in strings[line - 1] or message.context in strings[line - 1], (
            message.context,
            strings[line - 1],
        )
    by_key = {m.context: m for m in template_messages() if m.context}
    assert "Narration of the example game." in by_key["narration.redeal"].auto_comments
    assert any("The player's interface." in n for n in by_key["player.undo"].auto_comments)
    assert any("where a card leaves it" in n for n in by_key["foundation.from.up-S"].auto_comments)


def test_the_translators_targets_install_no_test_or_lint_tools_and_no_npm(tmp_path: Path):
    """``make locale`` and ``make preview`` in a fresh copy: what would they run?"""
    project = copy_project(tmp_path / "project")
    for name in ("Makefile", "pyproject.toml", "babel.cfg"):
        shutil.copy2(ROOT / name, project / name)
    for target in ("locale", "preview", "messages"):
        plan = subprocess.run(
            ["make", "-n", "--no-print-directory", target, "LOCALE=pl"],
            cwd=project,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "pip install --quiet -e ." in plan, plan
        for tool in ("[test]", "npm", "playwright", "ruff", "mypy", "pytest"):
            assert tool not in plan, (target, tool, plan)
