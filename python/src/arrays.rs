//! Arrays in and out without numpy: boards read from anything that
//! exposes a buffer of integers (numpy's arrays, `array.array`, memoryview)
//! or from an iterable of boards, and results handed back as a
//! `memoryview` over a `bytearray` with numpy's dtype letters and shape,
//! which `numpy.asarray` and `torch.asarray` take without a copy.

use eight::Board;
use eight::CellsError;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyMemoryView, PyString, PyTuple};

use crate::boards::{Argument, board_from, type_name};

/// The most boards reserved room for before they are read.
const MOST_RESERVED: usize = 1 << 24;

/// The boards of `boards`: rows of an array of shape (N, 9) of any
/// integer type, or an iterable of boards in any form `solve` takes. A bad
/// row or item raises, naming it (`boards[i]`); nothing is returned half
/// read.
pub(crate) fn boards_from(boards: &Bound<'_, PyAny>) -> PyResult<Vec<Board>> {
    if boards.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "boards must be an array or an iterable of boards, not one str",
        ));
    }
    if let Ok(view) = PyMemoryView::from(boards) {
        return array_boards(&view);
    }
    if boards.is_instance_of::<PyList>() || boards.is_instance_of::<PyTuple>() {
        if let Some(read) = joined_boards(boards) {
            return Ok(read);
        }
    }
    let Ok(items) = boards.try_iter() else {
        return Err(PyTypeError::new_err(format!(
            "boards must be an array or an iterable of boards, not {}",
            type_name(boards)
        )));
    };
    // The length an object reports is a hint, and no more is reserved
    // than a large list needs.
    let hint = boards.len().unwrap_or(0).min(MOST_RESERVED);
    let mut read = Vec::with_capacity(hint);
    for (index, item) in items.enumerate() {
        read.push(board_from(&item?, Argument::Item(index))?);
    }
    Ok(read)
}

/// A list or tuple of boards spelled as str, read as one: Python joins
/// them into one str, whose text is fetched once (under the stable ABI a
/// str's text is otherwise copied into a bytes object of its own, for each
/// board), and each line is a board. `None` for anything else, an item
/// with a line end in it, or a line that is no board: the item by item
/// reading then finds and names what is wrong.
fn joined_boards(boards: &Bound<'_, PyAny>) -> Option<Vec<Board>> {
    let count = boards.len().ok()?;
    let joined = PyString::new(boards.py(), "\n")
        .call_method1("join", (boards,))
        .ok()?;
    let text = joined.cast::<PyString>().ok()?.to_cow().ok()?;
    let mut read = Vec::with_capacity(count.min(MOST_RESERVED));
    for line in text.split('\n') {
        read.push(line.parse().ok()?);
    }
    (read.len() == count).then_some(read)
}

/// How an array's integers are stored, from its buffer's format.
struct Integers {
    size: usize,
    signed: bool,
    big_endian: bool,
}

impl Integers {
    /// The format of a buffer (struct module letters, with an optional
    /// byte order first); `None` for anything but integers.
    fn of(format: &str, size: usize) -> Option<Integers> {
        let (big_endian, letter) = match format.as_bytes() {
            [b'>' | b'!', letter] => (true, *letter),
            [b'<', letter] => (false, *letter),
            [b'@' | b'=', letter] | [letter] => (cfg!(target_endian = "big"), *letter),
            _ => return None,
        };
        let signed = match letter {
            b'b' | b'h' | b'i' | b'l' | b'q' | b'n' => true,
            b'B' | b'H' | b'I' | b'L' | b'Q' | b'N' => false,
            _ => return None,
        };
        matches!(size, 1 | 2 | 4 | 8).then_some(Integers {
            size,
            signed,
            big_endian,
        })
    }

    /// The integer stored in `bytes`, widened.
    fn read(&self, bytes: &[u8]) -> i128 {
        let mut wide = [0u8; 16];
        if self.big_endian {
            wide[16 - self.size..].copy_from_slice(bytes);
            wide.reverse();
        } else {
            wide[..self.size].copy_from_slice(bytes);
        }
        let negative = self.signed && wide[self.size - 1] & 0x80 != 0;
        if negative {
            wide[self.size..].fill(0xff);
        }
        i128::from_le_bytes(wide)
    }
}

