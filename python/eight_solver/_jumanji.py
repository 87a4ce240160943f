"""jumanji's SlidingTilePuzzle (grid 3) with exact labels: a reward of the
exact progress and a generator of boards by exact distance (see
eight_solver.jax, which exports both)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence, Union

import jax
import jax.numpy as jnp
import numpy as np
from jumanji.environments.logic.sliding_tile_puzzle.generator import Generator
from jumanji.environments.logic.sliding_tile_puzzle.reward import RewardFn
from jumanji.environments.logic.sliding_tile_puzzle.types import State

import eight_solver

from .jax import distance, table

# Typed with JAX's arrays where jumanji writes chex's aliases of them:
# chex has no types for mypy.
if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    from . import _Metric

__all__ = ["AtDistance", "ExactReward"]

_Target = Optional[Union[str, Sequence[int]]]


class ExactReward(RewardFn):
    """The reward d(s) - d(s'): the distance to target (the goal when None)
    before the step less the distance after it, so an optimal episode from
    a board at distance d returns d (an illegal move, which leaves the
    board, earns 0), and solved_bonus more on the step that reaches the
    target. jumanji's actions move the blank one cell: with
    metric="mtm" a step changes the distance by -1, 0 or 1.

    The environment's solved puzzle must be target: give its generator the
    same target (:class:`AtDistance` does)."""

    def __init__(self, target: _Target = None, metric: _Metric = "stm", solved_bonus: float = 0.0) -> None:
        self.table = table(target, metric)
        self.solved_bonus = solved_bonus

    def __call__(
        self,
        state: State,
        action: ArrayLike,
        next_state: State,
        solved_puzzle: jax.Array,
    ) -> jax.Array:
        if state.puzzle.shape[-2:] != (3, 3):
            size = " by ".join(map(str, state.puzzle.shape[-2:]))
            raise ValueError(f"ExactReward is for the 3 by 3 puzzle, not {size}")
        before = distance(state.puzzle, self.table).astype(jnp.int32)
        after = distance(next_state.puzzle, self.table).astype(jnp.int32)
        reached = (after == 0) & (before != 0)
        return (before - after).astype(float) + jnp.where(reached, self.solved_bonus, 0.0)


class AtDistance(Generator):
    """Boards drawn uniformly from a jax.random key among those exactly
    distance moves from target (the goal when None), or among those
    (low, high) moves away, both included; the solved puzzle is the
    target. Like RandomWalkGenerator, it splits the key and keeps one half
    in the state."""

    def __init__(
        self, distance: Union[int, tuple[int, int]], target: _Target = None, metric: _Metric = "stm"
    ) -> None:
        super().__init__(grid_size=3)
        low, high = _range(distance)
        whole = eight_solver.space(target, metric)
        distances = np.asarray(whole.distance)
        chosen = np.flatnonzero((distances >= low) & (distances <= high))
        if chosen.size == 0:
            raise ValueError(
                f"no board is {low} to {high} moves from {whole.target} (metric={metric!r}): "
                f"the farthest is {int(distances.max())}"
            )
        self.distance = (low, high)
        self.target = whole.target
        self._boards = jnp.asarray(np.asarray(whole.boards)[chosen])
        goal = np.asarray(whole.boards)[np.flatnonzero(distances == 0)[0]]
        self._solved = jnp.asarray(goal.astype(np.int32).reshape(3, 3))

    def make_solved_puzzle(self) -> jax.Array:
        return self._solved

    def __call__(self, key: jax.Array) -> State:
        key, pick = jax.random.split(key)
        at = jax.random.randint(pick, (), 0, self._boards.shape[0])
        cells = self._boards[at].astype(jnp.int32)
        blank = jnp.argmax(cells == 0)
        return State(
            puzzle=cells.reshape(3, 3),
            empty_tile_position=jnp.stack([blank // 3, blank % 3]).astype(jnp.int32),
            key=key,
            step_count=jnp.zeros((), jnp.int32),
        )


def _range(distance: Union[int, tuple[int, int]]) -> tuple[int, int]:
    """A distance or a (low, high) pair, as a pair of ints."""
    if isinstance(distance, tuple):
        if len(distance) != 2 or not all(_is_int(d) for d in distance):
            raise TypeError("distance must be an int or a pair (low, high) of ints")
        low, high = int(distance[0]), int(distance[1])
    elif _is_int(distance):
        low = high = int(distance)
    else:
        raise TypeError(f"distance must be an int or a pair (low, high) of ints, not {type(distance).__name__}")
    if not 0 <= low <= high:
        raise ValueError(f"the distances must be 0 <= low <= high, not ({low}, {high})")
    return low, high


def _is_int(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)
