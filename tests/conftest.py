"""Shared fixtures for the engine tests: small positions built from a few piles."""

from __future__ import annotations

import pytest
from tables import Table, build_position


@pytest.fixture
def table() -> Table:
    return build_position
