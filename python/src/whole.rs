//! The answers over many boards at once: the whole space of a target as
//! arrays, distances and next moves over an array of boards, the grader of
//! move strings and the checker of heuristics. Every answer is the `eight`
//! crate's; this module converts.

use eight::heuristic::{HeuristicCheck, HeuristicError};
use eight::mtm::{self, BestSlides, Slide};
use eight::{Board, Move, MoveSet, Score, SolveError};
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::arrays::{array, boards_from, byte_array};
use crate::{Argument, Metric, UnsolvableError, board_from, solve_error, target_from, type_name};

/// `first`'s and `next_moves`' code of a slide: 0 to 3 for d, l, r, u of
/// one cell, 4 to 7 for two.
fn slide_code(slide: Slide) -> i8 {
    (slide.direction.code() + 4 * (slide.cells - 1)) as i8
}

/// `best`'s bits of a set of slides: 1, 2, 4, 8 for d, l, r, u of one
/// cell, 16, 32, 64, 128 for two.
fn slide_bits(best: BestSlides) -> u8 {
    best.iter()
        .fold(0, |bits, slide| bits | 1 << slide_code(slide))
}

/// `best`'s bits of a set of moves.
fn move_bits(best: MoveSet) -> u8 {
    best.iter().fold(0, |bits, mv| bits | 1 << mv.code())
}

/// The code for the target in `first` and `next_moves`.
const AT_TARGET: i8 = -1;
/// `next_moves`' code for a board that cannot reach the target.
const NO_WAY: i8 = -2;
/// `distances`' value for a board that cannot reach the target.
const NO_DISTANCE: i8 = -1;

/// Any other error than a board that cannot reach the target: a damaged
/// table.
fn failed(error: SolveError) -> PyErr {
    PyRuntimeError::new_err(error.to_string())
}

/// A board as Python gets it in results: a tuple of nine ints.
fn cells_tuple<'py>(py: Python<'py>, board: &Board) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, board.cells())
}

/// The space of one target in one metric, as the library made it.
pub(crate) enum Whole {
    Single(eight::Space),
    Multi(eight::Space<BestSlides, Slide>),
}

impl Whole {
    pub(crate) fn of(target: &Board, metric: Metric) -> Result<Whole, SolveError> {
        Ok(match metric {
            Metric::Single => Whole::Single(eight::space(target)?),
            Metric::Multi => Whole::Multi(mtm::space(target)?),
        })
    }

    pub(crate) fn row(&self, board: &Board) -> Option<usize> {
        match self {
            Whole::Single(space) => space.row(board),
            Whole::Multi(space) => space.row(board),
        }
    }

    pub(crate) fn target(&self) -> Board {
        match self {
            Whole::Single(space) => space.target(),
            Whole::Multi(space) => space.target(),
        }
    }

    pub(crate) fn boards(&self) -> &[Board] {
        match self {
            Whole::Single(space) => space.boards(),
            Whole::Multi(space) => space.boards(),
        }
    }

    pub(crate) fn distances(&self) -> &[u8] {
        match self {
            Whole::Single(space) => space.distances(),
            Whole::Multi(space) => space.distances(),
        }
    }

    pub(crate) fn best_bits(&self) -> Vec<u8> {
        match self {
            Whole::Single(space) => space.best().iter().map(|&b| move_bits(b)).collect(),
            Whole::Multi(space) => space.best().iter().map(|&b| slide_bits(b)).collect(),
        }
    }

    fn first_codes(&self) -> Vec<u8> {
        let code = |first: Option<i8>| first.unwrap_or(AT_TARGET) as u8;
        match self {
            Whole::Single(space) => space
                .first()
                .iter()
                .map(|f| code(f.map(|m| m.code() as i8)))
                .collect(),
            Whole::Multi(space) => space
                .first()
                .iter()
                .map(|f| code(f.map(slide_code)))
                .collect(),
        }
    }

    fn counts(&self) -> &[u64] {
        match self {
            Whole::Single(space) => space.counts(),
            Whole::Multi(space) => space.counts(),
        }
    }

    fn check(&self, h: &[f64], samples: usize, seed: u64, depths: &[u8]) -> CheckResult {
        match self {
            Whole::Single(space) => space.check_heuristic(h, samples, seed, depths),
            Whole::Multi(space) => space.check_heuristic(h, samples, seed, depths),
        }
    }
}

