//! The dense rank that indexes every table, and a cursor that keeps it up to
//! date as the blank moves.
//!
//! A board whose tiles have an even number of inversions has the rank
//! `blank_cell * 20160 + r`, where `r` (0..20160) ranks the order of the eight
//! tiles among the even permutations. These are exactly the 181,440 boards
//! that can reach the goal, and exactly the boards reachable from any
//! canonical start, so every table has one entry per rank and no holes.
//!
//! `r` is read off the first six digits of the permutation's Lehmer code (the
//! last two are fixed by the parity). A move changes at most three digits, so
//! [`Cursor::step`] updates the rank in a few operations instead of ranking
//! the board again. Shared with `build.rs`.

use crate::board::{BLANK, Board, CELLS, Move};

/// Boards per blank position: the even permutations of eight tiles.
pub const PER_BLANK: u32 = 20_160;

/// Entries in every table: the boards of one parity.
pub const TABLE_LEN: u32 = 181_440;

/// Weight of Lehmer digit `i` in `r`: `(7 - i)! / 2`; the last two digits
/// weigh nothing because the parity fixes them.
const DIGIT_WEIGHT: [u32; 8] = [2520, 360, 60, 12, 3, 1, 0, 0];

/// The rank of a board, or `None` when its tiles are an odd permutation (such
/// a board cannot reach the goal).
pub fn rank(board: &Board) -> Option<u32> {
    Cursor::new(board).map(|c| c.rank())
}

/// The board with a given rank, or `None` when the rank is out of range.
pub fn unrank(rank: u32) -> Option<Board> {
    Cursor::from_rank(rank).map(|c| c.board())
}

/// The rank of the canonical start with the blank in cell `blank`: its tiles
/// are in order, so every Lehmer digit is 0.
pub const fn canonical_start_rank(blank: usize) -> u32 {
    blank as u32 * PER_BLANK
}

/// A board kept as its tile order, its Lehmer code and its rank, so that a
/// move updates the rank cheaply. The walk of every query runs on a cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    tiles: [u8; 8],
    lehmer: [u8; 8],
    blank: u8,
    rank: u32,
}

impl Cursor {
    /// A cursor on `board`, or `None` when the board's tiles are odd.
    pub fn new(board: &Board) -> Option<Cursor> {
        Cursor::from_tiles(board.tiles(), board.blank())
    }

    /// A cursor on `target` with its tiles renamed so that `start` becomes
    /// its canonical start (see [`Board::relabel_to_canonical`]), or `None`
    /// when the renamed board is odd, i.e. `target` cannot be reached from
    /// `start`. One pass instead of building the renamed board first.
    pub fn relabelled(start: &Board, target: &Board) -> Option<Cursor> {
        let mut rename = [BLANK; CELLS];
        for (new_name, &tile) in (1..).zip(start.tiles().iter()) {
            rename[usize::from(tile) % CELLS] = new_name;
        }
        let mut tiles = target.tiles();
        for tile in &mut tiles {
            *tile = rename[usize::from(*tile) % CELLS];
        }
        Cursor::from_tiles(tiles, target.blank())
    }

    /// A cursor from the tiles in reading order (each of 1..=8 once) and the
    /// blank's cell.
    fn from_tiles(tiles: [u8; 8], blank: usize) -> Option<Cursor> {
        // Digit i counts the later tiles smaller than tile i: scan from the
        // right, keeping the tiles seen so far as bits.
        let mut lehmer = [0u8; 8];
        let mut seen: u32 = 0;
        for i in (0..8).rev() {
            let below = (1u32 << tiles[i]) - 1;
            lehmer[i] = (seen & below).count_ones() as u8;
            seen |= 1 << tiles[i];
        }
        let parity: u32 = lehmer.iter().map(|&d| u32::from(d)).sum();
        if !parity.is_multiple_of(2) {
            return None;
        }
        let mut cursor = Cursor {
            tiles,
            lehmer,
            blank: blank as u8,
            rank: 0,
        };
        cursor.rank = cursor.compute_rank();
        Some(cursor)
    }

