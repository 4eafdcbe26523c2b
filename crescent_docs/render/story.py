"""A played game as the pages tell it: the start, and every step with the positions around it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from crescent_docs.engine import Game, Move, Position

__all__ = ["Step", "Story", "StoryError"]


class StoryError(ValueError):
    """A page asks for a move or a redeal the story does not have."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a move (``move`` set, ``number`` its move number) or a redeal (``move``
    None, ``number`` the moves made before it, ``redeal`` which redeal it is)."""

    move: Move | None
    before: Position
    after: Position
    number: int
    redeal: int


@dataclass(frozen=True, slots=True)
class Story:
    start: Position
    steps: tuple[Step, ...]

    @staticmethod
    def play(start: Position, actions: Iterable[Move | None]) -> Story:
        """Replay ``actions`` (None for a redeal) from ``start``; they must all be legal."""
        game = Game(start)
        steps: list[Step] = []
        redeals = 0
        for action in actions:
            before = game.position
            if action is None:
                refusal = game.redeal()
                redeals += 1
            else:
                refusal = game.move(action)
            if refusal is not None:
                raise StoryError(f"step {len(steps) + 1} ({action or 'redeal'}): {refusal.code}")
            steps.append(Step(action, before, game.position, game.moves, redeals))
        return Story(start, tuple(steps))

    @property
    def end(self) -> Position:
        return self.steps[-1].after if self.steps else self.start

    def move(self, number: int) -> Step:
        for step in self.steps:
            if step.move is not None and step.number == number:
                return step
        raise StoryError(f"the example game has no move {number}")

    def redeal(self, number: int) -> Step:
        for step in self.steps:
            if step.move is None and step.redeal == number:
                return step
        raise StoryError(f"the example game has no redeal {number}")
