"""The Crescent rules engine: pure, no I/O, no MkDocs, no text meant for readers.

Everything the site shows is computed here: deals from game codes, moves and their
refusals, redeals, undo, and whether a game is won or blocked. Importing it loads no solver
and changes no other module: :mod:`crescent_docs.solving` chooses the compiled solver, for
those who want it.
"""

from .cards import RANKS, SUITS, Card, CardError, Suit, full_deck
from .codes import CodeError, GameCode, deal, deal_cards
from .game import UNDO_LIMIT, Game, Refusal, RefusalCode, Selection, Status
from .places import (
    FOUNDATIONS,
    PILES,
    Direction,
    Foundation,
    Move,
    NotationError,
    Pile,
    Place,
    parse_place,
)
from .position import MAX_PILE, REDEALS, Position, PositionError

__all__ = [
    "FOUNDATIONS",
    "MAX_PILE",
    "PILES",
    "RANKS",
    "REDEALS",
    "SUITS",
    "UNDO_LIMIT",
    "Card",
    "CardError",
    "CodeError",
    "Direction",
    "Foundation",
    "Game",
    "GameCode",
    "Move",
    "NotationError",
    "Pile",
    "Place",
    "Position",
    "PositionError",
    "Refusal",
    "RefusalCode",
    "Selection",
    "Status",
    "Suit",
    "deal",
    "deal_cards",
    "full_deck",
    "parse_place",
]
