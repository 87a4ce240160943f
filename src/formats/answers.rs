//! Where a run's queries go once read: answered on this thread as they
//! come ([`Inline`], the goal's queries in groups), or by a function of
//! the caller's ([`ByFunction`]). (Spread over threads: `threads.rs`.)

use super::{RunError, Style};
use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::rules::SingleTile;
use crate::stream::Sink;
use to_goal::Waiting;

/// What answering a query or flushing the answers did: nothing, or a
/// failure that ends the run.
pub(crate) type Answered<E> = Result<(), RunError<E>>;

/// Where the queries of a run go. The run reads, numbers the cases and
/// reports bad input; this answers the good queries, in input order.
pub(crate) trait Answers {
    /// Why writing failed.
    type Error;

    /// Answers query `case` (0 in the Eight format) from `start` to
    /// `target`.
    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<Self::Error>;

    /// Writes and flushes every answer so far, because the next read may
    /// wait for input (a person typing boards gets each answer at once),
    /// or the input has ended.
    fn flush(&mut self) -> Answered<Self::Error>;
}

/// Answers the queries on this thread, in order: each as it comes, but
/// with the goal's links, queries to the goal in groups of `GROUP`, or
/// fewer when the input may have to be waited for.
pub(crate) struct Inline<'o, O, const STYLE: u8> {
    output: &'o mut O,
    /// The style given at run time: all of it when `STYLE` is
    /// [`Style::ANY`], else its metric.
    style: Style,
    /// Queries to the goal not answered yet.
    waiting: Waiting,
}

impl<'o, O: Sink, const STYLE: u8> Inline<'o, O, STYLE> {
    /// A run's answers in `style` (which `STYLE` overrides when it is a
    /// constant).
    pub(crate) fn new(output: &'o mut O, style: Style) -> Inline<'o, O, STYLE> {
        Inline {
            output,
            style,
            waiting: Default::default(),
        }
    }

    /// The style: the one given at run time, its format and notation
    /// `STYLE`'s when that is a constant.
    #[inline(always)]
    fn style(&self) -> Style {
        if STYLE == Style::ANY {
            self.style
        } else {
            self.style.with_code(STYLE)
        }
    }

    /// Answers the queries waiting, together when they are a group.
    #[inline(always)]
    pub(crate) fn answer_waiting(&mut self) -> Result<(), RunError<O::Error>> {
        let style = self.style();
        self.waiting.answer(style, self.output)
    }
}

impl<O: Sink, const STYLE: u8> Answers for Inline<'_, O, STYLE> {
    type Error = O::Error;

    #[inline(always)]
    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<O::Error> {
        if *target == Board::GOAL && self.waiting.keeps_goal() {
            self.waiting.keep(case, *start);
            if self.waiting.is_full() {
                self.answer_waiting()?;
            }
            return Ok(());
        }
        // Another target: the answers before it are written first.
        self.answer_waiting()?;
        self.style().answer(self.output, case, start, target)
    }

    fn flush(&mut self) -> Answered<O::Error> {
        self.answer_waiting()?;
        Ok(self.output.flush()?)
    }
}

/// Queries to the goal answered in groups: with the goal's links (the
/// compressed storage and `std`), which walk a group side by side.
#[cfg(all(storage = "compressed", feature = "std"))]
mod to_goal {
    use super::{RunError, Style};
    use crate::board::Board;
    use crate::metric::by_metric;
    use crate::stream::Sink;
    use crate::tables::MetricTables;

    /// Queries to the goal a group holds.
    const GROUP: usize = 4;

    /// Queries to the goal not answered yet: case numbers and boards.
    pub(super) struct Waiting {
        cases: [(u64, Board); GROUP],
        len: usize,
    }

    impl Default for Waiting {
        fn default() -> Waiting {
            Waiting {
                cases: [(0, Board::GOAL); GROUP],
                len: 0,
            }
        }
    }

    impl Waiting {
        /// Whether queries to the goal wait for a group.
        #[inline(always)]
        pub(super) const fn keeps_goal(&self) -> bool {
            true
        }

        /// Keeps the query `case` from `start` to the goal.
        #[inline(always)]
        pub(super) fn keep(&mut self, case: u64, start: Board) {
            if let Some(slot) = self.cases.get_mut(self.len) {
                *slot = (case, start);
                self.len += 1;
            }
        }

        /// Whether a group is full.
        #[inline(always)]
        pub(super) const fn is_full(&self) -> bool {
            self.len >= GROUP
        }

        /// Answers the queries waiting in `style`, together when they are
        /// a group, and forgets them.
        pub(super) fn answer<O: Sink>(
            &mut self,
            style: Style,
            output: &mut O,
        ) -> Result<(), RunError<O::Error>> {
            let len = core::mem::take(&mut self.len).min(GROUP);
            let waiting = &self.cases[..len];
            by_metric!(style.metric, M => answer_group::<M, O>(style, output, waiting))
        }
    }

    /// Queries to the goal, with their case numbers, in the metric `M`:
    /// answered together when they are a group (the metric's tables may
    /// walk them side by side), else one by one.
    fn answer_group<M: MetricTables, O: Sink>(
        style: Style,
        output: &mut O,
        waiting: &[(u64, Board)],
    ) -> Result<(), RunError<O::Error>> {
        if let Ok(group) = <&[(u64, Board); GROUP]>::try_from(waiting) {
            let answers = M::paths_to_goal(&group.map(|(_, start)| start));
            for ((case, _), answer) in group.iter().zip(&answers) {
                style.write_answer::<M, O>(output, *case, answer)?;
            }
        } else {
            for (case, start) in waiting {
                let answer = M::path(start, &Board::GOAL);
                style.write_answer::<M, O>(output, *case, &answer)?;
            }
        }
        Ok(())
    }
}

/// Without the goal's links nothing waits (the compact storage gains
/// nothing by a group): each query is answered as it comes, and this folds
/// away.
#[cfg(not(all(storage = "compressed", feature = "std")))]
mod to_goal {
    use super::{RunError, Style};
    use crate::board::Board;
    use crate::stream::Sink;

    /// No query waits.
    #[derive(Default)]
    pub(super) struct Waiting;

    impl Waiting {
        /// Queries to the goal are answered as they come.
        #[inline(always)]
        pub(super) const fn keeps_goal(&self) -> bool {
            false
        }

        /// Never asked (see [`Waiting::keeps_goal`]).
        #[inline(always)]
        pub(super) fn keep(&mut self, _: u64, _: Board) {}

        /// Never full.
        #[inline(always)]
        pub(super) const fn is_full(&self) -> bool {
            false
        }

        /// Nothing to answer.
        #[inline(always)]
        pub(super) fn answer<O: Sink>(
            &mut self,
            _: Style,
            _: &mut O,
        ) -> Result<(), RunError<O::Error>> {
            Ok(())
        }
    }
}

/// Answers each query by a function of its start and target, as it comes.
pub(super) struct ByFunction<'o, O, F, const STYLE: u8> {
    pub(super) output: &'o mut O,
    pub(super) solve: F,
}

impl<O: Sink, F: FnMut(&Board, &Board) -> Result<Path, SolveError>, const STYLE: u8> Answers
    for ByFunction<'_, O, F, STYLE>
{
    type Error = O::Error;

    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<O::Error> {
        Style::of(STYLE).write_answer::<SingleTile, O>(
            self.output,
            case,
            &(self.solve)(start, target),
        )
    }

    fn flush(&mut self) -> Answered<O::Error> {
        Ok(self.output.flush()?)
    }
}
