//! Reading one chunk of a threaded run's input: where its reading begins
//! ([`Entry`]: what the chunks before it leave), the chunk read ahead of
//! knowing that ([`ReadAhead`]), and the reading that keeps what was read
//! ahead when it holds and reads the chunk again from its true start when
//! it does not ([`read_chunk`]).

use std::vec::{self, Vec};

use super::answers::Answers;
use super::read::{Boards, Cases, read_boards};
use super::{Format, RunError, Style, Summary};
use crate::board::Board;
use crate::input::{InputError, ReadError, Reader, Resume};
use crate::stream::Sink;

/// Where the reading of a chunk begins: what the chunks before it leave.
pub(super) struct Entry {
    /// The line of the chunk's first byte.
    pub(super) line: u64,
    /// Bytes of that line before it.
    pub(super) column: u64,
    /// Inside what the reading of the chunk before stopped: a board
    /// begun, the rest of a line skipped after a bad board.
    pub(super) resume: Resume,
    /// The Eight II cases read so far.
    pub(super) cases: Cases,
}

impl Entry {
    /// Where `reader`, done with its chunk, leaves the next chunk's
    /// reading.
    pub(super) fn after(reader: &mut Reader<&[u8]>, cases: Cases) -> Entry {
        Entry {
            line: reader.line(),
            column: reader.column(),
            resume: reader.resume(),
            cases,
        }
    }
}

/// What a run reads its chunks for.
#[derive(Clone, Copy)]
pub(super) struct Reading {
    pub(super) format: Format,
    /// The Eight format's target.
    pub(super) target: Board,
    pub(super) style: Style,
}

/// A chunk's reader, as the boards of a run whatever the run's error: a
/// chunk is in memory, and its reading never fails.
struct InMemory<'r, 'a>(&'r mut Reader<&'a [u8]>);

impl<E> Boards<E> for InMemory<'_, '_> {
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<E>> {
        self.0.next_board().map_err(|error| match error {
            ReadError::Input(error) => ReadError::Input(error),
            ReadError::Source(never) => match never {},
        })
    }

    fn is_drained(&self) -> bool {
        false
    }
}

/// A chunk read ahead of knowing where it starts: as if at the start of
/// line 1, at the column the chunk was cut at.
pub(super) struct ReadAhead {
    /// The good boards, in order.
    pub(super) boards: Vec<Board>,
    /// The bad ones: how many boards, good or bad, came before each, and
    /// why it is bad. (Kept apart: a board is nine bytes, a reason is
    /// several times that, and nearly every board is good.)
    bad: Vec<(usize, InputError)>,
    /// Where the next chunk's reading begins, on the lines counted from 1.
    exit: Entry,
}

/// Reads `bytes` ahead (see [`ReadAhead`]).
pub(super) fn read_ahead(bytes: &[u8], column: u64, last: bool) -> ReadAhead {
    let mut reader = Reader::piece(bytes, (1, column), Resume::default(), last);
    // A board takes at least ten bytes, and a judge's line about twenty.
    let mut boards = Vec::with_capacity(bytes.len() / 16 + 1);
    let mut bad = Vec::new();
    loop {
        match reader.next_board() {
            Ok(Some(board)) => boards.push(board),
            Ok(None) => break,
            Err(ReadError::Input(error)) => bad.push((boards.len() + bad.len(), error)),
            Err(ReadError::Source(never)) => match never {},
        }
    }
    ReadAhead {
        boards,
        bad,
        exit: Entry::after(&mut reader, Cases::new(None)),
    }
}

/// The boards of a chunk read ahead, on their true lines.
struct ReadBefore {
    boards: vec::IntoIter<Board>,
    bad: vec::IntoIter<(usize, InputError)>,
    /// Boards given so far, good or bad.
    given: usize,
    /// How many boards come before the next bad one (`usize::MAX` when
    /// none is left).
    next_bad: usize,
    /// Lines before the chunk's first.
    lines_before: u64,
}

impl<E> Boards<E> for ReadBefore {
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<E>> {
        let place = self.given;
        self.given += 1;
        if place == self.next_bad {
            if let Some((_, mut error)) = self.bad.next() {
                self.next_bad = self.bad.as_slice().first().map_or(usize::MAX, |bad| bad.0);
                error.location.line += self.lines_before;
                return Err(ReadError::Input(error));
            }
        }
        Ok(self.boards.next())
    }

    fn is_drained(&self) -> bool {
        false
    }
}

/// Reads a chunk that starts at `entry`: its boards and cases handed to
/// `answers`, its bad input reported on `errors`, both counted in
/// `summary`. Returns where the next chunk's reading begins.
#[allow(clippy::too_many_arguments)]
pub(super) fn read_chunk<E>(
    reading: &Reading,
    bytes: &[u8],
    last: bool,
    ahead: Option<ReadAhead>,
    entry: Entry,
    answers: &mut impl Answers<Error = E>,
    errors: &mut impl Sink,
    summary: &mut Summary,
) -> Result<Entry, RunError<E>> {
    let Entry {
        line,
        column,
        resume,
        mut cases,
    } = entry;
    // What was read ahead holds when the chunk starts between boards, and
    // (Eight II) when the chunk neither reaches the last case announced nor
    // ends the input. (It was read at the chunk's true column: only a chunk
    // after a line end, at column 0, or the first, at the count's end, is
    // read ahead.)
    let holds = |ahead: &ReadAhead| {
        resume.is_clean()
            && match reading.format {
                Format::Eight => true,
                Format::Pairs => {
                    !last
                        && cases.boards_left().is_none_or(|left| {
                            ((ahead.boards.len() + ahead.bad.len()) as u64) < left
                        })
                }
            }
    };
    if let Some(ahead) = ahead.filter(holds) {
        let lines_before = line - 1;
        let mut boards = ReadBefore {
            boards: ahead.boards.into_iter(),
            next_bad: ahead.bad.first().map_or(usize::MAX, |bad| bad.0),
            bad: ahead.bad.into_iter(),
            given: 0,
            lines_before,
        };
        match reading.format {
            Format::Eight => read_boards(&mut boards, &reading.target, answers, errors, summary)?,
            Format::Pairs => cases.read(&mut boards, answers, errors, summary)?,
        }
        return Ok(Entry {
            line: ahead.exit.line + lines_before,
            column: ahead.exit.column,
            resume: ahead.exit.resume.lines_later(lines_before),
            cases,
        });
    }
    let mut reader = Reader::piece(bytes, (line, column), resume, last);
    match reading.format {
        Format::Eight => read_boards(
            &mut InMemory(&mut reader),
            &reading.target,
            answers,
            errors,
            summary,
        )?,
        Format::Pairs => {
            cases.read(&mut InMemory(&mut reader), answers, errors, summary)?;
            if last {
                cases.end_of_input(reader.line(), answers, errors, summary)?;
            }
            let Ok(()) = cases.look_past_last(&mut reader, errors);
        }
    }
    Ok(Entry::after(&mut reader, cases))
}
