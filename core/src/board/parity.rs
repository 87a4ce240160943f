//! Every board of one parity of its tiles, in the order of a space's rows
//! (the blank's cell, then the tiles in reading order): one at a time, or
//! all at once, an order of the tiles at a time.

use super::{BLANK, Board, CELLS};

impl Board {
    /// Every board whose tiles' parity is `even` (181,440 of them), one
    /// at a time: by the blank's cell, then by the tiles in reading order,
    /// lexicographically. Two orders of the tiles that differ in their
    /// last two tiles alone are neighbours in that order and of opposite
    /// parities, so each parity holds one of every such pair, and a
    /// board's place is its blank's cell times 20,160 plus half its tiles'
    /// lexicographic rank: the rows of a target's whole space.
    ///
    /// ```
    /// use eight_core::board::Board;
    /// let mut boards = Board::each_of_parity(true);
    /// assert_eq!(boards.len(), 181_440);
    /// assert_eq!(boards.next(), "x12345678".parse().ok());
    /// assert_eq!(boards.next(), "x12345786".parse().ok());
    /// assert_eq!(boards.last(), "87654321x".parse().ok());
    /// ```
    pub fn each_of_parity(even: bool) -> EachOfParity {
        EachOfParity {
            orders: Pairs::FIRST,
            even,
            blank: 0,
            at: 0,
        }
    }

    /// [`Board::each_of_parity`]'s boards, in its order, made faster than
    /// by collecting them: each order of the tiles is worked out once, not
    /// once for each cell of the blank.
    #[cfg(feature = "alloc")]
    pub fn every_of_parity(even: bool) -> alloc::vec::Vec<Board> {
        let mut boards = alloc::vec![Board::GOAL; CELLS * ORDERS];
        every_cells_of_parity(even, |row, cells| {
            if let Some(slot) = boards.get_mut(row) {
                *slot = Board { cells };
            }
        });
        boards
    }

    /// The cells of [`Board::each_of_parity`]'s boards, in its order,
    /// written into `cells` nine bytes a board; a board that does not fit
    /// whole is left out. An array of shape (181440, 9) made without a
    /// board's copy in between, and without a heap.
    pub fn write_every_of_parity(even: bool, cells: &mut [u8]) {
        every_cells_of_parity(even, |row, board| {
            let start = row * CELLS;
            if let Some(to) = cells.get_mut(start..start + CELLS) {
                to.copy_from_slice(&board);
            }
        });
    }
}

/// The orders of the eight tiles of one parity: the boards of one cell of
/// the blank.
const ORDERS: usize = 20_160;

/// Every board of `even`'s parity, its cells given to `put` with its place
/// (the order of `Board::each_of_parity`), made an order of the tiles at a
/// time: that order's nine boards by moving the blank a cell at a time, so
/// that the next order is worked out once, not once for each blank.
fn every_cells_of_parity(even: bool, mut put: impl FnMut(usize, [u8; CELLS])) {
    let mut orders = Pairs::FIRST;
    for at in 0..ORDERS {
        // The blank in each cell in reading order, a swap each.
        let mut cells = [BLANK; CELLS];
        cells[1..].copy_from_slice(&orders.of_parity(even));
        for blank in 0..CELLS {
            put(blank * ORDERS + at, cells);
            if blank + 1 < CELLS {
                cells.swap(blank, blank + 1);
            }
        }
        orders.advance();
    }
}

/// A pair of orders of the tiles that differ by their last two tiles
/// alone, so that one is of each parity; pairs come in lexicographic
/// order.
#[derive(Clone, Copy, Debug)]
struct Pairs {
    /// The pair's first order.
    tiles: [u8; 8],
    /// The parity of `tiles`, kept up to date as they change: cheaper
    /// than counting inversions for each order.
    even: bool,
}

impl Pairs {
    /// The first pair: the tiles in order, which is even.
    const FIRST: Pairs = Pairs {
        tiles: [1, 2, 3, 4, 5, 6, 7, 8],
        even: true,
    };

    /// The pair's order of the parity `even`.
    fn of_parity(&self, even: bool) -> [u8; 8] {
        let mut order = self.tiles;
        if self.even != even {
            order.swap(6, 7);
        }
        order
    }

