//! A cursor on the rank that indexes the compact tables
//! ([`eight_core::tile_rank`], which defines it), kept up to date as the
//! blank moves: a vertical move turns three tiles that are neighbours in
//! reading order, and changes the rank by at most two weights, read off
//! those three tiles alone. The tests hold every step to the definition.

use eight_core::tile_rank::TILE_WEIGHT;

use super::cursor_tables::{on_the_walk, turn};
use crate::board::{BLANK, Board, CELLS, Move};
use crate::rank::PER_BLANK;

/// A board's cells as [`TileCursor::renamed_in`] reads them: nine cells
/// in sixteen, so that a cell read as `& 15` needs no check.
#[inline]
pub const fn padded_cells(board: &Board) -> [u8; 16] {
    let cells = board.cells();
    let mut padded = [BLANK; 16];
    let mut cell = 0;
    while cell < CELLS {
        padded[cell] = cells[cell];
        cell += 1;
    }
    padded
}

/// The renaming of tiles that turns the image of `start` under a symmetry
/// into its canonical start (as [`Board::relabel_to_canonical`] renames):
/// `order` is the symmetry's
/// [`Symmetry::reading_order`](crate::symmetry::Symmetry::reading_order), or
/// several composed, and the tiles of `start` read in that order are named
/// 1, 2, ... 8; the blank stays the blank. Sixteen entries, so that a
/// nibble indexes it. No image is built.
pub const fn renaming_in(order: &[u8; CELLS], start: &Board) -> [u8; 16] {
    let start = padded_cells(start);
    let mut rename = [BLANK; 16];
    let mut next_name = 1;
    let mut at = 0;
    while at < CELLS {
        let tile = start[order[at] as usize & 15];
        rename[tile as usize & 15] = next_name;
        next_name += (tile != BLANK) as u8;
        at += 1;
    }
    rename[BLANK as usize] = BLANK;
    rename
}

// The functions a walk calls at every step are inlined wherever they are
// called on a host (an operating system, with or without `std`: the
// program, the Python module, the C library), where the speed of bulk runs
// is what counts. On a microcontroller and in WebAssembly, flash and module
// size count, and the compiler chooses.

/// A tile's weight (see [`TILE_WEIGHT`]).
#[inline(always)]
fn weight(tile: usize) -> u32 {
    u32::from(TILE_WEIGHT[tile & 15])
}

/// For each tile u, a one in the nibble of every smaller tile 1..u (none
/// for the blank): what seeing u adds to their counts of larger tiles.
#[cfg_attr(target_arch = "avr", allow(dead_code))]
const SMALLER_NIBBLES: [u64; 16] = {
    let mut table = [0; 16];
    let mut tile = 2;
    while tile <= 8 {
        table[tile] = table[tile - 1] | 1 << (4 * (tile - 1));
        tile += 1;
    }
    table
};

/// [`SMALLER_NIBBLES`] of `tile` (0 for the blank, or a tile): looked up, except on an AVR,
/// whose start-up would copy the 128-byte table into its 2 KiB of RAM.
#[inline(always)]
fn smaller_nibbles(tile: usize) -> u64 {
    #[cfg(not(target_arch = "avr"))]
    {
        SMALLER_NIBBLES[tile & 15]
    }
    #[cfg(target_arch = "avr")]
    {
        smaller_nibbles_by_mask(tile)
    }
}

/// [`SMALLER_NIBBLES`] by a mask: the nibbles 1..u of `0x1_1111_1110`.
#[cfg_attr(not(any(test, target_arch = "avr")), allow(dead_code))]
#[inline(always)]
fn smaller_nibbles_by_mask(tile: usize) -> u64 {
    0x1_1111_1110 & ((1u64 << (4 * (tile & 15))) - 1)
}

/// A board kept as its tiles in reading order (a nibble each, the first
/// lowest), its blank and its rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileCursor {
    tiles: u32,
    blank: u8,
    rank: u32,
}

