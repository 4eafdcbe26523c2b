"""The picture of a position: an inline SVG horseshoe on a card table, with no JavaScript,
in the live board's visual language.

Piles 1-4 run up the left side, 5-12 across the top from left to right, and 13-16 down the
right side; the foundations sit in the centre, the Aces' row above the Kings' row. A card
has the player's face: its rank and a small suit in the top-left corner, a large suit below
right. A pile shows its depth as stacked edges under its card, as the table does; under
them, the board's short caption, its number and its card count (player.pile-caption-short:
"5 · 6"; the legend of :func:`legend_html` says what the numbers are). A foundation wears
the board's marks: a badge over its top-right corner with its direction and the rank it
builds from ("↑A", "↓K": the engine's direction and base rank, the catalog's short rank), a
lock on its base card and a check when complete, each on a dark disc over the bottom-left
corner. Colours come from CSS classes (diagram.css), so the picture follows Material's
light and dark schemes and prints.

Every text of the picture is at least ``MIN_TEXT`` units tall, and the picture is
``WIDTH`` units wide: shown at least ``WIDTH * 11 / MIN_TEXT`` CSS pixels wide (diagram.css
says so), no text is smaller than 11 CSS pixels, even on a phone.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from crescent_docs.engine import FOUNDATIONS, PILES, Card, Foundation, Place, Position, Suit
from crescent_docs.i18n.fallback import html_text, lang_attribute, plain
from crescent_docs.i18n.wording import Wording

__all__ = [
    "HEIGHT",
    "MIN_TEXT",
    "PILE_SLOTS",
    "WIDTH",
    "Marks",
    "direction_badge",
    "legend_html",
    "svg_diagram",
]

CARD_W, CARD_H = 50, 70  # a real card's 5:7
RADIUS = 3  # about 6% of the width
CELL_W, CELL_H = 58, 116  # a card, its edges, its badge and a line of caption
MARGIN = 10
EDGE = 2  # the offset of each stacked edge under a pile's top card
MAX_EDGES = 5
MIN_TEXT = 18
CAPTION_W = CELL_W + 4  # the widest caption: a little over its cell
BADGE_H = 24  # the direction's badge
DISC = 11  # the radius of a lock's or a check's disc
OUTLINE = 4  # how far a mark's outline lies outside its card
WIDTH = 10 * CELL_W + 2 * MARGIN
HEIGHT = 5 * CELL_H + 2 * MARGIN


# A phone's table (player.css, under 560 px): the horseshoe in 8 columns, piles 1-4 up the
# left, 5-12 along the top over the sides, 13-16 down the right, each card as wide as its
# column allows; a pile's depth shows as stacked edges under its card, as the table's does.
NARROW_CELL_W, NARROW_CELL_H = 54, 108  # a card and a small gap; its card, edges and caption
NARROW_MARGIN = 6
NARROW_WIDTH = 8 * NARROW_CELL_W + 2 * NARROW_MARGIN
NARROW_HEIGHT = 5 * NARROW_CELL_H + 2 * NARROW_MARGIN


def _slots(right: int, top: int) -> dict[int, tuple[int, int]]:
    """Pile number -> (column, row) of the horseshoe: 4 piles up the left side (column 0),
    8 across the top from column ``top``, 4 down the right side (column ``right``)."""
    slots: dict[int, tuple[int, int]] = {}
    for i in range(4):
        slots[1 + i] = (0, 4 - i)  # up the left side
        slots[13 + i] = (right, 1 + i)  # down the right side
    for i in range(8):
        slots[5 + i] = (top + i, 0)  # across the top
    return slots


#: A 10 x 5 grid; a phone's 8 x 5, the top row over the sides.
PILE_SLOTS = _slots(right=9, top=1)
NARROW_SLOTS = _slots(right=7, top=0)
_RED = (Suit.HEARTS, Suit.DIAMONDS)

# The board's marks (player/view.js, MARKS), drawn as paths on a 16-unit square (no font
# needed): a lock (a base card) and a check (a complete foundation).
LOCK = "M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7zm2 0h2V5a1 1 0 0 0-2 0z"
CHECK = "M2 8.5l1.6-1.6L6.5 9.8 12.4 4 14 5.6l-7.5 7.4z"


@dataclass(frozen=True, slots=True)
class Marks:
    """What a picture marks of the step that led to it: the places whose top card has just
    come there (``moved``: a solid outline round the card) and the place a moved card left
    (``source``: a dashed outline round its spot). The outlines lie on the felt, a little
    outside the card, in the board's gold (diagram.css; 3:1 or more against the felt in
    both schemes). A picture of the position before a move marks that move instead
    (``coming``: its card and the place it goes, a dotted white outline round each)."""

    moved: frozenset[Place] = frozenset()
    source: Place | None = None
    coming: frozenset[Place] = frozenset()

    def outline(self, place: Place) -> str:
        """The marks of ``place``, in its group (its card at (0, 0))."""
        kinds = [
            kind
            for kind, on in (
                ("moved", place in self.moved),
                ("from", place == self.source),
                ("next", place in self.coming),
            )
            if on
        ]
        return "".join(
            f'<rect class="crescent-{kind}" x="-{OUTLINE}" '
            f'y="-{OUTLINE}" width="{CARD_W + 2 * OUTLINE}" height="{CARD_H + 2 * OUTLINE}" '
            f'rx="{RADIUS + OUTLINE}"/>'
            for kind in kinds
        )


NO_MARKS = Marks()


def _direction(wording: Wording) -> str:
    """The picture is drawn left to right in every locale, as the board is (its places
    keep their sides): in a right-to-left page, its text runs left to right too, so that a
    card's index starts inside its card and a caption reads "5 · 6"."""
    return ' direction="ltr" unicode-bidi="isolate"' if wording.rtl else ""


