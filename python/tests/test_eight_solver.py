"""eight_solver as installed (from the wheel, not the source tree), against
an independent breadth-first search written here, the judge samples in
data/samples and the `eight` program (EIGHT_BIN, or target/release/eight of
the repository)."""

from __future__ import annotations

import os
import random
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

import eight_solver
from eight_solver import (
    GOAL,
    UnsolvableError,
    count,
    distance,
    best_moves,
    from_tiles,
    generate,
    hint,
    is_solvable,
    neighbours,
    solutions,
    solve,
    solve_many,
    to_tiles,
)

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "data" / "samples"

# The blank's steps: the letter, the change of cell, and whether the step
# stays on the 3x3 board from a cell.
STEPS: list[tuple[str, int, Callable[[int], bool]]] = [
    ("d", 3, lambda cell: cell < 6),
    ("l", -1, lambda cell: cell % 3 > 0),
    ("r", 1, lambda cell: cell % 3 < 2),
    ("u", -3, lambda cell: cell >= 3),
]


def moved(board: str, letter: str) -> str | None:
    """The board after one move of the blank, or None off the board."""
    blank = board.index("x")
    for name, delta, legal in STEPS:
        if name == letter:
            if not legal(blank):
                return None
            cells = list(board)
            cells[blank], cells[blank + delta] = cells[blank + delta], "x"
            return "".join(cells)
    raise AssertionError(f"not a letter: {letter!r}")


def replay(board: str, moves: str) -> str:
    for letter in moves:
        after = moved(board, letter)
        assert after is not None, f"{moves!r} leaves the board from {board}"
        board = after
    return board


def spelled(board: str) -> str:
    """Any spelling as the canonical nine characters."""
    return "".join(c for c in board if not c.isspace()).replace("X", "x").replace("0", "x")


def distances_from(root: str) -> dict[str, int]:
    """Every board that reaches `root`, with its distance: a breadth-first
    search from it (moves are reversible)."""
    seen = {root: 0}
    queue = deque([root])
    while queue:
        board = queue.popleft()
        for letter, _, _ in STEPS:
            after = moved(board, letter)
            if after is not None and after not in seen:
                seen[after] = seen[board] + 1
                queue.append(after)
    return seen


@pytest.fixture(scope="session")
def goal_distances() -> dict[str, int]:
    return distances_from(GOAL)


def smallest_shortest(board: str, distances: dict[str, int]) -> str:
    """The oracle's answer: at each board, the first letter in d, l, r, u
    order whose neighbour is one step closer."""
    moves = []
    while distances[board] > 0:
        for letter, _, _ in STEPS:
            after = moved(board, letter)
            if after is not None and distances[after] == distances[board] - 1:
                moves.append(letter)
                board = after
                break
    return "".join(moves)


def eight_program() -> str:
    program = os.environ.get("EIGHT_BIN", str(REPO / "target" / "release" / "eight"))
    if not os.access(program, os.X_OK):
        pytest.fail(f"no eight program at {program}: run `cargo build --release` or set EIGHT_BIN")
    return program


def run_eight(*args: str, stdin: str = "") -> str:
    done = subprocess.run(
        [eight_program(), *args], input=stdin, capture_output=True, text=True, check=True
    )
    return done.stdout


# -- known answers -----------------------------------------------------------


def test_the_sample_in_every_spelling() -> None:
    expected = "dlurullddrurdllurdr"
    spellings: list[str | Sequence[int]] = [
        "23415x768",
        "23415X768",
        "234150768",
        "2 3 4 1 5 x 7 6 8",
        "  2 3 4\n1 5 x\n7 6 8 ",
        (2, 3, 4, 1, 5, 0, 7, 6, 8),
        [2, 3, 4, 1, 5, 0, 7, 6, 8],
        bytes([2, 3, 4, 1, 5, 0, 7, 6, 8]),
    ]
    for board in spellings:
        assert solve(board) == expected, board
        assert distance(board) == 19
        assert is_solvable(board)
    assert solve(GOAL) == ""
    assert distance((1, 2, 3, 4, 5, 6, 7, 8, 0)) == 0


def test_pairs_with_a_target() -> None:
    assert solve("564178X23", target="7568X4123") == "urrulldr"
    assert solve("12X453786", "12345678X") == "dd"
    assert distance("564178X23", (7, 5, 6, 8, 0, 4, 1, 2, 3)) == 8
    assert solve("7568X4123", target="7568X4123") == ""


