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

#[cfg(feature = "codec")]
use alloc::vec;
#[cfg(feature = "codec")]
use alloc::vec::Vec;
use core::fmt;

#[cfg(feature = "codec")]
use ruzstd::decoding::FrameDecoder;

use crate::decimal::Decimal;
use crate::move_table::PACKED_LEN;
#[cfg(feature = "codec")]
use crate::move_table::{FORMAT_VERSION, Table, TableBlob, sha256};
use crate::rank::TABLE_LEN;
use crate::table_id::TableId;

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

/// The largest decompressed blob accepted: a table plus room for its header.
/// Bounds the memory a damaged or hostile blob can make us allocate.
#[cfg(feature = "codec")]
const MAX_DECOMPRESSED: usize = 64 * 1024;

/// The largest zstd window accepted. The tables are compressed as single
/// frames smaller than this, so a larger window can only come from damaged
/// bytes, and refusing it bounds the decoder's own buffers.
#[cfg(feature = "codec")]
const MAX_WINDOW: u64 = 1 << ZSTD_WINDOW_LOG;

#[cfg(feature = "codec")]
fn bincode_config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<MAX_DECOMPRESSED>()
}

/// Serializes a blob, uncompressed; the build script compresses the
/// result.
#[cfg(feature = "codec")]
pub fn serialize(blob: &TableBlob) -> Result<Vec<u8>, bincode::error::EncodeError> {
    bincode::serde::encode_to_vec(blob, bincode_config())
}

/// Decompresses and deserializes a blob. Never allocates more than
/// 64 KiB for the decompressed bytes.
#[cfg(feature = "codec")]
pub fn decode(compressed: &[u8]) -> Result<TableBlob, CodecError> {
    let mut decoder = FrameDecoder::new();
    decoder.set_max_window_size(MAX_WINDOW);
    let mut raw = vec![0u8; MAX_DECOMPRESSED];
    let len = decoder
        .decode_all(compressed, &mut raw)
        .map_err(|_| CodecError::Decompress)?;
    drop(decoder);
    let raw = raw.get(..len).unwrap_or_default();
    let (blob, used) = bincode::serde::decode_from_slice(raw, bincode_config())
        .map_err(|_| CodecError::Deserialize)?;
    if used != raw.len() {
        return Err(CodecError::TrailingBytes(raw.len() - used));
    }
    Ok(blob)
}

/// Decodes one table from its compressed blob and checks it: format
/// version, name, size and SHA-256. Damaged bytes give an error, never a
/// panic or a wrong table.
#[cfg(feature = "codec")]
pub fn decode_table(id: TableId, compressed: &[u8]) -> Result<Table, CodecError> {
    let blob = decode(compressed)?;
    if blob.format_version != FORMAT_VERSION {
        return Err(CodecError::Version {
            found: blob.format_version,
            expected: FORMAT_VERSION,
        });
    }
    if blob.name != id.name() {
        return Err(CodecError::WrongTable {
            expected: id,
            found: TableId::from_name(&blob.name),
        });
    }
    let size = CodecError::Size {
        entries: blob.entries,
        bytes: blob.packed.len(),
    };
    if blob.entries != TABLE_LEN || blob.packed.len() != PACKED_LEN {
        return Err(size);
    }
    if sha256(&blob.packed) != blob.sha256 {
        return Err(CodecError::Digest);
    }
    Table::from_packed(blob.packed).ok_or(size)
}

#[cfg(all(test, feature = "codec"))]
mod tests {
    use alloc::string::ToString;

    use ruzstd::encoding::{CompressionLevel, compress_to_vec};

    use super::*;

    fn zstd_frame(bytes: &[u8]) -> Vec<u8> {
        compress_to_vec(bytes, CompressionLevel::Uncompressed)
    }

