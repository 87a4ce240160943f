"""Optimal 8-puzzle answers by table look-up.

Every answer is the shortest move string and, among the shortest, the
smallest in ASCII order (d < l < r < u); a letter names the direction the
blank travels. A board is a str in any spelling ("23415x768",
"2 3 4 1 5 x 7 6 8", blank x, X or 0) or a sequence of nine ints in reading
order with 0 for the blank. Boards returned are str like "23415x768".
"""

from collections.abc import Iterable, Sequence
from typing import Optional, Union

__all__ = [
    "GOAL",
    "UnsolvableError",
    "__version__",
    "distance",
    "generate",
    "is_solvable",
    "neighbours",
    "solve",
    "solve_many",
]

_Board = Union[str, Sequence[int]]

GOAL: str
"""The default target, "12345678x"."""

__version__: str
"""The package's version, e.g. "0.1.0"."""

class UnsolvableError(ValueError):
    """The board cannot reach the target: their tiles have the other parity."""

def solve(board: _Board, target: Optional[_Board] = None) -> str:
    """The moves from board to target (the goal when None); "" when there."""

def distance(board: _Board, target: Optional[_Board] = None) -> int:
    """The number of moves from board to target (the goal when None)."""

def is_solvable(board: _Board, target: Optional[_Board] = None) -> bool:
    """Whether board can reach target (the goal when None)."""

def neighbours(board: _Board, target: Optional[_Board] = None) -> list[tuple[str, str, int]]:
    """For every legal move in d, l, r, u order: its letter, the board after
    it and that board's distance to target (the goal when None)."""

def generate(distance: int, count: int, seed: int, target: Optional[_Board] = None) -> list[str]:
    """count random boards exactly distance moves from target (the goal when
    None), drawn by seed: what `eight gen` prints for the same arguments."""

def solve_many(boards: Iterable[_Board], target: Optional[_Board] = None) -> list[Optional[str]]:
    """The answer for each board (None when it cannot reach target), found
    without holding the GIL."""
