"""Coverage benchmark: each locale's share of the site translated, as the build counts it.

One line a locale of mkdocs.yml, in its order: translated / total messages, the whole
percent (rounded down, so 100 only when complete), and how many are untranslated or need
review (fuzzy), with ``in progress`` for a locale mkdocs.yml marks so. The figures are the
build's own (`crescent_docs.i18n.coverage`, over `docs/*.md` and `strings.toml`), read
from the catalogs without building the site.

    .venv/bin/python benchmarks/coverage.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from crescent_docs.i18n.catalog import load_messages
from crescent_docs.i18n.coverage import Coverage, coverage, source_messages

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    # mkdocs.yml read as YAML, its !ENV tags as text.
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    options = next(p["crescent"] for p in config["plugins"] if "crescent" in p)
    in_progress = set(options.get("in_progress", []))
    sources = source_messages(ROOT / "docs", load_messages("en"), (ROOT / "docs").glob("*.md"))
    for locale in options["locales"]:
        if locale == options.get("source_locale", "en"):
            result = Coverage(locale, len(sources), len(sources))  # the source itself
        else:
            result = coverage(load_messages(locale, ROOT / "locales"), sources)
        note = " (in progress)" if locale in in_progress else ""
        print(f"{locale}{note}: {result.summary()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
