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
//! Not every board is stored (the [`Layout`]). A table's root, the
//! canonical start with the blank in cell `q`, is fixed by the symmetries
//! of the square that keep `q` in place, once the tiles are renamed back;
//! such a symmetry keeps every distance from the root, and moves the blank
//! from cell `p` to another cell. So a table stores the boards of one
//! blank cell per orbit of those symmetries, each block of 20,160 boards
//! in the order of [`crate::tile_rank`] (the stored cell's slot
//! times 20,160 plus the rank of the tiles' permutation), and reads any
//! other board as its image.

use crate::board::{CELLS, Symmetry};
use crate::rank::{PER_BLANK, TABLE_LEN};
use crate::stored_table::{Packing, StoredTable};

/// The version of this format. Raise it whenever the meaning or layout of
/// the bits changes. (Version 1 stored all 181,440 boards of a table.)
pub const FORMAT_VERSION: u32 = 2;

/// Bytes of a table that stores every board: 181,440 bits (the layout of
/// `eight tables export`, and of [`Layout::UNFOLDED`]).
pub const UNFOLDED_LEN: usize = (TABLE_LEN / 8) as usize;

/// The most frames a layout has.
pub const MAX_FRAMES: usize = 4;

/// Which boards of a table are stored, and where the others are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The views a walk keeps of its board; `frames[0]` is the identity.
    frames: &'static [Symmetry],
    /// For each cell of the blank, the frame in which the board is stored
    /// (sixteen entries, so that `cell & 15` needs no bounds check).
    frame_of_cell: [u8; 16],
    /// The stored cells, in storage order.
    stored: &'static [u8],
    /// For each cell of the blank: what to take off the board's rank in its
    /// frame to get its stored index (sixteen entries, as above).
    offsets: [u32; 16],
}

impl Layout {
    /// Every board stored as itself: what version 1 stored, and what an
    /// export holds.
    pub const UNFOLDED: Layout = Layout::new(
        &[Symmetry::IDENTITY],
        [0; CELLS],
        &[0, 1, 2, 3, 4, 5, 6, 7, 8],
    );

    /// A corner root (blank in cell 0) is fixed by the reflection in the
    /// main diagonal, which pairs the cells 1-3, 2-6 and 5-7.
    pub const CORNER: Layout = Layout::new(
        &[Symmetry::IDENTITY, Symmetry::TRANSPOSE],
        [0, 0, 0, 1, 0, 0, 1, 1, 0],
        &[0, 1, 2, 4, 5, 8],
    );

    /// An edge root (blank in cell 1) is fixed by the left-right mirror,
    /// which pairs the cells 0-2, 3-5 and 6-8.
    pub const EDGE: Layout = Layout::new(
        &[Symmetry::IDENTITY, Symmetry::MIRROR],
        [0, 0, 1, 0, 0, 1, 0, 0, 1],
        &[0, 1, 3, 4, 6, 7],
    );

    /// The centre root (blank in cell 4) is fixed by all eight symmetries;
    /// the four rotations take each corner to cell 0 and each edge to
    /// cell 1.
    pub const CENTRE: Layout = Layout::new(
        &[
            Symmetry::IDENTITY,
            Symmetry::QUARTER_TURN_ANTICLOCKWISE,
            Symmetry::QUARTER_TURN_CLOCKWISE,
            Symmetry::HALF_TURN,
        ],
        [0, 0, 1, 2, 0, 1, 2, 3, 3],
        &[0, 1, 4],
    );

    const fn new(
        frames: &'static [Symmetry],
        frame_of_cell: [u8; CELLS],
        stored: &'static [u8],
    ) -> Layout {
        let mut offsets = [0; 16];
        let mut frames_of_cells = [0; 16];
        let mut cell = 0;
        while cell < CELLS {
            let image = frames[frame_of_cell[cell] as usize].cell(cell);
            let mut slot = 0;
            while stored[slot] as usize != image {
                slot += 1;
            }
            offsets[cell] = (image - slot) as u32 * PER_BLANK;
            frames_of_cells[cell] = frame_of_cell[cell];
            cell += 1;
        }
        Layout {
            frames,
            frame_of_cell: frames_of_cells,
            stored,
            offsets,
        }
    }

    /// The layout of the table whose root has its blank in `root_blank`:
    /// the three compact tables store a part; any other root all boards.
    #[inline]
    pub const fn of(root_blank: usize) -> &'static Layout {
        match root_blank {
            0 => &Layout::CORNER,
            1 => &Layout::EDGE,
            4 => &Layout::CENTRE,
            _ => &Layout::UNFOLDED,
        }
    }

    /// The frames: the identity first, then the symmetries whose images a
    /// walk keeps.
    #[inline]
    pub const fn frames(&self) -> &'static [Symmetry] {
        self.frames
    }

    /// The frame in which a board with its blank in `cell` is stored.
    #[inline]
    pub fn frame_of(&self, cell: usize) -> usize {
        usize::from(self.frame_of_cell[cell & 15])
    }

    /// The stored index of a board with its blank in `cell`, given its rank
    /// in the frame where it is stored.
    #[inline]
    pub fn index(&self, cell: usize, rank_in_frame: u32) -> u32 {
        rank_in_frame.wrapping_sub(self.offsets[cell & 15])
    }

    /// The stored cells, in storage order.
    #[inline]
    pub fn stored_cells(&self) -> &'static [u8] {
        self.stored
    }

    /// The symmetry that maps the other cells, in words; empty when every
    /// cell is stored.
    /// (Told by the frames rather than kept in the layout, so that a
    /// program that only walks links none of these words.)
    pub fn mapped_by(&self) -> &'static str {
        match self.frames.get(1) {
            None => "",
            Some(&Symmetry::TRANSPOSE) => "the reflection in the main diagonal",
            Some(&Symmetry::MIRROR) => "the left-right mirror",
            Some(_) => "a rotation",
        }
    }

    /// Boards stored (up to 181,440: a `u32`, as every count of boards is,
    /// since `usize` may be 16 bits).
    #[inline]
    pub const fn entries(&self) -> u32 {
        self.stored.len() as u32 * PER_BLANK
    }

    /// Bytes of a table in this layout (at most 22,680).
    #[inline]
    pub const fn bytes_len(&self) -> usize {
        (self.entries() / 8) as usize
    }

    /// The rank (by [`crate::tile_rank`], in the table's frame) of
    /// the board stored at `index`.
    #[inline]
    pub fn rank_of_index(&self, index: u32) -> u32 {
        let slot = (index / PER_BLANK) as usize;
        let cell = self.stored.get(slot).copied().unwrap_or(0);
        u32::from(cell) * PER_BLANK + index % PER_BLANK
    }
}

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

/// Where the bytes of a table of distance bits are read: a slice in
/// memory, or a reader that a program supplies where its constants are not
/// memory that a load reads (an AVR keeps them in program memory, read by
/// the `lpm` instruction).
pub trait TableBytes {
    /// The number of bytes.
    fn len(&self) -> usize;

    /// The byte at `index`; any value at all past the end (a walk only
    /// reads there when the bits it read before were damaged).
    fn byte(&self, index: usize) -> u8;

    /// Whether there are no bytes.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl TableBytes for &[u8] {
    #[inline]
    fn len(&self) -> usize {
        <[u8]>::len(self)
    }

    #[inline]
    fn byte(&self, index: usize) -> u8 {
        self.get(index).copied().unwrap_or(0)
    }
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
