//! The tables read in place, of distance bits or of the multi-tile
//! metric's digits, through one reader: every board's entry, the manifest
//! facts by walking, and what an entry means.

use std::format;
use std::string::{String, ToString};
use std::vec;
use std::vec::Vec;

use crate::rank::{TABLE_LEN, unrank};
use crate::table_id::TableId;
use crate::tables::TableError;
use crate::tables::views::{self, ViewedFormat, distance_from_root, stored_index};
#[cfg(storage = "compact")]
pub(super) use eight_core::distance_bits::Bits;
pub(super) use eight_core::distance_trits::Trits;
use eight_core::layout::Layout;
use eight_core::manifest::{self, TableFacts};
use eight_core::stored_table::StoredTable;
use eight_core::tile_rank;

/// A format of tables read in place, as the export writes it: an
/// entry of value `v` as the `v`th of "012".
pub(super) trait Format: ViewedFormat {
    /// What a distance from the table is called.
    const DISTANCE: &'static str;

    /// The export's characters, one for each value of an entry.
    fn letters() -> &'static [u8] {
        &b"012"[..usize::from(Self::VALUES)]
    }
}

#[cfg(storage = "compact")]
impl Format for Bits {
    const DISTANCE: &'static str = "distance";
}

impl Format for Trits {
    const DISTANCE: &'static str = "multi-tile distance";
}

/// Every board's entry, the stored ones and those read through a
/// symmetry alike: the table as its search defines it.
pub(super) fn letters<F: Format>(id: TableId) -> Result<Vec<u8>, TableError> {
    let table = views::table::<F>(id)?;
    Ok((0..TABLE_LEN)
        .map(|rank| {
            let entry = unrank(rank)
                .and_then(|board| stored_index(&table, &board))
                .map_or(0, |index| table.entry(index));
            F::letters()
                .get(usize::from(entry))
                .copied()
                .unwrap_or(b'?')
        })
        .collect())
}

pub(super) fn is_entry<F: Format>(letter: u8) -> bool {
    F::letters().contains(&letter)
}

/// Every board's distance from the root, by walking the entries
/// (boards whose walk fails are not counted).
pub(super) fn facts<F: Format>(id: TableId) -> Result<TableFacts, TableError> {
    let table = views::table::<F>(id)?;
    let depths: Vec<u8> = (0..TABLE_LEN)
        .map(|rank| {
            unrank(rank)
                .and_then(|board| distance_from_root(&table, &board))
                .unwrap_or(u8::MAX)
        })
        .collect();
    let (reachable, depth_counts) = manifest::depth_histogram(&depths);
    let bytes = table.bytes();
    Ok(TableFacts {
        id,
        entries: TABLE_LEN,
        reachable,
        depth_counts,
        sha256: eight_core::move_table::sha256(bytes),
        raw_bytes: bytes.len(),
        compressed: None,
    })
}

/// The distance a table's entries (one per board, as exported) give
/// the board at `rank`.
pub(super) fn meaning<F: Format>(id: TableId, letters: &[u8], rank: u32) -> String {
    // An export lists boards by `crate::rank`; these tables are
    // indexed by the tile rank.
    let mut bytes = vec![0; F::bytes_len(&Layout::UNFOLDED)];
    for (at, &letter) in (0..).zip(letters) {
        let value = F::letters().iter().position(|&l| l == letter);
        if let Some((rank, value)) = unrank(at).as_ref().and_then(tile_rank::rank).zip(value) {
            F::set(&mut bytes, rank, value as u8);
        }
    }
    match StoredTable::<_, F>::unfolded(&bytes[..], id.root_blank())
        .zip(unrank(rank))
        .and_then(|(table, board)| distance_from_root(&table, &board))
    {
        Some(d) => format!("{} {d}", F::DISTANCE),
        None => "no distance: the walk does not reach the root".to_string(),
    }
}
