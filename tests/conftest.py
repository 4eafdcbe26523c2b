"""Shared fixtures for the engine tests: small positions built from a few piles."""

from __future__ import annotations

import pytest
from tables import Table, build_position

from crescent_docs import solving

solving.install()  # the tests play with the compiled solver, when it is current


@pytest.fixture
def table() -> Table:
    return build_position