def _svg_text(text: str) -> str:
    """Words as SVG text: escaped, English fallback in ``<tspan lang="en">``."""
    return html_text(text, "tspan", quote=True)


def _rank(card: Card, wording: Wording) -> str:
    """A card's short rank, as its face shows it (the catalog's: Catalan R, Croatian V)."""
    return wording.short(card).replace(card.suit.symbol, "").strip()


def _num(value: float) -> str:
    """A coordinate as short as it reads: ``14`` rather than ``14.0``."""
    return str(int(value)) if value == int(value) else str(value)


def _face(card: Card, wording: Wording) -> str:
    """A card's face at (0, 0) of its group: rank and small suit in the corner (its first
    texts), a large suit below right (its last; diagram.css styles each by its place).
    Every face has the same coordinates (its group places it) and as few attributes as
    its look needs, so that the page's repeated cards compress to little."""
    tone = " crescent-card--red" if card.suit in _RED else ""
    rank = _svg_text(_rank(card, wording))
    symbol = card.suit.symbol
    return (
        f'<g class="crescent-card{tone}">'
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}"/>'
        f'<text x="5" y="20">{rank}</text><text x="5" y="38">{symbol}</text>'
        f'<text x="32" y="63">{symbol}</text></g>'
    )


def _disc(cx: float, cy: float, path: str, kind: str) -> str:
    """A mark of the board: its path in white on a dark disc centred on (cx, cy)."""
    return (
        f'<g class="crescent-mark crescent-mark--{kind}">'
        f'<circle cx="{cx}" cy="{cy}" r="{DISC}"/>'
        f'<path transform="translate({_num(cx - 6.4)} {_num(cy - 6.4)}) scale(0.8)" d="{path}"/>'
        "</g>"
    )


def direction_badge(foundation: Foundation, wording: Wording) -> str:
    """The board's badge of a foundation: its direction and the rank it builds from, the
    short rank of the catalog ("↑A", "↓K"; Catalan "↓R")."""
    arrow = "\u2191" if foundation.ascending else "\u2193"
    return arrow + _rank(Card(foundation.suit, foundation.base_rank), wording)


def _badge(right: float, top: float, text: str) -> str:
    """``text`` in a dark pill whose top-right corner is (right, top)."""
    width = _text_width(plain(text)) + 10
    return (
        f'<g class="crescent-mark crescent-mark--direction">'
        f'<rect x="{_num(right - width)}" y="{_num(top)}" width="{width}" height="{BADGE_H}" '
        f'rx="{_num(BADGE_H / 2)}"/>'
        f'<text x="{_num(right - width / 2)}" y="{_num(top + 18)}">'
        f"{_svg_text(text)}</text></g>"
    )


