"""The page splitter: which parts of a source page are messages, and how they go back."""

from __future__ import annotations

import io

from babel.messages.extract import extract

from crescent_docs.i18n.extract import extract_markdown, extract_strings
from crescent_docs.i18n.markdown import iter_blocks, messages, rewrite

PAGE = """# Title { #title }

First line
second line {{ refusal pile-full }}.

- one
  continued
- two

| Part | Meaning |
|---|---|
| `CR1` | {{ text player.redeal }} |

{{ diagram after-move=9 }}

<!-- a comment -->

```
code {{ not a directive }}
```

```crescent-demo
[piles]
1 = "8H"
```
"""


def test_messages_are_headings_paragraphs_items_and_cells() -> None:
    assert list(messages(PAGE)) == [
        (1, "Title"),
        (3, "First line second line {{ refusal pile-full }}."),
        (6, "one continued"),
        (8, "two"),
        (10, "Part"),
        (10, "Meaning"),
        (12, "`CR1`"),
    ]


def test_block_kinds() -> None:
    kinds = [block.kind for block in iter_blocks(PAGE)]
    assert kinds == [
        "heading",
        "paragraph",
        "item",
        "item",
        "table-row",
        "table-row",
        "table-row",
        "directive",
        "comment",
        "code",
        "demo",
    ]


def test_rewrite_translates_messages_and_keeps_structure() -> None:
    out = rewrite(PAGE, lambda text, line: f"<{text}>")
    assert out.startswith("# <Title> { #title }\n\n<First line second line")
    assert "- <one continued>\n- <two>\n" in out
    assert "| <Part> | <Meaning> |\n|---|---|\n| <`CR1`> | {{ text player.redeal }} |" in out
    assert "\n{{ diagram after-move=9 }}\n" in out
    assert "code {{ not a directive }}" in out


def test_rewrite_sends_directives_and_inline_text_to_their_handlers() -> None:
    seen: list[tuple[str, int]] = []

    def directive(body: str, line: int) -> str:
        seen.append((body, line))
        return "<figure/>"

    out = rewrite(PAGE, lambda t, _: t, directive, lambda text, _: text.replace("{{", "[["))
    assert seen == [
        ("{{ diagram after-move=9 }}", 14),
        ('```crescent-demo\n[piles]\n1 = "8H"\n```', 22),
    ]
    assert "<figure/>" in out
    assert "[[ refusal pile-full }}" in out
    assert "code {{ not a directive }}" in out  # code is never touched


def test_markdown_extractor_yields_every_message_with_its_line() -> None:
    found = list(extract_markdown(io.BytesIO(PAGE.encode()), {}, [], {}))
    assert [(line, text) for line, _, text, _ in found] == list(messages(PAGE))


def test_strings_extractor_gives_contexts_plurals_and_notes() -> None:
    source = (
        b'[refusal]\npile-full = "Full"\n\n[count.cards]\none = "{n} card"\n'
        b'other = "{n} cards"\n\n[card]\n# Placeholders: {short} {rank}\nnarrative = "{short}"\n'
    )
    found = list(extract(extract_strings, io.BytesIO(source)))
    assert found == [
        (2, "Full", [], "refusal.pile-full"),
        (4, ("{n} card", "{n} cards"), [], "count.cards"),
        (10, "{short}", ["Placeholders: {short} {rank}"], "card.narrative"),
    ]


def test_front_matter_is_kept_and_is_no_message() -> None:
    page = "---\nhide:\n  - navigation\n  - toc\n---\n\n# Play\n\nText.\n"
    assert list(messages(page)) == [(7, "Play"), (9, "Text.")]
    assert [block.kind for block in iter_blocks(page)] == ["meta", "heading", "paragraph"]
    assert rewrite(page, lambda text, line: f"<{text}>").startswith(
        "---\nhide:\n  - navigation\n  - toc\n---\n\n# <Play>\n"
    )
    # A page that opens with a rule and never closes it has no front matter.
    assert list(messages("---\n\nText.\n")) == [(1, "---"), (3, "Text.")]
