"""The checks that keep a native review's findings from coming back: the register of help
texts and buttons, the article before a card, glossary terms (and stems), and malformed
glossaries. Each check is shown failing on a broken catalog and passing on the committed
ones; the reviewed wording is shown in the narration."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sitebuild import Build
from tables import build_position

from crescent_docs.engine import Move
from crescent_docs.i18n.catalog import Messages, load_messages
from crescent_docs.i18n.checks import GlossaryError, Problem, check_catalog, load_glossary
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.narration import narrate_step

ROOT = Path(__file__).resolve().parent.parent
LOCALES_DIR = ROOT / "locales"
TRANSLATED = ("ca", "hr", "es", "fr", "de", "pl")


def messages_with(locale: str, changes: dict[tuple[str | None, str], str]) -> Messages:
    """The committed catalog of ``locale`` with some translations replaced, by (msgctxt, msgid)."""
    messages = load_messages(locale, LOCALES_DIR)
    catalog = messages.catalog
    assert catalog is not None
    for (context, msgid), text in changes.items():
        message = catalog.get(msgid, context=context)
        assert message is not None, (context, msgid)
        message.string = text
    return Messages(messages.locale, catalog, messages.source)


def source(key: str) -> tuple[str, str]:
    return key, load_messages("en").strings[key].singular


def problems(locale: str, changes: dict[tuple[str | None, str], str]) -> list[Problem]:
    glossary = load_glossary(LOCALES_DIR / locale / "glossary.toml")
    return list(check_catalog(messages_with(locale, changes), glossary))


def whats(found: list[Problem]) -> list[str]:
    return [p.what for p in found]


@pytest.mark.parametrize("locale", TRANSLATED)
def test_the_committed_catalogs_pass_every_check(locale: str) -> None:
    assert problems(locale, {}) == []


# -- register -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "key", "text", "complaint"),
    [
        # the reviewed faults, as they were
        (
            "hr",
            "player.help-numbers",
            "Od 1 do 16: upišite broj stoga da biste otišli na njega; F: idi na temelje.",
            "'idi' is the ti form; the glossary's register here is vi",
        ),
        (
            "hr",
            "player.help-enter",
            "Enter ili razmaknica: odaberite kartu, a zatim je postavite; Escape: poništi odabir.",
            "'poništi' is the ti form",
        ),
        ("ca", "player.reset", "Torna a començar", "'Torna' is the tu form"),
        ("ca", "player.copy", "Copia l’enllaç", "the glossary's register here is infinitive"),
        (
            "fr",
            "player.help-numbers",
            "1 à 16 : tapez le numéro d’une pile pour y aller ; F : aller aux fondations.",
            "mixes two forms in one text: 'tapez' (vous) and 'aller' (infinitive)",
        ),
        # the other register
        ("de", "player.help-pointer", "Tippe auf einen Stapel: du siehst die Karte.", "du form"),
        ("es", "player.help-undo", "U: deshaga; R: redistribuir.", "'deshaga' is the usted form"),
        ("fr", "player.copy", "Copiez le lien", None),  # not a listed word: no complaint
        ("hr", "player.undo", "Poništite", "'Poništite' is the vi form"),
        ("de", "player.copy", "Kopieren Sie den Link", "'Sie' is the Sie form"),
    ],
)
def test_a_help_text_or_button_in_another_register_is_flagged(
    locale: str, key: str, text: str, complaint: str | None
) -> None:
    found = problems(locale, {source(key): text})
    if complaint is None:
        assert found == []
        return
    assert found, f"{locale} {key}: {text!r} passed"
    assert all(p.severity == "warning" for p in found)
    assert any(complaint in what and key in what for what in whats(found)), whats(found)


def test_the_register_is_checked_only_on_help_texts_and_buttons() -> None:
    # "Sie" is the polite form; "sie" (she, they) and other messages are not checked.
    assert problems("de", {source("player.reset-done"): "Zurück zum Anfang, tippe neu."}) == []


# -- the article before a card --------------------------------------------------------------

RULES_37 = (
    None,
    "Try it: choose the 8♥, then the 9♥ or the 7♥ to put it there, or the 9♠ or the 5♥ to "
    "see why the move is refused. The A♠ goes onto the K♠ by itself when you choose it: ranks "
    "wrap around.",
)


@pytest.mark.parametrize(
    ("locale", "text", "complaint"),
    [
        (
            "ca",
            "Proveu-ho: trieu l’8♥ i després el 9♥ o el 7♥ per posar-l’hi, o el 9♠ o el 5♥ per "
            "veure per què es refusa el moviment. L’A♠ va tot sol sobre el R♠ quan el trieu: "
            "els rangs fan la volta.",
            "'l’8♥', where card.the.number gives 'el 8♥'",
        ),
        (
            "ca",
            "Proveu-ho: trieu el 8♥ i després el 9♥ o el 7♥ per posar-l’hi, o el 9♠ o el 5♥ per "
            "veure per què es refusa el moviment. El A♠ va tot sol sobre el R♠ quan el trieu: "
            "els rangs fan la volta.",
            "'El A♠', where card.the.A gives 'l’A♠'",
        ),
        (
            "fr",
            "Essayez : choisissez le 8♥, puis le 9♥ ou le 7♥ pour l’y poser, ou le 9♠ ou le 5♥ "
            "pour voir pourquoi le coup est refusé. Le A♠ va tout seul sur le R♠ quand vous le "
            "choisissez : les valeurs bouclent.",
            "where card.the.A gives 'l’A♠'",
        ),
    ],
)
def test_an_article_against_the_ranks_sound_is_flagged(
    locale: str, text: str, complaint: str
) -> None:
    found = problems(locale, {RULES_37: text})
    assert any(complaint in what for what in whats(found)), whats(found)
    assert all("does not follow the rank's sound" in what for what in whats(found))


def test_articles_are_not_checked_where_every_rank_takes_the_same_kind() -> None:
    # German has no elided article: "der 9♥" after "auf" is a case, not a sound.
    assert problems("de", {RULES_37: "Probieren Sie es: auf der 9♥ oder die A♠."}) == []


# -- glossary terms and stems ---------------------------------------------------------------

GAME_CODES_3 = (
    None,
    "Every deal has a code, for example [`CR1-N-AAAAAAB`](play.md#CR1-N-AAAAAAB). Enter the "
    "same code and you get the same deal again, card for card.",
)


def test_a_glossary_term_used_against_the_glossary_is_flagged_with_its_inflections() -> None:
    text = (
        "Jede Auslage hat einen Code, zum Beispiel [`CR1-N-AAAAAAB`](play.md#CR1-N-AAAAAAB). "
        "Alle Auslagen auch."
    )
    found = problems("de", {GAME_CODES_3: text})
    assert whats(found) == ["forbidden term 'Auslage' (Auslage*): the glossary says 'Austeilen'"], (
        whats(found)
    )
    assert found[0].severity == "warning"
    assert found[0].line > 1 and found[0].file.endswith("de/LC_MESSAGES/messages.po")


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ('terms = "x"\n', '[terms] must be a table of "word" = "word" lines'),
        ("[terms]\npile = 3\n", "[terms] 'pile': expected a word in quotes"),
        ("[terms\n", "line 1"),
        ("[glossary]\npile = 'x'\n", "unknown table glossary"),
        ('[forbidden]\n"*" = "x"\n', "an empty term"),
        ('[register]\nhelp = "vi"\n', "the form 'vi' has no line in [register.words]"),
        ("[register]\nwho = 'vi'\n", "unknown key who"),
        ('[register.words]\nvi = [""]\n', "expected a word or a list of words"),
    ],
)
def test_a_malformed_glossary_is_a_clear_error(tmp_path: Path, text: str, complaint: str) -> None:
    path = tmp_path / "glossary.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GlossaryError) as error:
        load_glossary(path)
    assert str(error.value).startswith(str(path)), error.value
    assert complaint in str(error.value), error.value


# -- the reviewed wording -------------------------------------------------------------------


def test_croatian_foundation_to_foundation_moves_use_the_genitive() -> None:
    wording = Wording(load_messages("hr", LOCALES_DIR))
    before = build_position({1: "2S"}, {"up-S": "5S", "down-S": "6S"})
    assert (
        narrate_step(before, Move.parse("up-S -> down-S"), wording)
        == "pik 5 prelazi s uzlaznog temelja pika na silazni temelj pika"
    )
    before = build_position({1: "2S"}, {"up-S": "4S", "down-S": "5S"})
    assert (
        narrate_step(before, Move.parse("down-S -> up-S"), wording)
        == "pik 5 prelazi sa silaznog temelja pika na uzlazni temelj pika"
    )


@pytest.mark.parametrize(
    ("locale", "key", "params", "expected"),
    [
        ("de", "narration.move-item", {"number": 3, "step": "das A♠"}, "Zug 3 – das A♠."),
        (
            "de",
            "player.undone",
            {"number": 3, "card": "das A♠", "pile": 5},
            "Zug 3 rückgängig gemacht – das A♠ kehrt auf Stapel 5 zurück.",
        ),
        ("hr", "player.pause", {}, "Pauziraj"),
        ("ca", "player.needs-javascript", {}, "El joc interactiu necessita JavaScript."),
        ("es", "player.help-numbers", {}, "Del 1 al 16:"),
    ],
)
def test_the_reviewed_messages(
    locale: str, key: str, params: dict[str, object], expected: str
) -> None:
    assert load_messages(locale, LOCALES_DIR).text(key, **params).startswith(expected)


# -- the fixed strings in the built site ----------------------------------------------------


@pytest.fixture(scope="module")
def site(built_site: Build) -> Build:
    """The session's build of the real project (every locale, --strict)."""
    return built_site