    /// The cursor on the board of a given rank, or `None` when out of range.
    pub fn from_rank(rank: u32) -> Option<Cursor> {
        if rank >= TABLE_LEN {
            return None;
        }
        let blank = (rank / PER_BLANK) as u8;
        let mut rest = rank % PER_BLANK;
        let mut lehmer = [0u8; 8];
        for i in 0..6 {
            lehmer[i] = (rest / DIGIT_WEIGHT[i]) as u8;
            rest %= DIGIT_WEIGHT[i];
        }
        let sum: u32 = lehmer[..6].iter().map(|&d| u32::from(d)).sum();
        lehmer[6] = (sum % 2) as u8;
        // Decode the Lehmer code: digit i picks the digit-th smallest tile
        // not used yet.
        let mut unused: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
        let mut tiles = [0u8; 8];
        for i in 0..8 {
            let pick = usize::from(lehmer[i]);
            tiles[i] = unused[pick];
            // Close the gap; what shifts in past the unused tiles is never
            // picked, as digit i is below 8 - i.
            unused.copy_within(pick + 1.., pick);
        }
        Some(Cursor {
            tiles,
            lehmer,
            blank,
            rank,
        })
    }

    /// The rank of the current board.
    pub fn rank(&self) -> u32 {
        self.rank
    }

    /// The current board.
    pub fn board(&self) -> Board {
        let mut cells = [BLANK; CELLS];
        let mut tiles = self.tiles.iter();
        for (cell, slot) in cells.iter_mut().enumerate() {
            if cell != usize::from(self.blank) {
                *slot = tiles.next().copied().unwrap_or(BLANK);
            }
        }
        // A cursor only ever holds a valid board, so this cannot fail; fall
        // back to the goal rather than panic.
        Board::from_cells(cells).unwrap_or(Board::GOAL)
    }

    /// Moves the blank. Returns `false`, leaving the cursor as it was, when
    /// the move would leave the board.
    // Always inlined: it is the whole inner loop of every walk through a
    // move table, and a call there costs more than the step.
    #[inline(always)]
    pub fn step(&mut self, mv: Move) -> bool {
        let blank = usize::from(self.blank);
        let Some(to) = mv.target(blank) else {
            return false;
        };
        self.blank = to as u8;
        match mv {
            // Sideways moves keep the tiles in the same reading order.
            Move::Left => self.rank -= PER_BLANK,
            Move::Right => self.rank += PER_BLANK,
            // Down: the tile below jumps two places back in reading order.
            Move::Down => {
                self.rank += PER_BLANK * 3;
                self.replace(blank, self.rotated_right(blank));
            }
            // Up: the tile above jumps two places forward.
            Move::Up => {
                self.rank -= PER_BLANK * 3;
                self.replace(to, self.rotated_left(to));
            }
        }
        true
    }

    /// The rank after `mv`, without moving (`None` off the board): what a
    /// walk that looks at every neighbour asks.
    #[inline]
    pub fn rank_after(&self, mv: Move) -> Option<u32> {
        let blank = usize::from(self.blank);
        let to = mv.target(blank)?;
        Some(match mv {
            Move::Left => self.rank - PER_BLANK,
            Move::Right => self.rank + PER_BLANK,
            Move::Down => {
                let (_, digits) = self.rotated_right(blank);
                self.reweighed(self.rank + PER_BLANK * 3, blank, digits)
            }
            Move::Up => {
                let (_, digits) = self.rotated_left(to);
                self.reweighed(self.rank - PER_BLANK * 3, to, digits)
            }
        })
    }

    /// Stores three new tiles and their Lehmer digits at `q..q + 3`, and
    /// adjusts the rank by the digits' change in weight.
    #[inline]
    fn replace(&mut self, q: usize, (tiles, digits): ([u8; 3], [u8; 3])) {
        self.rank = self.reweighed(self.rank, q, digits);
        self.tiles[q..q + 3].copy_from_slice(&tiles);
        self.lehmer[q..q + 3].copy_from_slice(&digits);
    }

