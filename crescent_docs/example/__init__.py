"""The example game: read its file, replay it through the engine, write it back out.

The file format is described in ``docs/examples/FORMAT.md``.
"""

from .loader import Example, ExampleError, ExampleStep, StepKind, load_example, parse_example
from .replay import Replay, replay

__all__ = [
    "Example",
    "ExampleError",
    "ExampleStep",
    "Replay",
    "StepKind",
    "load_example",
    "parse_example",
    "replay",
]
