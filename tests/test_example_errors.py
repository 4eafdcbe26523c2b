"""Example files: the notation they accept, and one clear error for each kind of mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from crescent_docs.cli import main
from crescent_docs.engine import Foundation, Move
from crescent_docs.example import ExampleError, StepKind, load_example, parse_example, replay

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "examples"
DROPS = FIXTURES / "won-with-drops.toml"
ILLEGAL = FIXTURES / "illegal-move.toml"
NOT_WON = FIXTURES / "not-won.toml"
BAD_CARD = FIXTURES / "bad-card.toml"

# The deal of game 1 (CR1-N-AAAAAAB), as the fixtures write it. In the files that
# example() writes, pile n is on line 3 + n and the first move on line 23.
DEAL = NOT_WON.read_text(encoding="utf-8")
DEAL = DEAL[DEAL.index("deal = [") : DEAL.index("moves = '''")]
DEAL_LINE = 3
FIRST_MOVE_LINE = 23


def example(moves: str, deal: str = DEAL, *, before: str = "# a test game\n\n") -> str:
    return f"{before}{deal}moves = '''\n{moves}'''\n"


def error_of(text: str, tmp_path: Path, *, play: bool = True) -> ExampleError:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ExampleError) as caught:
        loaded = load_example(path)
        if play:
            replay(loaded)
    return caught.value


def test_a_game_written_with_drops_replays_and_is_won() -> None:
    loaded = load_example(DROPS)
    drops = [step for step in loaded.steps if step.kind is StepKind.DROP]
    assert drops, "the fixture drops cards on the foundation area"
    assert all(isinstance(step.destination, Foundation) for step in drops)
    assert all(step.text.endswith("-> F") for step in drops)
    game = replay(loaded)
    assert game.won
    assert loaded.title.startswith("Game CR1-N-AAAAAAB")
    actions = [step.action for step in loaded.steps]
    assert actions.count(None) == len(game.redeals) == 3
    assert all(isinstance(action, Move) for action in actions if action is not None)


def test_steps_know_their_lines() -> None:
    loaded = load_example(ILLEGAL)
    lines = ILLEGAL.read_text(encoding="utf-8").splitlines()
    for step in loaded.steps:
        written = lines[step.line - 1].split("#")[0].strip()
        assert written.replace(" ", "") == step.text.replace(" ", "")


def test_an_illegal_move_names_the_move_and_the_refusal() -> None:
    with pytest.raises(ExampleError) as caught:
        replay(load_example(ILLEGAL))
    error = caught.value
    assert str(error) == f"{ILLEGAL}: move 4 (5 -> 9): Must be the same suit"
    assert (error.move, error.line) == (4, 26)


def test_a_rank_that_does_not_follow(tmp_path: Path) -> None:
    error = error_of(example("4 -> 3\n"), tmp_path)  # the JC onto the 3C
    assert str(error).endswith(": move 1 (4 -> 3): Must be one rank higher or lower")
    assert error.line == FIRST_MOVE_LINE


def test_a_refused_drop(tmp_path: Path) -> None:
    error = error_of(example("2 -> F\n5 -> F\n"), tmp_path)
    assert str(error).endswith(": move 2 (5 -> F): Not the next card for this foundation")


def test_a_redeal_too_many(tmp_path: Path) -> None:
    error = error_of(example("2 -> up-S\nredeal\nredeal\nredeal\nredeal\n"), tmp_path)
    assert str(error).endswith(": redeal 4 (after move 1): No redeal left")
    assert error.line == FIRST_MOVE_LINE + 4


def test_a_game_that_does_not_end_won() -> None:
    with pytest.raises(ExampleError) as caught:
        replay(load_example(NOT_WON))
    assert str(caught.value) == (
        f"{NOT_WON}: the game ends not won after move 2, with 94 cards still in the piles "
        "and 2 redeals left"
    )


def test_a_game_left_unfinished_can_still_be_replayed_on_request() -> None:
    game = replay(load_example(NOT_WON), require_won=False)
    assert not game.won
    assert game.redeals == (2,)


def test_an_unknown_card() -> None:
    with pytest.raises(ExampleError) as caught:
        load_example(BAD_CARD)
    assert str(caught.value) == (
        f"{BAD_CARD}: line 6: pile 3: unknown card '1H': '1' is not a rank (A, 2-10, J, Q, K)"
    )
    assert caught.value.line == 6


def test_a_card_three_times(tmp_path: Path) -> None:
    deal = DEAL.replace('"QD 8C 9C 9H 5D 10H"', '"QD 8C 9C 9H 5D 2S"')  # pile 16
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert str(error).endswith(
        ": line 19: pile 16: 2S is dealt 3 times (piles 2, 9, 16), but a deal has only 2"
    )
    assert error.line == DEAL_LINE + 16


def test_a_second_ace_where_a_base_is_one(tmp_path: Path) -> None:
    deal = DEAL.replace('"3C 5S 5H 7S QC JS"', '"3C 5S 5H 7S QC AS"')  # pile 10
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert str(error).endswith(
        ": line 13: pile 10: AS is dealt 2 times (piles 7, 10), but a deal has only 1: "
        "the other AS is a foundation base"
    )


def test_a_pile_of_five(tmp_path: Path) -> None:
    deal = DEAL.replace('"5H 4C 7C 2D 4S 2C"', '"5H 4C 7C 2D 4S"')
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert str(error).endswith(": line 9: pile 6 has 5 cards, expected 6")


def test_the_wrong_number_of_piles(tmp_path: Path) -> None:
    deal = DEAL.replace('    "QD 8C 9C 9H 5D 10H",   # pile 16\n', "")
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert str(error).endswith(": line 3: the deal has 15 piles, expected 16")


def test_an_unknown_notation(tmp_path: Path) -> None:
    error = error_of(example("2 -> up-S\n\n# a comment\n5 to 9   # oops\n"), tmp_path)
    assert error.line == FIRST_MOVE_LINE + 3
    assert str(error).startswith(f"{tmp_path / 'game.toml'}: line 26: unknown move '5 to 9'")


def test_an_unknown_place(tmp_path: Path) -> None:
    error = error_of(example("17 -> 3\n"), tmp_path)
    assert ": line 23: unknown move '17 -> 3'" in str(error)
    assert "'17' is not a place: expected a pile 1-16" in str(error)


def test_the_foundation_area_is_only_a_destination(tmp_path: Path) -> None:
    error = error_of(example("F -> 3\n"), tmp_path)
    assert str(error).endswith(
        ": line 23: unknown move 'F -> 3': F, the foundation area, is only a destination"
    )


def test_bad_toml(tmp_path: Path) -> None:
    error = error_of('title = "a game\n' + example("2 -> up-S\n"), tmp_path)
    assert error.line == 1
    assert ": line 1: not valid TOML: " in str(error)


def test_an_unknown_key(tmp_path: Path) -> None:
    error = error_of(example("2 -> up-S\n", before="piles = 3\n"), tmp_path)
    assert str(error).endswith(": line 1: unknown key 'piles': expected title, deal, moves")


def test_no_deal_and_no_moves(tmp_path: Path) -> None:
    error = error_of("moves = '''\nredeal\n'''\n", tmp_path)
    assert "no deal" in str(error)
    error = error_of(DEAL, tmp_path)
    assert "no moves" in str(error)


def test_a_deal_of_the_wrong_type(tmp_path: Path) -> None:
    error = error_of("deal = 3\nmoves = ''\n", tmp_path)
    assert str(error).endswith(
        ': line 1: deal: expected a list of 16 strings, one pile each, such as "2H 9C JD JD QH 10C"'
    )


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ExampleError) as caught:
        load_example(tmp_path / "nowhere.toml")
    assert str(caught.value).startswith(f"{tmp_path / 'nowhere.toml'}: cannot read the file")


def test_moves_may_also_be_a_list(tmp_path: Path) -> None:
    text = DEAL + 'moves = [\n    "2 -> up-S",\n    "6 -> up-C",  # 2C\n    "bad move",\n]\n'
    error = error_of(text, tmp_path)
    assert error.line == 23
    assert ": line 23: unknown move 'bad move'" in str(error)


def test_parse_example_reads_text() -> None:
    loaded = parse_example(ILLEGAL.read_text(encoding="utf-8"), "inline")
    assert loaded.path == "inline"
    assert loaded.moves == 4


@pytest.mark.parametrize(
    ("fixture", "message"),
    [
        (ILLEGAL, "move 4 (5 -> 9): Must be the same suit"),
        (NOT_WON, "the game ends not won after move 2"),
        (BAD_CARD, "line 6: pile 3: unknown card '1H'"),
    ],
)
def test_check_example_reports_a_bad_file_without_a_traceback(
    fixture: Path, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check-example", str(fixture)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"check-example: {fixture}: ")
    assert message in captured.err
    assert "Traceback" not in captured.err
    assert captured.err.count("\n") == 1
