"""``crescent-docs vectors``: write the engine's shared test vectors.

The Python engine is the reference. This command writes ``tests/vectors/engine.jsonl``,
which pytest and the JS twin's ``node --test`` both replay; ``tests/vectors/README.md``
describes its format. The file is a pure function of this module and the engine: every
random choice comes from a mulberry32 stream with a fixed seed, so running the command
again writes the same bytes.

The file holds, one JSON record per line:

* a ``header``;
* ``code`` records: game-code texts, valid (with their number) or not (with the reason);
* ``deal`` records: the starting position of a game code;
* ``refusal`` records: a position met in a seeded game, an action, and its refusal code;
* ``scenario`` records: small built positions for rules that random games rarely reach
  (the undo limit, a won game, redeals of short piles);
* ``game`` records: whole seeded games, every action with its result and the position
  after it, each played until the game is won or blocked.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from crescent_docs.engine import (
    FOUNDATIONS,
    MAX_PILE,
    PILES,
    SUITS,
    Card,
    CodeError,
    Direction,
    Foundation,
    Game,
    GameCode,
    Move,
    Pile,
    Position,
    Refusal,
    RefusalCode,
    Selection,
    Status,
    deal,
    parse_place,
)
from crescent_docs.engine.codes import MAX_NUMBER, mulberry32
from crescent_docs.engine.places import PLACES, Place
from crescent_docs.engine.position import FOUNDATION_SIZE

from .vector_file import add_options, write_or_check

__all__ = ["HELP", "configure", "generate", "lines", "perform", "run"]

HELP = "write the engine's shared test vectors (tests/vectors/engine.jsonl)"

FORMAT_VERSION = 1
DEFAULT_OUTPUT = Path(__file__).resolve().parents[2] / "tests" / "vectors" / "engine.jsonl"

SEED = 0x43524553  # "CRES": the one seed behind every random choice in the file
GAMES = 200
DEAL_CODES = 24
REFUSALS_EACH = 5  # records per (action kind, refusal code) pair that can occur
RANDOM_ACTIONS = (4, 20)  # a game's random phase lasts from 4 to 19 actions
REFUSAL_HUNTS = 200  # at most so many more games, to meet refusals the games did not
HUNT_ACTIONS = 200  # actions in each of them
MAX_STEPS = 75  # a game that has not ended by then is dropped and another drawn

Json = dict[str, Any]
T = TypeVar("T")

# The (action kind, refusal code) pairs that can happen, and so must appear in the file.
REFUSAL_KINDS: tuple[tuple[str, RefusalCode], ...] = (
    *(
        ("move", code)
        for code in RefusalCode
        if code not in (RefusalCode.NO_REDEAL_LEFT, RefusalCode.NOTHING_TO_UNDO)
    ),
    ("tap", RefusalCode.EMPTY_SOURCE),
    ("tap", RefusalCode.BASE_LOCKED),
    ("drop", RefusalCode.EMPTY_SOURCE),
    ("drop", RefusalCode.BASE_LOCKED),
    ("drop", RefusalCode.NOT_NEXT_CARD),
    ("drop", RefusalCode.FOUNDATION_COMPLETE),
    ("undo", RefusalCode.NOTHING_TO_UNDO),
    ("redeal", RefusalCode.NO_REDEAL_LEFT),
)


class Rng:
    """Uniform choices from a mulberry32 stream, drawn as the deal draws them."""

    def __init__(self, seed: int) -> None:
        self._words = mulberry32(seed)

    def below(self, n: int) -> int:
        limit = 2**32 - (2**32 % n)
        while True:
            word = next(self._words)
            if word < limit:
                return word % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


# -- actions ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a player does: ``move`` (with a move), ``tap`` or ``drop`` (with a
    place), ``undo`` or ``redeal``."""

    kind: str
    move: Move | None = None
    place: Place | None = None

    def to_json(self) -> Json:
        if self.move is not None:
            return {"do": self.kind, "move": str(self.move)}
        if self.place is not None:
            return {"do": self.kind, "place": str(self.place)}
        return {"do": self.kind}


UNDO = Action("undo")
REDEAL = Action("redeal")


