//! Where a run's queries go once read: answered on this thread as they
//! come ([`Inline`], the goal's queries in groups), or by a function of
//! the caller's ([`ByFunction`]). (Spread over threads: `threads.rs`.)

use super::{RunError, Style};
use crate::answer::{Path, SolveError};
use crate::board::Board;
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

    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<O::Error> {
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

    fn flush(&mut self) -> Answered<O::Error> {
        self.answer_waiting()?;
        Ok(self.output.flush()?)
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
        Style::of(STYLE).write_answer(self.output, case, &(self.solve)(start, target))
    }

    fn flush(&mut self) -> Answered<O::Error> {
        Ok(self.output.flush()?)
    }
}
