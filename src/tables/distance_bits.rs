//! The compact storage's format: for each board, one bit of its distance
//! from the table's root, `floor(d / 2) mod 2`, eight boards to a byte in
//! rank order (see [`crate::rank`]), the first board in the low bit.
//! Shared with `build.rs`; needs nothing but `core`.
//!
//! One bit is enough because the rest of `d mod 4` is known without a
//! table: every move takes the blank to a cell of the other colour
//! (colour = (row + column) mod 2), so `d` is odd exactly when the board's
//! blank and the root's blank have different colours. With `d mod 4` known,
//! a board's neighbours (at `d - 1` or `d + 1`, which differ mod 4) tell
//! which moves lead closer.

use crate::rank::{PER_BLANK, TABLE_LEN};

/// The version of this format. Raise it whenever the meaning or layout of
/// the bits changes.
pub const FORMAT_VERSION: u32 = 1;

/// Bytes of one table: 181,440 bits.
pub const BITS_LEN: usize = TABLE_LEN / 8;

/// The bit stored for a board at `distance` from the root.
pub const fn bit_of(distance: u8) -> bool {
    distance / 2 % 2 == 1
}

/// Sets the bit at `rank` (ignored past the end).
pub fn set_bit(bits: &mut [u8], rank: u32, on: bool) {
    let mask = 1u8 << (rank % 8);
    if let Some(byte) = bits.get_mut(rank as usize / 8) {
        if on {
            *byte |= mask;
        } else {
            *byte &= !mask;
        }
    }
}

/// The colour of a cell: (row + column) mod 2.
const fn colour(cell: u32) -> u32 {
    (cell / 3 + cell % 3) % 2
}

/// One table of distance bits, borrowed, with the cell of its root's
/// blank: what a walk reads to learn each board's distance mod 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DistanceBits<'a> {
    bits: &'a [u8],
    root_blank: u32,
}

impl<'a> DistanceBits<'a> {
    /// A view of a table whose root has its blank in `root_blank`, or
    /// `None` when the length is not that of a table.
    pub fn new(bits: &'a [u8], root_blank: usize) -> Option<DistanceBits<'a>> {
        (bits.len() == BITS_LEN).then_some(DistanceBits {
            bits,
            root_blank: root_blank as u32 % 9,
        })
    }

    /// The cell of the root's blank.
    pub fn root_blank(self) -> usize {
        self.root_blank as usize
    }

    /// The bytes.
    pub fn bytes(self) -> &'a [u8] {
        self.bits
    }

    /// The stored bit at `rank` (ranks past the end read as 0; callers only
    /// pass ranks made by [`crate::rank`]).
    #[inline]
    pub fn bit(self, rank: u32) -> bool {
        let byte = self.bits.get(rank as usize / 8).copied().unwrap_or(0);
        byte >> (rank % 8) & 1 == 1
    }

    /// The distance mod 4 from the root of the board at `rank`.
    #[inline]
    pub fn distance_mod_4(self, rank: u32) -> u8 {
        let blank = rank / PER_BLANK;
        let odd = colour(blank) ^ colour(self.root_blank);
        (u8::from(self.bit(rank)) << 1) | odd as u8
    }
}
