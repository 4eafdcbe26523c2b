"""The Python engine against its JS twin: random whole games, played through both.

One long-lived node process (``tests/js/driver.mjs``) plays with ``engine.js``; it speaks
JSON lines over stdin/stdout. Python chooses every action with a seeded RNG from its own
game (legal and illegal moves, taps, drops, undos, redeals), then the driver replays the
same actions; every result, status, position, undo history and list of legal moves must be
equal, step by step. The notation parsers are compared too: what they read, or the kind of
error and its reason code (not the message's wording, which is each language's own).
"""

from __future__ import annotations

import json
import random
import shutil
import string
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from crescent_docs.engine import (
    FOUNDATIONS,
    PILES,
    SUITS,
    Card,
    CardError,
    CodeError,
    Foundation,
    Game,
    GameCode,
    Move,
    NotationError,
    Position,
    PositionError,
    Status,
    deal,
    full_deck,
    parse_place,
)
from crescent_docs.engine.places import PLACES
from crescent_docs.tools.vectors import perform

NODE = shutil.which("node")
DRIVER = Path(__file__).parent / "js" / "driver.mjs"

pytestmark = pytest.mark.skipif(
    NODE is None, reason="node is not installed: no JS engine to compare"
)

DEAL_CHUNKS = 4  # 4 x 100 games from random deals
ENDGAME_CHUNKS = 4  # 4 x 100 games from random late positions
GAMES_PER_CHUNK = 100
MAX_ACTIONS = 120  # a game that has not ended by then stops here
LONG_GAMES = 20  # games of legal moves then undos, past the undo limit
LONG_MOVES = 130
CHECK_EVERY = 10  # steps between two comparisons of the history and the legal moves

Json = dict[str, Any]


