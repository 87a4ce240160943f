//! A board from one text, in any spelling the reader takes: `str::parse`
//! and [`Board::parse_bytes`].

use core::str::FromStr;

use super::message::{InputError, InputErrorKind, Location};
use super::reader::{ReadError, Reader};
use crate::board::Board;

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
