//! Answers: walks through the tables. No search happens here.

use core::fmt;

use crate::board::{Board, Move};
use crate::tables::{self, TableError};

pub use crate::board::MAX_MOVES;

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
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
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
    pub(crate) fn push(&mut self, mv: Move) -> bool {
        let Some(slot) = self.letters.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = mv.letter();
        self.len += 1;
        true
    }

    /// Reverses the letters (a walk back from the target writes them last
    /// first).
    #[cfg(storage = "compressed")]
    pub(crate) fn reverse(&mut self) {
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

impl core::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
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

/// The answer from `board` to the goal `12345678x`: the shortest move
/// string, and the smallest in ASCII order among the shortest.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(board: &Board) -> Result<Path, SolveError> {
    tables::path(board, &Board::GOAL)
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
    tables::path(start, target)
}

/// The answer from `start` to `target`: the same as [`solve_pair`], and
/// [`solve`] when the target is the goal. The storage picks the cheapest
/// table for it.
pub fn answer(start: &Board, target: &Board) -> Result<Path, SolveError> {
    tables::path(start, target)
}

/// The number of moves from `start` to `target` (the length of the answer).
///
/// ```
/// let start: eight::Board = "8 6 7 2 5 4 3 x 1".parse()?;
/// assert_eq!(eight::distance(&start, &eight::Board::GOAL)?, 31);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    Ok(answer(start, target)?.len())
}

/// What [`hint`] tells: how far the target is, and the move to make next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Moves left to the target along the answer.
    pub distance: usize,
    /// The first move of the answer; `None` when the board is the target.
    pub next: Option<Move>,
}

/// The distance to `target` and the best next move: the first letter of the
/// answer, so following hints one at a time walks the answer.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// let hint = eight::hint(&board, &eight::Board::GOAL)?;
/// assert_eq!(hint.distance, 19);
/// assert_eq!(hint.next, Some(eight::Move::Down));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint(board: &Board, target: &Board) -> Result<Hint, SolveError> {
    let path = answer(board, target)?;
    Ok(Hint {
        distance: path.len(),
        next: path.moves().next(),
    })
}
