//! The multi-tile metric's format: for each stored board, its distance
//! from the table's root mod 3, in the metric where a slide of one or two
//! tiles in a row or column is one move. Five boards to a byte, as the
//! digits of a base-3 number (`3^5 = 243` values fit in a byte), the first
//! board in the lowest digit.
//!
//! Mod 3 is enough because a move is undone by a move: neighbours differ
//! by at most one, so a neighbour's residue tells it apart as one closer,
//! level, or one farther. Unlike [`crate::distance_bits`], no residue can
//! be told without a table (a slide of two tiles keeps the blank's colour),
//! so every digit is stored.
//!
//! The stored boards, and where the others are read, are the compact
//! tables' [`Layout`]: a symmetry that fixes a root keeps every distance in
//! this metric too, since it maps slides to slides.

use crate::layout::Layout;
use crate::rank::TABLE_LEN;
use crate::stored_table::{Packing, StoredTable, TableBytes};

/// The version of this format. Raise it whenever the meaning or layout of
/// the digits changes.
pub const FORMAT_VERSION: u32 = 1;

/// Boards a byte.
pub const PER_BYTE: u32 = 5;

/// Bytes of a table that stores every board (the layout of an export, and
/// of [`Layout::UNFOLDED`]).
pub const UNFOLDED_LEN: usize = (TABLE_LEN / PER_BYTE) as usize;

/// The most moves, in this metric, between two boards that reach each
/// other (the goal's farthest boards are 24 away; so is every target's).
pub const MAX_DISTANCE: usize = 24;

/// The place value of each digit of a byte.
const PLACE: [u8; PER_BYTE as usize] = [1, 3, 9, 27, 81];

/// Bytes of a table in `layout` (every layout stores whole blocks of
/// 20,160 boards, a multiple of five).
#[inline]
pub const fn bytes_len(layout: &Layout) -> usize {
    (layout.entries() / PER_BYTE) as usize
}

/// The digit stored for a board at `distance` from the root.
#[inline]
pub const fn digit_of(distance: u8) -> u8 {
    distance % 3
}

/// Sets the digit at `index` to `digit` (ignored past the end, or for a
/// digit over 2).
pub fn set_digit(bytes: &mut [u8], index: u32, digit: u8) {
    let place = PLACE[(index % PER_BYTE) as usize];
    if digit > 2 {
        return;
    }
    if let Some(byte) = bytes.get_mut((index / PER_BYTE) as usize) {
        let old = *byte / place % 3;
        *byte = *byte - old * place + digit * place;
    }
}

/// The multi-tile format: one digit of base 3 a board, five to a byte.
#[derive(Debug, PartialEq, Eq)]
pub enum Trits {}

impl Packing for Trits {
    const VALUES: u8 = 3;
    const PER_BYTE: u32 = PER_BYTE;

    #[inline]
    fn entry(bytes: &impl TableBytes, index: u32) -> u8 {
        let byte = bytes.byte((index / PER_BYTE) as usize);
        // Each place a constant divisor: a multiply, not a division.
        let shifted = match index % PER_BYTE {
            0 => byte,
            1 => byte / 3,
            2 => byte / 9,
            3 => byte / 27,
            _ => byte / 81,
        };
        shifted % 3
    }

    fn set(bytes: &mut [u8], index: u32, value: u8) {
        set_digit(bytes, index, value);
    }
}

/// One table of multi-tile distances mod 3, with the cell of its root's
/// blank and its layout.
pub type DistanceTrits<B> = StoredTable<B, Trits>;

impl<B: TableBytes> StoredTable<B, Trits> {
    /// The distance mod 3 stored at `index` (past the end, whatever the
    /// bytes give there; a byte over 242 reads as some digit, never a
    /// panic).
    #[inline]
    pub fn digit(&self, index: u32) -> u8 {
        Trits::entry(self.table_bytes(), index)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;

    use super::*;
    use crate::board::CELLS;

    /// Every digit written is read back, beside any others, at each of
    /// the five places.
    #[test]
    fn digits_are_read_as_written() {
        let mut bytes = vec![0u8; bytes_len(&Layout::CENTRE)];
        // Every byte of five digits there is, in turn: each place holds
        // each digit beside every digit of the other places.
        let digits = |index: u32| (index / 5 / 3u32.pow(index % 5) % 3) as u8;
        let all = 243 * 5;
        for index in 0..all {
            set_digit(&mut bytes, index, digits(index));
        }
        let table = DistanceTrits::new(&bytes[..], 4).expect("the centre's length");
        for index in 0..all {
            assert_eq!(table.digit(index), digits(index), "{index}");
        }
        assert_eq!(table.root_blank(), 4);
        assert_eq!(table.layout(), &Layout::CENTRE);
        // Rewriting a digit changes that digit alone.
        set_digit(&mut bytes, 7, 2);
        set_digit(&mut bytes, 7, 0);
        let table = DistanceTrits::new(&bytes[..], 4).expect("the centre's length");
        assert_eq!(table.digit(7), 0);
        assert_eq!(table.digit(6), digits(6));
        assert_eq!(table.digit(8), digits(8));
        assert!(bytes.iter().all(|&b| b < 243));
        // A digit over 2 is not written.
        set_digit(&mut bytes, 0, 3);
        assert_eq!(bytes[0] % 3, digits(0));
        assert_eq!(digit_of(23), 2);
        assert_eq!(digit_of(24), 0);
    }

    #[test]
    fn views_refuse_a_wrong_length_or_root() {
        for (root_blank, len) in [(0, 24_192), (1, 24_192), (4, 12_096)] {
            let layout = Layout::of(root_blank);
            assert_eq!(bytes_len(layout), len);
            let right = vec![0u8; len];
            let view = DistanceTrits::new(&right[..], root_blank).expect("its length");
            assert_eq!(view.root_blank(), root_blank);
            assert!(DistanceTrits::new(&right[1..], root_blank).is_none());
            assert!(DistanceTrits::in_layout(&right[..], CELLS, layout).is_none());
            assert!(DistanceTrits::unfolded(&right[..], root_blank).is_none());
        }
        let every_board = vec![0u8; UNFOLDED_LEN];
        assert_eq!(UNFOLDED_LEN, 36_288);
        assert!(DistanceTrits::unfolded(&every_board[..], 8).is_some());
    }
}