/// The boards of an array of shape (N, 9).
fn array_boards(view: &Bound<'_, PyMemoryView>) -> PyResult<Vec<Board>> {
    let shape: Vec<usize> = view.getattr("shape")?.extract()?;
    if shape.len() != 2 || shape[1] != 9 {
        let shown: Vec<String> = shape.iter().map(usize::to_string).collect();
        return Err(PyValueError::new_err(format!(
            "boards must have the shape (N, 9): a row of nine cells a board, not ({})",
            shown.join(", ")
        )));
    }
    let format: String = view.getattr("format")?.extract()?;
    let size: usize = view.getattr("itemsize")?.extract()?;
    let Some(integers) = Integers::of(&format, size) else {
        return Err(PyTypeError::new_err(format!(
            "boards must hold integers, not items of the format {format:?}"
        )));
    };
    // In C order, whatever the array's strides.
    let bytes = view.call_method0("tobytes")?;
    let bytes = bytes.cast::<PyBytes>()?.as_bytes();
    let mut read = Vec::with_capacity(shape[0]);
    for (index, row) in bytes.chunks_exact(9 * size).enumerate() {
        // One-byte cells are a board's cells as they are; any other row,
        // or one that is not a board, is read integer by integer.
        let cells = <[u8; 9]>::try_from(row).ok().filter(|_| size == 1);
        let board = match cells.map(Board::from_cells) {
            Some(Ok(board)) => board,
            _ => row_board(row, &integers, index)?,
        };
        read.push(board);
    }
    Ok(read)
}

/// The board of the `index`th row of an array, or the message of what is
/// wrong with it.
fn row_board(row: &[u8], integers: &Integers, index: usize) -> PyResult<Board> {
    let mut cells = [0u8; 9];
    for (cell, value) in row.chunks_exact(integers.size).enumerate() {
        let value = integers.read(value);
        cells[cell] = match u8::try_from(value) {
            Ok(value) if value <= 8 => value,
            _ => {
                let mut message = format!("{}: ", Argument::Item(index));
                let _ = CellsError::write_out_of_range(&mut message, cell, value);
                return Err(PyValueError::new_err(message));
            }
        };
    }
    Board::from_cells(cells)
        .map_err(|e| PyValueError::new_err(format!("{}: {e}", Argument::Item(index))))
}

/// A `memoryview` of `bytes` as items of `format` (one of numpy's and the
/// struct module's native letters) in `shape`, over a new `bytearray`.
pub(crate) fn array<'py>(
    py: Python<'py>,
    bytes: &[u8],
    format: &str,
    shape: &[usize],
) -> PyResult<Bound<'py, PyAny>> {
    shaped(PyByteArray::new(py, bytes), format, shape)
}

/// As [`array`], `len` bytes written by `fill` straight into the buffer
/// Python keeps: a large array is made once, not copied from one of ours.
/// An error of `fill` is the call's, and no array is made.
pub(crate) fn array_filled<'py>(
    py: Python<'py>,
    len: usize,
    format: &str,
    shape: &[usize],
    fill: impl FnOnce(&mut [u8]) -> PyResult<()>,
) -> PyResult<Bound<'py, PyAny>> {
    shaped(PyByteArray::new_with(py, len, fill)?, format, shape)
}

/// A view of `buffer`'s bytes as an array of `format` and `shape`.
fn shaped<'py>(
    buffer: Bound<'py, PyByteArray>,
    format: &str,
    shape: &[usize],
) -> PyResult<Bound<'py, PyAny>> {
    let view = PyMemoryView::from(buffer.as_any())?;
    // A cast to a shape with a 0 in it is refused; a one-dimensional empty
    // view has the shape (0,) anyway.
    if buffer.len() == 0 && shape.len() == 1 {
        return view.call_method1("cast", (format,));
    }
    view.call_method1("cast", (format, PyTuple::new(buffer.py(), shape)?))
}
