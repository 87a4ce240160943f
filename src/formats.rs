//! The two judge formats, "Eight" (HDU 1043) and "Eight II" (HDU 3567):
//! a [`Run`] reads cases from a [`Source`], writes answers to a [`Sink`]
//! and reports bad cases on another sink. The same code runs on every
//! target, so the answers and the messages are the same bytes everywhere.
//! Its options say which format, the target of the Eight format, the
//! notation of the moves and (with `std`) how many threads solve.
//!
//! Messages are written piece by piece (see [`eight_core::input`]): on an
//! AVR, `core::fmt::Arguments` can misread a message's arguments.
//!
//! ```
//! use eight::formats::Run;
//!
//! let input: &[u8] = b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
//! let (mut output, mut errors) = (Vec::new(), Vec::new());
//! let summary = Run::pairs().answer(input, &mut output, &mut errors)?;
//! assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
//! assert_eq!((summary.answered, summary.bad), (2, 0));
//! # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
//! ```

use core::fmt;

use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::input::message::{BoardMessage, Piece, write_pieces};
use crate::input::{InputError, InputErrorKind, Location, ReadError, Reader};
use crate::notation::Notation;
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
/// could not be read (`E` is the error of the source and the sink), an
/// embedded table is damaged, or a worker thread stopped.
#[derive(Debug)]
#[non_exhaustive]
pub enum RunError<E> {
    /// Reading or writing failed.
    Io(E),
    /// An embedded table did not decode.
    Table(TableError),
    /// A thread that solved part of the input stopped before it answered
    /// (with `std`, when [`Run::threads`] spreads a run over threads).
    #[cfg(feature = "std")]
    WorkerStopped,
}

impl<E: fmt::Display> fmt::Display for RunError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Io(e) => fmt::Display::fmt(e, f),
            RunError::Table(e) => e.write_damaged_to(f),
            #[cfg(feature = "std")]
            RunError::WorkerStopped => f.write_str("a worker thread stopped"),
        }
    }
}

impl<E: core::error::Error + 'static> core::error::Error for RunError<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            RunError::Io(e) => Some(e),
            RunError::Table(e) => Some(e),
            #[cfg(feature = "std")]
            RunError::WorkerStopped => None,
        }
    }
}

impl<E> From<E> for RunError<E> {
    fn from(e: E) -> Self {
        RunError::Io(e)
    }
}

/// One of the two judge formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// HDU 1043 "Eight": boards until the end of input, one answer line
    /// each (the moves, `unsolvable`, or an empty line for a board already
    /// at its target).
    Eight,
    /// HDU 3567 "Eight II": a count T, then T cases of a start and a
    /// target; for case k, `Case k: n` and the moves on the next line.
    Pairs,
}

/// How moves are counted: what "shortest" means.
#[cfg(feature = "mtm")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Metric {
    /// A move slides one tile: the judges' metric.
    #[default]
    Stm,
    /// A move slides one tile, or two of a row or column at once (`dd` is
    /// one move): see [`crate::mtm`].
    Mtm,
}

/// A run of a judge format, with its options: which format, the target of
/// the Eight format, the notation of the moves, the metric (feature
/// `mtm`), and with `std` the threads that solve. Made with [`Run::eight`], [`Run::eight_to`] or
/// [`Run::pairs`], then [`Run::answer`] reads the input and writes the
/// answers.
///
/// ```
/// use eight::formats::Run;
/// use eight::notation::Notation;
///
/// let input: &[u8] = b"12345x786\n12345687x\n";
/// let (mut output, mut errors) = (Vec::new(), Vec::new());
/// Run::eight().notation(Notation::Tiles).answer(input, &mut output, &mut errors)?;
/// assert_eq!(output, b"U\nunsolvable\n");
/// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    format: Format,
    /// The Eight format's target.
    target: Board,
    notation: Notation,
    #[cfg(feature = "mtm")]
    metric: Metric,
    /// Worker threads: 1 solves on the calling thread, 0 asks for one
    /// per core.
    #[cfg(feature = "std")]
    threads: usize,
    /// Queries in a worker's first batch.
    #[cfg(feature = "std")]
    batch_size: usize,
}

/// Evaluates `$body` with `$name` a constant: the number ([`Style::code`])
/// of `$style`, so that code built for a run whose style is a constant
/// holds that style's reading and writing alone.
macro_rules! with_style_constant {
    ($style:expr, $name:ident => $body:expr) => {
        match $style.code() {
            Style::EIGHT => {
                const $name: u8 = Style::EIGHT;
                $body
            }
            Style::EIGHT_TILES => {
                const $name: u8 = Style::EIGHT_TILES;
                $body
            }
            Style::PAIRS => {
                const $name: u8 = Style::PAIRS;
                $body
            }
            _ => {
                const $name: u8 = Style::PAIRS_TILES;
                $body
            }
        }
    };
}