def perform(game: Game, action: Json) -> Json:
    """Do ``action``, in the vectors' JSON form (``{"do": "move", "move": "1 -> 2"}``,
    ``{"do": "tap" | "drop", "place": "3"}``, ``{"do": "undo"}``, ``{"do": "redeal"}``), in
    ``game``; its result in the vectors' JSON form. The one Python way to apply an action of
    the vectors: this writer and every test that replays them use it (tests/js/actions.mjs
    is the JS twin)."""
    kind = action["do"]
    if set(action) - {"do", "move", "place"}:
        raise ValueError(f"unknown keys in action {action!r}")
    outcome: Move | Selection | Refusal | None
    if kind == "move":
        move = Move.parse(action["move"])
        outcome = game.move(move)
        if outcome is None:
            return {"moved": str(move)}
    elif kind == "tap":
        outcome = game.tap(parse_place(action["place"]))
    elif kind == "drop":
        outcome = game.drop(parse_place(action["place"]))
    elif kind == "undo":
        outcome = game.undo()
        if isinstance(outcome, Move):
            return {"undone": str(outcome)}
    elif kind == "redeal":
        outcome = game.redeal()
        if outcome is None:
            return {"redealt": True}
    else:
        raise ValueError(f"unknown action {action!r}")
    if isinstance(outcome, Refusal):
        return {"refused": outcome.code.value}
    if isinstance(outcome, Selection):
        return {"selected": [str(place) for place in outcome.destinations]}
    if not isinstance(outcome, Move):
        raise TypeError(f"unexpected outcome {outcome!r}")
    return {"moved": str(outcome)}


def step(game: Game, action: Action) -> Json:
    """Do ``action``; its record: the action, its result, the status and the position."""
    result = perform(game, action.to_json())
    return {
        "action": action.to_json(),
        "result": result,
        "status": game.status.value,
        "position": game.position.to_json(),
    }


# -- refusals met in play -----------------------------------------------------------------


@dataclass
class RefusalCollector:
    """Keeps, for each (kind, code) pair, the first positions where an action meets it;
    at most one per pair from each game, so that the records come from several games."""

    found: dict[tuple[str, RefusalCode], list[Json]] = field(
        default_factory=lambda: {pair: [] for pair in REFUSAL_KINDS}
    )
    _taken: set[tuple[str, RefusalCode]] = field(default_factory=set)
    _from_moves: int = 0

    @property
    def full(self) -> bool:
        return all(len(records) >= REFUSALS_EACH for records in self.found.values())

    def new_game(self, rng: Rng) -> None:
        """A new game begins: it will be searched once it has made a random number of moves
        (0 to 39), so that the records come from all stages of the games."""
        self._taken.clear()
        self._from_moves = rng.below(40)

    def probe(self, game: Game, code: GameCode, rng: Rng) -> None:
        """Look for each still-needed refusal among the actions possible in ``game``."""
        if game.moves < self._from_moves:
            return
        needed = {
            pair
            for pair, records in self.found.items()
            if pair not in self._taken and len(records) < REFUSALS_EACH
        }
        if not needed or not any(self._may_meet(game, refusal) for _, refusal in needed):
            return
        position: Json | None = None
        for action, refusal in self._candidates(game, rng):
            pair = (action.kind, refusal)
            if pair not in needed:
                continue
            if position is None:
                position = game.position.to_json()
            needed.remove(pair)
            self._taken.add(pair)
            self.found[pair].append(
                {
                    "type": "refusal",
                    "game": str(code),
                    "position": position,
                    "action": action.to_json(),
                    "result": {"refused": refusal.value},
                }
            )
            if not needed:
                return

    @staticmethod
    def _may_meet(game: Game, refusal: RefusalCode) -> bool:
        """False when ``game`` is sure not to give ``refusal``: a cheap test before a scan."""
        if refusal in (RefusalCode.EMPTY_SOURCE, RefusalCode.EMPTY_DESTINATION):
            return any(game.count(pile) == 0 for pile in PILES)
        if refusal is RefusalCode.PILE_FULL:
            return any(game.count(pile) == MAX_PILE for pile in PILES)
        if refusal is RefusalCode.FOUNDATION_COMPLETE:
            return any(game.count(f) == FOUNDATION_SIZE for f in FOUNDATIONS)
        if refusal is RefusalCode.NOTHING_TO_UNDO:
            return not game.history
        if refusal is RefusalCode.NO_REDEAL_LEFT:
            return game.redeals_left == 0
        return True

    @staticmethod
    def _candidates(game: Game, rng: Rng) -> Iterator[tuple[Action, RefusalCode]]:
        # Start the scan at a random place, so records do not all use pile 1.
        offset = rng.below(len(PLACES))
        places = PLACES[offset:] + PLACES[:offset]
        for source in places:
            for destination in places:
                refusal = game.refusal(Move(source, destination))
                if refusal is not None:
                    yield Action("move", Move(source, destination)), refusal.code
            target = game.drop_target(source)
            if isinstance(target, Refusal):
                yield Action("drop", place=source), target.code
                if target.code in (RefusalCode.EMPTY_SOURCE, RefusalCode.BASE_LOCKED):
                    yield Action("tap", place=source), target.code
        if not game.history:
            yield UNDO, RefusalCode.NOTHING_TO_UNDO
        if game.redeals_left == 0:
            yield REDEAL, RefusalCode.NO_REDEAL_LEFT


