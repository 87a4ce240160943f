//! The whole space of one target: every board that reaches it, with its
//! distance, its best next moves, the answer's first move and the number of
//! shortest answers, made by one breadth-first pass from the target over
//! the boards' ranks (no table is read: a pass costs less than reading
//! every board's moves from them). What a learner's arrays and a grader of
//! heuristics start from.
//!
//! Rows follow one order for every target of a parity: by the blank's cell,
//! then by the tiles in reading order, lexicographically. Two orders of the
//! tiles that differ by their last two tiles alone are neighbours in the
//! lexicographic order and of opposite parities, so each parity holds one of
//! every such pair, and a board's row is its blank's cell times 20,160 plus
//! half its tiles' lexicographic rank.

use alloc::vec;
use alloc::vec::Vec;
use core::marker::PhantomData;

use crate::answer::{MoveSet, SolveError};
use crate::board::{Board, Move};
use crate::error::TableError;
use crate::rank::{Cursor, PER_BLANK, TABLE_LEN, seventh_digits};
use crate::rules::{Rules, SingleTile};
use crate::tables::MetricTables;

/// How many boards reach any one target: a row for each.
pub(crate) const ROWS: usize = TABLE_LEN as usize;

/// The orders of the eight tiles of one parity: the rows of one cell of
/// the blank.
const TILE_ORDERS: usize = PER_BLANK as usize;

/// An error for a pass that did not reach every board of the parity.
const DAMAGED: SolveError = SolveError::Table(TableError::Walk);

/// Every board that reaches one target, by rows (see the module
/// documentation): its distance, its best next moves (`S`: a [`MoveSet`],
/// or in the multi-tile metric a set of slides), the answer's first move
/// (`M`) and how many shortest answers it has.
///
/// ```
/// let space = eight::space(&eight::Board::GOAL)?;
/// let board: eight::Board = "23415x768".parse()?;
/// let row = space.row(&board).expect("it reaches the goal");
/// assert_eq!(space.board(row), Some(board));
/// assert_eq!(space.distances()[row], 19);
/// assert_eq!(space.first()[row], Some(eight::Move::Down));
/// assert_eq!(space.counts()[row], 4);
/// assert_eq!(space.distances().iter().filter(|&&d| d == 31).count(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Space<S = MoveSet, M: 'static = Move> {
    target: Board,
    /// The target's parity, which every row's board shares.
    even: bool,
    distances: Vec<u8>,
    best: Vec<S>,
    first: Vec<Option<M>>,
    counts: Vec<u32>,
    /// The metric's moves, in ASCII order, and a rank after one: what a
    /// search over the space steps by.
    moves: &'static [M],
    step: fn(M, &mut Cursor) -> bool,
}

impl<S, M> Space<S, M> {
    /// The target every row's board reaches.
    pub fn target(&self) -> Board {
        self.target
    }

    /// The boards, a row each (181,440 of them), made as they are asked
    /// for: [`Board::each_of_parity`] ([`Board::every_of_parity`] collects
    /// them, [`Board::write_every_of_parity`] writes their cells into an
    /// array of one's own). A space keeps no boards: its rows are their
    /// ranks.
    pub fn boards(&self) -> impl ExactSizeIterator<Item = Board> + Clone + use<S, M> {
        Board::each_of_parity(self.even)
    }

    /// The board of row `row`, worked out from the row alone; `None` past
    /// the last row.
    pub fn board(&self, row: usize) -> Option<Board> {
        let row = u32::try_from(row).ok()?;
        Cursor::from_row(row, self.even).map(|at| at.board())
    }

    /// Each row's distance to the target.
    pub fn distances(&self) -> &[u8] {
        &self.distances
    }

    /// Each row's best next moves: those whose board is one move closer;
    /// none at the target.
    pub fn best(&self) -> &[S] {
        &self.best
    }

    /// Each row's answer's first move; `None` at the target.
    pub fn first(&self) -> &[Option<M>] {
        &self.first
    }

    /// Each row's number of shortest answers (1 at the target). The
    /// largest, at the farthest boards, is far below a `u32`'s limit.
    pub fn counts(&self) -> &[u32] {
        &self.counts
    }

