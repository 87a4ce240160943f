//! The two metrics: [`Metric`], the value that names one, and the rules
//! of each in one shape ([`Rules`]): what a move is and what it does to a
//! board, how a board's best moves are kept as a set and an answer as a
//! string, which move starts the answer among the best, and the order in
//! which every shortest answer is listed. The questions over a metric's
//! tables (`shortest`, `space`, `score`) are written once over the rules.
//!
//! Answers are listed in ASCII order of their letters. In the single-tile
//! metric a move is a letter, so that is the order of the letters at each
//! board. In the multi-tile metric a move `L` (one cell) and a move `LL`
//! (two cells) start with the same letter: the answers `L` followed by a
//! rest come before those of `LL` exactly when that rest is empty or
//! starts with a letter before `L` (it never starts with `L`: `LL` would
//! then be one move closer than it). So at a board where both are closer
//! the listing takes `L` with the rests before `L`, then `LL`, then `L`
//! with the rests after `L`; the choices carry which rests they admit.

use crate::answer::{MoveSet, Path};
use crate::board::{Board, Move};
use crate::rank::Cursor;

#[cfg(feature = "mtm")]
pub use named::{Metric, UnknownMetric};

/// A metric's rules: its moves and what each does to a board, sets of
/// them, its answers, the first move among the best, and the order in
/// which its shortest answers are listed.
// Without `alloc` the whole space and the grader are not built, and with
// them go the only callers of a step of a rank, the grouping and the first
// move.
#[cfg_attr(not(feature = "alloc"), allow(dead_code))]
pub(crate) trait Rules {
    /// One move.
    type Step: Copy + PartialEq + 'static;
    /// A set of moves: every best next move of a board.
    type Steps: Copy + PartialEq;
    /// An answer.
    type Path: Copy;
    /// A move from a board as the listing takes it (the move, and in the
    /// multi-tile metric which rests after it are listed then).
    type Choice: Copy;
    /// The choices at one board not taken yet, in listing order.
    type Choices: Copy;

    /// The set with no move.
    const NO_STEPS: Self::Steps;
    /// The answer of no move.
    const EMPTY: Self::Path;
    /// Every move, in ASCII order of its letters.
    const ALL: &'static [Self::Step];

    /// The board after `step`; `None` when it would leave the board.
    fn apply(step: Self::Step, board: &Board) -> Option<Board>;

    /// Moves the rank `at` by `step`; `false` when the step would leave
    /// the board (`at` is then not to be read).
    fn step_rank(step: Self::Step, at: &mut Cursor) -> bool;

    /// The moves of a string of the blank's single steps, as the metric
    /// counts them.
    fn grouped(letters: impl IntoIterator<Item = Move>) -> impl Iterator<Item = Self::Step>;

    /// The answer's first move at a board whose best moves are `best`;
    /// `first_after(step)` is the first move of the answer from the board
    /// after `step`, one move closer. `None` at the target.
    fn first(
        best: Self::Steps,
        first_after: impl FnOnce(Self::Step) -> Option<Self::Step>,
    ) -> Option<Self::Step>;

    /// Whether `steps` holds `step`.
    fn contains(steps: Self::Steps, step: Self::Step) -> bool;

    /// The set `steps` with `step` in it too.
    fn with(steps: Self::Steps, step: Self::Step) -> Self::Steps;

    /// The moves that cannot be closer after `step`, one move closer
    /// itself: the way back, and in the multi-tile metric every move
    /// along its axis.
    fn farther_after(step: Self::Step) -> Self::Steps;

    /// The closer moves `closer` of a board as the listing takes them,
    /// after the choice `came` that led to the board (`None` at the
    /// start).
    fn choices(closer: Self::Steps, came: Option<Self::Choice>) -> Self::Choices;

    /// Takes the first choice left; `None` when none is.
    fn take_first(choices: &mut Self::Choices) -> Option<Self::Choice>;

    /// The move of a choice.
    fn step_of(choice: Self::Choice) -> Self::Step;

    /// Appends a move; `false` when the answer is full.
    fn push(path: &mut Self::Path, step: Self::Step) -> bool;

    /// Takes off the last move, which was `step`.
    fn pop(path: &mut Self::Path, step: Self::Step);
}

/// The single-tile metric: a move is one letter.
pub(crate) struct SingleTile;

impl Rules for SingleTile {
    type Step = Move;
    type Steps = MoveSet;
    type Path = Path;
    type Choice = Move;
    type Choices = MoveSet;

    const NO_STEPS: MoveSet = MoveSet::EMPTY;
    const EMPTY: Path = Path::EMPTY;
    const ALL: &'static [Move] = &Move::ALL;

    fn apply(step: Move, board: &Board) -> Option<Board> {
        board.apply(step)
    }

    #[inline(always)]
    fn step_rank(step: Move, at: &mut Cursor) -> bool {
        at.step(step)
    }

    fn grouped(letters: impl IntoIterator<Item = Move>) -> impl Iterator<Item = Move> {
        letters.into_iter()
    }

