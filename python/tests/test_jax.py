"""eight_solver.jax against the package's own answers, and jumanji's
SlidingTilePuzzle with its exact reward and generator."""

from __future__ import annotations

import math

import eight_solver
import eight_solver.jax as ej
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jumanji.environments.logic.sliding_tile_puzzle.env import SlidingTilePuzzle

TARGETS = [None, "x12345678", "8672543x1", "1234x5678", "12345687x"]


def random_boards(count: int, seed: int) -> np.ndarray:
    """Random arrangements of the nine cells, both parities."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((count, 9)), axis=1).astype(np.uint8)


def text_of(cells: np.ndarray) -> str:
    """A board's cells, any shape, as the package spells a board."""
    return "".join("x" if c == 0 else str(c) for c in np.asarray(cells).reshape(-1).tolist())


def lexicographic_rank(cells: list[int]) -> int:
    return sum(
        sum(1 for later in cells[i + 1 :] if later < cell) * math.factorial(8 - i) for i, cell in enumerate(cells)
    )


def test_a_row_is_the_rank_among_every_arrangement() -> None:
    boards = random_boards(3000, 1)
    rows = np.asarray(ej.row(boards))
    assert rows.tolist() == [lexicographic_rank(board.tolist()) for board in boards]
    assert ej.row(np.array([0, 1, 2, 3, 4, 5, 6, 7, 8])) == 0
    assert ej.row(np.array([8, 7, 6, 5, 4, 3, 2, 1, 0])) == ej.ROWS - 1


def test_every_board_of_a_space_has_a_row_of_its_own() -> None:
    rows = np.asarray(ej.row(np.asarray(eight_solver.space().boards)))
    assert np.unique(rows).size == 181_440


@pytest.mark.parametrize("metric", ["stm", "mtm"])
@pytest.mark.parametrize("target", TARGETS)
def test_the_table_is_the_space_and_nothing_else(target: str | None, metric: str) -> None:
    whole = eight_solver.space(target, metric)
    table = ej.table(target, metric)
    assert table.shape == (ej.ROWS,) and table.dtype == jnp.int8
    found = np.asarray(ej.distance(np.asarray(whole.boards), table))
    assert found.tolist() == np.asarray(whole.distance).tolist()
    # Every other row is a board of the other parity.
    assert int((np.asarray(table) == ej.UNREACHABLE).sum()) == ej.ROWS - 181_440


@pytest.mark.parametrize("metric", ["stm", "mtm"])
def test_distances_and_moves_are_the_packages_on_random_boards(metric: str) -> None:
    boards = random_boards(20_000, 2)
    # The goal and four random targets, of either parity.
    targets = [None] + [text_of(random_boards(1, seed)[0]) for seed in range(1, 5)]
    for target in targets:
        expected = np.asarray(eight_solver.distances(boards, target, metric=metric))
        assert np.asarray(ej.distance(boards, ej.table(target, metric))).tolist() == expected.tolist()
        assert (expected == -1).sum() > 9000
        moves = np.asarray(eight_solver.next_moves(boards, target, metric=metric))
        assert np.asarray(ej.next_move(boards, ej.first_moves(target, metric))).tolist() == moves.tolist()


def test_grids_rows_batches_jit_and_vmap_agree() -> None:
    table = ej.table()
    boards = random_boards(24, 3)
    flat = np.asarray(ej.distance(boards, table))
    grids = boards.reshape(2, 3, 4, 3, 3).astype(np.int32)
    assert np.asarray(ej.distance(grids, table)).reshape(-1).tolist() == flat.tolist()
    assert np.asarray(jax.jit(ej.distance)(boards.reshape(4, 6, 9), table)).reshape(-1).tolist() == flat.tolist()
    each = jax.vmap(ej.distance, in_axes=(0, None))(jnp.asarray(boards), table)
    assert np.asarray(each).tolist() == flat.tolist()
    assert int(ej.distance(jnp.array([[8, 6, 7], [2, 5, 4], [3, 0, 1]]), table)) == 31
    assert ej.parity(boards).tolist() == [int(not eight_solver.is_solvable(b.tolist())) for b in boards]


