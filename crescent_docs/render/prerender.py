"""The player's first frame, written into the page: a rule demo's and the stepper's first
board, the status line's first words and the controls, and free play's table frame. The
script (``player/*.js``) takes this DOM over as it is: it finds each part by its class or
name and draws only what changes, with the same class names and words
(``player/NOTES.md``, "The first frame").

The words come from the locale's message bundle (``messages.json``, :mod:`.bundle`), as
the player's ``words.js`` builds them; the structure is ``view.js``'s (its ``paint``
draws every place the way :func:`board` writes it), and the controls are
``player/controls.json``'s, which the script takes over by name.
``tests/browser/test_first_frame.py`` checks that the script's first drawing changes
nothing of this, in the browser.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from crescent_docs.engine import FOUNDATIONS, PILES, Card, Foundation, Position
from crescent_docs.i18n import Messages

from .bundle import message_bundle

__all__ = ["CONTROLS", "FirstFrame", "controls", "frame_position"]

CONTROLS = Path(__file__).resolve().parent.parent / "player" / "controls.json"
_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
_LETTER = re.compile(r"[^\W\d_]")
_RANK_TOKENS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
# The marks view.js draws (a lock on a base card, a check on a complete foundation).
_MARKS = {
    "lock": "M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7zm2 0h2V5a1 1 0 0 0-2 0z",
    "done": "M2 8.5l1.6-1.6L6.5 9.8 12.4 4 14 5.6l-7.5 7.4z",
}
#: The keys every table lists in its help (table.js's KEYS), ? last; free play adds redo's
#: and the hint's before it.
KEYS = ("pointer", "fan", "arrows", "numbers", "enter", "undo")
ALL_KEYS = "keys"


@cache
def controls() -> Mapping[str, Sequence[Mapping[str, Any]]]:
    """Each kind of player's controls, in order (``player/controls.json``)."""
    data = json.loads(CONTROLS.read_text(encoding="utf-8"))
    return {mode: tuple(items) for mode, items in data.items() if not mode.startswith("/")}


def frame_position() -> Position:
    """Free play's frame before its game is known: every pile empty, the bases out."""
    return Position(piles=((),) * 16, partial=True)


def _escape(text: str) -> str:
    return html.escape(text, quote=True)


class _Words:
    """The part of ``words.js`` the first frame needs, from the same bundle: a text, and
    whether it is all English fallback (its element then says ``lang="en"``)."""

    def __init__(self, messages: Messages) -> None:
        bundle = message_bundle(messages)
        self.messages = messages
        self.strings: dict[str, Any] = bundle["strings"]
        self.fallen = set(bundle.get("english", ()))
        self.english: set[str] = set()
        self.rtl = messages.locale.text_direction == "rtl"

    def _told(self, key: str, template: str, params: Mapping[str, object]) -> str:
        text = _PLACEHOLDER.sub(lambda m: str(params[m[1]]) if m[1] in params else m[0], template)
        if self.fallen and _LETTER.search(text):
            own = key in self.fallen or not _LETTER.search(_PLACEHOLDER.sub("", template))
            used = [m[1] for m in _PLACEHOLDER.finditer(template) if m[1] in params]
            if own and all(
                not _LETTER.search(str(params[k])) or str(params[k]) in self.english for k in used
            ):
                self.english.add(text)
        return text

    def t(self, key: str, **params: object) -> str:
        template = self.strings.get(key, key)
        return self._told(key, template if isinstance(template, str) else key, params)

    def plural(self, key: str, n: int, **params: object) -> str:
        forms: Mapping[str, str] = self.strings[key]
        category = self.messages.locale.plural_form(n)
        template = forms[category] if category in forms else forms["other"]
        return self._told(key, template, {"n": n, **params})

    def rank(self, card: Card, kind: str) -> str:
        token = _RANK_TOKENS.get(card.rank)
        return self.t(f"rank.{kind}.{token}") if token else str(card.rank)

    def long(self, card: Card) -> str:
        suit = self.t(f"suit.of.{card.suit.value}")
        return self.t("card.long", rank=self.rank(card, "long"), suit=suit)

    def name(self, position: Position, place: str) -> str:
        """A place as the textual diagram says it (words.js's ``name``)."""
        count, top = _count_top(position, place)
        if not place.isdigit():
            cards = self.plural("count.cards", count)
            where = self.t(f"foundation.{place}")
            assert top is not None  # a foundation holds its base at least
            return self.t("diagram.foundation", foundation=where, card=self.long(top), count=cards)
        if not count:
            return self.t("diagram.pile-empty", number=place)
        assert top is not None
        cards = self.plural("count.cards", count)
        return self.t("diagram.pile", number=place, count=cards, card=self.long(top))

    def diagram(self, position: Position) -> str:
        def listed(places: Iterable[str]) -> str:
            return self.t("diagram.separator").join(self.name(position, p) for p in places)

        return self.t(
            "diagram.whole",
            foundations=listed(str(f) for f in FOUNDATIONS),
            piles=listed(str(p) for p in PILES),
        )

    def top_first(self, position: Position) -> list[str]:
        """Each pile's cards in words, from its top card down (words.js's ``topFirst``)."""
        separator = self.t("player.list-separator")
        lines = []
        for number, pile in enumerate(position.piles, start=1):
            cards = separator.join(self.long(c) for c in reversed(pile))
            lines.append(
                self.t("player.pile-top-first", number=number, cards=cards)
                if pile
                else self.t("diagram.pile-empty", number=number)
            )
        return lines

    def lang(self, text: str) -> str:
        """`` lang="en"`` for an element showing ``text`` when it is all English fallback."""
        return ' lang="en"' if text in self.english else ""