    /// Answers of one length: the smallest first letter makes the
    /// smallest answer.
    fn first(best: MoveSet, _: impl FnOnce(Move) -> Option<Move>) -> Option<Move> {
        best.first()
    }

    fn contains(steps: MoveSet, step: Move) -> bool {
        steps.contains(step)
    }

    fn with(steps: MoveSet, step: Move) -> MoveSet {
        steps.with(step)
    }

    fn farther_after(step: Move) -> MoveSet {
        MoveSet::EMPTY.with(step.inverse())
    }

    fn choices(closer: MoveSet, _: Option<Move>) -> MoveSet {
        closer
    }

    fn take_first(choices: &mut MoveSet) -> Option<Move> {
        let first = choices.first()?;
        *choices = choices.without(first);
        Some(first)
    }

    fn step_of(choice: Move) -> Move {
        choice
    }

    fn push(path: &mut Path, step: Move) -> bool {
        path.push(step)
    }

    fn pop(path: &mut Path, _: Move) {
        path.pop();
    }
}

#[cfg(feature = "mtm")]
pub(crate) use multi_tile::{MultiTile, one_cell_first};

#[cfg(feature = "mtm")]
mod multi_tile {
    use super::Rules;
    use crate::answer::{BestSlides, MtmPath, Slide};
    use crate::board::{Board, Move};
    use crate::rank::Cursor;

    /// The multi-tile metric: a move slides one tile or two.
    pub(crate) struct MultiTile;

    /// How a move is taken in the listing, in the order of the listing for
    /// its letter `L`: `L` with the rests before `L` (when `LL` is closer
    /// too), `L` with every rest (when it is not), `LL`, then `L` with the
    /// rests after `L`. A choice is `letter * 4 + kind`.
    const BEFORE: u8 = 0;
    const ANY: u8 = 1;
    const TWO: u8 = 2;
    const AFTER: u8 = 3;

    /// Choices as bits of a `u16`, the lowest first.
    #[derive(Clone, Copy)]
    pub(crate) struct Choices(u16);

    /// Where sliding one cell the way `direction` (`L`) and sliding two
    /// (`LL`) are both closer, whether the answer slides one: the answers
    /// are `L` followed by a rest and `LL` followed by another, and the
    /// first sorts before the second exactly when that rest is empty or
    /// starts with a letter before `L` (it never starts with `L`: `LL`
    /// would then be a move closer than it). `rest` is the rest's first
    /// letter. The walks, the whole space and the listing of every answer
    /// all decide by this.
    #[inline]
    pub(crate) fn one_cell_first(direction: Move, rest: Option<Move>) -> bool {
        rest.is_none_or(|rest| rest.code() < direction.code())
    }

    impl Rules for MultiTile {
        type Step = Slide;
        type Steps = BestSlides;
        type Path = MtmPath;
        type Choice = u8;
        type Choices = Choices;

        const NO_STEPS: BestSlides = BestSlides::EMPTY;
        const EMPTY: MtmPath = MtmPath::EMPTY;
        const ALL: &'static [Slide] = &Slide::ALL;

        fn apply(step: Slide, board: &Board) -> Option<Board> {
            step.apply(board)
        }

        #[inline(always)]
        fn step_rank(step: Slide, at: &mut Cursor) -> bool {
            // A loop, not `all`: an iterator's method stays a call here.
            for _ in 0..step.cells {
                if !at.step(step.direction) {
                    return false;
                }
            }
            true
        }

        /// Each run of one letter, two at a time (`ddd` is `dd` then `d`).
        fn grouped(letters: impl IntoIterator<Item = Move>) -> impl Iterator<Item = Slide> {
            Slide::runs(letters, true)
        }

        /// The smallest first letter, and when both of its slides are
        /// best, the one [`one_cell_first`] takes.
        fn first(
            best: BestSlides,
            first_after: impl FnOnce(Slide) -> Option<Slide>,
        ) -> Option<Slide> {
            let direction = best.first_letter()?;
            let one = Slide::one_cell(direction);
            let two = Slide {
                direction,
                cells: 2,
            };
            Some(match (best.contains(one), best.contains(two)) {
                (true, true) => {
                    let rest = first_after(one).map(|slide| slide.direction);
                    if one_cell_first(direction, rest) {
                        one
                    } else {
                        two
                    }
                }
                (false, true) => two,
                _ => one,
            })
        }

        fn contains(steps: BestSlides, step: Slide) -> bool {
            steps.contains(step)
        }

        fn with(steps: BestSlides, step: Slide) -> BestSlides {
            steps.with(step)
        }

        fn farther_after(step: Slide) -> BestSlides {
            let mut axis = BestSlides::EMPTY;
            for direction in [step.direction, step.direction.inverse()] {
                for cells in [1, 2] {
                    axis = axis.with(Slide { direction, cells });
                }
            }
            axis
        }

