"""The Gymnasium environments against the breadth-first search of
test_whole.py: distances, masks and boards after each action for targets
of both parities in both metrics, every reset distance, whole optimal
episodes in each reward mode, seeds, the vector environment against
Gymnasium's own vector of single environments, and every refusal."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import eight_solver  # noqa: E402
import eight_solver.env  # noqa: E402
from eight_solver import GOAL, UnsolvableError  # noqa: E402
from eight_solver.env import EightPuzzleEnv, EightPuzzleVectorEnv  # noqa: E402
from test_whole import Searched, cells, code, moves_of, text  # noqa: E402

ID = "eight_solver/EightPuzzle-v0"
FARTHEST = {"stm": 31, "mtm": 24}


@pytest.fixture(scope="module", params=[(t, m) for t in (GOAL, "1x2345687") for m in ("stm", "mtm")])
def searched(request: pytest.FixtureRequest) -> tuple[str, str, Searched]:
    target, metric = request.param
    return target, metric, Searched(target, metric)


def mask(codes: set[int], actions: int) -> list[int]:
    return [1 if a in codes else 0 for a in range(actions)]


def test_distances_masks_and_moves_against_the_search(searched: tuple[str, str, Searched]) -> None:
    target, metric, search = searched
    actions = 4 if metric == "stm" else 8
    step = moves_of(metric)
    env = EightPuzzleEnv(target=target, metric=metric, reward="distance")
    assert env.action_space == gymnasium.spaces.Discrete(actions)
    boards = random.Random(5).sample(sorted(search.distance), 200)
    for board in boards:
        observation, info = env.reset(options={"board": board})
        assert text(observation) == board
        assert info["distance"] == search.distance[board]
        legal = {code(m): after for m, after in step(board)}
        assert info["action_mask"].tolist() == mask(set(legal), actions)
        assert info["best_actions"].dtype == np.int8 and info["action_mask"].dtype == np.int8
        closer = {code(m) for m, _ in search.closer.get(board, [])}
        assert info["best_actions"].tolist() == mask(closer, actions)
        for action, after in legal.items():
            env.reset(options={"board": board})
            observation, reward, terminated, truncated, info = env.step(action)
            assert text(observation) == after
            assert reward == search.distance[board] - search.distance[after]
            assert info["distance"] == search.distance[after]
            assert terminated == (after == target) and not truncated


@pytest.mark.parametrize("metric", ["stm", "mtm"])
def test_a_reset_at_each_distance_gives_a_board_at_exactly_that_distance(metric: str) -> None:
    env = EightPuzzleEnv(metric=metric)
    for d in range(FARTHEST[metric] + 1):
        for seed in (0, 1):
            observation, info = env.reset(seed=seed, options={"distance": d})
            assert info["distance"] == d
            assert eight_solver.distance(observation.tolist(), metric=metric) == d
    with pytest.raises(ValueError, match=f"distance {FARTHEST[metric] + 1} is out of range: the boards are 0 to {FARTHEST[metric]} moves"):
        env.reset(options={"distance": FARTHEST[metric] + 1})


def test_a_range_of_distances_and_the_default_draw_inside_it() -> None:
    env = EightPuzzleEnv()
    seen = set()
    env.reset(seed=11)
    for _ in range(300):
        _, info = env.reset(options={"distances": (3, 5)})
        assert 3 <= info["distance"] <= 5
        seen.add(info["distance"])
    assert seen == {3, 4, 5}
    # Without options: every board but the target, so the far ones too.
    distances = [env.reset()[1]["distance"] for _ in range(300)]
    assert min(distances) >= 1 and max(distances) >= 24


@pytest.mark.parametrize("metric", ["stm", "mtm"])
@pytest.mark.parametrize("reward, total", [("step", lambda d: -d), ("distance", lambda d: d), ("sparse", lambda d: 1)])
def test_an_optimal_episode_takes_d_steps_and_earns_the_documented_total(metric: str, reward: str, total: Any) -> None:
    env = EightPuzzleEnv(metric=metric, reward=reward, max_steps=None)
    for d in (1, 7, FARTHEST[metric]):
        observation, info = env.reset(seed=d, options={"distance": d})
        earned, steps, terminated = 0.0, 0, False
        while not terminated:
            action = int(np.flatnonzero(info["best_actions"])[0])
            observation, r, terminated, truncated, info = env.step(action)
            earned += float(r)
            steps += 1
            assert not truncated
            assert info["distance"] == d - steps
        assert steps == d and earned == total(d)
        assert text(observation) == GOAL


def test_max_steps_truncates_and_the_target_terminates() -> None:
    env = EightPuzzleEnv(max_steps=3)
    _, info = env.reset(seed=2, options={"distance": 20})
    ends = []
    for _ in range(3):
        worst = int(np.flatnonzero(info["action_mask"] & (1 - info["best_actions"]))[0])
        _, _, terminated, truncated, info = env.step(worst)
        ends.append((terminated, truncated))
    assert ends == [(False, False), (False, False), (False, True)]
    # Reaching the target on the last allowed step is terminated, not truncated.
    observation, info = env.reset(options={"distance": 3})
    for _ in range(3):
        observation, _, terminated, truncated, info = env.step(int(np.flatnonzero(info["best_actions"])[0]))
    assert (terminated, truncated) == (True, False)


def test_seeds_reproduce_boards_and_later_resets() -> None:
    first, second = EightPuzzleEnv(), EightPuzzleEnv()
    a = [first.reset(seed=7)[0].tolist()] + [first.reset()[0].tolist() for _ in range(5)]
    b = [second.reset(seed=7)[0].tolist()] + [second.reset()[0].tolist() for _ in range(5)]
    assert a == b and len({tuple(x) for x in a}) > 1
    assert first.reset(seed=8)[0].tolist() != a[0] or first.reset(seed=9)[0].tolist() != a[0]


def test_an_illegal_action_stays_and_counts_or_is_refused() -> None:
    env = EightPuzzleEnv(reward="step")
    observation, info = env.reset(options={"board": "x12345678"})
    assert info["action_mask"].tolist() == [1, 0, 1, 0]
    after, reward, terminated, truncated, info = env.step(3)
    assert after.tolist() == observation.tolist() and reward == -1.0 and not terminated
    refusing = EightPuzzleEnv(illegal="refuse")
    observation, _ = refusing.reset(options={"board": "x12345678"})
    with pytest.raises(ValueError, match=r"action 3 \(u\) of environment 0 is illegal on x12345678"):
        refusing.step(3)
    after, *_ = refusing.step(0)
    assert text(after) == "312x45678"


def test_bad_input_is_refused_and_changes_nothing() -> None:
    env = EightPuzzleEnv(metric="stm")
    observation, _ = env.reset(seed=1, options={"board": "1234x5678"})
    refusals: list[tuple[type[Exception], str, Any]] = [
        (ValueError, "distance 32 is out of range", lambda: env.reset(options={"distance": 32})),
        (ValueError, "distance -1 is out of range", lambda: env.reset(options={"distance": -1})),
        (ValueError, "distances 5 to 2 are out of range", lambda: env.reset(options={"distances": (5, 2)})),
        (TypeError, "options\\['distance'\\] must be an int, not float", lambda: env.reset(options={"distance": 2.0})),
        (TypeError, "must be a pair", lambda: env.reset(options={"distances": 4})),
        (ValueError, "unknown reset option 'depth'", lambda: env.reset(options={"depth": 3})),
        (ValueError, "not distance and board", lambda: env.reset(options={"distance": 3, "board": GOAL})),
        (ValueError, "a run of 8 cells", lambda: env.reset(options={"board": "12345678"})),
        (UnsolvableError, "cannot reach", lambda: env.reset(options={"board": "12345687x"})),
        (ValueError, "action 4 is out of range: the actions are 0 to 3", lambda: env.step(4)),
        (ValueError, "action -1 is out of range", lambda: env.step(-1)),
        (TypeError, "action must be an int, not float", lambda: env.step(1.0)),
        (TypeError, "action must be an int, not bool", lambda: env.step(True)),
    ]
    for error, message, call in refusals:
        with pytest.raises(error, match=message):
            call()
    # Nothing moved: the board is the one of the last good reset.
    after, _, _, _, info = env.step(0)
    assert text(after) == "1234756x8" and info["distance"] == eight_solver.distance("1234756x8")
    with pytest.raises(ValueError, match="reward must be 'step', 'distance' or 'sparse', not \"dense\""):
        EightPuzzleEnv(reward="dense")
    with pytest.raises(ValueError, match="max_steps must be a positive int or None, not 0"):
        EightPuzzleEnv(max_steps=0)
    with pytest.raises(ValueError, match="metric must be 'stm' or 'mtm'"):
        EightPuzzleEnv(metric="htm")
    with pytest.raises(ValueError, match="target '123456789' is not a board"):
        EightPuzzleEnv(target="123456789")
    with pytest.raises(ValueError, match="render_mode must be None, 'ansi' or 'rgb_array'"):
        EightPuzzleEnv(render_mode="human")
    with pytest.raises(gymnasium.error.ResetNeeded):
        EightPuzzleEnv().step(0)


@pytest.mark.parametrize("metric", ["stm", "mtm"])
@pytest.mark.parametrize("render_mode", [None, "ansi", "rgb_array"])
def test_gymnasium_check_env_passes_without_a_warning(metric: str, render_mode: str | None) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gymnasium.make(ID, metric=metric, render_mode=render_mode)
        check_env(env.unwrapped)
        assert env.spec is not None and env.spec.id == ID


def test_renders_draw_the_board() -> None:
    env = EightPuzzleEnv(render_mode="ansi")
    env.reset(options={"board": "23415x768"})
    assert env.render() == "2 3 4\n1 5 .\n7 6 8\ndistance 19\n"
    env = EightPuzzleEnv(render_mode="rgb_array")
    env.reset(options={"board": "23415x768"})
    image = env.render()
    assert image.shape == (204, 204, 3) and image.dtype == np.uint8
    tile, paper = (0x2F, 0x5D, 0x8A), (0xF7, 0xF5, 0xF0)
    # Each cell's corner: a tile's color, or the blank's at cell 5.
    for cell in range(9):
        top, left = 6 + (cell // 3) * 66, 6 + (cell % 3) * 66
        assert tuple(image[top + 2, left + 2]) == (paper if cell == 5 else tile)
        # A tile's number is drawn in white in its middle; the blank has none.
        white = (image[top : top + 60, left : left + 60] == 255).all(axis=2).sum()
        assert (white > 0) == (cell != 5)


def run(vector: Any, actions: np.ndarray) -> list[Any]:
    steps = []
    for row in actions:
        observations, rewards, terminated, truncated, info = vector.step(row)
        steps.append(
            (
                observations.tolist(),
                rewards.tolist(),
                terminated.tolist(),
                truncated.tolist(),
                {k: np.asarray(v).tolist() for k, v in sorted(info.items())},
            )
        )
    return steps


@pytest.mark.parametrize("metric", ["stm", "mtm"])
@pytest.mark.parametrize("reward", ["step", "distance", "sparse"])
def test_the_vector_environment_equals_single_ones_with_the_same_seeds(metric: str, reward: str) -> None:
    n = 6
    # Near the target, so that random actions end episodes both ways.
    settings = {"metric": metric, "reward": reward, "max_steps": 7, "distances": (1, 2)}
    ours = gymnasium.make_vec(ID, num_envs=n, vectorization_mode="vector_entry_point", **settings)
    assert isinstance(ours, EightPuzzleVectorEnv)
    theirs = gymnasium.make_vec(ID, num_envs=n, vectorization_mode="sync", **settings)
    for options in ({"distance": 3}, None):
        a_obs, a_info = ours.reset(seed=42, options=options)
        b_obs, b_info = theirs.reset(seed=42, options=options)
        assert a_obs.tolist() == b_obs.tolist()
        assert {k: np.asarray(v).tolist() for k, v in a_info.items()} == {k: np.asarray(v).tolist() for k, v in b_info.items()}
        actions = np.random.default_rng(1).integers(0, 8 if metric == "mtm" else 4, size=(60, n))
        ours_steps, theirs_steps = run(ours, actions), run(theirs, actions)
        assert ours_steps == theirs_steps
        # Episodes ended and started again along the way.
        assert any(any(t) for _, _, t, _, _ in ours_steps)
        assert any(any(t) for _, _, _, t, _ in ours_steps)
    assert ours.observation_space == theirs.observation_space
    assert ours.action_space == theirs.action_space
    assert ours.metadata["autoreset_mode"] == theirs.metadata["autoreset_mode"]


def test_the_first_draws_are_numpys_own() -> None:
    from gymnasium.utils import seeding

    seeds = [0, 1, 3, 4095, 2**31, 2**32 - 1, 2**32, 2**40 + 7, 2**63, 2**64 - 2]
    rng = random.Random(9)
    seeds += [rng.getrandbits(64 - shift) for shift in range(0, 64, 3) for _ in range(10)]
    for seed in seeds:
        assert eight_solver._numpy_first_draws(seed, 1) == [int(seeding.np_random(seed)[0].integers(2**63))]
    assert eight_solver._numpy_first_draws(2**64 - 3, 3) is None
    assert eight_solver._numpy_first_draws(5, 0) == []


@pytest.mark.parametrize("seed", [2**32 - 3, 2**64 - 4])
def test_seeds_across_a_word_and_past_64_bits_are_single_environments(seed: int) -> None:
    # The first crosses from one 32-bit word of entropy to two; the second
    # passes what the library draws itself, and numpy seeds the rest.
    n = 6
    ours = gymnasium.make_vec(ID, num_envs=n, vectorization_mode="vector_entry_point")
    theirs = gymnasium.make_vec(ID, num_envs=n, vectorization_mode="sync")
    assert ours.reset(seed=seed)[0].tolist() == theirs.reset(seed=seed)[0].tolist()


def test_the_vector_environment_refuses_bad_actions_and_changes_nothing() -> None:
    vector = EightPuzzleVectorEnv(3)
    observations, _ = vector.reset(seed=0, options={"board": "1234x5678"})
    for bad, error, message in [
        (np.array([0, 1, 4]), ValueError, "action 4 of environment 2 is out of range"),
        (np.array([0.0, 1.0, 2.0]), TypeError, "actions must be ints, not float64"),
        (np.array([0, 1]), ValueError, r"actions must have the shape \(3,\), not \(2,\)"),
    ]:
        with pytest.raises(error, match=message):
            vector.step(bad)
    after, *_ = vector.step(np.array([0, 1, 2]))
    assert [text(b) for b in after] == ["1234756x8", "123x45678", "12345x678"]
    with pytest.raises(ValueError, match="3 seeds for 2 environments"):
        EightPuzzleVectorEnv(2).reset(seed=[1, 2, 3])
    with pytest.raises(TypeError, match="reset_mask"):
        vector.reset(options={"reset_mask": [True, False, True]})


def test_a_reset_mask_resets_only_those_environments() -> None:
    vector = EightPuzzleVectorEnv(3)
    before, _ = vector.reset(seed=0, options={"distance": 10})
    after, info = vector.reset(options={"reset_mask": np.array([False, True, False]), "board": GOAL})
    assert after[0].tolist() == before[0].tolist() and after[2].tolist() == before[2].tolist()
    assert text(after[1]) == GOAL and info["distance"].tolist()[1] == 0
