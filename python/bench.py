"""The Python package's budgets, side by side in one run (python/bench runs
this in a fresh virtual environment with the wheel installed):

- solve_many on 1,000,000 random solvable boards, the list already built,
  against the whole process `eight solve --threads 1` of the compact build
  on the same boards written as text: at most 2x;
- one solve() call on a 31-move board, averaged over 100,000 calls, against
  the per-board time of solve_many on the same boards: at most 5x.

Each figure is the median of several rounds.

    python bench.py EIGHT_COMPACT_PROGRAM WORK_FOLDER
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import eight_solver

ROUNDS = 7


def median_seconds(run: Callable[[], object], rounds: int = ROUNDS) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


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
    return 0 if ratio <= 2 and per_call <= 5 else 1


if __name__ == "__main__":
    sys.exit(main())
