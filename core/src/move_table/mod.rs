//! The table format: what a table holds, how it is packed, and the blob that
//! carries it. The build script writes exactly these types.
//!
//! Every table has one 2-bit entry per rank (see [`crate::rank`]), four to a
//! byte, the first entry in the low bits. What an entry means depends on the
//! table:
//!
//! - the goal table (`goal`): the move to make next from that board, the
//!   smallest letter among the moves that bring it one step closer to the
//!   goal `12345678x`;
//! - a start table (`start-0` .. `start-8`, one per blank cell): the last
//!   move of the shortest, then smallest, path from that canonical start to
//!   the board, i.e. the move a breadth-first search expanding d, l, r, u
//!   first reached it with.
//!
//! The entry of a table's own root board is unused and stored as 0.
//!
//! Mirror images: the start tables of the right column (`start-2`,
//! `start-5`, `start-8`) nearly repeat those of the left column seen in a
//! mirror; only the tie between `l` and `r` comes out differently, for about
//! 2% of the boards. So they are stored as **corrections**: indexed like the
//! left-column table of the mirror-image cell (`start-0`, `start-3`,
//! `start-6`), each entry is what must be added (mod 4, on the codes) to
//! that table's entry to give the mirror image of the right-column table's
//! own entry. A query whose start has its blank in the right column is
//! mirrored, walked in the left-column table with the corrections, and its
//! letters mirrored back. The corrections compress to a seventh of a full
//! table. `start-7` is stored the same way against the up-down mirror of
//! `start-1`: there the search order changes more (d and u swap, and move
//! ahead of or behind l and r), a fifth of the entries differ, and the
//! corrections compress to three quarters of a full table. Together they
//! keep the move tables and the compact tables within the size budget.

use crate::board::Move;
use crate::rank::TABLE_LEN;

#[cfg(feature = "codec")]
mod blob;
#[cfg(feature = "alloc")]
mod owned;

#[cfg(feature = "codec")]
pub use blob::{TableBlob, sha256};
#[cfg(feature = "alloc")]
pub use owned::{Table, corrections, depths, undo_corrections};

/// The version of this format. Raise it whenever the meaning or layout of a
/// table or blob changes.
/// (Version 2 stored `start-7` whole.)
pub const FORMAT_VERSION: u32 = 3;

/// Bytes of one packed table.
pub const PACKED_LEN: usize = (TABLE_LEN / 4) as usize;

/// A table's packed bytes, borrowed: what every walk reads, whether the
/// bytes were decoded into a `Table` or are embedded as they are.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TableRef<'a> {
    packed: &'a [u8],
}

impl<'a> TableRef<'a> {
    /// A view of packed bytes, or `None` when their length is wrong.
    #[inline]
    pub fn new(packed: &'a [u8]) -> Option<TableRef<'a>> {
        (packed.len() == PACKED_LEN).then_some(TableRef { packed })
    }

    /// The packed bytes.
    #[inline]
    pub fn packed(self) -> &'a [u8] {
        self.packed
    }

    /// The entry at `rank`. Ranks past the end read as `d`; callers only pass
    /// ranks made by [`crate::rank`].
    #[inline]
    pub fn get(self, rank: u32) -> Move {
        // Divided before it is narrowed, for a 16-bit `usize`.
        let byte = self.packed.get((rank / 4) as usize).copied().unwrap_or(0);
        Move::from_code(byte >> entry_shift(rank))
    }
}

/// Where the entry at `rank` sits in its byte: four 2-bit entries to a
/// byte, the first in the low bits.
#[inline]
const fn entry_shift(rank: u32) -> u32 {
    (rank & 3) * 2
}

/// The entry a walk in `base` uses at `rank` once corrected.
#[inline]
pub fn corrected(base: Move, correction: Move) -> Move {
    Move::from_code(base.code() + correction.code())
}

/// A value above every distance: the board's walk does not reach the root.
pub const UNREACHED: u8 = 254;
