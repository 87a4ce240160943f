//! The blob that carries a move table (feature `codec`): serialized with
//! bincode and compressed with zstd by the build script, one a table.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

/// What is serialized (with bincode) and compressed (with zstd) for each
/// table, one blob per table so that a query decodes only the table it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableBlob {
    /// [`FORMAT_VERSION`](super::FORMAT_VERSION) of the writer.
    pub format_version: u32,
    /// [`TableId::name`](crate::table_id::TableId::name) of the table.
    pub name: String,
    /// Number of entries, [`TABLE_LEN`](crate::rank::TABLE_LEN).
    pub entries: u32,
    /// SHA-256 of `packed`, checked on every decode.
    pub sha256: [u8; 32],
    /// The packed entries.
    #[serde(with = "byte_string")]
    pub packed: Vec<u8>,
}

/// Serializes bytes as one byte string rather than a sequence of numbers.
/// bincode writes both the same way (a length, then the bytes), but reads a
/// byte string in one copy instead of one call per byte.
mod byte_string {
    use alloc::vec::Vec;

    use serde::{Deserializer, Serializer, de};

    pub fn serialize<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
        struct Bytes;
        impl de::Visitor<'_> for Bytes {
            type Value = Vec<u8>;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Vec<u8>, E> {
                Ok(bytes.to_vec())
            }
            fn visit_byte_buf<E: de::Error>(self, bytes: Vec<u8>) -> Result<Vec<u8>, E> {
                Ok(bytes)
            }
        }
        deserializer.deserialize_byte_buf(Bytes)
    }
}

/// SHA-256 of table bytes, as the manifest and the blob header carry it.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    use sha2::Digest as _;
    sha2::Sha256::digest(bytes).into()
}