/// What the tests make and read a cursor by: a board, a rank, and the
/// board back.
#[cfg(test)]
impl TileCursor {
    /// A cursor on `board`, or `None` when its tiles are odd.
    pub fn new(board: &Board) -> Option<TileCursor> {
        let rank = eight_core::tile_rank::rank(board)?;
        let tiles = board
            .tiles()
            .iter()
            .rev()
            .fold(0, |word, &tile| word << 4 | u32::from(tile & 15));
        Some(TileCursor {
            tiles,
            blank: board.blank() as u8,
            rank,
        })
    }

    /// The cursor on the board of a given rank, or `None` when out of
    /// range.
    pub fn from_rank(rank: u32) -> Option<TileCursor> {
        TileCursor::new(&eight_core::tile_rank::unrank(rank)?)
    }

    /// The current board.
    pub fn board(&self) -> Board {
        let mut cells = [BLANK; CELLS];
        let mut next = 0;
        for (cell, slot) in cells.iter_mut().enumerate() {
            if cell != usize::from(self.blank) {
                *slot = (self.tiles >> (4 * next) & 15) as u8;
                next += 1;
            }
        }
        // A cursor only ever holds a valid board, so this cannot fail; fall
        // back to the goal rather than panic.
        Board::from_cells(cells).unwrap_or(Board::GOAL)
    }
}

impl TileCursor {
    on_the_walk! {
        /// The cursor on the board whose cell `k` holds `rename[cells[order[k]]]`:
        /// with `rename` from [`renaming_in`] (`order` the same) and `cells`
        /// from [`padded_cells`], the image of that board under the symmetry,
        /// renamed so that the image of `start` becomes its canonical start.
        /// `None` when that is not an even board (each tile once, one blank):
        /// the board cannot reach `start`. The cells are read once: each
        /// tile's digit is the count of larger tiles seen before it, kept per
        /// tile in a nibble of `larger` (seeing tile u adds one to the nibbles
        /// of 1..u), and cell `k`'s value goes into nibble `k` of `all`; the
        /// blank's nibble is taken out at the end.
        pub fn renamed_in(
            order: &[u8; CELLS],
            rename: &[u8; 16],
            cells: &[u8; 16],
        ) -> Option<TileCursor> {
            let mut ranking = Ranking::default();
            let mut seen = 0u32;
            for (at, &cell) in order.iter().enumerate() {
                let tile = usize::from(rename[usize::from(cells[usize::from(cell) & 15]) & 15] & 15);
                ranking.see(at, tile);
                seen |= 1 << tile;
            }
            if ranking.inversions % 2 != 0 || seen != 0x1ff {
                return None;
            }
            Some(ranking.cursor())
        }
    }

    /// The cursor on a board whose values, each once, are the nibbles of
    /// `all` in reading order, and whose `r` is `r`.
    #[inline(always)]
    fn seen(all: u64, r: u32) -> TileCursor {
        // Each value once: the blank's is the one zero nibble of the nine,
        // and the lowest zero nibble is the one this finds exactly.
        let zero = all.wrapping_sub(0x1_1111_1111) & !all & 0x8_8888_8888;
        let blank = (zero.trailing_zeros() / 4).min(8);
        let below = (1u64 << (4 * blank)) - 1;
        TileCursor {
            tiles: (all & below | all >> 4 & !below) as u32,
            blank: blank as u8,
            rank: blank * PER_BLANK + r,
        }
    }

    /// The rank of the current board.
    #[inline]
    pub fn rank(&self) -> u32 {
        self.rank
    }

    /// The cell of the current board's blank.
    #[inline]
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    on_the_walk! {
        /// Moves the blank. Returns `false`, leaving the cursor as it was,
        /// when the move would leave the board.
        pub fn step(&mut self, mv: Move) -> bool {
            match self.after(mv) {
                Some(next) => {
                    *self = next;
                    true
                }
                None => false,
            }
        }
    }

    on_the_walk! {
        /// The rank after `mv`, without moving (`None` off the board).
        pub fn rank_after(&self, mv: Move) -> Option<u32> {
            self.after(mv).map(|next| next.rank)
        }
    }