    /// `(a, b, c)` at `q..q + 3` becomes `(c, a, b)`; only those three
    /// Lehmer digits change.
    #[inline]
    fn rotated_right(&self, q: usize) -> ([u8; 3], [u8; 3]) {
        let [a, b, c] = [self.tiles[q], self.tiles[q + 1], self.tiles[q + 2]];
        let [la, lb, lc] = [self.lehmer[q], self.lehmer[q + 1], self.lehmer[q + 2]];
        let digits = [
            lc + u8::from(a < c) + u8::from(b < c),
            la - u8::from(c < a),
            lb - u8::from(c < b),
        ];
        ([c, a, b], digits)
    }

    /// `(a, b, c)` at `q..q + 3` becomes `(b, c, a)`.
    #[inline]
    fn rotated_left(&self, q: usize) -> ([u8; 3], [u8; 3]) {
        let [a, b, c] = [self.tiles[q], self.tiles[q + 1], self.tiles[q + 2]];
        let [la, lb, lc] = [self.lehmer[q], self.lehmer[q + 1], self.lehmer[q + 2]];
        let digits = [
            lb + u8::from(a < b),
            lc + u8::from(a < c),
            la - u8::from(b < a) - u8::from(c < a),
        ];
        ([b, c, a], digits)
    }

    /// `rank` adjusted for three new Lehmer digits at `q..q + 3`: the
    /// change in their weight.
    #[inline]
    fn reweighed(&self, rank: u32, q: usize, new: [u8; 3]) -> u32 {
        let weights = &DIGIT_WEIGHT[q..q + 3];
        let old = &self.lehmer[q..q + 3];
        let added: u32 = (0..3).map(|i| u32::from(new[i]) * weights[i]).sum();
        let removed: u32 = (0..3).map(|i| u32::from(old[i]) * weights[i]).sum();
        rank.wrapping_add(added).wrapping_sub(removed)
    }

    #[inline]
    fn compute_rank(&self) -> u32 {
        let digits: u32 = self
            .lehmer
            .iter()
            .zip(DIGIT_WEIGHT)
            .map(|(&digit, weight)| u32::from(digit) * weight)
            .sum();
        u32::from(self.blank) * PER_BLANK + digits
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;

    use super::*;

    #[test]
    fn rank_is_a_bijection_onto_the_even_boards() {
        let mut seen = vec![false; TABLE_LEN as usize];
        for r in 0..TABLE_LEN {
            let board = unrank(r).expect("in range");
            assert!(board.is_even());
            assert_eq!(rank(&board), Some(r));
            assert!(!core::mem::replace(&mut seen[r as usize], true));
        }
        assert_eq!(unrank(TABLE_LEN), None);
    }

    #[test]
    fn stepping_matches_ranking_the_moved_board() {
        for r in (0..TABLE_LEN).step_by(7) {
            let here = Cursor::from_rank(r).expect("in range");
            for mv in Move::ALL {
                let mut there = here;
                match here.board().apply(mv) {
                    Some(moved) => {
                        assert_eq!(here.rank_after(mv), rank(&moved));
                        assert!(there.step(mv));
                        assert_eq!(there, Cursor::new(&moved).expect("even"));
                    }
                    None => {
                        assert_eq!(here.rank_after(mv), None);
                        assert!(!there.step(mv));
                        assert_eq!(there, here);
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_starts_rank_at_the_start_of_their_block() {
        for blank in 0..9 {
            let start = Board::canonical_start(blank);
            assert_eq!(rank(&start), Some(canonical_start_rank(blank)));
        }
        assert_eq!(Board::canonical_start(8), Board::GOAL);
    }

    #[test]
    fn relabelled_cursor_is_the_cursor_of_the_relabelled_board() {
        let start = unrank(12_345).expect("in range");
        for r in (0..TABLE_LEN).step_by(11) {
            let target = unrank(r).expect("in range");
            let relabelled = start.relabel_to_canonical(&target);
            assert_eq!(
                Cursor::relabelled(&start, &target),
                Cursor::new(&relabelled)
            );
        }
    }

    #[test]
    fn odd_boards_have_no_rank() {
        let odd = Board::from_cells([1, 2, 3, 4, 5, 6, 8, 7, 0]).expect("valid");
        assert_eq!(rank(&odd), None);
    }
}
