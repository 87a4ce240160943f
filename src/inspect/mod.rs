//! Looking inside the embedded tables: the manifest recomputed from them,
//! the text export of their entries, and an entry-by-entry comparison with
//! such an export.
//!
//! The export format, version 1, is plain text:
//!
//! ```text
//! eight tables export v1
//! goal 181440 dlrd...
//! start-0 181440 dduu...
//! ...
//! start-8 181440 ...
//! ```
//!
//! After the header line comes one line per embedded table, in manifest
//! order: the table's name, its entry count, and one character per entry
//! in rank order (see [`crate::rank`]): for a move table the letter `d`,
//! `l`, `r` or `u` (every table as its search defines it, including those
//! stored as corrections to their mirror image); for a table of distance
//! bits (`compact-0`, `compact-1`, `compact-4`) `0` or `1`, and for a
//! table of the multi-tile metric (`mtm-0`, `mtm-1`, `mtm-4`, which follow
//! the storage's tables) `0`, `1` or `2`, for every board, also those the
//! layout does not store but reads as their image (so an export is the
//! same whatever the layout).

use std::fmt;
use std::format;
use std::io::{self, BufRead, Write};
use std::string::{String, ToString};
use std::vec::Vec;

use eight_core::manifest::{self, TableFacts};

use crate::rank::TABLE_LEN;
use crate::table_id::TableId;
use crate::tables::{self, STORAGE, Storage, TableError};

/// The header line of an export file.
pub const EXPORT_HEADER: &str = "eight tables export v1";

/// The tables this build answers from, in manifest order: the ten move
/// tables or the three tables of distance bits, as the storage has them,
/// then the multi-tile metric's three.
pub const EMBEDDED: &[TableId] = match STORAGE {
    Storage::Compressed => &COMPRESSED_BUILD,
    Storage::Compact => &COMPACT_BUILD,
};

const COMPRESSED_BUILD: [TableId; 13] = joined(&TableId::MOVE_TABLES, &TableId::MTM);
const COMPACT_BUILD: [TableId; 6] = joined(&TableId::DISTANCE_BITS, &TableId::MTM);

/// `first` and then `then`, in an array of their joint length.
const fn joined<const N: usize>(first: &[TableId], then: &[TableId]) -> [TableId; N] {
    let mut all = [TableId::Goal; N];
    let mut at = 0;
    while at < N {
        all[at] = if at < first.len() {
            first[at]
        } else {
            then[at - first.len()]
        };
        at += 1;
    }
    all
}

/// The manifest text the build script rendered from its own searches:
/// every table of both storages, as `data/tables.manifest` holds it (what
/// `eight tables --all` prints).
pub fn build_manifest() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/tables.manifest"))
}

/// The version of libzstd that compressed the move tables, e.g. `1.5.7`.
fn compressor_version() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/zstd-version"))
}

/// The compressed blob of a move table, as embedded: what decoding reads
/// (`eight_core::codec::decode_table`). [`TableError::NotEmbedded`] when
/// the build's storage is the compact one, or `id` is not a move table.
pub fn compressed_blob(id: TableId) -> Result<&'static [u8], TableError> {
    #[cfg(storage = "compressed")]
    {
        tables::compressed::embedded_blob(id)
    }
    #[cfg(not(storage = "compressed"))]
    {
        Err(TableError::NotEmbedded(id))
    }
}

/// The bytes of a table of distance bits, as embedded (in the layout that
/// stores one blank cell per orbit; see `eight_core::distance_bits`).
/// [`TableError::NotEmbedded`] when `id` is not one of the three.
pub fn distance_bits(id: TableId) -> Result<&'static [u8], TableError> {
    Ok(tables::compact::table(id)?.bytes())
}

/// The bytes of a table of the multi-tile metric, as embedded (in the
/// layout that stores one blank cell per orbit; see
/// `eight_core::distance_trits`). [`TableError::NotEmbedded`] when `id` is
/// not one of the three.
pub fn distance_trits(id: TableId) -> Result<&'static [u8], TableError> {
    Ok(tables::multi_tile::table(id)?.bytes())
}

/// A table's entries as export characters, whichever kind it is.
fn letters(id: TableId) -> Result<Vec<u8>, TableError> {
    match id {
        TableId::Mtm(_) => in_place::letters::<in_place::Trits>(id),
        TableId::Goal | TableId::Start(_) | TableId::Compact(_) => storage::letters(id),
    }
}

fn is_entry(id: TableId, letter: u8) -> bool {
    match id {
        TableId::Mtm(_) => in_place::is_entry::<in_place::Trits>(letter),
        TableId::Goal | TableId::Start(_) | TableId::Compact(_) => storage::is_entry(letter),
    }
}

fn facts(id: TableId) -> Result<TableFacts, TableError> {
    match id {
        TableId::Mtm(_) => in_place::facts::<in_place::Trits>(id),
        TableId::Goal | TableId::Start(_) | TableId::Compact(_) => storage::facts(id),
    }
}

