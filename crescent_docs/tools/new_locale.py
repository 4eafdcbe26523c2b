"""``crescent-docs new-locale LL``: start a translation.

Creates ``locales/LL/LC_MESSAGES/messages.po`` from the template (with the language's CLDR
plural rule in its header), a glossary to fill in, and adds ``LL`` to the site's locales in
mkdocs.yml, marked in progress so that untranslated messages do not fail strict builds.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import material
from babel import Locale, UnknownLocaleError
from babel.messages.pofile import read_po, write_po

HELP = "start a new locale: its catalog, its glossary and its line in mkdocs.yml"

GLOSSARY = """# The {name} glossary: the one word for each game term, used in every message.
# The build warns (and --strict fails) on any forbidden synonym in a translation.

[terms]
pile = ""
foundation = ""
redeal = ""
ascending = ""
descending = ""
on-top = ""
ace = ""
jack = ""
queen = ""
king = ""
spades = ""
hearts = ""
diamonds = ""
clubs = ""

[forbidden]
# "a synonym to avoid" = "the term to use instead"
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("locale", help="a language code, for example es, fr or pt_BR")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the project folder")


def add_to_config(config: Path, locale: str) -> None:
    """Add ``locale`` to ``locales:`` and ``in_progress:`` of the crescent plugin."""
    text = config.read_text(encoding="utf-8")
    match = re.search(r"^(\s*)locales:\s*\[([^\]]*)\]", text, flags=re.M)
    if match is None:
        raise SystemExit(f"{config}: no 'locales: [...]' line in the crescent plugin's options")
    indent, items = match.group(1), [s.strip() for s in match.group(2).split(",") if s.strip()]
    if locale in items:
        return
    line = f"{indent}locales: [{', '.join([*items, locale])}]"
    progress = re.search(r"^\s*in_progress:\s*\[([^\]]*)\]", text, flags=re.M)
    if progress:
        done = [s.strip() for s in progress.group(1).split(",") if s.strip()]
        text = text.replace(
            progress.group(0), f"{indent}in_progress: [{', '.join([*done, locale])}]"
        )
        text = text.replace(match.group(0), line)
    else:
        text = text.replace(match.group(0), f"{line}\n{indent}in_progress: [{locale}]")
    config.write_text(text, encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    root: Path = args.root
    try:
        locale = Locale.parse(args.locale)
    except (UnknownLocaleError, ValueError):
        print(f"{args.locale!r} is not a language code Babel knows (try es, fr, de, pt_BR)")
        return 1
    code = str(locale)
    template = root / "locales" / "messages.pot"
    target = root / "locales" / code / "LC_MESSAGES" / "messages.po"
    if target.exists():
        print(f"{target} already exists: translate it, or run `make messages` to update it")
        return 1
    with template.open("rb") as handle:
        catalog = read_po(handle, locale=locale)
    catalog.locale = locale
    catalog.revision_date = catalog.creation_date
    catalog.fuzzy = False
    target.parent.mkdir(parents=True)
    with target.open("wb") as handle:
        write_po(handle, catalog, width=0)
    glossary = target.parent.parent / "glossary.toml"
    if not glossary.exists():
        name = locale.get_display_name("en") or code
        glossary.write_text(GLOSSARY.format(name=name), encoding="utf-8")
    add_to_config(root / "mkdocs.yml", code)
    languages = Path(material.__path__[0]) / "templates" / "partials" / "languages"
    if not (languages / f"{code.replace('_', '-').lower()}.html").exists():
        print(f"note: Material has no interface strings for {code}; its buttons stay in English")
    print(f"created {target.relative_to(root)} and {glossary.relative_to(root)}")
    print(f"added {code} to mkdocs.yml (in progress); preview it with: make preview LOCALE={code}")
    return 0
