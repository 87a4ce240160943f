//! Boards and moves: the geometry of the 3×3 puzzle.
//!
//! This module is shared with `build.rs`, so it depends on nothing but
//! `core`.

use core::fmt;

/// The number of cells on a board.
pub const CELLS: usize = 9;

/// The longest answer any pair of boards has: 31 moves (OEIS A089473).
pub const MAX_MOVES: usize = 31;

/// The value stored for the blank cell in [`Board::cells`].
pub const BLANK: u8 = 0;

/// A move of the blank. The letter names the neighbour the blank swaps with,
/// so it is the direction in which the blank travels.
///
/// The discriminants follow the ASCII order of the letters (`d` < `l` < `r` <
/// `u`); they are also the 2-bit codes stored in the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Move {
    /// The blank travels down (`d`).
    Down = 0,
    /// The blank travels left (`l`).
    Left = 1,
    /// The blank travels right (`r`).
    Right = 2,
    /// The blank travels up (`u`).
    Up = 3,
}

impl Move {
    /// All moves in letter order, which is the order in which searches expand.
    pub const ALL: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

    /// The move stored under a 2-bit table code (only the low two bits count).
    pub const fn from_code(code: u8) -> Move {
        match code & 3 {
            0 => Move::Down,
            1 => Move::Left,
            2 => Move::Right,
            _ => Move::Up,
        }
    }

    /// The 2-bit table code of this move.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The letter of this move: `d`, `l`, `r` or `u`.
    pub const fn letter(self) -> u8 {
        b"dlru"[self as usize]
    }

    /// The move named by a letter. Answers are written in lower case, so
    /// only `d`, `l`, `r` and `u` name a move.
    pub const fn from_letter(letter: u8) -> Option<Move> {
        match letter {
            b'd' => Some(Move::Down),
            b'l' => Some(Move::Left),
            b'r' => Some(Move::Right),
            b'u' => Some(Move::Up),
            _ => None,
        }
    }

    /// The move that undoes this one. The codes are ordered so that
    /// opposite moves add up to 3 (d+u, l+r).
    pub const fn inverse(self) -> Move {
        Move::from_code(3 - self.code())
    }

    /// The move seen in a left-right mirror: `l` and `r` swap.
    pub const fn mirrored(self) -> Move {
        match self {
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            other => other,
        }
    }

    /// Where the blank goes from `blank`, or `None` when the move would leave
    /// the board or `blank` is not a cell (0..9).
    #[inline]
    pub const fn target(self, blank: usize) -> Option<usize> {
        if blank >= CELLS {
            return None;
        }
        let (row, col) = (blank / 3, blank % 3);
        match self {
            Move::Down if row < 2 => Some(blank + 3),
            Move::Left if col > 0 => Some(blank - 1),
            Move::Right if col < 2 => Some(blank + 1),
            Move::Up if row > 0 => Some(blank - 3),
            _ => None,
        }
    }
}

/// One of the eight symmetries of the square (rotations and reflections),
/// acting on cells: first the rows and columns are swapped (when
/// `transpose`), then the rows are reversed, then the columns. Distances
/// between boards survive it, so tables built around three boards (a
/// corner, an edge and the centre) answer for every target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    transpose: bool,
    reverse_rows: bool,
    reverse_columns: bool,
}

impl Symmetry {
    /// The symmetry that changes nothing.
    pub const IDENTITY: Symmetry = Symmetry {
        transpose: false,
        reverse_rows: false,
        reverse_columns: false,
    };

    /// A symmetry that takes `cell` to cell 0 (a corner), 1 (an edge) or 4
    /// (the centre), with that cell.
    pub const fn to_representative(cell: usize) -> (Symmetry, usize) {
        let (transpose, reverse_rows, reverse_columns) = match cell {
            2 => (false, false, true),
            3 => (true, false, false),
            5 => (true, true, false),
            6 | 7 => (false, true, false),
            8 => (false, true, true),
            _ => (false, false, false),
        };
        let symmetry = Symmetry {
            transpose,
            reverse_rows,
            reverse_columns,
        };
        (symmetry, symmetry.cell(cell))
    }