fn meaning(id: TableId, letters: &[u8], rank: u32) -> String {
    match id {
        TableId::Mtm(_) => in_place::meaning::<in_place::Trits>(id, letters, rank),
        TableId::Goal | TableId::Start(_) | TableId::Compact(_) => {
            storage::meaning(id, letters, rank)
        }
    }
}

mod in_place;

/// Where the embedded storage's own knowledge comes in: its entries as
/// export characters, its manifest facts, and what an entry means for a
/// board's answer.
#[cfg(storage = "compressed")]
mod storage {
    use std::format;
    use std::string::{String, ToString};
    use std::vec::Vec;

    use crate::board::Move;
    use crate::rank::{TABLE_LEN, unrank};
    use crate::table_id::TableId;
    use crate::tables::TableError;
    use crate::tables::compressed::{self, logical_table, table_path};
    use eight_core::manifest::{self, TableFacts};
    use eight_core::move_table::{Table, depths, sha256};

    pub(super) fn letters(id: TableId) -> Result<Vec<u8>, TableError> {
        let table = logical_table(id)?;
        Ok((0..TABLE_LEN)
            .map(|rank| table.get(rank).letter())
            .collect())
    }

    pub(super) fn is_entry(letter: u8) -> bool {
        Move::from_letter(letter).is_some()
    }

    pub(super) fn facts(id: TableId) -> Result<TableFacts, TableError> {
        let logical = logical_table(id)?;
        let stored = compressed::table(id)?;
        let blob = compressed::embedded_blob(id)?;
        let (reachable, depth_counts) = manifest::depth_histogram(&depths(id, logical.view()));
        Ok(TableFacts {
            id,
            entries: TABLE_LEN,
            reachable,
            depth_counts,
            sha256: sha256(stored.packed()),
            raw_bytes: stored.packed().len(),
            compressed: Some((blob.len(), sha256(blob))),
        })
    }

    fn table_of(letters: &[u8]) -> Table {
        let mut table = Table::zeroed();
        for (rank, &letter) in (0..).zip(letters) {
            if let Some(mv) = Move::from_letter(letter) {
                table.set(rank, mv);
            }
        }
        table
    }

    /// The answer a table's entries give for the board at `rank`.
    pub(super) fn meaning(id: TableId, letters: &[u8], rank: u32) -> String {
        let Some(board) = unrank(rank) else {
            return "no board".to_string();
        };
        match table_path(id, table_of(letters).view(), &board) {
            Ok(path) if path.is_empty() => "empty answer".to_string(),
            Ok(path) => format!("answer {path}"),
            Err(_) => "no answer: the walk does not reach the root".to_string(),
        }
    }
}

/// The compact storage's tables are read in place, as the multi-tile
/// metric's are.
#[cfg(storage = "compact")]
mod storage {
    use super::in_place::{self, Bits};

    use std::string::String;
    use std::vec::Vec;

    use crate::table_id::TableId;
    use crate::tables::TableError;
    use eight_core::manifest::TableFacts;

    pub(super) fn letters(id: TableId) -> Result<Vec<u8>, TableError> {
        in_place::letters::<Bits>(id)
    }

    pub(super) fn is_entry(letter: u8) -> bool {
        in_place::is_entry::<Bits>(letter)
    }

    pub(super) fn facts(id: TableId) -> Result<TableFacts, TableError> {
        in_place::facts::<Bits>(id)
    }

    pub(super) fn meaning(id: TableId, letters: &[u8], rank: u32) -> String {
        in_place::meaning::<Bits>(id, letters, rank)
    }
}

/// The manifest of the embedded tables, recomputed from the tables
/// themselves (not a stored copy): it equals the embedded storage's part of
/// `data/tables.manifest` exactly when the tables are the ones reviewed.
pub fn embedded_manifest() -> Result<String, TableError> {
    let all = EMBEDDED
        .iter()
        .map(|&id| facts(id))
        .collect::<Result<Vec<TableFacts>, TableError>>()?;
    Ok(manifest::render(&all, compressor_version()))
}

/// Writes the embedded tables in the export format.
pub fn export(output: &mut impl Write) -> Result<(), ExportError> {
    writeln!(output, "{EXPORT_HEADER}")?;
    for &id in EMBEDDED {
        let letters = letters(id).map_err(ExportError::Table)?;
        write!(output, "{} {TABLE_LEN} ", id.name())?;
        output.write_all(&letters)?;
        writeln!(output)?;
    }
    Ok(())
}

/// Why an export file could not be used.
#[derive(Debug)]
#[non_exhaustive]
pub enum ExportError {
    /// Reading or writing failed.
    Io(io::Error),
    /// An embedded table did not decode.
    Table(TableError),
    /// The file is not a complete export: where and what.
    Malformed {
        /// The line, counting from 1.
        line: usize,
        /// What was wrong and what was expected.
        what: String,
    },
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::Io(e) => write!(f, "{e}"),
            ExportError::Table(e) => write!(f, "damaged embedded table: {e}"),
            ExportError::Malformed { line, what } => write!(f, "line {line}: {what}"),
        }
    }
}

