//! The tables the tile cursor reads where they pay: a vertical move's
//! change of the rank for every three tiles it turns (and, for the goal's
//! compact walk on a host, the tiles turned beside it), and each tile's
//! digit for every set of tiles seen before it. Where a table would cost
//! more bytes than it saves instructions (a microcontroller, WebAssembly,
//! the C library), the same values are computed; the tile cursor's tests
//! hold every step to the rank's definition either way.

use eight_core::tile_rank::TILE_WEIGHT;

use crate::board::Move;

/// A function on every step of a walk: inlined always on a host, where
/// bulk runs are what counts; on a microcontroller and in WebAssembly,
/// where size is, only where the compiler finds it pays.
macro_rules! on_the_walk {
    ($($item:item)*) => {$(
        #[cfg_attr(not(any(target_os = "none", target_family = "wasm")), inline(always))]
        #[cfg_attr(any(target_os = "none", target_family = "wasm"), inline)]
        $item
    )*};
}
pub(super) use on_the_walk;

on_the_walk! {
    /// The change in `r` when tile `jumper`, just after tile `other`, jumps in
    /// front of it: the smaller of the two gains or loses one larger tile
    /// before it.
    const fn overtaken(jumper: u32, other: u32) -> u32 {
        // When `other` is smaller, it now has the larger `jumper` before it;
        // else `jumper` no longer has the larger `other` before it. Both
        // weights are read, so that the choice needs no branch.
        // A mask rather than a branch: which way it goes cannot be foreseen.
        let gained = TILE_WEIGHT[(other & 15) as usize] as u32;
        let lost = (TILE_WEIGHT[(jumper & 15) as usize] as u32).wrapping_neg();
        let smaller = ((other < jumper) as u32).wrapping_neg();
        gained & smaller | lost & !smaller
    }
}

/// The change in `r` when the three tiles in a row of reading order
/// `three` (nibbles, `a | b << 4 | c << 8`) turn for a move down
/// (`[a, b, c]` becomes `[c, a, b]`) or up (`[b, c, a]`), from the tiles'
/// weights.
pub(super) const fn turned_by_weights(three: u32, mv: Move) -> u32 {
    let (a, b, c) = (three & 15, three >> 4 & 15, three >> 8 & 15);
    match mv {
        Move::Up => overtaken(b, a).wrapping_add(overtaken(c, a)),
        _ => overtaken(c, a).wrapping_add(overtaken(c, b)),
    }
}

/// The three tiles `three` (nibbles, `a | b << 4 | c << 8`) turned for a
/// move down (`[c, a, b]`) or up (`[b, c, a]`).
pub(super) const fn turned(three: u32, mv: Move) -> u32 {
    match mv {
        Move::Up => (three >> 4 | three << 8) & 0xfff,
        _ => (three << 4 | three >> 8) & 0xfff,
    }
}

/// The tables of the goal's compact walk on a host (see
/// `compact::goal_walk`): the tiles turned beside each change, and each
/// tile's digit by the tiles seen before it.
#[cfg(compact_goal_walk)]
pub(super) mod turns {
    use super::{Move, TILE_WEIGHT, turned, turned_by_weights};

    /// Which bit of a set of tiles seen stands for each tile (by tile, sixteen
    /// entries): tile `u` in 2..=8 is bit `u - 2`. Tile 1 and the blank are
    /// larger than no tile, so no digit counts them.
    pub(crate) const SEEN_BIT: [usize; 16] = {
        let mut bits = [0; 16];
        let mut tile = 2;
        while tile <= 8 {
            bits[tile] = 1 << (tile - 2);
            tile += 1;
        }
        bits
    };

