"""The picture of a position: an inline SVG horseshoe on a card table, with no JavaScript.

Piles 1-4 run up the left side, 5-12 across the top from left to right, and 13-16 down the
right side; the foundations sit in the centre, the Aces' row above the Kings' row. A card
has the player's face: its rank and a small suit in the top-left corner, a large suit below
right. A pile shows its depth as stacked edges; under it, its number and its card count
(the player's words, player.pile-caption: "5 · 6 cards", on two lines where it is long). A
foundation shows its direction (an arrow), a lock on its base card
and a check when complete. Colours come from CSS classes (diagram.css), so the picture
follows Material's light and dark schemes and prints.

Every text of the picture is at least ``MIN_TEXT`` units tall, and the picture is
``WIDTH`` units wide: shown at least ``WIDTH * 11 / MIN_TEXT`` CSS pixels wide (diagram.css
says so), no text is smaller than 11 CSS pixels, even on a phone.
"""

from __future__ import annotations

import html

from crescent_docs.engine import FOUNDATIONS, PILES, Card, Position, Suit
from crescent_docs.i18n.fallback import EN_END, EN_START, html_text, lang_attribute, plain
from crescent_docs.i18n.wording import Wording

__all__ = ["HEIGHT", "MIN_TEXT", "PILE_SLOTS", "WIDTH", "svg_diagram"]

CARD_W, CARD_H = 50, 70  # a real card's 5:7
RADIUS = 3  # about 6% of the width
CELL_W, CELL_H = 58, 132  # a card, its edges and two lines of caption
MARGIN = 10
EDGE = 2  # the offset of each stacked edge under a pile's top card
MAX_EDGES = 5
MIN_TEXT = 18
CAPTION_W = CELL_W + 4  # the widest line of a caption: a little over its cell
LINE = 20  # between the lines of a caption
WIDTH = 10 * CELL_W + 2 * MARGIN
HEIGHT = 5 * CELL_H + 2 * MARGIN


def _slots() -> dict[int, tuple[int, int]]:
    """Pile number -> (column, row) on a 10 x 5 grid."""
    slots: dict[int, tuple[int, int]] = {}
    for i in range(4):
        slots[1 + i] = (0, 4 - i)  # up the left side
        slots[13 + i] = (9, 1 + i)  # down the right side
    for i in range(8):
        slots[5 + i] = (1 + i, 0)  # across the top
    return slots


PILE_SLOTS = _slots()
_RED = (Suit.HEARTS, Suit.DIAMONDS)

# Small marks drawn as paths (no font needed): an arrow up, an arrow down, a lock, a check.
_ARROW_UP = "M0 6 L5 0 L10 6 M5 0 V14"
_ARROW_DOWN = "M0 8 L5 14 L10 8 M5 14 V0"
_LOCK = "M2 6 V4 a3 3 0 0 1 6 0 V6 M0 6 H10 V13 H0 Z"
_CHECK = "M0 6 L4 10 L12 1"


def _svg_text(text: str) -> str:
    """Words as SVG text: escaped, English fallback in ``<tspan lang="en">``."""
    return html_text(text, "tspan", quote=True)


def _face(x: float, y: float, card: Card, wording: Wording, extra: str = "") -> str:
    """A card's face: rank and small suit in the corner, a large suit below right."""
    tone = "red" if card.suit in _RED else "black"
    rank = _svg_text(wording.short(card).replace(card.suit.symbol, "").strip())
    symbol = card.suit.symbol
    return (
        f'<g class="crescent-card crescent-card--{tone}">'
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}"/>'
        f'<text class="crescent-index" x="{x + 5}" y="{y + 20}">{rank}</text>'
        f'<text class="crescent-index" x="{x + 5}" y="{y + 38}">{symbol}</text>'
        f'<text class="crescent-pip" x="{x + 32}" y="{y + 63}" text-anchor="middle">'
        f"{symbol}</text>{extra}</g>"
    )


def _mark(x: float, y: float, path: str, kind: str) -> str:
    return (
        f'<path class="crescent-mark crescent-mark--{kind}" transform="translate({x} {y})" '
        f'd="{path}"/>'
    )


