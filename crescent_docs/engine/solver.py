"""A solver: search for a winning line of moves and redeals from any position.

Pure: no I/O. :func:`solve` returns a :class:`SolveResult` that says whether a win was
found (with the line as engine :class:`Move` objects and ``"redeal"`` steps), and whether
the search was *exhaustive*. Only an exhaustive search that found no win proves a position
unwinnable; any other failure only means that the budget ran out.

How it searches
---------------

Internally a card is an int (``suit * 13 + rank - 1``), a pile a tuple of ints (bottom
to top), and the foundations of a suit two ranks: the top of the ascending one (``u``) and
the top of the descending one (``d``).

* **Canonical keys.** Any pile can move to any pile, so the order of the piles does not
  matter to the rules: a state's key is the sorted tuple of its non-empty piles, the
  foundation ranks and the redeals left. When the two foundations of a suit *touch*
  (``u + 1 == d``, 13 cards between them) cards pass freely from one to the other, so the
  split between them does not matter either, and the key forgets it. Moving a card onto
  the foundations of its suit is then one abstract step: the line spells out the
  foundation-to-foundation moves it needs.
* **A complete search first.** A depth-first search over every move and every redeal,
  with a transposition table, for a small number of nodes. When it runs out of states
  before the cap, its answer is exact: a win, or a proof that there is none.
* **Then a guided search with restarts.** Most pile-to-pile moves only shuffle cards
  around: from a deal, the states they reach alone run into the millions. The guided
  search only moves cards that matter: cards above a card the foundations can take now
  (at most ``reach`` cards above it), and cards above a card that could take the top card
  of such a pile. Moves are ordered: cards to the foundations first (those that need no
  foundation-to-foundation moves before the others), then digging for the most urgent
  card, then the rest, and a redeal last. Short depth-first runs (200 states) with random
  tie-breaks, restarted many times, beat one long run: one early mistake no longer dooms
  the whole search. Each run digs to a depth drawn from ``Tactics.reaches`` (runs that dig
  to different depths fail on different deals), and a share (``Tactics.retry``) of the
  runs starts, not from the position, but from a random prefix of the *record line*, the
  line that put the most cards on the foundations so far: a line that nearly won is
  mostly right, and its end is where it went wrong. Runs that fail mostly end with a few
  cards of a suit in one pile in the wrong order and no redeal left, so a run likes less
  to put a card onto one the foundations will want sooner (``Tactics.cover``). The
  guided search is not complete, so its failures are never exhaustive.
* **Late runs.** On a few deals (games 129 and 176 among the first 200) thousands of runs
  reach 101 or 102 cards and all fail the same way: the last cards of a suit lie in one
  pile in the wrong order (the King over the last Queen, the Ace over the last 2), set
  up long before the end, so a record line that nearly won leads back into the trap.
  After ``Tactics.late`` nodes the runs try a card onto one the foundations want sooner
  last, just before a redeal (``Tactics.late_covers``: a large cover), with a fresh
  record (games 129 and 176 are won so, after 158,144 and 182,923 nodes). After twice
  as many nodes, the runs draw the usual cover or the large one (games 21 and 127 need
  the usual runs, only more of them: they are won after 571,536 and 487,485 nodes). It
  starts after more nodes than the JS twin searches in 2 seconds, so the deals won by
  then are played as before.
* **Frozen cards.** Both searches drop every state in which some card can never leave
  its pile (see below): such a state is lost, and nothing under it needs a look. This
  one test proves most dead ends long before the search would run out of moves there,
  and gives the complete search its proofs.
* **The per-suit relaxation.** When the first complete search does not decide and no
  redeal is left, each
  suit's cards are played alone, as if every other card could vanish at any moment (see
  below): a suit that cannot be brought home even so proves the position lost.
* **Tidying.** :func:`tidy_line` makes a winning line read like sensible play, for the
  example game: it drops the pile moves and redeals the win does not need, moves a card
  once where the line moved it twice, and plays cards to the foundations as soon as
  they can go.

Why a proof is a proof
----------------------

``unwinnable`` comes only from the complete search running out of states (or from a
frozen card or a lost relaxation, below), and that
search prunes nothing but states it has already met under the same key. Two states with
the same key have the same future, for two reasons:

* the rules treat the 16 piles alike (any pile may move onto any other, every pile
  redeals the same way, an empty pile stays empty wherever it is), so permuting the
  piles maps legal lines to legal lines and wins to wins;
* when ``u + 1 == d`` every split ``(v, v + 1)`` with ``1 <= v <= 12`` is reachable from
  every other by foundation-to-foundation moves alone, which change nothing else, and
  from any of them every rank of the suit can go onto the foundations (onto ``up`` from
  ``v = r - 1``, onto ``down`` from ``v = r``).

The only other states it drops are those with a frozen card, which are lost (below).
Its move generation is complete: every pile-to-pile move, the redeal, and each card's
move to the foundations. A card that fits both foundations of its suit (``u = r - 1``,
``d = r + 1``) leaves them touching either way, so one step covers both; outside a
touching pair no foundation-to-foundation move is legal. The guided search prunes moves
that may matter, so it never claims a proof.

Frozen cards
------------

Write a pile's cards by *height* (0 at the bottom), ``R`` for the redeals left, and call
the two cards of the ranks next to a card's rank in its suit (with the wrap: the Ace and
the King are neighbours) its *neighbours*: the only cards it can go onto in a pile.

*The foundations need a run.* A suit's foundations change only when a card is played onto
them from a pile: moves between the two are legal only while they touch (the key folds
them into the touching state). Before they meet (``u + 1 < d``) the ascending one takes
``u + 1``, then ``u + 2``..., the descending one ``d - 1``, then ``d - 2``...; they touch
once every rank between ``u`` and ``d`` has been played once, then take any one rank
``r``, which leaves ``(r, r)``, and from then on each grows on its own. So they take a
card of rank ``r`` that they cannot take now only after every rank of some *run* has been
played onto them from a pile: the ranks strictly between ``u`` and ``r`` (from below) or
between ``r`` and ``d`` (from above) when ``u < r < d`` (touching needs one of the two in
full); all those between ``u`` and ``d`` when ``r`` lies outside them (they must meet
first); once they have met, those between ``u`` and ``r`` (``r > u``) or between ``r`` and
``d`` (``r < d``). :func:`_suit_needs` lists the runs. The foundations *wait for a
neighbour* of the card when each run holds the rank of a neighbour (:func:`_suit_waits`
finds it by a backward search over the 169 states, with the same answers).

*A frozen set* is a set ``S`` of cards in piles such that each card ``y`` of ``S``

1. lies at a height of at least ``R``,
2. is of a suit whose foundations cannot take it now, and each run they need before they
   take it holds a rank whose cards in piles all lie at a height of at least ``R``, under
   some card of ``S`` in their pile, and
3. has every neighbour that lies in a pile at a height of at least ``R``, under some card
   of ``S`` in that pile.

(The first form of the test asked instead, in (2), that the foundations wait for a
neighbour: by (3) a neighbour's rank is then held in each run, so every set it found is
one here too.)

*Claim: no card of a frozen set ever leaves its pile,* so the position is lost. Take the
first move after which a card ``y`` of ``S`` has left its pile. Until then, no card of
``S`` has moved, so the cards under each of them are the same ones (a card under another
is never a top card, so only a redeal, which takes the bottom card to the top, can move
it), and each card's height only drops by one at each redeal: at most ``R`` of them, so
neither ``y`` nor any neighbour counted in (3) is ever the bottom card at a redeal, and a
card of ``S`` stays above each such neighbour. The move takes ``y`` onto a pile whose top
is a neighbour, or onto the foundations. The first needs a neighbour on top of a pile:
those on the foundations never come back, and those in piles lie under a card of ``S``.
The second needs, by (2), a card of a held rank played from a pile earlier (the cards of
that rank on the foundations cannot move onto the other foundation before the two touch,
and touching needs a whole run): it would have been on top of its pile, not under a card
of ``S``. Either way, a contradiction.

The greatest frozen set is the union of all of them; :func:`_frozen` finds it by
dropping cards that break (2) or (3) until none does, and the position is lost when it is
not empty. The searches only test a child of a state with no frozen card, and a frozen
set of the child is then one of the parent too unless the move broke a condition the
parent failed: after a pile move, the set holds the card moved (it was a top card, no
neighbour the set relies on); after a card goes to the foundations, it holds a card of
that suit that is a neighbour of the card played (which lay free on top of its pile) or
that its foundations could take before (the other card of the rank played: runs only
shrink as the foundations grow, and the rank played leaves every run). :func:`_freezes`
runs the full test only when such a card passes (1), cannot go to the foundations now
and has no neighbour on top of a pile or within reach of a redeal, or after a redeal;
when the foundations wait for a neighbour of such a card and it is a frozen set on its
own (every copy of a neighbour in a pile lies under a copy of it, high enough), the
answer is yes at once (most frozen positions the searches meet are of this kind). The JS
twin narrows the test the same way. Small positions confirm the claim in the tests: every
frozen one they meet is also found lost by the complete search without this test.

The per-suit relaxation
-----------------------

When the complete search that runs first does not decide and no redeal is left, each
suit's *relaxed game* is searched completely, for at most ``Tactics.relaxed`` states:
the cards of that suit alone, its two foundations as they are (the others complete), and
in each pile the suit's cards in their order (other piles dropped). Its moves: a pile's
top card onto the foundations, as the rules allow (the touching pair folded, as in the
key), or onto another pile whose top card is a neighbour and which holds fewer than 13
cards; and, while redeals are left, a redeal, after which a pile's cards either stay or
*turn* (the bottom one to the top). At the first redeal, a pile turns exactly when its
real bottom card is of the suit; at each later one, each pile of two cards or more may
do either. States with a frozen card are dropped (the frozen test holds in this game
too: no card is moved there unless it is on top, and a redeal lowers each card by one at
most).

*Claim: if the relaxed game of some suit cannot put all its cards home, the position is
lost.* Map a line of the real game to the relaxed game of suit ``s``: a move of another
suit's card maps to nothing (it never moves a card of ``s``, and never puts one onto a
card of ``s``: building is by suit); a move of a card of ``s`` from a pile needs it on
top, so it is the last of the suit's cards in that pile, and onto a pile needs a
neighbour on top, the last of the suit's cards there, in a pile of fewer than 13 cards,
so of fewer than 13 of the suit; it maps to the same move. Moves between the suit's
foundations are folded as in the key. A real redeal turns a pile of two cards or more:
the suit's cards in it turn if its bottom card is of the suit, and stay otherwise. A
pile's bottom card leaves it only when the pile empties, and cards never go into an
empty pile, so until the first redeal each pile's bottom card is the one of the position:
the first relaxed redeal turns exactly the piles the real one turns, and each later one
allows both. (A pile with no card of the suit never gets one: a card goes only onto a
card of its suit.) So a real winning line maps to a relaxed line that brings the suit
home; if none does, no real line wins. The relaxed games are small (at most 24 cards of a
suit in piles), but their states still run into the hundred thousands in the middle
game: the search gives up at the cap (no proof), and when the ways a redeal may turn the
piles exceed 1,024. With redeals left the relaxation is weak (each later redeal may turn
every pile or not) and costly: it runs only when none is left.

The JS twin (``crescent_docs/player/solver.js``) runs the same search with the same draws
(mulberry32): with no time budget it gives the same line with the same number of nodes.

Every line found is replayed through :class:`Game` before it is returned.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Final, Literal

from .codes import mulberry32
from .game import Game, Status
from .places import PILES, Direction, Foundation, Move, Pile
from .position import FOUNDATION_SIZE, MAX_PILE, Position
from .solver_error import SolverError

__all__ = [
    "FIRST_TACTICS",
    "REDEAL",
    "TACTICS",
    "SolveResult",
    "SolverError",
    "Step",
    "Tactics",
    "play_line",
    "solve",
    "tidy_line",
]

REDEAL: Final = "redeal"
Step = Move | Literal["redeal"]

# -- the compact representation ----------------------------------------------------------

Piles = tuple[bytes, ...]  # a pile's cards, bottom to top, one byte each
Founds = tuple[int, ...]  # u for S H D C, then d for S H D C (ranks 1-13)
State = tuple[Piles, Founds, int]
Key = tuple[tuple[bytes, ...], Founds, int]

#: An internal step: ``(source, destination)`` with destination a pile index 0-15,
#: ``_TO_FOUNDATION`` (the foundations of the card's suit), or ``(-1, -1)`` for a redeal.
IStep = tuple[int, int]
_TO_FOUNDATION: Final = 16
_REDEAL_STEP: Final[IStep] = (-1, -1)

_SUIT = tuple(c // 13 for c in range(52))
_RANK = tuple(c % 13 + 1 for c in range(52))
_BYTES = tuple(bytes((c,)) for c in range(52))
_NEIGHBOURS = tuple(
    (s * 13 + r % 13, s * 13 + (r - 2) % 13) for s in range(4) for r in range(1, 14)
)
_WON_FOUNDS: Final[Founds] = (13, 13, 13, 13, 1, 1, 1, 1)


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What a search found.

    ``won``: a winning line was found, and ``line`` holds it (moves and ``"redeal"``).
    ``exhaustive``: every reachable state was examined; with ``won`` False this proves
    the position unwinnable. ``stopped`` says why the search ended: ``won``,
    ``exhausted``, ``nodes`` or ``time`` (a budget ran out).
    """

    won: bool
    exhaustive: bool
    line: tuple[Step, ...] = ()
    nodes: int = 0
    restarts: int = 0
    seconds: float = 0.0
    stopped: str = "won"

    @property
    def unwinnable(self) -> bool:
        """Proven unwinnable: an exhaustive search found no win."""
        return self.exhaustive and not self.won

    @property
    def verdict(self) -> str:
        """``won``, ``unwinnable`` (proven) or ``not found`` (the budget ran out)."""
        if self.won:
            return "won"
        return "unwinnable" if self.exhaustive else "not found"

    @property
    def moves(self) -> int:
        return sum(1 for step in self.line if step != REDEAL)

    @property
    def redeals(self) -> int:
        return sum(1 for step in self.line if step == REDEAL)


