"""The Python package's budgets, side by side in one run (python/bench runs
this in a fresh virtual environment with the wheel installed):

- solve_many on 1,000,000 random solvable boards, the list already built,
  against the whole process `eight solve --threads 1` of the compact build
  on the same boards written as text: at most 2x;
- one solve() call on a 31-move board, averaged over 100,000 calls, against
  the per-board time of solve_many on the same boards: at most 5x;
- distances and next_moves on the same 1,000,000 boards as a numpy array
  of shape (1000000, 9), against the same `eight solve --threads 1`: at
  most 0.5x each;
- space() for a target not asked before, in a fresh interpreter (the
  median of five, each its own target): at most 10 ms single-tile and
  20 ms multi-tile, and the memory its arrays hold (and the peak the
  process reaches making them);
- an EightPuzzleVectorEnv of 4,096 boards for a new target, made and
  reset with an int seed in a fresh interpreter (the median of five): at
  most 40 ms in each metric;
- environment steps a second with random actions: the vector environment
  of 4,096 boards (which steps in Rust) at least 5,000,000 on one core,
  beside one EightPuzzleEnv and a pure-Python environment rewarded by
  misplaced tiles, as a user would write one (PythonPuzzle below).

Each figure is the median of several rounds.

    python bench.py EIGHT_COMPACT_PROGRAM WORK_FOLDER
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import eight_solver
import gymnasium
import numpy as np
from eight_solver.env import EightPuzzleEnv, EightPuzzleVectorEnv

ROUNDS = 7

# Prints the peak RSS (KiB) after importing eight_solver, then after one
# space() in the metric given: the kernel's high-water mark of this
# process's memory (VmHWM), which starts again at exec, unlike ru_maxrss,
# which keeps the parent's peak from before the fork.
PEAK_OF_SPACE = """
import sys, eight_solver
def peak():
    with open("/proc/self/status") as status:
        return next(line.split()[1] for line in status if line.startswith("VmHWM:"))
print(peak())
eight_solver.space(metric=sys.argv[1])
print(peak())
"""


# Prints the seconds one call takes in this fresh interpreter, the package
# and gymnasium imported first: space(TARGET, metric=METRIC), or an
# EightPuzzleVectorEnv of 4,096 boards for that target, made and reset
# with an int seed (its first observations).
FRESH_CALL = """
import sys, time
import eight_solver
from eight_solver.env import EightPuzzleVectorEnv
what, target, metric = sys.argv[1:]
started = time.perf_counter()
if what == "space":
    eight_solver.space(target, metric=metric)
else:
    EightPuzzleVectorEnv(4096, target=target, metric=metric).reset(seed=3)