def test_the_judge_samples() -> None:
    eight_in = (SAMPLES / "eight.in").read_text()
    assert solve(eight_in) == (SAMPLES / "eight.out").read_text().strip()
    farthest = (SAMPLES / "farthest.in").read_text().splitlines()
    assert solve_many(farthest) == (SAMPLES / "farthest.out").read_text().splitlines()
    for name in ["pairs", "pairs-200"]:
        lines = (SAMPLES / f"{name}.in").read_text().split("\n")
        count = int(lines[0])
        cases = [(lines[1 + 2 * i], lines[2 + 2 * i]) for i in range(count)]
        written = []
        for number, (start, target) in enumerate(cases, 1):
            moves = solve(start, target)
            written += [f"Case {number}: {len(moves)}", moves]
        assert "\n".join(written) + "\n" == (SAMPLES / f"{name}.out").read_text()


# -- against the oracle ------------------------------------------------------


def test_every_board_against_the_oracle(goal_distances: dict[str, int]) -> None:
    boards = sorted(goal_distances)
    answers = solve_many(boards)
    assert len(answers) == len(boards) == 181_440
    counts: dict[int, int] = {}
    for board, moves in zip(boards, answers):
        assert moves is not None
        assert len(moves) == goal_distances[board], board
        assert replay(board, moves) == GOAL
        counts[len(moves)] = counts.get(len(moves), 0) + 1
    # OEIS A089473: boards at each distance from a corner-blank goal.
    assert [counts[d] for d in range(32)] == [
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512,
        4485, 5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578,
        14560, 6274, 3910, 760, 221, 2,
    ]  # fmt: skip
    # The smallest of the shortest, letter by letter, on a sample.
    for board in random.Random(5).sample(boards, 3000):
        assert solve(board) == smallest_shortest(board, goal_distances)


def test_neighbours_are_the_legal_moves_with_their_distances(
    goal_distances: dict[str, int],
) -> None:
    for board in random.Random(9).sample(sorted(goal_distances), 500):
        expected = []
        for letter, _, _ in STEPS:
            after = moved(board, letter)
            if after is not None:
                expected.append((letter, after, goal_distances[after]))
        assert neighbours(board) == expected
        if board != GOAL:
            closer = [letter for letter, _, d in expected if d == goal_distances[board] - 1]
            assert solve(board)[0] == closer[0]
    assert neighbours("1234x5678", target="1234x5678") == [
        ("d", "1234756x8", 1),
        ("l", "123x45678", 1),
        ("r", "12345x678", 1),
        ("u", "1x3425678", 1),
    ]


def every_shortest(board: str, distances: dict[str, int]) -> list[str]:
    """The oracle's list: every way down the distances, letters in order."""
    if distances[board] == 0:
        return [""]
    found = []
    for letter, _, _ in STEPS:
        after = moved(board, letter)
        if after is not None and distances[after] == distances[board] - 1:
            found.extend(letter + rest for rest in every_shortest(after, distances))
    return found


def test_count_solutions_and_hint_against_the_oracle_and_the_program(
    goal_distances: dict[str, int],
) -> None:
    boards = random.Random(39).sample(sorted(goal_distances), 300)
    boards += ["8672543x1", "64785x321", "23415x768", GOAL]
    for board in boards:
        every = every_shortest(board, goal_distances)
        assert solutions(board) == every
        assert count(board) == len(every)
        assert solutions(board, limit=1) == every[:1]
        closer = [rest[0] for rest in every if rest]
        assert best_moves(board) == (goal_distances[board], sorted(set(closer)))
        assert hint(board) == (goal_distances[board], closer[0] if closer else None)
    # The program prints the same, board by board.
    for board in boards[:20] + ["8672543x1"]:
        assert run_eight("solutions", board) == "".join(f"{a}\n" for a in solutions(board))
        assert run_eight("count", board) == f"{count(board)}\n"
        distance_to_go, best = best_moves(board)
        assert run_eight("hint", "--all", board) == " ".join([str(distance_to_go), *best]) + "\n"
        distance_to_go, next_move = hint(board)
        assert run_eight("hint", board) == " ".join([str(distance_to_go), *(next_move or "")]) + "\n"
    assert count("8672543x1") == 40
    assert best_moves(GOAL) == (0, [])
    assert hint(GOAL) == (0, None)
    assert solutions(GOAL) == [""]
    assert solutions("564178X23", target="7568X4123")[0] == "urrulldr"
    with pytest.raises(UnsolvableError):
        count("12345687x")
    with pytest.raises(UnsolvableError):
        solutions("12345687x")
    with pytest.raises(UnsolvableError):
        hint("12345687x")
    with pytest.raises(UnsolvableError):
        best_moves("12345687x")


