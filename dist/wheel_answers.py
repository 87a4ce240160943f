"""Writes what `eight solve` and `eight pairs` write for well-formed inputs,
from the eight_solver module alone. dist/check runs it on the aarch64 wheel,
under qemu-aarch64 with an arm64 CPython, and compares the bytes with the
program's.

    python3 dist/wheel_answers.py OUTPUTS DIR/eight/NAME.in DIR/pairs/NAME.in ...

Each input's format is its folder's name (as tests/cross-inputs lays them
out); the answers go to OUTPUTS/FORMAT-NAME.out. Bad input is not read
here: its messages are the program's, not the module's.
"""

import pathlib
import sys

import eight_solver


def eight(text: str) -> str:
    """The Eight format: nine cells a board, with or without white space."""
    cells = "".join(text.split())
    boards = [cells[i : i + 9] for i in range(0, len(cells), 9)]
    answers = eight_solver.solve_many(boards)
    return "".join(("unsolvable" if answer is None else answer) + "\n" for answer in answers)


def pairs(text: str) -> str:
    """The Eight II format: a count, then a start and a target a case."""
    lines = text.split()
    cases = []
    for case in range(int(lines[0])):
        start, target = lines[1 + 2 * case], lines[2 + 2 * case]
        try:
            answer = eight_solver.solve(start, target)
        except eight_solver.UnsolvableError:
            cases.append(f"Case {case + 1}: unsolvable\n\n")
        else:
            cases.append(f"Case {case + 1}: {len(answer)}\n{answer}\n")
    return "".join(cases)


def main() -> None:
    outputs = pathlib.Path(sys.argv[1])
    for name in sys.argv[2:]:
        path = pathlib.Path(name)
        write = {"eight": eight, "pairs": pairs}[path.parent.name]
        answers = write(path.read_text(encoding="ascii"))
        (outputs / f"{path.parent.name}-{path.stem}.out").write_text(answers, encoding="ascii")


if __name__ == "__main__":
    main()