    /// For a tile `t` (sixteen rows) seen after the tiles of a set (see
    /// [`SEEN_BIT`]): its digit (the larger tiles in the set) times its
    /// weight, with the digit's parity in bit 15. Summed over a board's tiles,
    /// the low 15 bits are `r` (at most 20,159) and bit 15 the parity of its
    /// inversions. 4 KiB, for the goal's compact walk on a host.
    pub(crate) const SEEN_DIGITS: [[u16; 128]; 16] = {
        let mut table = [[0; 128]; 16];
        let mut tile = 1;
        while tile <= 8 {
            let mut set = 0;
            while set < 128 {
                let mut digit = 0;
                let mut larger = tile + 1;
                while larger <= 8 {
                    digit += (set >> (larger - 2)) & 1;
                    larger += 1;
                }
                table[tile][set] =
                    ((digit * TILE_WEIGHT[tile] as usize) | ((digit & 1) << 15)) as u16;
                set += 1;
            }
            tile += 1;
        }
        table
    };

    /// [`turned_by_weights`] with the tiles turned beside each change: for
    /// every three tiles, down (`[0]`) and up (`[1]`), the change in `r`
    /// (as an `i16`) in the low half and [`turned`] in the high half.
    /// 32 KiB, where the compact storage answers bulk runs on a host: a
    /// move then neither shifts nor masks the tiles itself.
    static TURNS: [[u32; 4096]; 2] = {
        let mut table = [[0; 4096]; 2];
        let mut three = 0;
        while three < 4096 {
            let mut up = 0;
            while up < 2 {
                let mv = if up == 1 { Move::Up } else { Move::Down };
                let change = turned_by_weights(three as u32, mv) as i32 as i16 as u16 as u32;
                table[up][three] = change | turned(three as u32, mv) << 16;
                up += 1;
            }
            three += 1;
        }
        table
    };

    /// The change in `r` when `three` turn for `mv` (down or up), and the
    /// tiles turned, from [`TURNS`].
    #[inline(always)]
    pub(in crate::tables) fn turn(three: u32, mv: Move) -> (u32, u32) {
        let entry = TURNS[usize::from(mv == Move::Up)][(three & 0xfff) as usize];
        (entry as u16 as i16 as i32 as u32, entry >> 16)
    }
}

/// The compact program built without its goal walk: the changes looked
/// up, the tiles turned by shifts.
#[cfg(all(feature = "std", storage = "compact", not(compact_goal_walk)))]
mod turns {
    use super::{Move, turned, turned_by_weights};

    /// [`turned_by_weights`] of every three tiles, down (`[0]`) and up
    /// (`[1]`): 16 KiB that save a walk a share of its instructions. Only
    /// in the compact program built without its goal walk, so that
    /// `bench/run` weighs that walk against the general walk at its
    /// fastest: the compact program has the goal walk's own table instead;
    /// the default program walks these tables for a few queries a process,
    /// where 16 KiB of binary buy little; a microcontroller, WebAssembly
    /// and the C library, where the bytes count more, compute it.
    static TURNED: [[i16; 4096]; 2] = {
        let mut table = [[0; 4096]; 2];
        let mut three = 0;
        while three < 4096 {
            // Each change is at most two weights, 2 * 2520, either way.
            table[0][three] = turned_by_weights(three as u32, Move::Down) as i32 as i16;
            table[1][three] = turned_by_weights(three as u32, Move::Up) as i32 as i16;
            three += 1;
        }
        table
    };

    /// The change in `r` when `three` turn for `mv` (down or up), and the
    /// tiles turned, from [`TURNED`].
    #[inline(always)]
    pub(in crate::tables) fn turn(three: u32, mv: Move) -> (u32, u32) {
        let change = TURNED[usize::from(mv == Move::Up)][(three & 0xfff) as usize];
        (change as i32 as u32, turned(three, mv))
    }
}

/// Everywhere else (the default program, a microcontroller, WebAssembly,
/// the C library): both computed.
#[cfg(not(any(all(feature = "std", storage = "compact"), compact_goal_walk)))]
mod turns {
    use super::{Move, turned, turned_by_weights};

    /// The change in `r` when `three` turn for `mv` (down or up), and the
    /// tiles turned, worked out.
    #[inline(always)]
    pub(in crate::tables) fn turn(three: u32, mv: Move) -> (u32, u32) {
        (turned_by_weights(three, mv), turned(three, mv))
    }
}

pub(super) use turns::turn;
