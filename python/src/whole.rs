//! The answers over many boards at once: the whole space of a target as
//! arrays, and distances and next moves over an array of boards (the
//! grader of move strings is `score`, the checker of heuristics
//! `heuristic`, both over the same space). Every answer is the `eight`
//! crate's; this module converts.

use eight::mtm::{BestSlides, Slide};
use eight::{Board, Metric, SolveError};
use pyo3::exceptions::{PyIndexError, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::UnsolvableError;
use crate::arrays::{array_filled, boards_from};
use crate::boards::{Argument, board_from, metric_from, solve_error, target_from};
use crate::kept::{AT_TARGET, Answers, NO_DISTANCE, NO_WAY};

/// Any other error than a board that cannot reach the target: a damaged
/// table.
pub(crate) fn failed(error: SolveError) -> PyErr {
    PyRuntimeError::new_err(error.to_string())
}

/// A board as Python gets it in results: a tuple of nine ints.
pub(crate) fn cells_tuple<'py>(py: Python<'py>, board: &Board) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, board.cells())
}

/// The space of one target in one metric, as the library made it: a row
/// a board, its moves as slides.
pub(crate) type Rows = eight::Space<BestSlides, Slide>;

/// Every board that reaches a target, a row each, with arrays over the
/// rows (see `space`).
#[pyclass(frozen, module = "eight_solver", name = "Space")]
pub(crate) struct Space {
    whole: Rows,
    /// The boards, uint8, shape (181440, 9): cells in reading order, 0 the
    /// blank.
    #[pyo3(get)]
    boards: Py<PyAny>,
    /// Each row's distance to the target, int8.
    #[pyo3(get)]
    distance: Py<PyAny>,
    /// Each row's best next moves as bits, uint8.
    #[pyo3(get)]
    best: Py<PyAny>,
    /// Each row's answer's first move, int8; -1 at the target.
    #[pyo3(get)]
    first: Py<PyAny>,
    /// Each row's number of shortest answers, uint32.
    #[pyo3(get)]
    count: Py<PyAny>,
    /// The target (a str to Python: see `target`).
    target: Board,
    /// The metric, "stm" or "mtm".
    #[pyo3(get)]
    metric: &'static str,
}

#[pymethods]
impl Space {
    /// The target, as a str.
    #[getter]
    fn target(&self) -> String {
        self.target.to_string()
    }

    /// The row of `board`; `UnsolvableError` when it cannot reach the
    /// target.
    fn row(&self, board: &Bound<'_, PyAny>) -> PyResult<usize> {
        let board = board_from(board, Argument::Board)?;
        self.whole.row(&board).ok_or_else(|| {
            UnsolvableError::new_err(
                eight::messages::cannot_reach(&board, &self.target).to_string(),
            )
        })
    }

    /// The board of `row`, as a tuple of nine ints; negative rows count
    /// from the end, as Python's indexes do.
    fn board<'py>(&self, py: Python<'py>, row: isize) -> PyResult<Bound<'py, PyTuple>> {
        let rows = self.whole.distances().len();
        let at = if row < 0 { row + rows as isize } else { row };
        match usize::try_from(at).ok().and_then(|at| self.whole.board(at)) {
            Some(board) => cells_tuple(py, &board),
            None => Err(PyIndexError::new_err(format!(
                "row {row} is out of range: a space has {rows} rows"
            ))),
        }
    }

    fn __len__(&self) -> usize {
        self.whole.distances().len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<eight_solver.Space of {} boards to {} ({})>",
            self.whole.distances().len(),
            self.target,
            self.metric
        )
    }
}

/// The target (the goal when None), the metric `metric` names and the
/// space of that target in it, made without the GIL.
pub(crate) fn rows_of(
    py: Python<'_>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(Board, Metric, Rows)> {
    let metric = metric_from(metric)?;
    let target = target_from(target)?;
    let rows = py
        .detach(|| metric.space(&target))
        .map_err(|e| solve_error(e, &target, &target))?;
    Ok((target, metric, rows))
}

