"""The solver's exception, kept out of solver.py so that mypyc compiles solver.py whole.

(mypyc compiles a class only as a native class, and a native class cannot derive from a
built-in exception; see ``crescent_docs/solving.py``.)
"""


class SolverError(RuntimeError):
    """The solver produced a line the engine refuses: a bug in the solver, never in input."""
