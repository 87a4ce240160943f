//! What a vertical move does to a key: the blank passes two tiles, so
//! three tiles of the reading order turn round, and three Lehmer digits
//! change by an amount that depends on those digits alone (a table of
//! 6 KiB with the `turn-tables` feature, worked out as it comes without).

use super::{DIGIT_RADIX, DIGIT_WEIGHT};

/// Which way three tiles turn: `[a, b, c]` becomes `[c, a, b]` when the
/// blank moves down, `[b, c, a]` when it moves up.
pub(super) const DOWN: usize = 0;
pub(super) const UP: usize = 1;

/// The digits `q`, `q + 1` and `q + 2` of a key without its blank
/// (`r * 2 + d6`), as one number in their mixed radix (d6 and d7 count
/// in radix 2 and 1). One division by a constant for each place.
#[inline(always)]
fn window(q: usize, tiles: u32) -> u32 {
    match q {
        0 => tiles / 120,
        1 => tiles / 24 % 210,
        2 => tiles / 6 % 120,
        3 => tiles / 2 % 60,
        4 => tiles % 24,
        _ => tiles % 6,
    }
}

/// The change to a key (`rank * 2 + d6`) when three tiles from place `q`
/// turn `way`; `tiles` is the key without its blank.
#[inline(always)]
pub(super) fn turn(way: usize, q: usize, tiles: u32) -> u32 {
    cases::turn_of(way, q, window(q, tiles)) as u32
}

/// The change to a key when three tiles from place `q` whose digits are
/// `window` (see [`window`]) turn `way`: the three digits are worked out
/// on the tiles they describe.
const fn turn_case(way: usize, q: usize, window: u32) -> i32 {
    if q > 5 {
        return 0;
    }
    // The digits, and the tiles from place q on, named by their order
    // (0 the smallest): a, b and c are the first three.
    let (r1, r2) = (DIGIT_RADIX[q + 1], DIGIT_RADIX[q + 2]);
    let old = [window / (r1 * r2), window / r2 % r1, window % r2];
    let mut used = [false; 8];
    let mut three = [0usize; 3];
    let mut k = 0;
    while k < 3 {
        // The digit-th smallest tile not used yet.
        let mut tile = 0;
        let mut skip = old[k];
        while used[tile] || skip > 0 {
            if !used[tile] {
                skip -= 1;
            }
            tile += 1;
        }
        used[tile] = true;
        three[k] = tile;
        k += 1;
    }
    let [a, b, c] = three;
    let turned = if way == DOWN { [c, a, b] } else { [b, c, a] };
    // A tile's digit: the smaller of the tiles after it, among the three
    // and among the others from place q on (those not used).
    let mut change: i32 = 0;
    let mut k = 0;
    while k < 3 {
        let tile = turned[k];
        let mut digit = 0;
        let mut later = k + 1;
        while later < 3 {
            digit += (turned[later] < tile) as u32;
            later += 1;
        }
        let mut other = 0;
        while other < tile {
            digit += (!used[other]) as u32;
            other += 1;
        }
        let place = q + k;
        change += (DIGIT_WEIGHT[place] as i32) * 2 * (digit as i32 - old[k] as i32);
        if place == 6 {
            change += digit as i32 - old[k] as i32;
        }
        k += 1;
    }
    change
}

/// With `turn-tables`: every case looked up in a table.
#[cfg(feature = "turn-tables")]
mod cases {
    use super::{DIGIT_RADIX, DOWN, UP, turn_case};

    /// For three tiles turning from place `q` on (0..=5), the number of
    /// values their three digits take together: the product of their radixes.
    pub(super) const WINDOW_LEN: [u32; 6] = {
        let mut len = [0; 6];
        let mut q = 0;
        while q < 6 {
            len[q] = DIGIT_RADIX[q] * DIGIT_RADIX[q + 1] * DIGIT_RADIX[q + 2];
            q += 1;
        }
        len
    };

    /// Where the cases of each place start in a row of `TURNS`, one after
    /// another.
    pub(super) const WINDOW_START: [u32; 6] = {
        let mut start = [0; 6];
        let mut q = 1;
        while q < 6 {
            start[q] = start[q - 1] + WINDOW_LEN[q - 1];
            q += 1;
        }
        start
    };

    /// Cases in a row of `TURNS` (756): one for each value of three digits
    /// from each place.
    pub(super) const TURN_CASES: usize = (WINDOW_START[5] + WINDOW_LEN[5]) as usize;

    /// [`turn_case`] for every case, down (`[DOWN]`) and up (`[UP]`): 6 KiB
    /// that make a vertical step a division and a look-up. Only with the
    /// `turn-tables` feature (the program, a host's bulk runs): a
    /// microcontroller works each case out as it comes.
    static TURNS: [[i32; TURN_CASES]; 2] = {
        let mut table = [[0; TURN_CASES]; 2];
        let mut q = 0;
        while q < 6 {
            let mut window = 0;
            while window < WINDOW_LEN[q] {
                let case = (WINDOW_START[q] + window) as usize;
                table[DOWN][case] = turn_case(DOWN, q, window);
                table[UP][case] = turn_case(UP, q, window);
                window += 1;
            }
            q += 1;
        }
        table
    };

    /// The change for three tiles from place `q` whose digits are
    /// `window`, turning `way`: looked up.
    #[inline(always)]
    pub(super) fn turn_of(way: usize, q: usize, window: u32) -> i32 {
        let case = WINDOW_START[q % 6] + window;
        TURNS[way % 2].get(case as usize).copied().unwrap_or(0)
    }
}

/// Without `turn-tables`: every case worked out as it comes.
#[cfg(not(feature = "turn-tables"))]
mod cases {
    use super::turn_case;

    /// [`turn_case`] as a call of its own, not inlined into each of the
    /// cases that turn: a microcontroller's flash holds it once.
    #[inline(never)]
    pub(super) fn turn_of(way: usize, q: usize, window: u32) -> i32 {
        turn_case(way, q, window)
    }
}

// The one test is of the table, which only `turn-tables` builds.
#[cfg(all(test, feature = "turn-tables"))]
mod tests {
    use super::cases::{TURN_CASES, WINDOW_LEN, WINDOW_START};
    use super::window;
    use crate::rank::{Cursor, PER_BLANK};

    /// Every case of the table of turns is met: the digits of every
    /// place of some board read as each of them, and none reads past its
    /// place's cases. (The cases' values are held by rank's
    /// `stepping_matches_ranking_the_moved_board`, which takes every move
    /// from every board through the table.)
    #[test]
    fn every_case_of_the_table_of_turns_is_met() {
        let mut met = [false; TURN_CASES];
        for r in 0..PER_BLANK {
            let key = Cursor::from_rank(r).expect("in range").key;
            for q in 0..6 {
                let window = window(q, key);
                assert!(window < WINDOW_LEN[q], "place {q} of rank {r}");
                met[(WINDOW_START[q] + window) as usize] = true;
            }
        }
        assert!(met.iter().all(|&m| m));
        assert_eq!(TURN_CASES, 756);
    }
}