def test_a_pair_with_no_answer_is_named_in_the_librarys_words() -> None:
    with pytest.raises(UnsolvableError) as raised:
        solutions("12345687x")
    assert str(raised.value) == "12345687x cannot reach 12345678x: their tiles have the other parity"
    assert UnsolvableError.__doc__ == (
        "The board cannot reach the target: their tiles have the other parity."
    )
    assert issubclass(UnsolvableError, ValueError)


@pytest.mark.parametrize("limit", [0, -1, 2**64])
def test_a_limit_below_one_is_a_value_error(limit: int) -> None:
    with pytest.raises(ValueError, match="the limit is a whole number from 1 up, or None"):
        solutions("23415x768", limit=limit)


def test_a_limit_that_is_not_an_int_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="limit must be an int or None, not str"):
        solutions("23415x768", limit="2")  # type: ignore[arg-type]


def test_the_tile_notation_both_ways() -> None:
    assert to_tiles("dlurullddrurdllurdr") == "URDLDR2U2LDLUR2DLUL"
    assert to_tiles("") == ""
    assert from_tiles("U2 L") == "ddr"
    for board in ["8672543x1", "23415x768", "x12345678"]:
        for answer in solutions(board):
            assert from_tiles(to_tiles(answer)) == answer
            assert run_eight("solve", "--notation", "tiles", board) == (
                to_tiles(solve(board)) + "\n"
            )
    with pytest.raises(ValueError, match="'x' at offset 2: moves are d, l, r and u"):
        to_tiles("dlx")
    with pytest.raises(ValueError, match="'u' at offset 0: tile moves are U, D, L and R"):
        from_tiles("u")


def test_odd_boards_are_unsolvable_and_solve_many_says_none(
    goal_distances: dict[str, int],
) -> None:
    odd = "12345687x"
    assert odd not in goal_distances
    assert not is_solvable(odd)
    assert is_solvable(odd, target="21345678x")
    assert solve(odd, target="21345678x") == smallest_shortest_to(odd, "21345678x")
    with pytest.raises(UnsolvableError, match="12345687x cannot reach 12345678x"):
        solve(odd)
    with pytest.raises(UnsolvableError):
        distance((1, 2, 3, 4, 5, 6, 8, 7, 0))
    with pytest.raises(UnsolvableError):
        neighbours(odd)
    assert solve_many([GOAL, odd, "23415x768"]) == ["", None, "dlurullddrurdllurdr"]
    assert issubclass(UnsolvableError, ValueError)
    # Each board's parity against the oracle.
    for board in random.Random(3).sample(sorted(goal_distances), 200):
        swapped = board.replace("1", "#").replace("2", "1").replace("#", "2")
        assert is_solvable(board) and not is_solvable(swapped)


def smallest_shortest_to(board: str, target: str) -> str:
    """The oracle for any target."""
    return smallest_shortest(board, distances_from(target))


# -- beside the eight program ------------------------------------------------


def test_generate_draws_what_eight_gen_prints() -> None:
    for d, count, seed, target in [
        (5, 3, 7, None),
        (31, 4, 1, None),
        (17, 50, 5, "1234x5678"),
        (0, 2, 0, "8x7654321"),
        (24, 200, 2**64 - 1, "x12345678"),
    ]:
        args = ["gen", "--distance", str(d), "--count", str(count), "--seed", str(seed)]
        if target is not None:
            args += ["--to", target]
        drawn = generate(d, count, seed, target)
        assert drawn == run_eight(*args).split()
        goal = spelled(target) if target else GOAL
        assert all(distance(board, goal) == d for board in drawn)
    assert generate(12, 0, 1) == []


