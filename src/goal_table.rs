//! The goal's table where a program keeps it.
//!
//! [`solve()`](crate::solve()) reads the corner table, which
//! answers every board towards the goal, in place. Some programs cannot
//! read a constant in place: an AVR (the ATmega328P of the Arduino Uno)
//! copies everything a plain `static` holds into its 2 KiB of RAM, and
//! reads its 32 KiB of flash only with the `lpm` instruction. Such a
//! program copies [`BYTES`] into memory of its own choosing, gives a
//! [`TableBytes`] that reads them there, and asks a [`GoalTable`]: the
//! answers are the same, byte for byte, and the embedded copy of the table
//! is then not linked at all.
//!
//! ```
//! use eight::goal_table::GoalTable;
//!
//! // Here the bytes are read in place; a firmware reads its own copy.
//! let table = GoalTable::new(&eight::goal_table::BYTES[..])?;
//! let board: eight::Board = "23415x768".parse()?;
//! assert_eq!(table.solve(&board)?.as_str(), "dlurullddrurdllurdr");
//! assert_eq!(table.distance(&board)?, 19);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::TableBytes;
use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::tables::TableError;
use crate::tables::compact::{CORNER_TABLE, path_to_goal_in};
use eight_core::distance_bits::DistanceBits;
use eight_core::layout::Layout;

/// The length of the goal's table in bytes.
pub const LEN: usize = Layout::CORNER.bytes_len();

/// The goal's table as the build wrote it, to be copied where a program
/// keeps it (for example an AVR's program memory:
/// `#[unsafe(link_section = ".progmem.data")] static TABLE: [u8; LEN] =
/// *BYTES;`). A program that reads only its copy does not link this one.
pub const BYTES: &[u8; LEN] = CORNER_TABLE;

/// The goal's table, read through `B`.
#[derive(Clone, Copy, Debug)]
pub struct GoalTable<B> {
    bits: DistanceBits<B>,
}

impl<B: TableBytes> GoalTable<B> {
    /// The table whose bytes `bytes` reads: they must be a copy of
    /// [`BYTES`]. [`TableError::Length`] when their length is not
    /// [`LEN`]. A copy that differs in its bytes gives
    /// [`TableError::Walk`] on the walks it spoils, never a panic.
    pub fn new(bytes: B) -> Result<GoalTable<B>, TableError> {
        let found = bytes.len();
        DistanceBits::in_layout(bytes, 0, &Layout::CORNER)
            .map(|bits| GoalTable { bits })
            .ok_or(TableError::Length {
                expected: LEN,
                found,
            })
    }

    /// The answer from `board` to the goal `12345678x`, as
    /// [`solve()`](crate::solve()) gives it.
    pub fn solve(&self, board: &Board) -> Result<Path, SolveError> {
        path_to_goal_in(&self.bits, board)
    }

    /// The number of moves from `board` to the goal.
    pub fn distance(&self, board: &Board) -> Result<usize, SolveError> {
        Ok(self.solve(board)?.len())
    }
}
