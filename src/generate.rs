//! Random boards at an exact distance from a target, for puzzles of a
//! chosen difficulty, in either metric (written once over its tables:
//! `BoardsAtDistance::of`).

use core::fmt;

use crate::answer::SolveError;
use crate::board::{BLANK, Board, CELLS};
use crate::rank::{TABLE_LEN, unrank};
use crate::rules::SingleTile;
use crate::solve::distance_of;
use crate::tables::{MetricTables, TableError};
use found::Found;

/// A small, fast, seedable generator (SplitMix64). The same seed gives the
/// same numbers on every platform and in every version of this crate, which
/// is what makes `eight gen --seed S` reproducible.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` drawn uniformly (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        below(n, &mut || self.next_u64())
    }
}

/// A number below `n` (0 when `n` is 0) from the 64 random bits a call
/// of `random` gives. Rejection keeps every number equally likely: draws
/// from the incomplete last block of `n` values are drawn again.
fn below(n: u64, random: &mut dyn FnMut() -> u64) -> u64 {
    let n = n.max(1);
    let limit = u64::MAX - u64::MAX % n;
    loop {
        let draw = random();
        if draw < limit {
            return draw % n;
        }
    }
}

/// Why no board could be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// No board is that far from the target.
    TooFar {
        /// The distance asked for.
        distance: usize,
        /// The largest distance any board has from the target.
        farthest: usize,
        /// The word the metric puts before "moves": `""` in the judges'
        /// metric, `"multi-tile "` in the multi-tile one.
        kind: &'static str,
    },
    /// An embedded table could not be decoded.
    Table(TableError),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::TooFar {
                distance,
                farthest,
                kind,
            } => write!(
                f,
                "no board is {distance} {kind}moves from the target; the farthest are {farthest} {kind}moves away"
            ),
            GenerateError::Table(e) => e.write_damaged_to(f),
        }
    }
}

impl core::error::Error for GenerateError {}

/// All boards at one exact distance from a target, to count or draw from.
///
/// They are found by one pass over every board, asking the tables for its
/// distance, and kept in rank order (the rank, in the target's frame, of
/// the board renamed so that the target becomes its canonical start): the
/// order that makes a seed give the same boards with either storage. With
/// the `alloc` feature the ranks are kept, so each draw is a look-up;
/// without it only their number is, and each draw makes the pass again.
pub struct BoardsAtDistance {
    /// How many boards there are.
    count: usize,
    /// Their ranks, kept or found again.
    found: Found,
    /// `original[t]`: the tile of the target that the canonical start calls
    /// `t`, to undo the renaming.
    original: [u8; CELLS],
}

/// Calls `found(rank)` for every board at `distance` from `root` (a
/// canonical start) in the metric `M`, in rank order, until it returns
/// `false`.
fn each_board_at<M: MetricTables>(
    root: &Board,
    distance: usize,
    found: &mut dyn FnMut(u32) -> bool,
) -> Result<(), GenerateError> {
    for rank in 0..TABLE_LEN {
        let Some(board) = unrank(rank) else { continue };
        match M::is_at_distance(&board, root, distance) {
            Ok(true) if !found(rank) => break,
            // Every ranked board reaches every canonical start.
            Ok(_) | Err(SolveError::Unsolvable) => {}
            Err(SolveError::Table(e)) => return Err(GenerateError::Table(e)),
        }
    }
    Ok(())
}

/// The largest distance any board has from `root` in the metric `M`, for
/// the message when none is as far as asked.
fn farthest_from<M: MetricTables>(root: &Board) -> Result<usize, GenerateError> {
    let mut farthest = 0;
    for board in (0..TABLE_LEN).filter_map(unrank) {
        match distance_of::<M>(&board, root) {
            Ok(d) => farthest = farthest.max(d),
            Err(SolveError::Unsolvable) => {}
            Err(SolveError::Table(e)) => return Err(GenerateError::Table(e)),
        }
    }
    Ok(farthest)
}

