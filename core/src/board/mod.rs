//! Boards and moves: the geometry of the 3×3 puzzle.

use core::fmt;

mod parity;

pub use parity::EachOfParity;

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
    #[inline]
    pub const fn from_code(code: u8) -> Move {
        match code & 3 {
            0 => Move::Down,
            1 => Move::Left,
            2 => Move::Right,
            _ => Move::Up,
        }
    }

    /// The 2-bit table code of this move.
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The letter of this move: `d`, `l`, `r` or `u`.
    #[inline]
    pub const fn letter(self) -> u8 {
        b"dlru"[self as usize]
    }

    /// The move named by a letter. Answers are written in lower case, so
    /// only `d`, `l`, `r` and `u` name a move.
    #[inline]
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
    #[inline]
    pub const fn inverse(self) -> Move {
        Move::from_code(3 - self.code())
    }

    /// The cell the blank goes to from the cell `blank`, or `None` when
    /// the move would leave the board or `blank` is not a cell (0..9).
    #[inline]
    pub const fn destination(self, blank: usize) -> Option<usize> {
        // A look-up: every walk asks this of every neighbour.
        if blank >= CELLS {
            return None;
        }
        let to = DESTINATIONS[blank][self as usize];
        if to < CELLS as u8 {
            Some(to as usize)
        } else {
            None
        }
    }

    const fn destination_by_geometry(self, blank: usize) -> Option<usize> {
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

/// `DESTINATIONS[blank][move]`: where the blank goes, or `CELLS` off the
/// board.
const DESTINATIONS: [[u8; 4]; CELLS] = {
    let mut table = [[CELLS as u8; 4]; CELLS];
    let mut blank = 0;
    while blank < CELLS {
        let mut code = 0;
        while code < 4 {
            if let Some(to) = Move::from_code(code).destination_by_geometry(blank) {
                table[blank][code as usize] = to as u8;
            }
            code += 1;
        }
        blank += 1;
    }
    table
};

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
#[non_exhaustive]
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

impl CellsError {
    /// Writes what [`CellsError::OutOfRange`] says, for a value of any
    /// type (a binding's integer may not fit a `u8`).
    pub fn write_out_of_range(
        f: &mut dyn fmt::Write,
        cell: usize,
        value: impl fmt::Display,
    ) -> fmt::Result {
        write!(
            f,
            "cell {cell} holds {value}; a cell holds 0 to 8, 0 for the blank"
        )
    }
}

impl fmt::Display for CellsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CellsError::OutOfRange { cell, value } => {
                CellsError::write_out_of_range(f, cell, value)
            }
            CellsError::Repeated { cell, value: 0 } => {
                write!(
                    f,
                    "a second blank at cell {cell}; a board has one blank (0)"
                )
            }
            CellsError::Repeated { cell, value } => {
                write!(f, "tile {value} appears twice (again at cell {cell})")
            }
        }
    }
}

impl core::error::Error for CellsError {}

impl Board {
    /// The standard goal `12345678x`.
    pub const GOAL: Board = Board {
        cells: [1, 2, 3, 4, 5, 6, 7, 8, BLANK],
    };

    /// The board of `cells`, which are a board's cells moved to other
    /// places (so each value 0..=8 once).
    #[inline]
    pub(crate) const fn of_moved_cells(cells: [u8; CELLS]) -> Board {
        Board { cells }
    }

    /// A board from nine values in reading order, each below 16, that
    /// were seen to be these: bit `v` of `present` is set for each value
    /// `v`. `None` unless they are 0..=8, each once. What a reader that
    /// has looked at every value already knows, without a second look.
    #[inline]
    pub(crate) fn from_seen_cells(cells: [u8; CELLS], present: u32) -> Option<Board> {
        (present == (1 << CELLS) - 1 && cells.iter().all(|&v| v < 16)).then_some(Board { cells })
    }

    /// A board from nine values in reading order, `0` for the blank.
    #[inline]
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
    #[inline]
    pub const fn cells(&self) -> [u8; CELLS] {
        self.cells
    }

    /// The cell (0..9, reading order) that holds the blank.
    #[inline]
    pub const fn blank(&self) -> usize {
        let mut cell = 0;
        while cell < CELLS {
            if self.cells[cell] == BLANK {
                return cell;
            }
            cell += 1;
        }
        0
    }

    /// The eight tiles in reading order, the blank left out.
    #[inline]
    pub fn tiles(&self) -> [u8; 8] {
        // Every cell is written where the next tile goes, and the slot
        // moves on past tiles only: no branch, and the blank's write is
        // overwritten (or falls in the spare ninth slot).
        let mut tiles = [0; CELLS];
        let mut next = 0;
        for &value in &self.cells {
            tiles[next % CELLS] = value;
            next += usize::from(value != BLANK);
        }
        let [a, b, c, d, e, f, g, h, _] = tiles;
        [a, b, c, d, e, f, g, h]
    }

    /// Whether the tiles, read in order with the blank left out, have an even
    /// number of inversions. Two boards can reach each other exactly when
    /// their parities agree.
    #[inline]
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
    #[inline]
    pub fn apply(&self, mv: Move) -> Option<Board> {
        let blank = self.blank();
        let to = mv.destination(blank)?;
        let mut cells = self.cells;
        cells.swap(blank, to);
        Some(Board { cells })
    }

    /// Renames the tiles so that `self` becomes its canonical start, and
    /// applies the same renaming to `other`. Moves only look at the blank, so
    /// a path from `self` to `other` is the same letters as a path from the
    /// canonical start to the renamed `other`.
    #[inline]
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
mod cells_tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// Nine values are a board exactly when each of 0..=8 appears once;
    /// the error names the first cell at fault and reads as a sentence.
    #[test]
    fn nine_values_are_refused_with_the_cell_at_fault() {
        assert_eq!(
            Board::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 0]),
            Ok(Board::GOAL)
        );
        let refused = |cells| Board::from_cells(cells).expect_err("not a board");
        let out_of_range = refused([1, 2, 3, 4, 9, 6, 7, 8, 0]);
        assert_eq!(out_of_range, CellsError::OutOfRange { cell: 4, value: 9 });
        assert_eq!(
            out_of_range.to_string(),
            "cell 4 holds 9; a cell holds 0 to 8, 0 for the blank"
        );
        let tile = refused([1, 2, 3, 4, 5, 6, 7, 1, 0]);
        assert_eq!(tile, CellsError::Repeated { cell: 7, value: 1 });
        assert_eq!(tile.to_string(), "tile 1 appears twice (again at cell 7)");
        let blank = refused([0, 2, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(blank, CellsError::Repeated { cell: 8, value: 0 });
        assert_eq!(
            blank.to_string(),
            "a second blank at cell 8; a board has one blank (0)"
        );
    }
}
