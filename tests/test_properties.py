"""Properties that hold whatever a player does: random actions, legal or not."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crescent_docs.engine import (
    FOUNDATIONS,
    PILES,
    Card,
    Foundation,
    Game,
    Move,
    Pile,
    Position,
    Refusal,
    RefusalCode,
    Selection,
    Status,
    deal,
    full_deck,
)
from crescent_docs.engine.codes import MAX_NUMBER
from crescent_docs.engine.places import PLACES, Place

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass(frozen=True)
class Action:
    kind: str
    move: Move | None = None
    place: Place | None = None


places = st.sampled_from(PLACES)
actions = st.one_of(
    st.builds(lambda: Action("legal")),  # a legal move drawn from the game, when there is one
    st.builds(lambda s, d: Action("move", Move(s, d)), places, places),
    st.builds(lambda p: Action("tap", place=p), places),
    st.builds(lambda p: Action("drop", place=p), places),
    st.just(Action("undo")),
    st.just(Action("redeal")),
)


@st.composite
def small_tables(draw: st.DrawFn) -> Position:
    """A partial position: random foundations, and a few of the cards left on the piles."""
    counts = [draw(st.integers(1, 13)) for _ in FOUNDATIONS]
    on_foundations: Counter[Card] = Counter()
    for foundation, count in zip(FOUNDATIONS, counts, strict=True):
        for n in range(1, count + 1):
            rank = n if foundation.ascending else 14 - n
            on_foundations[Card(foundation.suit, rank)] += 1
    free = [card for card in full_deck() for _ in range(2 - on_foundations[card])]
    # Every foundation full leaves no card free (a won game): none to draw.
    chosen: list[int] = []
    if free:
        chosen = draw(st.lists(st.sampled_from(range(len(free))), unique=True, max_size=30))
    piles: list[list[Card]] = [[] for _ in PILES]
    for index in chosen:
        pile = piles[draw(st.integers(0, 15))]
        if len(pile) < 13:
            pile.append(free[index])
    redeals = draw(st.integers(0, 3))
    return Position(tuple(tuple(p) for p in piles), tuple(counts), redeals, 0, partial=True)


starts = st.one_of(
    st.integers(0, MAX_NUMBER).map(deal),
    small_tables(),
)


def independent_status(data: dict[str, Any]) -> str:
    """The status from the JSON form alone, without the engine's rules."""
    tops = data["foundations"]
    ranks = {"A": 1, "J": 11, "Q": 12, "K": 13}

    def rank(code: str) -> int:
        return ranks.get(code[:-1]) or int(code[:-1])

    up = {card[-1]: rank(card) for card in tops[:4]}
    down = {card[-1]: rank(card) for card in tops[4:]}
    if all(up[s] == 13 for s in "SHDC") and all(down[s] == 1 for s in "SHDC"):
        return "won"
    if data["redeals_left"] > 0:
        return "playing"
    piles = data["piles"]
    for i, pile in enumerate(piles):
        if not pile:
            continue
        card = pile[-1]
        suit, r = card[-1], rank(card)
        if up[suit] < 13 and r == up[suit] + 1:
            return "playing"
        if down[suit] > 1 and r == down[suit] - 1:
            return "playing"
        if up[suit] + 1 == down[suit]:  # the two meet: shuttling brings them to this card
            return "playing"
        for j, other in enumerate(piles):
            if (
                j != i
                and other
                and len(other) < 13
                and other[-1][-1] == suit
                and (rank(other[-1]) - r) % 13 in (1, 12)
            ):
                return "playing"
    return "blocked"


def check_complete(position: Position) -> None:
    counts: Counter[Card] = Counter()
    for pile in position.piles:
        counts.update(pile)
    for foundation, count in zip(FOUNDATIONS, position.foundations, strict=True):
        for n in range(1, count + 1):
            counts[Card(foundation.suit, n if foundation.ascending else 14 - n)] += 1
    assert sum(counts.values()) == 104
    assert all(counts[card] == 2 for card in full_deck())


