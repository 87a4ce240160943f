//! The two metrics in one shape: what a move is, how a board's best moves
//! are kept as a set and an answer as a string, and the order in which
//! every shortest answer is listed. The questions about every shortest
//! answer (`shortest`) are written once over this, for both.
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
use crate::board::Move;

/// A metric: its moves, sets of them, its answers, and the order in
/// which its shortest answers are listed.
pub(crate) trait Metric {
    /// One move.
    type Step: Copy;
    /// A set of moves: every best next move of a board.
    type Steps: Copy;
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

    /// Whether `steps` has no move.
    fn is_empty(steps: Self::Steps) -> bool;

    /// Whether `steps` holds `step`.
    fn contains(steps: Self::Steps, step: Self::Step) -> bool;

    /// The number of moves of `path`.
    fn len(path: &Self::Path) -> usize;

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

impl Metric for SingleTile {
    type Step = Move;
    type Steps = MoveSet;
    type Path = Path;
    type Choice = Move;
    type Choices = MoveSet;

    const NO_STEPS: MoveSet = MoveSet::EMPTY;
    const EMPTY: Path = Path::EMPTY;

    fn is_empty(steps: MoveSet) -> bool {
        steps.is_empty()
    }

    fn contains(steps: MoveSet, step: Move) -> bool {
        steps.contains(step)
    }

    fn len(path: &Path) -> usize {
        path.len()
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
pub(crate) use multi_tile::MultiTile;

#[cfg(feature = "mtm")]
mod multi_tile {
    use super::Metric;
    use crate::answer::{BestSlides, MtmPath, Slide};
    use crate::board::Move;

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

    impl Metric for MultiTile {
        type Step = Slide;
        type Steps = BestSlides;
        type Path = MtmPath;
        type Choice = u8;
        type Choices = Choices;

        const NO_STEPS: BestSlides = BestSlides::EMPTY;
        const EMPTY: MtmPath = MtmPath::EMPTY;

        fn is_empty(steps: BestSlides) -> bool {
            steps.is_empty()
        }

        fn contains(steps: BestSlides, step: Slide) -> bool {
            steps.contains(step)
        }

        fn len(path: &MtmPath) -> usize {
            path.len()
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
        let bound = came / 4;
        match came % 4 {
            BEFORE => letter.code() < bound,
            AFTER => letter.code() > bound,
            _ => true,
        }
    }
}
