"""A committed file of test vectors, written or checked by its command (``crescent-docs
vectors``, ``crescent-docs word-vectors``): the options they share, and the write or the
check."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["add_options", "write_or_check"]


def add_options(parser: argparse.ArgumentParser, default: Path) -> None:
    """``--output`` (default: ``default``) and ``--check``."""
    parser.add_argument(
        "--output",
        type=Path,
        default=default,
        help=f"where to write the vectors (default: {default})",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the file differs from what would be written",
    )


def write_or_check(output: Path, text: str, *, check: bool, command: str) -> int:
    """Write ``text`` to ``output``, or with ``check`` compare them: 1 when the file is out
    of date, naming ``command``, which writes it again."""
    if check:
        current = output.read_text(encoding="utf-8") if output.exists() else None
        if current != text:
            print(f"{output} is out of date: run '{command}'", file=sys.stderr)
            return 1
        print(f"{output} is up to date")
        return 0
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {output} ({len(text.encode()):,} bytes)")
    return 0
