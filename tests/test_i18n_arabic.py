"""Arabic on the site: a complete catalog, its six plural forms, its checks clean, listed in
mkdocs.yml and finished (its right-to-left pages: tests/test_i18n_rtl.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from finished_locale import assert_finished_and_listed

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.wording import Wording

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def test_arabic_is_complete_and_on_the_site() -> None:
    assert_finished_and_listed("ar", plurals=6)


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