# -- state helpers -------------------------------------------------------------------------


def _encode(position: Position) -> State:
    piles = tuple(bytes(card.index for card in pile) for pile in position.piles)
    counts = position.foundations
    founds = (*counts[:4], *(FOUNDATION_SIZE + 1 - n for n in counts[4:]))
    return piles, founds, position.redeals_left


def _key(piles: Piles, founds: Founds, redeals: int) -> Key:
    f = founds
    if f[0] + 1 == f[4] or f[1] + 1 == f[5] or f[2] + 1 == f[6] or f[3] + 1 == f[7]:
        g = list(f)
        for s in range(4):
            if f[s] + 1 == f[4 + s]:
                g[s] = g[4 + s] = 0
        f = tuple(g)
    return tuple(sorted(piles)), f, redeals


def _play(founds: Founds, card: int) -> Founds | None:
    """The foundations after ``card`` goes onto those of its suit, or None if it cannot."""
    s = _SUIT[card]
    r = _RANK[card]
    u = founds[s]
    d = founds[4 + s]
    if u + 1 == d:  # touching: any card goes, through moves between the two
        g = list(founds)
        g[s] = g[4 + s] = r
        return tuple(g)
    if r == u + 1:
        g = list(founds)
        g[s] = r
        return tuple(g)
    if r == d - 1:
        g = list(founds)
        g[4 + s] = r
        return tuple(g)
    return None


