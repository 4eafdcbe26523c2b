"""Arabic on the site: a complete catalog, its six plural forms, its checks clean, listed in
mkdocs.yml and finished (its right-to-left pages: tests/test_i18n_rtl.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.checks import check_catalog, load_glossary
from crescent_docs.i18n.coverage import coverage, source_messages
from crescent_docs.i18n.wording import Wording

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def test_arabic_is_complete_and_on_the_site() -> None:
    messages = load_messages("ar", LOCALES)
    assert messages.catalog is not None and messages.catalog.num_plurals == 6
    english = load_messages("en")
    result = coverage(
        messages, source_messages(ROOT / "docs", english, (ROOT / "docs").glob("*.md"))
    )
    assert result.missing == [] and result.percent == 100
    assert list(check_catalog(messages, load_glossary(LOCALES / "ar" / "glossary.toml"))) == []
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    listed = re.search(r"locales: \[([^\]]*)\]", config)
    assert listed is not None and "ar" in [tag.strip() for tag in listed.group(1).split(",")]
    assert not re.search(r"in_progress: \[[^\]]*\bar\b", config)


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
