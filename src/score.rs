//! Grading a move string: whether each move is legal, how far the board
//! is from the target after it and whether it was one of the best, and
//! whether the whole reaches the target in the fewest moves. What a
//! teacher grades an answer by, and a speedsolver reviews a solve by.

use alloc::vec::Vec;

use crate::answer::SolveError;
use crate::board::{Board, Move};
use crate::error::TableError;
use crate::notation::{Notation, NotationError};
use crate::rules::{Rules, SingleTile};
use crate::tables::{Distances, MetricTables, StepOf};

/// A move string graded against a board and a target (see [`score`]);
/// `M` is a move of the metric: a [`Move`], or in the multi-tile metric a
/// slide (`eight::mtm::Slide`).
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// let moves = eight::read_moves("uddlurullddrurdllurdr")?;
/// let graded = eight::score(&board, &moves, &eight::Board::GOAL)?;
/// assert!(graded.legal() && graded.solved());
/// assert_eq!((graded.length(), graded.optimal(), graded.gap()), (21, Some(19), Some(2)));
/// assert_eq!(graded.first_loss(), Some(1));
/// assert_eq!(&graded.after()[..3], &[18, 19, 18]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score<M = Move> {
    moves: Vec<M>,
    first_illegal: Option<usize>,
    optimal: Option<usize>,
    after: Vec<usize>,
    best: Vec<bool>,
    solved: bool,
}

impl<M> Score<M> {
    /// The same grading, each move told another way.
    #[cfg(feature = "mtm")]
    pub(crate) fn told<N>(self, each: impl Fn(M) -> N) -> Score<N> {
        Score {
            moves: self.moves.into_iter().map(each).collect(),
            first_illegal: self.first_illegal,
            optimal: self.optimal,
            after: self.after,
            best: self.best,
            solved: self.solved,
        }
    }

    /// The moves graded, in order.
    pub fn moves(&self) -> &[M] {
        &self.moves
    }

    /// How many moves the string has.
    pub fn length(&self) -> usize {
        self.moves.len()
    }

    /// Whether every move stays on the board.
    pub fn legal(&self) -> bool {
        self.first_illegal.is_none()
    }

    /// The index of the first move that would leave the board; the moves
    /// after it are not graded.
    pub fn first_illegal(&self) -> Option<usize> {
        self.first_illegal
    }

    /// Whether every move is legal and the last board is the target.
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// The fewest moves from the board to the target; `None` when it
    /// cannot reach it.
    pub fn optimal(&self) -> Option<usize> {
        self.optimal
    }

    /// How many moves more than the fewest a string that solves takes;
    /// `None` when it does not solve.
    pub fn gap(&self) -> Option<usize> {
        let optimal = self.optimal.filter(|_| self.solved)?;
        self.length().checked_sub(optimal)
    }

    /// Whether the string solves in the fewest moves.
    pub fn is_optimal(&self) -> bool {
        self.gap() == Some(0)
    }

    /// The distance to the target after each legal move; empty when the
    /// board cannot reach the target.
    pub fn after(&self) -> &[usize] {
        &self.after
    }

    /// Whether each legal move was one of the best (its board one move
    /// closer); empty when the board cannot reach the target.
    pub fn best(&self) -> &[bool] {
        &self.best
    }

    /// The index of the first legal move that was not one of the best.
    pub fn first_loss(&self) -> Option<usize> {
        self.best.iter().position(|&best| !best)
    }
}

/// The moves of a text in the blank's letters (`dlru`) or, when it has a
/// capital letter, in the tile notation (`U2 L`): how a grader takes a
/// move string in either.
///
/// ```
/// assert_eq!(eight::read_moves("U2L")?, eight::read_moves("ddr")?);
/// # Ok::<(), eight::notation::NotationError>(())
/// ```
pub fn read_moves(text: &str) -> Result<Vec<Move>, NotationError> {
    let notation = if text.bytes().any(|b| b.is_ascii_uppercase()) {
        Notation::Tiles
    } else {
        Notation::Blank
    };
    notation.read(text).collect()
}

/// Grades `moves` from `board` towards `target` in the single-tile metric:
/// an error only when a table is damaged.
pub fn score(board: &Board, moves: &[Move], target: &Board) -> Result<Score, TableError> {
    score_of::<SingleTile>(board, moves, target)
}

/// The table error of a failed making of a target's distances (every
/// board is a target, so only a damaged table fails).
pub(crate) fn damaged(error: SolveError) -> TableError {
    match error {
        SolveError::Table(e) => e,
        SolveError::Unsolvable => TableError::Walk,
    }
}

/// Grades `moves` (the blank's letters, grouped into moves as the metric
/// counts them) from `board` towards `target`, whose distances are
/// `distances`.
pub(crate) fn graded<D: Distances>(
    distances: &D,
    board: &Board,
    moves: &[Move],
    target: &Board,
) -> Result<Score<StepOf<D>>, TableError> {
    let distance_of = |board: &Board| match distances.exact(board) {
        Ok(distance) => Ok(Some(distance)),
        Err(SolveError::Unsolvable) => Ok(None),
        Err(SolveError::Table(e)) => Err(e),
    };
    let optimal = distance_of(board)?;
    let mut score = Score {
        moves: D::Rules::grouped(moves.iter().copied()).collect(),
        first_illegal: None,
        optimal,
        after: Vec::new(),
        best: Vec::new(),
        solved: false,
    };
    let (mut at, mut before) = (*board, optimal);
    for (index, &mv) in score.moves.iter().enumerate() {
        let Some(next) = D::Rules::apply(mv, &at) else {
            score.first_illegal = Some(index);
            return Ok(score);
        };
        at = next;
        if let Some(distance) = before {
            let after = distance_of(&at)?.ok_or(TableError::Walk)?;
            score.after.push(after);
            score.best.push(after + 1 == distance);
            before = Some(after);
        }
    }
    score.solved = at == *target;
    Ok(score)
}

/// Grades the blank's letters `moves` from `board` towards `target`,
/// grouped into the metric's moves.
pub(crate) fn score_of<M: MetricTables>(
    board: &Board,
    moves: &[Move],
    target: &Board,
) -> Result<Score<M::Step>, TableError> {
    graded(
        &M::distances(target).map_err(damaged)?,
        board,
        moves,
        target,
    )
}
