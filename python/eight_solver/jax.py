"""Exact 8-puzzle distances and answers' first moves as JAX arrays, read by
pure functions that ``jax.jit`` and ``jax.vmap`` take over any batch shape
(the extra "jax": ``pip install 'eight-solver[jax]'``). For jumanji's
``SlidingTilePuzzle`` (grid 3), :class:`ExactReward` and
:class:`AtDistance` (the extra "jumanji").

Boards come as jumanji's ``(..., 3, 3)`` int grids or as the package's
``(..., 9)`` rows, of any integer type, 0 the blank. A board's row is its
rank among all 362,880 arrangements of the nine cells in reading order,
lexicographically (the blank as 0): found by two look-ups in small
tables, not by comparing cells.

>>> import jax.numpy as jnp
>>> import eight_solver.jax as ej
>>> distances = ej.table()                      # the goal, metric="stm"
>>> int(ej.distance(jnp.array([[8, 6, 7], [2, 5, 4], [3, 0, 1]]), distances))
31

A table holds -1 (:data:`UNREACHABLE`) at every board that cannot reach
its target (the other parity), and :func:`distance` gives -3
(:data:`NOT_A_BOARD`) for cells that are not 0 to 8 once each: never a
distance that is wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

import jax
import jax.numpy as jnp
import numpy as np

import eight_solver

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    # The metrics' names, written once, in the package's stubs.
    from . import _Metric
    from ._jumanji import AtDistance, ExactReward

__all__ = [
    "AT_TARGET",
    "NOT_A_BOARD",
    "NO_WAY",
    "ROWS",
    "UNREACHABLE",
    "AtDistance",
    "ExactReward",
    "distance",
    "first_moves",
    "jumanji_action",
    "next_move",
    "parity",
    "row",
    "table",
]

ROWS = 362_880
"""The rows of a table: every arrangement of the nine cells (9!)."""

UNREACHABLE = -1
"""A table's distance, and :func:`distance`'s, for a board that cannot reach
the target."""

AT_TARGET = -1
""":func:`next_move`'s code at the target (as ``eight_solver.next_moves``)."""

NO_WAY = -2
""":func:`next_move`'s code for a board that cannot reach the target (as
``eight_solver.next_moves``)."""

NOT_A_BOARD = -3
"""What :func:`distance` and :func:`next_move` give for cells that are not
0 to 8 once each, and :func:`row` gives -1 for."""


def _rank_tables() -> tuple[np.ndarray, np.ndarray]:
    """A board's row is the rank of its first four cells among the 3,024
    arrangements of four of the nine values, times 120, plus the rank of
    the order of its last five among the 120 orders of five: the tables of
    both, indexed by the cells read as base-9 numbers, each entry with the
    values it holds as bits above bit 20 (none where a value repeats)."""
    tables = []
    for length, weights in ((4, (336, 42, 6, 1)), (5, (24, 6, 2, 1, 0))):
        cells = np.indices((9,) * length).reshape(length, -1)
        bits = np.zeros(cells.shape[1], dtype=np.int64)
        for value in cells:
            bits |= 1 << value
        distinct = np.array([bin(b).count("1") for b in range(512)])[bits] == length
        rank = np.zeros(cells.shape[1], dtype=np.int64)
        for i, weight in enumerate(weights):
            if length == 4:
                # Values left below this one: those not taken before it.
                digit = cells[i] - (cells[:i] < cells[i]).sum(axis=0)
            else:
                digit = (cells[i + 1 :] < cells[i]).sum(axis=0)
            rank += digit * weight
        if length == 4:
            rank *= 120
        tables.append(np.where(distinct, rank | bits << 20, 0).astype(np.int32))
    return tables[0], tables[1]


_FIRST_FOUR, _LAST_FIVE = _rank_tables()
_RANK_BITS = (1 << 20) - 1

# jumanji's action for each of the blank's moves d, l, r, u (jumanji's
# actions move the blank up, right, down, left).
_JUMANJI_ACTIONS = np.array([2, 3, 1, 0], dtype=np.int32)


def _cells(boards: ArrayLike) -> jax.Array:
    """Boards as rows of shape (..., 9), in the integer type given."""
    cells = jnp.asarray(boards)
    if not jnp.issubdtype(cells.dtype, jnp.integer):
        raise TypeError(f"boards must be integers, not {cells.dtype}")
    if cells.shape[-1:] == (9,):
        return cells
    if cells.shape[-2:] == (3, 3):
        return cells.reshape(*cells.shape[:-2], 9)
    raise ValueError(f"boards must have shape (..., 9) or (..., 3, 3), not {cells.shape}")