type CheckResult = Result<HeuristicCheck, HeuristicError>;

/// Every board that reaches a target, a row each, with arrays over the
/// rows (see `space`).
#[pyclass(frozen, module = "eight_solver", name = "Space")]
pub(crate) struct Space {
    whole: Whole,
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
        let rows = self.whole.boards().len();
        let at = if row < 0 { row + rows as isize } else { row };
        match usize::try_from(at)
            .ok()
            .and_then(|at| self.whole.boards().get(at))
        {
            Some(board) => cells_tuple(py, board),
            None => Err(PyIndexError::new_err(format!(
                "row {row} is out of range: a space has {rows} rows"
            ))),
        }
    }

    fn __len__(&self) -> usize {
        self.whole.boards().len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<eight_solver.Space of {} boards to {} ({})>",
            self.whole.boards().len(),
            self.target,
            self.metric
        )
    }
}

/// The metric's name as the keyword spells it.
fn metric_name(metric: Metric) -> &'static str {
    match metric {
        Metric::Single => "stm",
        Metric::Multi => "mtm",
    }
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
    let metric = Metric::from(metric)?;
    let target = target_from(target)?;
    let whole = py
        .detach(|| Whole::of(&target, metric))
        .map_err(|e| solve_error(e, &target, &target))?;
    let rows = whole.boards().len();
    let cells: Vec<u8> = whole.boards().iter().flat_map(|b| b.cells()).collect();
    let counts: Vec<u8> = whole
        .counts()
        .iter()
        .flat_map(|&c| u32::try_from(c).unwrap_or(u32::MAX).to_ne_bytes())
        .collect();
    Ok(Space {
        boards: array(py, &cells, "B", &[rows, 9])?.unbind(),
        distance: byte_array(py, whole.distances(), "b")?.unbind(),
        best: byte_array(py, &whole.best_bits(), "B")?.unbind(),
        first: byte_array(py, &whole.first_codes(), "b")?.unbind(),
        count: array(py, &counts, "I", &[rows])?.unbind(),
        target,
        metric: metric_name(metric),
        whole,
    })
}

/// The boards, the target (the goal when None) and the metric of a
/// question about many boards.
pub(crate) fn many_boards(
    boards: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(Vec<Board>, Board, Metric)> {
    let metric = Metric::from(metric)?;
    let target = target_from(target)?;
    Ok((boards_from(boards)?, target, metric))
}

/// One int8 a board, `answer`'s, found without the GIL; `no_way` for a
/// board that cannot reach the target.
fn int8_over_boards<'py>(
    py: Python<'py>,
    (boards, target, metric): (Vec<Board>, Board, Metric),
    answer: fn(Metric, &Board, &Board) -> Result<i8, SolveError>,
    no_way: i8,
) -> PyResult<Bound<'py, PyAny>> {
    let found = py.detach(|| {
        boards
            .iter()
            .map(|board| match answer(metric, board, &target) {
                Ok(value) => Ok(value as u8),
                Err(SolveError::Unsolvable) => Ok(no_way as u8),
                Err(e) => Err(e),
            })
            .collect::<Result<Vec<u8>, SolveError>>()
    });
    byte_array(py, &found.map_err(failed)?, "b")
}

/// Each board's distance to `target` (the goal when None), int8, -1 for
/// one that cannot reach it.
#[pyfunction]
#[pyo3(signature = (boards, target = None, *, metric = "stm"))]
pub(crate) fn distances<'py>(
    py: Python<'py>,
    boards: &Bound<'py, PyAny>,
    target: Option<&Bound<'py, PyAny>>,
    metric: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let query = many_boards(boards, target, metric)?;
    let distance = |metric, board: &Board, target: &Board| {
        match metric {
            Metric::Single => eight::distance(board, target),
            Metric::Multi => mtm::distance(board, target),
        }
        .map(|d| d as i8)
    };
    int8_over_boards(py, query, distance, NO_DISTANCE)
}

