"""Gymnasium environments of the 8-puzzle with exact rewards (the extra
"gym": ``pip install eight-solver[gym]``).

Importing this module registers ``eight_solver/EightPuzzle-v0``, for
``gymnasium.make`` and ``gymnasium.make_vec`` (whose
``vectorization_mode="vector_entry_point"`` gives
:class:`EightPuzzleVectorEnv`, which steps every board in one call in
Rust).

Observation: the board, ``uint8`` of shape (9,), the tiles in reading
order and 0 the blank. Actions: 0 to 3 move the blank d, l, r, u (the
blank's letters, in ASCII order); with ``metric="mtm"`` 4 to 7 slide two
cells the same ways. ``info`` holds ``"action_mask"`` (the legal actions)
and ``"best_actions"`` (those one move closer to the target), both
``int8`` over the actions, and ``"distance"``, the board's distance to the
target. Rewards: ``"step"`` -1 a move (an optimal episode from distance d
earns -d), ``"distance"`` the distance before a move less the distance
after it (d in all), ``"sparse"`` 1 on the move that reaches the target,
else 0 (1 in all). ``terminated`` on the target, ``truncated`` after
``max_steps`` steps (``None``: never). An illegal action leaves the board
as it was and counts as a step (``illegal="stay"``) or raises
``ValueError`` and changes nothing (``illegal="refuse"``).

``reset(seed=..., options=...)`` draws the board uniformly among those at
``{"distance": d}``, or at ``{"distances": (lo, hi)}`` (inclusive), or
starts at ``{"board": board}``; without options (and so on every autoreset
of the vector environment) among those at the constructor's
``distances=(lo, hi)``, by default every board but the target. A seed
fixes the boards of that reset and of every later reset without one.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, Optional, SupportsFloat, Union

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from numpy.typing import NDArray

from . import _numpy_first_draws, _Oracle, _Puzzles, pictures

if TYPE_CHECKING:
    # The names of the metrics, written once, in the package's stubs.
    from . import _Metric

__all__ = ["ID", "EightPuzzleEnv", "EightPuzzleVectorEnv"]

ID = "eight_solver/EightPuzzle-v0"

_Board = Union[str, Sequence[int], NDArray[np.integer[Any]]]
_RENDER_MODES = ["ansi", "rgb_array"]

_OPTIONS = ("distance", "distances", "board")


# The oracles made so far, by target and metric: the first made leaves
# when a ninth comes.
_ORACLES: dict[tuple[Optional[Union[str, tuple[Any, ...]]], str], _Oracle] = {}


def _oracle(target: Optional[Union[str, tuple[Any, ...]]], metric: str) -> _Oracle:
    """The space of a target in a metric and where each action leads from
    each board, made once and shared by every environment of that target."""
    key = (target, metric)
    if key not in _ORACLES:
        made = _Oracle(target, metric)
        if len(_ORACLES) >= 8:
            del _ORACLES[next(iter(_ORACLES))]
        _ORACLES[key] = made
    return _ORACLES[key]


def _target_key(target: Optional[_Board]) -> Optional[Union[str, tuple[Any, ...]]]:
    """A target as a key of the cache (the solver reads and checks it)."""
    if target is None or isinstance(target, str):
        return target
    if isinstance(target, np.ndarray):
        return tuple(target.tolist())
    return tuple(target)


def _whole(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    return operator.index(value)


def _pair(value: object, what: str) -> tuple[int, int]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) != 2:
        raise TypeError(f"{what} must be a pair (lo, hi) of ints")
    return _whole(value[0], f"{what}[0]"), _whole(value[1], f"{what}[1]")


def _start(options: Optional[dict[str, Any]]) -> tuple[Optional[tuple[int, int]], Any]:
    """What a reset starts from: the distances to draw from (None for the
    environment's own) and a board."""
    if not options:
        return None, None
    unknown = sorted(set(options) - set(_OPTIONS))
    if unknown:
        raise ValueError(f"unknown reset option {unknown[0]!r}: the options are 'distance', 'distances' and 'board'")
    given = [name for name in _OPTIONS if name in options]
    if len(given) > 1:
        raise ValueError(f"reset takes one of 'distance', 'distances' and 'board', not {' and '.join(given)}")
    name = given[0]
    value = options[name]
    if name == "distance":
        d = _whole(value, "options['distance']")
        return (d, d), None
    if name == "distances":
        return _pair(value, "options['distances']"), None
    return None, value.tolist() if isinstance(value, np.ndarray) else value


def _usual(distances: Optional[tuple[int, int]], oracle: _Oracle) -> tuple[int, int]:
    """The distances of a reset without options: every board but the
    target when None."""
    return (1, oracle.farthest) if distances is None else _pair(distances, "distances")


def _check_settings(reward: str, max_steps: Optional[int], render_mode: Optional[str]) -> int:
    if render_mode is not None and render_mode not in _RENDER_MODES:
        raise ValueError(f"render_mode must be None, 'ansi' or 'rgb_array', not {render_mode!r}")
    if max_steps is None:
        return 0
    steps = _whole(max_steps, "max_steps")
    if not 0 < steps < 2**32:
        raise ValueError(f"max_steps must be a positive int or None, not {steps}")
    return steps


def _engine(
    count: int,
    autoreset: bool,
    target: Optional[_Board],
    metric: str,
    reward: str,
    max_steps: Optional[int],
    illegal: str,
    render_mode: Optional[str],
    distances: Optional[tuple[int, int]],
) -> tuple[_Oracle, _Puzzles]:
    """The oracle and the boards of `count` environments, the settings
    checked: what both environments' constructors make."""
    steps = _check_settings(reward, max_steps, render_mode)
    oracle = _oracle(_target_key(target), metric)
    return oracle, _Puzzles(oracle, count, _usual(distances, oracle), reward, steps, illegal, autoreset)


def _seed_of(rng: np.random.Generator) -> int:
    """The seed of an environment's board generator, drawn from its numpy
    generator (Gymnasium's np_random)."""
    return int(rng.integers(2**63))


class EightPuzzleEnv(gymnasium.Env[NDArray[np.uint8], np.int64]):
    """One 8-puzzle board to bring to a target (see the module's
    documentation)."""

    metadata = {"render_modes": _RENDER_MODES, "render_fps": 4}

    def __init__(
        self,
        target: Optional[_Board] = None,
        metric: _Metric = "stm",
        reward: Literal["step", "distance", "sparse"] = "step",
        max_steps: Optional[int] = 100,
        illegal: Literal["stay", "refuse"] = "stay",
        render_mode: Optional[Literal["ansi", "rgb_array"]] = None,
        distances: Optional[tuple[int, int]] = None,
    ) -> None:
        settings = (target, metric, reward, max_steps, illegal, render_mode, distances)
        self._oracle, self._puzzles = _engine(1, False, *settings)
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0, 8, shape=(9,), dtype=np.uint8)
        self.action_space = spaces.Discrete(self._oracle.actions)
        self._seeded = False
        self._board: Optional[NDArray[np.uint8]] = None
        self._distance = 0
        # Each set of actions as bits, spread out as the info's int8 masks.
        actions = self._oracle.actions
        self._masks = np.array([[bits >> a & 1 for a in range(actions)] for bits in range(256)], dtype=np.int8)

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[NDArray[np.uint8], dict[str, Any]]:
        distances, board = _start(options)
        seeds: Optional[list[Optional[int]]] = None
        rng = None
        if seed is not None:
            rng = seeding.np_random(seed)[0]
            seeds = [_seed_of(rng)]
        elif not self._seeded:
            seeds = [_seed_of(self.np_random)]
        outputs = self._puzzles.reset(distances, board, None, seeds)
        if rng is not None:
            super().reset(seed=seed)
            self._np_random = rng
        self._seeded = True
        return self._unpack(outputs)

    def step(self, action: Union[int, np.integer[Any]]) -> tuple[NDArray[np.uint8], SupportsFloat, bool, bool, dict[str, Any]]:
        if self._board is None:
            raise gymnasium.error.ResetNeeded("call reset() before step()")
        chosen = _whole(action, "action")
        if not 0 <= chosen < self._oracle.actions:
            raise ValueError(f"action {chosen} is out of range: the actions are 0 to {self._oracle.actions - 1}")
        cells, reward, terminated, truncated, distance, legal, best = self._puzzles.step_one(chosen)
        self._board = np.frombuffer(cells, dtype=np.uint8)
        self._distance = distance
        info = {"action_mask": self._masks[legal].copy(), "best_actions": self._masks[best].copy(), "distance": distance}
        return self._board.copy(), reward, terminated, truncated, info

    def _unpack(self, outputs: Any) -> tuple[NDArray[np.uint8], dict[str, Any]]:
        boards, _, _, _, distances, legal, best = outputs
        self._board = np.asarray(boards)[0]
        self._distance = int(distances[0])
        info = {
            "action_mask": np.asarray(legal)[0],
            "best_actions": np.asarray(best)[0],
            "distance": self._distance,
        }
        return self._board.copy(), info

    def render(self) -> Any:
        if self._board is None or self.render_mode is None:
            return None
        if self.render_mode == "ansi":
            return _text(self._board, self._distance)
        return _image(self._board)