impl Run {
    const fn new(format: Format, target: Board) -> Run {
        Run {
            format,
            target,
            notation: Notation::Blank,
            #[cfg(feature = "mtm")]
            metric: Metric::Stm,
            #[cfg(feature = "std")]
            threads: 1,
            #[cfg(feature = "std")]
            batch_size: crate::parallel::BATCH,
        }
    }

    /// The Eight format towards the goal `12345678x`.
    pub const fn eight() -> Run {
        Run::new(Format::Eight, Board::GOAL)
    }

    /// The Eight format towards `target`, as `eight solve --to` runs it.
    pub const fn eight_to(target: Board) -> Run {
        Run::new(Format::Eight, target)
    }

    /// The Eight II format (its cases name their own targets).
    pub const fn pairs() -> Run {
        Run::new(Format::Pairs, Board::GOAL)
    }

    /// The moves written in `notation` (the blank's letters by default, as
    /// the judges read them). In the Eight II format the case line still
    /// counts the moves.
    #[must_use]
    pub const fn notation(mut self, notation: Notation) -> Run {
        self.notation = notation;
        self
    }

    /// Answers in `metric` (the single-tile metric by default). In the
    /// Eight II format the case line counts the metric's moves.
    ///
    /// ```
    /// use eight::formats::{Metric, Run};
    ///
    /// let input: &[u8] = b"1\n12X453786\n12345678X\n";
    /// let (mut output, mut errors) = (Vec::new(), Vec::new());
    /// Run::pairs().metric(Metric::Mtm).answer(input, &mut output, &mut errors)?;
    /// assert_eq!(output, b"Case 1: 1\ndd\n");
    /// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
    /// ```
    #[cfg(feature = "mtm")]
    #[must_use]
    pub const fn metric(mut self, metric: Metric) -> Run {
        self.metric = metric;
        self
    }

    /// `threads` worker threads solve a large input: 1 (the default)
    /// solves on the calling thread, 0 asks for one per core. Threads start
    /// only once a first batch of queries is read, so a small input starts
    /// none; the output, the messages and the summary are the same bytes
    /// for every number.
    #[cfg(feature = "std")]
    #[must_use]
    pub const fn threads(mut self, threads: usize) -> Run {
        self.threads = threads;
        self
    }

    /// Queries in the first batch handed to a worker thread (1,024 by
    /// default; each batch after it holds twice as many as the last, up to
    /// four times this).
    #[cfg(feature = "std")]
    #[must_use]
    pub const fn batch_size(mut self, queries: usize) -> Run {
        self.batch_size = queries;
        self
    }

    /// The format of this run.
    pub const fn format(&self) -> Format {
        self.format
    }

    /// The threads asked for and the first batch's size.
    #[cfg(feature = "std")]
    pub(crate) const fn threads_and_batch_size(&self) -> (usize, usize) {
        (self.threads, self.batch_size)
    }

    /// How this run writes an answer.
    pub(crate) const fn style(&self) -> Style {
        Style {
            format: self.format,
            notation: self.notation,
            #[cfg(feature = "mtm")]
            metric: self.metric,
        }
    }

    /// Reads every case of `input`, solves it from the embedded tables and
    /// writes its answer to `output`; each bad case gets a message on
    /// `errors` (naming its line and column) and nothing on `output`, and
    /// the run goes on (a bad board of the Eight II format still takes its
    /// place in its case, so later case numbers stay aligned). A failure
    /// to read or write, or a damaged table, ends the run.
    ///
    /// Inlined where it is called, as [`Run::answer_by`] is, so that
    /// without `std` a run made of constants links its own format and
    /// notation alone.
    #[inline(always)]
    pub fn answer<E, O: Sink<Error = E>>(
        &self,
        input: impl Source<Error = E>,
        output: &mut O,
        errors: &mut impl Sink,
    ) -> Result<Summary, RunError<E>> {
        #[cfg(feature = "std")]
        if self.threads != 1 {
            return crate::parallel::answer(self, output, |answers| {
                self.read(input, answers, errors)
            });
        }
        // On a host one copy of the reading and writing serves every style
        // (the program runs them all, and four would cost its binary tens
        // of KB); elsewhere the style is a constant of the code (see
        // `Style::code`).
        #[cfg(feature = "std")]
        return self.read(
            input,
            &mut Inline::<_, { Style::ANY }>::new(output, self.style()),
            errors,
        );
        // The multi-tile metric's writing is not one of the constant
        // styles: a program that asks for it reads the style as it runs.
        #[cfg(all(feature = "mtm", not(feature = "std")))]
        if self.metric == Metric::Mtm {
            return self.read(
                input,
                &mut Inline::<_, { Style::ANY }>::new(output, self.style()),
                errors,
            );
        }
        #[cfg(not(feature = "std"))]
        with_style_constant!(self.style(), STYLE => self.read(
            input,
            &mut Inline::<_, STYLE>::new(output, self.style()),
            errors,
        ))
    }