        fn choices(closer: BestSlides, came: Option<u8>) -> Choices {
            let mut bits = 0u16;
            for letter in Move::ALL {
                if !admits(came, letter) {
                    continue;
                }
                let one = closer.contains(Slide {
                    direction: letter,
                    cells: 1,
                });
                let two = closer.contains(Slide {
                    direction: letter,
                    cells: 2,
                });
                let kinds: &[u8] = match (one, two) {
                    (true, true) => &[BEFORE, TWO, AFTER],
                    (true, false) => &[ANY],
                    (false, true) => &[TWO],
                    (false, false) => &[],
                };
                for kind in kinds {
                    bits |= 1 << (letter.code() * 4 + kind);
                }
            }
            Choices(bits)
        }

        fn take_first(choices: &mut Choices) -> Option<u8> {
            if choices.0 == 0 {
                return None;
            }
            let first = choices.0.trailing_zeros() as u8;
            choices.0 &= choices.0 - 1;
            Some(first)
        }

        fn step_of(choice: u8) -> Slide {
            Slide {
                direction: Move::from_code(choice / 4),
                cells: if choice % 4 == TWO { 2 } else { 1 },
            }
        }

        fn push(path: &mut MtmPath, step: Slide) -> bool {
            path.push(step)
        }

        fn pop(path: &mut MtmPath, step: Slide) {
            path.pop(step);
        }
    }

    /// Whether the rest after the choice `came` may start with `letter`.
    /// (A rest that is empty is admitted by every choice but `AFTER`: at
    /// the target no choice is left, and `AFTER` is taken only where `LL`
    /// is closer too, so never one move from the target.)
    fn admits(came: Option<u8>, letter: Move) -> bool {
        let Some(came) = came else {
            return true;
        };
        let taken = Move::from_code(came / 4);
        match came % 4 {
            BEFORE => one_cell_first(taken, Some(letter)),
            AFTER => letter != taken && !one_cell_first(taken, Some(letter)),
            _ => true,
        }
    }
}

#[cfg(feature = "mtm")]
mod named {
    use core::fmt;
    use core::str::FromStr;

    use crate::messages;

    /// How moves are counted: what "shortest" means. Its name is what the
    /// program's `--metric` and every binding's `metric` take ("stm",
    /// "mtm"); its queries (`Metric::solve_pair`, `Metric::space`, ...)
    /// answer in either metric with one type of each answer, a move being
    /// a [`Slide`](crate::mtm::Slide) of one cell or two.
    ///
    /// ```
    /// use eight::{Board, Metric};
    ///
    /// let metric: Metric = "mtm".parse()?;
    /// let start: Board = "12X453786".parse()?;
    /// assert_eq!(metric.solve_pair(&start, &Board::GOAL)?.len(), 1);
    /// assert_eq!(Metric::Stm.solve_pair(&start, &Board::GOAL)?.len(), 2);
    /// assert_eq!(metric.to_string(), "mtm");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Metric {
        /// A move slides one tile: the judges' metric.
        #[default]
        Stm,
        /// A move slides one tile, or two of a row or column at once (`dd`
        /// is one move): see [`crate::mtm`].
        Mtm,
    }

    impl Metric {
        /// Every metric, in the order their names are listed.
        pub const ALL: [Metric; 2] = [Metric::Stm, Metric::Mtm];

        /// Its name: `"stm"` or `"mtm"`.
        pub const fn name(self) -> &'static str {
            match self {
                Metric::Stm => "stm",
                Metric::Mtm => "mtm",
            }
        }

        /// What it counts as a move, in a line (the program lists each
        /// metric's name with it).
        ///
        /// ```
        /// assert_eq!(eight::Metric::Stm.summary(), "Single-tile moves");
        /// ```
        pub const fn summary(self) -> &'static str {
            match self {
                Metric::Stm => "Single-tile moves",
                Metric::Mtm => "Multi-tile moves: a slide of one or two tiles is one move",
            }
        }

        /// The word a sentence puts before "move" for one of its moves:
        /// none for the judges' metric, whose moves are the plain ones.
        ///
        /// ```
        /// assert_eq!(eight::Metric::Mtm.move_kind(), "multi-tile ");
        /// assert_eq!(eight::Metric::Stm.move_kind(), "");
        /// ```
        pub const fn move_kind(self) -> &'static str {
            match self {
                Metric::Stm => "",
                Metric::Mtm => "multi-tile ",
            }
        }
    }

    impl fmt::Display for Metric {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.name())
        }
    }

    impl FromStr for Metric {
        type Err = UnknownMetric;

        /// `"stm"` or `"mtm"`, as written (no other case).
        fn from_str(name: &str) -> Result<Metric, UnknownMetric> {
            Metric::ALL
                .into_iter()
                .find(|metric| metric.name() == name)
                .ok_or(UnknownMetric)
        }
    }

    /// A name that is no metric's ([`messages::UNKNOWN_METRIC`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct UnknownMetric;

    impl fmt::Display for UnknownMetric {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(messages::UNKNOWN_METRIC)
        }
    }

    impl core::error::Error for UnknownMetric {}
}