def do(game: Game, action: Action) -> tuple[str, Move | None]:
    """Perform ``action``; what happened: moved (with the move), undone (with the move),
    redealt, selected, or refused."""
    if action.kind == "legal":
        legal = game.legal_moves()
        if not legal:
            return "none", None
        move = legal[len(legal) // 2]
        assert game.move(move) is None
        return "moved", move
    outcome: Move | Selection | Refusal | None
    if action.kind == "move":
        assert action.move is not None
        outcome = game.move(action.move)
        if outcome is None:
            return "moved", action.move
    elif action.kind == "tap":
        assert action.place is not None
        outcome = game.tap(action.place)
    elif action.kind == "drop":
        assert action.place is not None
        outcome = game.drop(action.place)
        if isinstance(outcome, Move):
            assert isinstance(outcome.destination, Foundation)
    elif action.kind == "undo":
        outcome = game.undo()
        if isinstance(outcome, Move):
            return "undone", outcome
    else:
        outcome = game.redeal()
        if outcome is None:
            return "redealt", None
    if isinstance(outcome, Refusal):
        return "refused", None
    if isinstance(outcome, Selection):
        return "selected", None
    assert isinstance(outcome, Move)
    return "moved", outcome


@SETTINGS
@given(starts, st.lists(actions, min_size=1, max_size=60))
def test_random_actions_keep_the_invariants(start: Position, plan: list[Action]) -> None:
    game = Game(start)
    complete = not start.partial
    undo_stack: list[tuple[Position, Move]] = []  # what undo may restore, newest last
    played = undone = redeals = 0
    for action in plan:
        before = game.position
        history_before = game.history
        what, move = do(game, action)
        after = game.position
        if what in ("refused", "selected", "none"):
            assert after == before, action
            assert game.history == history_before
        elif what == "moved":
            assert move is not None
            played += 1
            undo_stack.append((before, move))
            del undo_stack[:-100]
            assert game.history[-1] == move
            assert after.moves == before.moves + 1
        elif what == "undone":
            undone += 1
            expected, expected_move = undo_stack.pop()
            assert move == expected_move
            assert after == expected  # the exact previous position
        else:
            assert what == "redealt"
            redeals += 1
            undo_stack.clear()
            assert game.history == ()
            assert after.moves == before.moves
            for old, new in zip(before.piles, after.piles, strict=True):
                assert new == (old[1:] + old[:1] if len(old) >= 2 else old)
        if action.kind == "undo" and what == "refused":
            assert not undo_stack
        if action.kind == "redeal" and what == "refused":
            assert before.redeals_left == 0
        # Invariants.
        if complete:
            check_complete(after)
        assert Counter(after.cards()).most_common(1)[0][1] <= 2
        assert all(len(pile) <= 13 for pile in after.piles)
        assert all(1 <= count <= 13 for count in after.foundations)
        for pile in PILES:
            if not before.piles[pile.index] and after.piles[pile.index]:
                # Only the undo of the move that emptied it refills a pile.
                assert what == "undone" and move is not None and move.source == pile
        assert redeals <= 3
        assert after.redeals_left == start.redeals_left - redeals >= 0
        assert after.moves == start.moves + played - undone
        assert len(game.history) == len(undo_stack) <= 100
        assert game.status.value == independent_status(after.to_json()), after.to_json()
        assert after.won == (game.status is Status.WON)
        assert Position.from_json(after.to_json()) == after


@SETTINGS
@given(small_tables())
def test_every_listed_move_is_legal_and_no_other_is(start: Position) -> None:
    game = Game(start)
    legal = set(game.legal_moves())
    for source in PLACES:
        for destination in PLACES:
            move = Move(source, destination)
            refusal = game.refusal(move)
            assert (refusal is None) == (move in legal), move
            if refusal is not None:
                assert refusal.code not in (
                    RefusalCode.NO_REDEAL_LEFT,
                    RefusalCode.NOTHING_TO_UNDO,
                )
    for move in legal:
        assert not (isinstance(move.source, Foundation) and isinstance(move.destination, Pile))
        assert move.destination in game.destinations(move.source)
    for source in PLACES:
        target = game.drop_target(source)
        ups = [d for d in game.destinations(source) if isinstance(d, Foundation) and d.ascending]
        if isinstance(target, Foundation):
            assert target in game.destinations(source)
            if ups:
                assert target == ups[0]
        else:
            assert not any(isinstance(d, Foundation) for d in game.destinations(source))