    on_the_walk! {
        /// The cursor after `mv` (`None` off the board).
        fn after(&self, mv: Move) -> Option<TileCursor> {
            self.after_at(usize::from(self.blank), mv)
        }
    }

    on_the_walk! {
        /// [`TileCursor::after`], told the blank's cell: a walk that has
        /// already branched on the blank's cell passes it as a constant, and
        /// the move folds to its constants. `blank` must be the cursor's own.
        pub(crate) fn after_at(&self, blank: usize, mv: Move) -> Option<TileCursor> {
            let to = mv.destination(blank)?;
            let mut next = TileCursor {
                tiles: self.tiles,
                blank: to as u8,
                rank: self.rank,
            };
            match mv {
                // Sideways moves keep the tiles in the same reading order.
                Move::Left => next.rank -= PER_BLANK,
                Move::Right => next.rank += PER_BLANK,
                // Down: the tile below jumps two places back in reading order,
                // before the two tiles that were after the blank.
                Move::Down => {
                    let shift = 4 * (blank as u32 & 7);
                    let (change, turned) = turn(next.tiles >> shift & 0xfff, Move::Down);
                    next.rank = next.rank.wrapping_add(PER_BLANK * 3).wrapping_add(change);
                    next.put(shift, turned);
                }
                // Up: the tile above jumps two places forward, after the two
                // tiles that were before the blank.
                Move::Up => {
                    let shift = 4 * (to as u32 & 7);
                    let (change, turned) = turn(next.tiles >> shift & 0xfff, Move::Up);
                    next.rank = next.rank.wrapping_sub(PER_BLANK * 3).wrapping_add(change);
                    next.put(shift, turned);
                }
            }
            Some(next)
        }
    }

    /// Writes three tiles (as nibbles) from the nibble at `shift` on.
    #[inline]
    fn put(&mut self, shift: u32, three: u32) {
        self.tiles = self.tiles & !(0xfff << shift) | three << shift;
    }
}

/// One view's ranking under way (see [`TileCursor::renamed_in`]): each
/// tile's count of larger tiles seen, a nibble a tile in `larger`; the
/// values seen, a nibble a place in `all`; and the digits' sum and
/// weighted sum so far.
#[derive(Clone, Copy, Default)]
struct Ranking {
    larger: u64,
    all: u64,
    inversions: u32,
    r: u32,
}

impl Ranking {
    /// Tile `tile` (or the blank) seen at place `at` in reading order. The
    /// blank (0) needs no case of its own: nothing adds to nibble 0 of
    /// `larger`, it weighs nothing and adds no smaller tile.
    #[inline(always)]
    fn see(&mut self, at: usize, tile: usize) {
        let digit = (self.larger >> (4 * tile) & 15) as u32;
        self.inversions += digit;
        self.r += digit * weight(tile);
        self.larger += smaller_nibbles(tile);
        self.all |= (tile as u64) << (4 * at);
    }

    /// The cursor on the board seen, once every value has been seen once.
    #[inline(always)]
    fn cursor(&self) -> TileCursor {
        TileCursor::seen(self.all, self.r)
    }
}

/// What the goal's compact walk on a host reads a cursor by: both views
/// of a board at once, and a cursor kept as its tiles and rank.
#[cfg(compact_goal_walk)]
mod goal_walk {
    use super::TileCursor;
    use crate::board::{Board, CELLS};
    use crate::tables::cursor_tables::turns::{SEEN_BIT, SEEN_DIGITS};