    /// [`Run::answer`], with each case solved by `solve` from its start to
    /// its target, on the calling thread: a program that keeps the tables
    /// itself (with the compact storage, the `solve` of a
    /// [`GoalTable`](crate::goal_table::GoalTable) or an
    /// [`AllTables`](crate::all_tables::AllTables)) runs a format this way,
    /// and the run reaches no table but through `solve`.
    ///
    /// ```
    /// use eight::formats::Run;
    ///
    /// let input: &[u8] = b"2 3 4 1 5 x 7 6 8\n12345687x\n";
    /// let (mut output, mut errors) = (Vec::new(), Vec::new());
    /// let by_goal_table = |start: &eight::Board, _: &eight::Board| eight::solve(start);
    /// Run::eight().answer_by(by_goal_table, input, &mut output, &mut errors)?;
    /// assert_eq!(output, b"dlurullddrurdllurdr\nunsolvable\n");
    /// # Ok::<(), eight::formats::RunError<core::convert::Infallible>>(())
    /// ```
    ///
    /// Inlined where it is called: a run made of constants (`Run::eight()`,
    /// say) then links the reading and writing of its own format and
    /// notation alone, which on an AVR is the difference between fitting
    /// its flash and not.
    #[inline(always)]
    pub fn answer_by<E, O: Sink<Error = E>>(
        &self,
        solve: impl FnMut(&Board, &Board) -> Result<Path, SolveError>,
        input: impl Source<Error = E>,
        output: &mut O,
        errors: &mut impl Sink,
    ) -> Result<Summary, RunError<E>> {
        with_style_constant!(self.style(), STYLE => self.read(
            input,
            &mut ByFunction::<_, _, STYLE> { output, solve },
            errors,
        ))
    }

    /// Reads the cases of this run's format, numbers them, reports the bad
    /// ones and hands the good ones to `answers`. Inlined where it is
    /// called, so that a program whose format is a constant links the
    /// reading and the messages of that format alone (an AVR keeps every
    /// message in its RAM).
    #[inline(always)]
    fn read<E>(
        &self,
        input: impl Source<Error = E>,
        answers: &mut (impl Answers<Error = E> + ?Sized),
        errors: &mut impl Sink,
    ) -> Result<Summary, RunError<E>> {
        match self.format {
            Format::Eight => read_eight(input, &self.target, answers, errors),
            Format::Pairs => read_pairs(input, answers, errors),
        }
    }
}

/// How a run writes one answer: its format's shape, the notation of its
/// moves, and the metric that counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    format: Format,
    notation: Notation,
    #[cfg(feature = "mtm")]
    metric: Metric,
}

impl Style {
    /// The four styles as numbers, for the code that writes answers to
    /// take as a constant: a program whose run is a constant links the
    /// writing (and the reading) of its own format and notation alone,
    /// not the others' (on an AVR, the Eight II format's case numbers
    /// would link 64-bit division into a firmware for the Eight format).
    pub(crate) const EIGHT: u8 = 0;
    pub(crate) const EIGHT_TILES: u8 = 1;
    pub(crate) const PAIRS: u8 = 2;
    pub(crate) const PAIRS_TILES: u8 = 3;
    /// Not a constant: the code reads the style it was given at run time.
    pub(crate) const ANY: u8 = 4;

    /// This style's number.
    #[inline(always)]
    pub(crate) const fn code(self) -> u8 {
        let format = match self.format {
            Format::Eight => Style::EIGHT,
            Format::Pairs => Style::PAIRS,
        };
        match self.notation {
            Notation::Tiles => format + 1,
            _ => format,
        }
    }

