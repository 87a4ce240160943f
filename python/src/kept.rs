//! A target's answers kept for arrays of boards: each board's distance and
//! first move, made by one pass over the target's space and then read
//! after one rank a board instead of a walk through the tables. Made only
//! for an array large enough to pay for the pass, and kept for the few
//! targets asked last, so the memory they hold is bounded.

use std::sync::{Arc, Mutex, PoisonError};

use eight::{Board, Metric, SolveError, space_row};

/// Boards in one call from which a target's answers are made when they
/// are not kept yet: more walks than the pass costs (README's Figures
/// give a board's walk, in `distances` before the kept answers, and the
/// pass, in `space()`).
pub(crate) const WORTH_MAKING: usize = 1 << 16;

/// How many targets' answers are kept, the one asked last first: two
/// bytes a board of the space (362,880 bytes) each.
const KEPT: usize = 4;

/// The first move's code at the target (see `next_moves`).
pub(crate) const AT_TARGET: i8 = -1;

/// A board's first move's code when it cannot reach the target.
pub(crate) const NO_WAY: i8 = -2;

/// A board's distance when it cannot reach the target.
pub(crate) const NO_DISTANCE: i8 = -1;

/// Every board's distance and first move towards one target, by the rows
/// of its space.
pub(crate) struct Answers {
    target: Board,
    metric: Metric,
    /// The target's parity, which a board must share.
    even: bool,
    distances: Vec<u8>,
    first: Vec<i8>,
}

/// The answers kept, the ones asked last first.
static KEPT_ANSWERS: Mutex<Vec<Arc<Answers>>> = Mutex::new(Vec::new());

impl Answers {
    /// The answers towards `target` in `metric` for a call about `boards`
    /// boards: the kept ones, or new ones (then kept) when `boards` is at
    /// least [`WORTH_MAKING`]; `None` when a walk a board costs less.
    pub(crate) fn for_boards(
        target: &Board,
        metric: Metric,
        boards: usize,
    ) -> Result<Option<Arc<Answers>>, SolveError> {
        let mut kept = KEPT_ANSWERS.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(at) = kept
            .iter()
            .position(|answers| answers.target == *target && answers.metric == metric)
        {
            let found = kept.remove(at);
            kept.insert(0, Arc::clone(&found));
            return Ok(Some(found));
        }
        if boards < WORTH_MAKING {
            return Ok(None);
        }
        // Made without the lock: another thread's call waits for nothing.
        drop(kept);
        let space = metric.space(target)?;
        let made = Arc::new(Answers {
            target: *target,
            metric,
            even: target.is_even(),
            distances: space.distances().to_vec(),
            first: space
                .first()
                .iter()
                .map(|first| first.map_or(AT_TARGET, |slide| slide.code() as i8))
                .collect(),
        });
        let mut kept = KEPT_ANSWERS.lock().unwrap_or_else(PoisonError::into_inner);
        kept.insert(0, Arc::clone(&made));
        kept.truncate(KEPT);
        Ok(Some(made))
    }

    /// `board`'s row, or `None` when it cannot reach the target.
    fn row(&self, board: &Board) -> Option<usize> {
        let (row, even) = space_row(board);
        (even == self.even).then_some(row)
    }

    /// `board`'s distance, or [`NO_DISTANCE`].
    pub(crate) fn distance(&self, board: &Board) -> i8 {
        self.row(board)
            .and_then(|row| self.distances.get(row))
            .map_or(NO_DISTANCE, |&distance| distance as i8)
    }

    /// `board`'s first move's code, [`AT_TARGET`] or [`NO_WAY`].
    pub(crate) fn first(&self, board: &Board) -> i8 {
        self.row(board)
            .and_then(|row| self.first.get(row))
            .map_or(NO_WAY, |&first| first)
    }
}
