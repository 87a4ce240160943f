//! The module `eight_solver`: the eight solver's answers for Python, on the
//! compact tables (read in place; nothing decoded at import).
//!
//! This crate only converts: Python values to boards and back, library
//! errors to Python exceptions. Every answer comes from the `eight` crate,
//! so it is the answer `eight solve` and `eight pairs` give. Its signatures
//! are written out for type checkers in `eight_solver/__init__.pyi`.

#![forbid(unsafe_code)]

mod arrays;
mod boards;
mod env;
mod heuristic;
mod kept;
mod numpy_seeds;
mod score;
mod whole;

use eight::generate::GenerateError;
use eight::messages;
use eight::mtm::Slide;
use eight::notation::Notation;
use eight::{Answer, Board, Metric, SolveError};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyList, PyString};

// Its docstring is the library's text, set when the module is made.
create_exception!(eight_solver, UnsolvableError, PyValueError);

use boards::{Argument, board_from, metric_from, solve_error, target_from, type_name};

/// The answer of one pair query in `metric`, told by `told`.
fn answered<T>(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
    told: fn(Answer) -> T,
) -> PyResult<T> {
    let (board, target, metric) = query(board, target, metric)?;
    metric
        .solve_pair(&board, &target)
        .map(told)
        .map_err(|e| solve_error(e, &board, &target))
}

/// The board, the target (the goal when None) and the metric of a query
/// about one pair.
fn query(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(Board, Board, Metric)> {
    let metric = metric_from(metric)?;
    Ok((
        board_from(board, Argument::Board)?,
        target_from(target)?,
        metric,
    ))
}

/// The moves from `board` to `target` (the goal when None): the fewest
/// in `metric`, then the smallest in ASCII order; "" when already there.
#[pyfunction]
#[pyo3(signature = (board, target = None, *, metric = "stm"))]
fn solve(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<String> {
    answered(board, target, metric, |answer| answer.as_str().to_owned())
}

/// The number of moves from `board` to `target` (the goal when None) in
/// `metric`.
#[pyfunction]
#[pyo3(signature = (board, target = None, *, metric = "stm"))]
fn distance(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<usize> {
    answered(board, target, metric, |answer| answer.len())
}

/// Whether `board` can reach `target` (the goal when None).
#[pyfunction]
#[pyo3(signature = (board, target = None))]
fn is_solvable(board: &Bound<'_, PyAny>, target: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
    let (board, target) = (board_from(board, Argument::Board)?, target_from(target)?);
    Ok(board.is_even() == target.is_even())
}

/// For every legal move in d, l, r, u order: its letter, the board after
/// it, and that board's distance to `target` (the goal when None).
#[pyfunction]
#[pyo3(signature = (board, target = None))]
fn neighbours(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<(String, String, usize)>> {
    let (board, target) = (board_from(board, Argument::Board)?, target_from(target)?);
    let all = eight::neighbours(&board, &target).map_err(|e| solve_error(e, &board, &target))?;
    Ok(all
        .map(|n| (letter(n.mv), n.board.to_string(), n.distance))
        .collect())
}

/// A move's letter, as Python gets it.
fn letter(mv: eight::Move) -> String {
    char::from(mv.letter()).to_string()
}

/// A whole number from 0 to 2**64 - 1: `TypeError` for what is not an
/// int, `ValueError` for one out of range.
fn whole_number(value: &Bound<'_, PyAny>, name: &str) -> PyResult<u64> {
    let Ok(number) = value.cast::<PyInt>() else {
        return Err(PyTypeError::new_err(format!(
            "{name} must be an int, not {}",
            type_name(value)
        )));
    };
    number.extract::<u64>().map_err(|_| {
        PyValueError::new_err(format!("{name} must be from 0 to 2**64 - 1, not {number}"))
    })
}

/// Boards checked for signals (Ctrl-C) while a long list is drawn.
const CHECK_EVERY: usize = 1 << 16;

/// `count` random boards exactly `distance` moves of `metric` from
/// `target` (the goal when None), drawn by `seed`: the boards `eight gen
/// --distance D --count N --seed S [--to T] [--metric M]` prints, in the
/// same order.
#[pyfunction]
#[pyo3(signature = (distance, count, seed, target = None, *, metric = "stm"))]
fn generate<'py>(
    py: Python<'py>,
    distance: &Bound<'py, PyAny>,
    count: &Bound<'py, PyAny>,
    seed: &Bound<'py, PyAny>,
    target: Option<&Bound<'py, PyAny>>,
    metric: &str,
) -> PyResult<Bound<'py, PyList>> {
    let distance = whole_number(distance, "distance")?;
    let count = whole_number(count, "count")?;
    let seed = whole_number(seed, "seed")?;
    let target = target_from(target)?;
    let metric = metric_from(metric)?;
    // A distance past usize is past the farthest board too.
    let distance = usize::try_from(distance).unwrap_or(usize::MAX);
    let boards = py
        .detach(|| metric.random_boards(&target, distance, count, seed))
        .map_err(|e| match e {
            GenerateError::TooFar { .. } => PyValueError::new_err(e.to_string()),
            damaged => PyRuntimeError::new_err(damaged.to_string()),
        })?;
    // Appended one by one: a count too large for memory ends in Python's
    // MemoryError, not in an abort.
    let drawn = PyList::empty(py);
    for (index, board) in boards.enumerate() {
        if index % CHECK_EVERY == CHECK_EVERY - 1 {
            py.check_signals()?;
        }
        drawn.append(board.to_string())?;
    }
    Ok(drawn)
}

/// The answer for every board of `boards` (an array of shape (N, 9) or an
/// iterable of boards) to `target` (the goal when None), `None` for a
/// board that cannot reach it. The boards are read first; the answers are
/// found without the GIL.
#[pyfunction]
#[pyo3(signature = (boards, target = None, *, metric = "stm"))]
fn solve_many<'py>(
    py: Python<'py>,
    boards: &Bound<'py, PyAny>,
    target: Option<&Bound<'py, PyAny>>,
    metric: &str,
) -> PyResult<Bound<'py, PyList>> {
    let (boards, target, metric) = whole::many_boards(boards, target, metric)?;
    // Every answer's letters in one buffer, and where each ends
    // (`NO_ANSWER` for a board that cannot reach the target): no answer
    // kept whole.
    let found = py.detach(|| {
        let mut letters = Vec::with_capacity(boards.len() * 24);
        let mut ends = Vec::with_capacity(boards.len());
        for board in &boards {
            match metric.solve_pair(board, &target) {
                Ok(answer) => {
                    letters.extend_from_slice(answer.as_bytes());
                    ends.push(letters.len());
                }
                Err(SolveError::Unsolvable) => ends.push(NO_ANSWER),
                Err(e) => return Err(solve_error(e, board, &target)),
            }
        }
        Ok((letters, ends))
    });
    let (letters, ends) = found?;
    // The letters are ASCII: read as text once, not once an answer.
    let text = std::str::from_utf8(&letters).unwrap_or_default();
    let mut start = 0;
    let answers = ends.iter().map(|&end| {
        if end == NO_ANSWER {
            return py.None().into_bound(py);
        }
        let answer = text.get(start..end).unwrap_or_default();
        start = end;
        PyString::new(py, answer).into_any()
    });
    PyList::new(py, answers)
}

