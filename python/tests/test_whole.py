"""The whole-space arrays, the answers over arrays, the grader and the
heuristic checker, against a breadth-first search written here (both
metrics, targets of both parities and of each kind of blank cell) and
against the published figures of AIMA's Figure 3.29."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

import numpy as np
import pytest

import eight_solver
from eight_solver import GOAL, UnsolvableError
from test_eight_solver import moved, slides_from, STEPS

LETTERS = "dlru"
# Targets of both parities, with the blank in a corner, on an edge and in
# the centre.
TARGETS = [GOAL, "1x2345687", "8765x4321"]

Cells = tuple[int, ...]


def cells(board: str) -> Cells:
    return tuple(0 if c == "x" else int(c) for c in board)


def text(board: Cells | list[int]) -> str:
    return "".join("x" if c == 0 else str(c) for c in board)


def moves_of(metric: str) -> Callable[[str], list[tuple[str, str]]]:
    """Each move from a board in the metric: its letters and the board after."""
    if metric == "mtm":
        return slides_from
    return lambda board: [
        (letter, after) for letter, _, _ in STEPS if (after := moved(board, letter)) is not None
    ]


def code(letters: str) -> int:
    """The code of a move in `first` and `next_moves`."""
    return LETTERS.index(letters[0]) + 4 * (len(letters) - 1)


class Searched:
    """Every board that reaches a target in a metric, by a breadth-first
    search: its distance, its closer moves, the number of shortest answers
    and the smallest shortest answer (the letters compared as strings)."""

    def __init__(self, target: str, metric: str) -> None:
        step = moves_of(metric)
        self.distance = {target: 0}
        order = [target]
        queue = deque([target])
        while queue:
            board = queue.popleft()
            for _, after in step(board):
                if after not in self.distance:
                    self.distance[after] = self.distance[board] + 1
                    order.append(after)
                    queue.append(after)
        self.closer: dict[str, list[tuple[str, str]]] = {}
        self.count = {target: 1}
        self.answer = {target: ""}
        for board in order[1:]:
            closer = [(m, a) for m, a in step(board) if self.distance[a] == self.distance[board] - 1]
            self.closer[board] = closer
            self.count[board] = sum(self.count[a] for _, a in closer)
            self.answer[board] = min(m + self.answer[a] for m, a in closer)


@pytest.fixture(scope="module", params=[(t, m) for t in TARGETS for m in ("stm", "mtm")])
def searched(request: pytest.FixtureRequest) -> tuple[str, str, Searched]:
    target, metric = request.param
    return target, metric, Searched(target, metric)


def test_every_row_of_the_space_is_the_search_s(searched: tuple[str, str, Searched]) -> None:
    target, metric, truth = searched
    space = eight_solver.space(target, metric=metric)
    assert (len(space), space.target, space.metric) == (181_440, target, metric)
    boards = [text(row) for row in space.boards.tolist()]
    assert set(boards) == set(truth.distance)
    # The documented order: by the blank's cell, then the tiles.
    keys = [(b.index("x"), b.replace("x", "")) for b in boards]
    assert keys == sorted(keys)
    distance, best = space.distance.tolist(), space.best.tolist()
    first, count = space.first.tolist(), space.count.tolist()
    for row, board in enumerate(boards):
        assert distance[row] == truth.distance[board], board
        assert count[row] == truth.count[board], board
        if board == target:
            assert (best[row], first[row]) == (0, -1)
            continue
        bits = sum(1 << code(m) for m, _ in truth.closer[board])
        assert best[row] == bits, board
        assert first[row] == code(moves_first(truth.answer[board], metric)), board
    for row in range(0, len(boards), 997):
        assert space.row(boards[row]) == row
        assert space.board(row) == cells(boards[row])
    assert space.board(-1) == cells(boards[-1])


def moves_first(answer: str, metric: str) -> str:
    """The first move of an answer: a letter, or in the multi-tile metric
    its first run (a run of two is one slide)."""
    if metric == "mtm" and answer[1:2] == answer[0]:
        return answer[:2]
    return answer[0]


def test_the_arrays_are_numpy_s_without_a_copy() -> None:
    space = eight_solver.space()
    for name, dtype, shape in [
        ("boards", np.uint8, (181_440, 9)),
        ("distance", np.int8, (181_440,)),
        ("best", np.uint8, (181_440,)),
        ("first", np.int8, (181_440,)),
        ("count", np.uint32, (181_440,)),
    ]:
        array = np.asarray(getattr(space, name))
        assert (array.dtype, array.shape) == (dtype, shape), name
        assert np.shares_memory(array, np.asarray(getattr(space, name)))
    distance = np.asarray(space.distance)
    assert np.bincount(distance).tolist()[:5] == [1, 2, 4, 8, 16]
    assert int(distance.max()) == 31 and int((distance == 31).sum()) == 2
    assert int(np.asarray(space.count).max()) == 64


def test_a_board_of_the_other_parity_has_no_row() -> None:
    space = eight_solver.space()
    with pytest.raises(UnsolvableError, match="cannot reach 12345678x"):
        space.row("12345687x")
    with pytest.raises(IndexError, match="row 181440 is out of range"):
        space.board(181_440)
    with pytest.raises(ValueError, match="metric must be"):
        eight_solver.space(metric="htm")
    with pytest.raises(ValueError, match="target"):
        eight_solver.space("1234")


def random_boards(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = list(GOAL)
        rng.shuffle(board)
        boards.append("".join(board))
    return boards


@pytest.mark.parametrize("metric", ["stm", "mtm"])
@pytest.mark.parametrize("target", [GOAL, "8765x4321"])
def test_distances_and_next_moves_over_arrays(target: str, metric: str) -> None:
    truth = Searched(target, metric)
    boards = random_boards(3000, 63) + [target]
    expected_distance = [truth.distance.get(b, -1) for b in boards]
    expected_first = [
        -2 if b not in truth.distance else -1 if b == target
        else code(moves_first(truth.answer[b], metric))
        for b in boards
    ]
    grid = np.array([cells(b) for b in boards], dtype=np.int64)
    # Every integer type, either byte order, C or Fortran order, a slice.
    inputs: list[object] = [boards, [cells(b) for b in boards]]
    for dtype in ["u1", "i1", "<i2", ">u2", "<i4", ">i8", "u8"]:
        inputs.append(grid.astype(dtype))
    inputs.append(np.asfortranarray(grid))
    inputs.append(np.repeat(grid, 2, axis=1)[:, ::2])
    for given in inputs:
        found = eight_solver.distances(given, target, metric=metric)  # type: ignore[arg-type]
        assert (found.format, found.shape) == ("b", (len(boards),))
        assert found.tolist() == expected_distance
        moves = eight_solver.next_moves(given, target=target, metric=metric)  # type: ignore[arg-type]
        assert moves.tolist() == expected_first
    answers = eight_solver.solve_many(grid, target, metric=metric)
    assert [None if a is None else len(answers_in(a, metric)) for a in answers] == [
        None if d < 0 else d for d in expected_distance
    ]
    empty = eight_solver.distances(np.zeros((0, 9), dtype=np.uint8))
    assert empty.tolist() == [] and empty.shape == (0,)


def test_large_arrays_read_the_kept_answers(searched: tuple[str, str, Searched]) -> None:
    """An array of 65,536 boards or more makes the target's answers once
    and reads them; they stay kept for the targets asked last, smaller
    arrays read them too, and they are each board's answers."""
    target, metric, truth = searched
    reaching = list(truth.distance)
    others = random_boards(2000, 5)
    boards = reaching + [b for b in others if b not in truth.distance]
    assert len(boards) >= 1 << 16
    grid = np.array([cells(b) for b in boards], dtype=np.uint8)
    expected_distance = [truth.distance.get(b, -1) for b in boards]
    expected_first = [
        -2 if b not in truth.distance else -1 if b == target
        else code(moves_first(truth.answer[b], metric))
        for b in boards
    ]
    for _ in range(2):
        assert eight_solver.distances(grid, target, metric=metric).tolist() == expected_distance
        assert eight_solver.next_moves(grid, target, metric=metric).tolist() == expected_first
    few = grid[::997]
    assert eight_solver.distances(few, target, metric=metric).tolist() == expected_distance[::997]
    assert eight_solver.next_moves(few, target, metric=metric).tolist() == expected_first[::997]