impl BoardsAtDistance {
    /// Collects the boards exactly `distance` moves from `target`.
    ///
    /// ```
    /// use eight::generate::{BoardsAtDistance, SplitMix64};
    /// let farthest = BoardsAtDistance::new(&eight::Board::GOAL, 31)?;
    /// assert_eq!(farthest.len(), 2);
    /// let mut rng = SplitMix64::new(7);
    /// let board = farthest.choose(&mut || rng.next_u64());
    /// assert_eq!(eight::solve(&board)?.len(), 31);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(target: &Board, distance: usize) -> Result<BoardsAtDistance, GenerateError> {
        BoardsAtDistance::of::<SingleTile>(target, distance)
    }

    /// The boards exactly `distance` moves from `target` in the metric `M`.
    pub(crate) fn of<M: MetricTables>(
        target: &Board,
        distance: usize,
    ) -> Result<BoardsAtDistance, GenerateError> {
        // Distances to the target are distances to its canonical start once
        // the tiles are renamed.
        let root = Board::canonical_start(target.blank());
        let (found, count) = Found::new::<M>(root, distance)?;
        if count == 0 {
            let farthest = farthest_from::<M>(&root)?;
            return Err(GenerateError::TooFar {
                distance,
                farthest,
                kind: M::MOVE_KIND,
            });
        }
        let mut original = [BLANK; CELLS];
        for (name, &tile) in (1..).zip(target.tiles().iter()) {
            original[name] = tile;
        }
        Ok(BoardsAtDistance {
            count,
            found,
            original,
        })
    }

    /// How many boards there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there are none (never true for a value `new` returned).
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The `index`-th board, in rank order.
    pub fn get(&self, index: usize) -> Option<Board> {
        let renamed = unrank(self.found.rank(index)?)?;
        let cells = renamed
            .cells()
            .map(|c| self.original[usize::from(c) % CELLS]);
        Board::from_cells(cells).ok()
    }

    /// A board drawn uniformly at random, with `random` giving 64 random
    /// bits a call (any generator fits: `|| rng.next_u64()`).
    pub fn choose(&self, random: &mut dyn FnMut() -> u64) -> Board {
        let index = below(self.count as u64, random);
        self.get(index as usize).unwrap_or(Board::GOAL)
    }
}

/// The ranks of the boards at a distance from a canonical start, kept
/// (with `alloc`): each draw is a look-up.
#[cfg(feature = "alloc")]
mod found {
    use alloc::vec::Vec;

    use super::{GenerateError, each_board_at};
    use crate::board::Board;
    use crate::tables::MetricTables;

    pub(super) struct Found {
        ranks: Vec<u32>,
    }

    impl Found {
        /// The boards at `distance` from `root` in the metric `M`, and how
        /// many there are.
        pub(super) fn new<M: MetricTables>(
            root: Board,
            distance: usize,
        ) -> Result<(Found, usize), GenerateError> {
            let mut ranks = Vec::new();
            each_board_at::<M>(&root, distance, &mut |rank| {
                ranks.push(rank);
                true
            })?;
            let count = ranks.len();
            Ok((Found { ranks }, count))
        }

        /// The rank of the `index`-th board.
        pub(super) fn rank(&self, index: usize) -> Option<u32> {
            self.ranks.get(index).copied()
        }
    }
}

/// The boards at a distance from a canonical start, without `alloc`: only
/// what a pass looks for is kept, and each draw makes the pass again.
#[cfg(not(feature = "alloc"))]
mod found {
    use super::{GenerateError, each_board_at};
    use crate::board::Board;
    use crate::tables::MetricTables;

    /// A pass over the boards at a distance, in one metric.
    type Pass = fn(&Board, usize, &mut dyn FnMut(u32) -> bool) -> Result<(), GenerateError>;

    pub(super) struct Found {
        /// The canonical start with the target's blank (the target,
        /// renamed) and the distance.
        root: Board,
        distance: usize,
        /// The pass of the metric the distance is counted in.
        pass: Pass,
    }

    impl Found {
        /// The boards at `distance` from `root` in the metric `M`, and how
        /// many there are.
        pub(super) fn new<M: MetricTables>(
            root: Board,
            distance: usize,
        ) -> Result<(Found, usize), GenerateError> {
            let mut count = 0;
            each_board_at::<M>(&root, distance, &mut |_| {
                count += 1;
                true
            })?;
            let pass = each_board_at::<M>;
            Ok((
                Found {
                    root,
                    distance,
                    pass,
                },
                count,
            ))
        }

        /// The rank of the `index`-th board, found by a pass over the
        /// boards.
        pub(super) fn rank(&self, index: usize) -> Option<u32> {
            let mut seen = 0;
            let mut at = None;
            let _ = (self.pass)(&self.root, self.distance, &mut |rank| {
                if seen == index {
                    at = Some(rank);
                }
                seen += 1;
                at.is_none()
            });
            at
        }
    }
}

/// `count` boards drawn uniformly (with replacement) among all boards
/// exactly `distance` moves from `target`, reproducibly from `seed`: the
/// boards `eight gen --distance D --count N --seed S` prints.
///
/// ```
/// let boards = eight::generate::random_boards(&eight::Board::GOAL, 20, 3, 42)?;
/// assert_eq!(boards.size_hint(), (3, Some(3)));
/// for board in boards {
///     assert_eq!(eight::solve(&board)?.len(), 20);
/// }
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn random_boards(
    target: &Board,
    distance: usize,
    count: u64,
    seed: u64,
) -> Result<RandomBoards, GenerateError> {
    random_boards_of::<SingleTile>(target, distance, count, seed)
}

/// [`random_boards`] in the metric `M`: the same draws among the boards
/// at that distance in `M`.
pub(crate) fn random_boards_of<M: MetricTables>(
    target: &Board,
    distance: usize,
    count: u64,
    seed: u64,
) -> Result<RandomBoards, GenerateError> {
    Ok(RandomBoards {
        all: BoardsAtDistance::of::<M>(target, distance)?,
        rng: SplitMix64::new(seed),
        left: count,
    })
}

