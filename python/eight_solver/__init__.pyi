"""Optimal 8-puzzle answers by table look-up.

Every answer is the shortest move string and, among the shortest, the
smallest in ASCII order (d < l < r < u); a letter names the direction the
blank travels. With metric="mtm" a move slides one tile or two of a row or
column at once ("dd" is one move), and answers have the fewest such moves,
then the smallest letters. A board is a str in any spelling ("23415x768",
"2 3 4 1 5 x 7 6 8", blank x, X or 0) or a sequence of nine ints in reading
order with 0 for the blank. Boards returned are str like "23415x768".
"""

from collections.abc import Callable, Iterable, Sequence
from typing import Literal, Optional, Union, final

from typing_extensions import Buffer

__all__ = [
    "GOAL",
    "HeuristicReport",
    "Picture",
    "Score",
    "Space",
    "UnsolvableError",
    "__version__",
    "best_moves",
    "check_heuristic",
    "count",
    "distance",
    "distances",
    "from_tiles",
    "generate",
    "hint",
    "is_solvable",
    "neighbours",
    "next_moves",
    "score",
    "show",
    "solutions",
    "solve",
    "solve_many",
    "space",
    "svg",
    "to_tiles",
]

_Board = Union[str, Sequence[int]]
_Metric = Literal["stm", "mtm"]
# An array of boards: anything with a buffer of integers of shape (N, 9)
# (numpy's arrays, memoryview), or an iterable of boards.
_Boards = Union[Buffer, Iterable[_Board]]
_Cells = tuple[int, int, int, int, int, int, int, int, int]

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

