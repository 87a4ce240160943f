//! The rank that indexes the compact tables (see [`crate::distance_bits`]).
//!
//! Like [`crate::rank`], it ranks a board whose tiles have an even number
//! of inversions as `blank_cell * 20160 + r`, but `r` counts inversions per
//! tile rather than per position: digit `d_t` of tile `t` is the number of
//! larger tiles before it in reading order (0..=8 - t), and
//! `r = d_1 * 2520 + d_2 * 360 + d_3 * 60 + d_4 * 12 + d_5 * 3 + d_6`
//! (`d_7` follows from the parity, `d_8` is 0).
//!
//! Why a second rank: a vertical move turns three tiles that are
//! neighbours in reading order, which changes the order of the pairs among
//! those three and of no other pair. Counted per tile, that moves `r` by at
//! most two weights, read off the three tiles alone: a compact walk, which
//! looks at the ranks of up to four neighbours in up to four frames at
//! every step, spends a few instructions on each. (The move tables keep
//! [`crate::rank`], so their bytes stay as they are.)
//!
//! This module defines the rank; the solver's walks keep it up to date as
//! the blank moves, and are tested against [`rank`] and [`unrank`] on every
//! board.

use crate::board::{BLANK, Board, CELLS};
use crate::rank::PER_BLANK;

/// The weight of each tile's digit in `r`, by tile (sixteen entries, so
/// that a nibble indexes it without a bounds check): tiles 7 and 8 weigh
/// nothing, their digits being fixed by the others and the parity.
/// (`u16`, half the bytes, widened where read: an AVR keeps every table in
/// its RAM.)
pub const TILE_WEIGHT: [u16; 16] = [0, 2520, 360, 60, 12, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/// The base of each tile's digit: tile `t` has `9 - t` possible values.
const DIGIT_BASE: [u32; 9] = [1, 8, 7, 6, 5, 4, 3, 2, 1];

/// The rank of a board, or `None` when its tiles are an odd permutation.
pub fn rank(board: &Board) -> Option<u32> {
    // Scan left to right, keeping the tiles seen so far as bits: a tile's
    // digit counts the larger ones among them.
    let mut seen: u32 = 0;
    let mut inversions = 0;
    let mut r = 0;
    for tile in board.tiles() {
        let tile = u32::from(tile & 15);
        let digit = ones(seen >> tile);
        inversions += digit;
        r += digit * u32::from(TILE_WEIGHT[tile as usize]);
        seen |= 1 << tile;
    }
    if inversions % 2 != 0 {
        return None;
    }
    Some(board.blank() as u32 * PER_BLANK + r)
}

/// Set bits of a byte, by look-up (no target here needs a
/// population-count instruction, which an AVR would call a helper for).
fn ones(byte: u32) -> u32 {
    const NIBBLE: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
    u32::from(NIBBLE[(byte & 15) as usize] + NIBBLE[(byte >> 4 & 15) as usize])
}

/// The board of a given rank, or `None` when the rank is out of range.
pub fn unrank(rank: u32) -> Option<Board> {
    let blank = (rank / PER_BLANK) as usize;
    if blank >= CELLS {
        return None;
    }
    // The digits d_1 .. d_6 in mixed radix, d_7 from the parity.
    let mut digits = [0u32; 9];
    let mut rest = rank % PER_BLANK;
    for tile in (1..=6).rev() {
        digits[tile] = rest % DIGIT_BASE[tile];
        rest /= DIGIT_BASE[tile];
    }
    digits[7] = digits[1..7].iter().sum::<u32>() % 2;
    // Place the tiles from the largest down: tile t goes after the d_t
    // larger ones.
    let mut order = [0u8; 8];
    for tile in (1..=8u8).rev() {
        let placed = usize::from(8 - tile);
        let at = (digits[usize::from(tile)] as usize).min(placed);
        order.copy_within(at..placed, at + 1);
        order[at] = tile;
    }
    let mut cells = [BLANK; CELLS];
    let mut tiles = order.iter();
    for (cell, slot) in cells.iter_mut().enumerate() {
        if cell != blank {
            *slot = tiles.next().copied().unwrap_or(BLANK);
        }
    }
    Board::from_cells(cells).ok()
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;

    use super::*;
    use crate::rank::TABLE_LEN;

    /// Both ranks: `crate::rank` numbers the even boards 0.. in one
    /// order, this one in another, and each is undone by its `unrank`.
    #[test]
    fn both_ranks_are_bijections_onto_the_even_boards() {
        let mut seen = vec![false; TABLE_LEN as usize];
        for r in 0..TABLE_LEN {
            let board = crate::rank::unrank(r).expect("in range");
            assert!(board.is_even());
            assert_eq!(crate::rank::rank(&board), Some(r));
            let rank = rank(&board).expect("even");
            assert_eq!(rank / PER_BLANK, board.blank() as u32);
            assert!(!core::mem::replace(&mut seen[rank as usize], true));
            assert_eq!(unrank(rank), Some(board));
        }
        assert_eq!(unrank(TABLE_LEN), None);
        assert_eq!(crate::rank::unrank(TABLE_LEN), None);
        let odd = Board::from_cells([1, 2, 3, 4, 5, 6, 8, 7, 0]).expect("valid");
        assert_eq!(rank(&odd), None);
        assert_eq!(crate::rank::rank(&odd), None);
    }

    #[test]
    fn canonical_starts_rank_at_the_start_of_their_block() {
        for blank in 0..CELLS {
            let start = Board::canonical_start(blank);
            assert_eq!(rank(&start), Some(blank as u32 * PER_BLANK));
        }
    }
}