def row(boards: ArrayLike) -> jax.Array:
    """Each board's row in a table, int32 of the batch's shape: 0 to
    362,879; -1 for cells that are not a board (0 to 8 once each)."""
    cells = _cells(boards)
    # In range in the type given: a cast first could wrap a wide value
    # onto a cell's.
    in_range = jnp.all((cells >= 0) & (cells <= 8), axis=-1)
    cells = jnp.clip(cells, 0, 8).astype(jnp.int32)
    first = jnp.asarray(_FIRST_FOUR)[_base_9(cells[..., :4])]
    last = jnp.asarray(_LAST_FIVE)[_base_9(cells[..., 4:])]
    # Each half's values are distinct (or its entry is 0); together they
    # are all nine exactly when neither half repeats the other's.
    whole = in_range & ((first | last) >> 20 == 511)
    return jnp.where(whole, (first & _RANK_BITS) + (last & _RANK_BITS), -1)


def _base_9(cells: jax.Array) -> jax.Array:
    number = cells[..., 0]
    for i in range(1, cells.shape[-1]):
        number = number * 9 + cells[..., i]
    return number


def parity(boards: ArrayLike) -> jax.Array:
    """Each board's parity, 0 or 1 (int32): the parity of its tiles' order.
    Two boards reach each other exactly when their parities are equal."""
    cells = _cells(boards).astype(jnp.int32)
    cell = jnp.arange(9)
    later = cell[None, :] > cell[:, None]
    # Pairs of tiles out of order, the blank left out.
    inverted = (cells[..., None, :] < cells[..., :, None]) & (cells[..., None, :] > 0) & later
    return jnp.sum(inverted, axis=(-2, -1)) % 2


def _target_rows(target: Optional[Union[str, Sequence[int]]], metric: _Metric) -> tuple[eight_solver.Space, np.ndarray]:
    """The space of a target and the table rows of its boards."""
    whole = eight_solver.space(target, metric)
    rows = np.asarray(jax.jit(row)(np.asarray(whole.boards)))
    return whole, rows


def table(target: Optional[Union[str, Sequence[int]]] = None, metric: _Metric = "stm") -> jax.Array:
    """The distance of every board to target (the goal when None), int8 of
    shape (362880,) indexed by :func:`row`: ``eight_solver.space()``'s
    distances, and :data:`UNREACHABLE` at each board of the other parity."""
    whole, rows = _target_rows(target, metric)
    distances = np.full(ROWS, UNREACHABLE, dtype=np.int8)
    distances[rows] = np.asarray(whole.distance)
    return jnp.asarray(distances)


def first_moves(target: Optional[Union[str, Sequence[int]]] = None, metric: _Metric = "stm") -> jax.Array:
    """The answer's first move from every board to target, int8 of shape
    (362880,) indexed by :func:`row`, coded as ``eight_solver.next_moves``
    codes it: 0 to 3 for d, l, r, u, 4 to 7 for dd, ll, rr, uu,
    :data:`AT_TARGET` at the target, :data:`NO_WAY` at each board of the
    other parity."""
    whole, rows = _target_rows(target, metric)
    firsts = np.full(ROWS, NO_WAY, dtype=np.int8)
    firsts[rows] = np.asarray(whole.first)
    return jnp.asarray(firsts)


def _look_up(boards: ArrayLike, values: jax.Array) -> jax.Array:
    at = row(boards)
    return jnp.where(at >= 0, values[jnp.maximum(at, 0)], jnp.int8(NOT_A_BOARD))


def distance(boards: ArrayLike, table: jax.Array) -> jax.Array:
    """Each board's distance in table (from :func:`table`), int8 of the
    batch's shape: :data:`UNREACHABLE` for a board of the other parity,
    :data:`NOT_A_BOARD` for cells that are not a board."""
    return _look_up(boards, table)


def next_move(boards: ArrayLike, firsts: jax.Array) -> jax.Array:
    """Each board's answer's first move in firsts (from
    :func:`first_moves`), int8 of the batch's shape, coded as there;
    :data:`NOT_A_BOARD` for cells that are not a board."""
    return _look_up(boards, firsts)


def jumanji_action(moves: ArrayLike) -> jax.Array:
    """jumanji's action (0 to 3: the blank up, right, down, left) for each
    move code of :func:`next_move`, int32; -1 where there is none (the
    target, another parity, not a board, or a two-cell slide)."""
    codes = jnp.asarray(moves).astype(jnp.int32)
    one_cell = (codes >= 0) & (codes < 4)
    return jnp.where(one_cell, jnp.asarray(_JUMANJI_ACTIONS)[jnp.clip(codes, 0, 3)], -1)


def __getattr__(name: str) -> Any:
    # jumanji's classes, imported on first use: the functions above need
    # JAX alone.
    if name in ("ExactReward", "AtDistance"):
        try:
            from . import _jumanji
        except ImportError as e:
            raise ImportError(f"eight_solver.jax.{name} needs jumanji: pip install 'eight-solver[jumanji]'") from e
        return getattr(_jumanji, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
