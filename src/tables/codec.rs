//! Bytes in, blobs out: the only module that touches bincode, and the only
//! one that decompresses.
//!
//! bincode is pinned to 2.x (3.0.0 on the registry does not build, and 2.0.1
//! is marked unmaintained), so keeping every use of it here makes replacing
//! it a one-file change. Compression happens in `build.rs` alone (libzstd, at
//! [`ZSTD_LEVEL`]); decompression here uses `ruzstd`, pure Rust and `no_std`,
//! so no C is linked into the library. Shared with `build.rs`, which
//! decodes every blob it writes with [`decode`] to prove the round trip.

use alloc::vec;
use alloc::vec::Vec;

use ruzstd::decoding::FrameDecoder;

use crate::tables::move_table::TableBlob;

/// The zstd level `build.rs` compresses the tables with. Pinned so that the
/// embedded bytes are the same on every build.
pub const ZSTD_LEVEL: i32 = 19;

/// The window `build.rs` compresses with, as a power of two: 128 KiB, more
/// than a blob. (With the blob's size told first, libzstd would fit the
/// window to it, 64 KiB, and the tables come out about 8% larger.)
pub const ZSTD_WINDOW_LOG: u32 = 17;

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

pub use crate::error::CodecError;

/// Serializes a blob, uncompressed; `build.rs` compresses the result.
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
}