# -- policies -----------------------------------------------------------------------------


def random_action(game: Game, rng: Rng) -> Action:
    """Anything a player might do, legal or not, with a bias toward legal moves."""
    roll = rng.below(100)
    if roll < 40:
        legal = game.legal_moves()
        if legal:
            return Action("move", rng.choice(legal))
    if roll < 50:
        return Action("tap", place=rng.choice(PLACES if roll % 3 == 0 else PILES))
    if roll < 60:
        return Action("drop", place=rng.choice(PLACES if roll % 3 == 0 else PILES))
    if roll < 72:
        return Action("move", Move(rng.choice(PLACES), rng.choice(PLACES)))
    if roll < 86:
        return UNDO
    if roll < 90:
        return REDEAL
    return Action("tap", place=rng.choice(PILES))


Key = tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]


def _key(game: Game) -> Key:
    """The cards of ``game``, without the counters: equal keys, equal tables."""
    return tuple(game.pile(pile) for pile in PILES), tuple(game.count(f) for f in FOUNDATIONS)


def _after(key: Key, move: Move) -> Key:
    """The key of the table after ``move`` (a legal move from a pile to a pile)."""
    assert isinstance(move.source, Pile) and isinstance(move.destination, Pile)
    piles = list(key[0])
    card = piles[move.source.index][-1]
    piles[move.source.index] = piles[move.source.index][:-1]
    piles[move.destination.index] = (*piles[move.destination.index], card)
    return tuple(piles), key[1]


def _as_action(game: Game, move: Move, rng: Rng) -> Action:
    """A legal move, played as a move, a tap or a drop when these do the same."""
    forms = [Action("move", move)]
    if game.destinations(move.source) == (move.destination,):
        forms.append(Action("tap", place=move.source))
    if isinstance(move.destination, Foundation) and game.drop_target(move.source) == (
        move.destination
    ):
        forms.append(Action("drop", place=move.source))
    return rng.choice(forms)


def _shuttle(game: Game) -> Move | None:
    """A foundation-to-foundation move that brings a foundation nearer to a pile's top card.

    When the two foundations of a suit meet (up ends on rank k, down on k + 1), cards go
    back and forth between them, and the meeting point can move to any rank."""
    for suit in SUITS:
        up, down = Foundation(Direction.UP, suit), Foundation(Direction.DOWN, suit)
        k = game.count(up)
        if FOUNDATION_SIZE + 1 - game.count(down) != k + 1:
            continue
        for pile in PILES:
            card = game.top(pile)
            if card is None or card.suit is not suit:
                continue
            # up accepts the card when k = rank - 1, down when k = rank.
            if k < card.rank - 1:
                return Move(down, up)
            if k > card.rank:
                return Move(up, down)
    return None


def _fits_a_foundation(game: Game, card: Card) -> bool:
    up, down = Foundation(Direction.UP, card.suit), Foundation(Direction.DOWN, card.suit)
    return card.rank in (game.count(up) + 1, FOUNDATION_SIZE - game.count(down))


def finishing_action(game: Game, rng: Rng, seen: set[Key]) -> Action | None:
    """An action that makes progress, or None when only cycles remain.

    In order: a card from a pile to a foundation; a foundation-to-foundation move that lets
    a pile's card follow; a pile-to-pile move that uncovers a card a foundation takes; a
    redeal; and once the redeals are spent, any pile-to-pile move to a table not seen since
    this phase began."""
    tops = [(pile, card) for pile in PILES if (card := game.top(pile)) is not None]
    to_foundation = [
        Move(pile, target)
        for pile, card in tops
        if _fits_a_foundation(game, card)
        and isinstance(target := game.drop_target(pile), Foundation)
    ]
    if to_foundation:
        return _as_action(game, rng.choice(to_foundation), rng)
    shuttle = _shuttle(game)
    if shuttle is not None:
        return _as_action(game, shuttle, rng)
    key = _key(game)
    fresh = [
        move
        for pile, card in tops
        for other, top in tops
        if top.suit is card.suit
        and game.is_legal(move := Move(pile, other))
        and _after(key, move) not in seen
    ]
    uncovering = [
        move
        for move in fresh
        if len(cards := key[0][move.source.index]) >= 2 and _fits_a_foundation(game, cards[-2])
    ]
    if uncovering:
        return _as_action(game, rng.choice(uncovering), rng)
    if game.redeals_left:
        return REDEAL
    if fresh:
        return _as_action(game, rng.choice(fresh), rng)
    return None