    /// The next pair: the order after the pair's second (a swap, which
    /// changes the parity, then the next order). After the last pair the
    /// tiles stay the last order's.
    fn advance(&mut self) {
        self.tiles.swap(6, 7);
        self.even ^= !next_order(&mut self.tiles);
    }
}

/// The boards of one parity in order, made as they are asked for (see
/// [`Board::each_of_parity`]): nothing is stored.
#[derive(Clone, Debug)]
pub struct EachOfParity {
    /// The next board's pair of orders of the tiles.
    orders: Pairs,
    even: bool,
    /// The next board's blank: its cell; `CELLS` when every board is made.
    blank: usize,
    /// The next board's pair among the 20,160.
    at: usize,
}

impl Iterator for EachOfParity {
    type Item = Board;

    fn next(&mut self) -> Option<Board> {
        if self.blank >= CELLS {
            return None;
        }
        // The tiles around the blank (every value once, so a board): the
        // tiles before it stay, those after it move up a cell, as bytes of
        // one number rather than copies of a length known only now.
        let tiles = u128::from(u64::from_le_bytes(self.orders.of_parity(self.even)));
        let before = (1u128 << (8 * self.blank)) - 1;
        let around = (tiles & before) | ((tiles & !before) << 8);
        let mut cells = [BLANK; CELLS];
        cells.copy_from_slice(&around.to_le_bytes()[..CELLS]);
        self.at += 1;
        if self.at == ORDERS {
            // The blank's next cell, from the first pair again.
            self.at = 0;
            self.blank += 1;
            self.orders = Pairs::FIRST;
        } else {
            self.orders.advance();
        }
        Some(Board { cells })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (CELLS.saturating_sub(self.blank) * ORDERS).saturating_sub(self.at);
        (left, Some(left))
    }
}

impl ExactSizeIterator for EachOfParity {}

impl core::iter::FusedIterator for EachOfParity {}

/// The next order of `tiles` lexicographically (the last stays as it
/// is), and whether that changed their parity: a swap, then a reversal of
/// the tail, which is a swap for each pair it turns round.
fn next_order(tiles: &mut [u8; 8]) -> bool {
    let Some(pivot) = (0..7).rev().find(|&at| tiles[at] < tiles[at + 1]) else {
        return false;
    };
    let Some(successor) = (pivot + 1..8).rev().find(|&at| tiles[at] > tiles[pivot]) else {
        return false;
    };
    tiles.swap(pivot, successor);
    let tail = &mut tiles[pivot + 1..];
    tail.reverse();
    (1 + tail.len() / 2) % 2 == 1
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;

    /// Every board of each parity once, in order (the blank's cell, then
    /// the tiles), counted off as they come; the bulk forms give the same.
    #[test]
    fn each_of_parity_is_every_board_of_the_parity_once_in_order() {
        let key = |b: &Board| (b.blank(), b.tiles());
        for even in [true, false] {
            let mut each = Board::each_of_parity(even);
            let mut cells = std::vec![0; CELLS * ORDERS * CELLS];
            Board::write_every_of_parity(even, &mut cells);
            #[cfg(feature = "alloc")]
            let every = Board::every_of_parity(even);
            let mut last: Option<Board> = None;
            for at in 0..CELLS * ORDERS {
                assert_eq!(each.len(), CELLS * ORDERS - at);
                let board = each.next().expect("a board left");
                assert_eq!(board.is_even(), even, "{board}");
                assert!(last.is_none_or(|last| key(&last) < key(&board)), "{board}");
                assert_eq!(cells[at * CELLS..][..CELLS], board.cells);
                #[cfg(feature = "alloc")]
                assert_eq!(every[at], board);
                last = Some(board);
            }
            // Increasing, of one parity, and 181,440 of them (half of the
            // 9! boards): each board of the parity once.
            assert_eq!((each.len(), each.next(), each.next()), (0, None, None));
        }
        // A short array takes the boards that fit whole.
        let mut short = [9u8; 20];
        Board::write_every_of_parity(true, &mut short);
        assert_eq!(
            short[..18],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 7, 8, 6]
        );
        assert_eq!(short[18..], [9, 9]);
    }
}
