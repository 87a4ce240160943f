//! The multi-tile metric, as speedsolvers count: a move slides one tile,
//! or two tiles of a row or column at once (the blank travels one cell, or
//! two the same way), so `dd` is one move. Feature `mtm` (on with `std`).
//!
//! Every function answers by one rule: the **fewest moves** in this
//! metric, and among those the **first in ASCII order** of the blank's
//! letters, the same order as the single-tile answers. An answer is an
//! [`MtmPath`]: its letters, and its moves as [`Slide`]s.
//!
//! ```
//! use eight::Board;
//!
//! let board: Board = "8672543x1".parse()?;
//! let path = eight::mtm::solve(&board)?;
//! assert_eq!(path.len(), 20);
//! assert_eq!(eight::solve(&board)?.len(), 31);
//!
//! let start: Board = "12X453786".parse()?;
//! assert_eq!(eight::mtm::solve(&start)?.as_str(), "dd");
//! assert_eq!(eight::mtm::distance(&start, &Board::GOAL)?, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The three tables (one for targets with the blank in a corner, one on an
//! edge, one in the centre) are linked only into a program that calls
//! these functions; one that asks only for the goal links the corner's.

use crate::answer::SolveError;
pub use crate::answer::{BestSlides, MAX_MTM_LETTERS, MtmPath, Slide};
use crate::board::Board;
use crate::error::TableError;
#[cfg(feature = "alloc")]
use crate::rules::MultiTile;
use crate::shortest::{self, BestMoves, Listing, Neighbours};
use crate::solve::Hint;
#[cfg(feature = "alloc")]
use crate::space::{AsMade, whole};
use crate::tables::multi_tile::Target;

/// The answer from `board` to the goal `12345678x` in the multi-tile
/// metric.
pub fn solve(board: &Board) -> Result<MtmPath, SolveError> {
    solve_pair(board, &Board::GOAL)
}

/// The answer from `start` to `target` in the multi-tile metric.
///
/// ```
/// let start: eight::Board = "564178X23".parse()?;
/// let target: eight::Board = "7568X4123".parse()?;
/// let path = eight::mtm::solve_pair(&start, &target)?;
/// assert_eq!((path.as_str(), path.len()), ("urrulldr", 6));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_pair(start: &Board, target: &Board) -> Result<MtmPath, SolveError> {
    crate::tables::multi_tile::path(start, target)
}

/// The number of moves from `start` to `target` in the multi-tile metric.
pub fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    Ok(solve_pair(start, target)?.len())
}

/// The distance to `target` in the multi-tile metric and the first move
/// of the answer.
///
/// ```
/// use eight::{Board, Move, mtm::Slide};
///
/// let board: Board = "12X453786".parse()?;
/// let hint = eight::mtm::hint(&board, &Board::GOAL)?;
/// assert_eq!(hint.distance, 1);
/// assert_eq!(hint.next, Some(Slide { direction: Move::Down, cells: 2 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint(board: &Board, target: &Board) -> Result<Hint<Slide>, SolveError> {
    let path = solve_pair(board, target)?;
    Ok(Hint {
        distance: path.len(),
        next: path.slides().next(),
    })
}

/// The distance to `target` in the multi-tile metric and every move that
/// starts an answer of the fewest moves: each slide to a board one move
/// closer (none at the target).
///
/// ```
/// use eight::{Board, Move, mtm::Slide};
///
/// let board: Board = "123456x78".parse()?;
/// let best = eight::mtm::best_moves(&board, &Board::GOAL)?;
/// assert_eq!(best.distance, 1);
/// assert_eq!(best.moves.len(), 1);
/// assert!(best.moves.contains(Slide { direction: Move::Right, cells: 2 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_moves(board: &Board, target: &Board) -> Result<BestMoves<BestSlides>, SolveError> {
    shortest::best_in(&Target::embedded(target)?, board)
}