def _redealt(piles: Piles) -> Piles:
    return tuple(p[1:] + p[:1] if len(p) >= 2 else p for p in piles)


def _apply(state: State, step: IStep) -> State:
    piles, founds, redeals = state
    i, j = step
    if i < 0:
        return _redealt(piles), founds, redeals - 1
    pile = piles[i]
    card = pile[-1]
    new = list(piles)
    new[i] = pile[:-1]
    if j == _TO_FOUNDATION:
        played = _play(founds, card)
        assert played is not None
        return tuple(new), played, redeals
    new[j] = piles[j] + _BYTES[card]
    return tuple(new), founds, redeals


def _suit_distances(u: int, d: int) -> tuple[int, ...]:
    """:func:`_distances` for the 13 cards of one suit whose foundations' tops are u and d."""
    values = []
    for r in range(1, 14):
        if u + 1 == d:
            values.append(1)
            continue
        v = 99
        if r > u:
            v = r - u
        if r < d:
            v = min(v, d - r)
        values.append(v)
    return tuple(values)


_SUIT_DISTANCES = {(u, d): _suit_distances(u, d) for u in range(1, 14) for d in range(1, 14)}
_DISTANCES: dict[Founds, tuple[tuple[int, ...], bytes, tuple[float, ...]]] = {}


def _distances(founds: Founds) -> tuple[tuple[int, ...], bytes, tuple[float, ...]]:
    """For each card, how many cards of its suit must reach the foundations before it can
    (1: it can go now; cards already on both foundations get a large number); a
    :meth:`bytes.translate` table that maps the cards that can go now to 1, others to 0;
    and for each card that can go now, the score of its move to the foundations before
    the noise (less for each foundation-to-foundation move it needs)."""
    tables = _DISTANCES.get(founds)
    if tables is None:
        table = _SUIT_DISTANCES
        values = (
            table[founds[0], founds[4]]
            + table[founds[1], founds[5]]
            + table[founds[2], founds[6]]
            + table[founds[3], founds[7]]
        )
        scores = tuple(
            1000.0 - 10.0 * _shifts(founds, card) if values[card] == 1 else 0.0
            for card in range(52)
        )
        tables = values, bytes(v == 1 for v in values) + bytes(204), scores
        if len(_DISTANCES) > 50_000:
            _DISTANCES.clear()
        _DISTANCES[founds] = tables
    return tables


# -- frozen cards: a static proof that a position is lost ----------------------------------


def _takes(u: int, d: int, r: int) -> tuple[int, int] | None:
    """The foundations of a suit (tops ``u`` and ``d``) after a card of rank ``r`` goes on
    them, or None if it cannot: :func:`_play` for one suit."""
    if u + 1 == d:
        return r, r
    if r == u + 1:
        return r, d
    if r == d - 1:
        return u, r
    return None


def _suit_waits() -> dict[tuple[int, int], tuple[bool, ...]]:
    """For each state ``(u, d)`` of a suit's foundations and each rank ``r``: whether the
    foundations can take a card of rank ``r`` only after a card of rank ``r - 1`` or
    ``r + 1`` (with the wrap: the ranks a card of rank ``r`` can go onto in a pile) has
    been played onto them from a pile. Found by a backward search, for each rank, from the
    states that take it, through plays of the other ranks."""
    states = [(u, d) for u in range(1, 14) for d in range(1, 14)]
    waits = {state: [False] * 13 for state in states}
    for r in range(1, 14):
        banned = {r % 13 + 1, (r - 2) % 13 + 1}
        able = {state for state in states if _takes(*state, r) is not None}
        grown = True
        while grown:
            grown = False
            for state in states:
                if state not in able and any(
                    _takes(*state, f) in able for f in range(1, 14) if f not in banned
                ):
                    able.add(state)
                    grown = True
        for state in states:
            waits[state][r - 1] = state not in able
    return {state: tuple(flags) for state, flags in waits.items()}


_SUIT_WAITS = _suit_waits()


def _between(a: int, b: int) -> int:
    """The ranks strictly between ``a`` and ``b``, as bits (bit ``r - 1`` for rank ``r``)."""
    mask = 0
    for r in range(a + 1, b):
        mask |= 1 << (r - 1)
    return mask


