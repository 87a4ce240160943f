//! The grader of move strings, for Python: `eight::score` and its
//! multi-tile form, as a `Score` object.

use eight::{Move, Score, mtm};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::Metric;
use crate::boards::{Argument, board_from, target_from, type_name};
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
fn score_result<M: Copy>(graded: &Score<M>, letters: impl Fn(M) -> String) -> ScoreResult {
    ScoreResult {
        moves: graded.moves().iter().map(|&m| letters(m)).collect(),
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
    let metric = Metric::from(metric)?;
    let board = board_from(board, Argument::Board)?;
    let target = target_from(target)?;
    let Ok(text) = moves.cast::<PyString>() else {
        return Err(PyTypeError::new_err(format!(
            "moves must be a str, not {}",
            type_name(moves)
        )));
    };
    let read = eight::read_moves(&text.to_cow()?)
        .map_err(|e| PyValueError::new_err(format!("moves {}: {e}", crate::boards::shown(text))))?;
    let letter = |mv: Move| char::from(mv.letter()).to_string();
    Ok(match metric {
        Metric::Single => score_result(
            &eight::score(&board, &read, &target).map_err(|e| failed(e.into()))?,
            letter,
        ),
        Metric::Multi => {
            let graded = mtm::score(&board, &read, &target).map_err(|e| failed(e.into()))?;
            score_result(&graded, |slide| slide.to_string())
        }
    })
}
