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

/// The Eight format: every board of `input`, until its end, solved towards
/// `target`, and handed to `answers`.
pub(super) fn read_eight<E>(
    input: impl Source<Error = E>,
    target: &Board,
    answers: &mut (impl Answers<Error = E> + ?Sized),
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut reader = Reader::new(input);
    let mut summary = Summary::default();
    loop {
        if reader.is_drained() {
            // The next read may wait for input: flush the answers so far
            // first, so that a person or a program typing boards one at a
            // time gets each answer at once.
            answers.flush()?;
        }
        match reader.next_board() {
            Ok(Some(board)) => {
                answers.answer(0, &board, target)?;
                summary.answered += 1;
            }
            Ok(None) => break,
            Err(ReadError::Input(error)) => {
                // The Eight format reads nothing but boards: no message of a
                // count or a case can come (nor be linked).
                report_board(errors, &error);
                summary.bad += 1;
            }
            Err(ReadError::Source(e)) => return Err(RunError::Io(e)),
        }
    }
    answers.flush()?;
    Ok(summary)
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
    let expected = match reader.next_count() {
        Ok(count) => Some(count),
        Err(ReadError::Source(e)) => return Err(RunError::Io(e)),
        Err(ReadError::Input(error)) => {
            summary.bad += 1;
            let head = error_head(&error.location);
            if error.kind == InputErrorKind::MissingCount {
                report(errors, &head, Some(&error.kind), "");
                return Ok(summary);
            }
            report(
                errors,
                &head,
                Some(&error.kind),
                "; reading cases until the end of input",
            );
            reader.skip_rest_of_line()?;
            None
        }
    };
    let mut case: u64 = 0;
    let mut complete: u64 = 0;
    while expected.is_none_or(|t| case < t) {
        if reader.is_drained() {
            answers.flush()?;
        }
        let Some(start) = case_board(&mut reader)? else {
            break;
        };
        case += 1;
        let Some(target) = case_board(&mut reader)? else {
            if let Err(error) = start {
                report(
                    errors,
                    &case_head(&error.location, case),
                    Some(&error.kind),
                    "",
                );
            }
            let end = Location {
                line: reader.line(),
                column: None,
            };
            report(
                errors,
                &case_head(&end, case),
                None,
                "input ended before the target board",
            );
            summary.bad += 1;
            break;
        };
        complete += 1;
        match (start, target) {
            (Ok(start), Ok(target)) => {
                answers.answer(case, &start, &target)?;
                summary.answered += 1;
            }
            (start, target) => {
                for error in [start.err(), target.err()].into_iter().flatten() {
                    report(
                        errors,
                        &case_head(&error.location, case),
                        Some(&error.kind),
                        "",
                    );
                }
                summary.bad += 1;
            }
        }
    }
    // Every answer is out before the input is looked at again: reading
    // past the last case may wait for more.
    answers.flush()?;
    match expected {
        Some(expected) if complete < expected => {
            let error = InputError {
                location: Location {
                    line: reader.line(),
                    column: None,
                },
                kind: InputErrorKind::MissingCases {
                    given: complete,
                    expected,
                },
            };
            report(errors, &error_head(&error.location), Some(&error.kind), "");
            summary.bad += 1;
        }
        Some(expected) => {
            if let Some(location) = reader.skip_space()? {
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
        }
        None => {}
    }
    Ok(summary)
}

/// The next board of a case: `None` at the end of input, the board or why
/// it is bad (a bad board still takes its place in its case), or the
/// source's error, which ends the run.
fn case_board<S: Source>(
    reader: &mut Reader<S>,
) -> Result<Option<Result<Board, InputError>>, RunError<S::Error>> {
    match reader.next_board() {
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