def _count_top(position: Position, place: str) -> tuple[int, Card | None]:
    if place.isdigit():
        pile = position.piles[int(place) - 1]
        return len(pile), (pile[-1] if pile else None)
    foundation = _FOUNDATION[place]
    return position.foundations[foundation.index], position.top(foundation)


_FOUNDATION: dict[str, Foundation] = {str(f): f for f in FOUNDATIONS}


#: All cards' icon: three cards, each a little above the one before it, fanned.
_ALL_ICON = "M0 5h5v9H0zM5.5 3.5h5v9h-5zM11 2h5v9h-5z"


def _svg(d: str, class_name: str) -> str:
    return (
        f'<svg viewBox="0 0 16 16" class="{class_name}" aria-hidden="true"><path d="{d}"></path>'
        "</svg>"
    )


class FirstFrame:
    """The first frame of each kind of player, in one locale."""

    def __init__(self, messages: Messages) -> None:
        self.words = _Words(messages)

    # -- pieces ---------------------------------------------------------------------------

    def _text(self, tag: str, text: str, attributes: str = "") -> str:
        """``<tag attributes>text</tag>``, with ``lang="en"`` where the text is English."""
        return f"<{tag}{attributes}{self.words.lang(text)}>{_escape(text)}</{tag}>"

    def _face(self, card: Card | None) -> str:
        """view.js's ``face``: the index in two corners and a large suit (blank: no card)."""
        w = self.words
        rank = w.rank(card, "short") if card else ""
        symbol = _SYMBOLS[card.suit.value] if card else ""
        colour = (" cp-red" if card.suit.value in "HD" else " cp-black") if card else ""

        def index(extra: str) -> str:
            return (
                f'<span class="cp-i{extra}">{self._text("span", rank)}'
                f"{self._text('span', symbol)}</span>"
            )

        pip = self._text("span", symbol, ' class="cp-pip"')
        return f'<span class="cp-card{colour}">{index("")}{pip}{index(" cp-i2")}</span>'

    def _place(
        self, position: Position, place: str, ident: str, interactive: bool, grid: str, focus: bool
    ) -> str:
        """One place as view.js's ``paint`` draws it, with nothing selected or marked."""
        w = self.words
        pile = place.isdigit()
        count, top = _count_top(position, place)
        slot = self._face(top) + '<span class="cp-ring"></span>'
        if not pile:
            up = _FOUNDATION[place].ascending
            first = w.t(f"rank.short.{'A' if up else 'K'}")
            slot += self._text("span", f"{'↑' if up else '↓'}{first}", ' class="cp-dir"')
            slot += _svg(_MARKS["lock"], "cp-mark cp-lock") + _svg(
                _MARKS["done"], "cp-mark cp-done"
            )
        caption = w.t("player.pile-caption-short", number=place, n=count) if pile else ""
        name = w.name(position, place)
        depth = min(max(count - 1, 0), 5)
        kind = (
            f" cp-d{depth}"
            if pile
            else " cp-base"
            if count == 1
            else " cp-full"
            if count == 13
            else ""
        )
        movable = " cp-mov" if count > (0 if pile else 1) else ""
        classes = f"cp-place{'' if top else ' cp-empty'}{kind}{movable}"
        name_id = f"cp-{ident}-{place}"
        tag = "button" if interactive else "span"
        attributes = f' class="{classes}" data-place="{place}"'
        if interactive:
            tabindex = "0" if focus else "-1"
            attributes += (
                f' type="button" tabindex="{tabindex}" aria-labelledby="{name_id}"'
                f' aria-describedby="{name_id}-d"'
            )
        if grid:
            attributes += f' style="{grid}"'
        cap = self._text("span", caption, ' class="cp-cap" aria-hidden="true"')
        named = self._text("span", name, f' class="cp-vh" hidden id="{name_id}"')
        slot = f'<span class="cp-slot" aria-hidden="true">{slot}</span>'
        if interactive:  # view.js's description: a pile's cards from the bottom up
            cards = position.piles[int(place) - 1] if pile and count > 1 else ()
            about = (
                w.t(
                    "player.pile-cards",
                    cards=w.t("player.list-separator").join(w.long(c) for c in cards),
                )
                if cards
                else ""
            )
            named += self._text("span", about, f' hidden id="{name_id}-d"')
        return f"<{tag}{attributes}>{slot}{cap}{named}</{tag}>"

    def board(
        self,
        position: Position,
        ident: str,
        *,
        interactive: bool,
        only: Sequence[str] | None = None,
        board_id: str = "",
        felt: str = "",
    ) -> str:
        """view.js's board: every place, or ``only`` a demo's piles in a row, over the
        foundations; buttons (a table) or a picture hidden from assistive technology;
        ``felt`` after them, on the felt inside the horseshoe (free play's All cards)."""
        w = self.words
        shown = list(only) if only is not None else [str(p) for p in PILES]
        compact = only is not None
        focus = shown[0]
        parts = []
        for place in shown:
            i = int(place) - 1
            grid = ""
            if not compact:  # the horseshoe's two shapes (player.css takes one): 4, 8 and 4
                # piles in 10 columns (the top row between the sides, as the pictures draw
                # it), or in 8 (a phone's: the top row over the sides)
                wide = f"{5 - i} / 1" if i < 4 else f"1 / {i - 2}" if i < 12 else f"{i - 10} / 10"
                narrow = f"{5 - i} / 1" if i < 4 else f"1 / {i - 3}" if i < 12 else f"{i - 10} / 8"
                grid = f"--wide: {wide}; --narrow: {narrow};"
            parts.append(self._place(position, place, ident, interactive, grid, place == focus))
        foundations = "".join(
            self._place(position, str(f), ident, interactive, "", False) for f in FOUNDATIONS
        )
        found_attributes = ' class="cp-found"'
        board_attributes = f' class="cp-board{" cp-compact" if compact else ""}"'
        if board_id:
            board_attributes = f' id="{board_id}"' + board_attributes
        if compact:
            board_attributes += f' style="--cp-cols: {max(len(shown), 4)};"'
        if interactive:
            board_label = w.t("player.board")
            found_label = w.t("player.foundations")
            board_attributes += f' role="group" aria-label="{_escape(board_label)}"'
            found_attributes += f' role="group" aria-label="{_escape(found_label)}"'
        else:
            board_attributes += ' aria-hidden="true"'
        return (
            f"<div{board_attributes}>{''.join(parts)}"
            f"<div{found_attributes}>{foundations}</div>{felt}</div>"
        )

    def play_board(self, position: Position, ident: str) -> str:
        """Free play's board: every place, and on the felt above the foundations All cards,
        which shows every pile's cards at once (overview.js)."""
        label = self._text("span", self.words.t("player.all-cards"))
        felt = (
            '<button type="button" class="cp-btn cp-all" aria-keyshortcuts="A" '
            f'aria-haspopup="dialog">{_svg(_ALL_ICON, "cp-icon")}{label}</button>'
        )
        return self.board(position, ident, interactive=True, board_id=f"{ident}-board", felt=felt)

    def _status(self, said: str = "", prompt: str = "") -> str:
        """The live region, in its box; the prompt of what to try beside it."""
        region = self._text("p", said, ' class="cp-status" role="status" aria-live="polite"')
        return f'<div class="cp-say">{region}{prompt}</div>'

    def _prompt(self, play: bool) -> str:
        """What to try, until the status line's first message: free play says it for a
        touch screen and for a mouse, and the stylesheet shows the one that fits."""
        if not play:
            return self._text("p", self.words.t("player.idle-demo"), ' class="cp-idle"')
        touch = self._text("span", self.words.t("player.idle-touch"), ' class="cp-touch"')
        mouse = self._text("span", self.words.t("player.idle-mouse"), ' class="cp-mouse"')
        return f'<p class="cp-idle">{touch}{mouse}</p>'

    def _button(
        self, control: Mapping[str, Any], label: str, extra: str = "", inner: str = ""
    ) -> str:
        """A control of ``controls.json``: its icon and words, or its words alone;
        ``inner`` goes between the icon and the words."""
        w = self.words
        attributes = f' type="button" class="cp-btn" data-control="{control["name"]}"'
        if "icon" in control:
            short = w.t(control["short"]) if "short" in control else label
            attributes += f' data-short="{_escape(short)}"'
        if "keys" in control:
            attributes += f' aria-keyshortcuts="{control["keys"]}"'
        attributes += extra
        if control.get("hidden"):
            attributes += " hidden"
        if "icon" not in control:
            return self._text("button", label, attributes)
        words = self._text("span", label, ' class="cp-label"')
        return f"<button{attributes}>{_svg(control['icon'], 'cp-icon')}{inner}{words}</button>"

    def _bar(self, mode: str, position: Position, extra: str = "", steps: bool = False) -> str:
        """The controls' bar, as the table's ``render`` (or the stepper's ``show``) leaves it
        at the start: nothing to undo, the redeals left."""
        w = self.words
        buttons = []
        for control in controls()[mode]:
            name = control["name"]
            if name == "redeal":
                left = position.redeals_left
                label = w.plural("player.redeal-left", left) if left else w.t("player.no-redeal")
                none = "" if left else w.t("player.no-redeal")
                state = f' data-n="{left}" data-none="{_escape(none)}"'
                state += f' aria-disabled="{"false" if left else "true"}"'
                # A rule demo that declares no redeal has no Redeal button: it stays hidden
                # (the script never shows it).
                if mode == "demo" and not left:
                    state += " hidden"
                # Its words, "Redeal" or "No redeal left", one over the other in the room
                # of the longer (player.css): no other control moves when they change.
                short, words = _escape(w.t("player.short-redeal")), _escape(w.t("player.no-redeal"))
                inner = (
                    f'<span class="cp-none" aria-hidden="true" data-short="{short}" '
                    f'data-words="{words}"></span>'
                )
                buttons.append(self._button(control, label, state, inner))
                continue
            label = w.t(control["label"])
            state = ""
            if name in ("undo", "redo"):  # nothing to undo or redo yet
                state = ' aria-disabled="true"'
            elif name == "hint":
                state = ' aria-disabled="false"'
            elif mode == "stepper":
                state = f' aria-disabled="{"true" if name in ("first", "back") else "false"}"'
            buttons.append(self._button(control, label, state))
        kind = "cp-bar cp-steps" if steps else "cp-bar"
        return f'<div class="{kind}">{"".join(buttons)}{extra}</div>'

    def _keys(self, keys: Iterable[str]) -> str:
        """The items of a list of keys (player.help-…); the pointer's in two forms, a touch
        screen's and a mouse's, of which the stylesheet shows the one that fits."""
        w = self.words
        return "".join(
            self._text("li", w.t("player.help-pointer"), ' class="cp-touch"')
            + self._text("li", w.t("player.help-mouse"), ' class="cp-mouse"')
            if k == "pointer"
            else self._text("li", w.t(f"player.help-{k}"))
            for k in keys
        )

    def _help(self, keys: Iterable[str]) -> str:
        w = self.words
        items = self._keys(keys)
        summary = self._text("summary", w.t("player.help"))
        return f'<details class="cp-help">{summary}<ul>{items}</ul></details>'

    # -- the players ----------------------------------------------------------------------

    def demo(self, position: Position, ident: str, first: bool) -> str:
        """A rule demo: its status line, its board, its controls. A page's first demo
        opens with the list of keys, closed (right after the text that says what to try,
        before the board: it never stands between a demo and the next rule), and has the
        legend's box under its controls."""
        piles = position.piles
        last = max((i + 1 for i, pile in enumerate(piles) if pile), default=0)
        only = [str(p) for p in PILES[: min(16, last + 1)]]
        desk = self.board(position, ident, interactive=True, only=only, board_id=f"{ident}-board")
        parts = [
            self._status(prompt=self._prompt(False)),
            f'<div class="cp-table" id="{ident}-table">{desk}</div>',
            self._bar("demo", position),
        ]
        if first:
            parts.insert(0, self._help((*KEYS, ALL_KEYS)))
            parts.append('<div class="cp-guide"></div>')
        return "".join(parts)

    def stepper(self, position: Position, ident: str, total: int) -> str:
        """The example game's stepper at the deal, its words written (under "In words")."""
        w = self.words
        # Its widest words, kept as its width (player.css): the buttons beside them do not
        # move as the move's number grows (a review found Forward drifting under the mouse).
        widest = _escape(w.t("player.move-of", n=total, total=total))
        where = self._text(
            "span",
            w.t("player.move-of", n=0, total=total),
            f' class="cp-where" data-widest="{widest}"',
        )
        field = f"{ident}-move"
        label = self._text("label", w.t("player.goto"), f' for="{field}"')
        go = self._text("button", w.t("player.go"), ' class="cp-btn"')
        form = (
            f'<form class="cp-code" novalidate>{label}<input id="{field}" '
            f'class="cp-input cp-number" type="number" min="0" max="{total}" '
            f'inputmode="numeric">{go}</form>'
        )
        summary = self._text("summary", w.t("picture.in-words"))
        text = self._text("p", w.diagram(position), ' class="crescent-diagram__text cp-text"')
        # Then every card of each pile, from the top down, as a screen reader can read
        # them one pile at a time (stepper.js writes them again at each step).
        lead = self._text("p", w.t("player.piles-top-first"))
        piles = "".join(self._text("li", line) for line in w.top_first(position))
        words = (
            f'<details class="cp-words">{summary}{text}{lead}'
            f'<ul class="cp-piles-words">{piles}</ul></details>'
        )
        return "".join(
            [
                self._status(w.t("player.at-deal")),
                f'<div class="cp-table">{self.board(position, ident, interactive=False)}</div>',
                self._bar("stepper", position, where, steps=True),
                '<div class="cp-guide"></div>',
                form,
                words,
                self._help(["stepper"]),
            ]
        )

    def play(self, ident: str) -> str:
        """Free play's frame: its status line, an empty table and its controls (the game,
        a stored one or a new deal, is the script's to draw)."""
        w = self.words
        position = frame_position()
        desk = self.play_board(position, ident)
        moves = self._text("span", w.t("player.moves", n=0))
        time = self._text("span", w.t("player.time", time="0:00"))
        counts = f'<span class="cp-counts">{moves}{time}</span>'
        button = ' type="button" class="cp-btn" hidden'
        undo = self._text("button", w.t("player.undo-last"), button)
        advice = f'<div class="cp-advice-box"><p class="cp-advice"></p>{undo}</div>'
        verdict = (
            '<div class="cp-verdict-box"><label><input type="checkbox"> '
            f"{_escape(w.t('player.verdict'))}</label>"
            '<p class="cp-verdict" role="status" aria-live="polite"><span></span></p></div>'
        )
        field, error = f"{ident}-code", f"{ident}-error"
        label = self._text("label", w.t("player.code-label"), f' for="{field}"')
        play = self._text("button", w.t("player.code-play"), ' class="cp-btn"')
        form = (
            f'<form class="cp-code">{label}<input id="{field}" class="cp-input" '
            f'autocomplete="off" spellcheck="false" aria-describedby="{error}">{play}'
            f'<p id="{error}" class="cp-error"></p></form>'
        )
        listed = (*KEYS, "all", "redo", "hint", ALL_KEYS)
        keys = self._keys(listed)
        link = self._text("a", w.t("player.link"), " hidden")
        copy = self._text("button", w.t("player.copy"), button)
        heading = self._text("p", w.t("player.help"), ' class="cp-heading"')
        more = (
            f'<details class="cp-more">{self._text("summary", w.t("player.more"))}'
            f'<p class="cp-share"><span></span> {link} {copy}</p>{form}{heading}'
            f"<ul>{keys}</ul></details>"
        )
        summary = self._text("summary", w.t("player.stats"))
        stats = f'<details class="cp-help cp-stats">{summary}</details>'
        return "".join(
            [
                self._status(prompt=self._prompt(True)),
                f'<div class="cp-table" id="{ident}-table">{desk}</div>',
                self._bar("play", position, counts),
                '<div class="cp-guide"></div>',
                advice,
                verdict,
                more,
                stats,
            ]
        )