print(time.perf_counter() - started)
"""

# Five targets, one a fresh interpreter: both parities, the blank in a
# corner, on an edge and in the centre.
FRESH_TARGETS = ("1234x5678", "x12345678", "8672543x1", "12345687x", "5187x4263")


# The fresh interpreters' numpy keeps one BLAS thread. numpy's OpenBLAS
# starts a worker for each other core at import, and the worker spins for
# a while before it sleeps: a space() made just after the import loses
# time to it (README's Figures). With one thread the call has its core to
# itself, and nothing spins beside it.
ONE_BLAS_THREAD = dict(os.environ, OPENBLAS_NUM_THREADS="1")


def fresh_median(what: str, metric: str) -> float:
    """The median of one call's seconds in five fresh interpreters, each
    asking about a target of its own."""
    return statistics.median(
        float(subprocess.run(
            [sys.executable, "-c", FRESH_CALL, what, target, metric],
            capture_output=True, text=True, check=True, env=ONE_BLAS_THREAD,
        ).stdout)
        for target in FRESH_TARGETS
    )


def median_seconds(run: Callable[[], object], rounds: int = ROUNDS) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


class PythonPuzzle(gymnasium.Env[np.ndarray, int]):
    """An 8-puzzle environment written in Python alone, rewarded by the
    change in misplaced tiles, starting from a shuffle of random moves."""

    GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    STEPS = ((1, 0), (0, -1), (0, 1), (-1, 0))

    def __init__(self, max_steps: int = 100) -> None:
        self.observation_space = gymnasium.spaces.Box(0, 8, shape=(9,), dtype=np.uint8)
        self.action_space = gymnasium.spaces.Discrete(4)
        self.max_steps = max_steps
        self.board = list(self.GOAL)
        self.steps = 0

    def misplaced(self) -> int:
        return sum(1 for c, g in zip(self.board, self.GOAL) if c and c != g)

    def move(self, action: int) -> None:
        blank = self.board.index(0)
        rows, columns = self.STEPS[action]
        row, column = blank // 3 + rows, blank % 3 + columns
        if 0 <= row < 3 and 0 <= column < 3:
            to = 3 * row + column
            self.board[blank], self.board[to] = self.board[to], 0

    def reset(self, *, seed=None, options=None):  # type: ignore[no-untyped-def]
        super().reset(seed=seed)
        self.board = list(self.GOAL)
        for action in self.np_random.integers(0, 4, size=40):
            self.move(int(action))
        self.steps = 0
        return np.array(self.board, dtype=np.uint8), {}

    def step(self, action):  # type: ignore[no-untyped-def]
        before = self.misplaced()
        self.move(int(action))
        self.steps += 1
        after = self.misplaced()
        terminated = tuple(self.board) == self.GOAL
        truncated = not terminated and self.steps >= self.max_steps
        return np.array(self.board, dtype=np.uint8), float(before - after), terminated, truncated, {}


def single_steps_a_second(env: gymnasium.Env[np.ndarray, int], steps: int = 100_000) -> float:
    """Steps a second of one environment with random actions, reset when
    an episode ends."""
    actions = np.random.default_rng(1).integers(0, 4, size=steps).tolist()

    def run() -> None:
        env.reset(seed=0)
        for action in actions:
            _, _, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                env.reset()

    return steps / median_seconds(run, rounds=3)


def environments() -> bool:
    """The environments' throughput, side by side; whether the vector one
    makes its budget."""
    count, calls = 4096, 200
    ok = True
    for metric in ("stm", "mtm"):
        vector = EightPuzzleVectorEnv(count, metric=metric)
        vector.reset(seed=0)
        actions = np.random.default_rng(0).integers(0, vector.single_action_space.n, size=(calls, count))

        def run() -> None:
            for row in actions:
                vector.step(row)

        rate = count * calls / median_seconds(run)
        ok = ok and rate >= 5_000_000
        print(f"EightPuzzleVectorEnv({count}, metric={metric!r}), random actions: "
              f"{rate / 1e6:.2f} million steps a second (budget 5)")
    print(f"EightPuzzleEnv(), random actions: {single_steps_a_second(EightPuzzleEnv()) / 1e3:.0f} "
          f"thousand steps a second")
    print(f"a pure-Python environment (misplaced tiles), random actions: "
          f"{single_steps_a_second(PythonPuzzle()) / 1e3:.0f} thousand steps a second")
    return ok


def main() -> int:
    program, work = sys.argv[1], Path(sys.argv[2])
    rng = random.Random(2026)
    boards: list[str] = []
    while len(boards) < 1_000_000:
        cells = list("12345678x")
        rng.shuffle(cells)
        board = "".join(cells)
        if eight_solver.is_solvable(board):
            boards.append(board)
    text = work / "boards-1m.txt"
    text.write_text("\n".join(boards) + "\n")

    # The two give the same answers.
    answers = eight_solver.solve_many(boards)
    with text.open("rb") as given:
        printed = subprocess.run(
            [program, "solve", "--threads", "1"], stdin=given, capture_output=True, check=True
        ).stdout.decode().split("\n")[:-1]
    assert printed == answers, "solve_many and eight solve disagree"

    def whole_process() -> None:
        with text.open("rb") as given:
            subprocess.run(
                [program, "solve", "--threads", "1"],
                stdin=given,
                stdout=subprocess.DEVNULL,
                check=True,
            )

    program_s = median_seconds(whole_process)
    many_s = median_seconds(lambda: eight_solver.solve_many(boards))
    ratio = many_s / program_s
    print(f"1,000,000 solvable boards: solve_many {many_s * 1e3:.1f} ms, "
          f"eight solve --threads 1 (compact) {program_s * 1e3:.1f} ms: {ratio:.2f}x (budget 2x)")

    farthest = eight_solver.generate(31, 1, 1)[0]
    calls = [farthest] * 100_000
    solve = eight_solver.solve

    def one_at_a_time() -> None:
        for board in calls:
            solve(board)

    single_s = median_seconds(one_at_a_time) / len(calls)
    batch_s = median_seconds(lambda: eight_solver.solve_many(calls)) / len(calls)
    per_call = single_s / batch_s
    print(f"31-move board {farthest}: solve() {single_s * 1e9:.0f} ns a call, "
          f"solve_many {batch_s * 1e9:.0f} ns a board: {per_call:.2f}x (budget 5x)")

    cells = np.array(
        [[0 if c == "x" else int(c) for c in board] for board in boards], dtype=np.uint8
    )
    found = np.asarray(eight_solver.distances(cells))
    assert found.tolist() == [len(answer) for answer in answers], "distances and solve disagree"
    arrays_ok = True
    for name in ("distances", "next_moves"):
        answer = getattr(eight_solver, name)
        array_s = median_seconds(lambda: answer(cells))
        array_ratio = array_s / program_s
        arrays_ok = arrays_ok and array_ratio <= 0.5
        print(f"1,000,000 solvable boards as an array: {name} {array_s * 1e3:.1f} ms, "
              f"eight solve --threads 1 (compact) {program_s * 1e3:.1f} ms: "
              f"{array_ratio:.2f}x (budget 0.5x)")

    space_ok = True
    for metric, budget in (("stm", 0.010), ("mtm", 0.020)):
        space_s = fresh_median("space", metric)
        made = eight_solver.space(metric=metric)
        held = sum(
            memoryview(a).nbytes for a in (made.boards, made.distance, made.best, made.first, made.count)
        )
        # Peak memory in a fresh interpreter, after the import and after space().
        peaks = subprocess.run(
            [sys.executable, "-c", PEAK_OF_SPACE, metric], capture_output=True, text=True, check=True
        ).stdout.split()
        space_ok = space_ok and space_s <= budget
        print(f"space(metric={metric!r}), a new target in a fresh interpreter: {space_s * 1e3:.1f} ms "
              f"(budget {budget * 1e3:.0f} ms), arrays {held / 1024:.0f} KiB; peak RSS {peaks[0]} KiB "
              f"after the import, {peaks[1]} KiB after space()")
    made_ok = True
    for metric in ("stm", "mtm"):
        made_s = fresh_median("vector", metric)
        made_ok = made_ok and made_s <= 0.040
        print(f"EightPuzzleVectorEnv(4096, metric={metric!r}) for a new target, made and reset(seed=3) "
              f"in a fresh interpreter: {made_s * 1e3:.1f} ms (budget 40 ms)")
    environments_ok = environments()
    ok = (ratio <= 2 and per_call <= 5 and arrays_ok and space_ok and made_ok
          and environments_ok)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