/// Every board that reaches `target` (the goal when None), a row each, with
/// its distance, best moves, the answer's first move and the number of
/// shortest answers, as arrays.
#[pyfunction]
#[pyo3(signature = (target = None, metric = "stm"))]
pub(crate) fn space(
    py: Python<'_>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<Space> {
    let (target, metric, whole) = rows_of(py, target, metric)?;
    let distances = whole.distances();
    let rows = distances.len();
    // Each array written once, into the buffer Python keeps; the boards by
    // the core, in the space's rows, without the space's own copy of them.
    let boards = array_filled(py, rows * 9, "B", &[rows, 9], |bytes| {
        Board::write_every_of_parity(target.is_even(), bytes);
        Ok(())
    })?;
    let distance = array_filled(py, rows, "b", &[rows], |bytes| {
        bytes.copy_from_slice(distances);
        Ok(())
    })?;
    let best = row_bytes(py, whole.best(), "B", |best| best.bits())?;
    let first = row_bytes(py, whole.first(), "b", |first| {
        first.map_or(AT_TARGET, |slide| slide.code() as i8) as u8
    })?;
    let count = array_filled(py, rows * 4, "I", &[rows], |bytes| {
        for (to, &count) in bytes.chunks_exact_mut(4).zip(whole.counts()) {
            to.copy_from_slice(&count.to_ne_bytes());
        }
        Ok(())
    })?;
    Ok(Space {
        boards: boards.unbind(),
        distance: distance.unbind(),
        best: best.unbind(),
        first: first.unbind(),
        count: count.unbind(),
        target,
        metric: metric.name(),
        whole,
    })
}

/// A byte for each row, `byte` of its value, as an array of `format`.
fn row_bytes<'py, T>(
    py: Python<'py>,
    values: &[T],
    format: &str,
    byte: impl Fn(&T) -> u8,
) -> PyResult<Bound<'py, PyAny>> {
    array_filled(py, values.len(), format, &[values.len()], |bytes| {
        for (to, value) in bytes.iter_mut().zip(values) {
            *to = byte(value);
        }
        Ok(())
    })
}

/// The boards, the target (the goal when None) and the metric of a
/// question about many boards.
pub(crate) fn many_boards(
    boards: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(Vec<Board>, Board, Metric)> {
    let metric = metric_from(metric)?;
    let target = target_from(target)?;
    Ok((boards_from(boards)?, target, metric))
}

/// One int8 a board, `answer`'s (or `kept`'s of the target's kept
/// answers, see `kept.rs`), written without the GIL into the array's own
/// buffer; `no_way` for a board that cannot reach the target.
fn int8_over_boards<'py>(
    py: Python<'py>,
    (boards, target, metric): (Vec<Board>, Board, Metric),
    answer: fn(Metric, &Board, &Board) -> Result<i8, SolveError>,
    kept: fn(&Answers, &Board) -> i8,
    no_way: i8,
) -> PyResult<Bound<'py, PyAny>> {
    array_filled(py, boards.len(), "b", &[boards.len()], |bytes| {
        py.detach(|| {
            if let Some(answers) = Answers::for_boards(&target, metric, boards.len())? {
                for (to, board) in bytes.iter_mut().zip(&boards) {
                    *to = kept(&answers, board) as u8;
                }
                return Ok(());
            }
            for (to, board) in bytes.iter_mut().zip(&boards) {
                *to = match answer(metric, board, &target) {
                    Ok(value) => value as u8,
                    Err(SolveError::Unsolvable) => no_way as u8,
                    Err(e) => return Err(e),
                };
            }
            Ok(())
        })
        .map_err(failed)
    })
}

/// A function of Python's over an array of boards, one int8 a board:
/// its signature written once for every such query.
macro_rules! int8_query {
    ($(#[$doc:meta])* $name:ident, $answer:expr, $kept:expr, $no_way:expr) => {
        $(#[$doc])*
        #[pyfunction]
        #[pyo3(signature = (boards, target = None, *, metric = "stm"))]
        pub(crate) fn $name<'py>(
            py: Python<'py>,
            boards: &Bound<'py, PyAny>,
            target: Option<&Bound<'py, PyAny>>,
            metric: &str,
        ) -> PyResult<Bound<'py, PyAny>> {
            let query = many_boards(boards, target, metric)?;
            int8_over_boards(py, query, $answer, $kept, $no_way)
        }
    };
}

int8_query!(
    /// Each board's distance to `target` (the goal when None), int8, -1 for
    /// one that cannot reach it. A large array reads the target's kept
    /// answers (`kept.rs`).
    distances,
    |metric, board, target| metric.distance(board, target).map(|d| d as i8),
    Answers::distance,
    NO_DISTANCE
);

int8_query!(
    /// Each board's answer's first move to `target` (the goal when None), int8:
    /// 0 to 3 for d, l, r, u, 4 to 7 for the two-cell slides; -1 at the
    /// target, -2 for a board that cannot reach it.
    next_moves,
    |metric, board, target| {
        let hint = metric.hint(board, target)?;
        Ok(hint.next.map_or(AT_TARGET, |slide| slide.code() as i8))
    },
    Answers::first,
    NO_WAY
);
