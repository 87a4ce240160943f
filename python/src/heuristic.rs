//! The checker of heuristics, for Python: `check_heuristic` over a
//! target's space with A*, as a `HeuristicReport`.

use eight::Board;
use eight::heuristic::HeuristicError;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::boards::type_name;
use crate::whole::{Rows, cells_tuple, rows_of};

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
fn values(h: &Bound<'_, PyAny>, whole: &Rows) -> PyResult<Vec<f64>> {
    if h.is_callable() {
        return whole.boards().map(|board| value_of(h, &board)).collect();
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
    let mut read = Vec::with_capacity(whole.distances().len());
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
    let (_, _, whole) = rows_of(py, target, metric)?;
    let deepest = whole.distances().iter().copied().max().unwrap_or(0);
    let depths = match depths.filter(|depths| !depths.is_none()) {
        None => (1..=deepest).collect(),
        Some(depths) => depths_from(depths, deepest)?,
    };
    let values = values(h, &whole)?;
    let check = py
        .detach(|| whole.check_heuristic(&values, samples, seed, &depths))
        .map_err(|e| match e {
            HeuristicError::BadValue { row, .. } => {
                let board = whole.board(row).map_or_else(String::new, |b| {
                    let cells: Vec<String> = b.cells().iter().map(u8::to_string).collect();
                    format!(" (at board ({}))", cells.join(", "))
                });
                PyValueError::new_err(format!("{e}{board}"))
            }
            other => PyValueError::new_err(other.to_string()),
        })?;
    // The check names the space's own rows; a row past them would be a
    // defect of the check, said as an error rather than a panic.
    let board = |row: usize| match whole.board(row) {
        Some(board) => cells_tuple(py, &board),
        None => Err(PyRuntimeError::new_err(format!(
            "the check named row {row}, past the space's last"
        ))),
    };
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