    /// Each way bytes fail to be a blob is told apart, and said in words;
    /// bytes left over are counted.
    #[test]
    fn bytes_that_are_not_a_blob_say_why() {
        let blob = TableBlob {
            format_version: 1,
            name: "goal".to_string(),
            entries: 4,
            sha256: [7; 32],
            packed: vec![1, 2, 3, 4],
        };
        let raw = serialize(&blob).expect("serializes");
        assert_eq!(decode(&zstd_frame(&raw)), Ok(blob));

        assert_eq!(decode(b"not zstd"), Err(CodecError::Decompress));
        assert_eq!(
            decode(&zstd_frame(&[0xff; 3])),
            Err(CodecError::Deserialize)
        );
        let mut longer = raw.clone();
        longer.extend_from_slice(&[9, 9, 9]);
        assert_eq!(
            decode(&zstd_frame(&longer)),
            Err(CodecError::TrailingBytes(3))
        );

        assert_eq!(
            CodecError::Decompress.to_string(),
            "not a zstd frame of a table"
        );
        assert_eq!(CodecError::Deserialize.to_string(), "not a table blob");
        assert_eq!(
            CodecError::TrailingBytes(3).to_string(),
            "3 bytes left over after the table"
        );
    }

    /// A table's blob as the build script writes it, with `change` made to
    /// it first.
    fn blob_with(table: &Table, change: impl FnOnce(&mut TableBlob)) -> Vec<u8> {
        let mut blob = TableBlob {
            format_version: FORMAT_VERSION,
            name: TableId::Goal.name().to_string(),
            entries: TABLE_LEN,
            sha256: sha256(table.packed()),
            packed: table.packed().to_vec(),
        };
        change(&mut blob);
        zstd_frame(&serialize(&blob).expect("serializes"))
    }

    /// A blob is refused for each header field that is not a table's, even
    /// when every other field is right, and each refusal reads as a
    /// sentence.
    #[test]
    fn each_wrong_field_is_refused() {
        let mut table = Table::zeroed();
        for rank in (0..TABLE_LEN).step_by(7) {
            table.set(rank, crate::board::Move::from_code(rank as u8));
        }
        let decoded = decode_table(TableId::Goal, &blob_with(&table, |_| {}));
        assert!(
            decoded == Ok(table.clone()),
            "the blob decodes to its table"
        );
        let wrong_count = blob_with(&table, |b| b.entries -= 1);
        let error = decode_table(TableId::Goal, &wrong_count).err();
        assert_eq!(
            error,
            Some(CodecError::Size {
                entries: TABLE_LEN - 1,
                bytes: PACKED_LEN
            })
        );
        assert_eq!(
            error.map(|e| e.to_string()).as_deref(),
            Some("table has 181439 entries in 45360 bytes, expected 181440 in 45360")
        );
        let short = blob_with(&table, |b| {
            b.packed.pop();
            b.sha256 = sha256(&b.packed);
        });
        assert_eq!(
            decode_table(TableId::Goal, &short).err(),
            Some(CodecError::Size {
                entries: TABLE_LEN,
                bytes: PACKED_LEN - 1
            })
        );
        let version = blob_with(&table, |b| b.format_version += 1);
        let error = decode_table(TableId::Goal, &version).err();
        assert_eq!(
            error,
            Some(CodecError::Version {
                found: FORMAT_VERSION + 1,
                expected: FORMAT_VERSION,
            })
        );
        assert_eq!(
            error.map(|e| e.to_string()).as_deref(),
            Some("table format version 4, expected 3")
        );
        let digest = blob_with(&table, |b| b.sha256[0] ^= 1);
        let error = decode_table(TableId::Goal, &digest).err();
        assert_eq!(error, Some(CodecError::Digest));
        assert_eq!(
            error.map(|e| e.to_string()).as_deref(),
            Some("table bytes do not match their SHA-256")
        );
        for (name, found, message) in [
            (
                "start-3",
                Some(TableId::Start(3)),
                "expected table goal, found table start-3",
            ),
            (
                "nothing",
                None,
                "expected table goal, found a blob of no table",
            ),
        ] {
            let renamed = blob_with(&table, |b| b.name = name.to_string());
            let error = decode_table(TableId::Goal, &renamed).err();
            let expected = CodecError::WrongTable {
                expected: TableId::Goal,
                found,
            };
            assert_eq!(error, Some(expected));
            assert_eq!(error.map(|e| e.to_string()).as_deref(), Some(message));
        }
    }
}
