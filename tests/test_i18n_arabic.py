"""Arabic, a catalog ahead of its site: complete, its six plural forms, its checks clean,
and not yet listed in mkdocs.yml (its right-to-left layout is still to come)."""

from __future__ import annotations

from pathlib import Path

import pytest

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.checks import check_catalog, load_glossary
from crescent_docs.i18n.coverage import coverage, source_messages
from crescent_docs.i18n.wording import Wording

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def test_arabic_is_complete_and_not_yet_on_the_site() -> None:
    messages = load_messages("ar", LOCALES)
    assert messages.catalog is not None and messages.catalog.num_plurals == 6
    english = load_messages("en")
    result = coverage(
        messages, source_messages(ROOT / "docs", english, (ROOT / "docs").glob("*.md"))
    )
    assert result.missing == [] and result.percent == 100
    assert list(check_catalog(messages, load_glossary(LOCALES / "ar" / "glossary.toml"))) == []
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "ar," not in config and ", ar]" not in config


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (0, "0 ورقة"),
        (1, "ورقة واحدة"),
        (2, "ورقتان"),
        (3, "3 أوراق"),
        (10, "10 أوراق"),
        (11, "11 ورقة"),
        (99, "99 ورقة"),
        (104, "104 أوراق"),
    ],
)
def test_six_plural_forms(n: int, text: str) -> None:
    assert Wording(load_messages("ar", LOCALES)).cards(n) == text