def test_generate_draws_in_either_metric_what_eight_gen_prints() -> None:
    for d, count, seed, target in [(20, 5, 9, None), (24, 3, 1, "1234x5678"), (0, 2, 4, None)]:
        args = ["gen", "--metric", "mtm", "--distance", str(d), "--count", str(count), "--seed", str(seed)]
        if target is not None:
            args += ["--to", target]
        drawn = generate(d, count, seed, target, metric="mtm")
        assert drawn == run_eight(*args).split()
        goal = spelled(target) if target else GOAL
        assert all(distance(board, goal, metric="mtm") == d for board in drawn)
    assert generate(5, 3, 7, metric="stm") == generate(5, 3, 7)
    with pytest.raises(ValueError, match="no board is 25 multi-tile moves from the target"):
        generate(25, 1, 1, metric="mtm")
    with pytest.raises(ValueError, match="metric must be 'stm' or 'mtm'"):
        generate(5, 1, 1, metric="qtm")


def test_solve_many_answers_as_eight_solve_does() -> None:
    rng = random.Random(11)
    boards = []
    for _ in range(5000):
        cells = list("12345678x")
        rng.shuffle(cells)
        boards.append("".join(cells))
    expected = run_eight("solve", stdin="\n".join(boards) + "\n").splitlines()
    answers = solve_many(boards)
    assert [a if a is not None else "unsolvable" for a in answers] == expected
    assert solve_many(iter(boards[:10])) == answers[:10]
    assert solve_many(b for b in boards[:10]) == answers[:10]
    target = "1x2345678"
    solvable = [b for b in boards if is_solvable(b, target)][:500]
    pairs_in = f"{len(solvable)}\n" + "".join(f"{b}\n{target}\n" for b in solvable)
    written = []
    for number, moves in enumerate(solve_many(solvable, target), 1):
        assert moves is not None
        written += [f"Case {number}: {len(moves)}", moves]
    assert run_eight("pairs", stdin=pairs_in).splitlines() == written


def test_solve_many_lets_other_threads_run() -> None:
    boards = generate(31, 300_000, 3)
    seen_at: list[float] = []
    stop = threading.Event()

    def count() -> None:
        # When this thread ran, every hundred turns of its loop.
        turns = 0
        while not stop.is_set():
            turns += 1
            if turns % 100 == 0:
                seen_at.append(time.perf_counter())

    worker = threading.Thread(target=count)
    worker.start()
    try:
        time.sleep(0.01)
        started = time.perf_counter()
        answers = solve_many(boards)
        ended = time.perf_counter()
    finally:
        stop.set()
        worker.join()
    assert all(a is not None and len(a) == 31 for a in answers)
    # Had solve_many held the GIL throughout, this thread could have run
    # only at the call's edges (for at most a switch interval, 5 ms): it
    # runs in the middle half of it, while the boards are walked.
    quarter = (ended - started) / 4
    middle = [t for t in seen_at if started + quarter < t < ended - quarter]
    assert quarter > 0.01, f"the call took only {4 * quarter:.3f} s"
    assert len(middle) > 10, f"{len(middle)} turns in the middle of {4 * quarter:.3f} s"


# -- refusals ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ("1234", r"board '1234' is not a board: column 1: a run of 4 cells"),
        ("1 2 3 4 5 6 7 8 8", "board has no blank"),
        ("12345678xx", "a tenth cell"),
        ("123456789", "column 9: unexpected '9'"),
        ("", "no board"),
        ("12345678x 12345678x", "more than one board"),
        ("1 2 3 4", "input ended after 4 of the nine cells"),
        ("x" * 100, r"board 'x{39}\.\.\. is not a board: column 10: a tenth cell"),
        ((1, 2, 3), "board has 3 cells; a board has nine"),
        ((1, 2, 3, 4, 5, 6, 7, 8, 9), "cell 8 holds 9; a cell holds 0 to 8"),
        ((1, 2, 3, 4, 5, 6, 7, -1, 0), "cell 7 holds -1"),
        ((1, 2, 3, 4, 5, 6, 7, 2**70, 0), "cell 7 holds 1180591620717411303424"),
        ((1, 2, 3, 4, 5, 6, 7, 1, 0), r"tile 1 appears twice \(again at cell 7\)"),
        ((0, 2, 3, 4, 5, 6, 7, 8, 0), "a second blank at cell 8"),
    ],
)
def test_a_malformed_board_is_a_value_error(board: object, message: str) -> None:
    with pytest.raises(ValueError, match=message) as refused:
        solve(board)  # type: ignore[arg-type]
    assert not isinstance(refused.value, UnsolvableError)
    calls: list[Callable[[Any], object]] = [distance, is_solvable, neighbours]
    for call in calls:
        with pytest.raises(ValueError, match=message):
            call(board)
    with pytest.raises(ValueError, match=message.removeprefix("board ")) as refused:
        solve(GOAL, target=board)  # type: ignore[arg-type]
    assert str(refused.value).startswith("target")