    /// Where `cell` (0..9) goes.
    pub const fn cell(self, cell: usize) -> usize {
        let (row, column) = self.row_column(cell / 3 % 3, cell % 3);
        row * 3 + column
    }

    const fn row_column(self, row: usize, column: usize) -> (usize, usize) {
        let (row, column) = if self.transpose {
            (column, row)
        } else {
            (row, column)
        };
        let row = if self.reverse_rows { 2 - row } else { row };
        let column = if self.reverse_columns {
            2 - column
        } else {
            column
        };
        (row, column)
    }

    /// The move the blank makes in the image of a board when it makes `mv`
    /// in the board.
    pub const fn apply_to_move(self, mv: Move) -> Move {
        // Where the blank goes from the centre, mapped, read as a move.
        let from_centre = match mv {
            Move::Down => 7,
            Move::Left => 3,
            Move::Right => 5,
            Move::Up => 1,
        };
        match self.cell(from_centre) {
            7 => Move::Down,
            3 => Move::Left,
            5 => Move::Right,
            _ => Move::Up,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter() as char)
    }
}

/// A board: tiles `1`..`8` and the blank, cells in reading order.
///
/// A `Board` is always valid: each tile once and one blank. Build one with
/// [`Board::from_cells`] or by parsing text (see the crate documentation).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board {
    cells: [u8; CELLS],
}

/// Why nine cell values do not form a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellsError {
    /// A value other than `0`..=`8` (the blank is `0`).
    OutOfRange {
        /// The cell index, 0..9 in reading order.
        cell: usize,
        /// The value found there.
        value: u8,
    },
    /// A tile or the blank appears a second time at `cell`.
    Repeated {
        /// The cell index of the second appearance.
        cell: usize,
        /// The repeated value (`0` for the blank).
        value: u8,
    },
}

impl Board {
    /// The standard goal `12345678x`.
    pub const GOAL: Board = Board {
        cells: [1, 2, 3, 4, 5, 6, 7, 8, BLANK],
    };

    /// A board from nine values in reading order, `0` for the blank.
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Board, CellsError> {
        // Fast check first: every value 0..=8 present means each exactly once.
        let present = cells.iter().fold(0u32, |mask, &value| {
            mask | 1u32.checked_shl(u32::from(value)).unwrap_or(0)
        });
        if present == (1 << CELLS) - 1 {
            return Ok(Board { cells });
        }
        let mut seen = [false; CELLS];
        for (cell, &value) in cells.iter().enumerate() {
            let slot = seen
                .get_mut(usize::from(value))
                .ok_or(CellsError::OutOfRange { cell, value })?;
            if *slot {
                return Err(CellsError::Repeated { cell, value });
            }
            *slot = true;
        }
        Ok(Board { cells })
    }

    /// The canonical start with the blank at `blank` (0..9): tiles `1`..`8`
    /// in reading order on the other cells. `canonical_start(8)` is the goal.
    pub fn canonical_start(blank: usize) -> Board {
        let mut cells = [BLANK; CELLS];
        let mut next_tile = 1;
        for (cell, slot) in cells.iter_mut().enumerate() {
            if cell != blank % CELLS {
                *slot = next_tile;
                next_tile += 1;
            }
        }
        Board { cells }
    }

    /// The nine cell values in reading order, `0` for the blank.
    pub fn cells(&self) -> [u8; CELLS] {
        self.cells
    }

    /// The cell (0..9, reading order) that holds the blank.
    pub fn blank(&self) -> usize {
        self.cells.iter().position(|&c| c == BLANK).unwrap_or(0)
    }

    /// The eight tiles in reading order, the blank left out.
    pub fn tiles(&self) -> [u8; 8] {
        let mut tiles = [0; 8];
        let in_order = self.cells.iter().filter(|&&c| c != BLANK);
        for (slot, &tile) in tiles.iter_mut().zip(in_order) {
            *slot = tile;
        }
        tiles
    }

