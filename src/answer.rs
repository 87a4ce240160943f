//! What a query answers: a move string, or why there is none. Below the
//! tables that return them and the queries that hand them on.

use core::fmt;

use crate::board::{MAX_MOVES, Move};
use crate::error::TableError;

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

    /// The path of the first `len` letters (clamped to [`MAX_MOVES`]), which
    /// the caller wrote as letters of moves.
    #[cfg(any(storage = "compressed", compact_goal_walk))]
    pub(crate) fn from_letters(letters: &[u8], len: usize) -> Path {
        let mut path = Path::EMPTY;
        let len = len.min(MAX_MOVES).min(letters.len());
        path.letters[..len].copy_from_slice(&letters[..len]);
        path.len = len as u8;
        path
    }

    /// The letters and a line end after them: an answer's line as the
    /// Eight format writes it.
    #[inline]
    pub(crate) fn line(&self) -> Line {
        let mut bytes = [b'\n'; MAX_MOVES + 1];
        bytes[..MAX_MOVES].copy_from_slice(&self.letters);
        let len = usize::from(self.len).min(MAX_MOVES);
        bytes[len] = b'\n';
        Line {
            bytes,
            len: len + 1,
        }
    }

    /// Takes the last move off; `None` when there is none.
    pub(crate) fn pop(&mut self) -> Option<Move> {
        let last = self.len.checked_sub(1)?;
        self.len = last;
        Move::from_letter(self.letters[usize::from(last)])
    }
}

/// An answer's letters and a line end, kept inline (see [`Path::line`]).
pub(crate) struct Line {
    bytes: [u8; MAX_MOVES + 1],
    len: usize,
}

impl Line {
    /// The line's bytes.
    #[inline]
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len.min(MAX_MOVES + 1)]
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

/// A set of moves, listed in ASCII order of their letters (`d`, `l`,
/// `r`, `u`): every best next move of a board, for example.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MoveSet {
    bits: u8,
}

impl MoveSet {
    /// The set with no move.
    pub const EMPTY: MoveSet = MoveSet { bits: 0 };

    /// Whether `mv` is in the set.
    pub const fn contains(self, mv: Move) -> bool {
        self.bits & (1 << mv.code()) != 0
    }

    /// The set with `mv` in it too.
    #[must_use]
    pub const fn with(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits | (1 << mv.code()),
        }
    }

    /// The set without `mv`.
    #[must_use]
    pub const fn without(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits & !(1 << mv.code()),
        }
    }

    /// The first move of the set in ASCII order of the letters.
    pub const fn first(self) -> Option<Move> {
        if self.bits == 0 {
            return None;
        }
        Some(Move::from_code(self.bits.trailing_zeros() as u8))
    }

    /// How many moves are in the set.
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether the set has no move.
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The moves, in ASCII order of their letters.
    pub fn iter(self) -> impl Iterator<Item = Move> {
        Move::ALL.into_iter().filter(move |&mv| self.contains(mv))
    }
}

impl fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Why a query has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
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
            SolveError::Unsolvable => f.write_str("unsolvable"),
            SolveError::Table(e) => e.write_damaged_to(f),
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