@pytest.mark.parametrize(
    ("board", "message"),
    [
        (5, "board must be a str or a sequence of nine ints, not int"),
        (None, "not NoneType"),
        ({1: 2}, "not dict"),
        (3.5, "not float"),
        ((1, 2, 3, 4, 5, 6, 7, 8, 0.0), "cell 8 of board must be an int, not float"),
        (("1", "2", "3", "4", "5", "6", "7", "8", "x"), "cell 0 of board must be an int, not str"),
    ],
)
def test_a_wrong_type_is_a_type_error(board: object, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        solve(board)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        solve_many([GOAL, board])  # type: ignore[list-item]


def test_solve_many_names_the_bad_board() -> None:
    with pytest.raises(ValueError, match=r"boards\[2\] '12' is not a board"):
        solve_many([GOAL, "23415x768", "12", "zz"])
    with pytest.raises(ValueError, match=r"boards\[1\]: cell 0 holds 9"):
        solve_many([GOAL, (9, 2, 3, 4, 5, 6, 7, 8, 0)])
    with pytest.raises(TypeError, match="not one str"):
        solve_many(GOAL)
    with pytest.raises(TypeError, match="boards must be an array or an iterable of boards, not int"):
        solve_many(7)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="target '1' is not a board"):
        solve_many([GOAL], target="1")
    assert solve_many([]) == []
    # A list or tuple of str is read as one text: an item that is two
    # lines, or two items that make one board, are still each refused.
    with pytest.raises(ValueError, match=r"boards\[1\] '1234\\n5678x' is not a board"):
        solve_many((GOAL, "1234\n5678x"))
    with pytest.raises(ValueError, match=r"boards\[0\] '1 2 3 4 5 6 7 8' is not a board"):
        solve_many(["1 2 3 4 5 6 7 8", "x 1 2 3 4 5 6 7 8 x"])
    # Every spelling, and str beside sequences of ints.
    spelled = ["2 3 4 1 5 x 7 6 8", "23415X768", "234150768", "\t23415x768 ", (2, 3, 4, 1, 5, 0, 7, 6, 8)]
    assert solve_many(spelled) == ["dlurullddrurdllurdr"] * 5
    assert solve_many(tuple(spelled[:4])) == ["dlurullddrurdllurdr"] * 4


def test_generate_refuses_what_it_cannot_draw() -> None:
    with pytest.raises(ValueError, match="no board is 32 moves from the target; the farthest are 31"):
        generate(32, 1, 1)
    with pytest.raises(ValueError, match="no board is 31 moves .* the farthest are 30"):
        generate(31, 1, 1, target=(1, 2, 3, 4, 0, 5, 6, 7, 8))
    with pytest.raises(ValueError, match=r"count must be from 0 to 2\*\*64 - 1, not -1"):
        generate(3, -1, 1)
    with pytest.raises(ValueError, match="seed must be from 0 to 2"):
        generate(3, 1, 2**64)
    with pytest.raises(ValueError, match="distance must be"):
        generate(-3, 1, 1)
    with pytest.raises(TypeError, match="distance must be an int, not float"):
        generate(3.0, 1, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seed must be an int, not str"):
        generate(3, 1, "7")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="target 'q' is not a board"):
        generate(3, 1, 1, target="q")


def test_the_module_is_the_installed_one() -> None:
    # (What it exports is held to the stub's __all__ by stubtest.)
    assert GOAL == "12345678x"
    # Installed from the wheel, not imported from the source tree.
    assert "site-packages" in (eight_solver.__file__ or "")