    /// The style of a number from [`Style::code`].
    #[inline(always)]
    pub(crate) const fn of(code: u8) -> Style {
        Style {
            format: if code & 2 == 0 {
                Format::Eight
            } else {
                Format::Pairs
            },
            notation: if code & 1 == 0 {
                Notation::Blank
            } else {
                Notation::Tiles
            },
            #[cfg(feature = "mtm")]
            metric: Metric::Stm,
        }
    }

    /// Whether answers are counted in the multi-tile metric.
    #[cfg(feature = "mtm")]
    #[inline(always)]
    pub(crate) const fn is_multi_tile(self) -> bool {
        matches!(self.metric, Metric::Mtm)
    }

    /// Writes the answer of query `case` (`None`: unsolvable). Inlined
    /// without `std`, so that a style that is a constant (see
    /// [`Style::code`]) chooses its way of writing when the code is built.
    #[cfg_attr(not(feature = "std"), inline(always))]
    pub(crate) fn write<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        path: Option<&Path>,
    ) -> Result<(), O::Error> {
        match self.format {
            Format::Eight => write_eight(output, path, self.notation),
            Format::Pairs => write_case(output, case, path, self.notation),
        }
    }

    /// Solves one query and writes its answer. (Inlined, as
    /// [`Style::write`] is.)
    #[cfg_attr(not(feature = "std"), inline(always))]
    pub(crate) fn answer<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        #[cfg(feature = "mtm")]
        if self.is_multi_tile() {
            let path = match crate::mtm::solve_pair(start, target) {
                Ok(path) => Some(path),
                Err(SolveError::Unsolvable) => None,
                Err(SolveError::Table(e)) => return Err(RunError::Table(e)),
            };
            return Ok(write_slides(output, self, case, path.as_ref())?);
        }
        self.write_answer(output, case, &crate::solve::solve_pair(start, target))
    }

    /// Writes the answer of query `case` as a query gave it: a damaged
    /// table ends the run.
    #[cfg_attr(not(feature = "std"), inline(always))]
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
pub(crate) struct Inline<'o, O, const STYLE: u8> {
    output: &'o mut O,
    /// The style, when `STYLE` is [`Style::ANY`].
    style: Style,
    /// Queries to the goal not answered yet: case numbers and boards.
    #[cfg(all(storage = "compressed", feature = "std"))]
    waiting: [(u64, Board); GROUP],
    #[cfg(all(storage = "compressed", feature = "std"))]
    waiting_len: usize,
}

impl<'o, O: Sink, const STYLE: u8> Inline<'o, O, STYLE> {
    /// A run's answers in `style` (which `STYLE` overrides when it is a
    /// constant).
    pub(crate) fn new(output: &'o mut O, style: Style) -> Inline<'o, O, STYLE> {
        Inline {
            output,
            style,
            #[cfg(all(storage = "compressed", feature = "std"))]
            waiting: [(0, Board::GOAL); GROUP],
            #[cfg(all(storage = "compressed", feature = "std"))]
            waiting_len: 0,
        }
    }

    /// The style: `STYLE`'s, or the one given at run time.
    #[inline(always)]
    fn style(&self) -> Style {
        if STYLE == Style::ANY {
            self.style
        } else {
            Style::of(STYLE)
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
                    self.style().write_answer(self.output, *case, answer)?;
                }
            } else {
                for (case, start) in waiting.iter().take(self.waiting_len) {
                    self.style()
                        .answer(self.output, *case, start, &Board::GOAL)?;
                }
            }
            self.waiting_len = 0;
        }
        Ok(())
    }
}

impl<O: Sink, const STYLE: u8> Answers for Inline<'_, O, STYLE> {
    type Error = O::Error;

    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        // The goal's links answer in the single-tile metric only.
        #[cfg(all(storage = "compressed", feature = "std"))]
        {
            if *target == Board::GOAL && !self.style().is_multi_tile() {
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
        self.style().answer(self.output, case, start, target)
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

/// Answers each query by a function of its start and target, as it comes.
struct ByFunction<'o, O, F, const STYLE: u8> {
    output: &'o mut O,
    solve: F,
}

impl<O: Sink, F: FnMut(&Board, &Board) -> Result<Path, SolveError>, const STYLE: u8> Answers
    for ByFunction<'_, O, F, STYLE>
{
    type Error = O::Error;

    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        Style::of(STYLE).write_answer(self.output, case, &(self.solve)(start, target))
    }

    fn flush(&mut self) -> Result<(), RunError<O::Error>> {
        Ok(self.output.flush()?)
    }
}

