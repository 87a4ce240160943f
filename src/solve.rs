//! Answers: walks through the tables. No search happens here.

use std::fmt;

use crate::board::{Board, Move};
use crate::format::{Table, TableId};
use crate::rank::{Cursor, canonical_start_rank};
use crate::tables::{self, TableError};

/// The longest answer any pair of boards has (31 moves, SPEC and OEIS
/// A089473).
pub const MAX_MOVES: usize = 31;

/// A move string: at most [`MAX_MOVES`] letters, kept inline so that an
/// answer costs no allocation.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path {
    len: u8,
    letters: [u8; MAX_MOVES],
}

impl Path {
    /// The empty path.
    pub const EMPTY: Path = Path {
        len: 0,
        letters: [0; MAX_MOVES],
    };

    /// The letters, e.g. `"dlurullddrurdllurdr"`.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len)]
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are no moves (the board is already at its target).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// Appends a move; `false` when the path is already full.
    fn push(&mut self, mv: Move) -> bool {
        let Some(slot) = self.letters.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = mv.letter();
        self.len += 1;
        true
    }

    fn reverse(&mut self) {
        self.letters[..usize::from(self.len)].reverse();
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({:?})", self.as_str())
    }
}

/// Why a query has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The target cannot be reached from the start: their tile parities
    /// differ.
    Unsolvable,
    /// An embedded table could not be decoded (the binary is damaged).
    Table(TableError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Unsolvable => write!(f, "unsolvable"),
            SolveError::Table(e) => write!(f, "damaged table: {e}"),
        }
    }
}

impl std::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SolveError::Unsolvable => None,
            SolveError::Table(e) => Some(e),
        }
    }
}

impl From<TableError> for SolveError {
    fn from(e: TableError) -> Self {
        SolveError::Table(e)
    }
}

/// Follows the goal table's next moves from `from` until the goal.
fn walk_forward(table: &Table, mut from: Cursor, goal_rank: u32) -> Result<Path, TableError> {
    let mut path = Path::EMPTY;
    while from.rank() != goal_rank {
        let mv = table.get(from.rank());
        if !from.step(mv) || !path.push(mv) {
            return Err(TableError::Walk);
        }
    }
    Ok(path)
}

/// Follows a start table's last moves back from `to` until the start, then
/// reverses them.
fn walk_back(table: &Table, mut to: Cursor, start_rank: u32) -> Result<Path, TableError> {
    let mut path = Path::EMPTY;
    while to.rank() != start_rank {
        let mv = table.get(to.rank());
        if !to.step(mv.inverse()) || !path.push(mv) {
            return Err(TableError::Walk);
        }
    }
    path.reverse();
    Ok(path)
}

/// The path a table knows for `board`: for the goal table, the answer from
/// `board` to the goal; for a start table, the answer from its canonical
/// start to `board`. Works on any table, embedded or read from a file.
pub fn table_path(id: TableId, table: &Table, board: &Board) -> Result<Path, SolveError> {
    let cursor = Cursor::new(board).ok_or(SolveError::Unsolvable)?;
    Ok(walk(id, table, cursor)?)
}

fn walk(id: TableId, table: &Table, cursor: Cursor) -> Result<Path, TableError> {
    match id {
        TableId::Goal => walk_forward(table, cursor, canonical_start_rank(GOAL_BLANK)),
        TableId::Start(blank) => walk_back(table, cursor, canonical_start_rank(usize::from(blank))),
    }
}

/// The goal `12345678x` is the canonical start with the blank in cell 8.
const GOAL_BLANK: usize = 8;

/// The answer from `board` to the goal `12345678x`: the shortest move
/// string, and the smallest in ASCII order among the shortest.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(board: &Board) -> Result<Path, SolveError> {
    // Check solvability before the table is decoded, so that an unsolvable
    // query costs no decoding.
    let from = Cursor::new(board).ok_or(SolveError::Unsolvable)?;
    Ok(walk(TableId::Goal, tables::table(TableId::Goal)?, from)?)
}

/// The answer from `start` to `target`, by the same rule as [`solve`].
///
/// ```
/// let start: eight::Board = "564178X23".parse()?;
/// let target: eight::Board = "7568X4123".parse()?;
/// assert_eq!(eight::solve_pair(&start, &target)?.as_str(), "urrulldr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_pair(start: &Board, target: &Board) -> Result<Path, SolveError> {
    // Rename the tiles so that `start` is a canonical start; the moves do not
    // change, and the start table of its blank cell knows every path.
    let relabelled = start.relabel_to_canonical(target);
    let to = Cursor::new(&relabelled).ok_or(SolveError::Unsolvable)?;
    let id = TableId::Start(start.blank() as u8);
    Ok(walk(id, tables::table(id)?, to)?)
}

/// The number of moves from `start` to `target` (the length of the answer).
///
/// ```
/// let start: eight::Board = "8 6 7 2 5 4 3 x 1".parse()?;
/// assert_eq!(eight::distance(&start, &eight::Board::GOAL)?, 31);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    let path = if *target == Board::GOAL {
        solve(start)?
    } else {
        solve_pair(start, target)?
    };
    Ok(path.len())
}
