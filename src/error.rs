//! Why a table could not be used: the error every storage's look-ups and
//! decoding return, below both the answers that carry it and the tables
//! that return it (it names a table by its [`TableId`], and needs nothing
//! of the tables themselves).

use core::fmt;

#[cfg(feature = "compressed-tables")]
use eight_core::codec::CodecError;

use crate::decimal::Decimal;
use crate::table_id::TableId;

/// Why a table could not be used. Embedded tables only fail this way when
/// the binary itself is damaged; tables read from a file can fail for any
/// of these reasons.
///
/// The variant of the compressed storage, `TableError::Codec`, exists
/// with the `compressed-tables` feature: a build without it has no blobs
/// to decode, and links none of their messages (on an AVR every message
/// takes RAM).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TableError {
    /// The bytes are not the compressed blob of the table asked for.
    #[cfg(feature = "compressed-tables")]
    Codec(CodecError),
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

impl TableError {
    /// Writes `damaged table: ` and the message: how an answer, a run of a
    /// format or a draw of random boards reports a table that let it
    /// down. Piece by piece, as [`TableError::write_to`].
    pub fn write_damaged_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        f.write_str(crate::messages::DAMAGED_TABLE_LEAD)?;
        self.write_to(f)
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
        assert!(TableError::NotEmbedded(TableId::Goal).source().is_none());
        assert!(TableError::Walk.source().is_none());
    }
}