def _edges(count: int) -> str:
    """The edges of the ``count`` cards under a pile's top card at (0, 0), each ``EDGE``
    lower, as the table draws a pile's depth (at a desktop and on a phone): one path of card
    outlines (the top card, drawn over it, leaves only their bottom edges). Each outline closes
    where it began, so the next one starts ``EDGE`` nearer the top card. It is the one path
    that is a child of a pile's group (diagram.css styles it by that place)."""
    r, w, h = RADIUS, CARD_W, CARD_H
    outline = f"h{w - 2 * r}a{r} {r} 0 0 1 {r} {r}v{h - 2 * r}a{r} {r} 0 0 1 {-r} {r}"
    outline += f"h{-(w - 2 * r)}a{r} {r} 0 0 1 {-r} {-r}v{-(h - 2 * r)}a{r} {r} 0 0 1 {r} {-r}z"
    d = f"M{r} {EDGE * count}{outline}" + f"m0 {-EDGE}{outline}" * (count - 1)
    return f'<path d="{d}"/>'


def _text_width(text: str) -> int:
    """About how wide ``text`` is at the caption's size (MIN_TEXT): a digit or a letter is
    some 10 units, a space, a dot or a thin letter 5 (no font is measured at build time)."""
    return sum(5 if c in " ·.,:;'’ilIjtf" else 12 if c.isupper() else 10 for c in text)


def _caption(number: int, count: int, wording: Wording) -> str:
    """The caption under a pile, as the board says it (player.pile-caption-short, "5 · 6"),
    on one line; the number is in bold."""
    text = wording.text("player.pile-caption-short", number="\0", n=count)
    bold = f'<tspan class="crescent-caption__pile">{number}</tspan>'
    return _svg_text(text).replace("\0", bold)


def _pile(
    number: int,
    cards: tuple[Card, ...],
    wording: Wording,
    narrow: bool = False,
    marks: Marks = NO_MARKS,
) -> str:
    """A pile in its group, placed on the horseshoe (``narrow``: a phone's): its top card
    (or an empty slot), the edges of the cards under it, its marks, and its caption."""
    if narrow:
        column, row = NARROW_SLOTS[number]
        x = NARROW_MARGIN + column * NARROW_CELL_W + (NARROW_CELL_W - CARD_W) / 2
        y = NARROW_MARGIN + row * NARROW_CELL_H
    else:
        column, row = PILE_SLOTS[number]
        x = MARGIN + column * CELL_W + (CELL_W - CARD_W) / 2
        y = MARGIN + row * CELL_H
    under = EDGE * MAX_EDGES  # the edges' room under the card
    parts = [f'<g transform="translate({_num(x)} {_num(y)})">']
    if not cards:
        parts.append(
            f'<rect class="crescent-slot" width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}"/>'
        )
    else:
        edges = min(len(cards) - 1, MAX_EDGES)
        if edges:
            parts.append(_edges(edges))
        parts.append(_face(cards[-1], wording))
    parts.append(marks.outline(PILES[number - 1]))
    # Under each pile, its number (bold) and its card count: "5 · 6".
    parts.append(
        f'<text class="crescent-caption" x="{_num(CARD_W / 2)}" y="{CARD_H + under + 20}">'
        f"{_caption(number, len(cards), wording)}</text></g>"
    )
    return "".join(parts)