@pytest.mark.parametrize(
    ("page", "present", "absent"),
    [
        ("ca/rules/index.html", ["trieu el 8♥", "trieu el 8♦"], ["l’8♥", "l’8♦"]),
        ("de/rules/index.html", ["Die vier Königsablagen"], ["König-Ablagen"]),
        ("de/game-codes/index.html", ["Jedes Austeilen hat einen Code"], ["Auslage"]),
        ("de/play/index.html", ["ein beliebiges Austeilen"], ["Auslage"]),
        ("de/index.html", ["Code eines Austeilens"], ["Auslage"]),
        ("hr/index.html", ["dok sve 104 karte ne budu na temeljima"], ["dok svih 104"]),
        ("hr/rules/index.html", ["kad su sve 104 karte na temeljima"], ["svih 104"]),
        ("hr/examples/index.html", ["Sve 104 karte su na temeljima"], ["vih 104"]),
        ("fr/game-codes/index.html", [">Élément<"], [">Partie<"]),
        ("ca/play/index.html", ["El joc interactiu necessita JavaScript"], ["reproductor"]),
        (
            "pl/rules/index.html",
            ["w 10. ruchu A♠ ze stosu 10 trafia na K♠ ze stosu 14", '<html lang="pl"'],
            ["untranslated"],
        ),
        ("pl/examples/index.html", ["trafia na rosnącą bazę pik"], []),
    ],
)
def test_the_fixed_strings_are_in_the_built_pages(
    site: Build, page: str, present: list[str], absent: list[str]
) -> None:
    html = site.page(page)
    for text in present:
        assert text in html, (page, text)
    for text in absent:
        assert text not in html, (page, text)


