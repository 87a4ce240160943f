//! The queries through a [`Metric`] value, for a caller that reads the
//! metric at run time (a program's option, a binding's keyword): each
//! picks the metric's tables here, once, and answers with one type in
//! either metric. A move is a [`Slide`] (of one cell in the single-tile
//! metric), a set of moves [`BestSlides`], an answer an [`Answer`]; their
//! letters and numbers are those of the metric's own functions.

use core::fmt;

#[cfg(feature = "alloc")]
use crate::answer::MoveSet;
use crate::answer::{BestSlides, MtmPath, Path, Slide, SolveError};
use crate::board::{Board, Move};
use crate::error::TableError;
use crate::metric::Metric;
use crate::mtm;
#[cfg(feature = "alloc")]
use crate::rank::Cursor;
#[cfg(feature = "alloc")]
use crate::rules::{MultiTile, Rules, SingleTile};
use crate::shortest::{BestMoves, Neighbour, Neighbours};
use crate::solve::Hint;
#[cfg(feature = "alloc")]
use crate::space::{Telling, whole};

/// An answer in either metric (what [`Metric`]'s queries give): the
/// blank's letters, and its moves as that metric counts them.
///
/// ```
/// use eight::{Board, Metric, Move, mtm::Slide};
///
/// let start: Board = "12X453786".parse()?;
/// let answer = Metric::Mtm.solve_pair(&start, &Board::GOAL)?;
/// assert_eq!((answer.as_str(), answer.len()), ("dd", 1));
/// assert_eq!(answer.moves().collect::<Vec<_>>(), [Slide { direction: Move::Down, cells: 2 }]);
/// let answer = Metric::Stm.solve_pair(&start, &Board::GOAL)?;
/// assert_eq!((answer.as_str(), answer.len(), answer.moves().count()), ("dd", 2, 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Answer(Either);

/// The answer as its metric's query gave it: no copy of its letters.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Either {
    Single(Path),
    Multi(MtmPath),
}

impl Answer {
    /// The metric it counts its moves in.
    pub fn metric(&self) -> Metric {
        match self.0 {
            Either::Single(_) => Metric::Stm,
            Either::Multi(_) => Metric::Mtm,
        }
    }

    /// The blank's letters, e.g. `"ddl"`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Either::Single(path) => path.as_bytes(),
            Either::Multi(path) => path.as_bytes(),
        }
    }

    /// The number of moves, as its metric counts them.
    pub fn len(&self) -> usize {
        match &self.0 {
            Either::Single(path) => path.len(),
            Either::Multi(path) => path.len(),
        }
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.as_bytes().is_empty()
    }

    /// The single steps of the blank, a letter each.
    pub fn steps(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// The moves of its metric: a slide of one cell each letter in the
    /// single-tile metric.
    pub fn moves(&self) -> impl Iterator<Item = Slide> + '_ {
        Slide::runs(self.steps(), self.metric() == Metric::Mtm)
    }
}

impl From<Path> for Answer {
    fn from(path: Path) -> Answer {
        Answer(Either::Single(path))
    }
}

impl From<MtmPath> for Answer {
    fn from(path: MtmPath) -> Answer {
        Answer(Either::Multi(path))
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Answer({:?}, {})", self.as_str(), self.metric())
    }
}

/// The single-tile metric's moves as slides of one cell, in ASCII order.
const ONE_CELL: [Slide; 4] = [
    Slide::one_cell(Move::Down),
    Slide::one_cell(Move::Left),
    Slide::one_cell(Move::Right),
    Slide::one_cell(Move::Up),
];

/// The single-tile metric's space told as slides of one cell.
#[cfg(feature = "alloc")]
struct AsSlides;

#[cfg(feature = "alloc")]
impl Telling<SingleTile> for AsSlides {
    type Steps = BestSlides;
    type Step = Slide;
    const MOVES: &'static [Slide] = &ONE_CELL;

