"""Optimal 8-puzzle answers by table look-up.

Every answer is the shortest move string and, among the shortest, the
smallest in ASCII order (d < l < r < u); a letter names the direction the
blank travels. With metric="mtm" a move slides one tile or two of a row or
column at once ("dd" is one move), and answers have the fewest such moves,
then the smallest letters. A board is a str in any spelling ("23415x768",
"2 3 4 1 5 x 7 6 8", blank x, X or 0) or a sequence of nine ints in reading
order with 0 for the blank. Boards returned are str like "23415x768".
"""

from collections.abc import Iterable, Sequence
from typing import Literal, Optional, Union

__all__ = [
    "GOAL",
    "UnsolvableError",
    "__version__",
    "best_moves",
    "count",
    "distance",
    "from_tiles",
    "generate",
    "hint",
    "is_solvable",
    "neighbours",
    "solutions",
    "solve",
    "solve_many",
    "to_tiles",
]

_Board = Union[str, Sequence[int]]
_Metric = Literal["stm", "mtm"]

GOAL: str
"""The default target, "12345678x"."""

__version__: str
"""The package's version, e.g. "0.1.0"."""

class UnsolvableError(ValueError):
    """The board cannot reach the target: their tiles have the other parity."""

def solve(board: _Board, target: Optional[_Board] = None, *, metric: _Metric = "stm") -> str:
    """The moves from board to target (the goal when None); "" when there."""

def distance(board: _Board, target: Optional[_Board] = None, *, metric: _Metric = "stm") -> int:
    """The number of moves from board to target (the goal when None)."""

def is_solvable(board: _Board, target: Optional[_Board] = None) -> bool:
    """Whether board can reach target (the goal when None)."""

def neighbours(board: _Board, target: Optional[_Board] = None) -> list[tuple[str, str, int]]:
    """For every legal move in d, l, r, u order: its letter, the board after
    it and that board's distance to target (the goal when None)."""

def generate(distance: int, count: int, seed: int, target: Optional[_Board] = None) -> list[str]:
    """count random boards exactly distance moves from target (the goal when
    None), drawn by seed: what `eight gen` prints for the same arguments."""

def solve_many(
    boards: Iterable[_Board], target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> list[Optional[str]]:
    """The answer for each board (None when it cannot reach target), found
    without holding the GIL."""

def count(board: _Board, target: Optional[_Board] = None, *, metric: _Metric = "stm") -> int:
    """The number of shortest answers from board to target (the goal when
    None): at most 64 to the goal, 86 to any target."""

def solutions(
    board: _Board,
    target: Optional[_Board] = None,
    limit: Optional[int] = None,
    *,
    metric: _Metric = "stm",
) -> list[str]:
    """Every shortest answer from board to target (the goal when None), in
    ASCII order, the first limit of them when limit (1 or more) is given;
    the first is solve's."""

def hint(
    board: _Board, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> tuple[int, Optional[str]]:
    """The distance from board to target (the goal when None) and the best
    next move: the first letter of solve's answer (in the multi-tile metric
    its first slide, "d" or "dd"), None when board is the target."""

def best_moves(
    board: _Board, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> tuple[int, list[str]]:
    """The distance from board to target (the goal when None) and every
    best next move, in ASCII order: each letter (in the multi-tile metric,
    each slide's letters) whose board is one move closer. An empty list
    when board is the target."""

def to_tiles(moves: str) -> str:
    """Moves in the blank's letters (d, l, r, u) in the tile notation:
    the tiles' direction in capitals, a run with its length ("dd" is "U2")."""

def from_tiles(tiles: str) -> str:
    """Moves in the tile notation (U, D, L, R, a run as "U2") in the blank's
    letters."""