/// The answer of query `case` in the multi-tile metric (`None`:
/// unsolvable), in the run's format and notation: the same lines as
/// [`Style::write`], the Eight II case line counting slides.
#[cfg(feature = "mtm")]
fn write_slides<O: Sink + ?Sized>(
    output: &mut O,
    style: Style,
    case: u64,
    path: Option<&crate::mtm::MtmPath>,
) -> Result<(), O::Error> {
    let mut digits = [0u8; 20];
    if style.format == Format::Pairs {
        output.write(b"Case ")?;
        output.write(decimal(case, &mut digits))?;
        output.write(b": ")?;
    }
    let Some(path) = path else {
        return match style.format {
            Format::Eight => output.write(b"unsolvable\n"),
            Format::Pairs => output.write(b"unsolvable\n\n"),
        };
    };
    if style.format == Format::Pairs {
        output.write(decimal(path.len() as u64, &mut digits))?;
        output.write(b"\n")?;
    }
    match style.notation {
        Notation::Blank => output.write(path.as_bytes())?,
        notation => output.write(notation.spell_slides(path).as_bytes())?,
    }
    output.write(b"\n")
}

/// The Eight format: every board of `input`, until its end, solved towards
/// `target`, and handed to `answers`.
fn read_eight<E>(
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

/// One line of the Eight format. (Inlined, as [`Style::write`] is.)
#[cfg_attr(not(feature = "std"), inline(always))]
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
/// target), each handed to `answers`.
///
/// A bad board still fills its place in its case, so later case numbers stay
/// aligned with the input. When T itself is missing or bad, the rest of its
/// line is skipped and cases are read until the end of input.
fn read_pairs<E>(
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

/// Two lines of the Eight II format. (Inlined, as [`Style::write`] is.)
#[cfg_attr(not(feature = "std"), inline(always))]
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

/// The moves of an answer, in `notation`. (Inlined, as [`Style::write`]
/// is.)
#[cfg_attr(not(feature = "std"), inline(always))]
fn write_moves<O: Sink + ?Sized>(
    output: &mut O,
    path: &Path,
    notation: Notation,
) -> Result<(), O::Error> {
    match notation {
        // The judges' letters are the path's own: no copy.
        Notation::Blank => output.write(path.as_bytes()),
        notation => output.write(notation.spell(path).as_bytes()),
    }
}

/// The decimal digits of `n`, written at the end of `digits`, by division
/// (a multiplication, where the divisor is a constant).
#[cfg(not(target_arch = "avr"))]
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

/// The decimal digits of `n`, written at the start of `digits`. On an AVR
/// by the messages' own conversion, shifts and adds alone: there a
/// division is a library routine, which the Mega's Eight II format would
/// carry for its case numbers alone. (Where division is an instruction, or a short routine, it is
/// the smaller and the faster.)
#[cfg(any(test, target_arch = "avr"))]
fn decimal_without_division(n: u64, digits: &mut [u8; 20]) -> &[u8] {
    /// The digits as they are written.
    struct Digits<'a> {
        digits: &'a mut [u8; 20],
        len: usize,
    }
    impl fmt::Write for Digits<'_> {
        fn write_str(&mut self, text: &str) -> fmt::Result {
            for &byte in text.as_bytes() {
                *self.digits.get_mut(self.len).ok_or(fmt::Error)? = byte;
                self.len += 1;
            }
            Ok(())
        }
    }
    let mut written = Digits { digits, len: 0 };
    // Twenty digits hold any u64: the write cannot fail.
    let _ = crate::decimal::Decimal(n).write_to(&mut written);
    let len = written.len;
    &written.digits[..len]
}
#[cfg(target_arch = "avr")]
use decimal_without_division as decimal;

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// The case numbers' digits are `{}`'s, both ways of writing them,
    /// from 0 to `u64::MAX`.
    #[test]
    fn decimal_writes_what_the_formatter_writes() {
        let mut numbers = std::vec![0, 1, 9, 10, 99, 100, 65_535, 65_536, 1 << 48, u64::MAX];
        for edge in [u64::from(u32::MAX), 10_000_000_000, 1 << 63] {
            numbers.extend([edge - 1, edge, edge + 1]);
        }
        // And a spread of others (a fixed LCG: the same numbers each run).
        let mut n: u64 = 1;
        for _ in 0..10_000 {
            n = n
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            numbers.push(n >> (n % 64));
        }
        for n in numbers {
            let mut digits = [0; 20];
            assert_eq!(decimal(n, &mut digits), n.to_string().as_bytes(), "{n}");
            let mut digits = [0; 20];
            assert_eq!(
                decimal_without_division(n, &mut digits),
                n.to_string().as_bytes(),
                "{n}"
            );
        }
    }
}
