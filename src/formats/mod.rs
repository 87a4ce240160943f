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
use crate::notation::Notation;
use crate::stream::{Sink, Source};
use crate::tables::TableError;

mod answers;
#[cfg(feature = "std")]
mod chunk;
mod read;
#[cfg(feature = "std")]
mod threads;
/// Without `std` a run has no threads to ask for.
#[cfg(not(feature = "std"))]
mod threads {
    /// The threads a run asks for: none.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(super) struct Workers;

    impl Workers {
        /// The calling thread alone.
        pub(super) const ONE: Workers = Workers;
    }
}
mod write;

use answers::ByFunction;
pub(crate) use answers::{Answers, Inline};
use read::{read_eight, read_pairs};
use threads::Workers;
pub(crate) use write::Style;

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

#[cfg(feature = "mtm")]
use crate::metric::Metric;

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
    /// The threads that solve (with `std`; nothing without).
    workers: Workers,
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
            workers: Workers::ONE,
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
    /// use eight::Metric;
    /// use eight::formats::Run;
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

    /// The format of this run.
    pub const fn format(&self) -> Format {
        self.format
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
        if self.workers.threads != 1 {
            return threads::answer(self, input, output, errors);
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
