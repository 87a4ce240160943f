//! The whole space of one target: every board that reaches it, with its
//! distance, its best next moves, the answer's first move and the number of
//! shortest answers, made from the embedded tables in one pass over the
//! boards, without a search. What a learner's arrays and a grader of
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

use crate::answer::{MoveSet, SolveError};
use crate::board::{BLANK, Board, CELLS, Move};
use crate::error::TableError;
use crate::metric::Rules;
use crate::tables::{self, Distances, StepOf, StepsOf};

/// How many boards reach any one target: a row for each.
pub(crate) const ROWS: usize = 181_440;

/// The orders of the eight tiles of one parity: 8! / 2.
const TILE_ORDERS: usize = 20_160;

/// An error for a table that told of no way closer, or of a way round.
const DAMAGED: SolveError = SolveError::Table(TableError::Walk);

/// The longest answer any board has, in either metric, with room to spare:
/// a walk from a board that takes more steps went round in a circle.
const LONGEST: usize = 32;

/// Every board that reaches one target, by rows (see the module
/// documentation): its distance, its best next moves (`S`: a [`MoveSet`],
/// or in the multi-tile metric a set of slides), the answer's first move
/// (`M`) and how many shortest answers it has.
///
/// ```
/// let space = eight::space(&eight::Board::GOAL)?;
/// let board: eight::Board = "23415x768".parse()?;
/// let row = space.row(&board).expect("it reaches the goal");
/// assert_eq!(space.boards()[row], board);
/// assert_eq!(space.distances()[row], 19);
/// assert_eq!(space.first()[row], Some(eight::Move::Down));
/// assert_eq!(space.counts()[row], 4);
/// assert_eq!(space.distances().iter().filter(|&&d| d == 31).count(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Space<S = MoveSet, M: 'static = Move> {
    target: Board,
    boards: Vec<Board>,
    distances: Vec<u8>,
    best: Vec<S>,
    first: Vec<Option<M>>,
    counts: Vec<u64>,
    /// The metric's moves, in ASCII order, and a board after one: what a
    /// search over the space steps by.
    moves: &'static [M],
    apply: fn(M, &Board) -> Option<Board>,
}

impl<S, M> Space<S, M> {
    /// The target every row's board reaches.
    pub fn target(&self) -> Board {
        self.target
    }

