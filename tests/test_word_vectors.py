"""The wording vectors (tests/vectors/words.jsonl), which node replays through words.js
(tests/js/words_vectors.test.js): current, and covering every kind of sentence."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from crescent_docs.cli import main as cli_main
from crescent_docs.engine import RefusalCode
from crescent_docs.tools import word_vectors

WORDS = Path(__file__).parent / "vectors" / "words.jsonl"


def test_the_committed_file_is_current(capsys) -> None:
    assert cli_main(["word-vectors", "--check"]) == 0, capsys.readouterr().err


def test_check_fails_on_a_stale_file(tmp_path: Path) -> None:
    stale = tmp_path / "words.jsonl"
    stale.write_text(WORDS.read_text(encoding="utf-8")[:-200], encoding="utf-8")
    assert cli_main(["word-vectors", "--check", "--output", str(stale)]) == 1
    assert cli_main(["word-vectors", "--output", str(stale)]) == 0
    assert stale.read_bytes() == WORDS.read_bytes()


def test_every_locale_says_every_kind_of_sentence() -> None:
    records = [json.loads(line) for line in WORDS.read_text(encoding="utf-8").splitlines()]
    locales = [r["locale"] for r in records if r["type"] == "bundle"]
    assert locales == word_vectors.locales()
    for locale in locales:
        mine = [r for r in records if r.get("locale") == locale and r["type"] != "bundle"]
        kinds = Counter(r["type"] for r in mine)
        assert set(kinds) == {"diagram", "step", "refusal", "selection"}, (locale, kinds)
        assert {r["code"] for r in mine if r["type"] == "refusal"} == {c.value for c in RefusalCode}
        # Narrations of the three kinds of move: pile to pile, to a foundation, between two.
        ends = {
            tuple(side.strip().isdigit() for side in r["move"].split("->"))
            for r in mine
            if r["type"] == "step"
        }
        assert ends == {(True, True), (True, False), (False, False)}, (locale, ends)
        # Selections whose card can go nowhere, and to several places.
        assert len({r["text"] for r in mine if r["type"] == "selection"}) > 10
