//! The embedded tables: the compressed blobs `build.rs` wrote, and their
//! decoding on first use.
//!
//! Each table is its own blob, decoded the first time a query needs it and
//! kept for the life of the process, so a run pays only for the tables it
//! touches.

use std::sync::OnceLock;

use crate::codec::{self, CodecError};
use crate::format::{FORMAT_VERSION, PACKED_LEN, Table, TableId};
use crate::rank::TABLE_LEN;

macro_rules! embedded {
    ($name:literal) => {
        include_bytes!(concat!(env!("OUT_DIR"), "/", $name, ".bin.zst"))
    };
}

/// The compressed blobs, in [`TableId::ALL`] order.
static BLOBS: [&[u8]; 10] = [
    embedded!("goal"),
    embedded!("start-0"),
    embedded!("start-1"),
    embedded!("start-2"),
    embedded!("start-3"),
    embedded!("start-4"),
    embedded!("start-5"),
    embedded!("start-6"),
    embedded!("start-7"),
    embedded!("start-8"),
];

/// The manifest text `build.rs` rendered from its own searches when it
/// generated the embedded tables. `eight tables` renders the same text again
/// from the decoded tables; tests hold the two and `data/tables.manifest`
/// equal.
pub fn build_manifest() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/tables.manifest"))
}

/// Why a table could not be decoded. Embedded tables only fail this way when
/// the binary itself is damaged; tables read from a file can fail for any
/// of these reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// The bytes are not a compressed table blob.
    Codec(CodecError),
    /// The blob was written by another version of the format.
    Version {
        /// The version found in the blob.
        found: u32,
    },
    /// The blob holds another table than the one asked for.
    WrongTable {
        /// The table asked for.
        expected: String,
        /// The table the blob names.
        found: String,
    },
    /// The blob's entry count or byte length is not that of a table.
    Size {
        /// Entries the blob claims.
        entries: u32,
        /// Packed bytes it holds.
        bytes: usize,
    },
    /// The packed bytes do not match the digest the blob carries.
    Digest,
    /// A walk through the table did not end where it must: the table is
    /// corrupt in a way its digest did not catch.
    Walk,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Codec(e) => write!(f, "{e}"),
            TableError::Version { found } => {
                write!(f, "table format version {found}, expected {FORMAT_VERSION}")
            }
            TableError::WrongTable { expected, found } => {
                write!(f, "expected table {expected}, found table {found}")
            }
            TableError::Size { entries, bytes } => write!(
                f,
                "table has {entries} entries in {bytes} bytes, expected {TABLE_LEN} in {PACKED_LEN}"
            ),
            TableError::Digest => write!(f, "table bytes do not match their SHA-256"),
            TableError::Walk => write!(f, "a walk through the table did not reach its root"),
        }
    }
}

impl std::error::Error for TableError {}

/// Decodes one table from its compressed blob and checks it: format
/// version, name, size and SHA-256. Damaged bytes give an error, never a
/// panic or a wrong table.
pub fn decode_table(id: TableId, compressed: &[u8]) -> Result<Table, TableError> {
    let blob = codec::decode(compressed).map_err(TableError::Codec)?;
    if blob.format_version != FORMAT_VERSION {
        return Err(TableError::Version {
            found: blob.format_version,
        });
    }
    if blob.name != id.name() {
        return Err(TableError::WrongTable {
            expected: id.name(),
            found: blob.name,
        });
    }
    if blob.entries as usize != TABLE_LEN || blob.packed.len() != PACKED_LEN {
        return Err(TableError::Size {
            entries: blob.entries,
            bytes: blob.packed.len(),
        });
    }
    if crate::format::sha256(&blob.packed) != blob.sha256 {
        return Err(TableError::Digest);
    }
    Table::from_packed(blob.packed).ok_or(TableError::Size {
        entries: blob.entries,
        bytes: PACKED_LEN,
    })
}

fn index(id: TableId) -> usize {
    match id {
        TableId::Goal => 0,
        TableId::Start(cell) => 1 + usize::from(cell % 9),
    }
}

/// The compressed bytes of an embedded table.
pub fn embedded_blob(id: TableId) -> &'static [u8] {
    BLOBS[index(id)]
}

/// An embedded table, decoded on first use.
pub fn table(id: TableId) -> Result<&'static Table, TableError> {
    static DECODED: [OnceLock<Result<Table, TableError>>; 10] = [const { OnceLock::new() }; 10];
    DECODED[index(id)]
        .get_or_init(|| decode_table(id, embedded_blob(id)))
        .as_ref()
        .map_err(Clone::clone)
}