impl std::error::Error for ExportError {}

impl From<io::Error> for ExportError {
    fn from(e: io::Error) -> Self {
        ExportError::Io(e)
    }
}

/// Reads one line of at most `limit` bytes, without its line end. `None`
/// at the end of input; an error for a longer line, which is never read
/// whole into memory.
fn read_line(
    input: &mut impl BufRead,
    limit: usize,
    line: usize,
) -> Result<Option<Vec<u8>>, ExportError> {
    let mut buf = Vec::new();
    let read = io::Read::take(&mut *input, limit as u64 + 1).read_until(b'\n', &mut buf)?;
    if read == 0 {
        return Ok(None);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
    } else if buf.len() > limit {
        return Err(ExportError::Malformed {
            line,
            what: format!("line longer than {limit} bytes; not an export file"),
        });
    }
    Ok(Some(buf))
}

/// Reads an export file back: each embedded table's entries as export
/// characters, in manifest order.
pub fn import(mut input: impl BufRead) -> Result<Vec<Vec<u8>>, ExportError> {
    let malformed = |line: usize, what: String| ExportError::Malformed { line, what };
    match read_line(&mut input, EXPORT_HEADER.len() + 16, 1)? {
        Some(header) if header == EXPORT_HEADER.as_bytes() => {}
        _ => {
            return Err(malformed(
                1,
                format!("expected the header '{EXPORT_HEADER}'"),
            ));
        }
    }
    let mut tables = Vec::new();
    for (number, &id) in (2..).zip(EMBEDDED) {
        let name = id.name();
        let prefix = format!("{name} {TABLE_LEN} ");
        let Some(text) = read_line(&mut input, prefix.len() + TABLE_LEN as usize, number)? else {
            return Err(malformed(number, format!("file ends before table {name}")));
        };
        let Some(letters) = text.strip_prefix(prefix.as_bytes()) else {
            return Err(malformed(
                number,
                format!("expected '{prefix}' and {TABLE_LEN} letters"),
            ));
        };
        if letters.len() != TABLE_LEN as usize {
            return Err(malformed(
                number,
                format!(
                    "table {name} has {} letters, expected {TABLE_LEN}",
                    letters.len()
                ),
            ));
        }
        if let Some(rank) = letters.iter().position(|&l| !is_entry(id, l)) {
            let expected = match id {
                TableId::Compact(_) => "0 or 1",
                TableId::Mtm(_) => "0, 1 or 2",
                TableId::Goal | TableId::Start(_) => "d, l, r or u",
            };
            return Err(malformed(
                number,
                format!(
                    "table {name}, entry {rank}: expected {expected}, found byte 0x{:02x}",
                    letters[rank]
                ),
            ));
        }
        tables.push(letters.to_vec());
    }
    if read_line(&mut input, 1024, EMBEDDED.len() + 2)?.is_some_and(|l| !l.is_empty()) {
        return Err(malformed(
            EMBEDDED.len() + 2,
            "unexpected text after the last table".to_string(),
        ));
    }
    Ok(tables)
}

/// How many differing entries `diff` shows per table.
const SHOWN_DIFFERENCES: usize = 5;

/// Compares the embedded tables with an export, entry by entry, and writes a
/// report: per table, how many entries differ and the first few differing
/// boards with both entries and what each means (the answer a move table
/// gives, the distance distance bits give). Returns whether anything
/// differs.
pub fn diff(file: impl BufRead, output: &mut impl Write) -> Result<bool, ExportError> {
    let theirs = import(file)?;
    let mut any = false;
    for (&id, other) in EMBEDDED.iter().zip(&theirs) {
        let ours = letters(id).map_err(ExportError::Table)?;
        let differing: Vec<u32> = (0..TABLE_LEN)
            .filter(|&rank| ours.get(rank as usize) != other.get(rank as usize))
            .collect();
        if differing.is_empty() {
            writeln!(output, "{}: same ({TABLE_LEN} entries)", id.name())?;
            continue;
        }
        any = true;
        writeln!(
            output,
            "{}: {} of {TABLE_LEN} entries differ",
            id.name(),
            differing.len()
        )?;
        for &rank in differing.iter().take(SHOWN_DIFFERENCES) {
            let board = crate::rank::unrank(rank)
                .map(|b| b.to_string())
                .unwrap_or_default();
            let entry =
                |letters: &[u8]| char::from(letters.get(rank as usize).copied().unwrap_or(b'?'));
            writeln!(
                output,
                "  {board} (rank {rank}): embedded {} ({}), file {} ({})",
                entry(&ours),
                meaning(id, &ours, rank),
                entry(other),
                meaning(id, other, rank),
            )?;
        }
    }
    Ok(any)
}