    impl TileCursor {
        /// [`TileCursor::renamed_in`] in two frames at once, for a whole
        /// board: `orders` and `renames` as a target made ready for a
        /// two-frame table holds them. A board holds each value once, so
        /// nothing is checked but the first view's parity; the second, the
        /// same board's image renamed for the same target, is even exactly
        /// when the first is. Each tile's digit and weight come from one
        /// look-up in [`SEEN_DIGITS`], keyed by the tiles seen before it.
        #[inline(always)]
        pub(crate) fn renamed_twice_in(
            orders: &[[u8; CELLS]; 2],
            renames: &[[u8; 16]; 2],
            board: &Board,
        ) -> Option<[TileCursor; 2]> {
            let cells = board.cells();
            // For each view: the weighted digits and their parity summed (see
            // `SEEN_DIGITS`), the tiles seen (see `SEEN_BIT`), and the values
            // seen, a nibble a place.
            let mut sums = [0u32; 2];
            let mut seen = [0usize; 2];
            let mut all = [0u64; 2];
            for at in 0..CELLS {
                for view in 0..2 {
                    let value = usize::from(cells[usize::from(orders[view][at]) % CELLS]);
                    let tile = usize::from(renames[view][value & 15] & 15);
                    sums[view] += u32::from(SEEN_DIGITS[tile][seen[view] & 127]);
                    seen[view] |= SEEN_BIT[tile];
                    all[view] |= (tile as u64) << (4 * at);
                }
            }
            if sums[0] >> 15 & 1 != 0 {
                return None;
            }
            Some([0, 1].map(|view| TileCursor::seen(all[view], sums[view] & 0x7fff)))
        }

        /// The tiles in reading order, a nibble each (the first lowest): with
        /// the rank, all that a walk which knows the blank's cell keeps
        /// between steps (the goal's compact walk on a host).
        #[inline(always)]
        pub(crate) fn tiles(&self) -> u32 {
            self.tiles
        }