/// Every slide the blank can make from `board`, in ASCII order of its
/// letters (`d`, `dd`, `l`, `ll`, ...), with the board after it and that
/// board's distance to `target` in the multi-tile metric: one less than
/// the board's own (a best move), the same, or one more.
///
/// ```
/// let board: eight::Board = "123456x78".parse()?;
/// let moves: Vec<String> = eight::mtm::neighbours(&board, &eight::Board::GOAL)?
///     .map(|n| format!("{} {} {}", n.mv, n.board, n.distance))
///     .collect();
/// assert_eq!(moves, ["r 1234567x8 1", "rr 12345678x 0", "u 123x56478 2", "uu x23156478 2"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn neighbours(board: &Board, target: &Board) -> Result<Neighbours<Slide>, SolveError> {
    shortest::neighbours_in(&Target::embedded(target)?, board)
}

/// How many move strings of the fewest moves lead from `start` to
/// `target` in the multi-tile metric (the answer is the first of them).
///
/// ```
/// let board: eight::Board = "12345678x".parse()?;
/// assert_eq!(eight::mtm::count_solutions(&board, &board)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn count_solutions(start: &Board, target: &Board) -> Result<u64, SolveError> {
    shortest::count_in(Target::embedded(target)?, start)
}

/// The whole space of `target` in the multi-tile metric (see
/// [`crate::Space`]): each board's best slides and the answer's first slide.
///
/// ```
/// let space = eight::mtm::space(&eight::Board::GOAL)?;
/// let board: eight::Board = "8672543x1".parse()?;
/// let row = space.row(&board).expect("it reaches the goal");
/// assert_eq!(usize::from(space.distances()[row]), eight::mtm::distance(&board, &eight::Board::GOAL)?);
/// assert_eq!(space.first()[row], eight::mtm::solve(&board)?.slides().next());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "alloc")]
pub fn space(target: &Board) -> Result<crate::Space<BestSlides, Slide>, SolveError> {
    whole::<MultiTile, AsMade>(target)
}

/// Grades `moves` from `board` towards `target` in the multi-tile metric
/// (see [`crate::score`]): a run of one letter (`dd`, or `U2` in the tile
/// notation) is one slide.
///
/// ```
/// let board: eight::Board = "x12345678".parse()?;
/// let moves = eight::read_moves("ddrr")?;
/// let graded = eight::mtm::score(&board, &moves, &eight::Board::GOAL)?;
/// assert_eq!(graded.length(), 2);
/// assert!(graded.legal());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "alloc")]
pub fn score(
    board: &Board,
    moves: &[crate::Move],
    target: &Board,
) -> Result<crate::Score<Slide>, TableError> {
    crate::score::graded(&Target::embedded(target)?, board, moves, target)
}

/// Every move string of the fewest moves from `start` to `target` in the
/// multi-tile metric, in ASCII order: the first is the answer. The
/// iterator holds one answer and the boards along it (no heap); an item
/// is an error only when a table is damaged, and nothing follows it.
///
/// ```
/// let start: eight::Board = "1234x5678".parse()?;
/// let all: Vec<String> = eight::mtm::solutions(&start, &eight::Board::GOAL)?
///     .map(|path| path.map(|path| path.as_str().to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(all.first().map(String::as_str), Some(eight::mtm::solve(&start)?.as_str()));
/// assert_eq!(all.len() as u64, eight::mtm::count_solutions(&start, &eight::Board::GOAL)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solutions(start: &Board, target: &Board) -> Result<Solutions, SolveError> {
    Ok(Solutions(Listing::new(Target::embedded(target)?, start)?))
}

/// Every answer of one pair in the multi-tile metric, in ASCII order (see
/// [`solutions`]).
pub struct Solutions(Listing<Target<&'static [u8]>>);

impl Solutions {
    /// The number of moves of every answer.
    pub fn distance(&self) -> usize {
        self.0.length
    }
}

impl Iterator for Solutions {
    type Item = Result<MtmPath, TableError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next()
    }
}
