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

use core::fmt;

use crate::board::Board;
#[cfg(feature = "compressed-tables")]
use crate::rank::TABLE_LEN;
use crate::solve::{Path, SolveError};

// Shared with build.rs (by #[path]), so that the generator and the library
// cannot disagree about the tables' formats.
#[cfg(feature = "compressed-tables")]
pub mod codec;
pub mod distance_bits;
#[cfg(feature = "compressed-tables")]
pub mod move_table;
pub mod table_id;
pub mod tile_rank;

#[cfg(storage = "compact")]
pub mod compact;
#[cfg(storage = "compressed")]
pub mod compressed;

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

/// Why a table could not be used. Embedded tables only fail this way when
/// the binary itself is damaged; tables read from a file can fail for any
/// of these reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// The bytes are not a compressed table blob.
    #[cfg(feature = "compressed-tables")]
    Codec(codec::CodecError),
    /// The blob was written by another version of the format.
    #[cfg(feature = "compressed-tables")]
    Version {
        /// The version found in the blob.
        found: u32,
    },
    /// The blob holds another table than the one asked for.
    #[cfg(feature = "compressed-tables")]
    WrongTable {
        /// The table asked for.
        expected: TableId,
        /// The table the blob names.
        found: alloc::string::String,
    },
    /// The blob's entry count or byte length is not that of a table.
    #[cfg(feature = "compressed-tables")]
    Size {
        /// Entries the blob claims.
        entries: u32,
        /// Packed bytes it holds.
        bytes: usize,
    },
    /// The packed bytes do not match the digest the blob carries.
    #[cfg(feature = "compressed-tables")]
    Digest,
    /// This build does not embed that table (it belongs to the other
    /// storage).
    NotEmbedded(TableId),
    /// A walk through the table did not end where it must: the table is
    /// corrupt in a way no check before caught.
    Walk,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            #[cfg(feature = "compressed-tables")]
            TableError::Codec(e) => write!(f, "{e}"),
            #[cfg(feature = "compressed-tables")]
            TableError::Version { found } => write!(
                f,
                "table format version {found}, expected {}",
                move_table::FORMAT_VERSION
            ),
            #[cfg(feature = "compressed-tables")]
            TableError::WrongTable { expected, found } => {
                write!(f, "expected table {}, found table {found}", expected.name())
            }
            #[cfg(feature = "compressed-tables")]
            TableError::Size { entries, bytes } => write!(
                f,
                "table has {entries} entries in {bytes} bytes, expected {TABLE_LEN} in {}",
                move_table::PACKED_LEN
            ),
            #[cfg(feature = "compressed-tables")]
            TableError::Digest => write!(f, "table bytes do not match their SHA-256"),
            TableError::NotEmbedded(id) => {
                write!(f, "table {} is not embedded in this build", id.name())
            }
            TableError::Walk => write!(f, "a walk through the table did not reach its root"),
        }
    }
}

impl core::error::Error for TableError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            #[cfg(feature = "compressed-tables")]
            TableError::Codec(e) => Some(e),
            _ => None,
        }
    }
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