    fn best(steps: MoveSet) -> BestSlides {
        BestSlides::one_cell(steps)
    }

    fn first(step: Move) -> Slide {
        Slide::one_cell(step)
    }

    fn back(step: Slide) -> Move {
        step.direction
    }

    fn step_rank(step: Slide, at: &mut Cursor) -> bool {
        MultiTile::step_rank(step, at)
    }
}

/// A best-moves answer of the single-tile metric, its moves as slides.
fn best_slides(best: BestMoves) -> BestMoves<BestSlides> {
    BestMoves {
        distance: best.distance,
        moves: BestSlides::one_cell(best.moves),
    }
}

impl Metric {
    /// Its moves, in ASCII order of their letters: `d`, `l`, `r`, `u`, or
    /// in the multi-tile metric `d`, `dd`, `l`, `ll`, ...
    pub fn all_moves(self) -> &'static [Slide] {
        match self {
            Metric::Stm => &ONE_CELL,
            Metric::Mtm => &Slide::ALL,
        }
    }

    /// The answer from `board` to the goal.
    pub fn solve(self, board: &Board) -> Result<Answer, SolveError> {
        self.solve_pair(board, &Board::GOAL)
    }

    /// The answer from `start` to `target`.
    pub fn solve_pair(self, start: &Board, target: &Board) -> Result<Answer, SolveError> {
        match self {
            Metric::Stm => crate::solve_pair(start, target).map(Answer::from),
            Metric::Mtm => mtm::solve_pair(start, target).map(Answer::from),
        }
    }

    /// The number of moves from `start` to `target`.
    pub fn distance(self, start: &Board, target: &Board) -> Result<usize, SolveError> {
        match self {
            Metric::Stm => crate::distance(start, target),
            Metric::Mtm => mtm::distance(start, target),
        }
    }

    /// The distance to `target` and the answer's first move.
    pub fn hint(self, board: &Board, target: &Board) -> Result<Hint<Slide>, SolveError> {
        match self {
            Metric::Stm => crate::hint(board, target).map(|hint| Hint {
                distance: hint.distance,
                next: hint.next.map(Slide::one_cell),
            }),
            Metric::Mtm => mtm::hint(board, target),
        }
    }

    /// The distance to `target` and every move one move closer.
    pub fn best_moves(
        self,
        board: &Board,
        target: &Board,
    ) -> Result<BestMoves<BestSlides>, SolveError> {
        match self {
            Metric::Stm => crate::best_moves(board, target).map(best_slides),
            Metric::Mtm => mtm::best_moves(board, target),
        }
    }

    /// Every move from `board` with the board after it and that board's
    /// distance to `target`, in ASCII order of the moves.
    pub fn neighbours(
        self,
        board: &Board,
        target: &Board,
    ) -> Result<Neighbours<Slide>, SolveError> {
        match self {
            Metric::Stm => crate::neighbours(board, target).map(|all| {
                all.told(|n: Neighbour| Neighbour {
                    mv: Slide::one_cell(n.mv),
                    board: n.board,
                    distance: n.distance,
                })
            }),
            Metric::Mtm => mtm::neighbours(board, target),
        }
    }

    /// How many answers of the fewest moves lead from `start` to
    /// `target`.
    pub fn count_solutions(self, start: &Board, target: &Board) -> Result<u64, SolveError> {
        match self {
            Metric::Stm => crate::count_solutions(start, target),
            Metric::Mtm => mtm::count_solutions(start, target),
        }
    }

    /// Every answer of the fewest moves from `start` to `target`, in
    /// ASCII order (the first is the answer).
    pub fn solutions(self, start: &Board, target: &Board) -> Result<Answers, SolveError> {
        Ok(match self {
            Metric::Stm => {
                let all = crate::solutions(start, target)?;
                Answers::new(all.distance(), Listing::Single(all))
            }
            Metric::Mtm => {
                let all = mtm::solutions(start, target)?;
                Answers::new(all.distance(), Listing::Multi(all))
            }
        })
    }

    /// The whole space of `target` (see [`crate::Space`]), its moves as
    /// slides.
    #[cfg(feature = "alloc")]
    pub fn space(self, target: &Board) -> Result<crate::Space<BestSlides, Slide>, SolveError> {
        match self {
            Metric::Stm => whole::<SingleTile, AsSlides>(target),
            Metric::Mtm => mtm::space(target),
        }
    }

    /// Grades the blank's letters `moves` from `board` towards `target`
    /// (see [`crate::score()`]), grouped into the metric's moves.
    #[cfg(feature = "alloc")]
    pub fn score(
        self,
        board: &Board,
        moves: &[Move],
        target: &Board,
    ) -> Result<crate::Score<Slide>, TableError> {
        match self {
            Metric::Stm => crate::score(board, moves, target).map(|s| s.told(Slide::one_cell)),
            Metric::Mtm => mtm::score(board, moves, target),
        }
    }
}