def play(code: GameCode, rng: Rng, refusals: RefusalCollector) -> list[Action] | None:
    """The actions of one whole game from the deal of ``code``, until it is won or blocked;
    None when it falls into a cycle, or runs longer than :data:`MAX_STEPS` actions."""
    game = Game(deal(code))
    refusals.new_game(rng)
    random_phase = RANDOM_ACTIONS[0] + rng.below(RANDOM_ACTIONS[1] - RANDOM_ACTIONS[0])
    seen: set[Key] = set()
    actions: list[Action] = []
    while game.status is Status.PLAYING:
        if len(actions) >= MAX_STEPS:
            return None
        refusals.probe(game, code, rng)
        if len(actions) < random_phase:
            action = random_action(game, rng)
        else:
            seen.add(_key(game))
            chosen = finishing_action(game, rng, seen)
            if chosen is None:
                return None
            action = chosen
        perform(game, action.to_json())
        actions.append(action)
    return actions


def hunt(code: GameCode, rng: Rng, refusals: RefusalCollector) -> None:
    """A game from the deal of ``code`` played only to meet refusals: mostly moves that
    build the tallest pile taller, so that piles fill up, mixed with random actions."""
    game = Game(deal(code))
    refusals.new_game(rng)
    for _ in range(HUNT_ACTIONS):
        if game.status is not Status.PLAYING:
            return
        refusals.probe(game, code, rng)
        onto_piles = [m for m in game.legal_moves() if isinstance(m.destination, Pile)]
        if onto_piles and rng.below(4):
            tallest = max(game.count(m.destination) for m in onto_piles)
            move = rng.choice([m for m in onto_piles if game.count(m.destination) == tallest])
            game.move(move)
        else:
            perform(game, random_action(game, rng).to_json())


def game_record(code: GameCode, actions: Sequence[Action]) -> Json:
    """A game's record: its actions replayed from the deal, with what each one did."""
    start = deal(code)
    game = Game(start)
    steps = [step(game, action) for action in actions]
    return {
        "type": "game",
        "game": str(code),
        "start": start.to_json(),
        "steps": steps,
        "end": game.status.value,
    }


# -- the records --------------------------------------------------------------------------


def code_records() -> Iterator[Json]:
    valid = [
        ("CR1-N-AAAAAAA", 0),
        ("CR1-N-AAAAAAB", 1),
        ("cr1-n-aaaaaab", 1),
        ("  CR1-N-AAAAAAB\t", 1),
        ("Cr1-n-AaAaAbA", 26),
        (str(GameCode(MAX_NUMBER)), MAX_NUMBER),
    ]
    for text, number in valid:
        yield {"type": "code", "text": text, "number": number, "canonical": str(GameCode(number))}
    invalid = [
        ("CR2-N-AAAAAAB", "prefix"),
        ("XX1-N-AAAAAAB", "prefix"),
        ("CR1-X-AAAAAAB", "variant"),
        ("CR1--AAAAAAB", "variant"),
        ("CR1-N-AAAAAB", "length"),
        ("CR1-N-AAAAAAAB", "length"),
        ("CR1-N-AAAAA1B", "alphabet"),
        ("CR1-N-AAAA AB", "alphabet"),
        ("CR1-N-ZZZZZZZ", "range"),
        ("CR1-N-NXMRLXW", "range"),  # 2**32, one above the last game
        ("CR1N-AAAAAAB", "form"),
        ("CR1-N-AAAA-AAB", "form"),
        ("", "form"),
    ]
    for text, reason in invalid:
        try:
            GameCode.parse(text)
        except CodeError as error:
            assert error.reason == reason, (text, error.reason)
        else:
            raise AssertionError(f"{text!r} should not parse")
        yield {"type": "code", "text": text, "error": reason}


def deal_records(rng: Rng) -> Iterator[Json]:
    numbers = [0, 1, 2, 25, 26, 675, 676, 17_575, 17_576, MAX_NUMBER - 1, MAX_NUMBER]
    while len(numbers) < DEAL_CODES:
        numbers.append(rng.below(2**16) * 2**16 + rng.below(2**16))
    for number in numbers:
        code = GameCode(number)
        yield {"type": "deal", "game": str(code), "position": deal(code).to_json()}