def test_what_is_not_a_board_is_refused() -> None:
    table = ej.table()
    not_boards = np.array(
        [
            [1, 1, 2, 3, 4, 5, 6, 7, 8],  # a repeat within the first four
            [1, 2, 3, 4, 5, 6, 7, 8, 8],  # within the last five
            [1, 2, 3, 4, 5, 6, 7, 8, 1],  # across the two
            [0, 1, 2, 3, 4, 5, 6, 7, 9],
            [-1, 1, 2, 3, 4, 5, 6, 7, 8],
            [0, 1, 2, 3, 4, 5, 6, 7, 17],  # 17 = 8 + 9: aliases 8 in base 9
        ],
        dtype=np.int32,
    )
    assert ej.row(not_boards).tolist() == [-1] * 6
    assert ej.distance(not_boards, table).tolist() == [ej.NOT_A_BOARD] * 6
    assert ej.next_move(not_boards, ej.first_moves()).tolist() == [ej.NOT_A_BOARD] * 6
    # With 64-bit types, a value that a cast to int32 would wrap onto 8.
    with jax.enable_x64(True):
        wide = np.array([[0, 1, 2, 3, 4, 5, 6, 7, 8 + 2**32], [0, 1, 2, 3, 4, 5, 6, 7, 8]], dtype=np.int64)
        assert ej.row(wide).tolist() == [-1, 0]
    with pytest.raises(ValueError, match=r"\(\.\.\., 9\) or \(\.\.\., 3, 3\)"):
        ej.row(np.zeros((4, 8), dtype=np.int32))
    with pytest.raises(TypeError, match="integers"):
        ej.row(np.zeros(9))


def test_jumanji_actions_move_the_blank_as_the_letters_do() -> None:
    # d, l, r, u, then the two-cell slides and the codes of no move.
    codes = jnp.array([0, 1, 2, 3, 4, 7, -1, -2, -3])
    assert ej.jumanji_action(codes).tolist() == [2, 3, 1, 0, -1, -1, -1, -1, -1]
    env = SlidingTilePuzzle(generator=ej.AtDistance(2), reward_fn=ej.ExactReward())
    state, _ = env.reset(jax.random.PRNGKey(0))
    for letter, after, _ in eight_solver.neighbours(text_of(state.puzzle)):
        moved, _ = env.step(state, ej.jumanji_action(jnp.array("dlru".index(letter))))
        assert text_of(moved.puzzle) == after


