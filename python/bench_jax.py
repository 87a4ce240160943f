"""eight_solver.jax's figures, side by side in one run, on whatever device
JAX picks (the CPU here; a GPU or TPU unchanged):

- jumanji's SlidingTilePuzzle (grid 3) stepped with random actions, jitted
  and vmapped over 65,536 environments: its own DenseRewardFn against
  eight_solver.jax.ExactReward, the rounds alternating: at least 0.7x;
- the distances a second of eight_solver.jax.distance on 1,000,000 random
  boards (jitted), against eight_solver.distances on the same boards.

Each figure is the median of several rounds.

    python bench_jax.py      # needs the extra "jumanji"
"""

from __future__ import annotations

import statistics
import sys
import time

import eight_solver
import eight_solver.jax as ej
import jax
import numpy as np
from jumanji.environments.logic.sliding_tile_puzzle.env import SlidingTilePuzzle
from jumanji.environments.logic.sliding_tile_puzzle.generator import RandomWalkGenerator
from jumanji.environments.logic.sliding_tile_puzzle.reward import DenseRewardFn, RewardFn

ENVS = 65_536
STEPS = 20
ROUNDS = 7


def stepper(reward: RewardFn) -> tuple[object, object, jax.Array]:
    """The jitted, vmapped step of 65,536 environments, their first
    state, and the random actions of each step."""
    env = SlidingTilePuzzle(generator=RandomWalkGenerator(3, 100), reward_fn=reward, time_limit=500)
    state, _ = jax.jit(jax.vmap(env.reset))(jax.random.split(jax.random.PRNGKey(0), ENVS))
    step = jax.jit(jax.vmap(env.step))
    actions = jax.random.randint(jax.random.PRNGKey(1), (STEPS, ENVS), 0, 4)
    # Compiled before it is timed.
    jax.block_until_ready(step(state, actions[0]))
    return step, state, actions


def seconds_of(step: object, state: object, actions: jax.Array) -> float:
    started = time.perf_counter()
    for action in actions:
        state, timestep = step(state, action)  # type: ignore[operator]
    jax.block_until_ready((state, timestep))
    return time.perf_counter() - started


def main() -> int:
    print(f"JAX {jax.__version__} on {jax.default_backend()} ({jax.devices()[0].device_kind})")
    dense, exact = stepper(DenseRewardFn()), stepper(ej.ExactReward())
    times: dict[str, list[float]] = {"dense": [], "exact": []}
    for _ in range(ROUNDS):
        times["dense"].append(seconds_of(*dense))
        times["exact"].append(seconds_of(*exact))
    rates = {name: ENVS * STEPS / statistics.median(spent) for name, spent in times.items()}
    ratio = rates["exact"] / rates["dense"]
    print(f"SlidingTilePuzzle(3), {ENVS:,} environments, random actions: DenseRewardFn "
          f"{rates['dense'] / 1e6:.1f} million steps a second, ExactReward {rates['exact'] / 1e6:.1f} "
          f"million: {ratio:.2f}x (budget 0.7x)")

    rng = np.random.default_rng(2026)
    boards = np.argsort(rng.random((1_000_000, 9)), axis=1).astype(np.uint8)
    table = ej.table()
    lookup = jax.jit(ej.distance)
    on_device = jax.device_put(boards)
    assert np.array_equal(np.asarray(lookup(on_device, table)), np.asarray(eight_solver.distances(boards)))

    def median_seconds(run: object) -> float:
        spent = []
        for _ in range(ROUNDS):
            started = time.perf_counter()
            run()  # type: ignore[operator]
            spent.append(time.perf_counter() - started)
        return statistics.median(spent)

    jax_s = median_seconds(lambda: jax.block_until_ready(lookup(on_device, table)))
    package_s = median_seconds(lambda: eight_solver.distances(boards))
    print(f"1,000,000 random boards: eight_solver.jax.distance {len(boards) / jax_s / 1e6:.0f} million "
          f"distances a second, eight_solver.distances {len(boards) / package_s / 1e6:.0f} million")
    return 0 if ratio >= 0.7 else 1


if __name__ == "__main__":
    sys.exit(main())
