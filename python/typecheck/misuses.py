"""Wrong uses of eight_solver: `mypy --strict` must report an error on
every line marked `# wrong` and nowhere else (python/test checks both)."""

from __future__ import annotations

import eight_solver
from eight_solver.env import EightPuzzleEnv

n: int = eight_solver.solve("23415x768")  # wrong
s: str = eight_solver.distance("23415x768")  # wrong
eight_solver.solve(23415768)  # wrong
eight_solver.solve([1.0, 2.0])  # wrong
eight_solver.generate("20", 3, 42)  # wrong
eight_solver.generate(20, 3)  # wrong
first: str = eight_solver.solve_many(["23415x768"])[0]  # wrong
eight_solver.neighbours("23415x768", target=5)  # wrong
flag: str = eight_solver.is_solvable("23415x768")  # wrong
many: str = eight_solver.count("23415x768")  # wrong
eight_solver.solutions("23415x768", limit="2")  # wrong
letters: str = eight_solver.best_moves("23415x768")[1]  # wrong
next_letter: str = eight_solver.hint("23415x768")[1]  # wrong
eight_solver.to_tiles(["d", "d"])  # wrong
eight_solver.solve("23415x768", metric="htm")  # wrong
eight_solver.count("23415x768", None, "mtm")  # wrong
eight_solver.space(metric="htm")  # wrong
eight_solver.space().row(5)  # wrong
listed: list[int] = eight_solver.distances(["23415x768"])  # wrong
eight_solver.score("23415x768", ["d"])  # wrong
gap: int = eight_solver.score("23415x768", "d").gap  # wrong
eight_solver.check_heuristic("h")  # wrong
eight_solver.check_heuristic(len, samples="100")  # wrong
eight_solver.svg("23415x768", moves=["d"])  # wrong
eight_solver.svg("23415x768", animate="yes")  # wrong
eight_solver.show(5)  # wrong
EightPuzzleEnv(reward="dense")  # wrong
EightPuzzleEnv(metric="htm")  # wrong
EightPuzzleEnv(max_steps="100")  # wrong
EightPuzzleEnv().step("d")  # wrong
