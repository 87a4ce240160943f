//! Each metric's rules in one shape ([`Rules`]): what a move is and what
//! it does to a board or a rank, how a board's best moves are kept as a
//! set and an answer as a string, which move starts the answer among the
//! best, and the order in which every shortest answer is listed. The
//! build script's searches, the solver's walks and every query take a
//! metric's rules from here, and restate none of them.
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

use crate::answer::{BestSlides, MoveSet, Path, Slide};
use crate::board::{Board, Move};
use crate::rank::Cursor;

/// A metric's rules: its moves and what each does to a board, sets of
/// them, its answers, the first move among the best, and the order in
/// which its shortest answers are listed.
pub trait Rules {
    /// The metric's name, as the program's `--metric` and every binding's
    /// `metric` take it: `"stm"`, `"mtm"`.
    const NAME: &'static str;
    /// What it counts as a move, in a line (the program lists each
    /// metric's name with it).
    const SUMMARY: &'static str;
    /// The word a sentence puts before "move" for one of its moves: none
    /// for the judges' metric, whose moves are the plain ones.
    const MOVE_KIND: &'static str;

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
    /// Every move as a slide, in the order of [`Rules::ALL`].
    const SLIDES: &'static [Slide];
    /// The most cells a move crosses: 1, or 2 when the blank may travel
    /// two cells the same way in one move.
    const MOST_CELLS: u8;

    /// A move as a slide (of one cell in the single-tile metric): what the
    /// queries through the solver's `Metric` give in either metric.
    fn slide(step: Self::Step) -> Slide;

    /// A slide as one of the metric's moves (the single-tile metric keeps
    /// its direction): the way back from a slide the whole space told.
    fn from_slide(slide: Slide) -> Self::Step;

    /// A set of moves as a set of slides.
    fn slides(steps: Self::Steps) -> BestSlides;

    /// An answer's letters.
    fn letters(path: &Self::Path) -> &[u8];

    /// An answer's number of moves, as the metric counts them.
    fn length(path: &Self::Path) -> usize;

    /// An answer's letters and a line end after them, in one piece: the
    /// line the Eight format writes.
    fn line(path: &Self::Path) -> impl AsRef<[u8]> + '_;

    /// An answer's moves, in order.
    fn moves(path: &Self::Path) -> impl Iterator<Item = Self::Step> + '_;

    /// The board after `step`; `None` when it would leave the board.
    fn apply(step: Self::Step, board: &Board) -> Option<Board>;

    /// Takes `step` a cell at a time, calling `cell` with the way the
    /// blank travels for each cell it crosses, until `cell` says `false`;
    /// whether it said `true` for every cell. Whatever follows a board a
    /// step at a time (a rank, the views of a table read in place) moves
    /// by this, so a move's cells are counted here alone.
    fn cells(step: Self::Step, cell: impl FnMut(Move) -> bool) -> bool;

    /// Moves the rank `at` by `step`; `false` when the step would leave
    /// the board (`at` is then not to be read).
    #[inline(always)]
    fn step_rank(step: Self::Step, at: &mut Cursor) -> bool {
        Self::cells(step, |direction| at.step(direction))
    }

    /// The moves of a string of the blank's single steps, as the metric
    /// counts them.
    fn grouped(letters: impl IntoIterator<Item = Move>) -> impl Iterator<Item = Self::Step>;

    /// The answer's first move at a board whose best moves are `best`;
    /// `first_after(step)` is the first move of the answer from the board
    /// after `step`, one move closer. `None` at the target. (Only how that
    /// move's letter compares with `step`'s is read, so a walk may answer
    /// with `step`'s own letter for any letter after it. `best` need hold
    /// only the best moves of its first letter.)
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
pub struct SingleTile;

impl Rules for SingleTile {
    const NAME: &'static str = "stm";
    const SUMMARY: &'static str = "Single-tile moves";
    const MOVE_KIND: &'static str = "";

    type Step = Move;
    type Steps = MoveSet;
    type Path = Path;
    type Choice = Move;
    type Choices = MoveSet;

    const NO_STEPS: MoveSet = MoveSet::EMPTY;
    const EMPTY: Path = Path::EMPTY;
    const ALL: &'static [Move] = &Move::ALL;
    const SLIDES: &'static [Slide] = &[
        Slide::one_cell(Move::Down),
        Slide::one_cell(Move::Left),
        Slide::one_cell(Move::Right),
        Slide::one_cell(Move::Up),
    ];
    const MOST_CELLS: u8 = 1;

    #[inline]
    fn slide(step: Move) -> Slide {
        Slide::one_cell(step)
    }