/// What solve_many keeps for a board with no answer, where its answer's
/// end would be (no buffer ends there).
const NO_ANSWER: usize = usize::MAX;

/// Optimal 8-puzzle answers by table look-up.
/// The number of shortest answers from board to target.
#[pyfunction]
#[pyo3(signature = (board, target = None, *, metric = "stm"))]
fn count(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<u64> {
    let (board, target, metric) = query(board, target, metric)?;
    metric
        .count_solutions(&board, &target)
        .map_err(|e| solve_error(e, &board, &target))
}

/// Every shortest answer from board to target in ASCII order, at most
/// `limit` of them.
#[pyfunction]
#[pyo3(signature = (board, target = None, limit = None, *, metric = "stm"))]
fn solutions(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    limit: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<Vec<String>> {
    let (board, target, metric) = query(board, target, metric)?;
    let limit = match limit {
        Some(limit) if !limit.is_none() => {
            let Ok(number) = limit.cast::<PyInt>() else {
                return Err(PyTypeError::new_err(format!(
                    "limit must be an int or None, not {}",
                    type_name(limit)
                )));
            };
            match number.extract::<u64>() {
                Ok(n) if n >= 1 => usize::try_from(n).unwrap_or(usize::MAX),
                _ => {
                    return Err(PyValueError::new_err(format!(
                        "{}, or None, not {number}",
                        messages::BAD_LIMIT
                    )));
                }
            }
        }
        _ => usize::MAX,
    };
    let failed = |e| solve_error(e, &board, &target);
    let all = metric.solutions(&board, &target).map_err(failed)?;
    all.take(limit)
        .map(|answer| answer.map(|answer| answer.as_str().to_owned()))
        .collect::<Result<_, _>>()
        .map_err(|e| failed(e.into()))
}

/// The distance from board to target and the best next move: the first
/// letter of the answer, None when board is the target.
/// In the multi-tile metric the move is a slide's letters ("dd").
#[pyfunction]
#[pyo3(signature = (board, target = None, *, metric = "stm"))]
fn hint(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(usize, Option<String>)> {
    let (distance, moves) = next_moves(board, target, metric, false)?;
    Ok((distance, moves.into_iter().next()))
}

/// The distance from board to target and every best next move, in ASCII
/// order.
/// In the multi-tile metric each move is a slide's letters ("d", "dd").
#[pyfunction]
#[pyo3(signature = (board, target = None, *, metric = "stm"))]
fn best_moves(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
) -> PyResult<(usize, Vec<String>)> {
    next_moves(board, target, metric, true)
}

/// The distance and, as letters, every best next move (`all`) or the
/// answer's first.
fn next_moves(
    board: &Bound<'_, PyAny>,
    target: Option<&Bound<'_, PyAny>>,
    metric: &str,
    all: bool,
) -> PyResult<(usize, Vec<String>)> {
    let (board, target, metric) = query(board, target, metric)?;
    let failed = |e| solve_error(e, &board, &target);
    let (distance, moves) = match all {
        true => metric
            .best_moves(&board, &target)
            .map(|best| (best.distance, best.moves.iter().collect())),
        false => metric
            .hint(&board, &target)
            .map(|hint| (hint.distance, hint.next.into_iter().collect::<Vec<_>>())),
    }
    .map_err(failed)?;
    Ok((distance, moves.iter().map(Slide::to_string).collect()))
}

/// `moves` read in one notation and written in another.
fn rewritten(moves: &str, from: Notation, to: Notation) -> PyResult<String> {
    let read = from
        .read(moves)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    let mut text = String::with_capacity(moves.len());
    // Writing to a String cannot fail.
    let _ = to.write(read, &mut text);
    Ok(text)
}

/// Moves in the blank's letters written in the tile notation.
#[pyfunction]
fn to_tiles(moves: &str) -> PyResult<String> {
    rewritten(moves, Notation::Blank, Notation::Tiles)
}

/// Moves in the tile notation written in the blank's letters.
#[pyfunction]
fn from_tiles(tiles: &str) -> PyResult<String> {
    rewritten(tiles, Notation::Tiles, Notation::Blank)
}

#[pymodule]
fn eight_solver(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    let unsolvable = py.get_type::<UnsolvableError>();
    // "The board cannot reach the target: their tiles have the other
    // parity.", in the library's words.
    let (first, rest) = messages::CANNOT_REACH.split_at(1);
    let doc = format!(
        "{}{rest}: {}.",
        first.to_uppercase(),
        messages::OTHER_PARITY
    );
    unsolvable.setattr("__doc__", doc)?;
    module.add("UnsolvableError", unsolvable)?;
    module.add("GOAL", Board::GOAL.to_string())?;
    // The package's version, which maturin also takes from this crate.
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(distance, module)?)?;
    module.add_function(wrap_pyfunction!(is_solvable, module)?)?;
    module.add_function(wrap_pyfunction!(neighbours, module)?)?;
    module.add_function(wrap_pyfunction!(generate, module)?)?;
    module.add_function(wrap_pyfunction!(solve_many, module)?)?;
    module.add_function(wrap_pyfunction!(count, module)?)?;
    module.add_function(wrap_pyfunction!(solutions, module)?)?;
    module.add_function(wrap_pyfunction!(hint, module)?)?;
    module.add_function(wrap_pyfunction!(best_moves, module)?)?;
    module.add_function(wrap_pyfunction!(to_tiles, module)?)?;
    module.add_function(wrap_pyfunction!(from_tiles, module)?)?;
    module.add_function(wrap_pyfunction!(whole::space, module)?)?;
    module.add_function(wrap_pyfunction!(whole::distances, module)?)?;
    module.add_function(wrap_pyfunction!(whole::next_moves, module)?)?;
    module.add_function(wrap_pyfunction!(score::score, module)?)?;
    module.add_function(wrap_pyfunction!(heuristic::check_heuristic, module)?)?;
    // The pictures' boards, for eight_solver.pictures: kept out of
    // __all__, which add_function would put it in.
    module.setattr(
        "_boards_along",
        wrap_pyfunction!(boards::boards_along, module)?,
    )?;
    // The vector environment's seeds, for eight_solver.env.
    module.setattr(
        "_numpy_first_draws",
        wrap_pyfunction!(numpy_seeds::numpy_first_draws, module)?,
    )?;
    module.add_class::<whole::Space>()?;
    module.add_class::<score::ScoreResult>()?;
    module.add_class::<heuristic::HeuristicReport>()?;
    // The environments' engine, for eight_solver.env: kept out of
    // __all__, which add_class would put it in.
    module.setattr("_Oracle", py.get_type::<env::Oracle>())?;
    module.setattr("_Puzzles", py.get_type::<env::Puzzles>())?;
    Ok(())
}
