//! Bytes in, blobs out: the only module that touches bincode and zstd.
//!
//! bincode is pinned to 2.x (3.0.0 on the registry does not build, and 2.0.1
//! is marked unmaintained), so keeping every use of it here makes replacing
//! it a one-file change. Shared with `build.rs`.

use crate::format::TableBlob;

/// The zstd level the tables are compressed with. Pinned so that the
/// embedded bytes are the same on every build.
pub const ZSTD_LEVEL: i32 = 19;

/// The largest decompressed blob accepted: a table plus room for its header.
/// Bounds the memory a damaged or hostile blob can make us allocate.
const MAX_DECOMPRESSED: usize = 64 * 1024;

fn bincode_config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<MAX_DECOMPRESSED>()
}

/// Why bytes did not decode to a blob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodecError {
    /// zstd rejected the bytes.
    Decompress(String),
    /// The decompressed bytes are not a blob.
    Deserialize(String),
    /// Bytes were left over after the blob.
    TrailingBytes(usize),
}

impl std::fmt::Display for CodecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodecError::Decompress(why) => write!(f, "not a zstd frame of a table: {why}"),
            CodecError::Deserialize(why) => write!(f, "not a table blob: {why}"),
            CodecError::TrailingBytes(n) => write!(f, "{n} bytes left over after the table"),
        }
    }
}

/// Serializes and compresses a blob.
pub fn encode(blob: &TableBlob) -> std::io::Result<Vec<u8>> {
    let raw = bincode::serde::encode_to_vec(blob, bincode_config())
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    zstd::bulk::compress(&raw, ZSTD_LEVEL)
}

/// Decompresses and deserializes a blob. Never allocates more than
/// 64 KiB for the decompressed bytes.
pub fn decode(compressed: &[u8]) -> Result<TableBlob, CodecError> {
    let raw = zstd::bulk::decompress(compressed, MAX_DECOMPRESSED)
        .map_err(|e| CodecError::Decompress(e.to_string()))?;
    let (blob, used) = bincode::serde::decode_from_slice(&raw, bincode_config())
        .map_err(|e| CodecError::Deserialize(e.to_string()))?;
    if used != raw.len() {
        return Err(CodecError::TrailingBytes(raw.len() - used));
    }
    Ok(blob)
}

/// The version of the zstd library linked in, e.g. `1.5.7`.
pub fn zstd_version() -> String {
    let n = zstd::zstd_safe::version_number();
    format!("{}.{}.{}", n / 10000, n / 100 % 100, n % 100)
}
