//! [`Metric`], the value that names a metric at run time, and the one
//! place where that value picks a metric: [`by_metric!`] writes the one
//! `match` on a metric, and each query of [`Metric`] is a plain method
//! whose body is that macro and the query's one generic body
//! (`solve_pair_of`, ...), answering with one type of each answer in
//! either metric. A move is a [`Slide`] (of one cell in the single-tile
//! metric), a set of moves [`BestSlides`], an answer an [`Answer`]; their
//! letters and numbers are those of the metric's own functions.

use core::fmt;
use core::str::FromStr;

use eight_core::answer::{BestSlides, Slide};

use crate::answer::SolveError;
use crate::board::Board;
use crate::error::TableError;
use crate::generate::{GenerateError, RandomBoards, random_boards_of};
use crate::messages;
use crate::rules::{MultiTile, Rules, SingleTile};
use crate::shortest::{
    BestMoves, Listing, Neighbour, Neighbours, best_moves_of, count_solutions_of, neighbours_of,
    solutions_of,
};
use crate::solve::{Hint, distance_of, hint_of, solve_pair_of};
use crate::tables::{Distances, MetricTables};

mod answer;
#[cfg(feature = "alloc")]
mod whole;

pub use answer::Answer;

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
        by_metric!(self, M => M::NAME)
    }

    /// What it counts as a move, in a line (the program lists each
    /// metric's name with it).
    ///
    /// ```
    /// assert_eq!(eight::Metric::Stm.summary(), "Single-tile moves");
    /// ```
    pub const fn summary(self) -> &'static str {
        by_metric!(self, M => M::SUMMARY)
    }

    /// The word a sentence puts before "move" for one of its moves:
    /// none for the judges' metric, whose moves are the plain ones.
    ///
    /// ```
    /// assert_eq!(eight::Metric::Mtm.move_kind(), "multi-tile ");
    /// assert_eq!(eight::Metric::Stm.move_kind(), "");
    /// ```
    pub const fn move_kind(self) -> &'static str {
        by_metric!(self, M => M::MOVE_KIND)
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

/// `$body` with `$M` the rules and tables of the metric that `$metric`
/// (a [`Metric`]) names: the one `match` on a metric. A metric added to
/// [`Metric`] fails to compile here until it has its arm, and nowhere
/// else does a metric's value pick its rules.
macro_rules! by_metric {
    ($metric:expr, $M:ident => $body:expr) => {
        match $metric {
            $crate::metric::Metric::Stm => {
                type $M = $crate::rules::SingleTile;
                $body
            }
            $crate::metric::Metric::Mtm => {
                type $M = $crate::rules::MultiTile;
                $body
            }
        }
    };
}
pub(crate) use by_metric;

impl Metric {
    /// Its moves, in ASCII order of their letters: `d`, `l`, `r`, `u`, or
    /// in the multi-tile metric `d`, `dd`, `l`, `ll`, ...
    pub fn all_moves(self) -> &'static [Slide] {
        by_metric!(self, M => M::SLIDES)
    }

    /// The most cells one of its moves crosses: 1, or 2 when the blank
    /// may travel two cells the same way in one move.
    pub(crate) fn most_cells(self) -> u8 {
        by_metric!(self, M => M::MOST_CELLS)
    }

    /// The answer from `board` to the goal.
    pub fn solve(self, board: &Board) -> Result<Answer, SolveError> {
        self.solve_pair(board, &Board::GOAL)
    }

    /// The answer from `start` to `target`.
    ///
    /// ```
    /// let start: eight::Board = "564178X23".parse()?;
    /// let target: eight::Board = "7568X4123".parse()?;
    /// let answer = eight::Metric::Mtm.solve_pair(&start, &target)?;
    /// assert_eq!((answer.as_str(), answer.len()), ("urrulldr", 6));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_pair(self, start: &Board, target: &Board) -> Result<Answer, SolveError> {
        by_metric!(self, M => Ok(Answer::of::<M>(self, &solve_pair_of::<M>(start, target)?)))
    }

    /// The number of moves from `start` to `target`.
    pub fn distance(self, start: &Board, target: &Board) -> Result<usize, SolveError> {
        by_metric!(self, M => distance_of::<M>(start, target))
    }

    /// The distance to `target` and the answer's first move.
    ///
    /// ```
    /// use eight::{Board, Metric, Move, mtm::Slide};
    ///
    /// let board: Board = "12X453786".parse()?;
    /// let hint = Metric::Mtm.hint(&board, &Board::GOAL)?;
    /// assert_eq!(hint.distance, 1);
    /// assert_eq!(hint.next, Some(Slide { direction: Move::Down, cells: 2 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(self, board: &Board, target: &Board) -> Result<Hint<Slide>, SolveError> {
        by_metric!(self, M => Ok(hint_of::<M>(board, target)?.told(M::slide)))
    }

    /// The distance to `target` and every move one move closer (none at
    /// the target).
    ///
    /// ```
    /// use eight::{Board, Metric, Move, mtm::Slide};
    ///
    /// let board: Board = "123456x78".parse()?;
    /// let best = Metric::Mtm.best_moves(&board, &Board::GOAL)?;
    /// assert_eq!(best.distance, 1);
    /// assert_eq!(best.moves.len(), 1);
    /// assert!(best.moves.contains(Slide { direction: Move::Right, cells: 2 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best_moves(
        self,
        board: &Board,
        target: &Board,
    ) -> Result<BestMoves<BestSlides>, SolveError> {
        by_metric!(self, M => Ok(best_moves_of::<M>(board, target)?.told(M::slides)))
    }

    /// Every move from `board` with the board after it and that board's
    /// distance to `target`, in ASCII order of the moves: one less than
    /// the board's own (a best move), the same (in the multi-tile metric),
    /// or one more.
    ///
    /// ```
    /// let board: eight::Board = "123456x78".parse()?;
    /// let moves: Vec<String> = eight::Metric::Mtm.neighbours(&board, &eight::Board::GOAL)?
    ///     .map(|n| format!("{} {} {}", n.mv, n.board, n.distance))
    ///     .collect();
    /// assert_eq!(moves, ["r 1234567x8 1", "rr 12345678x 0", "u 123x56478 2", "uu x23156478 2"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn neighbours(
        self,
        board: &Board,
        target: &Board,
    ) -> Result<Neighbours<Slide>, SolveError> {
        by_metric!(self, M => Ok(neighbours_of::<M>(board, target)?.told(|n| Neighbour {
            mv: M::slide(n.mv),
            board: n.board,
            distance: n.distance,
        })))
    }

    /// How many answers of the fewest moves lead from `start` to
    /// `target`.
    pub fn count_solutions(self, start: &Board, target: &Board) -> Result<u64, SolveError> {
        by_metric!(self, M => count_solutions_of::<M>(start, target))
    }

    /// `count` boards drawn uniformly (with replacement) among all boards
    /// exactly `distance` of its moves from `target`, reproducibly from
    /// `seed`: the boards `eight gen --metric` prints. The single-tile
    /// metric's are [`crate::generate::random_boards`]'s.
    ///
    /// ```
    /// use eight::{Board, Metric};
    ///
    /// for board in Metric::Mtm.random_boards(&Board::GOAL, 20, 3, 42)? {
    ///     assert_eq!(Metric::Mtm.distance(&board, &Board::GOAL)?, 20);
    /// }
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn random_boards(
        self,
        target: &Board,
        distance: usize,
        count: u64,
        seed: u64,
    ) -> Result<RandomBoards, GenerateError> {
        by_metric!(self, M => random_boards_of::<M>(target, distance, count, seed))
    }

    /// Every answer of the fewest moves from `start` to `target`, in
    /// ASCII order (the first is the answer). The iterator holds one
    /// answer and the boards along it (no heap); an item is an error only
    /// when a table is damaged, and nothing follows it.
    pub fn solutions(self, start: &Board, target: &Board) -> Result<Answers, SolveError> {
        by_metric!(self, M => Ok(Answers::of(self, solutions_of::<M>(start, target)?)))
    }
}

