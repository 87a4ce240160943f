//! What was wrong with the input and where: [`InputError`], and how its
//! messages are written (piece by piece, see [the module](super)).

use core::fmt;

use crate::decimal::{Decimal, Hex};

/// Where an error was found: a line (from 1) and, where it helps, a byte
/// column (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// The line, counting from 1.
    pub line: u64,
    /// The byte column, counting from 1, when one byte is to blame.
    pub column: Option<u64>,
}

impl Location {
    /// A byte at `(line, column)`.
    pub(crate) const fn at(line: u64, column: u64) -> Location {
        Location {
            line,
            column: Some(column),
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl Location {
    /// Writes `line L` or `line L, column C`. Numbers by Decimal, text by
    /// write_str, never `write!` with arguments: messages are written the
    /// same everywhere without the formatter's integer and padding code,
    /// and without `fmt::Arguments` (see [the module](super)).
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        f.write_str("line ")?;
        Decimal(self.line).write_to(f)?;
        match self.column {
            Some(column) => {
                f.write_str(", column ")?;
                Decimal(column).write_to(f)
            }
            None => Ok(()),
        }
    }
}

/// What was wrong with the input.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InputErrorKind {
    /// A byte that is neither a cell (`1`..`8`, `x`, `X`, `0`) nor white
    /// space.
    UnexpectedByte(u8),
    /// A run of cells with no space that goes past the end of a board.
    TooManyCells,
    /// A run of cells with no space of a length that is not a board, a row
    /// or a cell.
    RunLength(usize),
    /// A tile appears a second time.
    RepeatedTile(u8),
    /// A second blank.
    RepeatedBlank,
    /// Nine cells and no blank.
    NoBlank,
    /// The input ended after this many cells of a board.
    CutShort(usize),
    /// The text holds no board at all.
    NoBoard,
    /// The text holds more than one board.
    MoreThanOneBoard,
    /// The input ended where the number of cases was expected.
    MissingCount,
    /// The number of cases is not a non-negative whole number; the token
    /// found (shortened) is kept for the message.
    BadCount(Shown),
    /// The number of cases does not fit in 64 bits.
    CountTooLarge,
    /// The input ended after `given` of `expected` cases.
    MissingCases {
        /// Complete cases read.
        given: u64,
        /// Cases announced.
        expected: u64,
    },
}

/// A bad piece of input: where, and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// Where it was found.
    pub location: Location,
    /// What was wrong.
    pub kind: InputErrorKind,
}

/// The start of a bad token, as a message shows it: its first 24 bytes
/// (those that are not printable as `?`), then `...` when it was longer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    bytes: [u8; Shown::LIMIT],
    len: u8,
    cut: bool,
}

impl Shown {
    /// Bytes of a token kept for its message.
    pub const LIMIT: usize = 24;

    pub(crate) const EMPTY: Shown = Shown {
        bytes: [0; Shown::LIMIT],
        len: 0,
        cut: false,
    };

    pub(crate) fn push(&mut self, byte: u8) {
        match self.bytes.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = if byte.is_ascii_graphic() { byte } else { b'?' };
                self.len += 1;
            }
            None => self.cut = true,
        }
    }

    /// The bytes kept, without the `...`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl Shown {
    fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        // Byte by byte: each is printable ASCII, so no UTF-8 check is
        // needed (or linked).
        for &byte in &self.bytes[..usize::from(self.len)] {
            f.write_char(char::from(byte))?;
        }
        if self.cut {
            f.write_str("...")?;
        }
        Ok(())
    }
}

/// A byte as a message names it: `'q'`, or `byte 0x07` when unprintable.
struct DescribedByte(u8);

impl DescribedByte {
    fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        if self.0.is_ascii_graphic() {
            f.write_char('\'')?;
            f.write_char(char::from(self.0))?;
            f.write_char('\'')
        } else {
            f.write_str("byte 0x")?;
            Hex(self.0).write_to(f)
        }
    }
}

