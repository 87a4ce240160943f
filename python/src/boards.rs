//! Python values as boards: a `str` in any spelling the command line
//! takes, or nine ints; the messages for a value that is not one, and the
//! exception for a pair with no answer.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use eight::messages;
use eight::{Board, CellsError, InputError, SolveError};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PySequence, PyString};

use crate::UnsolvableError;

/// The most characters of a refused text that a message repeats.
pub(crate) const SHOWN_CHARS: usize = 40;

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

/// The message for a text that is not a board: the library's, without the
/// line when the text has one line.
pub(crate) fn parse_message(
    what: Argument,
    text: &Bound<'_, PyString>,
    error: &InputError,
) -> String {
    let mut message = format!("{what} {} {}: ", shown(text), messages::NOT_A_BOARD);
    let location = error.location;
    let _ = match (location.line, location.column) {
        (1, Some(column)) => write!(message, "column {column}: {}", error.kind),
        (1, None) => write!(message, "{}", error.kind),
        _ => write!(message, "{location}: {}", error.kind),
    };
    message
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
