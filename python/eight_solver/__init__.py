"""Optimal 8-puzzle answers by table look-up, pictures of boards and
solutions, (in eight_solver.env, with the extra "gym") Gymnasium
environments with exact rewards, and (in eight_solver.jax, with the extra
"jax") the exact distances as JAX arrays."""

from .eight_solver import *  # noqa: F403
from .eight_solver import __all__ as _solver_all
from .eight_solver import __version__, _boards_along, _numpy_first_draws, _Oracle, _Puzzles
from .pictures import Picture, show, svg

__all__ = [*_solver_all, "Picture", "show", "svg"]
del _solver_all