def test_the_version_is_the_distribution_s() -> None:
    # The module's own word and the installed metadata's (which maturin
    # takes from Cargo.toml) are one version.
    from importlib.metadata import version

    assert eight_solver.__version__ == version("eight-solver")
    assert eight_solver.__version__.count(".") == 2


def test_random_input_is_refused_never_crashes() -> None:
    rng = random.Random(17)
    alphabet = "12345678xX0 \t\n\r\x0b\x0c9a-é\x00"
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 24)))
        try:
            answer = solve(text)
        except UnsolvableError:
            assert not is_solvable(text)
        except ValueError:
            pass
        else:
            assert replay(spelled(text), answer) == GOAL
    cells: list[object] = [0, 1, 8, 9, -1, 2**64, True, 1.5, "1", None, b"1"]
    for _ in range(5_000):
        board = tuple(rng.choice(cells) for _ in range(rng.choice([8, 9, 9, 10])))
        with pytest.raises((ValueError, TypeError)):
            distance(board)  # type: ignore[arg-type]


# -- the multi-tile metric ---------------------------------------------------


def slides_from(board: str) -> list[tuple[str, str]]:
    """Each slide of one or two tiles: its letters and the board after it."""
    slides = []
    for letter, _, _ in STEPS:
        one = moved(board, letter)
        if one is None:
            continue
        slides.append((letter, one))
        two = moved(one, letter)
        if two is not None:
            slides.append((letter * 2, two))
    return slides


@pytest.fixture(scope="session")
def goal_slides() -> dict[str, int]:
    """Every board's distance from the goal in slides."""
    seen = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        board = queue.popleft()
        for _, after in slides_from(board):
            if after not in seen:
                seen[after] = seen[board] + 1
                queue.append(after)
    return seen


def every_fewest_slides(board: str, slides: dict[str, int]) -> list[str]:
    """Every answer of the fewest slides, as letters, sorted."""
    if slides[board] == 0:
        return [""]
    found = []
    for letters, after in slides_from(board):
        if slides[after] == slides[board] - 1:
            found += [letters + rest for rest in every_fewest_slides(after, slides)]
    return sorted(found)


def test_the_multi_tile_metric_against_the_oracle_and_the_program(
    goal_slides: dict[str, int],
) -> None:
    assert max(goal_slides.values()) == 24
    boards = random.Random(53).sample(sorted(goal_slides), 400) + ["8672543x1", GOAL]
    for board in boards:
        every = every_fewest_slides(board, goal_slides)
        assert solve(board, metric="mtm") == every[0]
        assert distance(board, metric="mtm") == goal_slides[board]
        assert count(board, metric="mtm") == len(every)
        assert solutions(board, metric="mtm") == every
        assert solutions(board, limit=1, metric="mtm") == every[:1]
        closer = sorted(
            letters
            for letters, after in slides_from(board)
            if goal_slides[after] == goal_slides[board] - 1
        )
        assert best_moves(board, metric="mtm") == (goal_slides[board], closer)
        first = every[0][:2] if every[0][:2] == every[0][:1] * 2 else every[0][:1]
        assert hint(board, metric="mtm") == (goal_slides[board], first or None)
    answers = solve_many(boards, metric="mtm")
    assert answers == [solve(b, metric="mtm") for b in boards]
    assert run_eight("solve", "--metric", "mtm", stdin="\n".join(boards) + "\n").splitlines() == [
        a or "" for a in answers
    ]
    for board in boards[:10]:
        assert run_eight("count", "--metric", "mtm", board) == f"{count(board, metric='mtm')}\n"
    # The single-tile metric is the default, and says so.
    assert solve("8672543x1", metric="stm") == solve("8672543x1")
    assert solve("12X453786", metric="mtm") == "dd"
    assert solve_many(["12345687x"], metric="mtm") == [None]
    with pytest.raises(UnsolvableError):
        solve("12345687x", metric="mtm")


@pytest.mark.parametrize("metric", ["", "STM", "htm", "m" * 100])
def test_an_unknown_metric_is_a_value_error(metric: str) -> None:
    with pytest.raises(ValueError, match="metric must be 'stm' or 'mtm'"):
        solve(GOAL, metric=metric)
    with pytest.raises(ValueError, match="metric must be 'stm' or 'mtm'"):
        solve_many([GOAL], metric=metric)
