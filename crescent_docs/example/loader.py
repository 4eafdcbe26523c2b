"""Read an example game file: the deal and the moves, with the line each comes from.

The format is described in ``docs/examples/FORMAT.md``. In short::

    deal = [
        "2H 9C JD JD QH 10C",   # pile 1, bottom to top
        ...                     # 16 piles of 6 cards
    ]
    moves = '''
    6 -> 12        # pile to pile
    6 -> down-C    # to a named foundation
    3 -> F         # onto the foundation area: the engine's drop rule picks one
    up-S -> down-S # foundation to foundation
    redeal
    '''

Every mistake raises :class:`ExampleError`, whose message names the file and the line, or
the file and the move.
"""

from __future__ import annotations

import re
import stat
import tomllib
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from crescent_docs.engine import (
    Card,
    CardError,
    Foundation,
    Game,
    Move,
    NotationError,
    Place,
    Position,
    Refusal,
    RefusalCode,
    full_deck,
    parse_place,
)

__all__ = [
    "DEAL_PILE_SIZE",
    "ECHO_LIMIT",
    "MAX_FILE_BYTES",
    "MAX_STEPS",
    "Example",
    "ExampleError",
    "ExampleStep",
    "StepKind",
    "deal_allowance",
    "load_example",
    "parse_example",
    "refusal_words",
]

DEAL_PILE_SIZE = 6
PILE_COUNT = 16
KEYS = ("title", "deal", "moves")
DROP = "F"
#: The largest example file read, in bytes: a won game needs a few kilobytes.
MAX_FILE_BYTES = 1_000_000
#: The most steps (moves and redeals) an example game may have.
MAX_STEPS = 10_000
#: Input quoted back in a message is cut to this many characters.
ECHO_LIMIT = 80


def _echo(text: str) -> str:
    """``text`` quoted for a message, cut to :data:`ECHO_LIMIT` characters."""
    if len(text) <= ECHO_LIMIT:
        return repr(text)
    return repr(text[:ECHO_LIMIT]) + f" … ({len(text):,} characters)"


class ExampleError(ValueError):
    """A bad example file. ``str()`` names the file and the line (``line``), or the file
    and the move (``move``); ``reason`` is the bare message."""

    def __init__(
        self,
        path: str,
        reason: str,
        *,
        line: int | None = None,
        move: int | None = None,
        step: str | None = None,
    ) -> None:
        self.path = path
        self.reason = reason
        self.line = line
        self.move = move
        self.step = step
        if move is not None:
            where = f"move {move} ({step})" if step else f"move {move}"
        elif step is not None:
            where = step
        elif line is not None:
            where = f"line {line}"
        else:
            where = ""
        super().__init__(f"{path}: {where}: {reason}" if where else f"{path}: {reason}")


class StepKind(Enum):
    MOVE = "move"
    DROP = "drop"
    REDEAL = "redeal"


@dataclass(frozen=True, slots=True)
class ExampleStep:
    """One step of the game as written on line ``line``: a move (``destination`` set), a
    drop on the foundation area (``destination``: where the drop rule sends the card, None
    when the drop is refused), or a redeal."""

    line: int
    text: str
    kind: StepKind
    source: Place | None = None
    destination: Place | None = None

    @property
    def action(self) -> Move | None:
        """The move to play, None for a redeal. A refused drop has no move: replaying the
        example reports it first."""
        if self.kind is StepKind.REDEAL:
            return None
        if self.source is None or self.destination is None:
            raise ValueError(f"line {self.line}: the drop {self.text!r} goes nowhere")
        return Move(self.source, self.destination)


@dataclass(frozen=True, slots=True)
class Example:
    """An example game: the deal, and the steps that play it."""

    path: str
    deal: Position
    steps: tuple[ExampleStep, ...]
    title: str = ""

    @property
    def moves(self) -> int:
        return sum(1 for step in self.steps if step.kind is not StepKind.REDEAL)


