"""A card's forms by rank (Italian ``l’8`` but ``il 7``), fuzzy entries counted as needing
review, a translation far longer than its source, and a new catalog for a language with one
plural form: each on catalogs written in the test."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest
from babel import Locale

from crescent_docs.engine import Card
from crescent_docs.i18n.catalog import Messages, read_catalog, source_strings
from crescent_docs.i18n.checks import Glossary, Problem, check_catalog
from crescent_docs.i18n.coverage import coverage, source_messages
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.bundle import message_bundle
from crescent_docs.tools import new_locale

ROOT = Path(__file__).resolve().parent.parent

#: The card forms of an Italian catalog: "il" for the number cards, "l’" for the ace and,
#: by its own key, the 8 (otto).
ITALIAN = {
    "card.the.A": "l’{card}",
    "card.the.number": "il {card}",
    "card.the.8": "l’{card}",
    "card.the.J": "il {card}",
    "card.the.Q": "la {card}",
    "card.the.K": "il {card}",
    "card.object.A": "l’{card}",
    "card.object.number": "il {card}",
    "card.object.8": "l’{card}",
    "card.object.J": "il {card}",
    "card.object.Q": "la {card}",
    "card.object.K": "il {card}",
}


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_po(
    path: Path,
    locale: str,
    keyed: dict[str, str],
    pages: dict[str, str] | None = None,
    fuzzy: frozenset[str] = frozenset(),
) -> Path:
    """A catalog with the keyed messages ``keyed`` (by key) and the page messages ``pages``
    (by msgid) translated, the keys in ``fuzzy`` flagged fuzzy."""
    plural = "nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);"
    lines = [
        'msgid ""',
        'msgstr ""',
        quoted(f"Language: {locale}\n"),
        quoted("Content-Type: text/plain; charset=UTF-8\n"),
        quoted(f"Plural-Forms: {plural}\n"),
        "",
    ]
    strings = source_strings()
    for key, text in keyed.items():
        if key in fuzzy:
            lines.append("#, fuzzy")
        lines += [f"msgctxt {quoted(key)}", f"msgid {quoted(strings[key].singular)}"]
        lines += [f"msgstr {quoted(text)}", ""]
    for msgid, text in (pages or {}).items():
        lines += [f"msgid {quoted(msgid)}", f"msgstr {quoted(text)}", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def messages_of(po: Path, locale: str) -> Messages:
    parsed = Locale.parse(locale)
    return Messages(parsed, read_catalog(po, parsed), po)


@pytest.fixture
def italian(tmp_path: Path) -> Messages:
    return messages_of(write_po(tmp_path / "it.po", "it", ITALIAN), "it")


def test_a_number_takes_its_own_form_where_the_catalog_gives_one(italian: Messages) -> None:
    words = Wording(italian)
    eight, seven = Card.parse("8H"), Card.parse("7H")
    assert words.the(eight, words.short(eight)) == "l’8♥"
    assert words.the(seven, words.short(seven)) == "il 7♥"
    assert words.the(eight, words.short(eight), "object") == "l’8♥"
    assert words.the(Card.parse("10S"), "10♠", "object") == "il 10♠"
    assert words.the(Card.parse("AS"), "A♠") == "l’A♠"


def test_the_players_bundle_carries_every_ranks_form(italian: Messages) -> None:
    bundle = message_bundle(italian)
    strings = bundle["strings"]
    assert strings["card.the.8"] == "l’{card}"
    assert strings["card.object.8"] == "l’{card}"
    # A rank the catalog leaves to its family carries the family's form, so the player
    # picks a card's form by its rank alone.
    assert strings["card.the.7"] == strings["card.the.number"] == "il {card}"
    assert strings["card.object.10"] == "il {card}"
    # Neither falls back to English: the family is translated.
    assert not {"card.the.7", "card.the.8"} & set(bundle.get("english", []))


def test_a_rank_form_falls_back_to_english_only_with_its_family(tmp_path: Path) -> None:
    keyed = {k: v for k, v in ITALIAN.items() if k != "card.the.number"}
    messages = messages_of(write_po(tmp_path / "it.po", "it", keyed), "it")
    english = set(message_bundle(messages)["english"])
    assert {"card.the.number", "card.the.7"} <= english
    assert "card.the.8" not in english


def article_problems(messages: Messages, text: str) -> list[str]:
    po = messages.source
    assert po is not None
    catalog = messages.catalog
    assert catalog is not None
    msgid = "Tap the 8♥, then the 7♥."
    catalog.add(msgid, text, lineno=999)
    found = check_catalog(Messages(messages.locale, catalog, po), Glossary({}, {}))
    return [p.what for p in found]


@pytest.mark.parametrize(
    "text",
    [
        "Tocca l’8♥, poi il 7♥ o il 9♥; l’A♠ va sul K♠.",
        "L’8♥ va sull’A♠, il 10♥ dall’8♥, poi la Q♠ e il K♠.",
    ],
)
def test_italian_articles_by_rank_pass(italian: Messages, text: str) -> None:
    assert article_problems(italian, text) == []


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("Tocca il 8♥.", "'il 8♥', where card.the.8 gives 'l’8♥'"),
        ("Tocca l’7♥.", "'l’7♥', where card.the.number gives 'il 7♥'"),
        ("Sposta il 7♥ sull’7♥.", "'sull’7♥', where card.the.number gives 'il 7♥'"),
        ("Tocca il A♠.", "'il A♠', where card.the.A gives 'l’A♠'"),
        ("Tocca il Q♠.", "'il Q♠', where card.the.Q gives 'la Q♠'"),
    ],
)
def test_a_wrong_article_for_the_rank_is_caught(
    italian: Messages, text: str, complaint: str
) -> None:
    found = article_problems(italian, text)
    assert len(found) == 1 and complaint in found[0], found


@pytest.mark.parametrize(
    ("locale", "forms", "good", "bad"),
    [
        (
            "ca",
            {"card.the.A": "l’{card}", "card.the.number": "el {card}", "card.the.K": "el {card}"},
            "Toqueu l’A♠ i després el 8♥ o el 2♥; l’as va sobre el R♠.",
            "Toqueu l’8♥.",
        ),
        (
            "fr",
            {"card.the.A": "l’{card}", "card.the.number": "le {card}", "card.the.Q": "la {card}"},
            "Touchez l’A♠, puis le 8♥ ou la D♠.",
            "Touchez le A♠.",
        ),
    ],
)
def test_catalan_and_french_articles_pass_and_a_wrong_one_is_caught(
    tmp_path: Path, locale: str, forms: dict[str, str], good: str, bad: str
) -> None:
    keyed = {**forms, "rank.short.K": "R", "rank.short.Q": "D" if locale == "fr" else "Q"}
    messages = messages_of(write_po(tmp_path / f"{locale}.po", locale, keyed), locale)
    assert article_problems(messages, good) == []
    messages = messages_of(write_po(tmp_path / f"{locale}2.po", locale, keyed), locale)
    found = article_problems(messages, bad)
    assert len(found) == 1 and "does not follow the rank's" in found[0], found


def test_a_fuzzy_entry_needs_review_and_is_counted_apart(tmp_path: Path) -> None:
    keyed = {
        "refusal.same-place": "La carta è già lì",
        "refusal.pile-full": "Questa pila è piena",
    }
    po = write_po(tmp_path / "it.po", "it", keyed, fuzzy=frozenset({"refusal.pile-full"}))
    messages = messages_of(po, "it")
    result = coverage(messages, source_messages(ROOT / "docs", messages))
    review = [s.context for s in result.needs_review]
    assert review == ["refusal.pile-full"]
    assert "refusal.pile-full" not in [s.context for s in result.untranslated]
    assert "refusal.same-place" not in [s.context for s in result.missing]
    line = result.needs_review[0].untranslated()
    assert "needs review (fuzzy), shown in English" in line and f"{po}:" in line
    assert "untranslated, shown in English" in result.untranslated[0].untranslated()
    summary = result.summary()
    assert f"{len(result.untranslated)} untranslated, 1 needs review (fuzzy)" in summary
    assert result.translated + len(result.missing) == result.total


def test_optional_rank_forms_are_not_counted(italian: Messages) -> None:
    sources = source_messages(ROOT / "docs", italian)
    contexts = {s.context for s in sources}
    assert "card.the.number" in contexts and "card.the.8" not in contexts


def test_a_translation_far_longer_than_its_source_is_a_warning(tmp_path: Path) -> None:
    long = "Questa pila è piena e non accetta altre carte. " * 6
    po = write_po(tmp_path / "it.po", "it", {"refusal.no-redeal-left": long})
    messages = messages_of(po, "it")
    found: list[Problem] = list(check_catalog(messages, Glossary({}, {})))
    assert len(found) == 1, found
    problem = found[0]
    assert problem.severity == "warning" and problem.file == str(po)
    assert problem.line == 8  # the entry's msgid line
    assert f"{po}:8:" in str(problem) and "times its source's 14" in problem.what
    # Long, but not ten times its source: no warning.
    fine = "Non restano ridistribuzioni: la partita continua con le carte sul tavolo."
    po = write_po(tmp_path / "ok.po", "it", {"refusal.no-redeal-left": fine})
    assert list(check_catalog(messages_of(po, "it"), Glossary({}, {}))) == []


@pytest.mark.parametrize(("tag", "folder"), [("ja", "ja"), ("zh-Hant", "zh_Hant")])
def test_a_language_with_one_plural_form_starts_without_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tag: str, folder: str
) -> None:
    (tmp_path / "locales").mkdir()
    shutil.copy2(ROOT / "locales" / "messages.pot", tmp_path / "locales" / "messages.pot")
    shutil.copy2(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    code = new_locale.run(argparse.Namespace(locale=tag, root=tmp_path))
    output = capsys.readouterr()
    assert code == 0
    assert "WARNING" not in output.out + output.err, output
    po = tmp_path / "locales" / folder / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    assert '"Plural-Forms: nplurals=1; plural=0;\\n"' in text
    assert "msgstr[0]" in text and "msgstr[1]" not in text
    catalog = read_catalog(po, Locale.parse(folder))
    plurals = [m for m in catalog if m.id and m.pluralizable]
    assert plurals and all(m.string == ("",) for m in plurals)