def generate(
    distance: int, count: int, seed: int, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> list[str]:
    """count random boards exactly distance moves of metric from target (the
    goal when None), drawn by seed: what `eight gen` prints for the same
    arguments."""

def solve_many(
    boards: _Boards, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> list[Optional[str]]:
    """The answer for each board of boards (an array of shape (N, 9) or an
    iterable of boards; None when it cannot reach target), found without
    holding the GIL."""

def distances(
    boards: _Boards, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> memoryview:
    """Each board's distance to target (the goal when None), int8 of shape
    (N,), -1 for a board that cannot reach it. boards is an array of shape
    (N, 9) of any integer type or an iterable of boards; numpy.asarray
    shares the result's memory. From 65,536 boards, the target's answers
    are made at once and kept (362,880 bytes each, for the four targets
    asked last)."""

def next_moves(
    boards: _Boards, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> memoryview:
    """Each board's answer's first move, int8 of shape (N,): 0 to 3 for d,
    l, r, u, 4 to 7 for the two-cell slides dd, ll, rr, uu (metric="mtm");
    -1 at the target, -2 for a board that cannot reach it."""

@final
class Space:
    """Every board that reaches a target, a row each: by the blank's cell,
    then the tiles in reading order, lexicographically. The arrays are
    memoryviews that numpy.asarray shares without a copy."""

    @property
    def boards(self) -> memoryview:
        """uint8, shape (181440, 9): cells in reading order, 0 the blank."""
    @property
    def distance(self) -> memoryview:
        """int8, shape (181440,): the distance to the target."""
    @property
    def best(self) -> memoryview:
        """uint8: the best next moves as bits, 1, 2, 4, 8 for d, l, r, u
        and (metric="mtm") 16, 32, 64, 128 for dd, ll, rr, uu."""
    @property
    def first(self) -> memoryview:
        """int8: the answer's first move, as next_moves codes it; -1 at
        the target."""
    @property
    def count(self) -> memoryview:
        """uint32: the number of shortest answers (1 at the target)."""
    @property
    def target(self) -> str:
        """The target, as a str."""
    @property
    def metric(self) -> str:
        """"stm" or "mtm"."""
    def row(self, board: _Board) -> int:
        """The row of board; UnsolvableError when it cannot reach the
        target."""
    def board(self, row: int) -> _Cells:
        """The board of row (negative rows count from the end)."""
    def __len__(self) -> int: ...

def space(target: Optional[_Board] = None, metric: _Metric = "stm") -> Space:
    """Every board that reaches target (the goal when None), with its
    distance, best moves, the answer's first move and the number of
    shortest answers, from the embedded tables in one pass."""

@final
class Score:
    """A move string graded by score()."""

    @property
    def moves(self) -> list[str]:
        """The moves read, in the blank's letters ("dd": one slide of two,
        metric="mtm")."""
    @property
    def legal(self) -> bool:
        """Whether every move stays on the board."""
    @property
    def first_illegal(self) -> Optional[int]:
        """The index of the first move off the board; later moves are not
        graded."""
    @property
    def solved(self) -> bool:
        """Whether the moves are legal and end at the target."""
    @property
    def length(self) -> int:
        """The number of moves."""
    @property
    def optimal(self) -> Optional[int]:
        """The fewest moves; None when the board cannot reach the target."""
    @property
    def gap(self) -> Optional[int]:
        """length - optimal when the moves solve, else None."""
    @property
    def after(self) -> list[int]:
        """The distance after each legal move."""
    @property
    def best(self) -> list[bool]:
        """Whether each legal move was one of the best."""
    @property
    def first_loss(self) -> Optional[int]:
        """The index of the first legal move that was not one of the best."""

def score(
    board: _Board, moves: str, target: Optional[_Board] = None, *, metric: _Metric = "stm"
) -> Score:
    """Grades moves (the blank's letters, or the tile notation when they
    have a capital) from board towards target (the goal when None); with
    metric="mtm" a run of one letter ("dd", "U2") is one slide."""

@final
class HeuristicReport:
    """A heuristic checked by check_heuristic()."""

    @property
    def admissible(self) -> bool:
        """Whether it never overestimates."""
    @property
    def consistent(self) -> bool:
        """Whether no move lowers it by more than one and it is 0 at the
        target."""
    @property
    def overestimating(self) -> int:
        """How many boards it overestimates."""
    @property
    def overestimates(self) -> list[tuple[_Cells, float, int]]:
        """The first ten, by rows: (board, h, distance)."""
    @property
    def inconsistent_moves(self) -> int:
        """How many moves lower it by more than one."""
    @property
    def inconsistent(self) -> list[tuple[_Cells, _Cells, float, float]]:
        """The first ten: (board, neighbour, h at the board, h at the
        neighbour)."""
    @property
    def ratio(self) -> dict[int, float]:
        """Depth to the mean h / distance."""
    @property
    def generated(self) -> dict[int, float]:
        """Depth to the mean number of boards A* generates."""
    @property
    def branching(self) -> dict[int, float]:
        """Depth to the effective branching factor b*."""

def check_heuristic(
    h: Union[Callable[[_Cells], float], Iterable[float], Buffer],
    target: Optional[_Board] = None,
    *,
    metric: _Metric = "stm",
    samples: int = 100,
    seed: int = 0,
    depths: Optional[Iterable[int]] = None,
) -> HeuristicReport:
    """Checks h (a function of a board as a tuple, or one value a row of
    space(target)) for admissibility and consistency, its ratio to the
    distance by depth, and A* with it from samples boards at each depth
    (every depth when depths is None)."""

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

def svg(
    board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False
) -> str:
    """An SVG picture: the board (moves and target None), the answer from
    board to target (moves None), or the boards after each letter of moves
    (d, l, r, u), six a row, an arrow on each tile that slides next; with
    animate=True one board whose tiles slide through the moves (CSS)."""

class Picture:
    """A picture that draws itself in a notebook: svg()'s, as svg."""

    svg: str
    title: str
    """What the picture shows, in words (its SVG title)."""
    def __init__(
        self, board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False
    ) -> None: ...
    def _repr_svg_(self) -> str: ...
    def save(self, path: str) -> None:
        """Writes the SVG to a file."""

def show(
    board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False
) -> Picture:
    """svg()'s picture as an object that draws itself in a notebook."""

# The boards of eight_solver.pictures: each board's cells as bytes, the
# start first (not for use on its own).
def _boards_along(board: _Board, moves: str) -> list[bytes]: ...

# The first draw of numpy's generator for each seed from first on, for
# eight_solver.env's vector environment (not for use on its own).
def _numpy_first_draws(first: int, count: int) -> Optional[list[int]]: ...

# The engine of eight_solver.env (not for use on its own).
@final
class _Oracle:
    def __new__(cls, target: Optional[_Board], metric: str) -> _Oracle: ...
    @property
    def farthest(self) -> int: ...
    @property
    def actions(self) -> int: ...

@final
class _Puzzles:
    def __new__(
        cls,
        oracle: _Oracle,
        count: int,
        distances: tuple[int, int],
        reward: str,
        max_steps: int,
        illegal: str,
        autoreset: bool,
    ) -> _Puzzles: ...
    def reset(
        self,
        distances: Optional[tuple[int, int]] = None,
        board: object = None,
        only: Optional[list[bool]] = None,
        seeds: Optional[list[Optional[int]]] = None,
    ) -> tuple[memoryview, memoryview, memoryview, memoryview, memoryview, memoryview, memoryview]: ...
    def step(
        self, actions: bytes
    ) -> tuple[memoryview, memoryview, memoryview, memoryview, memoryview, memoryview, memoryview]: ...
    def step_one(self, action: int) -> tuple[bytes, float, bool, bool, int, int, int]: ...
