//! The embedded tables, in one of two storages chosen at build time:
//!
//! - compressed (the default): the zstd blobs `build.rs` wrote, each
//!   decoded the first time a query needs it (format version, name, size
//!   and SHA-256 checked) and kept for the life of the program, so a run
//!   pays only for the tables it touches;
//! - `raw-tables`: the packed tables as they are, walked in place. No
//!   decoder is linked and no query allocates. The bytes are those the
//!   build wrote and the manifest pins (`eight tables` recomputes every
//!   digest from them); a damaged table can still only stop a walk with
//!   [`TableError::Walk`], never give a wrong-length answer.

use alloc::string::String;
use core::fmt;

use crate::codec::{self, CodecError};
use crate::rank::TABLE_LEN;
use crate::table::{FORMAT_VERSION, PACKED_LEN, Table, TableId, TableRef};

/// The manifest text `build.rs` rendered from its own searches when it
/// generated the embedded tables. `eight tables` renders the same text again
/// from the decoded tables; tests hold the two and `data/tables.manifest`
/// equal.
pub fn build_manifest() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/tables.manifest"))
}

/// The version of libzstd that compressed the tables, e.g. `1.5.7`.
pub fn compressor_version() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/zstd-version"))
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

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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

impl core::error::Error for TableError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            TableError::Codec(e) => Some(e),
            _ => None,
        }
    }
}

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
    if crate::table::sha256(&blob.packed) != blob.sha256 {
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

/// Every embedded file of one kind (`bin.zst` or `packed`), in
/// [`TableId::ALL`] order.
macro_rules! embedded {
    ($extension:literal) => {
        [
            include_bytes!(concat!(env!("OUT_DIR"), "/goal.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-0.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-1.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-2.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-3.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-4.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-5.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-6.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-7.", $extension)),
            include_bytes!(concat!(env!("OUT_DIR"), "/start-8.", $extension)),
        ]
    };
}

/// The size and SHA-256 of each compressed blob as the build wrote it, in
/// [`TableId::ALL`] order: what the manifest says of the blobs when they are
/// not embedded.
#[cfg(feature = "raw-tables")]
const BLOB_FACTS: [(usize, [u8; 32]); 10] = include!(concat!(env!("OUT_DIR"), "/blob-facts.rs"));

/// The size and SHA-256 of an embedded table's compressed blob.
pub fn blob_facts(id: TableId) -> (usize, [u8; 32]) {
    #[cfg(feature = "raw-tables")]
    {
        BLOB_FACTS[index(id)]
    }
    #[cfg(not(feature = "raw-tables"))]
    {
        let blob = embedded_blob(id);
        (blob.len(), crate::table::sha256(blob))
    }
}

/// The compressed bytes of an embedded table.
#[cfg(not(feature = "raw-tables"))]
pub fn embedded_blob(id: TableId) -> &'static [u8] {
    static BLOBS: [&[u8]; 10] = embedded!("bin.zst");
    BLOBS[index(id)]
}

/// An embedded table, decoded on first use.
#[cfg(not(feature = "raw-tables"))]
pub fn table(id: TableId) -> Result<TableRef<'static>, TableError> {
    decoded(id).as_ref().map(Table::view).map_err(Clone::clone)
}

/// With std, a thread that needs a table another is decoding waits for it
/// (worker threads would otherwise all decode the same tables at once).
#[cfg(all(not(feature = "raw-tables"), feature = "std"))]
fn decoded(id: TableId) -> &'static Result<Table, TableError> {
    use std::sync::OnceLock;

    static DECODED: [OnceLock<Result<Table, TableError>>; 10] = [const { OnceLock::new() }; 10];
    DECODED[index(id)].get_or_init(|| decode_table(id, embedded_blob(id)))
}

/// Without std there is no lock to wait on: a once-cell that keeps the
/// first of any values decoded at the same time.
#[cfg(all(not(feature = "raw-tables"), not(feature = "std")))]
fn decoded(id: TableId) -> &'static Result<Table, TableError> {
    use alloc::boxed::Box;
    use once_cell::race::OnceBox;

    static DECODED: [OnceBox<Result<Table, TableError>>; 10] = [const { OnceBox::new() }; 10];
    DECODED[index(id)].get_or_init(|| Box::new(decode_table(id, embedded_blob(id))))
}

/// An embedded table, read in place.
#[cfg(feature = "raw-tables")]
pub fn table(id: TableId) -> Result<TableRef<'static>, TableError> {
    static PACKED: [&[u8]; 10] = embedded!("packed");
    let packed = PACKED[index(id)];
    TableRef::new(packed).ok_or(TableError::Size {
        entries: TABLE_LEN as u32,
        bytes: packed.len(),
    })
}

/// An embedded table as its search defines it, indexed by its own ranks: a
/// table stored against its mirror image is rebuilt from its corrections.
/// A copy, for the rare uses that read every entry (generating boards,
/// exports, the manifest), never for a query.
pub fn logical_table(id: TableId) -> Result<Table, TableError> {
    let stored = table(id)?;
    Ok(match id.mirror_of() {
        None => Table::from_packed(stored.packed().to_vec()).unwrap_or_else(Table::zeroed),
        Some(base) => crate::table::undo_corrections(base, table(base)?, stored),
    })
}
