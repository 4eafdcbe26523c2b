"""Command-line tools behind ``crescent-docs``.

They solve deals, and so play with the solver compiled with mypyc when it is current
(:mod:`crescent_docs.solving`); the engine itself never chooses.
"""

from crescent_docs import solving

solving.install()
