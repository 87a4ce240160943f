//! The dense rank that indexes every move table, and a cursor that keeps it
//! up to date as the blank moves.
//!
//! A board whose tiles have an even number of inversions has the rank
//! `blank_cell * 20160 + r`, where `r` (0..20160) ranks the order of the eight
//! tiles among the even permutations. These are exactly the 181,440 boards
//! that can reach the goal, and exactly the boards reachable from any
//! canonical start, so every table has one entry per rank and no holes.
//!
//! `r` is read off the first six digits of the permutation's Lehmer code
//! (digit `i` counts the later tiles smaller than tile `i`; in mixed radix
//! 8, 7, 6, 5, 4, 3); the seventh digit is the parity of those six, and the
//! eighth is 0. A vertical move turns three tiles that are neighbours in
//! reading order. That changes only their three digits, and how it changes
//! them depends on those three digits alone, which are one division away
//! from `r`. So [`Cursor::step`] keeps no tiles: it reads the three digits
//! off the rank and adds the change that a table holds for them (with
//! the `turn-tables` feature; otherwise it works the change out).

use crate::board::{BLANK, Board, CELLS, Move};

mod turn;

use turn::{DOWN, UP, turn};

/// Boards per blank position: the even permutations of eight tiles.
pub const PER_BLANK: u32 = 20_160;

/// Entries in every table: the boards of one parity.
pub const TABLE_LEN: u32 = 181_440;

/// Weight of Lehmer digit `i` in `r`: `(7 - i)! / 2`; the last two digits
/// weigh nothing because the parity fixes them.
const DIGIT_WEIGHT: [u32; 8] = [2520, 360, 60, 12, 3, 1, 0, 0];

/// How many values Lehmer digit `i` can take: the tiles from place `i` on.
const DIGIT_RADIX: [u32; 8] = [8, 7, 6, 5, 4, 3, 2, 1];

/// The weight of each cell's Lehmer digit in a key (`r * 2 + d6`), by the
/// blank's cell: the tile in cell `c` is at place `c` of the reading
/// order, or `c - 1` after the blank. The blank's cell weighs nothing.
const CELL_WEIGHT: [[CellWeight; CELLS]; CELLS] = {
    let key_weight: [CellWeight; 8] = [5040, 720, 120, 24, 6, 2, 1, 0];
    let mut table = [[0; CELLS]; CELLS];
    let mut blank = 0;
    while blank < CELLS {
        let mut cell = 0;
        while cell < CELLS {
            if cell != blank {
                table[blank][cell] = key_weight[cell - (cell > blank) as usize];
            }
            cell += 1;
        }
        blank += 1;
    }
    table
};

/// A cell's weight as [`CELL_WEIGHT`] keeps it: a `u16` on a
/// microcontroller, half the bytes of flash, and a `u32` on a host, where
/// a ranking reads it without widening.
#[cfg(target_os = "none")]
type CellWeight = u16;
#[cfg(not(target_os = "none"))]
type CellWeight = u32;

/// For each tile `t` (sixteen entries, so that a nibble indexes it), a one
/// in the nibble of every larger tile: seeing `t` adds one to their
/// counts of smaller tiles. Nothing for the blank.
const SEEN_BY_LARGER: [u64; 16] = {
    let mut table = [0; 16];
    let mut tile = 1;
    while tile < CELLS {
        let mut larger = tile + 1;
        while larger < CELLS {
            table[tile] |= 1 << (4 * larger);
            larger += 1;
        }
        tile += 1;
    }
    table
};

/// The rank of a board, or `None` when its tiles are an odd permutation (such
/// a board cannot reach the goal).
#[inline]
pub fn rank(board: &Board) -> Option<u32> {
    Cursor::new(board).map(|c| c.rank())
}

/// The board with a given rank, or `None` when the rank is out of range.
#[inline]
pub fn unrank(rank: u32) -> Option<Board> {
    Cursor::from_rank(rank).map(|c| c.board())
}

/// The rank of the canonical start with the blank in cell `blank`: its tiles
/// are in order, so every Lehmer digit is 0.
#[inline]
pub const fn canonical_start_rank(blank: usize) -> u32 {
    blank as u32 * PER_BLANK
}

/// A board kept as its rank, its seventh Lehmer digit and its blank's
/// cell: all that a move needs to update the rank. The walk of every query
/// through a move table runs on a cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// `rank * 2 + d6`, so that a turn changes both by one addition (see
    /// [`TURNS`]).
    key: u32,
    blank: u8,
}

