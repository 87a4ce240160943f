//! The tables, in one of two storages chosen when the crate is built. Both
//! give every query the same answer, byte for byte:
//!
//! - **compressed** (`compressed/`, the default, feature
//!   `compressed-tables`): ten move tables of 2 bits a board
//!   (`eight_core::move_table`), serialized with bincode and compressed with
//!   zstd by `build.rs` (`eight_core::codec`), each decoded on first use
//!   and walked;
//! - **compact** (`compact/`, feature `compact-tables`, or no storage
//!   feature at all): three tables of one bit a board
//!   (`eight_core::distance_bits`; some boards are read as their image under
//!   a symmetry), read in place; nothing decoded, nothing allocated.
//!
//! `compact-tables` wins when both features are on, so that a crate asking
//! for the compact storage gets it whatever else turned on the default one.
//! `build.rs` generates the tables of both storages every time (the
//! manifest describes them all) and says which one this build embeds, as
//! `cfg(storage = "compressed")` or `cfg(storage = "compact")`.
//!
//! Each storage answers through [`Tables`], and writes the rule of every
//! answer once, in its general walk; a faster walk for a common case (the
//! goal's, a layout of two frames, the goal's links) lives in a file of
//! its own beside it, is tested equal to the general walk on every board,
//! and `bench/run` builds without it to show what it saves (`--cfg
//! eight_without="..."`). A program on the compressed storage with `std`
//! answers its first queries from the compact tables ([`first_queries`]).

use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::rules::{Rules, SingleTile};

// The compact tables are in every build: the storage of a compact build,
// the first answers of a program (std) on the compressed storage (see
// [`first_queries`]), and the tables a program keeps itself
// (`goal_table`, `all_tables`). Only what a program reaches is linked.
pub mod compact;
#[cfg(storage = "compressed")]
pub mod compressed;
mod cursor_tables;
#[cfg(all(storage = "compressed", feature = "std"))]
pub mod first_queries;
#[cfg(any(storage = "compressed", feature = "std"))]
pub mod lazy;
#[cfg(feature = "mtm")]
pub mod multi_tile;
#[cfg(test)]
pub(crate) mod oracle;
pub mod tile_cursor;
pub mod views;

pub use crate::error::TableError;

/// What a storage answers: the answer of a query, whether a board is at a
/// distance, and the distances to one target a board at a time.
pub(crate) trait Tables {
    /// Distances to one target, read a board at a time.
    type Distances: Distances;

    /// Which storage this is.
    const STORAGE: Storage;

    /// The answer from `start` to the goal. A compact storage reads the
    /// corner table alone for it, and names no other.
    fn path_to_goal(start: &Board) -> Result<Path, SolveError>;

    /// The answer from `start` to `target`.
    fn path(start: &Board, target: &Board) -> Result<Path, SolveError>;

    /// The answers from each of `starts` to the goal: a storage may walk
    /// them side by side (what a program's queries to the goal are
    /// answered by, in groups).
    #[cfg(all(storage = "compressed", feature = "std"))]
    #[inline]
    fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Path, SolveError>; N] {
        starts.map(|start| Self::path_to_goal(&start))
    }

    /// Whether `start` is exactly `distance` moves from `target`: what
    /// generating boards at a distance asks of every board.
    fn is_at_distance(start: &Board, target: &Board, distance: usize) -> Result<bool, SolveError> {
        Ok(Self::path(start, target)?.len() == distance)
    }

    /// The distances to `target`.
    fn distances(target: &Board) -> Result<Self::Distances, SolveError>;
}

/// Distances to one target in one metric, read a board at a time: how
/// questions about every shortest answer (how many, which, every best
/// move) tell the neighbours one move closer from the others, in either
/// metric.
pub(crate) trait Distances {
    /// The metric the distances count.
    type Rules: Rules;

    /// A board on a way to the target.
    type Position: Copy;

    /// The distance of `board`: [`SolveError::Unsolvable`] when it cannot
    /// reach the target.
    fn exact(&self, board: &Board) -> Result<usize, SolveError>;

    /// Where `board` stands: [`SolveError::Unsolvable`] when it cannot
    /// reach the target.
    fn position(&self, board: &Board) -> Result<Self::Position, SolveError>;

    /// The moves whose board is one move closer than the board at `at`,
    /// which is `distance` moves from the target (none at the target). The
    /// moves in `farther` are known not to be closer, and need not be
    /// looked at.
    fn closer(
        &self,
        at: &Self::Position,
        distance: usize,
        farther: StepsOf<Self>,
    ) -> Result<StepsOf<Self>, SolveError>;

    /// The position after the move `step`; `None` off the board.
    fn step(&self, at: &Self::Position, step: StepOf<Self>) -> Option<Self::Position>;

