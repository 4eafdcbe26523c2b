"""``crescent-docs``: the project's command-line tools.

Each subcommand lives in its own module under :mod:`crescent_docs.tools`, which exposes
``HELP`` (one line), ``configure(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

COMMANDS: dict[str, str] = {
    "vectors": "crescent_docs.tools.vectors",
    "word-vectors": "crescent_docs.tools.word_vectors",
    "check-example": "crescent_docs.tools.check_example",
    "construct-example": "crescent_docs.tools.construct_example",
    "solve": "crescent_docs.tools.solve",
    "new-locale": "crescent_docs.tools.new_locale",
    "dist": "crescent_docs.tools.dist",
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="crescent-docs", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    modules = {}
    for name, module_name in COMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            continue
        modules[name] = module
        module.configure(sub.add_parser(name, help=module.HELP, description=module.HELP))
    args = parser.parse_args(argv)
    result: int = modules[args.command].run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