        /// The cursor that [`TileCursor::tiles`] and [`TileCursor::rank`] came
        /// from, its blank in `blank`.
        #[inline(always)]
        pub(crate) fn from_parts(tiles: u32, blank: usize, rank: u32) -> TileCursor {
            TileCursor {
                tiles,
                blank: blank as u8,
                rank,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::rank::{TABLE_LEN, unrank};
    use crate::tables::cursor_tables::turned_by_weights;

    /// A cursor holds the board it was made on, at the rank the
    /// definition gives, whichever way it was made.
    #[test]
    fn a_cursor_is_at_the_defined_rank_of_its_board() {
        for r in 0..TABLE_LEN {
            let board = unrank(r).expect("in range");
            let cursor = TileCursor::new(&board).expect("even");
            assert_eq!(cursor.board(), board);
            assert_eq!(Some(cursor.rank()), eight_core::tile_rank::rank(&board));
            assert_eq!(TileCursor::from_rank(cursor.rank()), Some(cursor));
        }
        assert_eq!(TileCursor::from_rank(TABLE_LEN), None);
        let odd = Board::from_cells([1, 2, 3, 4, 5, 6, 8, 7, 0]).expect("valid");
        assert_eq!(TileCursor::new(&odd), None);
    }

    #[test]
    fn stepping_matches_ranking_the_moved_board() {
        for r in (0..TABLE_LEN).step_by(7) {
            let here = TileCursor::from_rank(r).expect("in range");
            for mv in Move::ALL {
                let mut there = here;
                match here.board().apply(mv) {
                    Some(moved) => {
                        let expected = TileCursor::new(&moved).expect("even");
                        assert_eq!(here.rank_after(mv), Some(expected.rank()));
                        assert!(there.step(mv));
                        assert_eq!(there, expected);
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

    /// The turn of three tiles, as a microcontroller computes it (from
    /// the weights) and as a host looks it up, is the change of rank of
    /// every vertical move, less the blank's three cells, and the three
    /// tiles as the moved board has them.
    #[test]
    fn turns_computed_and_looked_up_are_the_rank_changes_of_vertical_moves() {
        for r in (0..TABLE_LEN).step_by(5) {
            let here = TileCursor::from_rank(r).expect("in range");
            let blank = here.blank() as u32;
            for (mv, shift, block) in [
                (Move::Down, 4 * (blank & 7), PER_BLANK * 3),
                (
                    Move::Up,
                    4 * (blank.wrapping_sub(3) & 7),
                    (PER_BLANK * 3).wrapping_neg(),
                ),
            ] {
                let Some(moved) = here.board().apply(mv) else {
                    continue;
                };
                let expected = TileCursor::new(&moved).expect("even").rank();
                let three = here.tiles >> shift & 0xfff;
                let change = expected.wrapping_sub(here.rank()).wrapping_sub(block);
                assert_eq!(turned_by_weights(three, mv), change, "rank {r}, {mv:?}");
                let expected_tiles = TileCursor::new(&moved).expect("even").tiles >> shift & 0xfff;
                assert_eq!(
                    turn(three, mv),
                    (change, expected_tiles),
                    "rank {r}, {mv:?}"
                );
            }
        }
    }

    /// Ranking two views at once, as the goal's compact walk does, gives
    /// what ranking each alone gives, parity included: in the two frames of
    /// the corner's and the edge's layouts, after the symmetry of each
    /// blank cell, for two targets and every seventh board.
    #[cfg(compact_goal_walk)]
    #[test]
    fn boards_renamed_twice_are_each_renamed_once() {
        use crate::symmetry::Symmetry;
        use eight_core::layout::Layout;
        for target in [Board::GOAL, unrank(4_321).expect("in range")] {
            for (cell, layout) in (0..CELLS)
                .flat_map(|cell| [Layout::CORNER, Layout::EDGE].map(|layout| (cell, layout)))
            {
                let (symmetry, _) = Symmetry::to_representative(cell);
                let &[first, second] = layout.frames() else {
                    panic!("two frames");
                };
                let orders = [first, second].map(|frame| frame.after(symmetry).reading_order());
                let renames = orders.map(|order| renaming_in(&order, &target));
                for r in (0..TABLE_LEN).step_by(7) {
                    // An even board, and at every other rank the same with
                    // two tiles swapped: odd, renamed to odd views.
                    let mut board = unrank(r).expect("in range");
                    if r % 2 == 1 {
                        let mut cells = board.cells();
                        let (a, b) = if board.blank() < 2 { (7, 8) } else { (0, 1) };
                        cells.swap(a, b);
                        board = Board::from_cells(cells).expect("a board");
                    }
                    let cells = padded_cells(&board);
                    let once = [0, 1]
                        .map(|view| TileCursor::renamed_in(&orders[view], &renames[view], &cells));
                    let twice = TileCursor::renamed_twice_in(&orders, &renames, &board);
                    assert_eq!(twice.is_some(), r % 2 == 0, "cell {cell}, rank {r}");
                    assert_eq!(twice.map(|[a, _]| a), once[0], "cell {cell}, rank {r}");
                    if let Some([_, b]) = twice {
                        assert_eq!(Some(b), once[1], "cell {cell}, rank {r}");
                    }
                }
            }
        }
    }

    #[test]
    fn boards_renamed_in_a_reading_order_are_renamed_images() {
        use crate::symmetry::Symmetry;
        let start = unrank(4_321).expect("in range");
        for cell in 0..CELLS {
            let (symmetry, _) = Symmetry::to_representative(cell);
            let order = symmetry.reading_order();
            for r in (0..TABLE_LEN).step_by(13) {
                let target = unrank(r).expect("in range");
                let image = start.transformed(symmetry);
                let renamed = image.relabel_to_canonical(&target.transformed(symmetry));
                assert_eq!(
                    TileCursor::renamed_in(
                        &order,
                        &renaming_in(&order, &start),
                        &padded_cells(&target)
                    ),
                    TileCursor::new(&renamed)
                );
            }
        }
    }

    #[test]
    fn nibbles_masked_are_nibbles_looked_up() {
        // The blank and the tiles: renamed cells are never more than 8.
        for (tile, &looked_up) in SMALLER_NIBBLES.iter().enumerate().take(9) {
            assert_eq!(smaller_nibbles_by_mask(tile), looked_up, "{tile}");
        }
    }

    #[test]
    fn canonical_starts_rank_at_the_start_of_their_block() {
        for blank in 0..CELLS {
            let start = TileCursor::new(&Board::canonical_start(blank)).expect("even");
            assert_eq!(start.rank(), blank as u32 * PER_BLANK);
        }
    }
}