def svg_diagram(
    position: Position,
    wording: Wording,
    *,
    label: str,
    describedby: str,
    labelledby: str = "",
    narrow: bool = False,
    marks: Marks = NO_MARKS,
) -> str:
    """The SVG of ``position``, inline in a page (HTML gives it the SVG namespace, no
    ``xmlns`` needed); ``label`` names it, or the element ``labelledby`` (a visible
    caption) does; ``describedby`` is the textual diagram's id (and its marks' words).
    ``marks``: the step that led to the position, marked on it.
    ``narrow``: drawn as a phone's table (8 columns, the depth under each card; its class
    says so: ``crescent-diagram__picture--narrow``)."""
    width, height = (NARROW_WIDTH, NARROW_HEIGHT) if narrow else (WIDTH, HEIGHT)
    margin, cell_w, cell_h = (
        (NARROW_MARGIN, NARROW_CELL_W, NARROW_CELL_H) if narrow else (MARGIN, CELL_W, CELL_H)
    )
    kind = " crescent-diagram__picture--narrow" if narrow else ""
    name = (
        f'aria-labelledby="{labelledby}"'
        if labelledby
        else f'aria-label="{html.escape(plain(label))}"{lang_attribute(label)}'
    )
    parts = [
        f'<svg class="crescent-diagram__picture{kind}" viewBox="0 0 {width} {height}" '
        f'role="img" {name} aria-describedby="{describedby}"{_direction(wording)}>'
        f'<rect class="crescent-felt" width="{width}" height="{height}" rx="12"/>'
    ]
    for pile in PILES:
        parts.append(_pile(pile.number, position.piles[pile.index], wording, narrow, marks))
    gap = BADGE_H + 8  # between the rows: room for the badges of the Kings' row
    block = 2 * CARD_H + gap  # the two rows of foundations, centred in the horseshoe
    top = margin + cell_h + (4 * cell_h - block) / 2
    first = 2 if narrow else 3  # the foundations' first column, centred
    for foundation in FOUNDATIONS:
        x = margin + (first + foundation.suit.index) * cell_w + (cell_w - CARD_W) / 2
        y = top if foundation.ascending else top + CARD_H + gap
        held = position.foundations[foundation.index]
        parts.append(f'<g transform="translate({_num(x)} {_num(y)})">')
        parts.append(_face(position.top(foundation), wording))
        parts.append(marks.outline(foundation))
        # The board's marks, over the card's corners (player.css: .cp-dir, .cp-mark).
        parts.append(_badge(CARD_W + 5, -BADGE_H / 2, direction_badge(foundation, wording)))
        if held == 13:
            parts.append(_disc(3, CARD_H - 3, CHECK, "complete"))
        elif held == 1:
            parts.append(_disc(3, CARD_H - 3, LOCK, "base"))
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def _legend_outline(kind: str) -> str:
    """A mark's outline on a swatch of felt, for the legend (diagram.css draws both: the
    outline's colour is chosen against the felt, not against the page)."""
    return f'<span class="crescent-legend__{kind}"></span>'


def legend_html(wording: Wording, marks: Marks = NO_MARKS) -> str:
    """What the marks of the pictures mean, in the board's words and marks (its legend,
    player.legend-*): a list named player.legend, shown under a page's first picture. With
    ``marks``, the outlines that picture draws too (picture.legend-moved, -source, -next)."""
    up = next(f for f in FOUNDATIONS if f.ascending)
    down = next(f for f in FOUNDATIONS if not f.ascending)
    lock = (
        f'<svg class="crescent-legend__lock" viewBox="0 0 16 16" width="16" height="16" '
        f'aria-hidden="true"><path d="{LOCK}"/></svg>'
    )

    def badge(foundation: Foundation) -> str:
        text = html_text(direction_badge(foundation, wording))
        return (
            f'<span class="crescent-legend__badge" aria-hidden="true"{wording.ltr_attribute}>'
            f"{text}</span>"
        )

    caption = html_text(wording.text("player.pile-caption-short", number=5, n=6))
    items = [
        (lock, "base"),
        (badge(up), "up"),
        (badge(down), "down"),
        (f"<b{wording.ltr_attribute}>{caption}</b>", "caption"),
    ]
    rows = "".join(
        f"<li>{glyph} {html_text(wording.text(f'player.legend-{key}'))}</li>"
        for glyph, key in items
    )
    outlines = (
        ("moved", "moved", marks.moved),
        ("from", "source", marks.source),
        ("next", "next", marks.coming),
    )
    for kind, key, shown in outlines:
        if shown:
            words = html_text(wording.text(f"picture.legend-{key}"))
            rows += f"<li>{_legend_outline(kind)} {words}</li>"
    # The letters on the cards, each before its rank's name: "A ace, J jack, Q queen, K king".
    ranks = html_text(wording.text("player.list-separator")).join(
        f"<b>{html_text(wording.text(f'rank.short.{r}'))}</b> "
        f"{html_text(wording.text(f'rank.long.{r}'))}"
        for r in "AJQK"
    )
    rows += f'<li class="crescent-legend__ranks">{ranks}</li>'
    name = html.escape(plain(wording.text("player.legend")), quote=True)
    return f'<ul class="crescent-legend" aria-label="{name}">{rows}</ul>'