impl Cursor {
    /// A cursor on `board`, or `None` when the board's tiles are odd.
    #[inline]
    pub fn new(board: &Board) -> Option<Cursor> {
        Cursor::from_cells(board.cells(), board.blank())
    }

    /// A cursor on `target` with its tiles renamed so that `start` becomes
    /// its canonical start (see [`Board::relabel_to_canonical`]), or `None`
    /// when the renamed board is odd, i.e. `target` cannot be reached from
    /// `start`. One pass instead of building the renamed board first.
    #[inline]
    pub fn relabelled(start: &Board, target: &Board) -> Option<Cursor> {
        let mut rename = [BLANK; CELLS];
        for (new_name, &tile) in (1..).zip(start.tiles().iter()) {
            rename[usize::from(tile) % CELLS] = new_name;
        }
        let mut cells = target.cells();
        for tile in &mut cells {
            *tile = rename[usize::from(*tile) % CELLS];
        }
        Cursor::from_cells(cells, target.blank())
    }

    /// A cursor on `board` whatever its tiles' parity. An odd board's rank
    /// is its blank's cell times 20,160 plus half its tiles' rank among
    /// the orders of eight tiles, as an even board's is, and a step keeps
    /// it so: a turn changes three digits the same way in either parity.
    /// What ranks the boards that reach an odd target. With it, whether
    /// the tiles are even ([`Board::is_even`]), read on the way. (`None`
    /// only for a blank off the board, which a [`Board`] never has.)
    #[inline]
    pub fn of_either_parity(board: &Board) -> Option<(Cursor, bool)> {
        Cursor::keyed(board.cells(), board.blank())
    }

    /// A cursor from a board's cells (each of 0..=8 once) and the blank's
    /// cell, or `None` when the tiles are odd.
    #[inline]
    fn from_cells(cells: [u8; CELLS], blank: usize) -> Option<Cursor> {
        let (cursor, even) = Cursor::keyed(cells, blank)?;
        even.then_some(cursor)
    }

    /// A cursor from a board's cells and the blank's cell, and whether the
    /// tiles are even; `None` for a blank's cell off the board.
    #[inline(always)]
    fn keyed(cells: [u8; CELLS], blank: usize) -> Option<(Cursor, bool)> {
        let weights = CELL_WEIGHT.get(blank)?;
        // Each tile's digit counts the smaller tiles after it: scan from
        // the right, keeping for every tile (a nibble each) how many
        // smaller ones have been seen. The blank counts for nothing.
        let (mut smaller_seen, mut key, mut sum) = (0u64, 0u32, 0u32);
        for (&tile, &weight) in cells.iter().zip(weights).rev() {
            let tile = usize::from(tile & 15);
            let digit = (smaller_seen >> (4 * tile) & 15) as u32;
            // A `u16` on a microcontroller, already a `u32` on a host.
            #[allow(clippy::useless_conversion)]
            let weight = u32::from(weight);
            key += digit * weight;
            sum += digit;
            smaller_seen += SEEN_BY_LARGER[tile];
        }
        let cursor = Cursor {
            key: blank as u32 * 2 * PER_BLANK + key,
            blank: blank as u8,
        };
        Some((cursor, sum.is_multiple_of(2)))
    }

    /// The cursor on the board of a given rank, or `None` when out of range.
    #[inline]
    pub fn from_rank(rank: u32) -> Option<Cursor> {
        if rank >= TABLE_LEN {
            return None;
        }
        let digits = lehmer_digits(rank % PER_BLANK);
        Some(Cursor {
            key: rank * 2 + u32::from(digits[6]),
            blank: (rank / PER_BLANK) as u8,
        })
    }

    /// The cursor on the board of row `row` among the boards of one
    /// parity (`even`; an odd board's row is as
    /// [`Cursor::of_either_parity`] says), or `None` past the last row.
    #[inline]
    pub fn from_row(row: u32, even: bool) -> Option<Cursor> {
        let mut cursor = Cursor::from_rank(row)?;
        // The odd board of a row has its last two tiles the other way
        // round: the other seventh digit.
        cursor.key ^= u32::from(!even);
        Some(cursor)
    }

    /// A cursor on every board in the order of their ranks (each tile
    /// order's seventh digit worked out once for its nine blank cells).
    /// (With `alloc` only, for a host's whole-table work such as the
    /// goal's links: its 20,160 digits are more than a microcontroller's
    /// stack holds.)
    #[cfg(feature = "alloc")]
    pub fn every_board() -> impl Iterator<Item = Cursor> {
        let sevenths = seventh_digits(true);
        (0..TABLE_LEN).filter_map(move |rank| {
            let seventh = sevenths.get((rank % PER_BLANK) as usize)?;
            Cursor::from_key(rank * 2 + u32::from(*seventh))
        })
    }

