//! The compressed storage by itself: what a build without `std` answers
//! from. A program with `std` answers its first queries from the compact
//! tables (see `tables::first_queries`), and its tests hold the two to
//! each other.

use super::{WhenBusy, path_when};
use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, Move};
use crate::rules::SingleTile;
use crate::tables::{Distances, Storage, TableError, Tables};

/// The answer from `start` to `target`: forward in the goal table when the
/// target is the goal, else back from the renamed target in the start table
/// of the start's blank cell. Checks solvability before any table is
/// decoded, so an unsolvable query costs no decoding.
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    // A query that waits always gets its tables: `None` cannot come back.
    path_when(start, target, WhenBusy::Wait).unwrap_or(Err(TableError::Walk.into()))
}

/// The compressed storage of a build without `std`.
pub(crate) struct Compressed;

impl Tables for Compressed {
    type Distances = WalkedDistances;
    const STORAGE: Storage = Storage::Compressed;

    fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
        path(start, &Board::GOAL)
    }

    fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
        path(start, target)
    }

    fn distances(target: &Board) -> Result<WalkedDistances, SolveError> {
        Ok(WalkedDistances { target: *target })
    }
}

/// Distances to one target by the move tables alone, with no bits to tell
/// a neighbour's: each board's distance is the length of its answer.
pub(crate) struct WalkedDistances {
    target: Board,
}

impl Distances for WalkedDistances {
    type Rules = SingleTile;
    type Position = Board;

    fn exact(&self, board: &Board) -> Result<usize, SolveError> {
        Ok(path(board, &self.target)?.len())
    }

    fn position(&self, board: &Board) -> Result<Board, SolveError> {
        self.exact(board)?;
        Ok(*board)
    }

    fn closer(&self, at: &Board, distance: usize, farther: MoveSet) -> Result<MoveSet, SolveError> {
        let mut moves = MoveSet::EMPTY;
        let Some(closer) = distance.checked_sub(1) else {
            return Ok(moves);
        };
        for mv in Move::ALL.into_iter().filter(|&mv| !farther.contains(mv)) {
            if let Some(next) = at.apply(mv)
                && self.exact(&next)? == closer
            {
                moves = moves.with(mv);
            }
        }
        Ok(moves)
    }

    fn step(&self, at: &Board, mv: Move) -> Option<Board> {
        at.apply(mv)
    }

    fn at_target(&self, at: &Board) -> bool {
        *at == self.target
    }
}
