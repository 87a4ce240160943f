//! The streaming reader: boards, and the count of the Eight II format,
//! from a [`Source`], each error with its line and column, recovering by
//! line.

use super::cells::{Begun, Cells};
use super::class::ByteClass;
use super::message::{InputError, InputErrorKind, Location, Shown};
// Its error, kept at its old path too.
pub use super::message::ReadError;
use super::pieces::Piece;
use crate::board::{BLANK, Board, CELLS};
use crate::stream::Source;

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
#[inline]
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
    pub(super) source: S,
    pub(super) line: u64,
    /// Bytes read on the current line so far.
    pub(super) column: u64,
    /// Where the reader stands among the pieces of a cut input (nothing,
    /// without the feature `pieces`).
    pub(super) piece: Piece,
}

impl<S: Source> Reader<S> {
    /// A reader at the start of `source`.
    pub fn new(source: S) -> Reader<S> {
        Reader::at(source, 1, 0)
    }

    /// A reader of `source` whose first byte is at `line` after `column`
    /// bytes of that line: the reading of a piece of a larger input, whose
    /// messages name places in the whole.
    pub fn at(source: S, line: u64, column: u64) -> Reader<S> {
        Reader {
            source,
            line,
            column,
            piece: Default::default(),
        }
    }

    /// The bytes of the current line read so far.
    pub fn column(&self) -> u64 {
        self.column
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

    /// The next board: `Ok(None)` at the end of input,
    /// [`ReadError::Input`] for a bad board (after a bad byte the rest of
    /// its line is skipped, so the next board starts on the next line).
    #[cfg_attr(target_arch = "avr", inline(never))]
    pub fn next_board(&mut self) -> Result<Option<Board>, ReadError<S::Error>> {
        if self.skip_on().map_err(ReadError::Source)? {
            return Ok(None);
        }
        let begun = self.begun();
        if begun.is_none() {
            if let Some(board) = self.whole_line_board() {
                return Ok(Some(board));
            }
        }
        let mut cells = Cells::EMPTY;
        // The run of cells being read: its length, where it started, and
        // how many cells the board had before it.
        let mut run = 0usize;
        let mut run_start = (0u64, 0u64);
        let mut run_base = 0usize;
        if let Some(begun) = begun {
            (cells, run, run_start, run_base) =
                (begun.cells, begun.run, begun.run_start, begun.run_base);
        }
        loop {
            let buf = self.source.fill().map_err(ReadError::Source)?;
            if buf.is_empty() {
                if cells.count > 0 && self.at_cut() {
                    self.keep(Begun {
                        cells,
                        run,
                        run_start,
                        run_base,
                    });
                    return Ok(None);
                }
                if run > 0 && !run_fits(run, run_base) {
                    return Err(run_error(run, run_start).into());
                }
                return match cells.count {
                    0 => Ok(None),
                    CELLS => Ok(Some(cells.board()?)),
                    n => Err(InputError {
                        location: Location {
                            line: cells.first.0,
                            column: None,
                        },
                        kind: InputErrorKind::CutShort(n),
                    }
                    .into()),
                };
            }
            let mut used = 0;
            let mut event = None;
            for &byte in buf {
                used += 1;
                let class = ByteClass::of(byte);
                let value = match class {
                    ByteClass::Cell(value) => value,
                    ByteClass::Space | ByteClass::LineEnd => {
                        if class == ByteClass::LineEnd {
                            self.line += 1;
                            self.column = 0;
                        } else {
                            self.column += 1;
                        }
                        if run > 0 && !run_fits(run, run_base) {
                            // After a line end the next board starts here.
                            let skip = class != ByteClass::LineEnd;
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
                    ByteClass::Other => {
                        self.column += 1;
                        let location = Location::at(self.line, self.column);
                        let kind = InputErrorKind::UnexpectedByte(byte);
                        event = Some(Event::Bad(InputError { location, kind }, true));
                        break;
                    }
                };
                self.column += 1;
                if cells.count == CELLS {
                    let location = Location::at(self.line, self.column);
                    let kind = InputErrorKind::TooManyCells;
                    event = Some(Event::Bad(InputError { location, kind }, true));
                    break;
                }
                if run == 0 {
                    run_start = (self.line, self.column);
                    run_base = cells.count;
                }
                run += 1;
                cells.push(value, (self.line, self.column));
            }
            self.source.consume(used);
            match event {
                None => {}
                Some(Event::Complete) => return Ok(Some(cells.board()?)),
                Some(Event::Bad(error, skip)) => {
                    if skip {
                        self.skip_rest_of_line().map_err(ReadError::Source)?;
                    }
                    return Err(error.into());
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
        // Which of the values 0..=8 were seen, and whether a separator in
        // the spaced spelling was anything but a space.
        let (mut present, mut stray) = (0u32, false);
        for (k, cell) in cells.iter_mut().enumerate() {
            let ByteClass::Cell(value) = ByteClass::of(bytes[k * step]) else {
                return None;
            };
            let separator = if step == 2 { bytes[k * 2 + 1] } else { b' ' };
            stray |= k + 1 < CELLS && separator != b' ';
            present |= 1 << (value & 15);
            *cell = value;
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
                self.skip_past_cut();
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
        if self.skip_on()? {
            return Ok(None);
        }
        loop {
            let buf = self.source.fill()?;
            let Some(&first) = buf.first() else {
                return Ok(None);
            };
            if !ByteClass::of(first).is_space() {
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
    /// [`ReadError::Input`] when there is none, or the token is not one.
    pub fn next_count(&mut self) -> Result<u64, ReadError<S::Error>> {
        let Some(location) = self.skip_space().map_err(ReadError::Source)? else {
            return Err(InputError {
                location: Location {
                    line: self.line,
                    column: None,
                },
                kind: InputErrorKind::MissingCount,
            }
            .into());
        };
        let mut shown = Shown::EMPTY;
        let mut value: Option<u64> = Some(0);
        let mut digits_only = true;
        loop {
            let buf = self.source.fill().map_err(ReadError::Source)?;
            let mut used = 0;
            let mut ended = buf.is_empty();
            for &byte in buf {
                if ByteClass::of(byte).is_space() {
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
            (true, Some(count)) => return Ok(count),
            (true, None) => InputErrorKind::CountTooLarge,
            (false, _) => InputErrorKind::BadCount(shown),
        };
        Err(InputError { location, kind }.into())
    }
}

#[cfg(all(test, feature = "pieces"))]
mod tests {
    extern crate std;
    use core::convert::Infallible;
    use std::vec::Vec;

    use super::{Location, ReadError, Reader};
    use crate::board::Board;
    use crate::input::Resume;

    type Read = Result<Option<Board>, ReadError<Infallible>>;

    /// What reading an input gives: its boards and errors, then (after
    /// `boards` of them, as the Eight II format stops after its last case)
    /// where the first byte after them that is not white space is, and the
    /// line the reading ends on.
    type Reading = (Vec<Read>, Option<Location>, u64);

    /// The reading of `input` whole.
    fn whole(input: &[u8], boards: usize) -> Reading {
        let mut reader = Reader::new(input);
        let mut reads = Vec::new();
        while reads.len() < boards {
            let read = reader.next_board();
            if read == Ok(None) {
                break;
            }
            reads.push(read);
        }
        let Ok(after) = reader.skip_space();
        (reads, after, reader.line())
    }

    /// The same, read in pieces cut at `cuts`, each by a reader of its own.
    fn in_pieces(input: &[u8], boards: usize, cuts: &[usize]) -> Reading {
        let mut reads = Vec::new();
        let mut after = None;
        let (mut place, mut resume) = ((1, 0), Resume::default());
        let ends = cuts.iter().copied().chain([input.len()]);
        let mut start = 0;
        for end in ends {
            let last = end == input.len();
            let mut reader = Reader::piece(&input[start..end], place, resume, last);
            while reads.len() < boards {
                let read = reader.next_board();
                if read == Ok(None) {
                    break;
                }
                reads.push(read);
            }
            if (reads.len() == boards || last) && after.is_none() {
                let Ok(found) = reader.skip_space();
                after = found;
            }
            place = (reader.line(), reader.column());
            resume = reader.resume();
            start = end;
        }
        (reads, after, place.0)
    }

    /// Every cut, and every pair of cuts, of inputs with every kind of
    /// bad board, boards over lines, runs and lines cut inside, read
    /// through and read for two boards and then to the next byte: the
    /// boards, errors and places of the whole input.
    #[test]
    fn pieces_cut_anywhere_read_as_the_whole() {
        let inputs: [&[u8]; 6] = [
            b"23415x768\n1 2 3 4 5 6 7 8 x\n 123\n\n456 78x \r\n12345678q\n23415x768",
            b"123 456 78x 1\n1234567 8x\n12x45678x\n1234\n123456789x\n 1 2\n3",
            b"\xc3\xa9t\xc3\xa9 1\n##########\n23415x768 12345x786\n112345678\n12345678",
            b"1\n\n\n2\n3 4 5 6 7 8 x 23415x768\n123\n45\n6 78x",
            b"12345678x123\n   \n\n",
            b"",
        ];
        for input in inputs {
            for boards in [2, usize::MAX] {
                let expected = whole(input, boards);
                assert!(expected.0.len() > 1 || input.len() < 20, "{input:?}");
                for a in 0..=input.len() {
                    let cut = in_pieces(input, boards, &[a]);
                    assert_eq!(cut, expected, "{input:?} cut at {a}");
                    for b in a..=input.len() {
                        assert_eq!(
                            in_pieces(input, boards, &[a, b]),
                            expected,
                            "{input:?} cut at {a} and {b}"
                        );
                    }
                }
                let every_byte: Vec<usize> = (1..input.len()).collect();
                let cut = in_pieces(input, boards, &every_byte);
                assert_eq!(cut, expected, "{input:?}");
            }
        }
    }

    /// The places of a board begun move with the lines it is said to
    /// start after: where a piece, read as if it began on line 1, leaves
    /// a board, and the last piece (`rest`) ends it, badly.
    #[test]
    fn a_board_begun_moves_down_with_its_lines() {
        let error_at = |begun: &[u8], rest: &[u8]| {
            let mut reader = Reader::piece(begun, (1, 0), Resume::default(), false);
            assert_eq!(reader.next_board(), Ok(None), "{begun:?}");
            let resume = reader.resume();
            assert!(!resume.is_clean(), "{begun:?}");
            let mut last = Reader::piece(rest, (12, 7), resume.lines_later(10), true);
            let Err(ReadError::Input(error)) = last.next_board() else {
                panic!("{begun:?} then {rest:?} is a bad board");
            };
            (error.location.line, error.location.column)
        };
        // A repeated tile's place, the first cell's line (no blank), the
        // start of a run of cells the cut went through.
        assert_eq!(error_at(b"1 2 1\n3 4 5 6", b" 7 x\n"), (11, Some(5)));
        assert_eq!(error_at(b"1 2 3\n4 5 6 7 8", b" 1\n"), (11, None));
        assert_eq!(error_at(b"1 2 3 4 56", b"7\n"), (11, Some(9)));
    }
}
