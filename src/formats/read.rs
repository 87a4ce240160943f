//! How a run reads its input: the cases of each format, numbered, the
//! good ones handed to its [`Answers`], each bad one reported on the error
//! stream.

use core::fmt;

use super::{Answers, RunError, Summary};
use crate::board::Board;
use crate::input::message::{BoardMessage, Piece, write_pieces};
use crate::input::{InputError, InputErrorKind, Location, ReadError, Reader};
use crate::stream::{FmtSink, Sink, Source};

/// Writes one message line to the error stream: `eight: `, the pieces of
/// `head`, the message of `kind`, `tail` and a line end. A failure to
/// write an error message is not worth stopping the answers for.
/// Written piece by piece (see the module documentation).
#[cfg_attr(target_arch = "avr", inline(never))]
fn report(errors: &mut impl Sink, head: &[Piece<'_>], kind: Option<&InputErrorKind>, tail: &str) {
    let mut out = FmtSink(errors);
    let _ = fmt::Write::write_str(&mut out, "eight: ")
        .and_then(|()| write_pieces(&mut out, head))
        .and_then(|()| kind.map_or(Ok(()), |kind| kind.write_to(&mut out)))
        .and_then(|()| fmt::Write::write_str(&mut out, tail))
        .and_then(|()| fmt::Write::write_str(&mut out, "\n"));
}

/// [`report`] of a bad board in the Eight format: only the messages a
/// board's cells can have, so that a program that runs only this format
/// links no other (on an AVR every message is in its RAM).
#[cfg_attr(target_arch = "avr", inline(never))]
fn report_board(errors: &mut impl Sink, error: &InputError) {
    let mut out = FmtSink(errors);
    let _ = fmt::Write::write_str(&mut out, "eight: ")
        .and_then(|()| BoardMessage(error).write_to(&mut out))
        .and_then(|()| fmt::Write::write_str(&mut out, "\n"));
}

/// Where a run's boards come from, one at a time: the reader of the whole
/// input, or (on threads) the reader of a chunk of it and the boards
/// already read from one.
pub(super) trait Boards<E> {
    /// The next board, as [`Reader::next_board`] reads it: `None` when
    /// there are no more.
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<E>>;

    /// Whether the next board may have to be waited for.
    fn is_drained(&self) -> bool;
}

impl<S: Source> Boards<S::Error> for Reader<S> {
    #[inline(always)]
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<S::Error>> {
        Reader::next_board(self)
    }

    #[inline(always)]
    fn is_drained(&self) -> bool {
        Reader::is_drained(self)
    }
}

/// The Eight format: every board of `input`, until its end, solved towards
/// `target`, and handed to `answers`.
pub(super) fn read_eight<E>(
    input: impl Source<Error = E>,
    target: &Board,
    answers: &mut (impl Answers<Error = E> + ?Sized),
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut summary = Summary::default();
    read_boards(
        &mut Reader::new(input),
        target,
        answers,
        errors,
        &mut summary,
    )?;
    answers.flush()?;
    let _ = errors.flush();
    Ok(summary)
}

/// The boards of the Eight format from `boards`, until there are no more:
/// each good one handed to `answers`, each bad one reported, and both
/// counted in `summary`.
pub(super) fn read_boards<E>(
    boards: &mut impl Boards<E>,
    target: &Board,
    answers: &mut (impl Answers<Error = E> + ?Sized),
    errors: &mut impl Sink,
    summary: &mut Summary,
) -> Result<(), RunError<E>> {
    loop {
        if boards.is_drained() {
            // The next read may wait for input: flush the answers and the
            // messages so far first, so that a person or a program typing
            // boards one at a time gets each at once.
            answers.flush()?;
            let _ = errors.flush();
        }
        match boards.next_board() {
            Ok(Some(board)) => {
                answers.answer(0, &board, target)?;
                summary.answered += 1;
            }
            Ok(None) => return Ok(()),
            Err(ReadError::Input(error)) => {
                // The Eight format reads nothing but boards: no message of a
                // count or a case can come (nor be linked).
                report_board(errors, &error);
                summary.bad += 1;
            }
            Err(ReadError::Source(e)) => return Err(RunError::Io(e)),
        }
    }
}

/// The Eight II format: a count T, then T cases of two boards (start and
/// target), each handed to `answers`.
///
/// A bad board still fills its place in its case, so later case numbers stay
/// aligned with the input. When T itself is missing or bad, the rest of its
/// line is skipped and cases are read until the end of input.
pub(super) fn read_pairs<E>(
    input: impl Source<Error = E>,
    answers: &mut (impl Answers<Error = E> + ?Sized),
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut reader = Reader::new(input);
    let mut summary = Summary::default();
    let Some(expected) = read_count(&mut reader, errors, &mut summary)? else {
        return Ok(summary);
    };
    let mut cases = Cases::new(expected);
    cases.read(&mut reader, answers, errors, &mut summary)?;
    cases.end_of_input(reader.line(), answers, errors, &mut summary)?;
    // Looking past the last case may wait for input.
    let _ = errors.flush();
    cases
        .look_past_last(&mut reader, errors)
        .map_err(RunError::Io)?;
    let _ = errors.flush();
    Ok(summary)
}

/// The count of the Eight II format: the number of cases announced, or
/// `Some(None)` when the count is bad (it is reported, the rest of its
/// line skipped, and cases are read until the end of input), or `None`
/// when there is no count at all (it is reported, and the run ends).
#[cfg_attr(target_arch = "avr", inline(always))]
pub(super) fn read_count<S: Source>(
    reader: &mut Reader<S>,
    errors: &mut impl Sink,
    summary: &mut Summary,
) -> Result<Option<Option<u64>>, RunError<S::Error>> {
    match reader.next_count() {
        Ok(count) => Ok(Some(Some(count))),
        Err(ReadError::Source(e)) => Err(RunError::Io(e)),
        Err(ReadError::Input(error)) => {
            summary.bad += 1;
            let head = error_head(&error.location);
            if error.kind == InputErrorKind::MissingCount {
                report(errors, &head, Some(&error.kind), "");
                return Ok(None);
            }
            report(
                errors,
                &head,
                Some(&error.kind),
                "; reading cases until the end of input",
            );
            reader.skip_rest_of_line()?;
            Ok(Some(None))
        }
    }
}

/// Where the reading of Eight II cases is between two boards: what a
/// reader of the next board must know to number its case and to tell
/// when the cases announced are all read.
#[derive(Clone, Debug)]
pub(super) struct Cases {
    /// The cases announced (`None` after a bad count).
    expected: Option<u64>,
    /// Cases begun.
    case: u64,
    /// Cases with both boards read.
    complete: u64,
    /// The start board of case `case`, while its target is still to come.
    start: Option<Result<Board, InputError>>,
    /// Whether input past the last case announced was found (and
    /// warned of).
    past_last: bool,
}

impl Cases {
    /// No case read yet, `expected` announced.
    pub(super) const fn new(expected: Option<u64>) -> Cases {
        Cases {
            expected,
            case: 0,
            complete: 0,
            start: None,
            past_last: false,
        }
    }

    /// Whether every case announced is read.
    pub(super) fn all_read(&self) -> bool {
        self.expected.is_some_and(|t| self.complete >= t)
    }

    /// Boards still to read before every case announced is (`None` after
    /// a bad count: every board of the input).
    #[cfg(feature = "std")]
    pub(super) fn boards_left(&self) -> Option<u64> {
        let started = u64::from(self.start.is_some());
        self.expected.map(|t| {
            t.saturating_sub(self.complete)
                .saturating_mul(2)
                .saturating_sub(started)
        })
    }

    /// Reads boards from `boards` into cases until there are no more or
    /// every case announced is read: each case of two good boards is
    /// handed to `answers`, each bad board reported with its case number.
    #[cfg_attr(target_arch = "avr", inline(always))]
    pub(super) fn read<E>(
        &mut self,
        boards: &mut impl Boards<E>,
        answers: &mut (impl Answers<Error = E> + ?Sized),
        errors: &mut impl Sink,
        summary: &mut Summary,
    ) -> Result<(), RunError<E>> {
        while !self.all_read() {
            if self.start.is_none() && boards.is_drained() {
                answers.flush()?;
                let _ = errors.flush();
            }
            let Some(board) = case_board(boards)? else {
                return Ok(());
            };
            let Some(start) = self.start.take() else {
                self.case += 1;
                self.start = Some(board);
                continue;
            };
            self.complete += 1;
            match (start, board) {
                (Ok(start), Ok(target)) => {
                    answers.answer(self.case, &start, &target)?;
                    summary.answered += 1;
                }
                (start, target) => {
                    for error in [start.err(), target.err()].into_iter().flatten() {
                        report(
                            errors,
                            &case_head(&error.location, self.case),
                            Some(&error.kind),
                            "",
                        );
                    }
                    summary.bad += 1;
                }
            }
        }
        Ok(())
    }

    /// What the end of the input (on `line`) means: a case without its
    /// target, or fewer cases than announced, is reported. Every answer is
    /// out before the input is looked at again: reading past the last
    /// case (see [`Cases::look_past_last`]) may wait for more.
    #[cfg_attr(target_arch = "avr", inline(always))]
    pub(super) fn end_of_input<E>(
        &mut self,
        line: u64,
        answers: &mut (impl Answers<Error = E> + ?Sized),
        errors: &mut impl Sink,
        summary: &mut Summary,
    ) -> Result<(), RunError<E>> {
        let end = Location { line, column: None };
        if let Some(start) = self.start.take() {
            if let Err(error) = start {
                report(
                    errors,
                    &case_head(&error.location, self.case),
                    Some(&error.kind),
                    "",
                );
            }
            report(
                errors,
                &case_head(&end, self.case),
                None,
                "input ended before the target board",
            );
            summary.bad += 1;
        }
        answers.flush()?;
        if let Some(expected) = self.expected.filter(|&t| self.complete < t) {
            let kind = InputErrorKind::MissingCases {
                given: self.complete,
                expected,
            };
            report(errors, &error_head(&end), Some(&kind), "");
            summary.bad += 1;
        }
        Ok(())
    }

    /// Once every case announced is read: warns, once, of anything but
    /// white space after the last one.
    #[cfg_attr(target_arch = "avr", inline(always))]
    pub(super) fn look_past_last<S: Source>(
        &mut self,
        reader: &mut Reader<S>,
        errors: &mut impl Sink,
    ) -> Result<(), S::Error> {
        let Some(expected) = self.expected.filter(|_| self.all_read() && !self.past_last) else {
            return Ok(());
        };
        if let Some(location) = reader.skip_space()? {
            self.past_last = true;
            report(
                errors,
                &[
                    Piece::At(&location),
                    Piece::Text(": warning: ignoring the input after case "),
                    Piece::Number(expected),
                ],
                None,
                ", the last one announced",
            );
        }
        Ok(())
    }
}

/// The next board of a case: `None` at the end of input, the board or why
/// it is bad (a bad board still takes its place in its case), or the
/// source's error, which ends the run.
fn case_board<E>(
    boards: &mut impl Boards<E>,
) -> Result<Option<Result<Board, InputError>>, RunError<E>> {
    match boards.next_board() {
        Ok(board) => Ok(board.map(Ok)),
        Err(ReadError::Input(error)) => Ok(Some(Err(error))),
        Err(ReadError::Source(e)) => Err(RunError::Io(e)),
    }
}

/// `LOCATION: `, the head of a message.
fn error_head(location: &Location) -> [Piece<'_>; 2] {
    [Piece::At(location), Piece::Text(": ")]
}

/// `LOCATION: case K: `, the head of a message of a case.
fn case_head(location: &Location, case: u64) -> [Piece<'_>; 4] {
    [
        Piece::At(location),
        Piece::Text(": case "),
        Piece::Number(case),
        Piece::Text(": "),
    ]
}
