"""``crescent-docs word-vectors``: write the wording's shared test vectors.

The Python wording (:mod:`crescent_docs.i18n.wording`, :mod:`crescent_docs.render.text`,
:mod:`crescent_docs.render.narration`) is the reference for the words the player says. This
command writes ``tests/vectors/words.jsonl``, which ``node --test`` replays through
``crescent_docs/player/words.js`` (``tests/js/words_vectors.test.js``), in every locale
that has a catalog:

* a ``header``, then for each locale:
* a ``bundle`` record: the locale's message bundle, as the site serves it (messages.json);
* ``diagram`` records: a position and its textual diagram;
* ``step`` records: a position, a legal move and its narration;
* ``refusal`` records: a refusal code and its sentence;
* ``selection`` records: a position, a tapped pile and the sentence that says where its
  card can go (or that it is selected, when it can go nowhere).

Each text comes with ``english``: whether it is all English fallback (the element that
shows it then says ``lang="en"``). The positions come from seeded games, as in
:mod:`.vectors`: running the command again writes the same bytes.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.lists import format_list

from crescent_docs.engine import (
    PILES,
    Foundation,
    Game,
    GameCode,
    Move,
    Pile,
    Place,
    RefusalCode,
    Selection,
    Status,
    deal,
)
from crescent_docs.i18n import Messages, load_messages
from crescent_docs.i18n.fallback import english, with_isolates
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.bundle import message_bundle
from crescent_docs.render.narration import narrate_step
from crescent_docs.render.text import text_diagram

from .vector_file import add_options, write_or_check
from .vectors import Rng, _built

__all__ = ["HELP", "configure", "lines", "run"]

HELP = "write the wording's shared test vectors (tests/vectors/words.jsonl)"

FORMAT_VERSION = 1
ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUTPUT = ROOT / "tests" / "vectors" / "words.jsonl"
LOCALES_DIR = ROOT / "locales"
SEED = 0x574F5244  # "WORD"
GAMES = 3  # seeded games whose positions every locale words
MOVES = 60  # moves played in each, at most
DIAGRAM_EVERY = 20  # a diagram of every so many positions
SELECTIONS_EACH = 6  # taps recorded per game

Json = dict[str, Any]


def locales(locales_dir: Path = LOCALES_DIR) -> list[str]:
    """English, then every locale with a catalog, by name."""
    found = sorted(
        folder.name
        for folder in locales_dir.iterdir()
        if (folder / "LC_MESSAGES" / "messages.po").is_file() and folder.name != "en"
    )
    return ["en", *found]


def _said(text: str) -> Json:
    """A marked text as the vectors hold it, as the player shows it (a left-to-right run
    isolated in a right-to-left locale), and whether it is all English."""
    return {"text": with_isolates(text), "english": english(text)}


def _onto(wording: Wording, place: Place) -> str:
    if isinstance(place, Pile):
        return wording.text("player.onto-pile", number=place.number)
    return wording.text("player.onto-foundation", foundation=wording.foundation(place, "to"))


def selection_sentence(game: Game, pile: Pile, selection: Selection, wording: Wording) -> str:
    """What the player says when a tap selects ``pile``'s card (table.js): where it can
    go, joined by the language's "or", or that it is selected and has nowhere to go."""
    card = game.top(pile)
    assert card is not None
    short = wording.short(card)
    n = len(selection.destinations)
    if not n:
        selected = wording.text("player.selected", card=short, place=wording.place(pile))
        return wording.text("player.selected-nowhere", selected=selected)
    places = [_onto(wording, place) for place in selection.destinations]
    joined = format_list(places, style="or", locale=wording.messages.locale)
    return wording.plural("player.selected-to", n, card=short, places=joined)


def _games(rng: Rng) -> Iterator[list[tuple[Game, Move | None]]]:
    """Seeded games of legal moves, foundation-to-foundation moves first when there are
    any (they are rare at random): each position with the move played from it."""
    for _ in range(GAMES):
        game = Game(deal(GameCode(rng.below(2**16) * 2**16 + rng.below(2**16))))
        played: list[tuple[Game, Move | None]] = []
        while game.status is Status.PLAYING and len(played) < MOVES:
            legal = game.legal_moves()
            if not legal:
                break
            between = [m for m in legal if isinstance(m.source, Foundation)]
            move = rng.choice(between or legal)
            played.append((Game(game.position), move))
            game.move(move)
        played.append((Game(game.position), None))
        yield played
    # Where the two foundations of hearts meet, cards go back and forth between them.
    foundations = ["AS", "6H", "AD", "AC", "KS", "7H", "KD", "KC"]
    meeting = Game(_built({1: "5H 9C", 2: "8H", 3: "7H"}, foundations))
    moves = [Move.parse(m) for m in ("up-H -> down-H", "down-H -> up-H", "3 -> up-H", "2 -> 3")]
    assert all(meeting.is_legal(move) for move in moves)
    yield [(meeting, move) for move in moves]


def records(locales_dir: Path = LOCALES_DIR) -> Iterator[Json]:
    rng = Rng(SEED)
    games = list(_games(rng))
    # Taps that select a card: some that can go nowhere, more that can go to several places.
    nowhere: list[tuple[Game, Pile]] = []
    several: list[tuple[Game, Pile]] = []
    for played in games:
        for game, _move in played:
            for pile in PILES:
                outcome = Game(game.position).tap(pile)
                if isinstance(outcome, Selection):
                    (several if outcome.destinations else nowhere).append((game, pile))
    taps = [rng.choice(nowhere) for _ in range(SELECTIONS_EACH)]
    taps += [rng.choice(several) for _ in range(3 * SELECTIONS_EACH)]
    names = locales(locales_dir)
    yield {"type": "header", "format": "crescent-wording-vectors", "version": FORMAT_VERSION}
    for locale in names:
        messages: Messages = load_messages(locale, locales_dir)
        wording = Wording(messages)
        yield {"type": "bundle", "locale": locale, "bundle": message_bundle(messages)}
        for played in games:
            for i, (game, move) in enumerate(played):
                position = game.position.to_json()
                if i % DIAGRAM_EVERY == 0 or move is None:
                    text = text_diagram(game.position, wording)
                    yield {"type": "diagram", "locale": locale, "position": position, **_said(text)}
                if move is not None:
                    text = narrate_step(game.position, move, wording, player=True)
                    yield {
                        "type": "step",
                        "locale": locale,
                        "position": position,
                        "move": str(move),
                        **_said(text),
                    }
        for code in RefusalCode:
            text = wording.text(f"refusal.{code.value}")
            yield {"type": "refusal", "locale": locale, "code": code.value, **_said(text)}
        for game, pile in taps:
            outcome = Game(game.position).tap(pile)
            if not isinstance(outcome, Selection):
                continue
            text = selection_sentence(game, pile, outcome, wording)
            yield {
                "type": "selection",
                "locale": locale,
                "position": game.position.to_json(),
                "place": str(pile),
                **_said(text),
            }


def lines(locales_dir: Path = LOCALES_DIR) -> Iterator[str]:
    for record in records(locales_dir):
        yield json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def configure(parser: argparse.ArgumentParser) -> None:
    add_options(parser, DEFAULT_OUTPUT)


def run(args: argparse.Namespace) -> int:
    text = "".join(lines())
    return write_or_check(args.output, text, check=args.check, command="crescent-docs word-vectors")
