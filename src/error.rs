//! Why a table could not be used: the error every storage's look-ups and
//! decoding return, below both the answers that carry it and the tables
//! that return it (it names a table by its [`TableId`], and needs nothing
//! of the tables themselves). Shared with `build.rs`.

use core::fmt;

use crate::decimal::Decimal;
#[cfg(feature = "compressed-tables")]
use crate::rank::TABLE_LEN;
use crate::table_id::TableId;

/// Why bytes did not decode to a compressed table's blob. The decoders'
/// own errors are not kept: formatting them would cost a WebAssembly
/// module or a firmware image about 30 KB of code, for bytes that only a
/// damaged binary holds. (Defined in every build, as `build.rs`, which
/// has no features, needs it too; only the compressed storage uses it.)
#[cfg_attr(not(feature = "compressed-tables"), allow(dead_code))]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodecError {
    /// zstd rejected the bytes, or they decompress to more than a blob.
    Decompress,
    /// The decompressed bytes are not a blob.
    Deserialize,
    /// Bytes were left over after the blob.
    TrailingBytes(usize),
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::Decompress => write!(f, "not a zstd frame of a table"),
            CodecError::Deserialize => write!(f, "not a table blob"),
            CodecError::TrailingBytes(n) => {
                write!(f, "{} bytes left over after the table", Decimal(*n as u64))
            }
        }
    }
}

impl core::error::Error for CodecError {}

/// Why a table could not be used. Embedded tables only fail this way when
/// the binary itself is damaged; tables read from a file can fail for any
/// of these reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// The bytes are not a compressed table blob.
    #[cfg(feature = "compressed-tables")]
    Codec(CodecError),
    /// The blob was written by another version of the format.
    #[cfg(feature = "compressed-tables")]
    Version {
        /// The version found in the blob.
        found: u32,
        /// The version this build reads.
        expected: u32,
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
    /// The bytes a program handed over for a table are not that table's
    /// length.
    Length {
        /// The table's length in bytes.
        expected: usize,
        /// The length handed over.
        found: usize,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl TableError {
    /// Writes the message into any text sink, as its `Display` does. The
    /// variants of the compact storage are written piece by piece, without
    /// `fmt::Arguments`, which an AVR can misread (see
    /// [`formats`](crate::formats)): a program there writes a table's
    /// error this way rather than with `write!`.
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        match self {
            #[cfg(feature = "compressed-tables")]
            TableError::Codec(e) => write!(f, "{e}"),
            #[cfg(feature = "compressed-tables")]
            TableError::Version { found, expected } => {
                write!(f, "table format version {found}, expected {expected}")
            }
            #[cfg(feature = "compressed-tables")]
            TableError::WrongTable { expected, found } => {
                write!(f, "expected table {expected}, found table {found}")
            }
            #[cfg(feature = "compressed-tables")]
            // Four 2-bit entries a byte (the move table's packing).
            TableError::Size { entries, bytes } => write!(
                f,
                "table has {entries} entries in {bytes} bytes, expected {TABLE_LEN} in {}",
                TABLE_LEN / 4
            ),
            #[cfg(feature = "compressed-tables")]
            TableError::Digest => f.write_str("table bytes do not match their SHA-256"),
            TableError::NotEmbedded(id) => {
                f.write_str("table ")?;
                id.write_to(f)?;
                f.write_str(" is not embedded in this build")
            }
            TableError::Walk => f.write_str("a walk through the table did not reach its root"),
            TableError::Length { expected, found } => {
                f.write_str("a table of ")?;
                Decimal(*found as u64).write_to(f)?;
                f.write_str(" bytes, expected ")?;
                Decimal(*expected as u64).write_to(f)
            }
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

#[cfg(all(test, feature = "compressed-tables"))]
mod tests {
    use alloc::string::ToString;
    use core::error::Error as _;

    use super::*;

    /// A codec failure is the source of the table error that carries it,
    /// so a caller that walks the chain reads why the bytes were refused;
    /// the other kinds have no source.
    #[test]
    fn a_codec_error_is_the_source_of_its_table_error() {
        let error = TableError::Codec(CodecError::TrailingBytes(3));
        let source = error.source().map(|s| s.to_string());
        assert_eq!(source.as_deref(), Some("3 bytes left over after the table"));
        assert_eq!(error.to_string(), "3 bytes left over after the table");
        assert!(TableError::Digest.source().is_none());
        assert!(TableError::Walk.source().is_none());
    }
}
