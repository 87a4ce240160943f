//! The compact storage's format: for each stored board, one bit of its
//! distance from the table's root, `floor(d / 2) mod 2`, eight boards to a
//! byte, the first board in the low bit.
//!
//! One bit is enough because the rest of `d mod 4` is known without a
//! table: every move takes the blank to a cell of the other colour
//! (colour = (row + column) mod 2), so `d` is odd exactly when the board's
//! blank and the root's blank have different colours. With `d mod 4` known,
//! a board's neighbours (at `d - 1` or `d + 1`, which differ mod 4) tell
//! which moves lead closer.
//!
//! Not every board is stored: a table holds the boards of its
//! [`Layout`](crate::layout::Layout), one blank cell per orbit of the
//! symmetries that fix its root, and reads any other board as its image.

use crate::rank::TABLE_LEN;
use crate::stored_table::{Packing, StoredTable, TableBytes};

/// The version of this format. Raise it whenever the meaning or layout of
/// the bits changes. (Version 1 stored all 181,440 boards of a table.)
pub const FORMAT_VERSION: u32 = 2;

/// Bytes of a table that stores every board: 181,440 bits (the layout of
/// `eight tables export`, and of
/// [`Layout::UNFOLDED`](crate::layout::Layout::UNFOLDED)).
pub const UNFOLDED_LEN: usize = (TABLE_LEN / 8) as usize;

/// The bit stored for a board at `distance` from the root.
#[inline]
pub const fn bit_of(distance: u8) -> bool {
    distance / 2 % 2 == 1
}

/// Sets the bit at `index` (ignored past the end).
pub fn set_bit(bits: &mut [u8], index: u32, on: bool) {
    let mask = 1u8 << (index % 8);
    if let Some(byte) = bits.get_mut((index / 8) as usize) {
        if on {
            *byte |= mask;
        } else {
            *byte &= !mask;
        }
    }
}

/// The colour of a cell: (row + column) mod 2.
const fn colour(cell: usize) -> u8 {
    ((cell / 3 + cell % 3) % 2) as u8
}

/// The distance mod 4 from the root with its blank in `root_blank` of a
/// board with its blank in `blank` whose stored bit is `bit`.
#[inline]
pub fn distance_mod_4(bit: bool, blank: usize, root_blank: usize) -> u8 {
    (u8::from(bit) << 1) | (colour(blank) ^ colour(root_blank))
}

/// The format of distance bits: one bit a board, eight to a byte.
#[derive(Debug, PartialEq, Eq)]
pub enum Bits {}

impl Packing for Bits {
    const VALUES: u8 = 2;
    const PER_BYTE: u32 = 8;

    #[inline]
    fn entry(bytes: &impl TableBytes, index: u32) -> u8 {
        // Divided before it is narrowed: an index needs 18 bits, a byte's
        // place 15, and `usize` may have only 16.
        bytes.byte((index / 8) as usize) >> (index % 8) & 1
    }

    fn set(bytes: &mut [u8], index: u32, value: u8) {
        if value < 2 {
            set_bit(bytes, index, value == 1);
        }
    }
}

/// One table of distance bits, with the cell of its root's blank and its
/// layout: what a walk reads to learn each board's distance mod 4.
pub type DistanceBits<B> = StoredTable<B, Bits>;

impl<B: TableBytes> StoredTable<B, Bits> {
    /// The stored bit at `index` (callers only pass indices made by the
    /// layout from [`crate::rank`]'s ranks; past the end, whatever the
    /// bytes give there).
    #[inline]
    pub fn bit(&self, index: u32) -> bool {
        Bits::entry(self.table_bytes(), index) == 1
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;

    use super::*;
    use crate::board::CELLS;
    use crate::layout::Layout;

    /// A view is made only of bytes of the layout's length and a root
    /// that is a cell: anything else is refused, never read.
    #[test]
    fn views_refuse_a_wrong_length_or_root() {
        for root_blank in [0, 1, 4] {
            let layout = Layout::of(root_blank);
            let right = vec![0u8; layout.bytes_len()];
            assert!(DistanceBits::new(&right[..], root_blank).is_some());
            assert!(DistanceBits::new(&right[1..], root_blank).is_none());
            let longer = vec![0u8; layout.bytes_len() + 1];
            assert!(DistanceBits::new(&longer[..], root_blank).is_none());
            assert!(DistanceBits::unfolded(&right[..], root_blank).is_none());
        }
        let every_board = vec![0u8; UNFOLDED_LEN];
        assert_eq!(UNFOLDED_LEN, 22_680);
        assert!(DistanceBits::unfolded(&every_board[..], 0).is_some());
        assert!(DistanceBits::unfolded(&every_board[..], CELLS).is_none());
        assert!(DistanceBits::unfolded(&every_board[1..], 0).is_none());
        // The corner table's own length with a root off the board.
        let corner = vec![0u8; Layout::CORNER.bytes_len()];
        assert!(DistanceBits::in_layout(&corner[..], CELLS, &Layout::CORNER).is_none());
    }
}
