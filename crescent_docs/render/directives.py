"""Directives: the dynamic parts of the source pages, rendered for one locale.

A directive is written ``{{ name arg arg=value … }}``. Alone in its paragraph it is a block
directive (diagrams, the example game, the player); inside a sentence it is inline (a
narrated move, a refusal message). Every directive is computed from the engine, so the
pages cannot disagree with the game.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from crescent_docs.i18n.fallback import html_text
from crescent_docs.i18n.wording import Wording

__all__ = ["DIRECTIVE", "Directive", "DirectiveError", "Renderer", "parse_directive"]

DIRECTIVE = re.compile(r"\{\{(?P<body>[^{}]*)\}\}")


class DirectiveError(ValueError):
    """A directive that cannot be rendered: the message says why."""


@dataclass(frozen=True, slots=True)
class Directive:
    name: str
    args: tuple[str, ...] = ()
    options: Mapping[str, str] = field(default_factory=dict)

    def option(self, key: str) -> str:
        if key not in self.options:
            raise DirectiveError(f"{{{{ {self.name} }}}} needs {key}=…")
        return self.options[key]

    def number(self, key: str) -> int:
        value = self.option(key)
        if not value.isdigit():
            raise DirectiveError(f"{{{{ {self.name} }}}}: {key}={value!r} is not a number")
        return int(value)


def parse_directive(body: str) -> Directive:
    try:
        words = shlex.split(body)
    except ValueError as error:
        raise DirectiveError(f"unreadable directive {{{{{body}}}}}: {error}") from None
    if not words:
        raise DirectiveError("empty directive {{ }}")
    args = tuple(w for w in words[1:] if "=" not in w)
    options = dict(w.split("=", 1) for w in words[1:] if "=" in w)
    return Directive(words[0], args, options)


Handler = Callable[[Directive], str]


@dataclass
class Renderer:
    """Expands the directives of a page for one locale.

    ``inline`` handlers return plain text (escaped here); ``block`` handlers return HTML.
    """

    wording: Wording
    inline: dict[str, Handler] = field(default_factory=dict)
    block: dict[str, Handler] = field(default_factory=dict)
    demo: Callable[[str, int], str] | None = None
    _demos: int = 0

    def __post_init__(self) -> None:
        self.inline.setdefault("refusal", self._refusal)
        self.inline.setdefault("text", self._text)

    def _refusal(self, directive: Directive) -> str:
        if len(directive.args) != 1:
            raise DirectiveError("{{ refusal CODE }} takes one refusal code")
        key = f"refusal.{directive.args[0]}"
        if key not in self.wording.messages.strings:
            raise DirectiveError(f"unknown refusal code {directive.args[0]!r}")
        return self.wording.text(key)

    def _text(self, directive: Directive) -> str:
        if len(directive.args) != 1 or directive.args[0] not in self.wording.messages.strings:
            raise DirectiveError(f"{{{{ text KEY }}}}: unknown key {directive.args!r}")
        return self.wording.text(directive.args[0])

    def render_demo(self, fenced: str) -> str:
        """A ``crescent-demo`` fenced block: its TOML body goes to the demo handler."""
        if self.demo is None:
            raise DirectiveError("rule demos are not available here")
        body = "\n".join(fenced.splitlines()[1:-1])
        self._demos += 1
        return self.demo(body, self._demos)

    def render_block(self, body: str) -> str:
        directive = parse_directive(body)
        handler = self.block.get(directive.name)
        if handler is None:
            raise DirectiveError(f"unknown block directive {directive.name!r}")
        return handler(directive)

    def render_inline(self, text: str) -> str:
        """Replace each inline directive of ``text`` with its escaped words."""

        def expand(match: re.Match[str]) -> str:
            directive = parse_directive(match["body"])
            handler = self.inline.get(directive.name)
            if handler is None:
                raise DirectiveError(f"unknown inline directive {directive.name!r}")
            return html_text(handler(directive))

        return DIRECTIVE.sub(expand, text)
