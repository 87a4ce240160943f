//! A board from one text, in any spelling the reader takes: `str::parse`
//! and [`Board::parse_bytes`].

use core::str::FromStr;

use super::class::ByteClass;
use super::message::{InputError, InputErrorKind, Location};
use super::reader::{ReadError, Reader};
use crate::board::{Board, CELLS};

impl FromStr for Board {
    type Err = InputError;

    /// Parses one board in any spelling: nine cells separated by white
    /// space (`2 3 4 1 5 x 7 6 8`) or one run of nine (`23415x768`); the
    /// blank is `x`, `X` or `0`.
    ///
    /// ```
    /// use eight_core::board::Board;
    ///
    /// let a: Board = "2 3 4 1 5 x 7 6 8".parse()?;
    /// let b: Board = "23415X768".parse()?;
    /// assert_eq!(a, b);
    /// assert!("1 2 3".parse::<Board>().is_err());
    /// # Ok::<(), eight_core::input::InputError>(())
    /// ```
    fn from_str(text: &str) -> Result<Board, InputError> {
        Board::parse_bytes(text.as_bytes())
    }
}

impl Board {
    /// Parses one board from text given as bytes (a C string, a line from
    /// a serial port), as [`str::parse`] does: no UTF-8 check is needed
    /// first, since any byte that is not a cell or white space is an
    /// error anyway.
    ///
    /// ```
    /// use eight_core::board::Board;
    ///
    /// let board = Board::parse_bytes(b"23415x768")?;
    /// assert_eq!(board, "2 3 4 1 5 x 7 6 8".parse()?);
    /// assert!(Board::parse_bytes(b"2341\xff768").is_err());
    /// # Ok::<(), eight_core::input::InputError>(())
    /// ```
    pub fn parse_bytes(text: &[u8]) -> Result<Board, InputError> {
        if let Some(board) = run_of_nine(text) {
            return Ok(board);
        }
        let mut reader = Reader::new(text);
        let no_board = |reader: &Reader<&[u8]>| InputError {
            location: Location {
                line: reader.line(),
                column: None,
            },
            kind: InputErrorKind::NoBoard,
        };
        let board = match reader.next_board() {
            Ok(Some(board)) => board,
            Ok(None) => return Err(no_board(&reader)),
            Err(ReadError::Input(error)) => return Err(error),
            // Reading a byte slice cannot fail.
            Err(ReadError::Source(never)) => match never {},
        };
        let Ok(rest) = reader.skip_space();
        match rest {
            None => Ok(board),
            Some(location) => Err(InputError {
                location,
                kind: InputErrorKind::MoreThanOneBoard,
            }),
        }
    }
}

/// The board of a text that is one run of nine cells and nothing else,
/// each cell as the reader classes it: the usual spelling, read without
/// the reader (an array of many boards is read a board at a time). `None`
/// for anything else, which the reader then reads, or names what is
/// wrong with.
#[inline]
fn run_of_nine(text: &[u8]) -> Option<Board> {
    let text: &[u8; CELLS] = text.try_into().ok()?;
    let mut cells = [0; CELLS];
    for (cell, &byte) in cells.iter_mut().zip(text) {
        let ByteClass::Cell(value) = ByteClass::of(byte) else {
            return None;
        };
        *cell = value;
    }
    Board::from_cells(cells).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::InputErrorKind;

    /// A run of nine reads as the reader reads it; what is a run of nine
    /// but no board is the reader's to name.
    #[test]
    fn a_run_of_nine_is_read_as_the_reader_reads_it() {
        for text in [
            "23415x768",
            "23415X768",
            "234150768",
            "12345678x",
            "x12345678",
        ] {
            let by_reader = Reader::new(text.as_bytes()).next_board();
            assert_eq!(run_of_nine(text.as_bytes()), by_reader.ok().flatten());
            assert_eq!(text.parse::<Board>().ok(), run_of_nine(text.as_bytes()));
        }
        for text in [
            "112345678",
            "x2345678x",
            "2341 5x768",
            "23415x76",
            "23415x7689",
            "2341\u{e9}768",
        ] {
            assert_eq!(run_of_nine(text.as_bytes()), None, "{text}");
        }
        let repeated = Board::parse_bytes(b"11234567x").map_err(|e| e.kind);
        assert_eq!(repeated, Err(InputErrorKind::RepeatedTile(1)));
        let blanks = Board::parse_bytes(b"x2345678x").map_err(|e| e.kind);
        assert_eq!(blanks, Err(InputErrorKind::RepeatedBlank));
    }
}
