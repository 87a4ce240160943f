//! Looking inside decoded tables: the manifest recomputed from them, the
//! text export of their entries, and an entry-by-entry comparison with such
//! an export.
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
//! After the header line comes one line per table, in manifest order: the
//! table's name, its entry count, and one letter (`d`, `l`, `r`, `u`) per
//! entry in rank order (see [`crate::rank`] and [`crate::table`]). Every
//! table is written as its search defines it, including those stored as
//! corrections to their mirror image.

use std::fmt;
use std::format;
use std::io::{self, BufRead, Write};
use std::string::{String, ToString};
use std::vec;
use std::vec::Vec;

use crate::board::Move;
use crate::manifest::{self, TableFacts};
use crate::rank::TABLE_LEN;
use crate::solve::table_path;
use crate::table::{Table, TableId, TableRef, depths};
use crate::tables::{self, TableError, logical_table};

/// The header line of an export file.
pub const EXPORT_HEADER: &str = "eight tables export v1";

/// Follows every entry towards the table's root and counts the boards at
/// each depth. Returns the number of boards whose walk reaches the root and
/// the counts; a walk that leaves the board, loops, or runs longer than any
/// answer can, counts as not reaching it.
pub fn depth_counts(id: TableId, table: TableRef<'_>) -> (usize, Vec<usize>) {
    manifest::depth_histogram(&depths(id, table))
}

/// The manifest facts of a table: depths from the table as its searches
/// define it (`logical`), sizes and digests from the table as stored and the
/// blob it came from.
pub fn facts(
    id: TableId,
    logical: TableRef<'_>,
    stored: TableRef<'_>,
    (compressed_bytes, compressed_sha256): (usize, [u8; 32]),
) -> TableFacts {
    let (reachable, depth_counts) = depth_counts(id, logical);
    TableFacts {
        id,
        entries: TABLE_LEN,
        reachable,
        depth_counts,
        sha256: crate::table::sha256(stored.packed()),
        raw_bytes: stored.packed().len(),
        compressed_bytes,
        compressed_sha256,
    }
}

/// The manifest of the embedded tables, recomputed from the decoded tables
/// (not a stored copy): it equals `data/tables.manifest` exactly when the
/// tables are the ones reviewed.
pub fn embedded_manifest() -> Result<String, TableError> {
    let mut all = Vec::new();
    for id in TableId::ALL {
        let logical = logical_table(id)?;
        all.push(facts(
            id,
            logical.view(),
            tables::table(id)?,
            tables::blob_facts(id),
        ));
    }
    Ok(manifest::render(&all, tables::compressor_version()))
}

/// Writes the embedded tables in the export format.
pub fn export(output: &mut impl Write) -> Result<(), ExportError> {
    writeln!(output, "{EXPORT_HEADER}")?;
    let mut letters = vec![0u8; TABLE_LEN];
    for id in TableId::ALL {
        let table = logical_table(id).map_err(ExportError::Table)?;
        for (rank, letter) in letters.iter_mut().enumerate() {
            *letter = table.get(rank as u32).letter();
        }
        write!(output, "{} {TABLE_LEN} ", id.name())?;
        output.write_all(&letters)?;
        writeln!(output)?;
    }
    Ok(())
}

/// Why an export file could not be used.
#[derive(Debug)]
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

/// Reads an export file back into tables, in [`TableId::ALL`] order.
pub fn import(mut input: impl BufRead) -> Result<Vec<Table>, ExportError> {
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
    for (number, id) in (2..).zip(TableId::ALL) {
        let name = id.name();
        let prefix = format!("{name} {TABLE_LEN} ");
        let Some(text) = read_line(&mut input, prefix.len() + TABLE_LEN, number)? else {
            return Err(malformed(number, format!("file ends before table {name}")));
        };
        let Some(letters) = text.strip_prefix(prefix.as_bytes()) else {
            return Err(malformed(
                number,
                format!("expected '{prefix}' and {TABLE_LEN} letters"),
            ));
        };
        if letters.len() != TABLE_LEN {
            return Err(malformed(
                number,
                format!(
                    "table {name} has {} letters, expected {TABLE_LEN}",
                    letters.len()
                ),
            ));
        }
        let mut table = Table::zeroed();
        for (rank, &letter) in letters.iter().enumerate() {
            let Some(mv) = Move::from_letter(letter) else {
                return Err(malformed(
                    number,
                    format!(
                        "table {name}, entry {rank}: expected d, l, r or u, found byte 0x{letter:02x}"
                    ),
                ));
            };
            table.set(rank as u32, mv);
        }
        tables.push(table);
    }
    if read_line(&mut input, 1024, TableId::ALL.len() + 2)?.is_some_and(|l| !l.is_empty()) {
        return Err(malformed(
            TableId::ALL.len() + 2,
            "unexpected text after the last table".to_string(),
        ));
    }
    Ok(tables)
}

/// How many differing entries `diff` shows per table.
const SHOWN_DIFFERENCES: usize = 5;

fn describe_path(id: TableId, table: TableRef<'_>, rank: u32) -> String {
    let Some(board) = crate::rank::unrank(rank) else {
        return "no board".to_string();
    };
    match table_path(id, table, &board) {
        Ok(path) if path.is_empty() => "empty answer".to_string(),
        Ok(path) => format!("answer {path}"),
        Err(_) => "no answer: the walk does not reach the root".to_string(),
    }
}

/// Compares the embedded tables with an export, entry by entry, and writes a
/// report: per table, how many entries differ and the first few differing
/// boards with both entries and both answers. Returns whether anything
/// differs.
pub fn diff(file: impl BufRead, output: &mut impl Write) -> Result<bool, ExportError> {
    let theirs = import(file)?;
    let mut any = false;
    for (id, other) in TableId::ALL.into_iter().zip(&theirs) {
        let ours = logical_table(id).map_err(ExportError::Table)?;
        let ours = ours.view();
        let differing: Vec<u32> = (0..TABLE_LEN as u32)
            .filter(|&rank| ours.get(rank) != other.get(rank))
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
            writeln!(
                output,
                "  {board} (rank {rank}): embedded {} ({}), file {} ({})",
                ours.get(rank),
                describe_path(id, ours, rank),
                other.get(rank),
                describe_path(id, other.view(), rank),
            )?;
        }
    }
    Ok(any)
}