    /// The boards, a row each (181,440 of them).
    pub fn boards(&self) -> &[Board] {
        &self.boards
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

    /// Each row's number of shortest answers (1 at the target).
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// The row of `board`; `None` when it cannot reach the target.
    pub fn row(&self, board: &Board) -> Option<usize> {
        (board.is_even() == self.target.is_even()).then(|| row(board))
    }

    /// Every move of the space's metric from `board` that stays on the
    /// board, in ASCII order, with the row after it.
    pub(crate) fn moves_from(
        &self,
        at: usize,
        board: &Board,
    ) -> impl Iterator<Item = (M, usize)> + '_
    where
        M: Copy,
    {
        let (apply, board) = (self.apply, *board);
        self.moves.iter().filter_map(move |&step| {
            apply(step, &board).map(|next| (step, row_after(at, &board, &next)))
        })
    }

    /// The same space with each set of best moves and each move told
    /// another way (the moves `moves`, made by `apply`).
    #[cfg(feature = "mtm")]
    pub(crate) fn told<T, N>(
        self,
        best: impl Fn(S) -> T,
        first: impl Fn(M) -> N,
        moves: &'static [N],
        apply: fn(N, &Board) -> Option<Board>,
    ) -> Space<T, N> {
        Space {
            target: self.target,
            boards: self.boards,
            distances: self.distances,
            best: self.best.into_iter().map(best).collect(),
            first: self.first.into_iter().map(|f| f.map(&first)).collect(),
            counts: self.counts,
            moves,
            apply,
        }
    }
}

/// The whole space of `target` in the single-tile metric.
pub fn space(target: &Board) -> Result<Space, SolveError> {
    whole(&tables::distances(target)?, target)
}

/// A board's row among the boards of its parity.
fn row(board: &Board) -> usize {
    // The tiles' rank among the orders of eight tiles, lexicographically:
    // their Lehmer code read in the factorial base. The tiles not placed
    // yet are bits: those below a tile are the smaller ones after it.
    const WEIGHTS: [usize; 8] = [5040, 720, 120, 24, 6, 2, 1, 0];
    // Bit t - 1 for tile t; counted by a table, which costs less than a
    // count of ones where the processor has no instruction for it.
    const ONES: [u8; 256] = {
        let mut ones = [0; 256];
        let mut byte = 1;
        while byte < 256 {
            ones[byte] = ones[byte / 2] + (byte % 2) as u8;
            byte += 1;
        }
        ones
    };
    let mut left: usize = 0xff;
    let mut rank = 0;
    let mut placed = 0;
    for tile in board.cells() {
        if tile != BLANK {
            let bit = 1 << (tile - 1);
            rank += usize::from(ONES[left & (bit - 1)]) * WEIGHTS[placed & 7];
            left &= !bit;
            placed += 1;
        }
    }
    board.blank() * TILE_ORDERS + rank / 2
}

/// The row after `step` from the board of row `at`, `next`: a move along
/// a row of the board leaves the tiles' order as it was, and moves the
/// blank's cell alone.
pub(crate) fn row_after(at: usize, board: &Board, next: &Board) -> usize {
    let (from, to) = (board.blank(), next.blank());
    if from / 3 == to / 3 {
        at + to * TILE_ORDERS - from * TILE_ORDERS
    } else {
        row(next)
    }
}

/// Every board whose tiles' parity is `even`, by rows: for each cell of
/// the blank, the orders of the tiles lexicographically, of each pair
/// that differs in the last two tiles the one of that parity.
fn every_board(even: bool) -> Vec<Board> {
    let mut orders = Vec::with_capacity(TILE_ORDERS);
    let mut tiles = [1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        let mut chosen = tiles;
        if is_even(&chosen) != even {
            chosen.swap(6, 7);
        }
        orders.push(chosen);
        // The next pair: the order after the pair's second.
        tiles.swap(6, 7);
        if !next_order(&mut tiles) {
            break;
        }
    }
    let mut boards = Vec::with_capacity(ROWS);
    for blank in 0..CELLS {
        for tiles in &orders {
            let mut cells = [BLANK; CELLS];
            let (before, after) = tiles.split_at(blank);
            cells[..blank].copy_from_slice(before);
            cells[blank + 1..].copy_from_slice(after);
            boards.extend(Board::from_cells(cells).ok());
        }
    }
    boards
}

/// Whether `tiles` has an even number of inversions.
fn is_even(tiles: &[u8; 8]) -> bool {
    let mut inversions = 0;
    for (at, &tile) in tiles.iter().enumerate() {
        inversions += tiles[at + 1..].iter().filter(|&&t| t < tile).count();
    }
    inversions % 2 == 0
}

/// The next order of `tiles` lexicographically; `false` after the last.
fn next_order(tiles: &mut [u8; 8]) -> bool {
    let Some(pivot) = (0..7).rev().find(|&at| tiles[at] < tiles[at + 1]) else {
        return false;
    };
    let Some(successor) = (pivot + 1..8).rev().find(|&at| tiles[at] > tiles[pivot]) else {
        return false;
    };
    tiles.swap(pivot, successor);
    tiles[pivot + 1..].reverse();
    true
}

/// Every board of `target`'s parity with what `distances` tells of it.
///
/// Each board's best moves are read once, from the tables alone; a board
/// whose distance is not known yet follows its first best move until a
/// board whose distance is, and the boards on the way get theirs from it.
/// Then, by rows in order of distance, each board's count is the sum of its
/// best moves' counts, and its first move is told by theirs.
pub(crate) fn whole<D>(
    distances: &D,
    target: &Board,
) -> Result<Space<StepsOf<D>, StepOf<D>>, SolveError>
where
    D: Distances,
{
    const UNKNOWN: u8 = u8::MAX;
    let even = target.is_even();
    let boards = every_board(even);
    if boards.len() != ROWS {
        return Err(DAMAGED);
    }
    let steps = D::Rules::ALL;
    let mut best = vec![D::Rules::NO_STEPS; ROWS];
    let mut known = vec![UNKNOWN; ROWS];
    known[row(target)] = 0;
    let mut way = Vec::with_capacity(LONGEST);
    // The boards of one order of the tiles, by rows of the board: the
    // blank's moves to the right keep the tiles' order, so a position is
    // made at the start of each row of the board and stepped after.
    let starts = (0..TILE_ORDERS).flat_map(|tiles| {
        (0..CELLS).map(move |blank| (blank % 3 == 0, blank * TILE_ORDERS + tiles))
    });
    let right = D::Rules::one_cell(Move::Right);
    let mut start_position = None;
    for (row_begins, start) in starts {
        let stepped = match start_position {
            Some(position) if !row_begins => distances.step(&position, right),
            _ => None,
        };
        let made = match stepped {
            Some(position) => position,
            None => distances.position(&boards[start])?,
        };
        start_position = Some(made);
        if known[start] != UNKNOWN {
            continue;
        }
        // Along the way the position is stepped, not made again.
        let mut at = start;
        let mut position = made;
        while known[at] == UNKNOWN {
            if way.len() == LONGEST {
                return Err(DAMAGED);
            }
            let closer = distances.closer_unaided(&position)?;
            best[at] = closer;
            way.push(at);
            let step = *steps
                .iter()
                .find(|&&step| D::Rules::contains(closer, step))
                .ok_or(DAMAGED)?;
            let next = D::Rules::apply(step, &boards[at]).ok_or(DAMAGED)?;
            position = distances.step(&position, step).ok_or(DAMAGED)?;
            at = row_after(at, &boards[at], &next);
        }
        let mut distance = known[at];
        while let Some(on_way) = way.pop() {
            distance += 1;
            known[on_way] = distance;
        }
    }
    // Rows in order of distance, by counting.
    let mut starts = [0usize; LONGEST + 2];
    for &distance in &known {
        starts[usize::from(distance) + 1] += 1;
    }
    for at in 1..starts.len() {
        starts[at] += starts[at - 1];
    }
    let mut by_distance = vec![0u32; ROWS];
    for (at, &distance) in known.iter().enumerate() {
        let slot = &mut starts[usize::from(distance)];
        by_distance[*slot] = at as u32;
        *slot += 1;
    }
    let mut counts = vec![0u64; ROWS];
    let mut first = vec![None; ROWS];
    for at in by_distance.into_iter().map(|at| at as usize) {
        if known[at] == 0 {
            counts[at] = 1;
            continue;
        }
        let board = &boards[at];
        let after = |step| D::Rules::apply(step, board).map(|next| row_after(at, board, &next));
        let mut count = 0;
        for &step in steps.iter().filter(|&&s| D::Rules::contains(best[at], s)) {
            count += after(step).map_or(0, |next| counts[next]);
        }
        counts[at] = count;
        first[at] = D::Rules::first(best[at], |step| after(step).and_then(|next| first[next]));
    }
    Ok(Space {
        target: *target,
        boards,
        distances: known,
        best,
        first,
        counts,
        moves: steps,
        apply: D::Rules::apply,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(feature = "mtm")]
    use crate::answer::{BestSlides, Slide};

    #[test]
    fn rows_and_boards_are_one_to_one_in_each_parity() {
        for even in [true, false] {
            let boards = every_board(even);
            assert_eq!(boards.len(), ROWS);
            for (at, board) in boards.iter().enumerate() {
                assert_eq!(board.is_even(), even);
                assert_eq!(row(board), at);
                for mv in Move::ALL {
                    if let Some(next) = board.apply(mv) {
                        assert_eq!(row_after(at, board, &next), row(&next));
                    }
                }
            }
            // Rows one to one with boards, in the order of their cells
            // with the blank's cell first.
            let key = |b: &Board| (b.blank(), b.tiles());
            assert!(boards.windows(2).all(|w| key(&w[0]) < key(&w[1])));
        }
        let cells = |even, at: usize| every_board(even)[at].cells();
        assert_eq!(cells(true, 0), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(cells(false, 0), [0, 1, 2, 3, 4, 5, 6, 8, 7]);
        assert_eq!(cells(true, ROWS - 1), [8, 7, 6, 5, 4, 3, 2, 1, 0]);
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
        let searched = crate::tables::oracle::distances_from(space.target(), cells);
        let truth = |board: &Board| searched[rank(board).expect("even") as usize];
        let mut by_distance: Vec<usize> = (0..ROWS).collect();
        by_distance.sort_by_key(|&at| space.distances()[at]);
        let mut counts = vec![0u64; ROWS];
        for (checked, at) in by_distance.into_iter().enumerate() {
            let board = space.boards()[at];
            let distance = truth(&board);
            assert_eq!(space.distances()[at], distance, "{board}");
            assert_eq!(space.row(&board), Some(at));
            let mut count = u64::from(distance == 0);
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

    /// Even targets, so that the search (by the tables' rank) covers them:
    /// the goal, and a blank on an edge and in the centre.
    const TARGETS: [&str; 3] = ["12345678x", "518x74263", "5187x4263"];

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

    #[cfg(feature = "mtm")]
    #[test]
    fn every_board_of_the_multi_tile_space_is_the_search_s() {
        for target in TARGETS {
            let target: Board = target.parse().expect("a board");
            let space = crate::mtm::space(&target).expect("the tables");
            let first = |board: &Board| {
                crate::mtm::solve_pair(board, &target)
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

    #[test]
    fn a_target_of_the_other_parity_has_its_own_rows() {
        let target: Board = "12345687x".parse().expect("a board");
        let space = space(&target).expect("the tables");
        assert_eq!(space.row(&Board::GOAL), None);
        for at in (0..ROWS).step_by(101) {
            let board = space.boards()[at];
            let distance = crate::distance(&board, &target).expect("solvable");
            assert_eq!(usize::from(space.distances()[at]), distance);
            assert_eq!(
                space.counts()[at],
                crate::count_solutions(&board, &target).expect("solvable")
            );
        }
    }
}
