//! The tables, in one of two storages chosen when the crate is built. Both
//! give every query the same answer, byte for byte:
//!
//! - **compressed** (`compressed.rs`, the default, feature
//!   `compressed-tables`): ten move tables of 2 bits a board
//!   (`move_table.rs`), serialized with bincode and compressed with zstd by
//!   `build.rs` (`codec.rs`), each decoded on first use (about 45 KB of heap
//!   a table) and walked;
//! - **compact** (`compact.rs`, feature `compact-tables`, or no storage
//!   feature at all): three tables of one bit a board (`distance_bits.rs`;
//!   some boards are read as their image under a symmetry), 37,800 bytes
//!   read in place; nothing decoded, nothing allocated.
//!
//! `compact-tables` wins when both features are on, so that a crate asking
//! for the compact storage gets it whatever else turned on the default one.
//! `build.rs` generates the tables of both storages every time (the
//! manifest describes them all) and says which one this build embeds, as
//! `cfg(storage = "compressed")` or `cfg(storage = "compact")`.

use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, Move};

// The tables' formats are the core crate's (`eight_core::move_table`,
// `eight_core::distance_bits`), which the build script shares; the compact
// walks keep their own cursor on its rank.
pub mod tile_cursor;

// The compact tables are in every build: the storage of a compact build,
// the first answers of a program (std) on the compressed storage (see
// [`first_queries`]), and the tables a program keeps itself
// (`goal_table`, `all_tables`). Only what a program reaches is linked.
pub mod compact;
#[cfg(storage = "compressed")]
pub mod compressed;
#[cfg(all(storage = "compressed", feature = "std"))]
use compressed::WhenBusy;

pub use crate::error::TableError;

/// The table storage this build embeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Storage {
    /// Ten move tables, zstd-compressed, decoded on first use.
    Compressed,
    /// Three tables of distance bits, read in place.
    Compact,
}

/// The storage of this build.
#[cfg(storage = "compressed")]
pub const STORAGE: Storage = Storage::Compressed;
/// The storage of this build.
#[cfg(storage = "compact")]
pub const STORAGE: Storage = Storage::Compact;

/// The manifest text `build.rs` rendered from its own searches: every table
/// of both storages.
#[cfg(feature = "std")]
pub(crate) fn build_manifest() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/tables.manifest"))
}

/// The version of libzstd that compressed the move tables, e.g. `1.5.7`.
#[cfg(feature = "std")]
pub(crate) fn compressor_version() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/zstd-version"))
}

/// Whether `start` is exactly `distance` moves from `target`: what
/// generating boards at a distance asks of every board. The compact
/// tables answer most boards from one bit, without a walk; a program on
/// the compressed storage has them too (see [`first_queries`]).
pub(crate) fn is_at_distance(
    start: &Board,
    target: &Board,
    distance: usize,
) -> Result<bool, SolveError> {
    #[cfg(all(storage = "compressed", not(feature = "std")))]
    {
        Ok(compressed::path(start, target)?.len() == distance)
    }
    #[cfg(any(storage = "compact", feature = "std"))]
    {
        compact::is_at_distance(start, target, distance)
    }
}

/// Distances to one target, read a board at a time: how questions about
/// every shortest answer (how many, which, every best move) tell the
/// neighbours one step closer from the others. The compact tables answer
/// from one bit, moving the board's views a step at a time; the
/// compressed storage without them, by a walk from each neighbour.
pub(crate) struct Distances {
    #[cfg(any(storage = "compact", feature = "std"))]
    bits: compact::Distances,
    #[cfg(all(storage = "compressed", not(feature = "std")))]
    target: Board,
}

/// A board on a way to the target of a [`Distances`].
#[derive(Clone, Copy)]
pub(crate) struct Position {
    #[cfg(any(storage = "compact", feature = "std"))]
    views: compact::Position,
    #[cfg(all(storage = "compressed", not(feature = "std")))]
    board: Board,
}

impl Distances {
    /// The distances to `target`.
    pub(crate) fn to(target: &Board) -> Result<Distances, SolveError> {
        Ok(Distances {
            #[cfg(any(storage = "compact", feature = "std"))]
            bits: compact::Distances::to(target)?,
            #[cfg(all(storage = "compressed", not(feature = "std")))]
            target: *target,
        })
    }

    /// The distance of `board`: [`SolveError::Unsolvable`] when it cannot
    /// reach the target.
    pub(crate) fn exact(&self, board: &Board) -> Result<usize, SolveError> {
        #[cfg(any(storage = "compact", feature = "std"))]
        {
            self.bits.exact(board)
        }
        #[cfg(all(storage = "compressed", not(feature = "std")))]
        {
            Ok(compressed::path(board, &self.target)?.len())
        }
    }

    /// Where `board` stands: [`SolveError::Unsolvable`] when it cannot
    /// reach the target.
    pub(crate) fn position(&self, board: &Board) -> Result<Position, SolveError> {
        #[cfg(any(storage = "compact", feature = "std"))]
        {
            Ok(Position {
                views: self.bits.position(board)?,
            })
        }
        #[cfg(all(storage = "compressed", not(feature = "std")))]
        {
            self.exact(board)?;
            Ok(Position { board: *board })
        }
    }

