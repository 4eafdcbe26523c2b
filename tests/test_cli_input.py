"""Bad input to `crescent-docs solve`: one clear message, never a traceback or a hang."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crescent_docs.cli import main
from crescent_docs.engine import Position, PositionError, deal
from crescent_docs.engine.position import MAX_JSON_CHARS, MAX_JSON_DEPTH


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def failure_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    return captured.err


@pytest.mark.parametrize("number", ["１２３", "٣", "१२"])
def test_game_numbers_in_other_digits_are_refused(
    number: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = failure_of(["solve", number, "--nodes", "1"], capsys)
    assert err == f"solve: {number!r}: a game number is written with the digits 0-9\n"


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1", "１", "ten", "1e999"])
def test_seconds_must_be_finite_and_positive(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = error_of(["solve", "1", f"--seconds={value}"], capsys)
    assert f"argument --seconds: {value!r} is not a finite, positive number of seconds" in err


@pytest.mark.parametrize(
    ("option", "value"), [("--nodes", "３"), ("--seed", "٣"), ("--nodes", "0")]
)
def test_counts_are_ascii_whole_numbers(
    option: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = error_of(["solve", "1", f"{option}={value}"], capsys)
    assert f"argument {option}: {value!r} is not a" in err


def test_a_position_file_that_is_not_utf8_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "position.json"
    path.write_bytes(b'{\n"piles": "caf\xe9"}')
    err = failure_of(["solve", "--position", str(path)], capsys)
    assert err == f"solve: {path}: line 2: the file is not UTF-8 text\n"


def test_deeply_nested_json_is_refused_before_it_is_parsed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 50_000 + "]" * 50_000, encoding="utf-8")
    err = failure_of(["solve", "--position", str(path)], capsys)
    assert err == f"solve: {path}: line 1: nested more than {MAX_JSON_DEPTH} deep: not a position\n"


def test_an_oversized_position_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"piles": [], "pad": "x" * MAX_JSON_CHARS}), encoding="utf-8")
    err = failure_of(["solve", "--position", str(path)], capsys)
    assert f"more than the limit of {MAX_JSON_CHARS:,} for a position" in err


def test_a_device_is_not_read(capsys: pytest.CaptureFixture[str]) -> None:
    err = failure_of(["solve", "--position", "/dev/urandom"], capsys)
    assert err == "solve: /dev/urandom: not a regular file: expected a position in JSON\n"


def test_a_missing_position_file_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = failure_of(["solve", "--position", str(tmp_path / "nowhere.json")], capsys)
    assert err.startswith(f"solve: {tmp_path / 'nowhere.json'}: cannot read the file")


def test_position_json_text_round_trips_and_limits_hold() -> None:
    position = deal(1)
    assert Position.from_json_text(json.dumps(position.to_json())) == position
    with pytest.raises(PositionError, match="nested more than"):
        Position.from_json_text('{"piles": [[[[[[[[["x"]]]]]]]]]}')
    # Brackets inside strings do not count.
    with pytest.raises(PositionError, match="unknown card"):
        Position.from_json_text('{"piles": [["[[[[[[[[[[["]]}')