def _suit_needs() -> dict[tuple[int, int], tuple[tuple[int, ...] | None, ...]]:
    """For each state ``(u, d)`` of a suit's foundations and each rank ``r``: the runs of
    ranks one of which the foundations need played in full, each card from a pile, before
    they can take a card of rank ``r`` (see "Frozen cards" above), as bit masks; None when
    they can take it now."""
    table: dict[tuple[int, int], tuple[tuple[int, ...] | None, ...]] = {}
    for u in range(1, 14):
        for d in range(1, 14):
            row: list[tuple[int, ...] | None] = []
            for r in range(1, 14):
                if u + 1 == d or r == u + 1 or r == d - 1 or d <= r <= u:
                    row.append(None)  # taken now, or both cards on the foundations
                elif d <= u:  # they have met: each grows on its own
                    row.append((_between(u, r),) if r > u else (_between(r, d),))
                elif u < r < d:
                    row.append((_between(u, r), _between(r, d)))
                else:  # only once they meet
                    row.append((_between(u, d),))
            table[u, d] = tuple(row)
    return table


_SUIT_NEEDS = _suit_needs()


Needs = tuple[tuple[int, ...] | None, ...]  # for each card, the runs of ranks (or None)
_WAITING: dict[Founds, tuple[tuple[int, ...], bytes, bytes, Needs]] = {}


def _waits(founds: Founds) -> tuple[tuple[int, ...], bytes, bytes, Needs]:
    """The cards the foundations cannot take now (the candidates of a frozen set); a flag
    for each card (1: a candidate); a flag for each card (1: the foundations wait for one
    of its neighbours); and for each card, the runs of ranks the foundations need played
    before they take it (None: they take it now)."""
    entry = _WAITING.get(founds)
    if entry is None:
        flags = (
            _SUIT_WAITS[founds[0], founds[4]]
            + _SUIT_WAITS[founds[1], founds[5]]
            + _SUIT_WAITS[founds[2], founds[6]]
            + _SUIT_WAITS[founds[3], founds[7]]
        )
        needs = (
            _SUIT_NEEDS[founds[0], founds[4]]
            + _SUIT_NEEDS[founds[1], founds[5]]
            + _SUIT_NEEDS[founds[2], founds[6]]
            + _SUIT_NEEDS[founds[3], founds[7]]
        )
        entry = (
            tuple(card for card in range(52) if needs[card] is not None),
            bytes(needs[card] is not None for card in range(52)),
            bytes(flags),
            needs,
        )
        if len(_WAITING) > 50_000:
            _WAITING.clear()
        _WAITING[founds] = entry
    return entry


def _waiting(founds: Founds) -> tuple[int, ...]:
    """The cards the foundations cannot take now."""
    return _waits(founds)[0]


