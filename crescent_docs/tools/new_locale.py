"""``crescent-docs new-locale LL``: start a translation.

Creates ``locales/LL/LC_MESSAGES/messages.po`` from the template (with the language's CLDR
plural rule in its header), a glossary to fill in, and adds ``LL`` to the site's locales in
mkdocs.yml, marked in progress so that untranslated messages do not fail strict builds.
It refuses what the build would refuse (a language the theme or Babel does not know, one
listed already, the source language), and says what it did and did not do.
"""

from __future__ import annotations

import argparse
import re
import tomllib
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from crescent_docs.i18n.locales import (
    LocaleError,
    babel_locale,
    catalog_name,
    check_locale,
    near_matches,
)
from crescent_docs.i18n.template import PROJECT, VERSION

HELP = "start a new locale: its catalog, its glossary and its line in mkdocs.yml"

GLOSSARY_HEAD = """# The {name} glossary: the one word for each game term, used in every message.
# The build warns (and --strict fails) on any forbidden synonym in a translation.
# See locales/README.md, "The glossary".

[terms]
# Each game term, in English on the right: write your language's one word for it.
"""

GLOSSARY_TAIL = """
[forbidden]
# "a synonym to avoid" = "the term to use instead"; a synonym ending in * is a stem and
# also catches its inflected forms ("Auslage*" catches Auslage and Auslagen).

# [register]
# How the help under the board and the buttons speak, and the words that mark each form:
# help = ["vous", "infinitive"]
# buttons = "infinitive"
#
# [register.words]
# vous = ["touchez", "tapez", "pouvez", "vous", "votre"]
# tu = ["tu", "toi", "peux", "tape"]
# infinitive = ["taper", "aller", "annuler", "copier"]
"""

HEADER = """{name} translation of {project}.
Translators: see locales/README.md. Started with `make locale LOCALE={tag}`."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "locale", help="a language as the theme names it, for example es, fr, pl or pt-BR"
    )
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the project folder")


def _locales_line(text: str) -> re.Match[str] | None:
    return re.search(r"^(\s*)locales:\s*\[([^\]]*)\]", text, flags=re.M)


def _items(listed: str) -> list[str]:
    return [s.strip() for s in listed.split(",") if s.strip()]


def add_to_config(config: Path, locale: str) -> None:
    """Add ``locale`` to ``locales:`` and ``in_progress:`` of the crescent plugin."""
    text = config.read_text(encoding="utf-8")
    match = _locales_line(text)
    if match is None:
        raise SystemExit(f"{config}: no 'locales: [...]' line in the crescent plugin's options")
    indent, items = match.group(1), _items(match.group(2))
    line = f"{indent}locales: [{', '.join([*items, locale])}]"
    progress = re.search(r"^\s*in_progress:\s*\[([^\]]*)\]", text, flags=re.M)
    if progress:
        done = _items(progress.group(1))
        text = text.replace(
            progress.group(0), f"{indent}in_progress: [{', '.join([*done, locale])}]"
        )
        text = text.replace(match.group(0), line)
    else:
        text = text.replace(match.group(0), f"{line}\n{indent}in_progress: [{locale}]")
    config.write_text(text, encoding="utf-8")


def _source_locale(config_text: str) -> str:
    match = re.search(r"^\s*source_locale:\s*['\"]?([^\s'\"#]+)", config_text, flags=re.M)
    return match.group(1) if match else "en"


def _glossary(root: Path, name: str) -> str:
    """The glossary to fill in: every term of the English glossary, empty."""
    english = root / "locales" / "en" / "glossary.toml"
    terms: dict[str, str] = {}
    if english.exists():
        data = tomllib.loads(english.read_text(encoding="utf-8"))
        terms = {str(k): str(v) for k, v in dict(data.get("terms", {})).items()}
    lines = [f'{key} = ""  # {value}' for key, value in terms.items()]
    return GLOSSARY_HEAD.format(name=name) + "\n".join(lines) + "\n" + GLOSSARY_TAIL


def run(args: argparse.Namespace) -> int:
    root: Path = args.root
    tag = str(args.locale).strip()
    try:
        check_locale(tag)
    except LocaleError as error:
        near = near_matches(tag)
        if not near or near[0].casefold() != tag.replace("_", "-").casefold():
            print(str(error).replace("mkdocs.yml: plugins.crescent.locales: ", ""))
            return 1
        print(f"note: the site names {tag!r} {near[0]!r}, as the theme (Material) does")
        tag = near[0]
    config = root / "mkdocs.yml"
    config_text = config.read_text(encoding="utf-8") if config.exists() else ""
    source = _source_locale(config_text)
    if tag.casefold() == source.casefold():
        print(
            f"{tag} is the source language: its text is docs/ and "
            "crescent_docs/i18n/strings.toml, and it needs no catalog. Nothing was changed."
        )
        return 1
    match = _locales_line(config_text)
    listed = _items(match.group(2)) if match else []
    for item in listed:
        if item.replace("_", "-").casefold() == tag.casefold():
            print(f"{item} is already in mkdocs.yml's locales. Nothing was changed.")
            return 1
    locale = babel_locale(tag)
    target = root / "locales" / catalog_name(tag) / "LC_MESSAGES" / "messages.po"
    if target.exists():
        print(f"{target} already exists: translate it, or run `make messages` to update it")
        return 1
    template = root / "locales" / "messages.pot"
    with template.open("rb") as handle:
        # Read without the locale: the template's plurals have English's two (empty) forms,
        # which Babel would warn about for a language with one (ja, zh-Hant). The catalog
        # takes the language's CLDR plural forms below, each empty.
        catalog = read_po(handle)
    name = locale.get_display_name("en") or tag
    catalog.locale = locale
    for message in catalog:
        if message.id and message.pluralizable:
            message.string = ("",) * catalog.num_plurals
    catalog.project, catalog.version = PROJECT, VERSION
    catalog.msgid_bugs_address = ""
    catalog.last_translator = ""
    catalog.language_team = name
    catalog.header_comment = "\n".join(
        f"# {line}" for line in HEADER.format(name=name, project=PROJECT, tag=tag).splitlines()
    )
    catalog.revision_date = catalog.creation_date
    catalog.fuzzy = False
    target.parent.mkdir(parents=True)
    with target.open("wb") as handle:
        write_po(handle, catalog, width=None)  # type: ignore[arg-type]
    done = [f"created {target.relative_to(root)}"]
    glossary = target.parent.parent / "glossary.toml"
    if not glossary.exists():
        glossary.write_text(_glossary(root, name), encoding="utf-8")
        done.append(f"created {glossary.relative_to(root)}")
    add_to_config(config, tag)
    done.append(f"added {tag} to mkdocs.yml's locales, in progress")
    print("\n".join(done))
    print(f"preview it with: make preview LOCALE={tag}")
    return 0
