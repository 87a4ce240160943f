//! The questions over a whole space or a list of moves, which need a heap
//! (`alloc`).

use eight_core::answer::{BestSlides, Slide};

use super::{Metric, by_metric};
use crate::answer::SolveError;
use crate::board::{Board, Move};
use crate::error::TableError;
use crate::rank::Cursor;
use crate::rules::Rules;
use crate::space::Telling;

impl Metric {
    /// The whole space of `target` (see [`crate::Space`]), its moves as
    /// slides.
    ///
    /// ```
    /// use eight::{Board, Metric};
    ///
    /// let space = Metric::Mtm.space(&Board::GOAL)?;
    /// let board: Board = "8672543x1".parse()?;
    /// let row = space.row(&board).expect("it reaches the goal");
    /// assert_eq!(usize::from(space.distances()[row]), Metric::Mtm.distance(&board, &Board::GOAL)?);
    /// assert_eq!(space.first()[row], Metric::Mtm.solve(&board)?.moves().next());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn space(self, target: &Board) -> Result<crate::Space<BestSlides, Slide>, SolveError> {
        by_metric!(self, M => crate::space::space_of::<M, AsSlides>(target))
    }

    /// Grades the blank's letters `moves` from `board` towards `target`
    /// (see [`crate::score()`]), grouped into the metric's moves: in the
    /// multi-tile metric a run of one letter (`dd`, or `U2` in the tile
    /// notation) is one slide.
    ///
    /// ```
    /// let board: eight::Board = "x12345678".parse()?;
    /// let moves = eight::read_moves("ddrr")?;
    /// let graded = eight::Metric::Mtm.score(&board, &moves, &eight::Board::GOAL)?;
    /// assert_eq!(graded.length(), 2);
    /// assert!(graded.legal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn score(
        self,
        board: &Board,
        moves: &[Move],
        target: &Board,
    ) -> Result<crate::Score<Slide>, TableError> {
        by_metric!(self, M => Ok(crate::score::score_of::<M>(board, moves, target)?.told(M::slide)))
    }
}

/// The moves as slides, in either metric: what `Metric::space` gives.
struct AsSlides;

impl<R: Rules> Telling<R> for AsSlides {
    type Steps = BestSlides;
    type Step = Slide;
    const MOVES: &'static [Slide] = R::SLIDES;

    fn best(steps: R::Steps) -> BestSlides {
        R::slides(steps)
    }

    fn first(step: R::Step) -> Slide {
        R::slide(step)
    }

    fn back(step: Slide) -> R::Step {
        R::from_slide(step)
    }

    fn step_rank(step: Slide, at: &mut Cursor) -> bool {
        R::step_rank(R::from_slide(step), at)
    }
}