    /// The letters whose neighbour is one step closer than the board at
    /// `at`, which is `distance` moves from the target. The moves in
    /// `farther` are known to lead farther (the way back), and need not be
    /// looked at.
    pub(crate) fn closer(
        &self,
        at: &Position,
        distance: usize,
        farther: MoveSet,
    ) -> Result<MoveSet, SolveError> {
        #[cfg(any(storage = "compact", feature = "std"))]
        {
            Ok(self.bits.closer(&at.views, distance, farther))
        }
        #[cfg(all(storage = "compressed", not(feature = "std")))]
        {
            let mut moves = MoveSet::EMPTY;
            let Some(closer) = distance.checked_sub(1) else {
                return Ok(moves);
            };
            for mv in Move::ALL.into_iter().filter(|&mv| !farther.contains(mv)) {
                if let Some(next) = at.board.apply(mv) {
                    if self.exact(&next)? == closer {
                        moves = moves.with(mv);
                    }
                }
            }
            Ok(moves)
        }
    }

    /// The position after the letter `mv`; `None` off the board.
    pub(crate) fn step(&self, at: &Position, mv: Move) -> Option<Position> {
        #[cfg(any(storage = "compact", feature = "std"))]
        {
            Some(Position {
                views: self.bits.step(&at.views, mv)?,
            })
        }
        #[cfg(all(storage = "compressed", not(feature = "std")))]
        {
            Some(Position {
                board: at.board.apply(mv)?,
            })
        }
    }

    /// Whether the board at `at` is the target.
    pub(crate) fn at_target(&self, at: &Position) -> bool {
        #[cfg(any(storage = "compact", feature = "std"))]
        {
            self.bits.at_target(&at.views)
        }
        #[cfg(all(storage = "compressed", not(feature = "std")))]
        {
            at.board == self.target
        }
    }
}

/// The answer from `start` to the goal, from the embedded storage. The
/// compact storage reads the corner table alone, and names no other.
pub(crate) fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
    #[cfg(all(storage = "compressed", feature = "std"))]
    {
        if !first_queries::take()
            && let Some(path) = compressed::path_when(start, &Board::GOAL, WhenBusy::GiveWay)
        {
            return path;
        }
        compact::path_to_goal(start)
    }
    #[cfg(all(storage = "compressed", not(feature = "std")))]
    {
        compressed::path(start, &Board::GOAL)
    }
    #[cfg(storage = "compact")]
    {
        compact::path_to_goal(start)
    }
}

/// [`path_to_goal`] of each of `starts`; the goal's links walk them side
/// by side.
#[cfg(all(storage = "compressed", feature = "std"))]
pub(crate) fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Path, SolveError>; N] {
    if !first_queries::take_group(N as u32)
        && let Some(paths) = compressed::paths_to_goal(starts, WhenBusy::GiveWay)
    {
        return paths;
    }
    starts.map(|start| compact::path_to_goal(&start))
}

/// The answer from `start` to `target`, from the embedded storage. With
/// `std`, the compact tables answer while another thread decodes the move
/// table the query needs, rather than wait for it.
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    #[cfg(all(storage = "compressed", feature = "std"))]
    {
        if !first_queries::take()
            && let Some(path) = compressed::path_when(start, target, WhenBusy::GiveWay)
        {
            return path;
        }
        compact::path(start, target)
    }
    #[cfg(all(storage = "compressed", not(feature = "std")))]
    {
        compressed::path(start, target)
    }
    #[cfg(storage = "compact")]
    {
        compact::path(start, target)
    }
}

/// The first queries of a program on the compressed storage are answered
/// from the compact tables, which are embedded beside the move tables and
/// read in place: a run of a few queries (a judge's single case, a script's
/// one board) decodes nothing, and starts as fast as an empty program.
/// After [`first_queries::COMPACT`] queries the move tables are decoded
/// and walked, so that bulk runs go at their speed. The two storages give
/// the same answer to every query (the tests hold them to it on every
/// board), so which one answers is seen only in the time it takes.
#[cfg(all(storage = "compressed", feature = "std"))]
mod first_queries {
    use core::sync::atomic::{AtomicU32, Ordering};

    /// Queries answered from the compact tables before the move tables are
    /// decoded. Counted in instructions (callgrind), a decode of the goal's
    /// table costs about 7 M, and a compact walk about 2 k more than a walk
    /// through a decoded table: the two meet near 3,400 queries. Fewer are
    /// taken, so that a bulk run, which pays both, pays at most a third of
    /// a decode more (about 0.1% of 1,000,000 boards), while a run of up to
    /// a thousand queries still decodes nothing.
    pub(super) const COMPACT: u32 = 1024;

    /// Counts queries up to a limit, from any thread.
    pub(super) struct Counter {
        answered: AtomicU32,
        limit: u32,
    }

