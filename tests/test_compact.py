"""The page's HTML without its templates' indentation between tags."""

from __future__ import annotations

from crescent_docs.render.compact import compact_html


def test_a_run_of_white_space_with_a_line_break_becomes_one_line_break() -> None:
    html = "<ul>\n    <li>\n      One\n    </li>\n  \n  <li>Two</li>\n</ul>\n"
    assert compact_html(html) == "<ul>\n<li>\nOne\n</li>\n<li>Two</li>\n</ul>\n"


def test_white_space_on_one_line_stays_as_written() -> None:
    html = "<p><b>5</b> · <i>6</i>  words  apart</p>"
    assert compact_html(html) == html


def test_the_text_of_pre_textarea_script_and_style_and_comments_stay_as_written() -> None:
    kept = (
        "<pre class='x'><code>a\n    b\n\n  c</code></pre>"
        "<TEXTAREA>\n  typed\n\n</TEXTAREA>"
        '<script type="module">\n  const s = `a\n\n  b`;\n</script>'
        "<style>\n  p {}\n</style>"
        "<!-- a\n\n   note -->"
    )
    assert compact_html(f"<div>\n  {kept}\n</div>") == f"<div>\n{kept}\n</div>"


def test_attribute_values_stay_as_written_even_with_a_closing_bracket() -> None:
    html = "<a title=\"a > b\n\n   c\" data-x='1 >\n  2'>\n  link\n</a>"
    assert compact_html(html) == "<a title=\"a > b\n\n   c\" data-x='1 >\n  2'>\nlink\n</a>"