    /// The row of `board`; `None` when it cannot reach the target.
    pub fn row(&self, board: &Board) -> Option<usize> {
        let (at, even) = Cursor::of_either_parity(board)?;
        (even == self.even).then_some(at.rank() as usize)
    }

    /// Every move of the space's metric from the board of row `at` that
    /// stays on the board, in ASCII order, with the row after it (none
    /// past the last row).
    ///
    /// ```
    /// let space = eight::space(&eight::Board::GOAL)?;
    /// let row = space.row(&"12345678x".parse()?).expect("the goal");
    /// let moves: Vec<_> = space.moves_from(row).map(|(mv, _)| mv.letter()).collect();
    /// assert_eq!(moves, [b'l', b'u']);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves_from(&self, at: usize) -> impl Iterator<Item = (M, usize)> + '_
    where
        M: Copy,
    {
        let step = self.step;
        let from = u32::try_from(at)
            .ok()
            .and_then(|row| Cursor::from_row(row, self.even));
        self.moves.iter().filter_map(move |&mv| {
            let mut next = from?;
            step(mv, &mut next).then(|| (mv, next.rank() as usize))
        })
    }

    /// Where each move leads from each row: `rows_after()[row * n + i]` is
    /// the row after the `i`th of the metric's `n` moves in ASCII order,
    /// or `row` itself when that move would leave the board. A whole
    /// space's moves as one table, for stepping many boards at once.
    ///
    /// ```
    /// let space = eight::space(&eight::Board::GOAL)?;
    /// let row_of = |board: eight::Board| space.row(&board).expect("even") as u32;
    /// let goal = row_of(eight::Board::GOAL);
    /// let (left, up) = (row_of("1234567x8".parse()?), row_of("12345x786".parse()?));
    /// // d and r would leave the board: the goal's own row.
    /// let after = &space.rows_after()[goal as usize * 4..][..4];
    /// assert_eq!(after, [goal, left, goal, up]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rows_after(&self) -> Vec<u32>
    where
        M: Copy,
    {
        let seventh = seventh_digits(self.even);
        let mut after = Vec::with_capacity(ROWS * self.moves.len());
        for row in 0..ROWS {
            let from = key_of(row, &seventh).and_then(Cursor::from_key);
            after.extend(self.moves.iter().map(|&mv| {
                let mut next = from;
                let stepped = next.as_mut().is_some_and(|next| (self.step)(mv, next));
                match next {
                    Some(next) if stepped => next.rank(),
                    _ => row as u32,
                }
            }));
        }
        after
    }
}

/// The whole space of `target` in the single-tile metric.
pub fn space(target: &Board) -> Result<Space, SolveError> {
    space_of::<SingleTile, AsMade>(target)
}

/// A board's row in the space of any target of its parity (see
/// [`Space`]), and that parity ([`Board::is_even`]), both from one reading
/// of its cells: a space's arrays kept apart from it are read at this row.
/// The row is the board's rank, which for an even board is the tables'
/// (see [`Cursor::of_either_parity`]).
///
/// ```
/// let space = eight::space(&eight::Board::GOAL)?;
/// let board: eight::Board = "23415x768".parse()?;
/// let (row, even) = eight::space_row(&board);
/// assert_eq!((space.row(&board), even), (Some(row), true));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn space_row(board: &Board) -> (usize, bool) {
    Cursor::of_either_parity(board).map_or((0, board.is_even()), |(at, even)| {
        (at.rank() as usize, even)
    })
}

/// How a space tells the moves of the metric `R`'s pass: as the pass
/// makes them ([`AsMade`]), or as another metric's (the single-tile
/// metric's moves as one-cell slides, which the bindings take in either
/// metric). Each move is told as it is written, not in a pass of its own.
pub(crate) trait Telling<R: Rules> {
    /// A set of best moves, told.
    type Steps: Clone;
    /// A move, told.
    type Step: Copy + 'static;
    /// Every move told, in ASCII order.
    const MOVES: &'static [Self::Step];
    fn best(steps: R::Steps) -> Self::Steps;
    fn first(step: R::Step) -> Self::Step;
    /// A move told, as the pass's again.
    fn back(step: Self::Step) -> R::Step;
    /// A rank after a move told; `false` off the board.
    fn step_rank(step: Self::Step, at: &mut Cursor) -> bool;
}

