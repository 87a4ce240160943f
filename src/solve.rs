//! Queries: walks through the tables. No search happens here.

use crate::board::{Board, Move};
use crate::rules::SingleTile;
use crate::tables::{self, MetricTables};

pub(crate) use crate::answer::{Path, SolveError};

/// The answer from `board` to the goal `12345678x`: the shortest move
/// string, and the smallest in ASCII order among the shortest.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the compact storage this reaches only the goal's table: a program
/// that never asks for another target links no other.
pub fn solve(board: &Board) -> Result<Path, SolveError> {
    tables::path_to_goal(board)
}

/// The answer from `start` to `target`, by the same rule as [`solve`]
/// (which it is, when the target is the goal: the storage picks the
/// cheapest table for it).
///
/// ```
/// let start: eight::Board = "564178X23".parse()?;
/// let target: eight::Board = "7568X4123".parse()?;
/// assert_eq!(eight::solve_pair(&start, &target)?.as_str(), "urrulldr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_pair(start: &Board, target: &Board) -> Result<Path, SolveError> {
    solve_pair_of::<SingleTile>(start, target)
}

/// The number of moves from `start` to `target` (the length of the answer).
///
/// ```
/// let start: eight::Board = "8 6 7 2 5 4 3 x 1".parse()?;
/// assert_eq!(eight::distance(&start, &eight::Board::GOAL)?, 31);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    distance_of::<SingleTile>(start, target)
}

/// What [`hint`] tells: how far the target is, and the move to make next.
/// (`M` is [`Move`], or in the multi-tile metric `mtm::Slide`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint<M = Move> {
    /// Moves left to the target along the answer.
    pub distance: usize,
    /// The first move of the answer; `None` when the board is the target.
    pub next: Option<M>,
}

impl<M> Hint<M> {
    /// The same hint, its move told another way.
    #[cfg(feature = "mtm")]
    pub(crate) fn told<N>(self, each: impl FnOnce(M) -> N) -> Hint<N> {
        Hint {
            distance: self.distance,
            next: self.next.map(each),
        }
    }
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
    hint_of::<SingleTile>(board, target)
}

/// The answer from `start` to `target`.
#[inline]
pub(crate) fn solve_pair_of<M: MetricTables>(
    start: &Board,
    target: &Board,
) -> Result<M::Path, SolveError> {
    M::path(start, target)
}

/// The number of moves from `start` to `target`.
pub(crate) fn distance_of<M: MetricTables>(
    start: &Board,
    target: &Board,
) -> Result<usize, SolveError> {
    Ok(M::length(&M::path(start, target)?))
}

/// The distance to `target` and the answer's first move.
pub(crate) fn hint_of<M: MetricTables>(
    board: &Board,
    target: &Board,
) -> Result<Hint<M::Step>, SolveError> {
    let path = M::path(board, target)?;
    Ok(Hint {
        distance: M::length(&path),
        next: M::moves(&path).next(),
    })
}