@pytest.mark.parametrize("distance", [0, 1, 17, 31, (1, 2), (5, 9)])
def test_the_generator_draws_at_the_distances_asked(distance: int | tuple[int, int]) -> None:
    generator = ej.AtDistance(distance)
    states = jax.jit(jax.vmap(generator))(jax.random.split(jax.random.PRNGKey(4), 3000))
    cells = np.asarray(states.puzzle).reshape(-1, 9)
    low, high = (distance, distance) if isinstance(distance, int) else distance
    found = np.asarray(eight_solver.distances(cells))
    assert found.min() >= low and found.max() <= high
    blank = np.argmax(cells == 0, axis=1)
    assert np.asarray(states.empty_tile_position).tolist() == np.stack([blank // 3, blank % 3], axis=1).tolist()
    assert np.asarray(states.step_count).tolist() == [0] * 3000
    # Uniform over the boards: each of the boards there comes about
    # equally often (two at distance 1, four at 2; 2 at 31).
    if distance in (1, 31, (1, 2)):
        counts = np.unique(cells, axis=0, return_counts=True)[1]
        assert counts.size == {1: 2, 31: 2, (1, 2): 6}[distance]
        assert counts.min() > 0.8 * 3000 / counts.size


def test_the_generator_refuses_distances_with_no_board() -> None:
    with pytest.raises(ValueError, match="no board is 32 to 32 moves from 12345678x"):
        ej.AtDistance(32)
    with pytest.raises(ValueError, match="0 <= low <= high"):
        ej.AtDistance((9, 3))
    for wrong in ("5", True, 2.0, (1, 2, 3)):
        with pytest.raises(TypeError, match="an int or a pair"):
            ej.AtDistance(wrong)  # type: ignore[arg-type]
    assert ej.AtDistance(21, metric="mtm").distance == (21, 21)
    with pytest.raises(ValueError, match="the farthest is 24"):
        ej.AtDistance(25, metric="mtm")


@pytest.mark.parametrize("target", [None, "8672543x1"])
def test_best_moves_solve_every_board_in_its_distance_with_its_return(target: str | None) -> None:
    count = 2048
    env = SlidingTilePuzzle(
        generator=ej.AtDistance((0, 31), target), reward_fn=ej.ExactReward(target, solved_bonus=0.5), time_limit=40
    )
    distances, firsts = ej.table(target), ej.first_moves(target)
    reset, step = jax.jit(jax.vmap(env.reset)), jax.jit(jax.vmap(env.step))
    state, timestep = reset(jax.random.split(jax.random.PRNGKey(5), count))
    start = np.asarray(ej.distance(state.puzzle, distances)).astype(np.int64)
    solved_at = np.where(start == 0, 0, -1)
    returns = np.zeros(count)
    for moves in range(1, 32):
        action = ej.jumanji_action(ej.next_move(state.puzzle, firsts))
        state, timestep = step(state, jnp.maximum(action, 0))
        playing = solved_at < 0
        returns[playing] += np.asarray(timestep.reward)[playing]
        solved_at[playing & np.asarray(timestep.last())] = moves
    assert solved_at.tolist() == start.tolist()
    assert returns.tolist() == np.where(start > 0, start + 0.5, 0).tolist()
    assert np.asarray(env.solved_puzzle).reshape(-1).tolist() == [
        0 if c == "x" else int(c) for c in (target or eight_solver.GOAL)
    ]


@pytest.mark.parametrize("metric", ["stm", "mtm"])
def test_the_exact_reward_is_the_progress_of_any_move(metric: str) -> None:
    reward = ej.ExactReward(metric=metric)
    env = SlidingTilePuzzle(generator=ej.AtDistance((1, 20), metric=metric), reward_fn=reward)
    state, _ = jax.vmap(env.reset)(jax.random.split(jax.random.PRNGKey(6), 512))
    actions = jax.random.randint(jax.random.PRNGKey(7), (512,), 0, 4)
    after, timestep = jax.vmap(env.step)(state, actions)
    before_d = np.asarray(ej.distance(state.puzzle, reward.table)).astype(int)
    after_d = np.asarray(ej.distance(after.puzzle, reward.table)).astype(int)
    rewards = np.asarray(timestep.reward)
    assert rewards.tolist() == (before_d - after_d).astype(float).tolist()
    # An illegal move earns 0; a legal one is a step closer or farther,
    # or in the multi-tile metric (where it is half a slide) as far.
    moved = np.any(np.asarray(after.puzzle) != np.asarray(state.puzzle), axis=(1, 2))
    assert set(rewards[~moved].tolist()) == {0.0}
    assert set(rewards[moved].tolist()) == ({-1.0, 0.0, 1.0} if metric == "mtm" else {-1.0, 1.0})


def test_the_exact_reward_refuses_another_grid() -> None:
    env = SlidingTilePuzzle(reward_fn=ej.ExactReward())
    state, _ = env.reset(jax.random.PRNGKey(8))
    with pytest.raises(ValueError, match="3 by 3 puzzle, not 5 by 5"):
        env.step(state, jnp.int32(0))


def test_the_environment_keeps_jumanjis_specs() -> None:
    env = SlidingTilePuzzle(generator=ej.AtDistance((1, 31)), reward_fn=ej.ExactReward())
    state, timestep = jax.jit(env.reset)(jax.random.PRNGKey(9))
    env.observation_spec.validate(timestep.observation)
    for action in range(4):
        state, timestep = jax.jit(env.step)(state, jnp.int32(action))
        env.observation_spec.validate(timestep.observation)
        assert timestep.reward.dtype == jnp.float32 and timestep.reward.shape == ()
    assert state.puzzle.dtype == jnp.int32 and state.key.shape == (2,)


def test_the_bonus_is_for_reaching_the_target_not_for_staying() -> None:
    env = SlidingTilePuzzle(generator=ej.AtDistance(1), reward_fn=ej.ExactReward(solved_bonus=5.0))
    state, _ = env.reset(jax.random.PRNGKey(10))
    action = ej.jumanji_action(ej.next_move(state.puzzle, ej.first_moves()))
    solved, timestep = env.step(state, action)
    assert float(timestep.reward) == 6.0
    # An illegal move at the target leaves it there: no bonus again.
    blank = np.argwhere(np.asarray(solved.puzzle) == 0)[0].tolist()
    assert blank == [2, 2]
    _, again = env.step(solved, jnp.int32(1))  # right, off the board
    assert float(again.reward) == 0.0
