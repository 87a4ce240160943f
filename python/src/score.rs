//! The grader of move strings, for Python: `eight::Metric::score`, as a
//! `Score` object.

use eight::Score;
use eight::mtm::Slide;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::boards::{Argument, board_from, metric_from, moves_error, target_from, type_name};
use crate::whole::failed;

/// A move string graded (see `score`).
#[pyclass(frozen, module = "eight_solver", name = "Score", get_all)]
pub(crate) struct ScoreResult {
    /// The moves read, as the blank's letters ("d"; "dd" for a slide of
    /// two in the multi-tile metric).
    moves: Vec<String>,
    /// Whether every move stays on the board.
    legal: bool,
    /// The index of the first move off the board.
    first_illegal: Option<usize>,
    /// Whether the moves are legal and end at the target.
    solved: bool,
    /// How many moves there are.
    length: usize,
    /// The fewest moves; None when the board cannot reach the target.
    optimal: Option<usize>,
    /// length - optimal when the moves solve; None otherwise.
    gap: Option<usize>,
    /// The distance after each legal move.
    after: Vec<usize>,
    /// Whether each legal move was one of the best.
    best: Vec<bool>,
    /// The index of the first legal move that was not one of the best.
    first_loss: Option<usize>,
}

#[pymethods]
impl ScoreResult {
    fn __repr__(&self) -> String {
        let optional = |value: Option<usize>| value.map_or("None".to_owned(), |v| v.to_string());
        format!(
            "Score(legal={}, solved={}, length={}, optimal={}, gap={}, first_loss={})",
            if self.legal { "True" } else { "False" },
            if self.solved { "True" } else { "False" },
            self.length,
            optional(self.optimal),
            optional(self.gap),
            optional(self.first_loss),
        )
    }
}

/// The result's fields from the library's grading.
fn score_result(graded: &Score<Slide>) -> ScoreResult {
    ScoreResult {
        moves: graded.moves().iter().map(Slide::to_string).collect(),
        legal: graded.legal(),
        first_illegal: graded.first_illegal(),
        solved: graded.solved(),
        length: graded.length(),
        optimal: graded.optimal(),
        gap: graded.gap(),
        after: graded.after().to_vec(),
        best: graded.best().to_vec(),
        first_loss: graded.first_loss(),
    }
}

/// Grades `moves` (the blank's letters, or the tile notation) from `board`
/// towards `target` (the goal when None).
#[pyfunction]
#[pyo3(signature = (board, moves, target = None, *, metric = "stm"))]
pub(crate) fn score(
    board: &Bound<'_, PyAny>,
    moves: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<ScoreResult> {
    let metric = metric_from(metric)?;
    let board = board_from(board, Argument::Board)?;
    let target = target_from(target)?;
    let Ok(text) = moves.cast::<PyString>() else {
        return Err(PyTypeError::new_err(format!(
            "moves must be a str, not {}",
            type_name(moves)
        )));
    };
    let read = eight::read_moves(&text.to_cow()?).map_err(|e| moves_error(text, &e))?;
    let graded = metric.score(&board, &read, &target);
    Ok(score_result(&graded.map_err(|e| failed(e.into()))?))
}