/// Each board's answer's first move to `target` (the goal when None), int8:
/// 0 to 3 for d, l, r, u, 4 to 7 for the two-cell slides; -1 at the
/// target, -2 for a board that cannot reach it.
#[pyfunction]
#[pyo3(signature = (boards, target = None, *, metric = "stm"))]
pub(crate) fn next_moves<'py>(
    py: Python<'py>,
    boards: &Bound<'py, PyAny>,
    target: Option<&Bound<'py, PyAny>>,
    metric: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let query = many_boards(boards, target, metric)?;
    let first = |metric, board: &Board, target: &Board| {
        let first = match metric {
            Metric::Single => eight::hint(board, target).map(|h| h.next.map(|m| m.code() as i8)),
            Metric::Multi => mtm::hint(board, target).map(|h| h.next.map(slide_code)),
        };
        first.map(|first| first.unwrap_or(AT_TARGET))
    };
    int8_over_boards(py, query, first, NO_WAY)
}

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
        .map_err(|e| PyValueError::new_err(format!("moves {}: {e}", crate::shown(text))))?;
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

/// A heuristic checked (see `check_heuristic`).
#[pyclass(frozen, module = "eight_solver", name = "HeuristicReport", get_all)]
pub(crate) struct HeuristicReport {
    /// Whether it never overestimates.
    admissible: bool,
    /// Whether no move lowers it by more than one and it is 0 at the target.
    consistent: bool,
    /// How many boards it overestimates.
    overestimating: usize,
    /// The first ten: (board, h, distance).
    overestimates: Py<PyAny>,
    /// How many moves lower it by more than one.
    inconsistent_moves: usize,
    /// The first ten: (board, neighbour, h at the board, h at the neighbour).
    inconsistent: Py<PyAny>,
    /// Depth to the mean h / distance.
    ratio: Py<PyAny>,
    /// Depth to the mean number of boards A* generates.
    generated: Py<PyAny>,
    /// Depth to the effective branching factor b*.
    branching: Py<PyAny>,
}

#[pymethods]
impl HeuristicReport {
    fn __repr__(&self) -> String {
        let flag = |value: bool| if value { "True" } else { "False" };
        format!(
            "HeuristicReport(admissible={}, consistent={}, overestimating={}, inconsistent_moves={})",
            flag(self.admissible),
            flag(self.consistent),
            self.overestimating,
            self.inconsistent_moves
        )
    }
}

/// The value `h` gives `board`, checked to be a number.
fn value_of(h: &Bound<'_, PyAny>, board: &Board) -> PyResult<f64> {
    let py = h.py();
    let cells = cells_tuple(py, board)?;
    let value = match h.call1((cells.clone(),)) {
        Ok(value) => value,
        // An error of the heuristic's own, named with its board; anything
        // else (KeyboardInterrupt) goes on as it was.
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyException>(py) => {
            let error = PyValueError::new_err(format!(
                "h raised {} at board {}",
                e.value(py)
                    .repr()
                    .map_or_else(|_| "an error".to_owned(), |r| r.to_string()),
                cells.repr()?
            ));
            error.set_cause(py, Some(e));
            return Err(error);
        }
        Err(e) => return Err(e),
    };
    number(&value).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "h must return a number, not {} (at board {})",
            type_name(&value),
            cells
                .repr()
                .map_or_else(|_| "?".to_owned(), |r| r.to_string())
        ))
    })
}

/// A Python number as a float: an int or a float (numpy's scalars are
/// such), not a bool or a str.
fn number(value: &Bound<'_, PyAny>) -> Option<f64> {
    if value.is_instance_of::<pyo3::types::PyBool>() || value.is_instance_of::<PyString>() {
        return None;
    }
    value.extract::<f64>().ok()
}

/// `h`'s values over the rows: a function of a board (a tuple), called
/// once a row, or a sequence or array of one value a row.
fn values(h: &Bound<'_, PyAny>, whole: &Whole) -> PyResult<Vec<f64>> {
    if h.is_callable() {
        return whole
            .boards()
            .iter()
            .map(|board| value_of(h, board))
            .collect();
    }
    if h.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "h must be a function of a board or an array of values, not a str",
        ));
    }
    let Ok(items) = h.try_iter() else {
        return Err(PyTypeError::new_err(format!(
            "h must be a function of a board or an array of values, not {}",
            type_name(h)
        )));
    };
    let mut read = Vec::with_capacity(whole.boards().len());
    for (row, item) in items.enumerate() {
        let item = item?;
        read.push(number(&item).ok_or_else(|| {
            PyTypeError::new_err(format!(
                "h[{row}] must be a number, not {}",
                type_name(&item)
            ))
        })?);
    }
    Ok(read)
}