def _edges(x: float, y: float, count: int) -> str:
    """The edges of the ``count`` cards under a pile's top card, each ``EDGE`` higher: one
    path of card outlines (the top card, drawn over it, leaves only their top edges)."""
    r, w, h = RADIUS, CARD_W, CARD_H
    outline = f"h{w - 2 * r}a{r} {r} 0 0 1 {r} {r}v{h - 2 * r}a{r} {r} 0 0 1 {-r} {r}"
    outline += f"h{-(w - 2 * r)}a{r} {r} 0 0 1 {-r} {-r}v{-(h - 2 * r)}a{r} {r} 0 0 1 {r} {-r}z"
    d = "".join(f"M{x + r} {y - EDGE * k}{outline}" for k in range(count, 0, -1))
    return f'<path class="crescent-edge" d="{d}"/>'


def _text_width(text: str) -> int:
    """About how wide ``text`` is at the caption's size (MIN_TEXT): a digit or a letter is
    some 10 units, a space, a dot or a thin letter 5 (no font is measured at build time)."""
    return sum(5 if c in " ·.,:;'’ilIjtf" else 12 if c.isupper() else 10 for c in text)


def _caption(number: int, count: int, wording: Wording) -> list[str]:
    """The caption under a pile, as the player's board says it (player.pile-caption), cut
    into lines at spaces so that each fits under its card; the number is in bold."""
    text = wording.plural("player.pile-caption", count, number="\0")
    lines: list[str] = []
    for word in text.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and _text_width(plain(joined).replace("\0", str(number))) <= CAPTION_W:
            lines[-1] = joined
        else:
            lines.append(word)
    bold = f'<tspan class="crescent-caption__pile">{number}</tspan>'
    # English fallback (marked) stays marked line by line: a piece cut by a line break is
    # closed at the end of its line and opened again on the next.
    for i, line in enumerate(lines):
        if line.count(EN_START) > line.count(EN_END):
            lines[i] = line + EN_END
            if i + 1 < len(lines):
                lines[i + 1] = EN_START + lines[i + 1]
    return [_svg_text(line).replace("\0", bold) for line in lines]


def _pile(number: int, cards: tuple[Card, ...], wording: Wording) -> str:
    column, row = PILE_SLOTS[number]
    x = MARGIN + column * CELL_W + (CELL_W - CARD_W) / 2
    y = MARGIN + row * CELL_H + EDGE * MAX_EDGES
    parts: list[str] = []
    if not cards:
        parts.append(
            f'<rect class="crescent-slot" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
            f'rx="{RADIUS}"/>'
        )
    else:
        edges = min(len(cards) - 1, MAX_EDGES)
        if edges:
            parts.append(_edges(x, y, edges))
        parts.append(_face(x, y, cards[-1], wording))
    # Under each pile, its number (bold) and its card count: "5 · 6 cards".
    centre = x + CARD_W / 2
    first, *more = _caption(number, len(cards), wording)
    lines = "".join(f'<tspan x="{centre}" dy="{LINE}">{line}</tspan>' for line in more)
    parts.append(
        f'<text class="crescent-caption" x="{centre}" y="{y + CARD_H + 23}" '
        f'text-anchor="middle">{first}{lines}</text>'
    )
    return "".join(parts)


def svg_diagram(position: Position, wording: Wording, *, label: str, describedby: str) -> str:
    """The SVG of ``position``; ``label`` names it, ``describedby`` is the textual diagram's id."""
    parts = [
        f'<svg class="crescent-diagram__picture" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'role="img" aria-label="{html.escape(plain(label))}"{lang_attribute(label)} '
        f'aria-describedby="{describedby}" '
        f'xmlns="http://www.w3.org/2000/svg">'
        f'<rect class="crescent-felt" width="{WIDTH}" height="{HEIGHT}" rx="12"/>'
    ]
    for pile in PILES:
        parts.append(_pile(pile.number, position.piles[pile.index], wording))
    block = 2 * CARD_H + 28  # the two rows of foundations, centred in the horseshoe
    top = MARGIN + CELL_H + (4 * CELL_H - block) / 2
    for foundation in FOUNDATIONS:
        x = MARGIN + (3 + foundation.suit.index) * CELL_W + (CELL_W - CARD_W) / 2
        y = top if foundation.ascending else top + CARD_H + 28
        held = position.foundations[foundation.index]
        arrow = _ARROW_UP if foundation.ascending else _ARROW_DOWN
        marks = _mark(x + CARD_W - 14, y + 5, arrow, "direction")
        if held == 13:
            marks += _mark(x + 4, y + CARD_H - 14, _CHECK, "complete")
        elif held == 1:
            marks += _mark(x + 5, y + CARD_H - 17, _LOCK, "base")
        parts.append(_face(x, y, position.top(foundation), wording, marks))
    parts.append("</svg>")
    return "".join(parts)