/// The boards of [`random_boards`], drawn one at a time. Its count is a
/// u64, as `eight gen --count` takes it, so it is not an
/// `ExactSizeIterator`: on a 32-bit target the count need not fit in a
/// usize.
pub struct RandomBoards {
    all: BoardsAtDistance,
    rng: SplitMix64,
    left: u64,
}

impl Iterator for RandomBoards {
    type Item = Board;

    fn next(&mut self) -> Option<Board> {
        self.left = self.left.checked_sub(1)?;
        let rng = &mut self.rng;
        Some(self.all.choose(&mut || rng.next_u64()))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left);
        (left.unwrap_or(usize::MAX), left.ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boards(target: &str, distance: usize, seed: u64) -> [Board; 3] {
        let target: Board = target.parse().expect("a board");
        let mut drawn = random_boards(&target, distance, 3, seed).expect("boards that far");
        assert_eq!(drawn.size_hint(), (3, Some(3)));
        let all = [(); 3].map(|()| drawn.next().expect("three boards"));
        assert_eq!(drawn.next(), None);
        all
    }

    fn spelled(boards: [Board; 3]) -> [[u8; CELLS]; 3] {
        boards.map(|b| b.cells())
    }

    /// What a seed draws is pinned: the same boards with either storage,
    /// with or without alloc (one keeps the list, the other makes a pass
    /// per board), as `eight gen` printed them when this was written.
    #[test]
    fn a_seed_draws_the_same_boards_everywhere() {
        let parse = |s: &str| s.parse::<Board>().expect("a board");
        for (target, distance, seed, expected) in [
            ("12345678x", 5, 7, ["412x53786", "2x3156478", "152x43786"]),
            ("12345678x", 31, 1, ["8672543x1", "8672543x1", "64785x321"]),
            ("1234x5678", 17, 5, ["1x8654273", "4x7318652", "3586214x7"]),
        ] {
            assert_eq!(
                spelled(boards(target, distance, seed)),
                spelled(expected.map(parse)),
                "{target} {distance} {seed}"
            );
        }
    }

    /// SplitMix64's published first outputs for seed 0 (the reference
    /// implementation by Sebastiano Vigna), so no mixing step can change
    /// unnoticed.
    #[test]
    fn splitmix64_gives_the_reference_numbers() {
        let mut rng = SplitMix64::new(0);
        assert_eq!(
            [rng.next_u64(), rng.next_u64(), rng.next_u64()],
            [
                0xe220_a839_7b1d_cdaf,
                0x6e78_9e6a_a1b9_65f4,
                0x06c4_5d18_8009_454f
            ]
        );
    }

    /// A draw from the incomplete last block of values is thrown away and
    /// the next one used: with 4 boards, `u64::MAX - 3` is the first value
    /// past the last whole block (it would pick board 0).
    #[test]
    fn choose_rejects_draws_past_the_last_whole_block() {
        let two_away = BoardsAtDistance::new(&Board::GOAL, 2).expect("4 boards");
        assert_eq!(two_away.len(), 4);
        let mut draws = [u64::MAX - 3, 1].into_iter();
        let chosen = two_away.choose(&mut || draws.next().unwrap_or(0));
        assert_eq!(Some(chosen), two_away.get(1));
        assert_ne!(two_away.get(0), two_away.get(1));
        let mut draws = [u64::MAX - 4].into_iter();
        let chosen = two_away.choose(&mut || draws.next().unwrap_or(0));
        assert_eq!(
            Some(chosen),
            two_away.get(3),
            "the last value of a whole block"
        );
    }

    /// `below` is `next_u64` modulo n, past rejection; 0 and 1 give 0.
    #[test]
    fn below_is_the_draw_modulo_n() {
        let mut plain = SplitMix64::new(9);
        let mut bounded = SplitMix64::new(9);
        for n in [7, 181_440, 3] {
            assert_eq!(bounded.below(n), plain.next_u64() % n);
        }
        assert_eq!(bounded.below(0), 0);
        assert_eq!(bounded.below(1), 0);
    }

    #[test]
    fn no_board_is_farther_than_the_farthest() {
        let too_far = BoardsAtDistance::new(&Board::GOAL, 32).map(|b| b.len());
        assert_eq!(
            too_far,
            Err(GenerateError::TooFar {
                distance: 32,
                farthest: 31,
                kind: ""
            })
        );
        let centre = Board::canonical_start(4);
        let farthest = BoardsAtDistance::new(&centre, 30).expect("148 boards");
        assert_eq!(farthest.len(), 148);
        assert!(!farthest.is_empty());
        assert_eq!(farthest.get(148), None);
        let first = farthest.get(0).expect("a board");
        assert_eq!(crate::distance(&first, &centre), Ok(30));
    }
}