/// The moves as the pass makes them.
pub(crate) struct AsMade;

impl<R: Rules> Telling<R> for AsMade {
    type Steps = R::Steps;
    type Step = R::Step;
    const MOVES: &'static [R::Step] = R::ALL;

    fn best(steps: R::Steps) -> R::Steps {
        steps
    }

    fn first(step: R::Step) -> R::Step {
        step
    }

    fn back(step: R::Step) -> R::Step {
        step
    }

    fn step_rank(step: R::Step, at: &mut Cursor) -> bool {
        R::step_rank(step, at)
    }
}

/// `$body` once for each of `$value`, each time with `$name` that value as
/// a constant: a copy of the body for each, in which what depends on it
/// folds. The pass takes the rows a cell of the blank at a time and writes
/// out each move so: a step from a known cell by a known move is a few
/// constants, where a step from any cell by any move is a jump on both.
macro_rules! each_of {
    ($name:ident in [$($value:literal)*]: $type:ty => $body:block) => {
        $({
            const $name: $type = $value;
            $body
        })*
    };
}

/// Every board of `target`'s parity, by one breadth-first pass from the
/// target in the metric `R`.
///
/// The pass takes the boards layer by layer, by distance: when it takes a
/// board, every board one move closer has been taken already, so the
/// board's best moves, its count (the sum of theirs) and its first move
/// (told by theirs) are made at once. It runs on ranks, not boards: a
/// board's row is its rank (in either parity), which a step keeps up to
/// date without the tiles. Within a layer it takes the rows in order, not
/// in the order reached: the rows a move leads to from rows in order are
/// nearly in order too (a move changes the rank by about a constant), which
/// the memory reads ahead, where a queue's order would jump about. In
/// order, the rows of one cell of the blank come together: each cell has
/// its own copy of the loop (see `each_of`). The moves are told as `T`
/// tells them.
pub(crate) fn whole<R: Rules, T: Telling<R>>(
    target: &Board,
) -> Result<Space<T::Steps, T::Step>, SolveError> {
    let seventh = seventh_digits(target.is_even());
    let (start, _) = Cursor::of_either_parity(target).ok_or(DAMAGED)?;
    let mut pass = Pass::<R, T> {
        seventh: &seventh,
        distances: vec![UNKNOWN; ROWS],
        best: vec![T::best(R::NO_STEPS); ROWS],
        first: vec![None; ROWS],
        counts: vec![0u32; ROWS],
        next_layer: RowSet::new(),
        reached: 1,
        rules: PhantomData,
    };
    let mut layer = RowSet::new();
    let start_row = start.rank() as usize;
    *pass.distances.get_mut(start_row).ok_or(DAMAGED)? = 0;
    pass.counts[start_row] = 1;
    layer.insert(start_row);
    let mut distance = 0u8;
    while !layer.is_empty() {
        let further = distance.checked_add(1).filter(|&d| d != UNKNOWN);
        let further = further.ok_or(DAMAGED)?;
        each_of!(CELL in [0 1 2 3 4 5 6 7 8]: u8 => {
            pass.take_cell::<CELL>(&layer, distance, further)?;
        });
        core::mem::swap(&mut layer, &mut pass.next_layer);
        pass.next_layer.clear();
        distance = further;
    }
    if pass.reached != ROWS {
        return Err(DAMAGED);
    }
    Ok(Space {
        target: *target,
        even: target.is_even(),
        distances: pass.distances,
        best: pass.best,
        first: pass.first,
        counts: pass.counts,
        moves: T::MOVES,
        step: T::step_rank,
    })
}

/// A row's distance before the pass reaches it.
const UNKNOWN: u8 = u8::MAX;