def load_example(path: str | Path) -> Example:
    """Read and check the example file at ``path`` (see the module docs). The file must be
    a regular file of at most :data:`MAX_FILE_BYTES`; no more than that is ever read."""
    name = str(path)
    try:
        info = Path(path).stat()
        if not stat.S_ISREG(info.st_mode):
            raise ExampleError(name, "not a regular file: an example game is a .toml file")
        if info.st_size > MAX_FILE_BYTES:
            raise ExampleError(name, _too_large(info.st_size))
        with Path(path).open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ExampleError(name, f"cannot read the file: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:  # the file grew while it was read
        raise ExampleError(name, _too_large(len(data)))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise ExampleError(name, "the file is not UTF-8 text", line=line) from None
    return parse_example(text, name)


def _too_large(size: int) -> str:
    return (
        f"the file has {size:,} bytes, more than the limit of {MAX_FILE_BYTES:,} "
        "bytes for an example game"
    )


def parse_example(text: str, path: str = "<example>") -> Example:
    """Read an example from its ``text``; ``path`` names it in error messages. A byte
    order mark at the start is ignored."""
    text = text.removeprefix("\ufeff")
    if len(text) > MAX_FILE_BYTES:
        raise ExampleError(path, _too_large(len(text.encode("utf-8"))))
    lines = text.splitlines()
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = re.search(r"at line (\d+)", message)
        # "at end of document": the last line.
        line = int(found.group(1)) if found else max(len(lines), 1)
        reason = re.sub(r"\s*\((?:at line \d+, column \d+|at end of document)\)", "", message)
        raise ExampleError(path, f"not valid TOML: {reason}", line=line) from None
    for key in data:
        if key not in KEYS:
            raise ExampleError(
                path,
                f"unknown key {_echo(key)}: expected {', '.join(KEYS)}",
                line=_key_line(lines, key),
            )
    title = data.get("title", "")
    if not isinstance(title, str):
        raise ExampleError(path, "title: expected a string", line=_key_line(lines, "title"))
    deal = _read_deal(data, lines, path)
    steps = _read_moves(data, lines, path)
    return Example(path, deal, _resolve_drops(deal, steps), title)


# -- the deal -------------------------------------------------------------------------------


def deal_allowance(card: Card) -> int:
    """How many copies of ``card`` a deal holds: 2, but 1 of each Ace and King (the other
    is a foundation base)."""
    return 1 if card.rank in (1, 13) else 2


def _read_deal(data: dict[str, object], lines: list[str], path: str) -> Position:
    key_line = _key_line(lines, "deal")
    raw = data.get("deal")
    if raw is None:
        raise ExampleError(path, "no deal: expected deal = [16 piles, bottom to top]")
    if not isinstance(raw, list) or not all(isinstance(pile, str) for pile in raw):
        raise ExampleError(
            path,
            'deal: expected a list of 16 strings, one pile each, such as "2H 9C JD JD QH 10C"',
            line=key_line,
        )
    pile_lines = list(_string_lines(lines, key_line))
    if len(raw) != PILE_COUNT:
        raise ExampleError(
            path, f"the deal has {len(raw)} piles, expected {PILE_COUNT}", line=key_line
        )
    seen: Counter[Card] = Counter()
    where: dict[Card, Counter[int]] = {}
    piles: list[tuple[Card, ...]] = []
    for number, text in enumerate(raw, start=1):
        line = pile_lines[number - 1] if number <= len(pile_lines) else key_line
        cards: list[Card] = []
        for token in str(text).split():
            try:
                card = Card.parse(token)
            except CardError as error:
                reason = str(error) if len(token) <= ECHO_LIMIT else f"unknown card {_echo(token)}"
                raise ExampleError(path, f"pile {number}: {reason}", line=line) from None
            seen[card] += 1
            where.setdefault(card, Counter())[number] += 1
            allowed = deal_allowance(card)
            if seen[card] > allowed:
                extra = "" if allowed == 2 else f": the other {card} is a foundation base"
                piles_text = ", ".join(
                    f"pile {pile}{_times(count)}" for pile, count in where[card].items()
                )
                raise ExampleError(
                    path,
                    f"pile {number}: {card} is dealt {seen[card]} times ({piles_text}), "
                    f"but a deal has only {allowed}{extra}",
                    line=line,
                )
            cards.append(card)
        if len(cards) != DEAL_PILE_SIZE:
            raise ExampleError(
                path,
                f"pile {number} has {len(cards)} cards, expected {DEAL_PILE_SIZE}",
                line=line,
            )
        piles.append(tuple(cards))
    # 16 piles of 6 with no card over its allowance hold exactly the 96 cards of a deal.
    missing = [card for card in full_deck() for _ in range(deal_allowance(card) - seen[card])]
    if missing:  # pragma: no cover - follows from the counts above
        shown = " ".join(str(card) for card in missing)
        raise ExampleError(path, f"cards missing from the deal: {shown}", line=key_line)
    return Position(tuple(piles))


def _times(count: int) -> str:
    """How often a card lies in one pile, after the pile's number: "", " twice", " 3 times"."""
    return "" if count == 1 else " twice" if count == 2 else f" {count} times"


def _key_line(lines: Sequence[str], key: str) -> int | None:
    """The line that sets ``key``: ``key = …``, ``key.part = …``, ``[key]`` or ``[[key]]``."""
    name = rf"(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')"
    pattern = re.compile(rf"^\s*(?:{name}\s*[=.]|\[\[?\s*{name}\s*[\].])")
    for number, line in enumerate(lines, start=1):
        if pattern.match(line):
            return number
    return None


_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'[^']*'")


def _string_lines(lines: Sequence[str], start: int | None) -> Iterator[int]:
    """The line of each string of the array that opens on line ``start``."""
    if start is None:
        return
    depth = 0
    for number in range(start, len(lines) + 1):
        line = lines[number - 1]
        if number == start:
            line = line.split("=", 1)[1]
        position = 0
        while position < len(line):
            char = line[position]
            if char == "#":
                break
            if char in "\"'":
                match = _STRING.match(line, position)
                if match is None:
                    break
                if depth == 1:
                    yield number
                position = match.end()
                continue
            if char == "[":
                depth += 1
            elif char == "]":
                depth -= 1
                if depth == 0:
                    return
            position += 1