def answers_in(answer: str, metric: str) -> list[str]:
    """An answer's moves: letters, or in the multi-tile metric runs."""
    if metric == "stm":
        return list(answer)
    runs: list[str] = []
    for letter in answer:
        if runs and runs[-1] == letter:
            runs[-1] += letter
        else:
            runs.append(letter)
    return runs


@pytest.mark.parametrize(
    ("boards", "error", "message"),
    [
        (np.array([[1, 2, 3, 4, 5, 6, 7, 8, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9]]), ValueError,
         r"^boards\[1\]: cell 8 holds 9; a cell holds 0 to 8"),
        (np.array([[1, 2, 3, 4, 5, 6, 7, 8, -1]]), ValueError, r"^boards\[0\]: cell 8 holds -1"),
        (np.array([[1, 1, 3, 4, 5, 6, 7, 8, 0]]), ValueError, r"^boards\[0\]: tile 1 appears twice"),
        (np.zeros((3, 8), dtype=np.uint8), ValueError, r"shape \(N, 9\).*not \(3, 8\)"),
        (np.zeros(9, dtype=np.uint8), ValueError, r"shape \(N, 9\).*not \(9\)"),
        (np.zeros((2, 9)), TypeError, "must hold integers"),
        (np.zeros((2, 9), dtype=bool), TypeError, "must hold integers"),
        ("12345678x", TypeError, "not one str"),
        (5, TypeError, "not int"),
        (["12345678x", "1234"], ValueError, r"^boards\[1\] '1234' is not a board"),
    ],
)
def test_bad_arrays_are_refused_naming_the_row(boards: object, error: type, message: str) -> None:
    for function in (eight_solver.distances, eight_solver.next_moves, eight_solver.solve_many):
        with pytest.raises(error, match=message):
            function(boards)  # type: ignore[operator]


