//! The two judge formats, "Eight" (HDU 1043) and "Eight II" (HDU 3567):
//! read cases from a [`Source`], write answers to a [`Sink`], report bad
//! cases on another sink. The same code runs on every target, so the
//! answers and the messages are the same bytes everywhere.
//!
//! Messages are written piece by piece (`write_str`, and numbers by the
//! crate's own decimal writer), never by `write!` with arguments: on an
//! AVR, `core::fmt::Arguments` can take a message's arguments for a plain
//! string (it tells the two apart by the lowest bit of an address that it
//! takes to be even, and data there is aligned to 1 byte), and writes the
//! raw bytes of its template instead.
//!
//! ```
//! let input: &[u8] = b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
//! let (mut output, mut errors) = (Vec::new(), Vec::new());
//! let summary = eight::formats::run_pairs(input, &mut output, &mut errors)?;
//! assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
//! assert_eq!((summary.answered, summary.bad), (2, 0));
//! # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
//! ```

use core::fmt;

use crate::board::Board;
use crate::input::message::{BoardMessage, Piece, write_pieces};
use crate::input::{InputError, InputErrorKind, Location, ReadError, Reader};
use crate::notation::{Notation, TileMoves};
use crate::solve::{Path, SolveError};
use crate::stream::{FmtSink, Sink, Source};
use crate::tables::TableError;

/// What a run of a format did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Cases answered (with a path or `unsolvable`).
    pub answered: u64,
    /// Bad cases, each reported on the error stream. The exit status is 1
    /// when there is any.
    pub bad: u64,
}

/// A failure that ends a run: the output could not be written, the input
/// could not be read (`E` is the error of the source and the sink), or an
/// embedded table is damaged.
#[derive(Debug)]
pub enum RunError<E> {
    /// Reading or writing failed.
    Io(E),
    /// An embedded table did not decode.
    Table(TableError),
}

impl<E: fmt::Display> fmt::Display for RunError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Io(e) => fmt::Display::fmt(e, f),
            RunError::Table(e) => {
                f.write_str("damaged table: ")?;
                e.write_to(f)
            }
        }
    }
}

impl<E: core::error::Error + 'static> core::error::Error for RunError<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            RunError::Io(e) => Some(e),
            RunError::Table(e) => Some(e),
        }
    }
}

impl<E> From<E> for RunError<E> {
    fn from(e: E) -> Self {
        RunError::Io(e)
    }
}

/// The two shapes of an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// One line: the moves or `unsolvable`.
    Eight,
    /// Two lines: `Case k: n` and the moves.
    Pairs,
}

/// How a format writes one answer: its shape, and the notation of its
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) shape: Shape,
    pub(crate) notation: Notation,
}

impl Layout {
    /// The Eight format as the judges read it.
    pub(crate) const EIGHT: Layout = Layout {
        shape: Shape::Eight,
        notation: Notation::Blank,
    };
    /// The Eight II format as the judges read it.
    pub(crate) const PAIRS: Layout = Layout {
        shape: Shape::Pairs,
        notation: Notation::Blank,
    };

    /// This layout with its moves in `notation`.
    pub(crate) const fn in_notation(self, notation: Notation) -> Layout {
        Layout {
            shape: self.shape,
            notation,
        }
    }

    /// Writes the answer of query `case` (`None`: unsolvable).
    pub(crate) fn write<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        path: Option<&Path>,
    ) -> Result<(), O::Error> {
        match self.shape {
            Shape::Eight => write_eight(output, path, self.notation),
            Shape::Pairs => write_case(output, case, path, self.notation),
        }
    }

    /// Solves one query and writes its answer.
    pub(crate) fn answer<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        self.write_answer(output, case, &crate::solve::answer(start, target))
    }

    /// Writes the answer of query `case` as a query gave it: a damaged
    /// table ends the run.
    pub(crate) fn write_answer<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        answer: &Result<Path, SolveError>,
    ) -> Result<(), RunError<O::Error>> {
        match answer {
            Ok(path) => self.write(output, case, Some(path))?,
            Err(SolveError::Unsolvable) => self.write(output, case, None)?,
            Err(SolveError::Table(e)) => return Err(RunError::Table(e.clone())),
        }
        Ok(())
    }
}

/// Where the queries of a run go. The run reads, numbers the cases and
/// reports bad input; this answers the good queries, in input order.
pub(crate) trait Answers {
    /// Why writing failed.
    type Error;

    /// Answers query `case` (0 in the Eight format) from `start` to
    /// `target`.
    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<Self::Error>>;

    /// Writes and flushes every answer so far, because the next read may
    /// wait for input (a person typing boards gets each answer at once),
    /// or the input has ended.
    fn flush(&mut self) -> Result<(), RunError<Self::Error>>;
}

