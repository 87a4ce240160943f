"""Every function of eight_solver as the stub types it: `mypy --strict`
must accept this file (python/test runs it, then runs it)."""

from __future__ import annotations

import numpy as np

import eight_solver
from eight_solver import GOAL, UnsolvableError

moves: str = eight_solver.solve((2, 3, 4, 1, 5, 0, 7, 6, 8))
also: str = eight_solver.solve("564178X23", target="7568X4123")
length: int = eight_solver.distance([8, 6, 7, 2, 5, 4, 3, 0, 1], GOAL)
can: bool = eight_solver.is_solvable("12345687x")
steps: list[tuple[str, str, int]] = eight_solver.neighbours("1234x5678", None)
boards: list[str] = eight_solver.generate(20, 3, 42, target="1x2345678")
answers: list[str | None] = eight_solver.solve_many(iter(boards))
names: list[str] = eight_solver.__all__
how_many: int = eight_solver.count("23415x768")
every: list[str] = eight_solver.solutions("23415x768", target=None, limit=2)
far, best = eight_solver.best_moves("x12345678")
far_too: int = far
best_too: list[str] = best
left, next_move = eight_solver.hint("x12345678")
left_too: int = left
next_too: str | None = next_move
slides: str = eight_solver.solve("8672543x1", metric="mtm")
slide_count: int = eight_solver.distance("8672543x1", metric="mtm")
all_slides: list[str] = eight_solver.solutions("1234x5678", None, 2, metric="mtm")
tiles: str = eight_solver.to_tiles(moves)
back: str = eight_solver.from_tiles(tiles)

whole: eight_solver.Space = eight_solver.space("1x2345678", metric="mtm")
rows: int = len(whole)
row: int = whole.row("12345678x")
cells: tuple[int, int, int, int, int, int, int, int, int] = whole.board(row)
arrays: list[memoryview] = [whole.boards, whole.distance, whole.best, whole.first, whole.count]
where: str = whole.target + whole.metric
near: memoryview = eight_solver.distances([(2, 3, 4, 1, 5, 0, 7, 6, 8), "12345678x"])
from_numpy: memoryview = eight_solver.distances(np.asarray(whole.boards))
as_numpy = np.asarray(eight_solver.next_moves(np.zeros((2, 9), dtype=np.int64) + np.arange(9)))
codes: memoryview = eight_solver.next_moves(whole.boards, target="1x2345678", metric="mtm")
graded: eight_solver.Score = eight_solver.score("23415x768", "U2 L", metric="stm")
graded_fields: tuple[list[str], bool, int | None, bool, int] = (
    graded.moves, graded.legal, graded.first_illegal, graded.solved, graded.length
)
graded_rest: tuple[int | None, int | None, list[int], list[bool], int | None] = (
    graded.optimal, graded.gap, graded.after, graded.best, graded.first_loss
)


def misplaced(board: tuple[int, ...]) -> int:
    return sum(1 for cell, tile in enumerate(board) if tile and tile != cell + 1)


report: eight_solver.HeuristicReport = eight_solver.check_heuristic(
    misplaced, samples=2, seed=1, depths=range(2, 5)
)
by_rows: eight_solver.HeuristicReport = eight_solver.check_heuristic(
    [0.0] * len(whole), "1x2345678", metric="mtm", samples=0
)
by_array = eight_solver.check_heuristic(np.zeros(len(whole)), samples=0)
flags: tuple[bool, bool, int, int] = (
    report.admissible, report.consistent, report.overestimating, report.inconsistent_moves
)
over: list[tuple[tuple[int, int, int, int, int, int, int, int, int], float, int]] = report.overestimates
drops = report.inconsistent
tables: list[dict[int, float]] = [report.ratio, report.generated, report.branching]

picture: str = eight_solver.svg("23415x768", "dlu", target=GOAL, animate=True)
shown: eight_solver.Picture = eight_solver.show([2, 3, 4, 1, 5, 0, 7, 6, 8])
drawn: str = shown._repr_svg_()

import eight_solver.env  # noqa: E402 (registers the environment)
from eight_solver.env import EightPuzzleEnv, EightPuzzleVectorEnv  # noqa: E402

env = EightPuzzleEnv(target="1x2345687", metric="mtm", reward="distance", max_steps=None, distances=(2, 9))
observation, info = env.reset(seed=1, options={"distance": 5})
cell: int = int(observation[0])
observation, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["best_actions"])[0]))
vector = EightPuzzleVectorEnv(8, reward="sparse")
observations, infos = vector.reset(seed=[1, 2, 3, 4, 5, 6, 7, 8], options={"distances": (1, 4)})
stepped = vector.step(np.zeros(8, dtype=np.int64))
rewards: np.ndarray = stepped[1]

for answer in answers:
    if answer is not None:
        print(answer.upper())

try:
    eight_solver.solve("12345687x")
except UnsolvableError as refused:
    error: ValueError = refused