    /// Whether the tiles, read in order with the blank left out, have an even
    /// number of inversions. Two boards can reach each other exactly when
    /// their parities agree.
    pub fn is_even(&self) -> bool {
        let tiles = self.tiles();
        let mut even = true;
        for i in 0..8 {
            for j in i + 1..8 {
                // Each inversion flips the parity.
                even ^= tiles[i] > tiles[j];
            }
        }
        even
    }

    /// The board after `mv`, or `None` when the move would leave the board.
    pub fn apply(&self, mv: Move) -> Option<Board> {
        let blank = self.blank();
        let to = mv.target(blank)?;
        let mut cells = self.cells;
        cells.swap(blank, to);
        Some(Board { cells })
    }

    /// The board seen in a left-right mirror: each row reversed.
    pub fn mirrored(&self) -> Board {
        let c = self.cells;
        Board {
            cells: [c[2], c[1], c[0], c[5], c[4], c[3], c[8], c[7], c[6]],
        }
    }

    /// The board with each cell's value moved where `symmetry` takes the
    /// cell.
    pub fn transformed(&self, symmetry: Symmetry) -> Board {
        let mut cells = [BLANK; CELLS];
        for (cell, &value) in self.cells.iter().enumerate() {
            cells[symmetry.cell(cell)] = value;
        }
        Board { cells }
    }

    /// Renames the tiles so that `self` becomes its canonical start, and
    /// applies the same renaming to `other`. Moves only look at the blank, so
    /// a path from `self` to `other` is the same letters as a path from the
    /// canonical start to the renamed `other`.
    pub fn relabel_to_canonical(&self, other: &Board) -> Board {
        // rename[t] is the new name of tile t.
        let mut rename = [BLANK; CELLS];
        for (new_name, &tile) in (1..).zip(self.tiles().iter()) {
            rename[usize::from(tile)] = new_name;
        }
        let mut cells = other.cells;
        for cell in &mut cells {
            *cell = rename[usize::from(*cell)];
        }
        Board { cells }
    }
}

impl fmt::Display for Board {
    /// The nine-character spelling, `x` for the blank: `12345678x`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in &self.cells {
            let ch = if c == BLANK {
                'x'
            } else {
                char::from(b'0' + c)
            };
            write!(f, "{ch}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

#[cfg(test)]
mod symmetry_tests {
    use super::*;

    /// Every board and move: moving then mapping is mapping then making
    /// the mapped move, for the symmetry of every target cell.
    #[test]
    fn symmetries_carry_moves_along() {
        let boards = [
            Board::GOAL,
            Board::canonical_start(0),
            Board::canonical_start(4),
            Board::from_cells([8, 6, 7, 2, 5, 4, 3, 0, 1]).expect("valid"),
        ];
        for cell in 0..CELLS {
            let (symmetry, representative) = Symmetry::to_representative(cell);
            assert!([0, 1, 4].contains(&representative), "cell {cell}");
            assert_eq!(symmetry.cell(cell), representative);
            let mut seen = [false; CELLS];
            for c in 0..CELLS {
                seen[symmetry.cell(c)] = true;
            }
            assert_eq!(seen, [true; CELLS], "a permutation of the cells");
            for board in boards {
                assert_eq!(board.transformed(Symmetry::IDENTITY), board);
                for mv in Move::ALL {
                    let image = board.transformed(symmetry);
                    assert_eq!(
                        board.apply(mv).map(|b| b.transformed(symmetry)),
                        image.apply(symmetry.apply_to_move(mv)),
                        "cell {cell}, {board}, {mv}"
                    );
                }
            }
        }
        // The corners, edges and centre are told apart.
        let classes = [0, 1, 0, 1, 4, 1, 0, 1, 0];
        for (cell, class) in classes.into_iter().enumerate() {
            assert_eq!(Symmetry::to_representative(cell).1, class);
        }
    }
}