/// Boards to the goal answered together by the goal's links, walked side
/// by side (see `crate::solve::answers_to_goal`). Without `std` there are
/// no links, and the compact storage gains nothing by it: each query is
/// answered as it comes.
#[cfg(all(storage = "compressed", feature = "std"))]
const GROUP: usize = 4;

/// Answers the queries on this thread, in order: each as it comes, but
/// with the goal's links, queries to the goal in groups of `GROUP`, or
/// fewer when the input may have to be waited for.
pub(crate) struct Inline<'o, O> {
    output: &'o mut O,
    layout: Layout,
    /// Queries to the goal not answered yet: case numbers and boards.
    #[cfg(all(storage = "compressed", feature = "std"))]
    waiting: [(u64, Board); GROUP],
    #[cfg(all(storage = "compressed", feature = "std"))]
    waiting_len: usize,
}

impl<'o, O: Sink> Inline<'o, O> {
    pub(crate) fn new(output: &'o mut O, layout: Layout) -> Inline<'o, O> {
        Inline {
            output,
            layout,
            #[cfg(all(storage = "compressed", feature = "std"))]
            waiting: [(0, Board::GOAL); GROUP],
            #[cfg(all(storage = "compressed", feature = "std"))]
            waiting_len: 0,
        }
    }

    /// Answers the queries waiting, together when they are a group.
    pub(crate) fn answer_waiting(&mut self) -> Result<(), RunError<O::Error>> {
        #[cfg(all(storage = "compressed", feature = "std"))]
        {
            let waiting = &self.waiting;
            if self.waiting_len == GROUP {
                let answers = crate::solve::answers_to_goal(&waiting.map(|(_, start)| start));
                for ((case, _), answer) in waiting.iter().zip(&answers) {
                    self.layout.write_answer(self.output, *case, answer)?;
                }
            } else {
                for (case, start) in waiting.iter().take(self.waiting_len) {
                    self.layout
                        .answer(self.output, *case, start, &Board::GOAL)?;
                }
            }
            self.waiting_len = 0;
        }
        Ok(())
    }
}

impl<O: Sink> Answers for Inline<'_, O> {
    type Error = O::Error;

    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        #[cfg(all(storage = "compressed", feature = "std"))]
        {
            if *target == Board::GOAL {
                if let Some(slot) = self.waiting.get_mut(self.waiting_len) {
                    *slot = (case, *start);
                    self.waiting_len += 1;
                }
                if self.waiting_len >= GROUP {
                    self.answer_waiting()?;
                }
                return Ok(());
            }
            // Another target: the answers before it are written first.
            self.answer_waiting()?;
        }
        self.layout.answer(self.output, case, start, target)
    }

    fn flush(&mut self) -> Result<(), RunError<O::Error>> {
        self.answer_waiting()?;
        Ok(self.output.flush()?)
    }
}

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
/// `target` (the goal `12345678x` when `None`); one line per board on
/// `output`: the moves, `unsolvable`, or an empty line for a board already
/// at the target.
pub fn run_eight<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    target: Option<&Board>,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    run_eight_in(input, target, Notation::Blank, output, errors)
}

/// [`run_eight`] with the moves written in `notation`.
///
/// ```
/// use eight::notation::Notation;
/// let input: &[u8] = b"12345x786\n";
/// let (mut output, mut errors) = (Vec::new(), Vec::new());
/// eight::formats::run_eight_in(input, None, Notation::Tiles, &mut output, &mut errors)?;
/// assert_eq!(output, b"U\n");
/// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
/// ```
pub fn run_eight_in<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    target: Option<&Board>,
    notation: Notation,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut answers = Inline::new(output, Layout::EIGHT.in_notation(notation));
    eight_with(input, target, &mut answers, errors)
}

/// The Eight format towards the goal, each board answered by `solve`:
/// [`crate::solve()`], or (with the compact storage) the `solve` of a
/// `goal_table::GoalTable` whose table the program keeps itself. It
/// writes what [`run_eight`] with no target writes, and reaches no table
/// but through `solve`: with the compact storage, a program that runs only
/// this format links only the goal's table (15,120 bytes).
///
/// ```
/// let input: &[u8] = b"2 3 4 1 5 x 7 6 8\n12345687x\n";
/// let (mut output, mut errors) = (Vec::new(), Vec::new());
/// eight::formats::run_eight_with(input, eight::solve, &mut output, &mut errors)?;
/// assert_eq!(output, b"dlurullddrurdllurdr\nunsolvable\n");
/// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
/// ```
pub fn run_eight_with<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    mut solve: impl FnMut(&Board) -> Result<Path, SolveError>,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut answers = ByFunction {
        output,
        layout: Layout::EIGHT,
        solve: |start: &Board, _: &Board| solve(start),
    };
    eight_with(input, None, &mut answers, errors)
}

