"""Which locales the site can be built in, and how each is named.

A site locale is written in mkdocs.yml as Material for MkDocs names its languages, which
are BCP 47 tags (``pt-BR``, ``zh-Hant``): that tag is the site's folder, its ``lang`` and
``hreflang``, and Material's interface language. Babel (CLDR plurals and ordinals) and the
catalog folder use the gettext name of the same locale (``pt_BR``). A locale is accepted
when Babel knows it (CLDR: plurals, ordinals, its name, its direction) and it is written as
Material writes its tags (``pt-BR``, not ``pt_BR``). Material's interface (search, buttons)
is in the locale's language when Material has it, else in a language of the same family
that it has, else in English (:func:`interface_language`); the pages keep their own
``lang``. An unknown or miswritten one is refused with the near matches.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError

__all__ = [
    "LocaleError",
    "autonym",
    "babel_locale",
    "catalog_name",
    "check_locale",
    "check_locales",
    "interface_language",
    "material_languages",
    "near_matches",
    "text_direction",
]


class LocaleError(ValueError):
    """A locale the site cannot be built in: the message says why, and what is near."""


@cache
def material_languages() -> frozenset[str]:
    """The languages of Material's interface, by its names (``en``, ``pt-BR``)."""
    import material  # the theme, a dependency of the site

    folder = Path(material.__path__[0]) / "templates" / "partials" / "languages"
    return frozenset(path.stem for path in folder.glob("*.html") if path.stem != "custom")


def babel_locale(tag: str) -> Locale:
    """The Babel locale of a site tag (``pt-BR`` → ``pt_BR``)."""
    return Locale.parse(tag.replace("-", "_"))


@cache
def autonym(locale: str) -> str:
    """The name of a language in that language, capitalised: ``Català``, ``Hrvatski``."""
    name = babel_locale(locale).get_display_name(babel_locale(locale)) or locale
    return name[:1].upper() + name[1:]


def text_direction(tag: str) -> str:
    """``rtl`` or ``ltr``: the direction of the locale's script, from CLDR."""
    return "rtl" if babel_locale(tag).text_direction == "rtl" else "ltr"


@cache
def interface_language(tag: str) -> str:
    """The language of Material's interface for a site locale: the locale's own when
    Material has it, else the first of its family that Material has (``pt`` for
    ``pt-PT``), else English."""
    languages = material_languages()
    if tag in languages:
        return tag
    base = _key(tag).split("-")[0]
    family = sorted(lang for lang in languages if _key(lang).split("-")[0] == base)
    return family[0] if family else "en"


def _bcp47(tag: str) -> str:
    """A tag as Babel's locale writes it, with hyphens: how the site writes tags."""
    return str(babel_locale(tag)).replace("_", "-")


def catalog_name(tag: str) -> str:
    """The folder of a site tag's catalog under locales/ (gettext's name: ``pt_BR``)."""
    return str(babel_locale(tag))


def _known_to_babel(tag: str) -> bool:
    try:
        babel_locale(tag)
    except (UnknownLocaleError, ValueError, TypeError):
        return False
    return True


def _key(tag: str) -> str:
    return tag.replace("_", "-").casefold()


def near_matches(tag: str) -> list[str]:
    """The site locales a mistyped or differently written tag may mean."""
    languages = sorted(lang for lang in material_languages() if _known_to_babel(lang))
    same = [lang for lang in languages if _key(lang) == _key(tag)]
    if same:
        return same
    base = _key(tag).split("-")[0]
    family = [lang for lang in languages if _key(lang).split("-")[0] == base]
    close = difflib.get_close_matches(tag, languages, n=3, cutoff=0.6)
    return list(dict.fromkeys([*family, *close]))


def check_locale(tag: str, option: str = "plugins.crescent.locales") -> None:
    """Refuse a tag that Babel does not know, or that is not written as Material writes
    tags, naming the near matches. ``option`` says where the tag was read: an option of
    mkdocs.yml, or ``CRESCENT_LOCALES`` (the command line: ``make preview``)."""
    where = option if option.startswith("CRESCENT_") else f"mkdocs.yml: {option}"
    if _known_to_babel(tag) and (tag in material_languages() or _bcp47(tag) == tag):
        return
    if tag in material_languages():
        raise LocaleError(
            f"{where}: {tag!r} is not a known locale: Babel has no CLDR data "
            "(plural rules, ordinals) for it"
        )
    near = near_matches(tag)
    if near and _key(near[0]) == _key(tag):
        hint = f"write it {near[0]!r}, as the theme (Material) names it"
    elif near:
        hint = f"the theme (Material) has {', '.join(repr(n) for n in near)}"
    else:
        hint = "the theme (Material) has no language near it"
    if _known_to_babel(tag) and _bcp47(tag) not in (tag, *near):
        hint += f"; or write it {_bcp47(tag)!r}, its interface then in a language the theme has"
    raise LocaleError(f"{where}: {tag!r} is not a known locale: {hint}")


def check_locales(tags: Iterable[str], option: str = "plugins.crescent.locales") -> None:
    """Check each tag, and that none is listed twice (``en`` and ``EN`` are one)."""
    where = option if option.startswith("CRESCENT_") else f"mkdocs.yml: {option}"
    seen: dict[str, str] = {}
    for tag in tags:
        if not isinstance(tag, str) or not tag.strip():
            raise LocaleError(f"{where}: {tag!r} is not a language code")
        if _key(tag) in seen:
            first = seen[_key(tag)]
            same = "" if first == tag else f" ({tag!r} is {first!r})"
            raise LocaleError(f"{where}: a locale is listed twice: {first!r}{same}")
        seen[_key(tag)] = tag
        check_locale(tag, option)