class EightPuzzleVectorEnv(VectorEnv[NDArray[np.uint8], NDArray[np.int64], NDArray[Any]]):
    """num_envs boards stepped in one call, in Rust without the GIL, with
    Gymnasium's next-step autoreset: the step after an episode's end starts
    the next one (its action is ignored; reward 0, not terminated, not
    truncated). Seeded with an int s, environment i gives what an
    EightPuzzleEnv reset with seed s + i gives. The info arrays have one
    row an environment, and their "_" masks are all true."""

    metadata = {"render_modes": _RENDER_MODES, "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self,
        num_envs: int,
        target: Optional[_Board] = None,
        metric: _Metric = "stm",
        reward: Literal["step", "distance", "sparse"] = "step",
        max_steps: Optional[int] = 100,
        illegal: Literal["stay", "refuse"] = "stay",
        render_mode: Optional[Literal["ansi", "rgb_array"]] = None,
        distances: Optional[tuple[int, int]] = None,
    ) -> None:
        count = _whole(num_envs, "num_envs")
        if count < 1:
            raise ValueError(f"num_envs must be at least 1, not {count}")
        self.num_envs = count
        settings = (target, metric, reward, max_steps, illegal, render_mode, distances)
        self._oracle, self._puzzles = _engine(count, True, *settings)
        self.render_mode = render_mode
        self.single_observation_space = spaces.Box(0, 8, shape=(9,), dtype=np.uint8)
        self.single_action_space = spaces.Discrete(self._oracle.actions)
        self.observation_space = batch_space(self.single_observation_space, count)
        self.action_space = batch_space(self.single_action_space, count)
        self._everywhere = np.ones(count, dtype=np.bool_)
        self._everywhere.flags.writeable = False
        self._seeded = False
        self._boards: Optional[NDArray[np.uint8]] = None
        self._distances: Optional[NDArray[np.int8]] = None

    def reset(
        self, *, seed: Optional[Union[int, list[Optional[int]]]] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[NDArray[np.uint8], dict[str, Any]]:
        options = dict(options or {})
        only = options.pop("reset_mask", None)
        if only is not None:
            if not isinstance(only, np.ndarray) or only.dtype != np.bool_ or only.shape != (self.num_envs,):
                raise TypeError(f"options['reset_mask'] must be a numpy bool array of shape ({self.num_envs},)")
            only = only.tolist()
        distances, board = _start(options)
        drawn = None
        if seed is None:
            given: list[Optional[int]] = [None] * self.num_envs
        elif isinstance(seed, list):
            given = list(seed)
            if len(given) != self.num_envs:
                raise ValueError(f"{len(given)} seeds for {self.num_envs} environments")
        else:
            first = _whole(seed, "seed")
            given = [first + i for i in range(self.num_envs)]
            # An int seed's environments, seeded as numpy would seed them
            # without a numpy generator each (making those was most of a
            # reset's time).
            drawn = _numpy_first_draws(first, self.num_envs) if first >= 0 else None
        seeds: list[Optional[int]] = list(drawn) if drawn is not None else [
            _seed_of(seeding.np_random(s)[0]) if s is not None else None if self._seeded else _seed_of(self.np_random)
            for s in given
        ]
        outputs = self._puzzles.reset(distances, board, only, seeds)
        if isinstance(seed, int):
            super().reset(seed=seed)
        self._seeded = True
        observations, _, _, _, info = self._unpack(outputs)
        return observations, info

    def step(
        self, actions: Any
    ) -> tuple[NDArray[np.uint8], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        if self._boards is None:
            raise gymnasium.error.ResetNeeded("call reset() before step()")
        chosen = np.asarray(actions)
        if chosen.dtype.kind not in "iu":
            raise TypeError(f"actions must be ints, not {chosen.dtype}")
        if chosen.shape != (self.num_envs,):
            raise ValueError(f"actions must have the shape ({self.num_envs},), not {chosen.shape}")
        if chosen.size and (chosen.min() < 0 or chosen.max() >= self._oracle.actions):
            bad = int(np.flatnonzero((chosen < 0) | (chosen >= self._oracle.actions))[0])
            raise ValueError(
                f"action {int(chosen[bad])} of environment {bad} is out of range: "
                f"the actions are 0 to {self._oracle.actions - 1}"
            )
        return self._unpack(self._puzzles.step(chosen.astype(np.uint8).tobytes()))

    def _unpack(
        self, outputs: Any
    ) -> tuple[NDArray[np.uint8], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        boards, rewards, terminated, truncated, distances, legal, best = (np.asarray(part) for part in outputs)
        self._boards, self._distances = boards, distances
        info = {
            "action_mask": legal,
            "_action_mask": self._everywhere,
            "best_actions": best,
            "_best_actions": self._everywhere,
            "distance": distances,
            "_distance": self._everywhere,
        }
        return boards.copy(), rewards, terminated, truncated, info

    def render(self) -> Optional[tuple[Any, ...]]:
        if self._boards is None or self._distances is None or self.render_mode is None:
            return None
        if self.render_mode == "ansi":
            return tuple(_text(b, int(d)) for b, d in zip(self._boards, self._distances))
        return tuple(_image(b) for b in self._boards)


def _text(board: NDArray[np.uint8], distance: int) -> str:
    """The "ansi" rendering: the board in three rows, "." the blank, and
    its distance."""
    cells = ["." if c == 0 else str(c) for c in board.tolist()]
    rows = [" ".join(cells[r : r + 3]) for r in (0, 3, 6)]
    return "\n".join(rows) + f"\ndistance {distance}\n"


# Digits 1 to 8 in 5 x 7 pixels, for the "rgb_array" rendering.
_DIGITS = {
    1: ("00100", "01100", "00100", "00100", "00100", "00100", "01110"),
    2: ("01110", "10001", "00001", "00010", "00100", "01000", "11111"),
    3: ("11110", "00001", "00001", "01110", "00001", "00001", "11110"),
    4: ("00010", "00110", "01010", "10010", "11111", "00010", "00010"),
    5: ("11111", "10000", "11110", "00001", "00001", "10001", "01110"),
    6: ("00110", "01000", "10000", "11110", "10001", "10001", "01110"),
    7: ("11111", "00001", "00010", "00100", "01000", "01000", "01000"),
    8: ("01110", "10001", "10001", "01110", "10001", "10001", "01110"),
}
_PIXEL = 6
_CELL = 60
_SPACE = 6


def _rgb(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


def _image(board: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """The "rgb_array" rendering: the board as the pictures draw it, in
    the page's colors, (204, 204, 3) uint8."""
    size = 3 * _CELL + 4 * _SPACE
    image = np.empty((size, size, 3), dtype=np.uint8)
    image[:, :] = _rgb(pictures.GAP)
    for cell, tile in enumerate(board.tolist()):
        top, left = _SPACE + (cell // 3) * (_CELL + _SPACE), _SPACE + (cell % 3) * (_CELL + _SPACE)
        image[top : top + _CELL, left : left + _CELL] = _rgb(pictures.PAPER if tile == 0 else pictures.TILE)
        if tile:
            glyph = np.array([[c == "1" for c in row] for row in _DIGITS[tile]])
            big = glyph.repeat(_PIXEL, axis=0).repeat(_PIXEL, axis=1)
            y, x = top + (_CELL - big.shape[0]) // 2, left + (_CELL - big.shape[1]) // 2
            image[y : y + big.shape[0], x : x + big.shape[1]][big] = _rgb(pictures.TILE_INK)
    return image


gymnasium.register(
    id=ID,
    entry_point="eight_solver.env:EightPuzzleEnv",
    vector_entry_point="eight_solver.env:EightPuzzleVectorEnv",
)