impl InputErrorKind {
    /// Writes the message of a kind that the cells of a board can have
    /// (the only kinds the Eight format meets); `None`, writing nothing,
    /// for the others. Kept apart from [`InputErrorKind::write_other`] so
    /// that a program that reads only boards links none of the other
    /// messages: on an AVR every message is in its 2 KiB of RAM.
    pub(crate) fn write_board_kind(&self, f: &mut dyn fmt::Write) -> Option<fmt::Result> {
        Some(match self {
            InputErrorKind::UnexpectedByte(b) => write_pieces(
                f,
                &[
                    Piece::Text("unexpected "),
                    Piece::Byte(*b),
                    Piece::Text("; expected a tile 1-8, a blank (x, X or 0) or white space"),
                ],
            ),
            InputErrorKind::TooManyCells => f.write_str(
                "a tenth cell; the board already has nine, so a space or line end must follow",
            ),
            InputErrorKind::RunLength(n) => write_pieces(
                f,
                &[
                    Piece::Text("a run of "),
                    Piece::Number(*n as u64),
                    Piece::Text(
                        " cells; write a board as nine cells apart, three rows of three, \
                         or one run of nine",
                    ),
                ],
            ),
            InputErrorKind::RepeatedTile(t) => write_pieces(
                f,
                &[
                    Piece::Text("tile "),
                    Piece::Number(u64::from(*t)),
                    Piece::Text(" appears twice"),
                ],
            ),
            InputErrorKind::RepeatedBlank => {
                f.write_str("a second blank; a board has one blank (x, X or 0)")
            }
            InputErrorKind::NoBlank => f.write_str("board has no blank; expected one x, X or 0"),
            InputErrorKind::CutShort(n) => write_pieces(
                f,
                &[
                    Piece::Text("input ended after "),
                    Piece::Number(*n as u64),
                    Piece::Text(" of the nine cells of a board"),
                ],
            ),
            InputErrorKind::NoBoard => f.write_str("no board; expected nine cells"),
            _ => return None,
        })
    }

    /// Writes the message of a kind [`InputErrorKind::write_board_kind`]
    /// leaves: the count and cases of the Eight II format, and a text
    /// that holds more than one board.
    fn write_other(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        match self {
            InputErrorKind::MoreThanOneBoard => f.write_str("more than one board"),
            InputErrorKind::MissingCount => {
                f.write_str("input is empty; expected the number of cases")
            }
            InputErrorKind::BadCount(found) => write_pieces(
                f,
                &[
                    Piece::Text("expected the number of cases (a whole number), found '"),
                    Piece::Token(found),
                    Piece::Text("'"),
                ],
            ),
            InputErrorKind::CountTooLarge => f.write_str("the number of cases is too large"),
            InputErrorKind::MissingCases { given, expected } => write_pieces(
                f,
                &[
                    Piece::Text("input ended after "),
                    Piece::Number(*given),
                    Piece::Text(" of "),
                    Piece::Number(*expected),
                    Piece::Text(" cases ("),
                    Piece::Number(expected.saturating_sub(*given)),
                    Piece::Text(" missing)"),
                ],
            ),
            _ => self.write_board_kind(f).unwrap_or(Ok(())),
        }
    }
}

impl InputErrorKind {
    /// Writes the message of any kind.
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        match self.write_board_kind(f) {
            Some(written) => written,
            None => self.write_other(f),
        }
    }
}

impl fmt::Display for InputErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