    /// Whether the board at `at` is the target.
    fn at_target(&self, at: &Self::Position) -> bool;

    /// The distance of the board after `step` from the board at `at`,
    /// `distance` moves away, `closer` saying whether the move is one of
    /// its closer ones; `None` off the board. In the single-tile metric
    /// every other neighbour is one move farther.
    fn distance_after(
        &self,
        _at: &Self::Position,
        distance: usize,
        _step: StepOf<Self>,
        closer: bool,
    ) -> Option<usize> {
        if closer {
            distance.checked_sub(1)
        } else {
            Some(distance + 1)
        }
    }
}

/// How a metric's tables are read: the one thing each metric writes of
/// its own. Every query is written once over it (`queries`), in either
/// metric.
pub(crate) trait MetricTables: Rules {
    /// The metric's distances to one target, a board at a time.
    type Distances: Distances<Rules = Self>;

    /// The answer from `start` to `target`.
    fn path(start: &Board, target: &Board) -> Result<Self::Path, SolveError>;

    /// The distances to `target`.
    fn distances(target: &Board) -> Result<Self::Distances, SolveError>;

    /// Whether `start` is exactly `distance` moves from `target`: what
    /// generating boards at a distance asks of every board.
    fn is_at_distance(start: &Board, target: &Board, distance: usize) -> Result<bool, SolveError> {
        Ok(Self::length(&Self::path(start, target)?) == distance)
    }

    /// The answers from each of `starts` to the goal: the storage may
    /// walk them side by side.
    #[cfg(all(storage = "compressed", feature = "std"))]
    #[inline]
    fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Self::Path, SolveError>; N] {
        starts.map(|start| Self::path(&start, &Board::GOAL))
    }
}

/// The single-tile metric's tables: the storage this build embeds.
impl MetricTables for SingleTile {
    type Distances = EmbeddedDistances;

    #[inline]
    fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
        Embedded::path(start, target)
    }

    #[inline]
    fn distances(target: &Board) -> Result<EmbeddedDistances, SolveError> {
        Embedded::distances(target)
    }

    #[inline]
    fn is_at_distance(start: &Board, target: &Board, distance: usize) -> Result<bool, SolveError> {
        Embedded::is_at_distance(start, target, distance)
    }

    #[cfg(all(storage = "compressed", feature = "std"))]
    #[inline]
    fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Path, SolveError>; N] {
        Embedded::paths_to_goal(starts)
    }
}

/// A move of the metric of `D`.
pub(crate) type StepOf<D> = <<D as Distances>::Rules as Rules>::Step;
/// A set of moves of the metric of `D`.
pub(crate) type StepsOf<D> = <<D as Distances>::Rules as Rules>::Steps;

/// The storage this build answers from.
#[cfg(storage = "compact")]
pub(crate) type Embedded = compact::Compact;
/// The storage this build answers from.
#[cfg(all(storage = "compressed", not(feature = "std")))]
pub(crate) type Embedded = compressed::storage::Compressed;
/// The storage this build answers from: the compressed tables, after the
/// first queries (see [`first_queries`]).
#[cfg(all(storage = "compressed", feature = "std"))]
pub(crate) type Embedded = first_queries::FirstQueries;

/// The distances of this build's storage.
pub(crate) type EmbeddedDistances = <Embedded as Tables>::Distances;

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
pub const STORAGE: Storage = Embedded::STORAGE;

/// The answer from `start` to the goal, from the embedded storage.
#[inline]
pub(crate) fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
    Embedded::path_to_goal(start)
}

/// A program on the compressed storage answers its first queries from the
/// compact tables and the rest from the move tables, so the two must agree
/// on every query; these tests compare them directly, whatever the count
/// of queries already answered.
#[cfg(all(test, storage = "compressed", feature = "std"))]
mod both_storages {
    use super::compact::{Compact, every_board};
    use super::{Tables, compressed};
    use crate::answer::SolveError;
    use crate::board::{BLANK, Board, CELLS};

    #[test]
    fn the_storages_agree_on_every_board_to_the_goal() {
        let mut solved = 0;
        every_board(|board| {
            let reachable = board.is_even();
            let by_bits = Compact::path_to_goal(&board);
            assert_eq!(
                by_bits,
                compressed::storage::path(&board, &Board::GOAL),
                "{board}"
            );
            assert_eq!(by_bits, Compact::path(&board, &Board::GOAL), "{board}");
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
            every_board(|board| {
                let by_bits = Compact::path(&board, &target);
                assert_eq!(
                    by_bits,
                    compressed::storage::path(&board, &target),
                    "{board} to {target}"
                );
                solved += usize::from(by_bits.is_ok());
            });
            assert_eq!(solved, 181_440, "to {target}");
        }
    }
}
