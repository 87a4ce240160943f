//! Bytes in, blobs out: the only module that touches bincode, and the only
//! one that decompresses (with the `codec` feature; the pinned settings and
//! [`CodecError`] are here in every build).
//!
//! bincode is pinned to 2.x (3.0.0 on the registry does not build, and 2.0.1
//! is marked unmaintained), so keeping every use of it here makes replacing
//! it a one-file change. Compression happens in the solver's build script
//! alone (libzstd, at [`ZSTD_LEVEL`]); decompression here uses `ruzstd`,
//! pure Rust and `no_std`, so no C is linked into a program. The build
//! script decodes every blob it writes with `decode` to prove the round
//! trip.

use core::fmt;

use crate::decimal::Decimal;
use crate::move_table::PACKED_LEN;
use crate::rank::TABLE_LEN;
use crate::table_id::TableId;

#[cfg(feature = "codec")]
mod blobs;

#[cfg(feature = "codec")]
pub use blobs::{decode, decode_table, serialize};

/// The zstd level the build script compresses the tables with. Pinned so that the
/// embedded bytes are the same on every build.
pub const ZSTD_LEVEL: i32 = 19;

/// The window the build script compresses with, as a power of two: 128 KiB, more
/// than a blob. (With the blob's size told first, libzstd would fit the
/// window to it, 64 KiB, and the tables come out larger.)
pub const ZSTD_WINDOW_LOG: u32 = 17;

/// Why bytes are not the compressed blob of the table asked for. The
/// decoders' own errors are not kept: formatting them would add their
/// messages' code to a WebAssembly module or a firmware image, for bytes
/// that only a damaged binary holds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodecError {
    /// zstd rejected the bytes, or they decompress to more than a blob.
    Decompress,
    /// The decompressed bytes are not a blob.
    Deserialize,
    /// Bytes were left over after the blob.
    TrailingBytes(usize),
    /// The blob was written by another version of the format.
    Version {
        /// The version found in the blob.
        found: u32,
        /// The version this build reads.
        expected: u32,
    },
    /// The blob holds another table than the one asked for.
    WrongTable {
        /// The table asked for.
        expected: TableId,
        /// The table the blob names; `None` when its name is no table's.
        found: Option<TableId>,
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
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::Decompress => write!(f, "not a zstd frame of a table"),
            CodecError::Deserialize => write!(f, "not a table blob"),
            CodecError::TrailingBytes(n) => {
                write!(f, "{} bytes left over after the table", Decimal(*n as u64))
            }
            CodecError::Version { found, expected } => {
                write!(f, "table format version {found}, expected {expected}")
            }
            CodecError::WrongTable {
                expected,
                found: Some(found),
            } => write!(f, "expected table {expected}, found table {found}"),
            CodecError::WrongTable {
                expected,
                found: None,
            } => write!(f, "expected table {expected}, found a blob of no table"),
            // Four 2-bit entries a byte (the move table's packing).
            CodecError::Size { entries, bytes } => write!(
                f,
                "table has {entries} entries in {bytes} bytes, expected {TABLE_LEN} in {PACKED_LEN}"
            ),
            CodecError::Digest => f.write_str("table bytes do not match their SHA-256"),
        }
    }
}

impl core::error::Error for CodecError {}