    /// The rank of the current board.
    #[inline]
    pub fn rank(&self) -> u32 {
        self.key >> 1
    }

    /// The current board's key: its rank times two, plus its seventh
    /// Lehmer digit. What a walk compares, so that it need not take the
    /// rank out at every step.
    #[inline]
    pub fn key(&self) -> u32 {
        self.key
    }

    /// The cursor of a [`key`](Cursor::key), in either parity (see
    /// [`Cursor::of_either_parity`]); `None` past the last board.
    #[inline]
    pub fn from_key(key: u32) -> Option<Cursor> {
        let blank = key / (2 * PER_BLANK);
        (blank < CELLS as u32).then_some(Cursor {
            key,
            blank: blank as u8,
        })
    }

    /// The cursor of a [`key`](Cursor::key) whose blank is in cell
    /// `blank`; `None` when it is not. With `blank` a constant, each step
    /// from the cursor folds to its cell's case: what a pass over the
    /// boards of one cell of the blank at a time gains by.
    #[inline(always)]
    pub fn from_key_in_cell(key: u32, blank: u8) -> Option<Cursor> {
        (key / (2 * PER_BLANK) == u32::from(blank)).then_some(Cursor { key, blank })
    }

    /// The key of the canonical start of rank `rank` (every digit 0), the
    /// root of a move table.
    pub const fn key_of_canonical_start(rank: u32) -> u32 {
        rank * 2
    }

    /// The current board.
    pub fn board(&self) -> Board {
        let mut digits = lehmer_digits(self.rank() % PER_BLANK);
        // The key's own seventh digit: an odd board's is the other one.
        digits[6] = (self.key & 1) as u8;
        // Decode the Lehmer code: digit i picks the digit-th smallest tile
        // not used yet.
        let mut unused: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
        let mut tiles = [0u8; 8];
        for (tile, &digit) in tiles.iter_mut().zip(&digits) {
            let pick = usize::from(digit) % 8;
            *tile = unused[pick];
            // Close the gap; what shifts in past the unused tiles is never
            // picked, as digit i is below 8 - i.
            unused.copy_within(pick + 1.., pick);
        }
        let mut cells = [BLANK; CELLS];
        let mut tiles = tiles.iter();
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
    // Always inlined on a host: it is the whole inner loop of every walk
    // through a move table, and a call there costs more than the step. On
    // a microcontroller flash counts more, and the compiler chooses.
    #[cfg_attr(not(target_os = "none"), inline(always))]
    #[cfg_attr(target_os = "none", inline)]
    pub fn step(&mut self, mv: Move) -> bool {
        self.step_code(mv.code())
    }

    /// [`Cursor::step`] by the move's code (`d`, `l`, `r`, `u` as 0..=3; a
    /// larger code leaves the board), as a move table holds it.
    #[cfg_attr(not(target_os = "none"), inline(always))]
    #[cfg_attr(target_os = "none", inline(never))]
    pub fn step_code(&mut self, code: u8) -> bool {
        // On a host, one jump on the blank's cell and the move together:
        // each of the 36 cases knows its cell, so its change to the key is
        // constants, and for a vertical move one division and one look-up.
        // On a microcontroller flash counts more: one case for all.
        #[cfg(not(target_os = "none"))]
        let next = {
            macro_rules! cases {
                ($($case:literal)*) => {
                    match usize::from(self.blank) << 2 | usize::from(code) {
                        $($case => step_case($case / 4, $case % 4, self.key),)*
                        _ => None,
                    }
                };
            }
            cases!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22
                23 24 25 26 27 28 29 30 31 32 33 34 35)
        };
        #[cfg(target_os = "none")]
        let next = step_case(usize::from(self.blank), usize::from(code), self.key);
        match next {
            Some((key, blank)) => {
                self.key = key;
                self.blank = blank;
                true
            }
            None => false,
        }
    }
}