class Driver:
    """The node process: one request line, one answer line."""

    def __init__(self) -> None:
        assert NODE is not None
        self._process = subprocess.Popen(
            [NODE, str(DRIVER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )

    def ask(self, request: Json) -> Json:
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the JS driver exited (code {self._process.poll()})")
        answer: Json = json.loads(line)
        return answer

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait(timeout=10)


@pytest.fixture(scope="module")
def driver() -> Iterator[Driver]:
    process = Driver()
    yield process
    process.close()


# -- actions: the vectors' form, applied by tools/vectors.py's perform ---------------------


def a_legal_move(game: Game, rng: random.Random) -> Move | None:
    """A random legal move, found without listing them all (that is slow in Python)."""
    if rng.random() < 0.6:
        onto = [
            (pile, target)
            for pile in PILES
            if isinstance(target := game.drop_target(pile), Foundation)
        ]
        if onto:
            return Move(*rng.choice(onto))
    sources = list(PLACES)
    rng.shuffle(sources)
    for source in sources:
        destinations = game.destinations(source)
        if destinations:
            return Move(source, rng.choice(destinations))
    return None


def choose(game: Game, rng: random.Random) -> Json:
    """Anything a player might do, legal or not; mostly legal moves, foundations first."""
    roll = rng.random()
    names = [str(place) for place in PLACES]
    if roll < 0.45:
        move = a_legal_move(game, rng)
        if move is not None:
            return {"do": "move", "move": str(move)}
    if roll < 0.58:
        return {"do": "tap", "place": rng.choice(names if roll < 0.5 else names[:16])}
    if roll < 0.70:
        return {"do": "drop", "place": rng.choice(names if roll < 0.62 else names[:16])}
    if roll < 0.82:
        # Spaced and cased differently now and then: the notation must not matter.
        source, destination = rng.choice(names), rng.choice(names)
        if roll < 0.74:  # onto the tallest pile: pile-full, when it has 13 cards
            destination = str(max(PILES, key=game.count))
        text = rng.choice(["{} -> {}", "{}->{}", " {} ->  {} "]).format(source, destination)
        return {"do": "move", "move": text.upper() if rng.random() < 0.1 else text}
    if roll < 0.93:
        return {"do": "undo"}
    return {"do": "redeal"}


Chooser = Callable[[Game, random.Random, int], Json]


def any_action(game: Game, rng: random.Random, done: int) -> Json:
    return choose(game, rng)


def moves_then_undos(game: Game, rng: random.Random, done: int) -> Json:
    """Legal moves only, past the undo limit, then undos past the first refused one."""
    if done < LONG_MOVES:
        # Never the last card of a pile: an empty pile takes no card, the moves would stop.
        keep = [m for m in game.legal_moves() if game.count(m.source) >= 2]
        if keep:
            return {"do": "move", "move": str(rng.choice(keep))}
    return {"do": "undo"}


def play(
    start: Position, rng: random.Random, chooser: Chooser = any_action, bound: int = 0
) -> tuple[list[Json], list[Json], list[int]]:
    """A whole game from ``start``: its actions, what Python made of each one, and the
    steps after which the undo history and the legal moves are compared too (they are slow
    to list in Python): every CHECK_EVERY-th and the last."""
    game = Game(start)
    actions: list[Json] = []
    steps: list[Json] = []
    # The status is read once a step: the engine works it out on each read (whether any
    # move is left), the slowest part of a step after the position's JSON.
    status = game.status
    while status is Status.PLAYING and len(actions) < (bound or MAX_ACTIONS):
        action = chooser(game, rng, len(actions))
        result = perform(game, action)
        status = game.status
        actions.append(action)
        steps.append(
            {"result": result, "status": status.value, "position": game.position.to_json()}
        )
        if len(actions) % CHECK_EVERY == 0 or status is not Status.PLAYING:
            steps[-1]["history"] = [str(move) for move in game.history]
            steps[-1]["legal"] = [str(move) for move in game.legal_moves()]
    if steps and "legal" not in steps[-1]:
        steps[-1]["history"] = [str(move) for move in game.history]
        steps[-1]["legal"] = [str(move) for move in game.legal_moves()]
    return actions, steps, [i for i, step in enumerate(steps) if "legal" in step]


def compare(
    driver: Driver,
    label: str,
    start: Position,
    rng: random.Random,
    chooser: Chooser = any_action,
    bound: int = 0,
) -> str:
    actions, expected, checks = play(start, rng, chooser, bound)
    answer = driver.ask(
        {"op": "game", "start": start.to_json(), "actions": actions, "checks": checks}
    )
    assert "steps" in answer, f"{label}: the driver failed: {answer}"
    assert answer["start"] == Game(start).status.value, f"{label}: the status at the start"
    steps = answer["steps"]
    assert len(steps) == len(expected)
    for i, (action, ours, theirs) in enumerate(zip(actions, expected, steps, strict=True)):
        assert theirs.keys() == ours.keys(), f"{label}, step {i + 1}: {sorted(theirs)}"
        for key in ours:
            assert theirs[key] == ours[key], (
                f"{label}, step {i + 1} {action}: {key} differs\n"
                f"  Python: {ours[key]}\n  JS:     {theirs[key]}"
            )
    return expected[-1]["status"] if expected else Status.PLAYING.value


def late_position(rng: random.Random) -> Position:
    """A complete position late in a game: foundations well built, the rest on the piles;
    now and then anything, with the piles packed full (for pile-full)."""
    ups = [rng.randint(8, 13) for _ in SUITS]
    downs = [rng.randint(max(1, 20 - up), 13) for up in ups]
    counts = ups + downs
    packed = rng.random() < 0.2
    if packed:
        counts = [rng.randint(1, 13) for _ in FOUNDATIONS]
    rest: list[Card] = []
    for card in full_deck():
        up, down = counts[card.suit.index], counts[card.suit.index + 4]
        on_foundations = (card.rank <= up) + (card.rank >= 14 - down)
        rest += [card] * (2 - on_foundations)
    rng.shuffle(rest)
    piles: list[list[Card]] = [[] for _ in PILES]
    first = rng.randrange(len(piles))
    for i, card in enumerate(rest):
        if packed:  # 13 on a pile, then the next one
            piles[(first + i // 13) % len(piles)].append(card)
        else:
            rng.choice([pile for pile in piles if len(pile) < 13]).append(card)
    return Position(
        tuple(tuple(pile) for pile in piles),
        tuple(counts),
        redeals_left=rng.randint(0, 3),
        moves=rng.randint(0, 500),
    )


@pytest.mark.parametrize("chunk", range(DEAL_CHUNKS))
def test_games_from_deals(driver: Driver, chunk: int) -> None:
    rng = random.Random(f"deals-{chunk}")
    ends: dict[str, int] = {}
    for g in range(GAMES_PER_CHUNK):
        code = GameCode(rng.getrandbits(32))
        end = compare(driver, f"game {g} of chunk {chunk}, {code}", deal(code), rng)
        ends[end] = ends.get(end, 0) + 1
    assert ends.get(Status.BLOCKED.value, 0) > 0


@pytest.mark.parametrize("chunk", range(ENDGAME_CHUNKS))
def test_games_from_late_positions(driver: Driver, chunk: int) -> None:
    rng = random.Random(f"late-{chunk}")
    ends: dict[str, int] = {}
    for g in range(GAMES_PER_CHUNK):
        start = late_position(rng)
        end = compare(driver, f"late game {g} of chunk {chunk}", start, rng)
        ends[end] = ends.get(end, 0) + 1
    assert ends.get(Status.WON.value, 0) > 0


# Pairs of piles whose cards can go back and forth for ever, and a few that go home.
SHUTTLES = {1: "5S 4S", 2: "3S", 3: "9H 8H", 4: "7H", 5: "QD", 6: "JD", 7: "2C 9C", 8: "KC"}


def test_undo_limit_in_long_games(driver: Driver) -> None:
    piles = [SHUTTLES.get(n, "").split() for n in range(1, 17)]
    rng = random.Random("long")
    for g in range(LONG_GAMES):
        rng.shuffle(piles)
        start = Position.from_json({"piles": piles, "moves": rng.randint(0, 50), "partial": True})
        compare(driver, f"long game {g}", start, rng, moves_then_undos, 2 * LONG_MOVES)


# -- notation ------------------------------------------------------------------------------


def python_parse(kind: str, text: Any) -> Json:
    try:
        if kind == "card":
            value: Any = Card.parse(text).code
        elif kind == "place":
            value = str(parse_place(text))
        elif kind == "move":
            value = str(Move.parse(text))
        elif kind == "code":
            code = GameCode.parse(text)
            value = [code.number, str(code)]
        else:
            value = Position.from_json(text).to_json()
    except (CardError, NotationError, CodeError, PositionError) as error:
        # The kind of error and its reason code, not its message's spelling.
        answer: Json = {"error": type(error).__name__}
        if isinstance(error, CodeError):
            answer["reason"] = error.reason
        return answer
    return {"value": value}


ALPHABET = string.ascii_letters + string.digits + " -><\t\n'\"\\" + "ÄéßıſK\u00a0\u2003ⅫΣ０"


def noisy(rng: random.Random, text: str) -> str:
    """``text`` with a few random edits: insertions, deletions, case and space changes."""
    chars = list(text)
    for _ in range(rng.randint(0, 3)):
        op = rng.randrange(4)
        if op == 0 or not chars:
            chars.insert(rng.randint(0, len(chars)), rng.choice(ALPHABET))
        elif op == 1:
            del chars[rng.randrange(len(chars))]
        elif op == 2:
            i = rng.randrange(len(chars))
            chars[i] = chars[i].swapcase()
        else:
            chars.insert(rng.choice([0, len(chars)]), rng.choice(" \t\u00a0\u3000"))
    return "".join(chars)


def samples(rng: random.Random, kind: str) -> Iterator[str]:
    for _ in range(1500):
        if kind == "card":
            seed = rng.choice([c.code for c in full_deck()] + ["1S", "11H", "010D", "0C", "AX"])
        elif kind == "place":
            seed = rng.choice([str(p) for p in PLACES] + ["0", "17", "01", "up", "F", "up-X"])
        elif kind == "move":
            a, b = rng.choice(PLACES), rng.choice(PLACES)
            seed = rng.choice([f"{a} -> {b}", f"{a}->{b}", f"{a} -> {b} -> 1", f"{a} - {b}"])
        else:
            seed = str(GameCode(rng.getrandbits(32)))
        yield noisy(rng, seed)


@pytest.mark.parametrize("kind", ["card", "place", "move", "code"])
def test_notation_parity(driver: Driver, kind: str) -> None:
    rng = random.Random(f"notation-{kind}")
    for text in samples(rng, kind):
        ours = python_parse(kind, text)
        theirs = driver.ask({"op": "parse", "kind": kind, "text": text})
        assert theirs == ours, f"{kind} {text!r}:\n  Python: {ours}\n  JS:     {theirs}"


def mutations(rng: random.Random, data: Json) -> Iterator[Any]:
    """Broken and unbroken variants of a position's JSON form."""
    yield data
    for _ in range(400):
        copy = json.loads(json.dumps(data))
        op = rng.randrange(10)
        if op == 0:
            copy[rng.choice(["redeals_left", "moves"])] = rng.choice([-1, 0, 4, 2.5, "3", True])
        elif op == 1:
            copy["partial"] = rng.choice([True, False, 1, "yes", None])
        elif op == 2:
            del copy[rng.choice(sorted(copy))]
        elif op == 3:
            copy[rng.choice(["extra", "Piles", "zeta"])] = 1
        elif op == 4:
            copy["foundations"] = rng.choice(
                [[], ["AS"] * 8, ["2H", *copy["foundations"][1:]], None, "AS", [1] * 8]
            )
        elif op == 5:
            pile = rng.choice(copy["piles"])
            pile.append(rng.choice(["AS", "XX", "", 7, None, "10h", "KS"]))
        elif op == 6:
            copy["piles"] = copy["piles"][: rng.randrange(17)]
        elif op == 7:
            copy["piles"][rng.randrange(16)] = rng.choice([None, "AS", {}])
        elif op == 8:
            pile = rng.choice([p for p in copy["piles"] if p])
            pile.pop()
            copy["partial"] = rng.random() < 0.5
        else:
            copy["piles"][rng.randrange(16)].extend(["2S"] * rng.randint(1, 14))
            copy["partial"] = True
        yield copy
    yield from ([], None, "{}", 3, {"piles": None})


def test_position_json_parity(driver: Driver) -> None:
    rng = random.Random("positions")
    for start in (deal(7), late_position(rng)):
        for data in mutations(rng, start.to_json()):
            ours = python_parse("position", data)
            theirs = driver.ask({"op": "parse", "kind": "position", "text": data})
            assert theirs == ours, f"{data!r}:\n  Python: {ours}\n  JS:     {theirs}"


def test_deal_parity(driver: Driver) -> None:
    rng = random.Random("deal")
    for number in [0, 1, 2**32 - 1, *(rng.getrandbits(32) for _ in range(200))]:
        ours = deal(number).to_json()
        assert driver.ask({"op": "deal", "code": number}) == {"position": ours}
        text = str(GameCode(number))
        assert driver.ask({"op": "deal", "code": text}) == {"position": ours}