@pytest.mark.parametrize(
    ("locale", "key", "expected"),
    [
        ("de", "narration.move-item", "Zug {number} – {step}."),
        (
            "de",
            "player.undone",
            "Zug {number} rückgängig gemacht – {card} kehrt auf Stapel {pile} zurück.",
        ),
        ("hr", "player.pause", "Pauziraj"),
        (
            "hr",
            "player.help-numbers",
            "Od 1 do 16: upišite broj stoga da biste otišli na njega; F: idite na temelje.",
        ),
        (
            "hr",
            "player.help-enter",
            "Enter ili razmaknica: ako samo jedno mjesto prihvaća kartu, karta ide tamo; "
            "inače se karta odabire, a Enter ili razmaknica na odredištu je postavlja. "
            "Escape: poništite odabir.",
        ),
        ("hr", "foundation.from.down-S", "sa silaznog temelja pika"),
        ("hr", "narration.foundation-to-foundation", "{card} prelazi {source} na {destination}"),
        ("ca", "player.reset", "Tornar a començar"),
        ("ca", "player.copy", "Copiar l’enllaç"),
        (
            "es",
            "player.help-numbers",
            "Del 1 al 16: escribir el número de una pila para ir a ella; F: ir a las fundaciones.",
        ),
        (
            "fr",
            "player.help-numbers",
            "1 à 16\u00a0: taper le numéro d’une pile pour y aller\u202f; "
            "F\u00a0: aller aux fondations.",
        ),
    ],
)
def test_the_fixed_strings_are_in_the_players_bundle(
    site: Build, locale: str, key: str, expected: str
) -> None:
    bundle = json.loads(site.page(f"{locale}/assets/crescent/messages.json"))
    assert bundle["strings"][key] == expected
