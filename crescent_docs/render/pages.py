"""The directives of the site's pages: diagrams, the example game, narrated moves, the player."""

from __future__ import annotations

import re

from crescent_docs.engine import PILES, CodeError, GameCode, Pile, Position, deal
from crescent_docs.i18n.fallback import html_text
from crescent_docs.i18n.wording import Wording

from .directives import Directive, DirectiveError, Renderer
from .narration import (
    narrate_at,
    narrate_redeal_change,
    narrate_redeal_top,
    narrate_step,
    narrate_uncovered,
)
from .player import demo_position, player_mount
from .prerender import FirstFrame
from .story import Step, Story, StoryError
from .svg import NO_MARKS, Marks, legend_html, svg_diagram
from .text import text_diagram

__all__ = ["diagram_html", "page_renderer"]

#: A page of the site, as the home page's calls to action name it: ``play/``, ``rules/``.
_PAGE = re.compile(r"(?:[a-z0-9-]+/)+")


def diagram_html(
    position: Position,
    wording: Wording,
    *,
    ident: str,
    when: str = "",
    label: str = "",
    legend: bool = False,
    play: str = "",
    caption: str = "",
    marked: Step | None = None,
    coming: Step | None = None,
) -> str:
    """A figure: the SVG picture, described by the textual diagram, which sits in the page
    word for word under an "In words" disclosure (closed: sighted readers see the picture;
    the picture's description and the disclosure give the words). Its name is ``label``, or
    "Diagram of the position: ``when``". A ``caption`` ("After move 9") is shown over the
    picture and is its name instead: the picture is named by it (``aria-labelledby``) and
    the caption itself is hidden from screen readers, which hear it once, as the name.
    With ``legend``, the legend of the board's marks comes under it (a page's first
    picture). With ``play`` (a deal's address on the Play page), the picture opens that
    deal: a "Play this deal" link lies on the felt, and a tap anywhere on the picture
    follows it. With ``marked`` (the step that led to the position), the picture marks it
    (:func:`step_marks`), and its words, after the position's, say what is marked; with
    ``coming`` (the move played from the position), the picture marks that move
    (:func:`next_marks`)."""
    text_id = f"{ident}-text"
    label = label or wording.text("picture.label", when=when)
    title = ""
    labelledby = ""
    if caption:
        labelledby = f"{ident}-caption"
        title = (
            f'<p class="crescent-diagram__caption" id="{labelledby}" aria-hidden="true">'
            f"{html_text(caption)}</p>"
        )
    marks, said = (
        step_marks(marked, wording)
        if marked
        else next_marks(coming, wording)
        if coming
        else (NO_MARKS, "")
    )
    described = f"{text_id} {ident}-marks" if said else text_id
    svg = svg_diagram(
        position,
        wording,
        label=label,
        describedby=described,
        labelledby=labelledby,
        marks=marks,
    )
    text = html_text(text_diagram(position, wording))
    if said:
        text += f'</p><p class="crescent-diagram__marks" id="{ident}-marks">{html_text(said)}'
    summary = html_text(wording.text("picture.in-words"))
    key = legend_html(wording, marks) if legend else ""
    link = ""
    if play:
        words = html_text(wording.text("home.play-deal"))
        link = f'<a class="crescent-diagram__play" href="{play}">{words}</a>'
        # On a phone the deal is drawn as the phone's table (diagram.css shows one of the
        # two): its cards as wide as its eight columns allow, its depth under each card.
        svg += svg_diagram(position, wording, label=label, describedby=text_id, narrow=True)
    return (
        f'<figure class="crescent-diagram" id="{ident}">{title}'
        f'<div class="crescent-diagram__frame">{svg}{link}</div>'
        f"<figcaption>{key}"
        f'<details class="crescent-diagram__words"><summary>{summary}</summary>'
        f'<p class="crescent-diagram__text" id="{text_id}">{text}</p></details></figcaption>'
        f"</figure>"
    )