/// Every answer of one pair in one metric, in ASCII order (see
/// [`Metric::solutions`]).
pub struct Answers {
    distance: usize,
    listing: Listing,
}

/// The listing of either metric. Both keep their answer and boards
/// inline, without a heap, so neither is boxed.
#[allow(clippy::large_enum_variant)]
enum Listing {
    Single(crate::Solutions),
    Multi(mtm::Solutions),
}

impl Answers {
    fn new(distance: usize, listing: Listing) -> Answers {
        Answers { distance, listing }
    }

    /// The number of moves of every answer.
    pub fn distance(&self) -> usize {
        self.distance
    }
}

impl Iterator for Answers {
    type Item = Result<Answer, TableError>;

    fn next(&mut self) -> Option<Self::Item> {
        match &mut self.listing {
            Listing::Single(all) => Some(all.next()?.map(Answer::from)),
            Listing::Multi(all) => Some(all.next()?.map(Answer::from)),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::*;
    use crate::answer::MoveSet;

    /// Boards of both parities, a sample of every distance.
    fn boards() -> impl Iterator<Item = Board> {
        let space = crate::space(&Board::GOAL).expect("the tables");
        let other: Board = "12345687x".parse().expect("a board");
        let odd = crate::space(&other).expect("the tables");
        let mut all: Vec<Board> = space.boards().step_by(211).collect();
        all.extend(odd.boards().step_by(997));
        // The targets themselves: answers with no move.
        all.extend([Board::GOAL, "1234x5678".parse().expect("a board")]);
        all.into_iter()
    }

    fn one_cell(mv: Move) -> Slide {
        Slide::one_cell(mv)
    }

    #[test]
    fn a_metric_is_named_as_the_program_and_the_bindings_take_it() {
        for (name, metric) in [("stm", Metric::Stm), ("mtm", Metric::Mtm)] {
            assert_eq!(name.parse::<Metric>(), Ok(metric));
            assert_eq!(metric.to_string(), name);
        }
        for bad in ["", "STM", "qtm", "stm "] {
            assert_eq!(bad.parse::<Metric>(), Err(crate::UnknownMetric));
        }
        assert_eq!(
            crate::UnknownMetric.to_string(),
            "metric must be 'stm' or 'mtm'"
        );
        assert_eq!(Metric::default(), Metric::Stm);
    }

    #[test]
    fn each_query_through_the_single_tile_value_is_the_metric_s_own() {
        let stm = Metric::Stm;
        for target in [Board::GOAL, "1234x5678".parse().expect("a board")] {
            for board in boards() {
                let own = crate::solve_pair(&board, &target);
                let answer = stm.solve_pair(&board, &target);
                assert_eq!(
                    answer.as_ref().map(|a| a.as_str().to_string()),
                    own.as_ref().map(|p| p.as_str().to_string())
                );
                if let Ok(answer) = answer {
                    assert_eq!(answer.len(), answer.as_str().len());
                    assert_eq!(answer.metric(), stm);
                    assert_eq!(answer.is_empty(), board == target);
                    let moves: Vec<Slide> = answer.moves().collect();
                    let own: Vec<Slide> = answer.steps().map(one_cell).collect();
                    assert_eq!(moves, own);
                }
                assert_eq!(
                    stm.distance(&board, &target),
                    crate::distance(&board, &target)
                );
                assert_eq!(
                    stm.hint(&board, &target).map(|h| (h.distance, h.next)),
                    crate::hint(&board, &target).map(|h| (h.distance, h.next.map(one_cell)))
                );
                assert_eq!(
                    stm.best_moves(&board, &target),
                    crate::best_moves(&board, &target).map(best_slides)
                );
                let neighbours: Option<Vec<_>> = stm
                    .neighbours(&board, &target)
                    .ok()
                    .map(|all| all.map(|n| (n.mv, n.board, n.distance)).collect());
                let own: Option<Vec<_>> = crate::neighbours(&board, &target)
                    .ok()
                    .map(|all| all.map(|n| (one_cell(n.mv), n.board, n.distance)).collect());
                assert_eq!(neighbours, own);
                assert_eq!(
                    stm.count_solutions(&board, &target),
                    crate::count_solutions(&board, &target)
                );
            }
        }
    }

    #[test]
    fn each_query_through_the_multi_tile_value_is_the_metric_s_own() {
        let mtm = Metric::Mtm;
        for board in boards() {
            let target = Board::GOAL;
            let own = mtm::solve_pair(&board, &target);
            let answer = mtm.solve_pair(&board, &target);
            assert_eq!(
                answer.as_ref().map(|a| a.as_str().to_string()),
                own.as_ref().map(|p| p.as_str().to_string())
            );
            if let (Ok(answer), Ok(own)) = (answer, own) {
                assert_eq!(answer.len(), own.len());
                assert_eq!(answer.metric(), mtm);
                assert_eq!(answer.is_empty(), board == target);
                assert_eq!(
                    answer.moves().collect::<Vec<_>>(),
                    own.slides().collect::<Vec<_>>()
                );
            }
            assert_eq!(
                mtm.distance(&board, &target),
                mtm::distance(&board, &target)
            );
            assert_eq!(mtm.hint(&board, &target), mtm::hint(&board, &target));
            assert_eq!(
                mtm.best_moves(&board, &target),
                mtm::best_moves(&board, &target)
            );
            assert_eq!(
                mtm.count_solutions(&board, &target),
                mtm::count_solutions(&board, &target)
            );
        }
    }

    #[test]
    fn an_answer_is_written_with_its_letters_and_metric() {
        let start: Board = "12X453786".parse().expect("a board");
        let answer = Metric::Mtm.solve(&start).expect("solvable");
        assert_eq!(
            alloc::format!("{answer} {answer:?}"),
            "dd Answer(\"dd\", mtm)"
        );
        let answer = Metric::Stm.solve(&start).expect("solvable");
        assert_eq!(alloc::format!("{answer:?}"), "Answer(\"dd\", stm)");
    }

    #[test]
    fn every_answer_is_listed_in_either_metric_as_the_metric_lists_it() {
        fn texts<P: fmt::Display>(all: impl Iterator<Item = Result<P, TableError>>) -> Vec<String> {
            all.map(|path| path.expect("tables").to_string()).collect()
        }
        let start: Board = "8672543x1".parse().expect("a board");
        let goal = &Board::GOAL;
        let stm = texts(Metric::Stm.solutions(&start, goal).expect("solvable"));
        let own = texts(crate::solutions(&start, goal).expect("solvable"));
        assert_eq!((stm.len(), &stm), (own.len(), &own));
        let all = Metric::Mtm.solutions(&start, goal).expect("solvable");
        assert_eq!(all.distance(), 20);
        assert_eq!(
            texts(all),
            texts(mtm::solutions(&start, goal).expect("solvable"))
        );
        assert_eq!(
            Metric::Stm.solve(&start).map(|a| a.len()),
            Ok(31),
            "the goal is the target of solve"
        );
    }

    #[test]
    fn the_single_tile_space_as_slides_moves_one_cell_and_is_graded_alike() {
        let own = crate::space(&Board::GOAL).expect("the tables");
        let slides = Metric::Stm.space(&Board::GOAL).expect("the tables");
        assert!(slides.boards().eq(own.boards()));
        assert_eq!(slides.distances(), own.distances());
        assert_eq!(slides.counts(), own.counts());
        for row in 0..own.distances().len() {
            assert_eq!(slides.best()[row], BestSlides::one_cell(own.best()[row]));
            assert_eq!(slides.first()[row], own.first()[row].map(one_cell));
        }
        // Twice the misplaced tiles: inadmissible, so the moves searched
        // and looked across show in the check.
        let h: Vec<f64> = own
            .boards()
            .map(|board| {
                let goal = Board::GOAL.cells();
                let cells = board.cells();
                2.0 * (0..9)
                    .filter(|&i| cells[i] != 0 && cells[i] != goal[i])
                    .count() as f64
            })
            .collect();
        let depths = [5, 12];
        assert_eq!(
            slides.check_heuristic(&h, 3, 1, &depths),
            own.check_heuristic(&h, 3, 1, &depths)
        );
        let mtm = Metric::Mtm.space(&Board::GOAL).expect("the tables");
        assert_eq!(
            mtm.distances(),
            mtm::space(&Board::GOAL).expect("tables").distances()
        );
        assert_ne!(
            mtm.check_heuristic(&h, 3, 1, &depths),
            own.check_heuristic(&h, 3, 1, &depths)
        );
    }

    #[test]
    fn a_move_string_is_graded_in_either_metric_as_the_metric_grades_it() {
        let board: Board = "x12345678".parse().expect("a board");
        for letters in ["ddrr", "ddrrl", "uu", "dr", ""] {
            let moves = crate::read_moves(letters).expect("letters");
            let stm = Metric::Stm
                .score(&board, &moves, &Board::GOAL)
                .expect("tables");
            let own = crate::score(&board, &moves, &Board::GOAL).expect("tables");
            assert_eq!(
                stm.moves(),
                own.moves().iter().map(|&m| one_cell(m)).collect::<Vec<_>>()
            );
            assert_eq!(
                (stm.after(), stm.best(), stm.first_illegal()),
                (own.after(), own.best(), own.first_illegal())
            );
            let mtm = Metric::Mtm
                .score(&board, &moves, &Board::GOAL)
                .expect("tables");
            assert_eq!(
                mtm,
                mtm::score(&board, &moves, &Board::GOAL).expect("tables")
            );
        }
    }

    #[test]
    fn a_metric_s_moves_are_listed_in_ascii_order_and_numbered_by_code() {
        let letters = |metric: Metric| {
            metric
                .all_moves()
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(letters(Metric::Stm), "d l r u");
        assert_eq!(letters(Metric::Mtm), "d dd l ll r rr u uu");
        let codes: Vec<u8> = Metric::Mtm.all_moves().iter().map(|s| s.code()).collect();
        assert_eq!(codes, [0, 4, 1, 5, 2, 6, 3, 7]);
        for code in 0..8 {
            assert_eq!(Slide::from_code(code).map(Slide::code), Some(code));
        }
        assert_eq!(Slide::from_code(8), None);
        let best = BestSlides::EMPTY.with(one_cell(Move::Left)).with(Slide {
            direction: Move::Up,
            cells: 2,
        });
        assert_eq!(best.bits(), 0b1000_0010);
        assert_eq!(
            BestSlides::one_cell(MoveSet::EMPTY.with(Move::Up)).bits(),
            0b1000
        );
    }
}
