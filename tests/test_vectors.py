"""Replay the shared vectors (tests/vectors/engine.jsonl) through the Python engine.

Each action is applied by the vectors' one Python protocol (``perform`` in
crescent_docs/tools/vectors.py, whose JS twin is tests/js/actions.mjs); everything else
reads the records as tests/vectors/README.md describes them.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from crescent_docs.cli import main as cli_main
from crescent_docs.engine import CodeError, Game, GameCode, Position, RefusalCode, deal
from crescent_docs.tools.vectors import perform

VECTORS = Path(__file__).parent / "vectors" / "engine.jsonl"
TYPES = ("header", "code", "deal", "refusal", "scenario", "game")

Json = dict[str, Any]


@cache
def records() -> tuple[Json, ...]:
    with VECTORS.open(encoding="utf-8") as lines:
        return tuple(json.loads(line) for line in lines)


def of_type(kind: str) -> list[Json]:
    return [record for record in records() if record["type"] == kind]


def replay(record: Json) -> None:
    start = Position.from_json(record["start"])
    assert start.to_json() == record["start"]
    game = Game(start)
    assert record["steps"], "a replay without steps checks nothing"
    for i, step in enumerate(record["steps"]):
        before = game.position
        result = perform(game, step["action"])
        assert result == step["result"], (i, step["action"])
        if "refused" in result:
            assert game.position == before, (i, "a refused action changed the position")
        assert game.status.value == step["status"], (i, step["action"])
        assert game.position.to_json() == step["position"], (i, step["action"])
    assert game.status.value == record["end"]


# -- the file as a whole ------------------------------------------------------------------


def test_every_line_is_one_compact_json_object() -> None:
    text = VECTORS.read_text(encoding="utf-8")
    assert text.endswith("\n")
    for line in text.splitlines():
        record = json.loads(line)
        assert json.dumps(record, separators=(",", ":")) == line
        assert record["type"] in TYPES


def test_header_counts_the_records() -> None:
    header, *rest = records()
    assert header["type"] == "header"
    assert header["format"] == "crescent-engine-vectors"
    assert header["version"] == 1
    assert isinstance(header["seed"], int)
    assert all(record["type"] != "header" for record in rest)
    counts = Counter(record["type"] for record in rest)
    for kind in TYPES[1:]:
        assert header["counts"][kind] == counts[kind], kind
    games = of_type("game")
    assert header["counts"]["won"] == sum(g["end"] == "won" for g in games)
    assert header["counts"]["blocked"] == sum(g["end"] == "blocked" for g in games)
    assert header["counts"]["won"] + header["counts"]["blocked"] == len(games)


def test_records_come_in_order_of_type() -> None:
    kinds = [record["type"] for record in records()]
    assert kinds == sorted(kinds, key=TYPES.index)


def test_every_refusal_kind_is_covered() -> None:
    pairs = Counter((r["action"]["do"], r["result"]["refused"]) for r in of_type("refusal"))
    codes = {code for _, code in pairs}
    # Every code of the engine (test_refusals.py pins the list of twelve).
    assert codes == {code.value for code in RefusalCode}
    assert all(count == 5 for count in pairs.values()), pairs


def test_regenerating_writes_the_same_bytes(tmp_path: Path) -> None:
    output = tmp_path / "engine.jsonl"
    assert cli_main(["vectors", "--output", str(output)]) == 0
    assert output.read_bytes() == VECTORS.read_bytes()


# -- the records --------------------------------------------------------------------------


@pytest.mark.parametrize("record", of_type("code"), ids=lambda r: repr(r["text"]))
def test_code_record(record: Json) -> None:
    if "error" in record:
        with pytest.raises(CodeError) as error:
            GameCode.parse(record["text"])
        assert error.value.reason == record["error"]
    else:
        code = GameCode.parse(record["text"])
        assert code.number == record["number"]
        assert str(code) == record["canonical"]
        assert GameCode.parse(record["canonical"]) == code


@pytest.mark.parametrize("record", of_type("deal"), ids=lambda r: r["game"])
def test_deal_record(record: Json) -> None:
    position = deal(record["game"])
    assert position.to_json() == record["position"]
    assert Position.from_json(record["position"]) == position
    assert deal(GameCode.parse(record["game"]).number) == position


@pytest.mark.parametrize(
    "record",
    of_type("refusal"),
    ids=lambda r: f"{r['game']}-{r['action']['do']}-{r['result']['refused']}",
)
def test_refusal_record(record: Json) -> None:
    position = Position.from_json(record["position"])
    assert position.to_json() == record["position"]
    game = Game(position)
    assert perform(game, record["action"]) == record["result"]
    assert set(record["result"]) == {"refused"}
    assert game.position == position


@pytest.mark.parametrize("record", of_type("scenario"), ids=lambda r: r["name"])
def test_scenario_record(record: Json) -> None:
    replay(record)


@pytest.mark.parametrize("record", of_type("game"), ids=lambda r: r["game"])
def test_game_record(record: Json) -> None:
    assert deal(record["game"]).to_json() == record["start"]
    assert record["end"] in ("won", "blocked")
    replay(record)


def test_the_vectors_exercise_every_action_and_result() -> None:
    actions: Counter[str] = Counter()
    results: Counter[str] = Counter()
    for record in of_type("scenario") + of_type("game"):
        for step in record["steps"]:
            actions[step["action"]["do"]] += 1
            (key,) = step["result"]
            results[key] += 1
    assert set(actions) == {"move", "tap", "drop", "undo", "redeal"}
    assert set(results) == {"moved", "selected", "refused", "undone", "redealt"}
    assert {r["name"] for r in of_type("scenario")} == {
        "undo-limit",
        "redeal-clears-undo",
        "redeal-short-piles",
        "won-by-drop",
        "drop-ascending-first",
        "blocked-after-last-redeal",
    }
