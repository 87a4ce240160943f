"""jumanji's 8-puzzle with exact labels: boards drawn by exact distance, the
reward d(s) - d(s'), and the best moves as a policy, all inside one jitted
and vmapped loop.

    pip install 'eight-solver[jumanji]'
    python jax_exact_reward.py [--envs 4096] [--target 12345678x]

Every board is solved in exactly its distance, and each episode returns
that distance; the script checks both and exits 1 if either fails.
"""

from __future__ import annotations

import argparse
import sys

import eight_solver.jax as ej
import jax
import jax.numpy as jnp
from jumanji.environments.logic.sliding_tile_puzzle.env import SlidingTilePuzzle
from jumanji.environments.logic.sliding_tile_puzzle.types import State


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--envs", type=int, default=4096)
    parser.add_argument("--target", default="12345678x")
    args = parser.parse_args()

    # Boards 1 to 31 moves from the target, uniformly; the same target for
    # the reward, so the environment's solved puzzle is the reward's.
    env = SlidingTilePuzzle(
        generator=ej.AtDistance((1, 31), target=args.target),
        reward_fn=ej.ExactReward(target=args.target),
        time_limit=50,
    )
    distances, firsts = ej.table(args.target), ej.first_moves(args.target)

    @jax.jit
    def episodes(keys: jax.Array) -> tuple[jax.Array, jax.Array, jax.Array]:
        """Each environment's starting distance, return and steps to the
        target, following the best moves for 31 steps."""
        state, _ = jax.vmap(env.reset)(keys)
        start = ej.distance(state.puzzle, distances)

        def one_step(
            carry: tuple[State, jax.Array, jax.Array, jax.Array], _: None
        ) -> tuple[tuple[State, jax.Array, jax.Array, jax.Array], None]:
            state, returns, steps, done = carry
            action = ej.jumanji_action(ej.next_move(state.puzzle, firsts))
            state, timestep = jax.vmap(env.step)(state, jnp.maximum(action, 0))
            returns = returns + jnp.where(done, 0.0, timestep.reward)
            steps = steps + jnp.where(done, 0, 1)
            return (state, returns, steps, done | timestep.last()), None

        zeros = jnp.zeros(keys.shape[0])
        carry = (state, zeros, zeros.astype(jnp.int32), jnp.zeros(keys.shape[0], bool))
        (_, returns, steps, _), _ = jax.lax.scan(one_step, carry, None, length=31)
        return start, returns, steps

    start, returns, steps = episodes(jax.random.split(jax.random.PRNGKey(0), args.envs))
    solved_in_d = bool(jnp.all(steps == start))
    return_is_d = bool(jnp.all(returns == start))
    print(f"{args.envs} boards to {args.target}, distances {int(start.min())} to {int(start.max())} "
          f"(mean {float(start.mean()):.2f}): each solved in its distance: {solved_in_d}; "
          f"each return its distance: {return_is_d}")
    return 0 if solved_in_d and return_is_d else 1


if __name__ == "__main__":
    sys.exit(main())