def expected_score(board: str, moves: str, target: str, truth: Searched) -> dict[str, object]:
    """What score() must say, from the search (single-tile metric)."""
    after: list[int] = []
    best: list[bool] = []
    first_illegal = None
    at = board
    for index, letter in enumerate(moves):
        nxt = moved(at, letter)
        if nxt is None:
            first_illegal = index
            break
        if at in truth.distance:
            after.append(truth.distance[nxt])
            best.append(truth.distance[nxt] == truth.distance[at] - 1)
        at = nxt
    solved = first_illegal is None and at == target
    optimal = truth.distance.get(board)
    return {
        "moves": list(moves),
        "legal": first_illegal is None,
        "first_illegal": first_illegal,
        "solved": solved,
        "length": len(moves),
        "optimal": optimal,
        "gap": len(moves) - optimal if solved and optimal is not None else None,
        "after": after,
        "best": best,
        "first_loss": best.index(False) if False in best else None,
    }


def test_score_against_the_search() -> None:
    target = "8765x4321"
    truth = Searched(target, "stm")
    rng = random.Random(7)
    for board in random_boards(300, 5):
        moves = "".join(rng.choice(LETTERS) for _ in range(rng.randrange(6)))
        # Half the solvable boards: the legal part of the walk, then the
        # answer from where it ends.
        if board in truth.distance and rng.randrange(2):
            walked = board
            kept = ""
            for letter in moves:
                nxt = moved(walked, letter)
                if nxt is None:
                    break
                walked, kept = nxt, kept + letter
            moves = kept + truth.answer[walked]
        graded = eight_solver.score(board, moves, target)
        found = {name: getattr(graded, name) for name in expected_score(board, moves, target, truth)}
        assert found == expected_score(board, moves, target, truth), (board, moves)