/// The Eight II format, each case answered by `solve` from its start to
/// its target: [`crate::solve_pair()`], or (with the compact storage) the
/// `solve` of an `all_tables::AllTables` whose tables the program keeps
/// itself. It writes what [`run_pairs`] writes, and reaches no table but
/// through `solve`.
///
/// ```
/// let input: &[u8] = b"1\n564178X23\n7568X4123\n";
/// let (mut output, mut errors) = (Vec::new(), Vec::new());
/// eight::formats::run_pairs_with(input, eight::solve_pair, &mut output, &mut errors)?;
/// assert_eq!(output, b"Case 1: 8\nurrulldr\n");
/// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
/// ```
pub fn run_pairs_with<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    solve: impl FnMut(&Board, &Board) -> Result<Path, SolveError>,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut answers = ByFunction {
        output,
        layout: Layout::PAIRS,
        solve,
    };
    pairs_with(input, &mut answers, errors)
}

/// Answers each query by a function of its start and target, as it comes.
struct ByFunction<'o, O, F> {
    output: &'o mut O,
    layout: Layout,
    solve: F,
}

impl<O: Sink, F: FnMut(&Board, &Board) -> Result<Path, SolveError>> Answers
    for ByFunction<'_, O, F>
{
    type Error = O::Error;

    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        self.layout
            .write_answer(self.output, case, &(self.solve)(start, target))
    }

    fn flush(&mut self) -> Result<(), RunError<O::Error>> {
        Ok(self.output.flush()?)
    }
}

/// [`run_eight`], with the queries answered by `answers`.
pub(crate) fn eight_with<E>(
    input: impl Source<Error = E>,
    target: Option<&Board>,
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
                answers.answer(0, &board, target.unwrap_or(&Board::GOAL))?;
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

/// One line of the Eight format.
fn write_eight<O: Sink + ?Sized>(
    output: &mut O,
    path: Option<&Path>,
    notation: Notation,
) -> Result<(), O::Error> {
    match (path, notation) {
        // The judges' spelling, the line in one write.
        (Some(path), Notation::Blank) => output.write(path.line().as_bytes()),
        (Some(path), Notation::Tiles) => {
            write_moves(output, path, notation)?;
            output.write(b"\n")
        }
        (None, _) => output.write(b"unsolvable\n"),
    }
}

/// The Eight II format: a count T, then T cases of two boards (start and
/// target); for case k, `Case k: n` and the moves on the next line, or
/// `Case k: unsolvable` and an empty line.
///
/// A bad board still fills its place in its case, so later case numbers stay
/// aligned with the input. When T itself is missing or bad, the rest of its
/// line is skipped and cases are read until the end of input.
pub fn run_pairs<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    run_pairs_in(input, Notation::Blank, output, errors)
}

/// [`run_pairs`] with the moves written in `notation`; the case line
/// still counts the blank's moves.
pub fn run_pairs_in<E, O: Sink<Error = E>>(
    input: impl Source<Error = E>,
    notation: Notation,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<E>> {
    let mut answers = Inline::new(output, Layout::PAIRS.in_notation(notation));
    pairs_with(input, &mut answers, errors)
}

/// [`run_pairs`], with the queries answered by `answers`.
pub(crate) fn pairs_with<E>(
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

/// Two lines of the Eight II format.
fn write_case<O: Sink + ?Sized>(
    output: &mut O,
    case: u64,
    path: Option<&Path>,
    notation: Notation,
) -> Result<(), O::Error> {
    // Built by hand rather than with `write!`: on 100,000 cases the
    // formatting machinery is a measurable share of the run.
    let mut digits = [0u8; 20];
    output.write(b"Case ")?;
    output.write(decimal(case, &mut digits))?;
    match path {
        Some(path) => {
            output.write(b": ")?;
            output.write(decimal(path.len() as u64, &mut digits))?;
            output.write(b"\n")?;
            write_moves(output, path, notation)?;
            output.write(b"\n")
        }
        None => output.write(b": unsolvable\n\n"),
    }
}

/// The moves of an answer, in `notation`.
fn write_moves<O: Sink + ?Sized>(
    output: &mut O,
    path: &Path,
    notation: Notation,
) -> Result<(), O::Error> {
    match notation {
        Notation::Blank => output.write(path.as_bytes()),
        Notation::Tiles => output.write(TileMoves::of(path).as_bytes()),
    }
}

/// The decimal digits of `n`, written at the end of `digits`.
fn decimal(mut n: u64, digits: &mut [u8; 20]) -> &[u8] {
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &digits[start..];
        }
    }
}
