"""Every function of eight_solver as the stub types it: `mypy --strict`
must accept this file (python/test runs it, then runs it)."""

from __future__ import annotations

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

for answer in answers:
    if answer is not None:
        print(answer.upper())

try:
    eight_solver.solve("12345687x")
except UnsolvableError as refused:
    error: ValueError = refused