def test_score_reads_the_tile_notation_and_counts_slides() -> None:
    graded = eight_solver.score((2, 3, 4, 1, 5, 0, 7, 6, 8), "U R")
    assert (graded.moves, graded.after, graded.best) == (["d", "l"], [18, 17], [True, True])
    answer = eight_solver.solve("8672543x1", metric="mtm")
    graded = eight_solver.score("8672543x1", answer, metric="mtm")
    assert graded.solved and graded.gap == 0 and graded.length == 20
    assert graded.first_loss is None and graded.after[-1] == 0
    assert "".join(graded.moves) == answer
    graded = eight_solver.score("x12345678", "ddrr", metric="mtm")
    assert graded.moves == ["dd", "rr"] and graded.length == 2
    graded = eight_solver.score("12345687x", "ul")
    assert (graded.legal, graded.optimal, graded.after, graded.best, graded.gap) == (
        True, None, [], [], None
    )
    graded = eight_solver.score("12345678x", "dr")
    assert (graded.legal, graded.first_illegal, graded.after) == (False, 0, [])
    assert "first_loss=None" in repr(graded)


@pytest.mark.parametrize(
    ("moves", "error", "message"),
    [
        ("dq", ValueError, r"^moves 'dq': 'q' at offset 1: moves are d, l, r and u"),
        ("U0", ValueError, r"^moves 'U0': '0' at offset 1: tile moves"),
        (["d"], TypeError, "moves must be a str, not list"),
    ],
)
def test_score_refuses_bad_moves(moves: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        eight_solver.score("23415x768", moves)  # type: ignore[arg-type]


def misplaced(board: tuple[int, ...]) -> int:
    return sum(1 for cell, tile in enumerate(board) if tile and tile != cell + 1)


def manhattan(board: tuple[int, ...]) -> int:
    return sum(
        abs((tile - 1) // 3 - cell // 3) + abs((tile - 1) % 3 - cell % 3)
        for cell, tile in enumerate(board)
        if tile
    )


# AIMA (3rd edition), Figure 3.29: the effective branching factor of A*
# with misplaced tiles (h1) and Manhattan distance (h2), 100 random
# problems a depth.
AIMA_H1 = {2: 1.79, 4: 1.48, 6: 1.34, 8: 1.33, 10: 1.38, 12: 1.42, 14: 1.44, 16: 1.45,
           18: 1.46, 20: 1.47, 22: 1.48, 24: 1.48}
AIMA_H2 = {2: 1.79, 4: 1.45, 6: 1.30, 8: 1.24, 10: 1.22, 12: 1.24, 14: 1.23, 16: 1.25,
           18: 1.26, 20: 1.27, 22: 1.28, 24: 1.26}


def test_misplaced_tiles_and_manhattan_distance_cost_what_aima_measured() -> None:
    depths = range(8, 25, 2)
    h1 = eight_solver.check_heuristic(misplaced, depths=depths)
    h2 = eight_solver.check_heuristic(manhattan, depths=depths)
    for report in (h1, h2):
        assert report.admissible and report.consistent
        assert report.overestimates == [] and report.inconsistent == []
        assert sorted(report.generated) == list(depths)
        assert sorted(report.ratio) == list(range(1, 32))
    for depth in depths:
        assert abs(h2.branching[depth] - AIMA_H2[depth]) < 0.1, depth
        if depth <= 20:
            assert abs(h1.branching[depth] - AIMA_H1[depth]) < 0.1, depth
        assert h1.generated[depth] > h2.generated[depth], depth
        assert h1.ratio[depth] < h2.ratio[depth] <= 1
    # The same values given as an array over the rows; the same seed.
    space = eight_solver.space()
    rows = [float(manhattan(tuple(b))) for b in space.boards.tolist()]
    again = eight_solver.check_heuristic(np.array(rows), depths=depths)
    assert again.generated == h2.generated and again.ratio == h2.ratio
    other_seed = eight_solver.check_heuristic(rows, depths=[20], seed=1)
    assert other_seed.generated[20] != h2.generated[20]


def test_an_inadmissible_heuristic_is_caught_with_counterexamples() -> None:
    truth = Searched(GOAL, "stm")

    def doubled(board: tuple[int, ...]) -> float:
        return 2.0 * manhattan(board)

    report = eight_solver.check_heuristic(doubled, samples=3, depths=[10])
    assert not report.admissible and not report.consistent
    over = [b for b, d in truth.distance.items() if doubled(cells(b)) > d]
    assert report.overestimating == len(over)
    assert len(report.overestimates) == 10
    for board, value, distance in report.overestimates:
        assert value == doubled(board) and distance == truth.distance[text(board)]
        assert value > distance
    for board, neighbour, here, there in report.inconsistent:
        assert text(neighbour) in {a for _, a in moves_of("stm")(text(board))}
        assert (here, there) == (doubled(board), doubled(neighbour)) and here > there + 1
    assert report.inconsistent_moves > 0

    # Admissible but not consistent: Manhattan distance with one board's
    # value dropped to 0 far from the goal.
    far = cells(eight_solver.generate(20, 1, 3)[0])
    report = eight_solver.check_heuristic(
        lambda board: 0 if board == far else manhattan(board), samples=0
    )
    assert report.admissible and not report.consistent
    assert all(far in (b, n) for b, n, _, _ in report.inconsistent)


def test_the_multi_tile_metric_checks_its_own_moves() -> None:
    # Manhattan distance overestimates slides of two tiles.
    report = eight_solver.check_heuristic(manhattan, metric="mtm", samples=5, depths=[6])
    assert not report.admissible
    halved = eight_solver.check_heuristic(
        lambda board: manhattan(board) / 2, "1 2 3 4 5 6 7 8 x", metric="mtm", samples=5, depths=[6]
    )
    assert halved.admissible and list(halved.generated) == [6]


class Oops(Exception):
    pass


def raising(board: tuple[int, ...]) -> int:
    raise Oops("no")


@pytest.mark.parametrize(
    ("h", "keywords", "error", "message"),
    [
        (raising, {}, ValueError, r"^h raised Oops\('no'\) at board \(0, 1, 2, 3, 4, 5, 6, 7, 8\)"),
        (lambda board: "3", {}, TypeError, r"^h must return a number, not str \(at board \(0, 1,"),
        (lambda board: True, {}, TypeError, "must return a number, not bool"),
        (lambda board: -1, {}, ValueError,
         r"a finite number from 0 up, not -1 \(at board \(0, 1, 2, 3, 4, 5, 6, 7, 8\)\)"),
        (lambda board: float("nan"), {}, ValueError, "not NaN"),
        ([0.0] * 5, {}, ValueError, "one value a row: 181440, not 5"),
        (["1"] * 181_440, {}, TypeError, r"h\[0\] must be a number, not str"),
        ("h", {}, TypeError, "not a str"),
        (5, {}, TypeError, "not int"),
        (manhattan, {"depths": [0]}, ValueError, "depths are from 1 to 31"),
        (manhattan, {"depths": [32]}, ValueError, "not 32"),
        (manhattan, {"depths": ["8"]}, TypeError, "depths must be ints, not str"),
        (manhattan, {"metric": "htm"}, ValueError, "metric must be"),
        (manhattan, {"target": "12345678"}, ValueError, "target"),
    ],
)
def test_a_bad_heuristic_is_refused(
    h: object, keywords: dict[str, object], error: type, message: str
) -> None:
    with pytest.raises(error, match=message) as raised:
        eight_solver.check_heuristic(h, samples=1, **keywords)  # type: ignore[arg-type]
    if h is raising:
        assert isinstance(raised.value.__cause__, Oops)
