//! Reading boards and counts from a byte stream, with line and column
//! numbers for every error and recovery by line.
//!
//! The reader holds nothing but its position and one board; the bytes stay
//! in the [`Source`]'s buffer, so memory stays bounded whatever the input:
//! a 64 MiB line without a newline is read through, not collected. Nothing
//! here allocates.

use core::fmt;
use core::str::FromStr;

use crate::board::{BLANK, Board, CELLS};
use crate::decimal::{Decimal, Hex};
use crate::stream::Source;

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
    const fn at(line: u64, column: u64) -> Location {
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
    /// and without `fmt::Arguments` (see `crate::formats`).
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

    const EMPTY: Shown = Shown {
        bytes: [0; Shown::LIMIT],
        len: 0,
        cut: false,
    };

    fn push(&mut self, byte: u8) {
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
/// (`'q'` or `byte 0x07`), a bad token, or a place in the input.
#[derive(Clone, Copy, Debug)]
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
/// without `fmt::Arguments` (see `crate::formats`), and with one loop for
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

/// What a byte is in the input: a cell value (`0`..=`8`, the blank 0), or
/// one of the classes below. One table look-up per byte instead of a chain
/// of comparisons.
#[cfg_attr(target_arch = "avr", allow(dead_code))]
const CLASS: [u8; 256] = {
    let mut class = [OTHER; 256];
    let mut tile = 1;
    while tile <= 8 {
        class[(b'0' + tile) as usize] = tile;
        tile += 1;
    }
    class[b'x' as usize] = BLANK;
    class[b'X' as usize] = BLANK;
    class[b'0' as usize] = BLANK;
    class[b' ' as usize] = SPACE;
    class[b'\t' as usize] = SPACE;
    class[b'\r' as usize] = SPACE;
    class[0x0b] = SPACE;
    class[0x0c] = SPACE;
    class[b'\n' as usize] = NEWLINE;
    class
};
const SPACE: u8 = 9;
const NEWLINE: u8 = 10;
const OTHER: u8 = 11;

/// The class of a byte (see [`CLASS`]): looked up, except on an AVR,
/// whose start-up would copy the 256-byte table into its 2 KiB of RAM.
#[inline]
fn class(byte: u8) -> u8 {
    #[cfg(not(target_arch = "avr"))]
    {
        CLASS[usize::from(byte)]
    }
    #[cfg(target_arch = "avr")]
    {
        class_by_comparing(byte)
    }
}

/// [`CLASS`] by comparisons (ranges, so that no table is made of them).
#[cfg_attr(not(any(test, target_arch = "avr")), allow(dead_code))]
fn class_by_comparing(byte: u8) -> u8 {
    if byte.wrapping_sub(b'1') < 8 {
        byte - b'0'
    } else if byte == b'x' || byte == b'X' || byte == b'0' {
        BLANK
    } else if byte == b'\n' {
        NEWLINE
    } else if byte == b' ' || byte.wrapping_sub(b'\t') < 5 {
        // Tab, and the vertical tab, form feed and carriage return after
        // the line feed.
        SPACE
    } else {
        OTHER
    }
}

#[inline]
fn is_space(byte: u8) -> bool {
    matches!(class(byte), SPACE | NEWLINE)
}

/// What ended a scan through the buffer.
enum Event {
    /// The current board is complete (its last run of cells ended).
    Complete,
    /// Bad input; `true` when the rest of its line must be skipped.
    Bad(InputError, bool),
}

/// Whether a run of `length` cells written without spaces, starting after
/// `base` cells of its board, is a way to write a board: single cells, rows
/// of three, or the whole board at once. Anything else (say, a judge line
/// one cell short) is an error, so that one bad line cannot shift every
/// board after it.
fn run_fits(length: usize, base: usize) -> bool {
    length == 1 || (length == 3 && base.is_multiple_of(3)) || (length == CELLS && base == 0)
}

fn run_error(length: usize, (line, column): (u64, u64)) -> InputError {
    InputError {
        location: Location {
            line,
            column: Some(column),
        },
        kind: InputErrorKind::RunLength(length),
    }
}

/// Reads boards (and the count of the Eight II format) from a [`Source`].
///
/// A board is nine cells: single cells separated by white space (spread
/// over lines if need be), rows of three, or one run of nine.
pub struct Reader<S> {
    source: S,
    line: u64,
    /// Bytes read on the current line so far.
    column: u64,
}

impl<S: Source> Reader<S> {
    /// A reader at the start of `source`.
    pub fn new(source: S) -> Reader<S> {
        Reader {
            source,
            line: 1,
            column: 0,
        }
    }

    /// Whether every byte read so far has been used, so that the next read
    /// goes to the input (and may wait for it).
    pub fn is_drained(&self) -> bool {
        self.source.is_drained()
    }

    /// The line the reader is on.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The next board: `Ok(None)` at the end of input, `Ok(Some(Err(_)))`
    /// for a bad board. After a bad byte the rest of its line is skipped, so
    /// the next board starts on the next line.
    #[cfg_attr(target_arch = "avr", inline(never))]
    pub fn next_board(&mut self) -> Result<Option<Result<Board, InputError>>, S::Error> {
        if let Some(board) = self.whole_line_board() {
            return Ok(Some(Ok(board)));
        }
        let mut cells = Cells::EMPTY;
        // The run of cells being read: its length, where it started, and
        // how many cells the board had before it.
        let mut run = 0usize;
        let mut run_start = (0u64, 0u64);
        let mut run_base = 0usize;
        loop {
            let buf = self.source.fill()?;
            if buf.is_empty() {
                if run > 0 && !run_fits(run, run_base) {
                    return Ok(Some(Err(run_error(run, run_start))));
                }
                return Ok(match cells.count {
                    0 => None,
                    CELLS => Some(cells.board()),
                    n => Some(Err(InputError {
                        location: Location {
                            line: cells.first.0,
                            column: None,
                        },
                        kind: InputErrorKind::CutShort(n),
                    })),
                });
            }
            let mut used = 0;
            let mut event = None;
            for &byte in buf {
                used += 1;
                let class = class(byte);
                if class == NEWLINE || class == SPACE {
                    if class == NEWLINE {
                        self.line += 1;
                        self.column = 0;
                    } else {
                        self.column += 1;
                    }
                    if run > 0 && !run_fits(run, run_base) {
                        // After a line end the next board starts here.
                        let skip = class != NEWLINE;
                        event = Some(Event::Bad(run_error(run, run_start), skip));
                        break;
                    }
                    run = 0;
                    if cells.count == CELLS {
                        event = Some(Event::Complete);
                        break;
                    }
                    continue;
                }
                self.column += 1;
                let kind = if class == OTHER {
                    InputErrorKind::UnexpectedByte(byte)
                } else if cells.count == CELLS {
                    InputErrorKind::TooManyCells
                } else {
                    if run == 0 {
                        run_start = (self.line, self.column);
                        run_base = cells.count;
                    }
                    run += 1;
                    cells.push(class, (self.line, self.column));
                    continue;
                };
                let location = Location {
                    line: self.line,
                    column: Some(self.column),
                };
                event = Some(Event::Bad(InputError { location, kind }, true));
                break;
            }
            self.source.consume(used);
            match event {
                None => {}
                Some(Event::Complete) => return Ok(Some(cells.board())),
                Some(Event::Bad(error, skip)) => {
                    if skip {
                        self.skip_rest_of_line()?;
                    }
                    return Ok(Some(Err(error)));
                }
            }
        }
    }

    /// The quick path for the spellings judges use, a valid board alone on
    /// a line as `2 3 4 1 5 x 7 6 8` or `23415x768`, when the source has it
    /// buffered: the same board and position as the byte-by-byte path
    /// below, at a fraction of the cost. Anything else (other spacing,
    /// `\r`, a bad board) is left to that path.
    fn whole_line_board(&mut self) -> Option<Board> {
        const SPACED: usize = 2 * CELLS;
        let bytes = self.source.buffered();
        let (width, step) = match bytes.get(CELLS) {
            Some(b'\n') => (CELLS + 1, 1),
            Some(b' ') if bytes.get(SPACED - 1) == Some(&b'\n') => (SPACED, 2),
            _ => return None,
        };
        let mut cells = [BLANK; CELLS];
        // Which of the values 0..=8 were seen, and whether anything but a
        // cell (or a space between two in the spaced spelling) was.
        let (mut present, mut stray) = (0u32, false);
        for (k, cell) in cells.iter_mut().enumerate() {
            let class = class(bytes[k * step]);
            let separator = if step == 2 { bytes[k * 2 + 1] } else { b' ' };
            stray |= class >= SPACE || (k + 1 < CELLS && separator != b' ');
            present |= 1 << (class & 15);
            *cell = class;
        }
        if stray {
            return None;
        }
        let board = Board::from_seen_cells(cells, present)?;
        self.source.consume(width);
        self.line += 1;
        self.column = 0;
        Some(board)
    }

    /// Skips to the start of the next line (or the end of input). The
    /// column is not counted on the way: the skip ends at column 0 of a new
    /// line, or at the end of input, where nothing has a column.
    pub fn skip_rest_of_line(&mut self) -> Result<(), S::Error> {
        loop {
            let buf = self.source.fill()?;
            if buf.is_empty() {
                return Ok(());
            }
            match buf.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    self.source.consume(at + 1);
                    self.line += 1;
                    self.column = 0;
                    return Ok(());
                }
                None => {
                    let len = buf.len();
                    self.source.consume(len);
                }
            }
        }
    }

    /// Skips white space; returns where the next byte is, or `None` at the
    /// end of input.
    pub fn skip_space(&mut self) -> Result<Option<Location>, S::Error> {
        loop {
            let buf = self.source.fill()?;
            let Some(&first) = buf.first() else {
                return Ok(None);
            };
            if !is_space(first) {
                return Ok(Some(Location {
                    line: self.line,
                    column: Some(self.column + 1),
                }));
            }
            if first == b'\n' {
                self.line += 1;
                self.column = 0;
            } else {
                self.column += 1;
            }
            self.source.consume(1);
        }
    }

    /// The number of cases of the Eight II format: a whole number token.
    pub fn next_count(&mut self) -> Result<Result<u64, InputError>, S::Error> {
        let Some(location) = self.skip_space()? else {
            return Ok(Err(InputError {
                location: Location {
                    line: self.line,
                    column: None,
                },
                kind: InputErrorKind::MissingCount,
            }));
        };
        let mut shown = Shown::EMPTY;
        let mut value: Option<u64> = Some(0);
        let mut digits_only = true;
        loop {
            let buf = self.source.fill()?;
            let mut used = 0;
            let mut ended = buf.is_empty();
            for &byte in buf {
                if is_space(byte) {
                    ended = true;
                    break;
                }
                used += 1;
                shown.push(byte);
                if byte.is_ascii_digit() {
                    value = value
                        .and_then(|v| v.checked_mul(10))
                        .and_then(|v| v.checked_add(u64::from(byte - b'0')));
                } else {
                    digits_only = false;
                }
            }
            self.column += used as u64;
            self.source.consume(used);
            if ended {
                break;
            }
        }
        let kind = match (digits_only, value) {
            (true, Some(count)) => return Ok(Ok(count)),
            (true, None) => InputErrorKind::CountTooLarge,
            (false, _) => InputErrorKind::BadCount(shown),
        };
        Ok(Err(InputError { location, kind }))
    }
}