# -- the moves ------------------------------------------------------------------------------


def _read_moves(data: dict[str, object], lines: list[str], path: str) -> list[ExampleStep]:
    key_line = _key_line(lines, "moves")
    raw = data.get("moves")
    if raw is None:
        raise ExampleError(path, "no moves: expected moves = '''one move a line'''")
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        entries = list(zip(_array_lines(lines, key_line, len(raw)), raw, strict=True))
    elif isinstance(raw, str):
        entries = list(_text_lines(lines, key_line, raw))
    else:
        raise ExampleError(
            path, "moves: expected a multi-line string, one move a line", line=key_line
        )
    steps: list[ExampleStep] = []
    for line, entry in entries:
        for text in _split_entry(entry):
            if len(steps) == MAX_STEPS:
                raise ExampleError(
                    path,
                    f"more than {MAX_STEPS:,} steps: an example game may have at most "
                    f"{MAX_STEPS:,} moves and redeals",
                    line=line,
                )
            steps.append(_parse_step(text, line, path))
    return steps


def _array_lines(lines: Sequence[str], start: int | None, count: int) -> list[int]:
    found = list(_string_lines(lines, start))
    fallback = start or 1
    return [found[i] if i < len(found) else fallback for i in range(count)]


def _text_lines(lines: Sequence[str], start: int | None, text: str) -> Iterator[tuple[int, str]]:
    """Each line of the moves string, with the file line it sits on."""
    parts = text.split("\n")
    if start is None:
        yield from ((0, part) for part in parts)
        return
    opening = lines[start - 1].split("=", 1)[1].lstrip()
    rest = opening[3:]
    # TOML drops a newline right after the opening delimiter.
    number = start + 1 if rest.strip() == "" else start
    for part in parts:
        yield number, part
        number += 1


def _split_entry(entry: str) -> list[str]:
    text = entry.split("#", 1)[0].strip()
    return [text] if text else []


_REDEAL_WORDS = ("redeal",)


def _parse_step(text: str, line: int, path: str) -> ExampleStep:
    if text.lower() in _REDEAL_WORDS:
        return ExampleStep(line, "redeal", StepKind.REDEAL)
    parts = [part.strip() for part in text.split("->")]
    if len(parts) != 2 or not all(parts):
        raise ExampleError(
            path,
            f"unknown move {_echo(text)}: expected 'source -> destination' (such as 10 -> 14, "
            "3 -> up-S or 3 -> F) or 'redeal'",
            line=line,
        )
    source_text, destination_text = parts
    if source_text.upper() == DROP:
        raise ExampleError(
            path,
            f"unknown move {_echo(text)}: F, the foundation area, is only a destination",
            line=line,
        )
    source = _place(source_text, text, line, path)
    if destination_text.upper() == DROP:
        return ExampleStep(line, f"{source} -> {DROP}", StepKind.DROP, source)
    destination = _place(destination_text, text, line, path)
    move = Move(source, destination)
    return ExampleStep(line, str(move), StepKind.MOVE, source, destination)


def _place(text: str, move: str, line: int, path: str) -> Place:
    try:
        return parse_place(text)
    except NotationError:
        raise ExampleError(
            path,
            f"unknown move {_echo(move)}: {_echo(text)} is not a place: expected a pile 1-16, "
            "a foundation (up-S, up-H, up-D, up-C, down-S … down-C) or F",
            line=line,
        ) from None


def _resolve_drops(deal: Position, steps: list[ExampleStep]) -> tuple[ExampleStep, ...]:
    """Send each drop where the engine's drop rule does, playing the game up to the first
    refused step (replaying reports that one)."""
    if not any(step.kind is StepKind.DROP for step in steps):
        return tuple(steps)
    game = Game(deal)
    resolved: list[ExampleStep] = []
    playing = True
    for step in steps:
        if playing and step.kind is StepKind.DROP:
            assert step.source is not None
            target = game.drop_target(step.source)
            if isinstance(target, Foundation):
                step = ExampleStep(step.line, step.text, step.kind, step.source, target)
        if playing:
            playing = _try(game, step)
        resolved.append(step)
    return tuple(resolved)


def _try(game: Game, step: ExampleStep) -> bool:
    if step.kind is StepKind.REDEAL:
        return game.redeal() is None
    if step.destination is None:
        return False
    assert step.source is not None
    return game.move(Move(step.source, step.destination)) is None


# -- refusals in words ---------------------------------------------------------------------


def refusal_words(refusal: Refusal | RefusalCode) -> str:
    """A refusal in English words, from the site's catalog."""
    code = refusal.code if isinstance(refusal, Refusal) else refusal
    from crescent_docs.i18n import refusal_text  # the catalogs load only when needed

    return refusal_text(code.value, "en")
