//! Random boards at an exact distance from a target, for puzzles of a
//! chosen difficulty.

use alloc::vec::Vec;
use core::fmt;

use crate::board::{BLANK, Board, CELLS};
use crate::rank::{TABLE_LEN, unrank};
use crate::table::{TableId, depths};
use crate::tables::{TableError, logical_table};

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
}

/// Why no board could be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenerateError {
    /// No board is that far from the target.
    TooFar {
        /// The distance asked for.
        distance: usize,
        /// The largest distance any board has from the target.
        farthest: usize,
    },
    /// An embedded table could not be decoded.
    Table(TableError),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::TooFar { distance, farthest } => write!(
                f,
                "no board is {distance} moves from the target; the farthest are {farthest} moves away"
            ),
            GenerateError::Table(e) => write!(f, "damaged table: {e}"),
        }
    }
}

impl core::error::Error for GenerateError {}

/// All boards at one exact distance from a target, to count or draw from.
pub struct BoardsAtDistance {
    /// Ranks, in the target's start table, of the renamed boards.
    ranks: Vec<u32>,
    /// `original[t]`: the tile of the target that the canonical start calls
    /// `t`, to undo the renaming.
    original: [u8; CELLS],
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
        // Distances to the target are distances from its canonical start
        // once the tiles are renamed, so the start table of its blank cell
        // knows them all.
        let id = TableId::Start(target.blank() as u8);
        let table = logical_table(id).map_err(GenerateError::Table)?;
        let depth = depths(id, table.view());
        let ranks: Vec<u32> = (0..TABLE_LEN as u32)
            .filter(|&r| usize::from(depth[r as usize]) == distance)
            .collect();
        if ranks.is_empty() {
            let farthest = depth
                .iter()
                .filter(|&&d| usize::from(d) <= crate::MAX_MOVES)
                .max()
                .copied()
                .unwrap_or(0);
            return Err(GenerateError::TooFar {
                distance,
                farthest: usize::from(farthest),
            });
        }
        let mut original = [BLANK; CELLS];
        for (name, &tile) in (1..).zip(target.tiles().iter()) {
            original[name] = tile;
        }
        Ok(BoardsAtDistance { ranks, original })
    }

    /// How many boards there are.
    pub fn len(&self) -> usize {
        self.ranks.len()
    }

    /// Whether there are none (never true for a value `new` returned).
    pub fn is_empty(&self) -> bool {
        self.ranks.is_empty()
    }

    /// The `index`-th board, in rank order.
    pub fn get(&self, index: usize) -> Option<Board> {
        let renamed = unrank(*self.ranks.get(index)?)?;
        let cells = renamed
            .cells()
            .map(|c| self.original[usize::from(c) % CELLS]);
        Board::from_cells(cells).ok()
    }

    /// A board drawn uniformly at random, with `random` giving 64 random
    /// bits a call (any generator fits: `|| rng.next_u64()`).
    pub fn choose(&self, random: &mut dyn FnMut() -> u64) -> Board {
        let n = self.ranks.len() as u64;
        // Rejection keeps every board equally likely: draws from the
        // incomplete last block of n values are thrown away.
        let limit = u64::MAX - u64::MAX % n.max(1);
        let index = loop {
            let x = random();
            if x < limit {
                break x % n.max(1);
            }
        };
        self.get(index as usize).unwrap_or(Board::GOAL)
    }
}

/// `count` boards drawn uniformly (with replacement) among all boards
/// exactly `distance` moves from `target`, reproducibly from `seed`.
///
/// ```
/// let boards = eight::generate::random_boards(&eight::Board::GOAL, 20, 3, 42)?;
/// assert_eq!(boards.len(), 3);
/// for board in &boards {
///     assert_eq!(eight::solve(board)?.len(), 20);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn random_boards(
    target: &Board,
    distance: usize,
    count: usize,
    seed: u64,
) -> Result<Vec<Board>, GenerateError> {
    let all = BoardsAtDistance::new(target, distance)?;
    let mut rng = SplitMix64::new(seed);
    Ok((0..count)
        .map(|_| all.choose(&mut || rng.next_u64()))
        .collect())
}