/// A piece of a message: text, a number, a byte as a message names it
/// (`'q'` or `byte 0x07`), a bad token, or a place in the input. A
/// message may need a piece of a new kind one day, so the enum is open.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum Piece<'a> {
    /// Text as it is.
    Text(&'a str),
    /// A number, in decimal.
    Number(u64),
    /// A byte as a message names it.
    Byte(u8),
    /// A bad token, shortened.
    Token(&'a Shown),
    /// `line L` or `line L, column C`.
    At(&'a Location),
}

/// Writes the pieces in order: what `write!` with arguments would write,
/// without `fmt::Arguments` (see [the module](super)), and with one loop for
/// every message rather than code of its own for each.
pub fn write_pieces(f: &mut dyn fmt::Write, pieces: &[Piece<'_>]) -> fmt::Result {
    for piece in pieces {
        match *piece {
            Piece::Text(text) => f.write_str(text)?,
            Piece::Number(n) => Decimal(n).write_to(f)?,
            Piece::Byte(byte) => DescribedByte(byte).write_to(f)?,
            Piece::Token(shown) => shown.write_to(f)?,
            Piece::At(location) => location.write_to(f)?,
        }
    }
    Ok(())
}

/// The message of an error in a board's cells, as [`InputError`] writes
/// it, without the messages that only a count or a case can have (see
/// `InputErrorKind::write_board_kind`).
pub struct BoardMessage<'e>(pub &'e InputError);

impl BoardMessage<'_> {
    /// Writes `LOCATION: MESSAGE`.
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        self.0.location.write_to(f)?;
        f.write_str(": ")?;
        self.0.kind.write_board_kind(f).unwrap_or(Ok(()))
    }
}

impl InputError {
    /// Writes `LOCATION: MESSAGE`, as its `Display` does.
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        self.location.write_to(f)?;
        f.write_str(": ")?;
        self.kind.write_to(f)
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl core::error::Error for InputError {}

/// Why the reader gave no board: the input was bad there (the reader has
/// skipped past it, so the next read goes on after it), or the source
/// failed to read (`E`, the source's error), after which nothing more
/// can be read.
///
/// Closed for good, unlike the crate's other error enums: a read fails
/// either in the input or in its source, and every new way for the input
/// to be bad is a kind of [`InputErrorKind`], which is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError<E> {
    /// The input is not what was expected there.
    Input(InputError),
    /// Reading failed.
    Source(E),
}

impl<E> From<InputError> for ReadError<E> {
    fn from(error: InputError) -> Self {
        ReadError::Input(error)
    }
}

impl<E: fmt::Display> fmt::Display for ReadError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Input(e) => fmt::Display::fmt(e, f),
            ReadError::Source(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl<E: core::error::Error + 'static> core::error::Error for ReadError<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            ReadError::Input(e) => Some(e),
            ReadError::Source(e) => Some(e),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// What a board's message writes.
    fn board_message(error: &InputError) -> std::string::String {
        let mut text = std::string::String::new();
        BoardMessage(error)
            .write_to(&mut text)
            .expect("a String takes it");
        text
    }

    /// A board's error reads the same through the Eight format's message,
    /// whatever the kind that the reader makes of a board's cells; the
    /// other kinds are not a board's.
    #[test]
    fn board_messages_are_the_messages_of_board_errors() {
        let location = Location::at(3, 9);
        let board_kinds = [
            InputErrorKind::UnexpectedByte(b'q'),
            InputErrorKind::UnexpectedByte(7),
            InputErrorKind::TooManyCells,
            InputErrorKind::RunLength(4),
            InputErrorKind::RepeatedTile(5),
            InputErrorKind::RepeatedBlank,
            InputErrorKind::NoBlank,
            InputErrorKind::CutShort(8),
            InputErrorKind::NoBoard,
        ];
        for kind in board_kinds {
            let error = InputError { location, kind };
            assert_eq!(board_message(&error), error.to_string());
            assert!(error.to_string().len() > "line 3, column 9: ".len() + 10);
        }
        let others = [
            InputErrorKind::MoreThanOneBoard,
            InputErrorKind::MissingCount,
            InputErrorKind::BadCount(Shown::EMPTY),
            InputErrorKind::CountTooLarge,
            InputErrorKind::MissingCases {
                given: 1,
                expected: 2,
            },
        ];
        for kind in others {
            let error = InputError { location, kind };
            assert_eq!(board_message(&error), "line 3, column 9: ");
            assert!(error.to_string().len() > "line 3, column 9: ".len() + 10);
        }
    }
}