/// Every answer of one pair in one metric, in ASCII order (see
/// [`Metric::solutions`]).
pub struct Answers {
    metric: Metric,
    distance: usize,
    listing: Listings,
}

/// The listing of either metric. Both keep their answer and boards
/// inline, without a heap, so neither is boxed.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Listings {
    Single(Listing<<SingleTile as MetricTables>::Distances>),
    Multi(Listing<<MultiTile as MetricTables>::Distances>),
}

impl From<Listing<<SingleTile as MetricTables>::Distances>> for Listings {
    fn from(all: Listing<<SingleTile as MetricTables>::Distances>) -> Listings {
        Listings::Single(all)
    }
}

impl From<Listing<<MultiTile as MetricTables>::Distances>> for Listings {
    fn from(all: Listing<<MultiTile as MetricTables>::Distances>) -> Listings {
        Listings::Multi(all)
    }
}

impl Answers {
    /// The answers `all` lists, in `metric`.
    fn of<D: Distances>(metric: Metric, all: Listing<D>) -> Answers
    where
        Listings: From<Listing<D>>,
    {
        Answers {
            metric,
            distance: all.length,
            listing: Listings::from(all),
        }
    }

    /// The number of moves of every answer.
    pub fn distance(&self) -> usize {
        self.distance
    }
}

impl Iterator for Answers {
    type Item = Result<Answer, TableError>;

    fn next(&mut self) -> Option<Self::Item> {
        let metric = self.metric;
        let answer = match &mut self.listing {
            Listings::Single(all) => all.next()?.map(|p| Answer::of::<SingleTile>(metric, &p)),
            Listings::Multi(all) => all.next()?.map(|p| Answer::of::<MultiTile>(metric, &p)),
        };
        Some(answer)
    }
}

// The answers are compared as strings and lists.
#[cfg(all(test, feature = "alloc"))]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::*;
    use crate::answer::MoveSet;
    use crate::board::Move;

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
                    crate::best_moves(&board, &target).map(|best| BestMoves {
                        distance: best.distance,
                        moves: BestSlides::one_cell(best.moves),
                    })
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
            let own = crate::solve::solve_pair_of::<MultiTile>(&board, &target);
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
            let (from, to) = (&board, &target);
            assert_eq!(
                (
                    mtm.distance(from, to),
                    mtm.hint(from, to),
                    mtm.best_moves(from, to),
                    mtm.count_solutions(from, to)
                ),
                (
                    crate::solve::distance_of::<MultiTile>(from, to),
                    crate::solve::hint_of::<MultiTile>(from, to),
                    crate::shortest::best_moves_of::<MultiTile>(from, to),
                    crate::shortest::count_solutions_of::<MultiTile>(from, to)
                )
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
            texts(crate::shortest::solutions_of::<MultiTile>(&start, goal).expect("solvable"))
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
            crate::space::space_of::<MultiTile, crate::space::AsMade>(&Board::GOAL)
                .expect("tables")
                .distances()
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
                crate::score::score_of::<MultiTile>(&board, &moves, &Board::GOAL).expect("tables")
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