/// What the pass of `whole` has made so far.
struct Pass<'a, R: Rules, T: Telling<R>> {
    /// [`seventh_digits`] of the target's parity: with a row, its key.
    seventh: &'a [u8],
    distances: Vec<u8>,
    best: Vec<T::Steps>,
    first: Vec<Option<T::Step>>,
    counts: Vec<u32>,
    /// The rows first reached from the layer being taken.
    next_layer: RowSet,
    /// How many rows have a distance.
    reached: usize,
    rules: PhantomData<R>,
}

impl<R: Rules, T: Telling<R>> Pass<'_, R, T> {
    /// Takes the rows of `layer` (at `distance`) whose blank is in cell
    /// `CELL`: their best moves, counts and first moves, and the rows
    /// they reach first, at `further`.
    fn take_cell<const CELL: u8>(
        &mut self,
        layer: &RowSet,
        distance: u8,
        further: u8,
    ) -> Result<(), SolveError> {
        const { assert!(R::ALL.len() <= 8, "a metric has at most eight moves") };
        for here in layer.rows_in_cell(usize::from(CELL)) {
            let key = key_of(here, self.seventh).ok_or(DAMAGED)?;
            let at = Cursor::from_key_in_cell(key, CELL).ok_or(DAMAGED)?;
            let mut found = (R::NO_STEPS, 0);
            each_of!(MOVE in [0 1 2 3 4 5 6 7]: usize => {
                if let Some(&step) = R::ALL.get(MOVE) {
                    found = self.reach(at, step, (distance, further), found)?;
                }
            });
            let (closer, count) = found;
            if distance > 0 {
                self.best[here] = T::best(closer);
                self.counts[here] = count;
                let first = &self.first;
                let chosen = R::first(closer, |step| {
                    let mut next = at;
                    R::step_rank(step, &mut next).then_some(())?;
                    first[next.rank() as usize].map(T::back)
                });
                self.first[here] = chosen.map(T::first);
            }
        }
        Ok(())
    }

    /// Takes the move `step` from the board at `at`, at `distance`: the
    /// row it leads to is reached at `further` if it was not before, and
    /// when it is one move closer, `step` joins the best moves and its
    /// count the board's, which `found` holds so far.
    #[inline(always)]
    fn reach(
        &mut self,
        at: Cursor,
        step: R::Step,
        (distance, further): (u8, u8),
        (closer, count): (R::Steps, u32),
    ) -> Result<(R::Steps, u32), SolveError> {
        let mut next = at;
        if !R::step_rank(step, &mut next) {
            return Ok((closer, count));
        }
        let there_row = next.rank() as usize;
        let there = self.distances.get_mut(there_row).ok_or(DAMAGED)?;
        // Without a branch: which way a move goes is a coin's toss.
        let was = *there;
        let new = was == UNKNOWN;
        *there = if new { further } else { was };
        self.next_layer.insert_if(there_row, new);
        self.reached += usize::from(new);
        // (At the target, a board not reached counts as closer: what is
        // made there is never kept.)
        let is_closer = was.wrapping_add(1) == distance;
        let with = R::with(closer, step);
        let closer = if is_closer { with } else { closer };
        let theirs = self.counts.get(there_row).copied().unwrap_or(0);
        let count = (theirs * u32::from(is_closer)).saturating_add(count);
        Ok((closer, count))
    }
}

/// The key of `row`, whose tiles' order has the seventh digit
/// `seventh[row % 20,160]` ([`seventh_digits`]); `None` past the last row.
fn key_of(row: usize, seventh: &[u8]) -> Option<u32> {
    let digit = seventh.get(row % TILE_ORDERS)?;
    u32::try_from(row)
        .ok()?
        .checked_mul(2)?
        .checked_add(u32::from(*digit))
}

/// A set of rows, a bit each: one layer of the pass.
struct RowSet(Vec<u64>);

impl RowSet {
    fn new() -> RowSet {
        RowSet(vec![0; ROWS.div_ceil(64)])
    }

    fn insert(&mut self, row: usize) {
        self.insert_if(row, true);
    }