def step_marks(step: Step, wording: Wording) -> tuple[Marks, str]:
    """What a picture of the position after ``step`` marks, and the words that say so: a
    move's card (outlined where it went) and the place it left (dashed); a redeal's cards
    brought to the top, one in each pile of two cards or more (outlined)."""
    if step.move is None:
        moved = frozenset(p for p in PILES if len(step.before.piles[p.index]) >= 2)
        return Marks(moved), wording.text("picture.marks-redeal")
    move = step.move
    told = narrate_step(step.before, move, wording)
    return Marks(frozenset({move.destination}), move.source), wording.text(
        "picture.marks-move", step=told
    )


def next_marks(step: Step, wording: Wording) -> tuple[Marks, str]:
    """What a picture of the position before ``step``, a move, marks of it, and the words
    that say so: the card that moves and the place it goes (a review of the rules page looked
    for the move its text told on a picture that marked the move before)."""
    move = step.move
    if move is None:
        raise DirectiveError(f"step {step.number} is a redeal, not a move")
    told = narrate_step(step.before, move, wording)
    coming = frozenset({move.source, move.destination})
    return Marks(coming=coming), wording.text("picture.marks-next", step=told)


class _GameDirectives:
    def __init__(self, wording: Wording, story: Story | None) -> None:
        self.wording = wording
        self._story = story
        self._first_frame: FirstFrame | None = None

    @property
    def first_frame(self) -> FirstFrame:
        """The players' first frames in this locale (made when a page first has a player)."""
        if self._first_frame is None:
            self._first_frame = FirstFrame(self.wording.messages)
        return self._first_frame

    @property
    def story(self) -> Story:
        if self._story is None:
            raise DirectiveError("this directive needs the example game, and none is loaded")
        return self._story

    def _pile(self, directive: Directive) -> Pile:
        number = directive.number("pile")
        if not 1 <= number <= 16:
            raise DirectiveError(f"pile={number}: piles are numbered 1 to 16")
        return Pile(number)

    def _numbered(self, kind: str, n: int) -> Position:
        """The position a numbered diagram shows: after a move, or around a redeal."""
        if kind == "after-move":
            return self.story.move(n).after
        if kind == "before-move":
            return self.story.move(n).before
        step = self.story.redeal(n)
        return step.before if kind == "before-redeal" else step.after

    def diagram(self, directive: Directive) -> str:
        w = self.wording
        unknown = [arg for arg in directive.args if arg != "legend"]
        if unknown:
            raise DirectiveError(f"{{{{ diagram }}}}: unknown word {unknown[0]!r} (only legend)")
        legend = "legend" in directive.args
        page = directive.options.get("play")
        if page is not None and ("code" not in directive.options or not _PAGE.fullmatch(page)):
            raise DirectiveError(
                f"{{{{ diagram }}}}: play={page!r} needs code=CODE and a page path (play/)"
            )
        for kind in ("after-move", "before-move", "before-redeal", "after-redeal"):
            if kind in directive.options:
                n = directive.number(kind)
                try:
                    position = self._numbered(kind, n)
                    move = kind.endswith("-move")
                    step = self.story.move(n) if move else self.story.redeal(n)
                except StoryError as error:
                    raise DirectiveError(str(error)) from None
                return diagram_html(
                    position,
                    w,
                    ident=f"diagram-{kind}-{n}",
                    caption=w.text(f"picture.caption-{kind}", number=n),
                    legend=legend,
                    marked=step if kind.startswith("after") else None,
                    coming=step if kind == "before-move" else None,
                )
        if "code" in directive.options:
            try:
                position = deal(directive.options["code"])
            except CodeError as error:
                raise DirectiveError(f"{{{{ diagram }}}}: code={error}") from None
            code = str(GameCode.parse(directive.options["code"]))
            when = w.text("picture.deal", code=code)
            play = f"{page}#{code}" if page else ""
            return diagram_html(
                position, w, ident="diagram-deal", when=when, legend=legend, play=play
            )
        at = directive.options.get("at")
        if at in ("start", "end"):
            position = self.story.start if at == "start" else self.story.end
            caption = w.text(f"picture.caption-{at}")
            return diagram_html(position, w, ident=f"diagram-{at}", caption=caption, legend=legend)
        raise DirectiveError(
            "{{ diagram }} needs at=start, at=end, after-move=N, before-move=N, "
            "before-redeal=N, after-redeal=N or code=CODE"
        )

    def actions(self, directive: Directive) -> str:
        """``{{ actions play=PAGE rules=PAGE }}``: the home page's two calls to action, Play
        (the main one) and Learn the rules. The targets are site pages (``play/``)."""
        links = []
        for key, kind in (("play", "primary"), ("rules", "secondary")):
            target = directive.option(key)
            if not _PAGE.fullmatch(target):
                raise DirectiveError(f"{{{{ actions }}}}: {key}={target!r} is not a page path")
            words = html_text(self.wording.text(f"home.{key}"))
            links.append(
                f'<a class="crescent-action crescent-action--{kind}" href="{target}">{words}</a>'
            )
        return f'<p class="crescent-actions">{"".join(links)}</p>'

    def narrate(self, directive: Directive) -> str:
        try:
            step = self.story.move(directive.number("move"))
        except StoryError as error:
            raise DirectiveError(str(error)) from None
        assert step.move is not None
        return narrate_at(step.number, step.before, step.move, self.wording)

    def _redeal_pile(self, directive: Directive) -> tuple[Position, Position, Pile]:
        try:
            step = self.story.redeal(directive.number("redeal"))
        except StoryError as error:
            raise DirectiveError(str(error)) from None
        return step.before, step.after, self._pile(directive)

    def redeal_change(self, directive: Directive) -> str:
        before, after, pile = self._redeal_pile(directive)
        return narrate_redeal_change(before, after, pile, self.wording)

    def redeal_top(self, directive: Directive) -> str:
        _, after, pile = self._redeal_pile(directive)
        return narrate_redeal_top(after, pile, self.wording)

    def example_game(self, directive: Directive) -> str:
        """The whole game: every move told, diagrams at the start, around each redeal, after
        the moves of ``show=9,…``, and at the end.

        ``deal=stepper`` says that the page's stepper already draws the deal (its first
        frame is painted in the page, so a reader without JavaScript sees it too): the
        diagram of the deal is left out, and the legend goes with the first diagram drawn.
        The page says so itself, next to both directives: a directive is rendered alone,
        knowing nothing of the rest of its page, and a page that tells the game with no
        stepper keeps its diagram of the deal."""
        w, story = self.wording, self.story
        shown = {int(n) for n in directive.options.get("show", "").split(",") if n.isdigit()}
        deal_shown = directive.options.get("deal", "diagram")
        if deal_shown not in ("diagram", "stepper"):
            raise DirectiveError(
                f"{{{{ example-game }}}}: deal={deal_shown!r} (diagram, or stepper when the "
                "page's stepper draws the deal)"
            )
        parts: list[str] = []
        if deal_shown == "diagram":
            start = w.text("picture.caption-start")
            parts.append(
                diagram_html(story.start, w, ident="example-start", caption=start, legend=True)
            )
        items: list[str] = []

        def legend() -> bool:
            """The legend goes with the first diagram drawn."""
            return not any(part.startswith("<figure") for part in parts)

        def flush() -> None:
            if items:
                first = items[0].split('"', 2)[1].removeprefix("move-")
                # How many moves, a move's note counted as one more: the list's room until
                # the browser lays it out (diagram.css, content-visibility).
                lines = len(items) + sum('class="crescent-why"' in item for item in items)
                size = f' style="--crescent-moves: {lines}"'
                parts.append(
                    f'<ol class="crescent-moves" start="{first}"{size}>{"".join(items)}</ol>'
                )
                items.clear()

        for index, step in enumerate(story.steps):
            if step.move is None:
                flush()
                parts.append(
                    diagram_html(
                        step.before,
                        w,
                        ident=f"example-before-redeal-{step.redeal}",
                        caption=w.text("picture.caption-before-redeal", number=step.redeal),
                        legend=legend(),
                    )
                )
                words = html_text(w.text("narration.redeal", number=step.redeal), quote=True)
                parts.append(f'<p class="crescent-redeal" id="redeal-{step.redeal}">{words}</p>')
                parts.append(
                    diagram_html(
                        step.after,
                        w,
                        ident=f"example-after-redeal-{step.redeal}",
                        caption=w.text("picture.caption-after-redeal", number=step.redeal),
                        marked=step,
                    )
                )
                continue
            # A move's words open the stepper at that move, as a click on a move of a game's
            # record does on a chess site (its address, #move-10, which the stepper follows);
            # out of the tab order, where the stepper's "Go to move" does it by keyboard.
            told = html_text(narrate_step(step.before, step.move, w))
            told = f'<a href="#move-{step.number}" tabindex="-1">{told}</a>'
            # Why a move from pile to pile is played: the card it uncovers, on a line of its
            # own under the move; the stepper says it after the move (stepper.js), from the
            # space it starts with.
            then = story.steps[index + 1].move if index + 1 < len(story.steps) else None
            why = narrate_uncovered(step.after, step.move, then, w)
            if why:
                told += f'<span class="crescent-why"> {html_text(why)}</span>'
            items.append(f'<li id="move-{step.number}">{told}</li>')
            if step.number in shown:
                flush()
                parts.append(
                    diagram_html(
                        step.after,
                        w,
                        ident=f"example-after-move-{step.number}",
                        caption=w.text("picture.caption-after-move", number=step.number),
                        marked=step,
                        legend=legend(),
                    )
                )
        flush()
        end = w.text("picture.caption-end")
        last = story.steps[-1] if story.steps else None
        parts.append(diagram_html(story.end, w, ident="example-end", caption=end, marked=last))
        if story.end.won:
            won = html_text(w.text("narration.won"), quote=True)
            parts.append(f'<p class="crescent-won">{won}</p>')
        return '<div class="crescent-example">' + "".join(parts) + "</div>"

    def player(self, directive: Directive) -> str:
        """``{{ player mode=play }}`` (free play) or ``{{ player mode=stepper }}``: the
        player's first frame, and for readers without JavaScript the stepper's first
        position with its words, or free play's notice that it needs JavaScript."""
        mode = directive.option("mode")
        notice = html_text(self.wording.text("player.needs-javascript"), quote=True)
        fallback = f'<p class="crescent-player__fallback">{notice}</p>'
        if mode == "play":
            frame = self.first_frame.play("player")
            return player_mount("play", frame=fallback + frame, ident="player")
        if mode == "stepper":
            story = self.story
            total = sum(1 for step in story.steps if step.move)
            frame = self.first_frame.stepper(story.start, "stepper", total)
            return player_mount("stepper", frame=frame, story=story, ident="stepper")
        raise DirectiveError(f"{{{{ player }}}}: unknown mode {mode!r} (play or stepper)")

    def demo(self, source: str, number: int) -> str:
        """A rule demo: the player's first frame on a small position, which readers without
        JavaScript see as it is."""
        position = demo_position(source)
        ident = f"demo-{number}"
        frame = self.first_frame.demo(position, ident, first=number == 1)
        return player_mount("demo", frame=frame, position=position, ident=ident)


def page_renderer(wording: Wording, story: Story | None) -> Renderer:
    """The renderer of the site's directives for one locale."""
    game = _GameDirectives(wording, story)
    return Renderer(
        wording,
        inline={
            "narrate": game.narrate,
            "redeal-change": game.redeal_change,
            "redeal-top": game.redeal_top,
        },
        block={
            "diagram": game.diagram,
            "example-game": game.example_game,
            "player": game.player,
            "actions": game.actions,
        },
        demo=game.demo,
    )