/// The cells of a board as they are read, and what a message about them
/// needs: where the first cell is, and where the first cell that repeats
/// an earlier value is (kept as the cells come, rather than a place for
/// each cell: a microcontroller's stack is small).
struct Cells {
    values: [u8; CELLS],
    count: usize,
    /// The values seen, a bit each.
    seen: u16,
    /// The line and column of the first cell.
    first: (u64, u64),
    /// The first value seen a second time, and where.
    repeat: Option<(u8, u64, u64)>,
}

impl Cells {
    const EMPTY: Cells = Cells {
        values: [BLANK; CELLS],
        count: 0,
        seen: 0,
        first: (0, 0),
        repeat: None,
    };

    /// Adds a cell value (below [`CELLS`]) read at `(line, column)`; the
    /// board must not be full.
    fn push(&mut self, value: u8, place: (u64, u64)) {
        let Some(slot) = self.values.get_mut(self.count) else {
            return;
        };
        *slot = value;
        if self.count == 0 {
            self.first = place;
        }
        let bit = 1 << (value & 15);
        if self.seen & bit != 0 && self.repeat.is_none() {
            self.repeat = Some((value, place.0, place.1));
        }
        self.seen |= bit;
        self.count += 1;
    }

    /// The board the nine cells make, or what is wrong with them: no
    /// blank, else the first repeated value. (Not inlined: the reader
    /// calls it in two places, and a microcontroller's flash is small.)
    #[inline(never)]
    fn board(&self) -> Result<Board, InputError> {
        // Nearly every board is valid: try that first, and look for what
        // is wrong only when it is not.
        if let Ok(board) = Board::from_cells(self.values) {
            return Ok(board);
        }
        let (line, column) = self.first;
        if self.seen & 1 << BLANK == 0 {
            return Err(InputError {
                location: Location { line, column: None },
                kind: InputErrorKind::NoBlank,
            });
        }
        let (location, kind) = match self.repeat {
            Some((BLANK, line, column)) => {
                (Location::at(line, column), InputErrorKind::RepeatedBlank)
            }
            Some((tile, line, column)) => (
                Location::at(line, column),
                InputErrorKind::RepeatedTile(tile),
            ),
            None => (Location::at(line, column), InputErrorKind::NoBoard),
        };
        Err(InputError { location, kind })
    }
}

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
        // Reading a byte slice cannot fail.
        let Ok(read) = reader.next_board();
        let Some(board) = read else {
            return Err(no_board(&reader));
        };
        let board = board?;
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

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// A board's error reads the same through the Eight format's message,
    /// whatever the kind that the reader makes of a board's cells; the
    /// other kinds are not a board's.
    /// What a board's message writes.
    fn board_message(error: &InputError) -> std::string::String {
        let mut text = std::string::String::new();
        BoardMessage(error)
            .write_to(&mut text)
            .expect("a String takes it");
        text
    }

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

    /// The comparisons an AVR makes give every byte the class the table
    /// gives it.
    #[test]
    fn bytes_compared_are_classed_as_looked_up() {
        for byte in 0..=u8::MAX {
            assert_eq!(class_by_comparing(byte), CLASS[usize::from(byte)], "{byte}");
        }
    }
}
