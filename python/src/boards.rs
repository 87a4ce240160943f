//! Python values as boards: a `str` in any spelling the command line
//! takes, or nine ints; the messages for a value that is not one, and the
//! exception for a pair with no answer.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use eight::messages;
use eight::notation::{Notation, NotationError};
use eight::{Board, CellsError, InputError, Metric, SolveError, UnknownMetric};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PySequence, PyString};

use crate::UnsolvableError;

/// The most characters of a refused text that a message repeats.
const SHOWN_CHARS: usize = 40;

/// A refused text as a message shows it: as Python writes it, shortened.
pub(crate) fn shown(text: &Bound<'_, PyString>) -> String {
    let Ok(written) = text.repr() else {
        return "a str".to_owned();
    };
    let written = written.to_string();
    let mut chars = written.chars();
    let head: String = chars.by_ref().take(SHOWN_CHARS).collect();
    let more = if chars.next().is_some() { "..." } else { "" };
    format!("{head}{more}")
}

/// The metric the keyword `metric` names ("stm" or "mtm").
pub(crate) fn metric_from(name: &str) -> PyResult<Metric> {
    name.parse().map_err(|e: UnknownMetric| {
        let head: String = name.chars().take(SHOWN_CHARS).collect();
        let more = if head.len() < name.len() { "..." } else { "" };
        PyValueError::new_err(format!("{e}, not {head:?}{more}"))
    })
}

/// The message for a text that is not a board: the library's, without the
/// line when the text has one line.
pub(crate) fn parse_message(
    what: Argument,
    text: &Bound<'_, PyString>,
    error: &InputError,
) -> String {
    let mut reason = String::new();
    let location = error.location;
    let _ = match (location.line, location.column) {
        (1, Some(column)) => write!(reason, "column {column}: {}", error.kind),
        (1, None) => write!(reason, "{}", error.kind),
        _ => write!(reason, "{location}: {}", error.kind),
    };
    let named = format!("{what} {}", shown(text));
    messages::not_a_board(named, reason).to_string()
}

/// A board from a `str` in any spelling the command line takes, or from a
/// sequence of nine ints (reading order, 0 the blank). `what` names the
/// argument in messages.
pub(crate) fn board_from(value: &Bound<'_, PyAny>, what: Argument) -> PyResult<Board> {
    if let Ok(text) = value.cast::<PyString>() {
        let spelled: Cow<'_, str> = text.to_cow()?;
        return spelled
            .parse()
            .map_err(|e| PyValueError::new_err(parse_message(what, text, &e)));
    }
    let Ok(cells) = value.cast::<PySequence>() else {
        return Err(PyTypeError::new_err(format!(
            "{what} must be a str or a sequence of nine ints, not {}",
            type_name(value)
        )));
    };
    let len = cells.len()?;
    if len != 9 {
        return Err(PyValueError::new_err(format!(
            "{what} has {len} cells; a board has nine"
        )));
    }
    let mut values = [0u8; 9];
    for (cell, slot) in values.iter_mut().enumerate() {
        let item = cells.get_item(cell)?;
        let Ok(number) = item.cast::<PyInt>() else {
            return Err(PyTypeError::new_err(format!(
                "cell {cell} of {what} must be an int, not {}",
                type_name(&item)
            )));
        };
        *slot = match number.extract::<u8>() {
            Ok(value) if value <= 8 => value,
            _ => {
                let mut message = format!("{what}: ");
                let _ = CellsError::write_out_of_range(&mut message, cell, number);
                return Err(PyValueError::new_err(message));
            }
        };
    }
    Board::from_cells(values).map_err(|e| PyValueError::new_err(format!("{what}: {e}")))
}

/// The message for a move string the library cannot read: the string as
/// Python writes it, then the library's reason.
pub(crate) fn moves_error(text: &Bound<'_, PyString>, error: &NotationError) -> PyErr {
    PyValueError::new_err(format!("moves {}: {error}", shown(text)))
}

/// The cells of `board` and of the board after each letter of `moves`
/// (the blank's letters), each as bytes: the boards a picture draws, read
/// and moved by the library.
#[pyfunction(name = "_boards_along")]
pub(crate) fn boards_along(
    board: &Bound<'_, PyAny>,
    moves: &Bound<'_, PyString>,
) -> PyResult<Vec<[u8; 9]>> {
    let mut at = board_from(board, Argument::Board)?;
    let mut boards = vec![at.cells()];
    for (index, mv) in Notation::Blank.read(&moves.to_cow()?).enumerate() {
        let mv = mv.map_err(|e| moves_error(moves, &e))?;
        at = at
            .apply(mv)
            .ok_or_else(|| PyValueError::new_err(messages::off_board(index + 1, mv).to_string()))?;
        boards.push(at.cells());
    }
    Ok(boards)
}

/// Which argument a board came from, for messages: named only when one is
/// refused, so that reading a million boards formats nothing.
#[derive(Clone, Copy)]
pub(crate) enum Argument {
    Board,
    Target,
    /// `boards[i]` of solve_many.
    Item(usize),
}

impl fmt::Display for Argument {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Argument::Board => f.write_str("board"),
            Argument::Target => f.write_str("target"),
            Argument::Item(index) => write!(f, "boards[{index}]"),
        }
    }
}

/// The type's name for a message, as Python spells it.
pub(crate) fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map(|name| name.to_string())
        .unwrap_or_else(|_| "an unknown type".to_owned())
}

/// The target: the goal `12345678x` when `None`.
pub(crate) fn target_from(target: Option<&Bound<'_, PyAny>>) -> PyResult<Board> {
    match target {
        Some(target) if !target.is_none() => board_from(target, Argument::Target),
        _ => Ok(Board::GOAL),
    }
}

/// A library error as the exception the stub promises.
pub(crate) fn solve_error(error: SolveError, board: &Board, target: &Board) -> PyErr {
    match error {
        SolveError::Unsolvable => {
            UnsolvableError::new_err(messages::cannot_reach(board, target).to_string())
        }
        damaged => PyRuntimeError::new_err(damaged.to_string()),
    }
}
