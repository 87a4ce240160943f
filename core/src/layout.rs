//! Which boards of a table are stored, and where the others are read.
//!
//! A table's root, the canonical start with the blank in cell `q`, is
//! fixed by the symmetries of the square that keep `q` in place, once the
//! tiles are renamed back; such a symmetry keeps every distance from the
//! root, and moves the blank from cell `p` to another cell. So a table
//! stores the boards of one blank cell per orbit of those symmetries, each
//! block of 20,160 boards in the order of [`crate::tile_rank`] (the stored
//! cell's slot times 20,160 plus the rank of the tiles' permutation), and
//! reads any other board as its image. Every format of a table
//! ([`crate::distance_bits`], [`crate::distance_trits`]) stores its boards
//! in one of these layouts.

use crate::board::CELLS;
use crate::rank::PER_BLANK;
use crate::symmetry::Symmetry;

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
