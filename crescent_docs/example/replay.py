"""Replay an example game through the engine: every position, the redeals, the result."""

from __future__ import annotations

from dataclasses import dataclass

from crescent_docs.engine import Game, Position, Refusal, RefusalCode, Status

from .loader import Example, ExampleError, ExampleStep, StepKind, refusal_words

__all__ = ["Replay", "replay"]


@dataclass(frozen=True, slots=True)
class Replay:
    """A replayed example. ``positions[0]`` is the deal and ``positions[k]`` the position
    after step ``k`` (``steps[k - 1]``); ``redeals`` holds, for each redeal in order, the
    number of moves made before it."""

    example: Example
    positions: tuple[Position, ...]
    redeals: tuple[int, ...]
    status: Status

    @property
    def steps(self) -> tuple[ExampleStep, ...]:
        return self.example.steps

    @property
    def end(self) -> Position:
        return self.positions[-1]

    @property
    def moves(self) -> int:
        return self.end.moves

    @property
    def won(self) -> bool:
        return self.status is Status.WON

    def after_move(self, number: int) -> Position:
        """The position right after move ``number`` (0: the deal)."""
        for position in self.positions:
            if position.moves == number:
                return position
        raise KeyError(f"the game has no move {number}")

    def around_redeal(self, number: int) -> tuple[Position, Position]:
        """The positions just before and just after redeal ``number`` (1-based)."""
        seen = 0
        for index, step in enumerate(self.steps, start=1):
            if step.kind is StepKind.REDEAL:
                seen += 1
                if seen == number:
                    return self.positions[index - 1], self.positions[index]
        raise KeyError(f"the game has no redeal {number}")


def replay(example: Example, *, require_won: bool = True) -> Replay:
    """Play ``example`` through the engine. An illegal step, or (with ``require_won``) a
    game that does not end won, raises :class:`ExampleError`."""
    game = Game(example.deal)
    positions = [game.position]
    redeals: list[int] = []
    for step in example.steps:
        if step.kind is StepKind.REDEAL:
            refusal = game.redeal()
            if refusal is not None:
                raise ExampleError(
                    example.path,
                    refusal_words(refusal),
                    line=step.line,
                    step=f"redeal {len(redeals) + 1} (after move {game.moves})",
                )
            redeals.append(game.moves)
        else:
            number = game.moves + 1
            if step.destination is None:
                assert step.source is not None
                target = game.drop_target(step.source)
                code = target.code if isinstance(target, Refusal) else RefusalCode.NOT_NEXT_CARD
                raise ExampleError(
                    example.path,
                    refusal_words(code),
                    line=step.line,
                    move=number,
                    step=step.text,
                )
            action = step.action
            assert action is not None
            refusal = game.move(action)
            if refusal is not None:
                raise ExampleError(
                    example.path,
                    refusal_words(refusal),
                    line=step.line,
                    move=number,
                    step=step.text,
                )
        positions.append(game.position)
    status = game.status
    if require_won and status is not Status.WON:
        left = sum(len(pile) for pile in game.position.piles)
        how = "blocked" if status is Status.BLOCKED else "not won"
        card_word = "card" if left == 1 else "cards"
        redeal_word = "redeal" if game.redeals_left == 1 else "redeals"
        raise ExampleError(
            example.path,
            f"the game ends {how} after move {game.moves}, with {left} {card_word} still in "
            f"the piles and {game.redeals_left} {redeal_word} left",
        )
    return Replay(example, tuple(positions), tuple(redeals), status)