    #[inline]
    fn from_slide(slide: Slide) -> Move {
        slide.direction
    }

    #[inline]
    fn slides(steps: MoveSet) -> BestSlides {
        BestSlides::one_cell(steps)
    }

    #[inline]
    fn letters(path: &Path) -> &[u8] {
        path.as_bytes()
    }

    #[inline]
    fn length(path: &Path) -> usize {
        path.len()
    }

    #[inline]
    fn line(path: &Path) -> impl AsRef<[u8]> + '_ {
        path.line()
    }

    fn moves(path: &Path) -> impl Iterator<Item = Move> + '_ {
        path.moves()
    }

    fn apply(step: Move, board: &Board) -> Option<Board> {
        board.apply(step)
    }

    #[inline(always)]
    fn cells(step: Move, mut cell: impl FnMut(Move) -> bool) -> bool {
        cell(step)
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

pub use multi_tile::{MultiTile, one_cell_first};

mod multi_tile {
    use super::Rules;
    use crate::answer::{BestSlides, MoveSet, MtmPath, Slide};
    use crate::board::{Board, Move};

    /// The multi-tile metric: a move slides one tile or two.
    pub struct MultiTile;

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
    pub struct Choices(u16);

    /// Where sliding one cell the way `direction` (`L`) and sliding two
    /// (`LL`) are both closer, whether the answer slides one: the answers
    /// are `L` followed by a rest and `LL` followed by another, and the
    /// first sorts before the second exactly when that rest is empty or
    /// starts with a letter before `L` (it never starts with `L`: `LL`
    /// would then be a move closer than it). `rest` is the rest's first
    /// letter. The walks, the whole space and the listing of every answer
    /// all decide by this.
    #[inline]
    pub fn one_cell_first(direction: Move, rest: Option<Move>) -> bool {
        rest.is_none_or(|rest| rest.code() < direction.code())
    }

    impl Rules for MultiTile {
        const NAME: &'static str = "mtm";
        const SUMMARY: &'static str = "Multi-tile moves: a slide of one or two tiles is one move";
        const MOVE_KIND: &'static str = "multi-tile ";

        type Step = Slide;
        type Steps = BestSlides;
        type Path = MtmPath;
        type Choice = u8;
        type Choices = Choices;

        const NO_STEPS: BestSlides = BestSlides::EMPTY;
        const EMPTY: MtmPath = MtmPath::EMPTY;
        const ALL: &'static [Slide] = &Slide::ALL;
        const SLIDES: &'static [Slide] = &Slide::ALL;
        const MOST_CELLS: u8 = 2;

        #[inline]
        fn slide(step: Slide) -> Slide {
            step
        }

        #[inline]
        fn from_slide(slide: Slide) -> Slide {
            slide
        }

        #[inline]
        fn slides(steps: BestSlides) -> BestSlides {
            steps
        }

        #[inline]
        fn letters(path: &MtmPath) -> &[u8] {
            path.as_bytes()
        }

        #[inline]
        fn length(path: &MtmPath) -> usize {
            path.len()
        }

        #[inline]
        fn line(path: &MtmPath) -> impl AsRef<[u8]> + '_ {
            path.line()
        }

        fn moves(path: &MtmPath) -> impl Iterator<Item = Slide> + '_ {
            path.slides()
        }

        fn apply(step: Slide, board: &Board) -> Option<Board> {
            step.apply(board)
        }

        #[inline(always)]
        fn cells(step: Slide, mut cell: impl FnMut(Move) -> bool) -> bool {
            // A loop, not `all`: an iterator's method stays a call here.
            for _ in 0..step.cells {
                if !cell(step.direction) {
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
        #[inline(always)]
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

        #[inline(always)]
        fn farther_after(step: Slide) -> BestSlides {
            BestSlides::along(
                MoveSet::EMPTY
                    .with(step.direction)
                    .with(step.direction.inverse()),
            )
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

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::String;
    use std::vec::Vec;

    use super::*;
    use crate::rank::{TABLE_LEN, rank, unrank};

    /// Every 97th even board: every blank cell, and boards of every kind.
    fn boards() -> impl Iterator<Item = Board> {
        (0..TABLE_LEN).step_by(97).filter_map(unrank)
    }

    /// The board after `step`, one cell at a time by the board's own
    /// single moves: what a move is, told without the rules.
    fn by_cells<R: Rules>(step: R::Step, board: &Board) -> Option<Board> {
        let mut at = *board;
        R::cells(step, |direction| match at.apply(direction) {
            Some(next) => {
                at = next;
                true
            }
            None => false,
        })
        .then_some(at)
    }

    /// A metric's moves, applied, stepped and ranked alike; its slides
    /// and sets of slides are its own moves.
    fn moves_agree<R: Rules>() {
        assert_eq!(R::ALL.len(), R::SLIDES.len());
        for (&step, &slide) in R::ALL.iter().zip(R::SLIDES) {
            assert_eq!(R::slide(step), slide);
            assert!(R::from_slide(slide) == step);
            assert!(slide.cells <= R::MOST_CELLS);
            let alone = R::with(R::NO_STEPS, step);
            assert!(R::contains(alone, step));
            assert_eq!(R::slides(alone), BestSlides::EMPTY.with(slide));
            for board in boards() {
                let after = R::apply(step, &board);
                assert_eq!(after, by_cells::<R>(step, &board), "{board}");
                assert_eq!(after, slide.apply(&board), "{board}");
                let mut at = Cursor::new(&board).expect("an even board");
                let stepped = R::step_rank(step, &mut at);
                assert_eq!(stepped, after.is_some(), "{board}");
                if let Some(after) = after {
                    assert_eq!(Some(at.rank()), rank(&after), "{board}");
                }
            }
        }
        assert!(!R::contains(R::NO_STEPS, R::ALL[0]));
    }

    #[test]
    fn each_metric_s_moves_are_its_slides_and_move_a_board_alike() {
        moves_agree::<SingleTile>();
        moves_agree::<MultiTile>();
        assert_eq!((SingleTile::MOST_CELLS, MultiTile::MOST_CELLS), (1, 2));
        assert_eq!(MultiTile::ALL, &Slide::ALL);
    }

    /// An answer made of `steps`, and what it tells of itself.
    fn answer_of<R: Rules>(steps: &[R::Step]) -> (String, usize, Vec<u8>) {
        let mut path = R::EMPTY;
        for &step in steps {
            assert!(R::push(&mut path, step));
        }
        assert!(R::moves(&path).eq(steps.iter().copied()));
        let letters = String::from_utf8(R::letters(&path).to_vec()).expect("letters");
        let told = (letters, R::length(&path), R::line(&path).as_ref().to_vec());
        let mut popped = path;
        if let Some(&last) = steps.last() {
            R::pop(&mut popped, last);
            assert_eq!(R::length(&popped), steps.len() - 1);
            let mut line = R::letters(&popped).to_vec();
            line.push(b'\n');
            assert_eq!(R::line(&popped).as_ref(), line);
        }
        told
    }

    #[test]
    fn an_answer_holds_its_letters_its_length_and_its_line() {
        let (d, l, r, u) = (Move::Down, Move::Left, Move::Right, Move::Up);
        let (letters, length, line) = answer_of::<SingleTile>(&[d, d, r, u]);
        assert_eq!(
            (letters.as_str(), length, line.as_slice()),
            ("ddru", 4, &b"ddru\n"[..])
        );
        let two = |direction| Slide {
            direction,
            cells: 2,
        };
        let slides = [two(d), Slide::one_cell(l), two(u), Slide::one_cell(r)];
        let (letters, length, line) = answer_of::<MultiTile>(&slides);
        assert_eq!(
            (letters.as_str(), length, line.as_slice()),
            ("ddluur", 4, &b"ddluur\n"[..])
        );
        let (letters, length, line) = answer_of::<MultiTile>(&[]);
        assert_eq!(
            (letters.as_str(), length, line.as_slice()),
            ("", 0, &b"\n"[..])
        );
    }

    #[test]
    fn a_string_of_steps_groups_into_each_metric_s_moves() {
        let steps = [
            Move::Down,
            Move::Down,
            Move::Down,
            Move::Left,
            Move::Up,
            Move::Up,
        ];
        let single: Vec<Move> = SingleTile::grouped(steps).collect();
        assert_eq!(single, steps);
        let multi: Vec<(Move, u8)> = MultiTile::grouped(steps)
            .map(|slide| (slide.direction, slide.cells))
            .collect();
        assert_eq!(
            multi,
            [
                (Move::Down, 2),
                (Move::Down, 1),
                (Move::Left, 1),
                (Move::Up, 2)
            ]
        );
    }

    #[test]
    fn the_moves_that_cannot_be_closer_after_a_move_are_its_axis() {
        for mv in Move::ALL {
            assert_eq!(
                SingleTile::farther_after(mv),
                MoveSet::EMPTY.with(mv.inverse())
            );
            for cells in [1, 2] {
                let farther = MultiTile::farther_after(Slide {
                    direction: mv,
                    cells,
                });
                let expected: Vec<Slide> = Slide::ALL
                    .into_iter()
                    .filter(|s| s.direction == mv || s.direction == mv.inverse())
                    .collect();
                assert_eq!(farther.iter().collect::<Vec<_>>(), expected);
            }
        }
    }

    #[test]
    fn one_cell_comes_first_when_the_rest_is_empty_or_starts_before_its_letter() {
        for direction in Move::ALL {
            assert!(one_cell_first(direction, None));
            for rest in Move::ALL {
                assert_eq!(
                    one_cell_first(direction, Some(rest)),
                    rest.letter() < direction.letter(),
                    "{direction:?} {rest:?}"
                );
            }
        }
    }

    #[test]
    fn the_first_move_is_the_smallest_letter_and_then_the_rule_between_l_and_ll() {
        let (d, l) = (Move::Down, Move::Left);
        let set = |moves: &[Move]| moves.iter().fold(MoveSet::EMPTY, |s, &m| s.with(m));
        assert_eq!(SingleTile::first(set(&[l, d]), |_| None), Some(d));
        assert_eq!(SingleTile::first(MoveSet::EMPTY, |_| None), None);
        let one = Slide::one_cell(l);
        let two = Slide {
            direction: l,
            cells: 2,
        };
        let both = BestSlides::EMPTY.with(one).with(two);
        // The rest after `l`: none, or a letter before or after `l`.
        assert_eq!(MultiTile::first(both, |_| None), Some(one));
        assert_eq!(
            MultiTile::first(both, |_| Some(Slide::one_cell(d))),
            Some(one)
        );
        let after = Slide::one_cell(Move::Up);
        assert_eq!(MultiTile::first(both, |_| Some(after)), Some(two));
        assert_eq!(
            MultiTile::first(BestSlides::EMPTY.with(two), |_| None),
            Some(two)
        );
        assert_eq!(
            MultiTile::first(BestSlides::EMPTY.with(one), |_| Some(after)),
            Some(one)
        );
        // The smallest letter first, whatever its cells.
        let lower = BestSlides::EMPTY.with(two).with(Slide {
            direction: d,
            cells: 2,
        });
        assert_eq!(
            MultiTile::first(lower, |_| None),
            Some(Slide {
                direction: d,
                cells: 2
            })
        );
        assert_eq!(MultiTile::first(BestSlides::EMPTY, |_| None), None);
    }

    /// The moves of the choices at one board, in listing order.
    fn listed<R: Rules>(closer: R::Steps, came: Option<R::Choice>) -> Vec<R::Step> {
        let mut choices = R::choices(closer, came);
        core::iter::from_fn(|| R::take_first(&mut choices))
            .map(R::step_of)
            .collect()
    }

    #[test]
    fn the_choices_at_a_board_are_listed_in_ascii_order_of_the_answers() {
        let (d, l, u) = (Move::Down, Move::Left, Move::Up);
        let closer = MoveSet::EMPTY.with(u).with(d);
        assert_eq!(listed::<SingleTile>(closer, None), [d, u]);
        assert_eq!(listed::<SingleTile>(closer, Some(Move::Right)), [d, u]);
        // Where `l` and `ll` are both closer: `l` with the rests before
        // `l`, then `ll`, then `l` with the rests after `l`.
        let one = Slide::one_cell(l);
        let two = Slide {
            direction: l,
            cells: 2,
        };
        let closer = BestSlides::EMPTY
            .with(one)
            .with(two)
            .with(Slide::one_cell(u));
        assert_eq!(
            listed::<MultiTile>(closer, None),
            [one, two, one, Slide::one_cell(u)]
        );
        // After each choice of `l`, the rests it admits.
        let mut choices = MultiTile::choices(closer, None);
        let before = MultiTile::take_first(&mut choices);
        let twice = MultiTile::take_first(&mut choices);
        let after = MultiTile::take_first(&mut choices);
        let next = BestSlides::EMPTY
            .with(Slide::one_cell(d))
            .with(Slide::one_cell(Move::Right))
            .with(Slide::one_cell(u));
        let letters = |came| -> Vec<Move> {
            listed::<MultiTile>(next, came)
                .into_iter()
                .map(|slide| slide.direction)
                .collect()
        };
        assert_eq!(letters(before), [d]);
        assert_eq!(letters(twice), [d, Move::Right, u]);
        assert_eq!(letters(after), [Move::Right, u]);
        // `l` alone closer: every rest.
        let alone = BestSlides::EMPTY.with(one);
        let mut choices = MultiTile::choices(alone, None);
        let any = MultiTile::take_first(&mut choices);
        assert_eq!(MultiTile::take_first(&mut choices), None);
        assert_eq!(letters(any), [d, Move::Right, u]);
    }
}
