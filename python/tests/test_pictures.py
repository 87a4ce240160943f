"""The SVG pictures: they parse as XML, each tile's label sits in the cell
the board has it in (for boards the test draws at random, and after every
move of a strip), the titles read the board out, and the colors are the
page's (web/style.css)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

import eight_solver
from eight_solver import GOAL, pictures

SVG = "{http://www.w3.org/2000/svg}"
STYLE = Path(__file__).resolve().parents[2] / "web" / "style.css"


def random_board(rng: random.Random) -> list[int]:
    cells = list(range(9))
    rng.shuffle(cells)
    return cells


def drawn_boards(svg: str) -> list[list[int]]:
    """The boards a picture draws, each as nine cells (0 where no tile
    is), read from the tiles' labels and the cells they sit in."""
    root = ElementTree.fromstring(svg)
    boards = []
    for board in root.iter(f"{SVG}g"):
        tiles = [g for g in board if g.tag == f"{SVG}g" and "data-cell" in g.attrib]
        if not tiles:
            continue
        cells = [0] * 9
        for tile in tiles:
            label = tile.find(f"{SVG}text")
            assert label is not None and label.text is not None
            cells[int(tile.attrib["data-cell"])] = int(label.text)
            # Where it is drawn is where its cell is.
            x, y = map(float, re.findall(r"[\d.]+", tile.attrib["transform"]))
            cell = int(tile.attrib["data-cell"])
            assert (x, y) == pictures._place(cell)
        boards.append(cells)
    return boards


def test_a_board_draws_each_tile_in_its_cell_with_a_title() -> None:
    rng = random.Random(3)
    for _ in range(50):
        board = random_board(rng)
        svg = eight_solver.svg(board)
        root = ElementTree.fromstring(svg)
        assert root.attrib["role"] == "img"
        title = root.find(f"{SVG}title")
        assert title is not None and title.text is not None
        spoken = ["blank" if c == 0 else str(c) for c in board]
        assert title.text == "8-puzzle board " + ", ".join(" ".join(spoken[r : r + 3]) for r in (0, 3, 6))
        assert drawn_boards(svg) == [board]
        # The blank is a dashed cell of its own color, not a tile.
        assert svg.count('stroke-dasharray="4 4"') == 1
        assert eight_solver.svg("".join("x" if c == 0 else str(c) for c in board)) == svg


def test_a_strip_draws_every_board_along_the_moves_with_an_arrow_each() -> None:
    rng = random.Random(4)
    for _ in range(20):
        board = random_board(rng)
        if not eight_solver.is_solvable(board):
            board[0], board[1] = (board[1], board[0]) if 0 not in board[:2] else (board[0], board[1])
        if not eight_solver.is_solvable(board):
            continue
        moves = eight_solver.solve(board)
        svg = eight_solver.svg(board, moves)
        boards = drawn_boards(svg)
        assert len(boards) == len(moves) + 1
        expected = [board]
        for letter in moves:
            after = list(expected[-1])
            blank = after.index(0)
            to = blank + {"d": 3, "u": -3, "l": -1, "r": 1}[letter]
            after[blank], after[to] = after[to], 0
            expected.append(after)
        assert boards == expected
        assert boards[-1] == [1, 2, 3, 4, 5, 6, 7, 8, 0]
        assert svg.count("<line ") == len(moves)
        assert svg.count("(the target)") == 1
        # Without moves, a target plays the answer to it.
        assert eight_solver.svg(board, target=GOAL) == svg


def test_the_animated_form_slides_every_tile_and_rests_for_reduced_motion() -> None:
    svg = eight_solver.svg("23415x768", "dlu", animate=True)
    root = ElementTree.fromstring(svg)
    style = root.find(f"{SVG}style")
    assert style is not None and style.text is not None
    assert style.text.count("@keyframes") == 8
    assert "prefers-reduced-motion: reduce" in style.text
    # Tile 8 slides up from cell 8 into the blank's cell 5, and stays.
    frames = re.search(r"@keyframes e8-\w+-t8\{(.*?)\}\}", style.text)
    assert frames is not None
    places = re.findall(r"translate\((\d+)px,(\d+)px\)", frames.group(1))
    assert places[0] == ("138", "138") and places[-1] == ("138", "72")
    assert len(set(places)) == 2


def test_show_draws_itself_in_notebooks() -> None:
    picture = eight_solver.show("23415x768", "d")
    assert picture._repr_svg_() == eight_solver.svg("23415x768", "d") == str(picture)


@pytest.mark.parametrize(
    "board, moves, message",
    [
        ("x12345678", "u", "move 1 \\(u\\) would move the blank off the board"),
        ("12345678x", "ux", "moves 'ux': 'x' at offset 1: moves are d, l, r and u"),
        ("1234", None, "is not a board"),
    ],
)
def test_bad_boards_and_moves_are_refused(board: str, moves: str | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        eight_solver.svg(board, moves)


def test_moves_that_are_not_a_str_are_refused() -> None:
    with pytest.raises(TypeError, match="moves must be a str of the blank's letters, not list"):
        eight_solver.svg("23415x768", ["d"])  # type: ignore[arg-type]


def test_the_colors_are_the_pages() -> None:
    if not STYLE.exists():
        pytest.skip("web/style.css is not beside this package's source")
    css = STYLE.read_text()
    for name, value in [("paper", pictures.PAPER), ("ink", pictures.INK), ("tile", pictures.TILE),
                        ("tile-ink", pictures.TILE_INK), ("gap", pictures.GAP), ("accent", pictures.ACCENT)]:
        assert f"--{name}: {value};" in css