def _frozen(piles: Piles, founds: Founds, redeals: int) -> bool:
    """Whether some card can never leave its pile, whatever is played: a proof that the
    position is lost (see "Frozen cards" above).

    The greatest set of frozen cards is found by elimination: start from every card at
    least ``redeals`` cards above the bottom of its pile that its foundations cannot take
    now, and drop a card while some copy of a neighbour lies in a pile without a card of
    the set above it, or so low that a redeal could bring it to the top, or while some run
    of ranks its foundations may need has every rank so placed. A card dropped frees only
    the cards under it down to the next card of the set in its pile, so only the cards
    those touch are looked at again (a worklist, not a sweep over every pile)."""
    waiting, _, _, needs = _waits(founds)
    if not waiting:
        return False
    neighbours = _NEIGHBOURS
    if redeals:
        free = set(b"".join([p[:redeals] for p in piles]))  # a redeal brings them up
        high = set(b"".join([p[redeals:] for p in piles]))
    else:
        free = set()
        high = set(b"".join(piles))
    free.update([p[-1] for p in piles if p])
    members = [  # the set, by card: both copies of a card stand or fall together
        card
        for card in waiting
        if card in high and neighbours[card][0] not in free and neighbours[card][1] not in free
    ]
    if not members:
        return False
    flags = bytearray(256)
    for card in members:
        flags[card] = 1
    below: dict[int, list[int]] = {}  # card -> the piles where it is the highest of the set
    heights = [-1] * len(piles)
    for i, p in enumerate(piles):
        k = p.translate(flags).rfind(1, redeals)  # the highest card of the set
        if k >= 0:
            heights[i] = k
            free.update(p[k:])  # no card of the set above them
            at = below.get(p[k])
            if at is None:
                below[p[k]] = [i]
            else:
                at.append(i)
        else:
            free.update(p)
    loose = [0, 0, 0, 0]  # for each suit, the ranks with a copy free, as bits
    for x in free:
        loose[x // 13] |= 1 << (x % 13)
    queue = members.copy()
    alive = len(members)
    while queue:
        card = queue.pop()
        if not flags[card]:
            continue
        a, b = neighbours[card]
        if a not in free and b not in free:
            held = ~loose[card // 13]
            runs = needs[card]
            assert runs is not None
            for run in runs:
                if not run & held:
                    break
            else:
                continue  # it stays, for now
        flags[card] = 0
        alive -= 1
        for i in below.pop(card, ()):
            p = piles[i]
            k = heights[i]
            h = p.translate(flags).rfind(1, redeals, k)
            for x in p[h:k] if h >= 0 else p[:k]:
                if x not in free:
                    free.add(x)
                    s = x // 13
                    loose[s] |= 1 << (x % 13)
                    queue.extend([c for c in range(s * 13, s * 13 + 13) if flags[c]])
            if h >= 0:
                heights[i] = h
                at = below.get(p[h])
                if at is None:
                    below[p[h]] = [i]
                else:
                    at.append(i)
    return alive > 0


def _may_freeze(piles: Piles, founds: Founds, redeals: int, card: int) -> bool:
    """Whether ``card`` passes the first test of a frozen set: its foundations cannot take
    it now, a copy lies high enough that no redeal brings it up, and no neighbour lies on
    top of a pile or low enough for a redeal."""
    if not _waits(founds)[1][card]:
        return False
    return _uncovered(piles, redeals, card)


def _uncovered(piles: Piles, redeals: int, card: int) -> bool:
    """:func:`_may_freeze` for a card its foundations cannot take now."""
    a, b = _NEIGHBOURS[card]
    high = False
    if redeals:
        for p in piles:
            if p:
                top = p[-1]
                if top in (a, b):
                    return False
                low = p[:redeals]
                if a in low or b in low:
                    return False
                if not high and card in p[redeals:]:
                    high = True
        return high
    for p in piles:
        if p:
            top = p[-1]
            if top in (a, b):
                return False
            if not high and card in p:
                high = True
    return high


def _alone(piles: Piles, redeals: int, card: int) -> bool:
    """Whether ``card``, which passes :func:`_may_freeze` and whose foundations wait for a
    neighbour, is a frozen set on its own: every copy of a neighbour in a pile lies under a
    copy of ``card`` at a height of at least ``redeals``. Then :func:`_frozen` holds too
    (the card is never dropped: each run of ranks its foundations may need holds a
    neighbour), at a fraction of its cost: most frozen positions the searches meet are of
    this kind."""
    a, b = _NEIGHBOURS[card]
    for p in piles:
        if a in p or b in p:
            k = p.rfind(card)
            if k < redeals or p.find(a, k) >= 0 or p.find(b, k) >= 0:
                return False
    return True


def _freezes(parent: State, state: State, step: IStep) -> bool:
    """Whether ``state``, reached by ``step`` from ``parent``, which has no frozen card,
    has one. A frozen set of ``state`` that held none of the cards below would be one of
    ``parent`` too, the move having changed nothing it relies on: so after a pile move it
    holds the card moved, and after a play onto the foundations, a card of that suit that
    is a neighbour of the card played (which lay on top of a pile, free) or that its
    foundations could take before and cannot now (the other copy of the card played: the
    runs of ranks the foundations need only shrink as they grow, which makes no other
    card easier to freeze). The full test runs only
    when one of these passes the first test of :func:`_may_freeze` and is not a frozen
    set alone (:func:`_alone`), or after a redeal."""
    piles, founds, redeals = state
    i, j = step
    if 0 <= j < _TO_FOUNDATION:
        card = piles[j][-1]
        _, candidate, waits, _ = _waits(founds)
        if not candidate[card] or not _uncovered(piles, redeals, card):
            return False
        if waits[card] and _alone(piles, redeals, card):
            return True
    elif j == _TO_FOUNDATION:
        played = parent[0][i][-1]
        _, after, waits, _ = _waits(founds)
        before = _waits(parent[1])[1]
        a, b = _NEIGHBOURS[played]
        suspects = [card for card in (a, b) if after[card]]
        first = _SUIT[played] * 13
        suspects += [c for c in range(first, first + 13) if after[c] and not before[c]]
        suspects = [card for card in suspects if _uncovered(piles, redeals, card)]
        if not suspects:
            return False
        for card in suspects:
            if waits[card] and _alone(piles, redeals, card):
                return True
    return _frozen(piles, founds, redeals)


# -- the per-suit relaxation ---------------------------------------------------------------

#: A relaxed pile's first byte: its bottom card is the pile's real bottom card (so the next
#: redeal turns the suit's cards in it), it is not, or either may hold.
_TURNS: Final = 52
_STAYS: Final = 53
_EITHER: Final = 54
#: The most ways a relaxed redeal may turn the piles (each pile that may turn or not
#: doubles them) before the search gives up.
_MAX_TURNS: Final = 1024


def _relaxed_lost(state: State, cap: int, budget: _Budget | None = None) -> bool:
    """Whether some suit cannot be brought home even in its relaxation (see "The per-suit
    relaxation" above): a proof that the position is lost. Each suit's relaxed game is
    searched for at most ``cap`` states; one that is not exhausted proves nothing, nor
    one that ends when the time of ``budget`` runs out."""
    piles, founds, redeals = state
    for s in range(4):
        if founds[s] == FOUNDATION_SIZE and founds[4 + s] == 1:
            continue
        mine: list[bytes] = []
        for p in piles:
            cards = bytes([c for c in p if _SUIT[c] == s])
            if cards:  # with no redeal left, no first byte tells piles apart
                turns = redeals and _SUIT[p[0]] == s
                mine.append(bytes((_TURNS if turns else _STAYS if redeals else _EITHER,)) + cards)
        suit = list(_WON_FOUNDS)
        suit[s], suit[4 + s] = founds[s], founds[4 + s]
        if _suit_lost(tuple(mine), tuple(suit), redeals, cap, budget):
            return True
    return False


def _suit_lost(
    start: Piles, founds: Founds, redeals: int, cap: int, budget: _Budget | None = None
) -> bool:
    """A complete search of one suit's relaxed game (each pile its first byte, then its
    cards): True when it runs out of states with no win, within ``cap`` states."""
    seen: set[Key] = set()
    stack: list[State] = [(start, founds, redeals)]
    nodes = 0
    while stack:
        piles, f, r = stack.pop()
        if not piles:
            return False  # every card of the suit home
        key = _key(piles, f, r)
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        if nodes > cap:
            return False
        if budget is not None and nodes % 1000 == 0 and budget.clock() > budget.deadline:
            budget.timed_out = True
            return False
        if _frozen(tuple([p[1:] for p in piles]), f, r):
            continue
        n = len(piles)
        if r:  # the redeal, tried last: pushed first
            turns = [p[:1] + p[2:] + p[1:2] if len(p) > 2 else p for p in piles]
            choices: list[list[bytes]] = [[]]
            for p, q in zip(piles, turns, strict=True):
                if p == q or p[0] == _STAYS:
                    choices = [[*c, p[1:]] for c in choices]
                elif p[0] == _TURNS:
                    choices = [[*c, q[1:]] for c in choices]
                else:
                    choices = [[*c, p[1:]] for c in choices] + [[*c, q[1:]] for c in choices]
                if len(choices) > _MAX_TURNS:
                    return False  # too many ways to redeal: no proof
            either = bytes((_EITHER,))
            for c in choices:
                stack.append((tuple([either + p for p in c]), f, r - 1))
        for i in range(n):  # onto another pile
            p = piles[i]
            a, b = _NEIGHBOURS[p[-1]]
            for j in range(n):
                q = piles[j]
                if j != i and q[-1] in (a, b) and len(q) <= MAX_PILE:
                    moved = list(piles)
                    moved[j] = q + p[-1:]
                    if len(p) > 2:
                        moved[i] = p[:-1]
                    else:
                        del moved[i]
                    stack.append((tuple(moved), f, r))
        for i in range(n):  # onto the foundations, tried first: pushed last
            p = piles[i]
            played = _play(f, p[-1])
            if played is not None:
                moved = list(piles)
                if len(p) > 2:
                    moved[i] = p[:-1]
                else:
                    del moved[i]
                stack.append((tuple(moved), played, r))
    return True


# -- move generation ------------------------------------------------------------------------

Scored = list[tuple[float, IStep]]


def _all_moves(state: State) -> list[IStep]:
    """Every move (and the redeal), in a sensible order: foundations, pile moves, redeal."""
    piles, founds, redeals = state
    tops: dict[int, list[int]] = {}
    for i, p in enumerate(piles):
        if p:
            tops.setdefault(p[-1], []).append(i)
    first: list[IStep] = []
    rest: list[IStep] = []
    for i, p in enumerate(piles):
        if not p:
            continue
        card = p[-1]
        if _play(founds, card) is not None:
            first.append((i, _TO_FOUNDATION))
        for n in _NEIGHBOURS[card]:
            for j in tops.get(n, ()):
                if j != i and len(piles[j]) < MAX_PILE:
                    rest.append((i, j))
    moves = first + rest
    if redeals > 0:
        moves.append(_REDEAL_STEP)
    return moves


@dataclass(slots=True)
class _Guide:
    """The guided move generator's parameters."""

    rng: Callable[[], float]  # uniform draws in [0, 1), for the tie-breaking noise
    reach: int = 4  # how deep under the top a wanted card may lie
    noise: float = 0.0
    redeal_score: float = -100.0
    cover: float = 0.0  # less for a card onto one the foundations want sooner

    def moves(self, state: State) -> list[IStep]:
        """The moves that matter, best first. A pile is *digging* when a card the
        foundations can take now lies at most ``reach`` cards under its top (the nearer,
        the more urgent), and *helping* when a card that could take the top card of a
        digging pile lies under its top (at most ``reach - 1`` cards deep)."""
        piles, founds, redeals = state
        dist, ready, plays = _distances(founds)  # 1: the card can go to the foundations now
        reach = self.reach
        neighbours = _NEIGHBOURS
        digging: dict[int, int] = {}  # pile -> how urgent the best card under its top is
        tops: dict[int, list[int]] = {}
        for i, p in enumerate(piles):
            if not p:
                continue
            top = p[-1]
            at = tops.get(top)
            if at is None:
                tops[top] = [i]
            else:
                at.append(i)
            n = len(p)
            if n >= 2:
                lo = n - 1 - reach
                k = p.translate(ready).rfind(1, lo if lo > 0 else 0, n - 1)
                if k >= 0:
                    digging[i] = 7 - n + k  # 8 less the card's depth under the top
        helping: set[int] = set()
        if digging:
            wanted: set[int] = set()
            for i in digging:
                wanted.update(neighbours[piles[i][-1]])
            for j, p in enumerate(piles):
                n = len(p)
                if n >= 2 and j not in digging:
                    lo = n - reach
                    if not wanted.isdisjoint(p[lo if lo > 0 else 0 : n - 1]):
                        helping.add(j)
        rng = self.rng
        noise = self.noise
        cover = self.cover
        scored: Scored = []
        add = scored.append
        for i, p in enumerate(piles):
            if not p:
                continue
            card = p[-1]
            near = dist[card]
            if near == 1:
                add((plays[card] + noise * rng(), (i, _TO_FOUNDATION)))
            urgency = digging.get(i)
            if urgency is not None:
                base = 100.0 + urgency
            elif i in helping:
                base = 50.0
            else:
                continue
            for n in neighbours[card]:
                at = tops.get(n)
                if at is None:
                    continue
                far = near > dist[n]
                for j in at:
                    size = len(piles[j])
                    if j == i or size >= MAX_PILE:
                        continue
                    score = base - 0.1 * size
                    if j in digging:
                        score -= 5.0
                    if far:
                        score -= cover
                    add((score + noise * rng(), (i, j)))
        if redeals > 0:
            add((self.redeal_score + noise * rng(), _REDEAL_STEP))
        scored.sort(key=_first, reverse=True)
        return [step for _, step in scored]


def _shifts(founds: Founds, card: int) -> int:
    """How many foundation-to-foundation moves ``card`` needs to reach the foundations."""
    s = _SUIT[card]
    u = founds[s]
    if u + 1 != founds[4 + s]:
        return 0
    r = _RANK[card]
    return min(abs(u - r + 1) if r >= 2 else 99, abs(u - r) if r <= 12 else 99)


_first: Final = itemgetter(0)


# -- depth-first search -----------------------------------------------------------------------


@dataclass(slots=True)
class _Budget:
    nodes: int
    deadline: float
    clock: Callable[[], float] = time.perf_counter
    used: int = 0
    timed_out: bool = False

    def spent(self) -> bool:
        if self.used >= self.nodes:
            return True
        if self.used & 255 == 0 and self.clock() > self.deadline:
            self.timed_out = True
        return self.timed_out


def _placed(founds: Founds) -> int:
    """How many cards the foundations hold, their bases included (16 to 104)."""
    return founds[0] + founds[1] + founds[2] + founds[3] + 56 - sum(founds[4:])


@dataclass(slots=True)
class _Run:
    """What one depth-first run found: ``won`` and the path, ``exhausted`` (no win
    anywhere), or ``cut`` (its cap or the budget ran out); and the path to the state with
    the most cards on the foundations it met (the first such), with that number."""

    outcome: str
    path: list[IStep]
    best: list[IStep]
    placed: int


def _dfs(
    root: State,
    generate: Callable[[State], list[IStep]],
    budget: _Budget,
    cap: int,
    prune: bool = True,
) -> _Run:
    """Depth-first search from ``root`` with a transposition table, for at most ``cap``
    nodes; with ``prune``, states with a frozen card are dropped."""
    placed = _placed(root[1])
    if root[1] == _WON_FOUNDS:
        return _Run("won", [], [], placed)
    seen = {_key(*root)}
    states = [root]
    pending = [generate(root)]
    positions = [0]
    path: list[IStep] = []
    best: list[IStep] = []
    nodes = 0
    key_of, apply, freezes, won = _key, _apply, _freezes, _WON_FOUNDS
    while pending:
        moves = pending[-1]
        index = positions[-1]
        if index >= len(moves):
            pending.pop()
            positions.pop()
            states.pop()
            if path:
                path.pop()
            continue
        positions[-1] = index + 1
        step = moves[index]
        parent = states[-1]
        child = apply(parent, step)
        key = key_of(*child)
        if key in seen:
            continue
        seen.add(key)
        if prune and freezes(parent, child, step):  # lost: nothing below can win
            continue
        path.append(step)
        if step[1] == _TO_FOUNDATION:  # only these change the foundations
            if child[1] == won:
                return _Run("won", path, path, 104)
            now = _placed(child[1])
            if now > placed:
                placed = now
                best = path.copy()
        nodes += 1
        budget.used += 1
        if nodes >= cap or budget.spent():
            return _Run("cut", [], best, placed)
        states.append(child)
        pending.append(generate(child))
        positions.append(0)
    return _Run("exhausted", [], best, placed)


# -- the line, as the engine reads it ------------------------------------------------------------


#: How a card goes onto the foundations of its suit: the ascending one's top rank once the
#: foundation-to-foundation moves before it are made, and whether it goes onto the
#: ascending foundation.
Placement = tuple[int, bool]


def _placements(start: tuple[int, int], ranks: Sequence[int]) -> list[Placement]:
    """The placements of the cards of ``ranks``, played in turn onto the foundations of one
    suit from ``start`` (``(u, d)``), with the fewest foundation-to-foundation moves.

    Such moves are only possible while the two foundations touch; a card that fits both
    foundations may go onto either. Both choices lead to the same cards in play, so a
    small dynamic programme over the ascending foundation's top finds the cheapest."""
    # layer[(u, d)] = (cost, previous state, placement)
    layers: list[dict[tuple[int, int], tuple[int, tuple[int, int], Placement]]] = []
    current: dict[tuple[int, int], int] = {start: 0}
    for r in ranks:
        layer: dict[tuple[int, int], tuple[int, tuple[int, int], Placement]] = {}
        for (u, d), cost in current.items():
            shifts = [(v, abs(u - v)) for v in range(1, 13)] if u + 1 == d else [(u, 0)]
            for v, moved in shifts:
                w = d if u + 1 != d else v + 1
                options = []
                if r == v + 1:
                    options.append(((r, w), True))
                if r == w - 1:
                    options.append(((v, r), False))
                for state, ascending in options:
                    total = cost + moved
                    if state not in layer or total < layer[state][0]:
                        layer[state] = (total, (u, d), (v, ascending))
        if not layer:
            raise SolverError(f"rank {r} cannot go onto the foundations from {start}")
        layers.append(layer)
        current = {state: entry[0] for state, entry in layer.items()}
    state = min(current, key=lambda s: (current[s], s))
    placements: list[Placement] = []
    for layer in reversed(layers):
        _, previous, placement = layer[state]
        placements.append(placement)
        state = previous
    placements.reverse()
    return placements


def _engine_line(position: Position, path: Sequence[IStep]) -> tuple[Step, ...]:
    """Spell out ``path`` as engine moves, with the fewest foundation-to-foundation moves
    the cards played onto the foundations need, and replay every step through
    :class:`Game`."""
    root = _encode(position)
    ranks: list[list[int]] = [[], [], [], []]
    state = root
    for step in path:
        if step[1] == _TO_FOUNDATION:
            played = state[0][step[0]][-1]
            ranks[_SUIT[played]].append(_RANK[played])
        state = _apply(state, step)
    founds = root[1]
    plans = [iter(_placements((founds[s], founds[4 + s]), ranks[s])) for s in range(4)]

    game = Game(position)
    line: list[Step] = []

    def play(move: Move) -> None:
        refusal = game.move(move)
        if refusal is not None:
            raise SolverError(f"the engine refuses {move}: {refusal.code}")
        line.append(move)

    for i, j in path:
        if i < 0:
            if game.redeal() is not None:
                raise SolverError("the engine refuses a redeal")
            line.append(REDEAL)
            continue
        source = PILES[i]
        if j != _TO_FOUNDATION:
            play(Move(source, PILES[j]))
            continue
        card = game.top(source)
        if card is None:
            raise SolverError(f"pile {source} is empty")
        up = Foundation(Direction.UP, card.suit)
        down = Foundation(Direction.DOWN, card.suit)
        goal, ascending = next(plans[card.suit.index])
        u = game.count(up)
        while u > goal:
            play(Move(up, down))
            u -= 1
        while u < goal:
            play(Move(down, up))
            u += 1
        play(Move(source, up if ascending else down))
    return tuple(line)


def play_line(position: Position, line: Sequence[Step]) -> Game:
    """Replay ``line`` from ``position`` through the engine; raise :class:`SolverError` on
    the first step it refuses. Returns the game at the end."""
    game = Game(position)
    for number, step in enumerate(line, start=1):
        refusal = game.redeal() if step == REDEAL else game.move(step)
        if refusal is not None:
            raise SolverError(f"step {number} ({step}): {refusal.code}")
    return game


# -- tidying a line -----------------------------------------------------------------------------


def _legal(state: State, step: IStep) -> bool:
    piles, founds, redeals = state
    i, j = step
    if i < 0:
        return redeals > 0
    pile = piles[i]
    if not pile:
        return False
    card = pile[-1]
    if j == _TO_FOUNDATION:
        return _play(founds, card) is not None
    target = piles[j]
    return (
        j != i
        and 0 < len(target) < MAX_PILE
        and (target[-1] == _NEIGHBOURS[card][0] or target[-1] == _NEIGHBOURS[card][1])
    )


def _wins(root: State, path: Sequence[IStep]) -> bool:
    state = root
    for step in path:
        if not _legal(state, step):
            return False
        state = _apply(state, step)
    return state[1] == _WON_FOUNDS


def _internal_path(position: Position, line: Sequence[Step]) -> list[IStep]:
    """``line`` as internal steps: foundation-to-foundation moves vanish (a card's move
    onto the foundations of its suit makes them again when it needs them)."""
    path: list[IStep] = []
    for step in line:
        if step == REDEAL:
            path.append(_REDEAL_STEP)
        elif isinstance(step.source, Pile):
            if isinstance(step.destination, Pile):
                path.append((step.source.index, step.destination.index))
            else:
                path.append((step.source.index, _TO_FOUNDATION))
    return path


def _moved_cards(root: State, path: Sequence[IStep]) -> list[int]:
    """The card each step moves (-1 for a redeal)."""
    cards = []
    state = root
    for step in path:
        cards.append(state[0][step[0]][-1] if step[0] >= 0 else -1)
        state = _apply(state, step)
    return cards


def _tidy_once(root: State, path: list[IStep]) -> list[IStep] | None:
    """One improvement to a winning ``path``, or None: drop a pile move or a redeal the win
    does not need, move a card once instead of twice, or play a card to the foundations
    earlier."""
    cards = _moved_cards(root, path)
    for t, (_, j) in enumerate(path):  # a pile move or a redeal the win does not need
        if j != _TO_FOUNDATION:
            trial = path[:t] + path[t + 1 :]
            if _wins(root, trial):
                return trial
    for t, (i, j) in enumerate(path):  # a card moved twice in a row: move it once
        if i < 0 or j == _TO_FOUNDATION:
            continue
        later = next((u for u in range(t + 1, len(path)) if path[u][0] == j), None)
        if later is None or cards[later] != cards[t]:
            continue
        final = path[later][1]
        trials = [path[:t] + path[t + 1 : later] + path[later + 1 :]] if final == i else []
        if final != i:
            merged = (i, final)
            trials.append([*path[:t], merged, *path[t + 1 : later], *path[later + 1 :]])
            trials.append([*path[:t], *path[t + 1 : later], merged, *path[later + 1 :]])
        for trial in trials:
            if _wins(root, trial):
                return trial
    for t, step in enumerate(path):  # play a card to the foundations as soon as it can go
        if step[1] != _TO_FOUNDATION:
            continue
        state = root
        for u in range(t):
            jumps_a_move = any(later[1] != _TO_FOUNDATION for later in path[u:t])
            if not jumps_a_move:
                break
            if _legal(state, step) and state[0][step[0]][-1] == cards[t]:
                trial = [*path[:u], step, *path[u:t], *path[t + 1 :]]
                if _wins(root, trial):
                    return trial
            state = _apply(state, path[u])
    return None


def tidy_line(position: Position, line: Sequence[Step], *, rounds: int = 1000) -> tuple[Step, ...]:
    """A winning ``line`` made to read like sensible play: no pile move or redeal the win
    does not need, no card moved twice where once will do, and cards played to the
    foundations as soon as they can go. The result is checked through :class:`Game`."""
    root = _encode(position)
    path = _internal_path(position, line)
    if not _wins(root, path):
        raise SolverError("tidy_line needs a winning line")
    for _ in range(rounds):
        better = _tidy_once(root, path)
        if better is None:
            break
        path = better
    tidy = _engine_line(position, path)
    if play_line(position, tidy).status is not Status.WON:
        raise SolverError("the tidied line does not win the game")
    return tidy


# -- the solver -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tactics:
    """How the guided runs play.

    ``reaches``: how deep under a pile's top the runs dig for a card the foundations want;
    the first run uses the first, each later run draws one (runs that dig to different
    depths fail on different deals). ``retry``: the share of the later runs that start
    from a random prefix of the record line (the line that put the most cards on the
    foundations so far) instead of the position. ``cover``: how much less a run likes to
    put a card onto one the foundations will want sooner (such a pile can only be
    untangled by moving the card again, or by a redeal). ``frozen``: both searches drop
    the states with a frozen card (the first form did not). ``relaxed``: when the complete
    search that runs first does not decide and no redeal is left, each suit's relaxed game
    is searched for up to this many states, and a suit that cannot be brought home there
    proves the position lost (0: never; only with ``frozen``).

    ``late``: after this many nodes (0: never) the runs play otherwise, for the deals
    where every run falls into the same trap, two cards of a suit in one pile in the
    wrong order near the end: each later run draws its ``cover`` from ``late_covers``
    (a large one keeps such cards apart), starts from a prefix of the record line with
    the share ``late_retry``, and the record starts afresh (the old one led into the
    trap). After twice as many nodes, each run draws its cover from ``cover`` and
    ``late_covers``: some deals need the usual runs, only more of them.
    """

    reaches: tuple[int, ...] = (9, 4, 6, 13)
    retry: float = 0.3
    cover: float = 3.0
    frozen: bool = True
    relaxed: int = 100_000
    late: int = 150_000
    late_covers: tuple[float, ...] = (100.0,)
    late_retry: float = 0.15


#: The solver's tactics.
TACTICS: Final = Tactics()
#: The guided search's first form: every run from the position, digging 4 cards deep, no
#: test for frozen cards (the example game was found with it, in runs of 300 states, ties
#: broken with Python's own random draws).
FIRST_TACTICS: Final = Tactics(reaches=(4,), retry=0.0, cover=0.0, frozen=False, relaxed=0, late=0)
#: The guided runs after the first break ties at random, with this much noise.
NOISE: Final = 20.0


def uniform(seed: int) -> Callable[[], float]:
    """Uniform draws in [0, 1) from the mulberry32 words of ``seed`` (the JS twin draws
    the same numbers: a word times 2**-32 is exactly the word divided by 2**32)."""
    return map(_WORD.__mul__, mulberry32(seed)).__next__


_WORD: Final = 2.0**-32


def solve(
    position: Position,
    *,
    max_seconds: float | None = 2.0,
    max_nodes: int | None = None,
    seed: int = 0,
    exhaustive_nodes: int = 3000,
    restart_nodes: int = 200,
    tactics: Tactics = TACTICS,
    rng: Callable[[], float] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> SolveResult:
    """Search for a winning line from ``position``.

    The budget is ``max_seconds`` of wall-clock time and/or ``max_nodes`` states (None:
    no limit on that count; with both None the search runs until it ends). With
    ``max_seconds`` None the search is deterministic for a given ``seed``, and the JS
    twin finds the same line with the same number of nodes.
    ``exhaustive_nodes`` caps the complete search that runs first; ``restart_nodes`` is
    the length of one guided run; ``tactics`` says how the guided runs play; ``rng``
    replaces the seeded draws; ``clock`` measures the seconds (``time.process_time``
    counts the CPU time of the process only, as a benchmark on a busy machine wants).
    """
    started = clock()
    deadline = started + max_seconds if max_seconds is not None else float("inf")
    budget = _Budget(max_nodes if max_nodes is not None else 1 << 62, deadline, clock)
    root = _encode(position)

    def result(won: bool, exhaustive: bool, path: Sequence[IStep], restarts: int) -> SolveResult:
        line: tuple[Step, ...] = ()
        if won:
            line = _engine_line(position, path)
            game = play_line(position, line)
            if game.status is not Status.WON:
                raise SolverError("the line found does not win the game")
        stopped = "won" if won else "exhausted" if exhaustive else "time"
        if not won and not exhaustive and not budget.timed_out:
            stopped = "nodes"
        return SolveResult(
            won=won,
            exhaustive=exhaustive,
            line=line,
            nodes=budget.used,
            restarts=restarts,
            seconds=clock() - started,
            stopped=stopped,
        )

    prune = tactics.frozen
    if prune and _frozen(*root):
        return result(False, True, (), 0)
    first = _dfs(root, _all_moves, budget, exhaustive_nodes, prune)
    if first.outcome == "won":
        return result(True, False, first.path, 0)
    if first.outcome == "exhausted":
        return result(False, True, (), 0)
    if prune and tactics.relaxed and not root[2] and _relaxed_lost(root, tactics.relaxed, budget):
        return result(False, True, (), 0)

    reaches, retry = tactics.reaches, tactics.retry
    guide = _Guide(
        rng=rng if rng is not None else uniform(seed), reach=reaches[0], cover=tactics.cover
    )
    late, covers = False, tactics.late_covers
    restarts = 0
    record: list[IStep] = []  # the line that put the most cards on the foundations
    most = 0
    while not budget.spent():
        if tactics.late and not late and budget.used >= tactics.late:
            late, retry = True, tactics.late_retry
            guide.cover = covers[0]
            record, most = [], 0
        if late and covers is tactics.late_covers and budget.used >= 2 * tactics.late:
            covers = (tactics.cover, *tactics.late_covers)  # then both kinds of runs
        start, prefix = root, []
        if restarts:
            guide.noise = NOISE
            if len(reaches) > 1:
                guide.reach = reaches[int(guide.rng() * len(reaches))]
            if late and len(covers) > 1:
                guide.cover = covers[int(guide.rng() * len(covers))]
            if retry > 0 and record and guide.rng() < retry:
                prefix = record[: int(guide.rng() * len(record))]
                for step in prefix:
                    start = _apply(start, step)
        run = _dfs(start, guide.moves, budget, restart_nodes, prune)
        if run.outcome == "won":
            return result(True, False, prefix + run.path, restarts)
        if run.placed > most:
            most, record = run.placed, prefix + run.best
        restarts += 1
    return result(False, False, (), restarts)