def _built(
    piles: dict[int, str], foundations: Sequence[str] | None = None, redeals_left: int = 3
) -> Position:
    data: Json = {
        "piles": [piles.get(n, "").split() for n in range(1, 17)],
        "redeals_left": redeals_left,
        "partial": True,
    }
    if foundations is not None:
        data["foundations"] = list(foundations)
    return Position.from_json(data)


def _scenario(name: str, start: Position, actions: Sequence[Action]) -> Json:
    game = Game(start)
    steps = [step(game, action) for action in actions]
    return {
        "type": "scenario",
        "name": name,
        "start": start.to_json(),
        "steps": steps,
        "end": game.status.value,
    }


def scenario_records() -> Iterator[Json]:
    there, back = Move.parse("1 -> 2"), Move.parse("2 -> 1")
    shuttle = _built({1: "5S 4S", 2: "3S"})
    yield _scenario(
        "undo-limit",
        shuttle,
        [Action("move", there if i % 2 == 0 else back) for i in range(101)] + [UNDO] * 101,
    )
    yield _scenario(
        "redeal-clears-undo",
        shuttle,
        [Action("move", there), REDEAL, UNDO, REDEAL, REDEAL, REDEAL],
    )
    yield _scenario(
        "redeal-short-piles",
        _built({1: "2H 9C JD JD", 2: "QS", 4: "3D 8C", 5: "7H 7H 6H 5H 4H 3H 2H AH KH QH JH"}),
        [REDEAL, REDEAL, REDEAL, REDEAL],
    )
    won = ["QS", "KH", "KD", "KC", "AS", "AH", "AD", "AC"]
    yield _scenario(
        "won-by-drop",
        _built({3: "KS"}, won, redeals_left=0),
        [Action("tap", place=Pile(3)), UNDO, Action("drop", place=Pile(3))],
    )
    yield _scenario(
        "drop-ascending-first",
        _built({7: "5H"}, ["AS", "4H", "AD", "AC", "KS", "6H", "KD", "KC"]),
        [Action("tap", place=Pile(7)), Action("drop", place=Pile(7)), UNDO],
    )
    yield _scenario(
        "blocked-after-last-redeal",
        _built({1: "2H 9S", 2: "5D"}, redeals_left=1),
        [
            Action("tap", place=Pile(1)),
            REDEAL,
            Action("move", Move.parse("1 -> up-H")),
            UNDO,
            Action("drop", place=Pile(1)),
        ],
    )


def generate() -> Iterator[Json]:
    """Every record of the file, in order."""
    rng = Rng(SEED)
    refusals = RefusalCollector()
    games: list[Json] = []
    dropped = 0
    while len(games) < GAMES:
        code = GameCode(rng.below(2**16) * 2**16 + rng.below(2**16))
        actions = play(code, rng, refusals)
        if actions is None:
            dropped += 1
        else:
            games.append(game_record(code, actions))
    hunts = 0
    while not refusals.full and hunts < REFUSAL_HUNTS:
        # More games, not recorded, until every refusal has been met often enough.
        hunts += 1
        hunt(GameCode(rng.below(2**16) * 2**16 + rng.below(2**16)), rng, refusals)
    if not refusals.full:
        missing = [
            f"{k} {c}" for (k, c), found in refusals.found.items() if len(found) < REFUSALS_EACH
        ]
        raise RuntimeError(f"the seeded games met too few refusals: {', '.join(missing)}")
    codes = list(code_records())
    deals = list(deal_records(rng))
    found = [record for records in refusals.found.values() for record in records]
    scenarios = list(scenario_records())
    yield {
        "type": "header",
        "format": "crescent-engine-vectors",
        "version": FORMAT_VERSION,
        "seed": SEED,
        "counts": {
            "code": len(codes),
            "deal": len(deals),
            "refusal": len(found),
            "scenario": len(scenarios),
            "game": len(games),
            "won": sum(g["end"] == Status.WON.value for g in games),
            "blocked": sum(g["end"] == Status.BLOCKED.value for g in games),
            "dropped": dropped,
        },
    }
    yield from codes
    yield from deals
    yield from found
    yield from scenarios
    yield from games


def lines() -> Iterator[str]:
    for record in generate():
        yield json.dumps(record, separators=(",", ":")) + "\n"


# -- the command --------------------------------------------------------------------------


def configure(parser: argparse.ArgumentParser) -> None:
    add_options(parser, DEFAULT_OUTPUT)


def run(args: argparse.Namespace) -> int:
    text = "".join(lines())
    return write_or_check(args.output, text, check=args.check, command="crescent-docs vectors")