/// A dict of depth to value.
fn by_depth<'py>(py: Python<'py>, pairs: &[(u8, f64)]) -> PyResult<Py<PyAny>> {
    let dict = PyDict::new(py);
    for &(depth, value) in pairs {
        dict.set_item(depth, value)?;
    }
    Ok(dict.into_any().unbind())
}

/// The depths of an iterable of ints, each from 1 to `deepest`.
fn depths_from(depths: &Bound<'_, PyAny>, deepest: u8) -> PyResult<Vec<u8>> {
    let Ok(items) = depths.try_iter() else {
        return Err(PyTypeError::new_err(format!(
            "depths must be an iterable of ints, not {}",
            type_name(depths)
        )));
    };
    let mut read = Vec::new();
    for item in items {
        let item = item?;
        let Ok(depth) = item.cast::<pyo3::types::PyInt>() else {
            return Err(PyTypeError::new_err(format!(
                "depths must be ints, not {}",
                type_name(&item)
            )));
        };
        match depth.extract::<u8>() {
            Ok(depth) if (1..=deepest).contains(&depth) => read.push(depth),
            _ => {
                return Err(PyValueError::new_err(format!(
                    "depths are from 1 to {deepest}, the farthest board's distance, not {depth}"
                )));
            }
        }
    }
    Ok(read)
}

/// Checks the heuristic `h` towards `target` (the goal when None).
#[pyfunction]
#[pyo3(signature = (h, target = None, *, metric = "stm", samples = 100, seed = 0, depths = None))]
pub(crate) fn check_heuristic(
    py: Python<'_>,
    h: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
    samples: usize,
    seed: u64,
    depths: Option<&Bound<'_, PyAny>>,
) -> PyResult<HeuristicReport> {
    let metric = Metric::from(metric)?;
    let target = target_from(target)?;
    let whole = py
        .detach(|| Whole::of(&target, metric))
        .map_err(|e| solve_error(e, &target, &target))?;
    let deepest = whole.distances().iter().copied().max().unwrap_or(0);
    let depths = match depths.filter(|depths| !depths.is_none()) {
        None => (1..=deepest).collect(),
        Some(depths) => depths_from(depths, deepest)?,
    };
    let values = values(h, &whole)?;
    let check = py
        .detach(|| whole.check(&values, samples, seed, &depths))
        .map_err(|e| match e {
            HeuristicError::BadValue { row, .. } => {
                let board = whole.boards().get(row).map_or_else(String::new, |b| {
                    let cells: Vec<String> = b.cells().iter().map(u8::to_string).collect();
                    format!(" (at board ({}))", cells.join(", "))
                });
                PyValueError::new_err(format!("{e}{board}"))
            }
            other => PyValueError::new_err(other.to_string()),
        })?;
    let board = |row: usize| cells_tuple(py, &whole.boards()[row]);
    let mut overestimates = Vec::new();
    for &(row, value, distance) in &check.overestimates {
        overestimates.push((board(row)?, value, distance).into_pyobject(py)?.into_any());
    }
    let mut inconsistent = Vec::new();
    for &(row, next, here, there) in &check.inconsistent {
        inconsistent.push(
            (board(row)?, board(next)?, here, there)
                .into_pyobject(py)?
                .into_any(),
        );
    }
    Ok(HeuristicReport {
        admissible: check.admissible(),
        consistent: check.consistent(),
        overestimating: check.overestimating,
        overestimates: pyo3::types::PyList::new(py, overestimates)?
            .into_any()
            .unbind(),
        inconsistent_moves: check.inconsistent_moves,
        inconsistent: pyo3::types::PyList::new(py, inconsistent)?
            .into_any()
            .unbind(),
        ratio: by_depth(py, &check.ratio)?,
        generated: by_depth(py, &check.generated)?,
        branching: by_depth(py, &check.branching)?,
    })
}
