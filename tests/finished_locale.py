"""What a finished locale is, checked the same way for each (test_i18n_polish.py,
test_i18n_italian.py, test_i18n_arabic.py): its catalog has CLDR's number of plural forms,
translates every source message, passes every catalog check against its glossary, and
mkdocs.yml lists it among the locales and not as in progress."""

from __future__ import annotations

from pathlib import Path

import yaml

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.checks import check_catalog, load_glossary
from crescent_docs.i18n.coverage import coverage, source_messages

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def assert_finished_and_listed(locale: str, plurals: int) -> None:
    messages = load_messages(locale, LOCALES)
    assert messages.catalog is not None and messages.catalog.num_plurals == plurals
    english = load_messages("en")
    result = coverage(
        messages, source_messages(ROOT / "docs", english, (ROOT / "docs").glob("*.md"))
    )
    assert result.missing == [] and result.percent == 100
    glossary = load_glossary(LOCALES / locale / "glossary.toml")
    assert list(check_catalog(messages, glossary)) == []
    # mkdocs.yml read as YAML (its !ENV tags as text), so the list's order and spacing
    # do not matter.
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    options = next(p["crescent"] for p in config["plugins"] if "crescent" in p)
    assert locale in options["locales"] and locale not in options.get("in_progress", [])
