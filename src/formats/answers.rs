//! Where a run's queries go once read: answered on this thread as they
//! come ([`Inline`], the goal's queries in groups), or by a function of
//! the caller's ([`ByFunction`]). (Spread over threads: `threads.rs`.)

use super::{RunError, Style};
use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::rules::SingleTile;
use crate::stream::Sink;

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
            let style = self.style();
            style.metric.ask(to_goal::Waiting {
                style,
                output: self.output,
                waiting: &self.waiting[..self.waiting_len.min(GROUP)],
            })?;
            self.waiting_len = 0;
        }
        Ok(())
    }
}

impl<O: Sink, const STYLE: u8> Answers for Inline<'_, O, STYLE> {
    type Error = O::Error;

    #[inline(always)]
    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<O::Error> {
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
        self.style().answer(self.output, case, start, target)
    }

    fn flush(&mut self) -> Answered<O::Error> {
        self.answer_waiting()?;
        Ok(self.output.flush()?)
    }
}

/// The queries to the goal waiting, asked of the run's metric.
#[cfg(all(storage = "compressed", feature = "std"))]
mod to_goal {
    use super::{GROUP, RunError, Style};
    use crate::board::Board;
    use crate::metric::{Measured, Question};
    use crate::stream::Sink;

    /// Queries to the goal, with their case numbers: answered together
    /// when they are a group (the metric's tables may walk them side by
    /// side), else one by one.
    pub(super) struct Waiting<'a, O> {
        pub(super) style: Style,
        pub(super) output: &'a mut O,
        pub(super) waiting: &'a [(u64, Board)],
    }

    impl<O: Sink> Question for Waiting<'_, O> {
        type Answer = Result<(), RunError<O::Error>>;

        fn ask<M: Measured>(self) -> Self::Answer {
            if let Ok(group) = <&[(u64, Board); GROUP]>::try_from(self.waiting) {
                let answers = M::paths_to_goal(&group.map(|(_, start)| start));
                for ((case, _), answer) in group.iter().zip(&answers) {
                    self.style
                        .write_answer::<M, O>(self.output, *case, answer)?;
                }
            } else {
                for (case, start) in self.waiting {
                    let answer = M::path(start, &Board::GOAL);
                    self.style
                        .write_answer::<M, O>(self.output, *case, &answer)?;
                }
            }
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
