"""Crescent Docs: the Crescent patience rules site, generated from one rules engine."""

__version__ = "0.1.0"