    impl Counter {
        pub(super) const fn new(limit: u32) -> Counter {
            Counter {
                answered: AtomicU32::new(0),
                limit,
            }
        }

        /// Whether this query is one of the first `limit`. Read before it
        /// is counted, so the count stops near its limit and never wraps.
        #[inline]
        pub(super) fn take(&self) -> bool {
            self.take_group(1)
        }

        /// Whether a group of `n` queries starts among the first `limit`
        /// (the whole group is then answered from the compact tables),
        /// counting all `n`.
        #[inline]
        pub(super) fn take_group(&self, n: u32) -> bool {
            self.answered.load(Ordering::Relaxed) < self.limit
                && self.answered.fetch_add(n, Ordering::Relaxed) < self.limit
        }
    }

    static PROCESS: Counter = Counter::new(COMPACT);

    /// Whether this query is one of the process's first, to be answered
    /// from the compact tables.
    #[inline]
    pub(super) fn take() -> bool {
        PROCESS.take()
    }

    /// [`take`] for a group of `n` queries answered together.
    #[inline]
    pub(super) fn take_group(n: u32) -> bool {
        PROCESS.take_group(n)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_first_queries_up_to_the_limit_are_taken() {
            let counter = Counter::new(3);
            let taken: std::vec::Vec<bool> = (0..6).map(|_| counter.take()).collect();
            assert_eq!(taken, [true, true, true, false, false, false]);
            assert!(!Counter::new(0).take());
            // From many threads at once, the limit holds all the same.
            let counter = Counter::new(1000);
            let taken: usize = std::thread::scope(|scope| {
                let workers: std::vec::Vec<_> = (0..4)
                    .map(|_| scope.spawn(|| (0..600).filter(|_| counter.take()).count()))
                    .collect();
                workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
            });
            assert_eq!(taken, 1000);
        }

        #[test]
        fn a_group_that_starts_below_the_limit_is_taken_whole_and_counted_whole() {
            let counter = Counter::new(5);
            let taken: std::vec::Vec<bool> = (0..3).map(|_| counter.take_group(4)).collect();
            assert_eq!(taken, [true, true, false]);
            assert!(!counter.take());
        }
    }
}

/// A program on the compressed storage answers its first queries from the
/// compact tables and the rest from the move tables, so the two must agree
/// on every query; these tests compare them directly, whatever the count
/// of queries already answered.
#[cfg(all(test, storage = "compressed", feature = "std"))]
mod both_storages {
    use super::{compact, compressed};
    use crate::answer::SolveError;
    use crate::board::{BLANK, Board, CELLS};
    use crate::rank::{TABLE_LEN, unrank};

    /// All 362,880 boards: each that reaches the goal (by its rank), and
    /// then that board with two tiles swapped, which does not.
    fn every_board(mut visit: impl FnMut(Board, bool)) {
        for rank in 0..TABLE_LEN {
            let Some(board) = unrank(rank) else {
                panic!("rank {rank} is a board");
            };
            let mut cells = board.cells();
            // The first two cells, or the next if one is the blank.
            let (a, b) = match board.blank() {
                0 => (1, 2),
                1 => (0, 2),
                _ => (0, 1),
            };
            cells.swap(a, b);
            let Ok(swapped) = Board::from_cells(cells) else {
                panic!("{board} with two tiles swapped is a board");
            };
            visit(board, true);
            visit(swapped, false);
        }
    }

    #[test]
    fn the_storages_agree_on_every_board_to_the_goal() {
        let mut solved = 0;
        every_board(|board, reachable| {
            let by_bits = compact::path_to_goal(&board);
            assert_eq!(by_bits, compressed::path(&board, &Board::GOAL), "{board}");
            assert_eq!(by_bits, compact::path(&board, &Board::GOAL), "{board}");
            assert_eq!(by_bits.is_ok(), reachable, "{board}");
            if !reachable {
                assert_eq!(by_bits, Err(SolveError::Unsolvable));
            }
            solved += usize::from(reachable);
        });
        assert_eq!(solved, 181_440);
    }

    /// Every board against a target with its blank in each of the nine
    /// cells, so that every table of each storage, every symmetry of the
    /// compact tables and every start table stored as corrections is
    /// walked.
    #[test]
    fn the_storages_agree_on_every_board_to_a_target_of_each_blank_cell() {
        let scrambled = [5, 8, 2, 7, 1, 6, 4, 3, BLANK];
        for blank in 0..CELLS {
            let mut cells = scrambled;
            cells.swap(blank, CELLS - 1);
            let Ok(target) = Board::from_cells(cells) else {
                panic!("{cells:?} is a board");
            };
            let mut solved = 0;
            every_board(|board, _| {
                let by_bits = compact::path(&board, &target);
                assert_eq!(
                    by_bits,
                    compressed::path(&board, &target),
                    "{board} to {target}"
                );
                solved += usize::from(by_bits.is_ok());
            });
            assert_eq!(solved, 181_440, "to {target}");
        }
    }
}
