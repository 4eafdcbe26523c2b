"""Write an example game file: the deal, and one move a line with its number and card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from crescent_docs.engine import Game, Move, Pile, Position
from crescent_docs.engine.solver import REDEAL, SolverError, Step

__all__ = ["Section", "format_example", "step_notes"]

COMMENT_COLUMN = 16


@dataclass(frozen=True, slots=True)
class Section:
    """A comment line written before step ``index`` (0-based), after a blank line."""

    index: int
    text: str


def step_notes(deal: Position, steps: Sequence[Step]) -> list[str]:
    """A note for each step: ``10: AS onto KS``, ``23: 5H``, ``redeal 1``."""
    game = Game(deal)
    notes: list[str] = []
    redeals = 0
    for step in steps:
        if step == REDEAL:
            redeals += 1
            notes.append(f"redeal {redeals}")
            if game.redeal() is not None:
                raise SolverError(f"redeal {redeals} is refused")
            continue
        card = game.top(step.source)
        if isinstance(step.destination, Pile):
            target = game.top(step.destination)
            note = f"{card} onto {target}"
        elif isinstance(step.source, Pile):
            note = f"{card}"
        else:
            note = f"{card} from {step.source}"
        refusal = game.move(step)
        if refusal is not None:
            raise SolverError(f"move {game.moves + 1} ({step}) is refused: {refusal.code}")
        notes.append(f"{game.moves}: {note}")
    return notes


def format_example(
    deal: Position,
    steps: Sequence[Step],
    *,
    title: str = "",
    header: Sequence[str] = (),
    sections: Sequence[Section] = (),
    notes: Mapping[int, str] | None = None,
) -> str:
    """The text of an example file. ``notes`` replaces the note after the move number
    of the steps it names (0-based step index)."""
    out: list[str] = [f"# {line}".rstrip() for line in header]
    if out:
        out.append("")
    if title:
        out.append(f"title = {_toml_string(title)}")
        out.append("")
    out.append("# The deal: piles 1-16, each from its bottom card to its top card.")
    out.append("deal = [")
    for number, pile in enumerate(deal.piles, start=1):
        cards = '"' + " ".join(card.code for card in pile) + '",'
        out.append(f"    {cards:<24}# pile {number}")
    out.append("]")
    out.append("")
    out.append("# One step a line: `pile -> pile`, `pile -> up-S` (or down-H ...), `pile -> F`,")
    out.append("# `up-S -> down-S`, or `redeal`. After #, a comment: the move number and card.")
    out.append("moves = '''")
    texts = step_notes(deal, steps)
    heads: dict[int, list[str]] = {}
    for section in sections:
        heads.setdefault(section.index, []).append(section.text)
    for index, step in enumerate(steps):
        for text in heads.get(index, ()):
            if index:
                out.append("")
            out.append(f"# {text}")
        note = texts[index]
        if notes and index in notes and step != REDEAL:
            label = note.split(":", 1)[0]
            note = f"{label}: {notes[index]}"
        written = REDEAL if step == REDEAL else _move_text(step)
        out.append(f"{written:<{COMMENT_COLUMN}}# {note}")
    out.append("'''")
    return "\n".join(out) + "\n"


def _move_text(move: Move) -> str:
    return str(move)


def _toml_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