/// The key and blank after move `code` from a board whose blank is in cell
/// `blank` (below 9) and whose key is `key`; `None` off the board.
/// Inlined with constant arguments, it folds to one case's constants.
#[inline(always)]
fn step_case(blank: usize, code: usize, key: u32) -> Option<(u32, u8)> {
    let (row, column) = (blank / 3, blank % 3);
    // The key of the board's tiles alone, as if the blank were in cell 0.
    let tiles = key.wrapping_sub(blank as u32 * 2 * PER_BLANK);
    match code {
        // Down: the tile below jumps two places back in reading order;
        // the three tiles from place `blank` on turn.
        0 if row < 2 => Some((
            key.wrapping_add(2 * 3 * PER_BLANK)
                .wrapping_add(turn(DOWN, blank, tiles)),
            (blank + 3) as u8,
        )),
        // Sideways moves keep the tiles in the same reading order.
        1 if column > 0 => Some((key.wrapping_sub(2 * PER_BLANK), (blank - 1) as u8)),
        2 if column < 2 => Some((key.wrapping_add(2 * PER_BLANK), (blank + 1) as u8)),
        // Up: the tile above jumps two places forward; the three tiles
        // from its place turn the other way.
        3 if row > 0 => Some((
            key.wrapping_sub(2 * 3 * PER_BLANK)
                .wrapping_add(turn(UP, blank - 3, tiles)),
            (blank - 3) as u8,
        )),
        _ => None,
    }
}

/// The seventh Lehmer digit of each of the 20,160 orders of the tiles of
/// one parity (`even`), by the order's place among them, which is a row's
/// within its blank's cell (see [`Cursor::of_either_parity`]): with the
/// row, all that a board's [key](Cursor::key) is made of. An even order's
/// is the parity of its first six digits; the odd order of the same row
/// has its last two tiles the other way round, and so the other digit.
#[cfg(feature = "alloc")]
pub fn seventh_digits(even: bool) -> alloc::vec::Vec<u8> {
    let mut sevenths = alloc::vec::Vec::with_capacity(PER_BLANK as usize);
    let (mut digits, mut sum) = ([0u32; 6], 0u32);
    for _ in 0..PER_BLANK {
        sevenths.push(u8::from((sum % 2 == 1) == even));
        // The next place: the last digit up by one, carrying.
        for (digit, &radix) in digits.iter_mut().zip(&DIGIT_RADIX[..6]).rev() {
            *digit += 1;
            sum += 1;
            if *digit < radix {
                break;
            }
            sum -= *digit;
            *digit = 0;
        }
    }
    sevenths
}

/// The Lehmer digits of `r` (0..20160): six in mixed radix, the seventh
/// their parity, the eighth 0.
fn lehmer_digits(mut r: u32) -> [u8; 8] {
    let mut digits = [0u8; 8];
    let mut sum = 0;
    for i in (0..6).rev() {
        digits[i] = (r % DIGIT_RADIX[i]) as u8;
        sum += r % DIGIT_RADIX[i];
        r /= DIGIT_RADIX[i];
    }
    digits[6] = (sum % 2) as u8;
    digits
}

#[cfg(test)]
mod tests {
    use super::*;

    // That `rank` is a bijection onto the even boards is tested with the
    // tile rank's, over the same loop (`crate::tile_rank`).

    /// The seventh digits, made by counting, against the digits of each
    /// place worked out alone, and each parity's against the other's.
    #[cfg(feature = "alloc")]
    #[test]
    fn seventh_digits_are_each_place_s() {
        let (even, odd) = (seventh_digits(true), seventh_digits(false));
        assert_eq!(even.len(), PER_BLANK as usize);
        for (r, (&e, &o)) in (0..).zip(even.iter().zip(&odd)) {
            assert_eq!(e, lehmer_digits(r)[6], "{r}");
            assert_eq!(o, 1 - e, "{r}");
        }
    }

    /// Every move from every board: the stepped cursor is the cursor of
    /// the moved board, so every case of [`TURNS`] that a board can meet
    /// is checked.
    #[test]
    fn stepping_matches_ranking_the_moved_board() {
        for r in 0..TABLE_LEN {
            let here = Cursor::from_rank(r).expect("in range");
            assert_eq!(here.rank(), r);
            // Made again from its key and its blank's cell, and from no
            // other cell.
            for blank in 0..CELLS as u8 {
                let made = Cursor::from_key_in_cell(here.key, blank);
                assert_eq!(made, (blank == here.blank).then_some(here), "{r}");
            }
            for mv in Move::ALL {
                let mut there = here;
                // The step a microcontroller takes: one case for all, its
                // blank and move as values, not constants.
                let by_values = step_case(
                    core::hint::black_box(usize::from(here.blank)),
                    core::hint::black_box(usize::from(mv.code())),
                    here.key,
                );
                match here.board().apply(mv) {
                    Some(moved) => {
                        assert!(there.step(mv));
                        assert_eq!(there, Cursor::new(&moved).expect("even"));
                        assert_eq!(by_values, Some((there.key, there.blank)));
                    }
                    None => {
                        assert!(!there.step(mv));
                        assert_eq!(there, here);
                        assert_eq!(by_values, None);
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
