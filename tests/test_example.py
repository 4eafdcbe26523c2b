"""The example won game: it replays, it is won, and it shows the published facts exactly."""

from __future__ import annotations

import json
import re
from itertools import pairwise
from pathlib import Path

import pytest

from crescent_docs.cli import main
from crescent_docs.engine import FOUNDATIONS, Game, Move, Position, Status
from crescent_docs.example import Replay, StepKind, load_example, replay
from crescent_docs.tools.construct_example import construct, render

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "won-game.toml"

# The published facts (see /work/shared/reference/README.md), written out here on their
# own so that the tests do not lean on the construction's copy of them.
# Foundations: ascending S H D C, then descending S H D C: (top, cards).
FOUNDATIONS_AFTER_MOVE_9 = [
    ("2S", 2),
    ("2H", 2),
    ("AD", 1),
    ("AC", 1),
    ("QS", 2),
    ("QH", 2),
    ("KD", 1),
    ("9C", 5),
]
PILES_AFTER_MOVE_9 = (
    "4 JD, 6 8S, 4 7D, 5 4D, 6 10S, 4 QS, 6 5H, 6 6S, "
    "5 5C, 6 AS, 6 KC, 6 10C, 6 7C, 6 KS, 6 6S, 6 AC"
)
FOUNDATIONS_AT_REDEAL = [
    ("2S", 2),
    ("2H", 2),
    ("AD", 1),
    ("AC", 1),
    ("10S", 4),
    ("10H", 4),
    ("KD", 1),
    ("9C", 5),
]
PILES_BEFORE_REDEAL = (
    "4 JD, 6 8S, 4 7D, 5 4D, 5 5H, 4 QS, 6 5H, 6 6S, "
    "5 5C, 4 9D, 7 AC, 6 10C, 6 7C, 7 AS, 4 KH, 5 6S"
)
PILES_AFTER_REDEAL = (
    "4 2H, 6 7H, 4 4C, 5 5C, 5 8D, 4 JS, 6 10S, 6 AD, "
    "5 7S, 4 QC, 7 8C, 6 2C, 6 6D, 7 4S, 4 8D, 5 3D"
)


def foundations(position: Position) -> list[tuple[str, int]]:
    return [(str(position.top(f)), position.foundations[f.index]) for f in FOUNDATIONS]


def piles(position: Position) -> str:
    return ", ".join(f"{len(pile)} {pile[-1]}" for pile in position.piles)


@pytest.fixture(scope="module")
def game() -> Replay:
    return replay(load_example(EXAMPLE))


def test_the_example_replays_and_is_won(game: Replay) -> None:
    assert game.won
    assert game.status is Status.WON
    assert game.end.won
    assert all(not pile for pile in game.end.piles)
    assert 1 <= len(game.redeals) <= 3


def test_the_position_after_move_9_is_the_first_diagram(game: Replay) -> None:
    position = game.after_move(9)
    assert position.redeals_left == 3
    assert foundations(position) == FOUNDATIONS_AFTER_MOVE_9
    assert piles(position) == PILES_AFTER_MOVE_9


def test_move_10_is_the_ace_of_spades_onto_the_king(game: Replay) -> None:
    moves = [step for step in game.steps if step.kind is not StepKind.REDEAL]
    assert moves[9].action == Move.parse("10 -> 14")
    before = game.after_move(9)
    assert str(before.piles[9][-1]) == "AS"
    assert str(before.piles[13][-1]) == "KS"
    assert str(game.after_move(10).piles[13][-1]) == "AS"


def test_the_first_redeal_comes_after_move_16_and_is_forced(game: Replay) -> None:
    assert game.redeals[0] == 16
    before, _ = game.around_redeal(1)
    assert Game(before).legal_moves() == []


def test_the_position_before_the_first_redeal_is_the_second_diagram(game: Replay) -> None:
    before, _ = game.around_redeal(1)
    assert foundations(before) == FOUNDATIONS_AT_REDEAL
    assert piles(before) == PILES_BEFORE_REDEAL
    assert [str(card) for card in before.piles[0]] == ["2H", "9C", "JD", "JD"]


def test_the_position_after_the_first_redeal_is_the_third_diagram(game: Replay) -> None:
    _, after = game.around_redeal(1)
    assert after.redeals_left == 2
    assert foundations(after) == FOUNDATIONS_AT_REDEAL
    assert piles(after) == PILES_AFTER_REDEAL
    assert [str(card) for card in after.piles[0]] == ["9C", "JD", "JD", "2H"]


def test_the_game_has_no_back_and_forth(game: Replay) -> None:
    """No card goes from a pile to another and straight back again."""
    moves = [step.action for step in game.steps if step.action is not None]
    for first, second in pairwise(moves):
        assert (first.source, first.destination) != (second.destination, second.source)


def test_the_file_is_what_the_construction_writes() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    found = re.search(r"\(seed (\d+), at most (\d) redeals\)", text)
    assert found, "the file names the seed it was built with"
    seed, redeals = int(found.group(1)), int(found.group(2))
    construction = construct(first_seed=seed, tries=1, redeals=redeals)
    assert render(construction) == text


def test_check_example_prints_the_redeals_and_the_result(
    capsys: pytest.CaptureFixture[str], game: Replay
) -> None:
    assert main(["check-example", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{EXAMPLE}: {game.moves} moves, {len(game.redeals)} redeals"
    assert out[1] == "redeal 1: after move 16"
    assert len(out) == 2 + len(game.redeals)
    left = game.end.redeals_left
    word = "redeal" if left == 1 else "redeals"
    assert out[-1] == f"result: won after move {game.moves}, {left} {word} left"


def test_check_example_jsonl_prints_every_position(
    capsys: pytest.CaptureFixture[str], game: Replay
) -> None:
    assert main(["check-example", str(EXAMPLE), "--jsonl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(game.steps) + 1
    positions = [Position.from_json(json.loads(line)) for line in lines]
    assert positions == list(game.positions)
    assert positions[0] == game.example.deal
    assert positions[-1].won
