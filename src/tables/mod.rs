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

use crate::answer::{Path, SolveError};
use crate::board::Board;

// Shared with build.rs (by #[path]), so that the generator and the library
// cannot disagree about the tables' formats.
#[cfg(feature = "compressed-tables")]
pub mod codec;
pub mod distance_bits;
pub(crate) mod error;
#[cfg(feature = "compressed-tables")]
pub mod move_table;
pub mod table_id;
pub mod tile_rank;

#[cfg(storage = "compact")]
pub mod compact;
#[cfg(storage = "compressed")]
pub mod compressed;

pub use error::TableError;
use table_id::TableId;

/// The table storage this build embeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// The tables this build embeds, in manifest order.
pub const EMBEDDED: &[TableId] = match STORAGE {
    Storage::Compressed => &TableId::MOVE_TABLES,
    Storage::Compact => &TableId::DISTANCE_BITS,
};

/// The manifest text `build.rs` rendered from its own searches: every table
/// of both storages. `data/tables.manifest` is this text; `eight tables`
/// renders the embedded storage's part again from the embedded tables.
pub fn build_manifest() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/tables.manifest"))
}

/// The version of libzstd that compressed the move tables, e.g. `1.5.7`.
pub fn compressor_version() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/zstd-version"))
}

/// Whether `start` is exactly `distance` moves from `target`: what
/// generating boards at a distance asks of every board. The compact
/// storage answers most boards from one bit, without a walk.
pub(crate) fn is_at_distance(
    start: &Board,
    target: &Board,
    distance: usize,
) -> Result<bool, SolveError> {
    #[cfg(storage = "compressed")]
    {
        Ok(compressed::path(start, target)?.len() == distance)
    }
    #[cfg(storage = "compact")]
    {
        compact::is_at_distance(start, target, distance)
    }
}

/// The answer from `start` to the goal, from the embedded storage. The
/// compact storage reads the corner table alone, and names no other.
pub(crate) fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
    #[cfg(storage = "compressed")]
    {
        compressed::path(start, &Board::GOAL)
    }
    #[cfg(storage = "compact")]
    {
        compact::path_to_goal(start)
    }
}

/// The answer from `start` to `target`, from the embedded storage.
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    #[cfg(storage = "compressed")]
    {
        compressed::path(start, target)
    }
    #[cfg(storage = "compact")]
    {
        compact::path(start, target)
    }
}