    /// Inserts `row` when `inserted`.
    fn insert_if(&mut self, row: usize, inserted: bool) {
        if let Some(word) = self.0.get_mut(row / 64) {
            *word |= u64::from(inserted) << (row % 64);
        }
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    fn clear(&mut self) {
        self.0.fill(0);
    }

    /// The rows whose blank is in cell `cell`, in order.
    fn rows_in_cell(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        const WORDS: usize = TILE_ORDERS / 64;
        const _: () = assert!(WORDS * 64 == TILE_ORDERS, "a cell's rows fill whole words");
        let words = self.0.get(cell * WORDS..(cell + 1) * WORDS).unwrap_or(&[]);
        (cell * WORDS..).zip(words).flat_map(|(at, &word)| {
            let mut left = word;
            core::iter::from_fn(move || {
                let bit = (left != 0).then(|| left.trailing_zeros())?;
                left &= left - 1;
                Some(at * 64 + bit as usize)
            })
        })
    }
}

/// The whole space of `target`, its moves told by `T`.
pub(crate) fn space_of<M: MetricTables, T: Telling<M>>(
    target: &Board,
) -> Result<Space<T::Steps, T::Step>, SolveError> {
    whole::<M, T>(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_boards_are_one_to_one_in_each_parity() {
        for even in [true, false] {
            let boards = Board::every_of_parity(even);
            assert_eq!(boards.len(), ROWS);
            let seventh = seventh_digits(even);
            // (The boards' order is the core's to test.)
            for (at, board) in boards.iter().enumerate() {
                assert_eq!(space_row(board), (at, even));
                // The row's cursor, by its key and by itself, is the
                // board's.
                let (from, _) = Cursor::of_either_parity(board).expect("a rank");
                let keyed = key_of(at, &seventh).and_then(Cursor::from_key);
                assert_eq!(keyed, Some(from), "{board}");
                assert_eq!(Cursor::from_row(at as u32, even), Some(from), "{board}");
                assert_eq!(from.board(), *board);
                // A step of the rank, in either parity, is the move's.
                for mv in Move::ALL {
                    let mut next = from;
                    let stepped = SingleTile::step_rank(mv, &mut next);
                    let moved = board.apply(mv);
                    assert_eq!(stepped, moved.is_some(), "{board} {mv}");
                    if let Some(moved) = moved {
                        assert_eq!(next.rank() as usize, space_row(&moved).0, "{board} {mv}");
                    }
                }
            }
        }
    }

    /// Every board of `space` against a breadth-first search from its
    /// target (`cells` 1 or 2: the metric): the distance, each best move,
    /// the count (summed over the search's closer neighbours) and the first
    /// move, which `first_move` gives from the library's own walk.
    fn check_against_search<S: Copy, M: Copy + PartialEq + core::fmt::Debug>(
        space: &Space<S, M>,
        cells: usize,
        moves: &[M],
        apply: impl Fn(M, &Board) -> Option<Board>,
        contains: impl Fn(S, M) -> bool,
        first_move: impl Fn(&Board) -> Option<M>,
    ) {
        use crate::rank::rank;
        // The search numbers boards by the tables' rank, of even boards
        // alone: an odd target's boards are searched with the tiles 7 and 8
        // named the other way round, which changes no distance.
        let odd = !space.target().is_even();
        let renamed = |board: &Board| {
            let swap = |tile| match tile {
                7 if odd => 8,
                8 if odd => 7,
                _ => tile,
            };
            Board::from_cells(board.cells().map(swap)).expect("a board")
        };
        let searched = crate::tables::oracle::distances_from(renamed(&space.target()), cells);
        let truth = |board: &Board| searched[rank(&renamed(board)).expect("even") as usize];
        let mut by_distance: Vec<usize> = (0..ROWS).collect();
        by_distance.sort_by_key(|&at| space.distances()[at]);
        let mut counts = vec![0u32; ROWS];
        let boards: Vec<Board> = space.boards().collect();
        for (checked, at) in by_distance.into_iter().enumerate() {
            let board = boards[at];
            let distance = truth(&board);
            assert_eq!(space.distances()[at], distance, "{board}");
            assert_eq!(space.row(&board), Some(at));
            assert_eq!(space.board(at), Some(board));
            let mut count = u32::from(distance == 0);
            for &mv in moves {
                let closer = apply(mv, &board).is_some_and(|next| truth(&next) + 1 == distance);
                assert_eq!(contains(space.best()[at], mv), closer, "{board} {mv:?}");
                if let Some(next) = apply(mv, &board).filter(|_| closer) {
                    count += counts[space.row(&next).expect("same parity")];
                }
            }
            counts[at] = count;
            assert_eq!(space.counts()[at], count, "{board}");
            if checked % 7 == 0 {
                assert_eq!(space.first()[at], first_move(&board), "{board}");
            }
        }
    }

    /// `rows_after` against `moves_from` at every row (`place`: where a
    /// move comes in the metric's order).
    fn check_rows_after<S, M: Copy>(space: &Space<S, M>, place: impl Fn(M) -> usize) {
        let after = space.rows_after();
        let n = space.moves.len();
        for row in 0..ROWS {
            let mut expected = [row as u32; 8];
            for (mv, next) in space.moves_from(row) {
                expected[place(mv)] = next as u32;
            }
            assert_eq!(
                after[row * n..][..n],
                expected[..n],
                "{:?}",
                space.board(row)
            );
        }
    }

    #[test]
    fn rows_after_are_the_moves_from_each_row() {
        for target in ["12345678x", "518x74236"] {
            let space = space(&target.parse().expect("a board")).expect("a space");
            check_rows_after(&space, |mv: Move| usize::from(mv.code()));
        }
    }

    /// The goal, a blank on an edge and in the centre, and two targets of
    /// the other parity.
    const TARGETS: [&str; 5] = [
        "12345678x",
        "518x74263",
        "5187x4263",
        "12345687x",
        "518x74236",
    ];

    #[test]
    fn every_board_of_the_single_tile_space_is_the_search_s() {
        for target in TARGETS {
            let target: Board = target.parse().expect("a board");
            let space = space(&target).expect("the tables");
            let first = |board: &Board| {
                crate::solve_pair(board, &target)
                    .expect("solvable")
                    .moves()
                    .next()
            };
            check_against_search(
                &space,
                1,
                &Move::ALL,
                |mv, b| b.apply(mv),
                MoveSet::contains,
                first,
            );
        }
    }

    #[test]
    fn a_target_of_the_other_parity_has_its_own_rows() {
        let target: Board = "12345687x".parse().expect("a board");
        let space = space(&target).expect("the tables");
        assert_eq!(space.row(&Board::GOAL), None);
        assert_eq!(
            (space.board(ROWS - 1).is_some(), space.board(ROWS)),
            (true, None)
        );
        for (at, board) in space.boards().enumerate().step_by(101) {
            let distance = crate::distance(&board, &target).expect("solvable");
            assert_eq!(usize::from(space.distances()[at]), distance);
            assert_eq!(
                u64::from(space.counts()[at]),
                crate::count_solutions(&board, &target).expect("solvable")
            );
        }
    }

    /// The multi-tile metric's space, against the same checks.
    #[cfg(feature = "mtm")]
    mod multi_tile {
        use eight_core::answer::{BestSlides, Slide};

        use super::*;

        #[test]
        fn rows_after_are_the_slides_from_each_row() {
            for target in ["12345678x", "518x74236"] {
                let space = crate::space::space_of::<crate::rules::MultiTile, AsMade>(
                    &target.parse().expect("a board"),
                )
                .expect("a space");
                let place = |slide| {
                    Slide::ALL
                        .iter()
                        .position(|&s| s == slide)
                        .expect("a slide")
                };
                check_rows_after(&space, place);
            }
        }

        #[test]
        fn every_board_of_the_multi_tile_space_is_the_search_s() {
            for target in TARGETS {
                let target: Board = target.parse().expect("a board");
                let space = crate::space::space_of::<crate::rules::MultiTile, AsMade>(&target)
                    .expect("the tables");
                let first = |board: &Board| {
                    crate::solve::solve_pair_of::<crate::rules::MultiTile>(board, &target)
                        .expect("solvable")
                        .slides()
                        .next()
                };
                check_against_search(
                    &space,
                    2,
                    &Slide::ALL,
                    Slide::apply,
                    BestSlides::contains,
                    first,
                );
            }
        }
    }
}
