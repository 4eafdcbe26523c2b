"""Command-line tools behind ``crescent-docs``."""
