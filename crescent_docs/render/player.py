"""Where the interactive player mounts: an element with its mode and its data, holding the
static content that readers without JavaScript see instead.

Rule demos are written in the source pages as a fenced block ``crescent-demo`` holding a
small position in TOML::

    [piles]
    1 = "8H"
    2 = "9H 10H"
    [foundations]
    up-S = "3S"

Piles that are not listed are empty; foundations that are not listed hold their base. A
demo has no redeal unless it declares its own (``redeals_left = 1``): its Redeal button
then shows (render/prerender.py) and counts the demo's redeals. The position is validated
by the engine at build.
"""

from __future__ import annotations

import html
import json
import tomllib
from typing import Any

from crescent_docs.engine import FOUNDATIONS, CardError, Position, PositionError

from .directives import DirectiveError
from .story import Story

__all__ = ["MODE_CSS", "demo_position", "player_mount"]

#: The stylesheet of each kind of player (its mount's mode) that has one beside player.css,
#: for what only it draws: the build links it on the pages that hold such a player
#: (plugin/assets.py), and the player's weight counts it (tools/weight.py).
MODE_CSS = {"play": "play.css", "stepper": "stepper.css"}

_FOUNDATION_NAMES = {str(f): f for f in FOUNDATIONS}


def demo_position(source: str) -> Position:
    """Read a demo block (TOML); a bad one raises :class:`DirectiveError` saying why."""
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise DirectiveError(f"crescent-demo: not valid TOML: {error}") from None
    unknown = set(data) - {"piles", "foundations", "redeals_left"}
    if unknown:
        raise DirectiveError(f"crescent-demo: unknown keys {', '.join(sorted(unknown))}")
    piles: list[list[str]] = [[] for _ in range(16)]
    for key, cards in dict(data.get("piles", {})).items():
        if not str(key).isdigit() or not 1 <= int(key) <= 16 or not isinstance(cards, str):
            raise DirectiveError(f'crescent-demo: piles.{key}: expected 1-16 = "cards"')
        piles[int(key) - 1] = cards.split()
    tops = [("A" if f.ascending else "K") + f.suit.value for f in FOUNDATIONS]
    for key, card in dict(data.get("foundations", {})).items():
        if key not in _FOUNDATION_NAMES or not isinstance(card, str):
            raise DirectiveError(f"crescent-demo: foundations.{key}: unknown foundation")
        tops[_FOUNDATION_NAMES[key].index] = card
    position_json: dict[str, Any] = {
        "piles": piles,
        "foundations": tops,
        "redeals_left": data.get("redeals_left", 0),
        "moves": 0,
        "partial": True,
    }
    try:
        return Position.from_json(position_json)
    except (PositionError, CardError) as error:
        raise DirectiveError(f"crescent-demo: {error}") from None


def _attribute(value: object) -> str:
    """``value`` as JSON in a single-quoted attribute: its many double quotes stay as they
    are, not ``&quot;`` each (the attribute's value is the same; the page is smaller)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return html.escape(text, quote=False).replace("'", "&#x27;")


def player_mount(
    mode: str,
    *,
    frame: str = "",
    position: Position | None = None,
    story: Story | None = None,
    ident: str = "",
) -> str:
    """The element the player mounts on, holding its first frame (``render/prerender.py``),
    which the script takes over."""
    data = [f'data-mode="{mode}"']
    if position is not None:
        data.append(f"data-position='{_attribute(position.to_json())}'")
    if story is not None:
        actions = [str(step.move) if step.move else "redeal" for step in story.steps]
        data.append(f"data-position='{_attribute(story.start.to_json())}'")
        data.append(f"data-steps='{_attribute(actions)}'")
    id_attribute = f' id="{ident}"' if ident else ""
    # The mount keeps the page's direction: its sentences, buttons and help are the
    # locale's. Its board is drawn left to right in every locale, as the pictures are
    # (theme/assets/crescent/site.css).
    return f'<div class="crescent-player"{id_attribute} {" ".join(data)}>{frame}</div>'
