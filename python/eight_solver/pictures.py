"""Pictures of boards and of move strings as SVG, in the look of the
eight solver's page (web/style.css): the same colors, the same tile
numbers. Nothing here needs more than the standard library, and nothing
it imports is heavy: `import eight_solver` brings it in. The text in the
pictures is digits, the blank's letters and fixed words: nothing to
escape."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Optional, Union

from . import GOAL, _boards_along, solve

# The page's colors (web/style.css; the tests hold the two equal).
PAPER = "#f7f5f0"
INK = "#1d2330"
TILE = "#2f5d8a"
TILE_INK = "#ffffff"
GAP = "#d9d4c7"
ACCENT = "#e0a526"

# A board's geometry, in SVG units: a cell, the gap around it, a board.
CELL = 60
SPACE = 6
BOARD = 3 * CELL + 4 * SPACE
# Room under each board of a strip for its caption, between boards, and
# boards a row before a strip wraps.
CAPTION = 24
BETWEEN = 20
PER_ROW = 6
# Seconds a move takes in the animated form, and the rest at each end.
MOVE_SECONDS = 0.6
REST_SECONDS = 1.2

_Board = Union[str, Sequence[int]]


def _boards(board: _Board, moves: str) -> list[list[int]]:
    """The cells of board and of the board after each letter of moves, 0
    the blank: read and moved by the solver, so a bad board or move gets
    its message."""
    if not isinstance(board, str) and hasattr(board, "tolist"):
        board = [int(cell) for cell in board]
    return [list(cells) for cells in _boards_along(board, moves)]


def _cells(board: _Board) -> list[int]:
    """The nine cells of a board in any spelling the package takes."""
    return _boards(board, "")[0]


def _spoken(board: list[int]) -> str:
    """A board as a screen reader reads it, row by row."""
    names = ["blank" if c == 0 else str(c) for c in board]
    return ", ".join(" ".join(names[r : r + 3]) for r in (0, 3, 6))


def _tile(x: float, y: float, number: int, extra: str = "") -> str:
    """One tile at (x, y): a rounded square with its number."""
    centre = CELL / 2
    return (
        f'<g transform="translate({x} {y})"{extra}>'
        f'<rect width="{CELL}" height="{CELL}" rx="8" fill="{TILE}"/>'
        f'<text x="{centre}" y="{centre}" dy="0.35em" text-anchor="middle" fill="{TILE_INK}" '
        f'font-family="system-ui, sans-serif" font-weight="bold" font-size="30">{number}</text></g>'
    )


def _place(cell: int) -> tuple[int, int]:
    return SPACE + (cell % 3) * (CELL + SPACE), SPACE + (cell // 3) * (CELL + SPACE)


def _board(board: list[int], x: float, y: float, moved: Optional[int]) -> str:
    """A board with its top left corner at (x, y); with `moved`, the tile
    in that cell (the one the next move slides) carries an arrow into the
    blank."""
    parts = [f'<g transform="translate({x} {y})">', f'<rect width="{BOARD}" height="{BOARD}" rx="10" fill="{GAP}"/>']
    for cell, number in enumerate(board):
        cx, cy = _place(cell)
        if number == 0:
            parts.append(
                f'<rect x="{cx}" y="{cy}" width="{CELL}" height="{CELL}" rx="8" fill="{PAPER}" '
                f'stroke="{INK}" stroke-opacity="0.25" stroke-dasharray="4 4"/>'
            )
        else:
            parts.append(_tile(cx, cy, number).replace("<g ", f'<g data-cell="{cell}" ', 1))
    if moved is not None:
        blank = board.index(0)
        (fx, fy), (tx, ty) = _place(moved), _place(blank)
        half = CELL / 2
        x, y, dx, dy = fx + half, fy + half, tx - fx, ty - fy
        # From the tile's edge, clear of its number, into the blank.
        x1, y1, x2, y2 = x + dx * 0.4, y + dy * 0.4, x + dx * 0.8, y + dy * 0.8
        parts.append(
            f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{ACCENT}" stroke-width="6" '
            f'stroke-linecap="round" marker-end="url(#{{prefix}}-head)"/>'
        )
    parts.append("</g>")
    return "".join(parts)


def _document(width: float, height: float, title: str, body: str, prefix: str, style: str = "") -> str:
    head = (
        f'<defs><marker id="{prefix}-head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" '
        f'markerHeight="3" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="{ACCENT}"/></marker></defs>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" role="img" aria-labelledby="{prefix}-title">'
        f'<title id="{prefix}-title">{title}</title>{style}{head}'
        f'<rect width="{width}" height="{height}" fill="{PAPER}"/>{body.replace("{prefix}", prefix)}</svg>'
    )


def svg(board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False) -> str:
    """An SVG picture of board, or of moves played from it.

    With moves None and target None: the board. With moves None and a
    target: the answer from board to target (solve's), played. With moves
    (the blank's letters d, l, r, u; a letter a board, so a two-cell slide
    of the multi-tile metric is two boards): a strip of boards, six a row,
    each with an arrow on the tile the next letter slides and its move
    under it; with animate=True, one board whose tiles slide through the
    moves again and again (a CSS animation, still for readers who ask for
    reduced motion). The title says it all for screen readers."""
    return _drawn(board, moves, target, animate)[0]


def _drawn(board: _Board, moves: Optional[str], target: Optional[_Board], animate: bool) -> tuple[str, str]:
    """svg()'s picture and its title."""
    if moves is not None and not isinstance(moves, str):
        raise TypeError(f"moves must be a str of the blank's letters, not {type(moves).__name__}")
    start = _cells(board)
    if moves is None and target is not None:
        _cells(target)
        moves = solve(board, target)
    played = "" if moves is None else "".join(moves.split())
    boards = _boards(board, played)
    if target is None:
        target = GOAL
    ends = boards[-1] == _cells(target)
    title = f"8-puzzle board {_spoken(start)}"
    if played:
        title += f"; moves of the blank {' '.join(played)} ({len(played)})"
        title += f", ending on {_spoken(boards[-1])}" + (" (the target)" if ends else "")
    # Ids and CSS classes unique to the picture: several in one notebook
    # page must not share them (the same picture may).
    prefix = f"e8-{zlib.crc32(f'{start}{played}{animate}'.encode()):08x}"
    if animate and played:
        return _animated(boards, played, title, prefix), title
    if not played:
        return _document(BOARD, BOARD, title, _board(start, 0, 0, None), prefix), title
    columns = min(len(boards), PER_ROW)
    rows = (len(boards) + PER_ROW - 1) // PER_ROW
    width = columns * BOARD + (columns - 1) * BETWEEN
    height = rows * (BOARD + CAPTION) + (rows - 1) * BETWEEN
    parts = []
    for index, shown in enumerate(boards):
        x = (index % PER_ROW) * (BOARD + BETWEEN)
        y = (index // PER_ROW) * (BOARD + CAPTION + BETWEEN)
        # The next board's blank is where the tile that slides stands.
        moved = boards[index + 1].index(0) if index + 1 < len(boards) else None
        parts.append(_board(shown, x, y, moved))
        caption = "start" if index == 0 else f"{index}: {played[index - 1]}"
        parts.append(
            f'<text x="{x + BOARD / 2}" y="{y + BOARD + 18}" text-anchor="middle" fill="{INK}" '
            f'font-family="system-ui, sans-serif" font-size="15">{caption}</text>'
        )
    return _document(width, height, title, "".join(parts), prefix), title


def _animated(boards: list[list[int]], played: str, title: str, prefix: str) -> str:
    """One board whose tiles slide through the boards, by CSS keyframes."""
    total = 2 * REST_SECONDS + MOVE_SECONDS * len(played)
    rules = []
    tiles = []
    for number in range(1, 9):
        places = [_place(b.index(number)) for b in boards]
        frames = [f"0%{{transform:translate({places[0][0]}px,{places[0][1]}px)}}"]
        for step, (x, y) in enumerate(places):
            at = (REST_SECONDS + MOVE_SECONDS * step) / total * 100
            frames.append(f"{at:.3f}%{{transform:translate({x}px,{y}px)}}")
        frames.append(f"100%{{transform:translate({places[-1][0]}px,{places[-1][1]}px)}}")
        rules.append(f"@keyframes {prefix}-t{number}{{{''.join(frames)}}}")
        rules.append(f".{prefix}-t{number}{{animation:{prefix}-t{number} {total:.1f}s linear infinite}}")
        x, y = places[0]
        tiles.append(_tile(x, y, number, f' class="{prefix}-t{number}" data-tile="{number}"'))
    rules.append(f"@media (prefers-reduced-motion: reduce){{[class^={prefix}-t]{{animation:none}}}}")
    style = f"<style>{''.join(rules)}</style>"
    body = f'<rect width="{BOARD}" height="{BOARD}" rx="10" fill="{GAP}"/>' + "".join(tiles)
    return _document(BOARD, BOARD, title, body, prefix, style)


class Picture:
    """A board or moves from it that draws itself in Jupyter (as SVG)."""

    def __init__(
        self, board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False
    ) -> None:
        self.svg, self.title = _drawn(board, moves, target, animate)

    def __repr__(self) -> str:
        return f"<eight_solver.Picture: {self.title}>"

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg

    def save(self, path: str) -> None:
        """Writes the SVG to a file."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.svg)


def show(board: _Board, moves: Optional[str] = None, target: Optional[_Board] = None, animate: bool = False) -> Picture:
    """svg()'s picture as an object that draws itself in a notebook."""
    return Picture(board, moves, target, animate)
