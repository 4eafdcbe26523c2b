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
        ": line 19: pile 16: 2S is dealt 3 times (pile 2, pile 9, pile 16), but a deal has only 2"
    )
    assert error.line == DEAL_LINE + 16


def test_a_second_ace_where_a_base_is_one(tmp_path: Path) -> None:
    deal = DEAL.replace('"3C 5S 5H 7S QC JS"', '"3C 5S 5H 7S QC AS"')  # pile 10
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert str(error).endswith(
        ": line 13: pile 10: AS is dealt 2 times (pile 7, pile 10), but a deal has only 1: "
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


# -- limits and messages (the bad-input catalogue in DEVELOPING.md) --------------------------


def test_a_card_dealt_twice_in_one_pile_lists_the_pile_once_with_its_count(
    tmp_path: Path,
) -> None:
    # Pile 2 already holds a 2S; a second one on the same pile and a third one on pile 16.
    deal = DEAL.replace('"6S JH QH KS 9C 2S"', '"6S JH QH KS 2S 2S"')
    deal = deal.replace('"QD 8C 9C 9H 5D 10H"', '"QD 8C 9C 9H 5D 2S"')
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert "2S is dealt 3 times (pile 2 twice, pile 9), but a deal has only 2" in str(error)


def test_a_long_bad_move_is_echoed_once_and_cut_to_80_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.toml"
    path.write_text(example("2 -> " + "9" * 500_000 + "\n"), encoding="utf-8")
    assert main(["check-example", str(path)]) == 1
    err = capsys.readouterr().err
    assert len(err) < 600, len(err)
    assert "'" + "9" * 80 + "' … (500,000 characters) is not a place" in err


def test_a_long_unknown_card_is_cut_to_80_characters(tmp_path: Path) -> None:
    deal = DEAL.replace('"QD 8C 9C 9H 5D 10H"', '"QD 8C 9C 9H 5D ' + "Q" * 5000 + '"')
    error = error_of(example("2 -> up-S\n", deal), tmp_path)
    assert len(str(error)) < 400
    assert "unknown card '" + "Q" * 80 + "' … (5,000 characters)" in str(error)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_bytes(b"\xef\xbb\xbf" + DROPS.read_bytes())
    assert replay(load_example(path)).won


def test_a_file_that_is_not_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_bytes(b'title = "x"\n\n# caf\xe9\n')
    with pytest.raises(ExampleError) as caught:
        load_example(path)
    assert str(caught.value) == f"{path}: line 3: the file is not UTF-8 text"


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        (example("2 -> up-S\n") + "\n[extra]\nx = 1\n", 26, "unknown key 'extra'"),
        (example("2 -> up-S\n") + "[[extra]]\n", 25, "unknown key 'extra'"),
        (example("2 -> up-S\n") + "extra.x = 1\n", 25, "unknown key 'extra'"),
        ("title = 'x'\ndeal = [\n  '2H',\n", 3, "not valid TOML: Invalid value"),
        ("title = 'x'\nmoves = '''\n2 -> 3\n", 3, "not valid TOML: Expected \"'''\""),
    ],
)
def test_every_toml_error_has_a_line_number(
    tmp_path: Path, text: str, line: int, reason: str
) -> None:
    error = error_of(text, tmp_path)
    assert error.line == line, str(error)
    assert f": line {line}: {reason}" in str(error)


def test_a_file_over_the_size_limit_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_text(example("1 -> 2\n2 -> 1\n" * 100_000), encoding="utf-8")
    error = error_of(path.read_text(encoding="utf-8"), tmp_path)
    assert "more than the limit of 1,000,000 bytes for an example game" in str(error)
    with pytest.raises(ExampleError) as caught:
        parse_example(path.read_text(encoding="utf-8"), "big.toml")
    assert "more than the limit of 1,000,000 bytes" in str(caught.value)


def test_a_game_over_the_step_limit_is_refused_naming_the_limit(tmp_path: Path) -> None:
    error = error_of(example("up-S -> 2\n" * 10_001), tmp_path)
    assert error.line == FIRST_MOVE_LINE + 10_000
    assert "more than 10,000 steps: an example game may have at most 10,000" in str(error)


def test_a_device_is_refused_without_reading_it() -> None:
    with pytest.raises(ExampleError) as caught:
        load_example("/dev/urandom")  # an endless file: read, it would exhaust memory
    assert str(caught.value) == (
        "/dev/urandom: not a regular file: an example game is a .toml file"
    )
