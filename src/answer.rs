//! What a query answers: a move string (the core crate's, which the
//! metrics' rules build), or why there is none.

use core::fmt;

pub use eight_core::answer::{MAX_MTM_LETTERS, MoveSet, Path};

use crate::error::TableError;

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
            SolveError::Unsolvable => f.write_str(crate::messages::UNSOLVABLE),
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
