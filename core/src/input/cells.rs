//! The cells of a board as the reader takes them in.

use super::message::{InputError, InputErrorKind, Location};
use crate::board::{BLANK, Board, CELLS};

/// The cells of a board as they are read, and what a message about them
/// needs: where the first cell is, and where the first cell that repeats
/// an earlier value is (kept as the cells come, rather than a place for
/// each cell: a microcontroller's stack is small).
#[derive(Clone, Debug)]
pub(super) struct Cells {
    values: [u8; CELLS],
    pub(super) count: usize,
    /// The values seen, a bit each.
    seen: u16,
    /// The line and column of the first cell.
    pub(super) first: (u64, u64),
    /// The first value seen a second time, and where.
    pub(super) repeat: Option<(u8, u64, u64)>,
}

impl Cells {
    pub(super) const EMPTY: Cells = Cells {
        values: [BLANK; CELLS],
        count: 0,
        seen: 0,
        first: (0, 0),
        repeat: None,
    };

    /// Adds a cell value (below [`CELLS`]) read at `(line, column)`; the
    /// board must not be full.
    #[inline]
    pub(super) fn push(&mut self, value: u8, place: (u64, u64)) {
        let Some(slot) = self.values.get_mut(self.count) else {
            return;
        };
        *slot = value;
        if self.count == 0 {
            self.first = place;
        }
        let bit = 1 << (value & 15);
        if self.seen & bit != 0 && self.repeat.is_none() {
            self.repeat = Some((value, place.0, place.1));
        }
        self.seen |= bit;
        self.count += 1;
    }

    /// The board the nine cells make, or what is wrong with them: no
    /// blank, else the first repeated value. (Not inlined: the reader
    /// calls it in two places, and a microcontroller's flash is small.)
    #[inline(never)]
    pub(super) fn board(&self) -> Result<Board, InputError> {
        // Nearly every board is valid: try that first, and look for what
        // is wrong only when it is not.
        if let Ok(board) = Board::from_cells(self.values) {
            return Ok(board);
        }
        let (line, column) = self.first;
        if self.seen & 1 << BLANK == 0 {
            return Err(InputError {
                location: Location { line, column: None },
                kind: InputErrorKind::NoBlank,
            });
        }
        let (location, kind) = match self.repeat {
            Some((BLANK, line, column)) => {
                (Location::at(line, column), InputErrorKind::RepeatedBlank)
            }
            Some((tile, line, column)) => (
                Location::at(line, column),
                InputErrorKind::RepeatedTile(tile),
            ),
            None => (Location::at(line, column), InputErrorKind::NoBoard),
        };
        Err(InputError { location, kind })
    }
}

/// A board begun (and left to the next piece of a cut input): its cells so far, and the run of cells being read.
#[derive(Clone, Debug)]
pub(super) struct Begun {
    pub(super) cells: Cells,
    pub(super) run: usize,
    pub(super) run_start: (u64, u64),
    pub(super) run_base: usize,
}
