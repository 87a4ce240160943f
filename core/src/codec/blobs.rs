//! The blobs themselves (feature `codec`): serialized with bincode,
//! decompressed with `ruzstd`, and checked.

use alloc::vec;
use alloc::vec::Vec;

use ruzstd::decoding::FrameDecoder;

use super::{CodecError, ZSTD_WINDOW_LOG};
use crate::move_table::{FORMAT_VERSION, PACKED_LEN, Table, TableBlob, sha256};
use crate::rank::TABLE_LEN;
use crate::table_id::TableId;

/// The largest decompressed blob accepted: a table plus room for its header.
/// Bounds the memory a damaged or hostile blob can make us allocate.
const MAX_DECOMPRESSED: usize = 64 * 1024;

/// The largest zstd window accepted. The tables are compressed as single
/// frames smaller than this, so a larger window can only come from damaged
/// bytes, and refusing it bounds the decoder's own buffers.
const MAX_WINDOW: u64 = 1 << ZSTD_WINDOW_LOG;

fn bincode_config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<MAX_DECOMPRESSED>()
}

/// Serializes a blob, uncompressed; the build script compresses the
/// result.
pub fn serialize(blob: &TableBlob) -> Result<Vec<u8>, bincode::error::EncodeError> {
    bincode::serde::encode_to_vec(blob, bincode_config())
}

/// Decompresses and deserializes a blob. Never allocates more than
/// 64 KiB for the decompressed bytes.
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

#[cfg(test)]
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
