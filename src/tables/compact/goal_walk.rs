//! The walk to the goal through the embedded corner table, where the
//! compact storage answers bulk runs on a host with an allocator (the
//! program, the Python module's `solve_many`). Elsewhere the general walk
//! answers, in less code: the C library keeps within its footprint, and
//! the default build's bulk runs walk the goal's links.
//!
//! Each state of the walk (the blank's cell in the table's frame, the
//! letter that would undo the last step, and the board's stored bit) is
//! a function of its own, in
//! which the letter that led there, the letters to try, their neighbours'
//! cells and frames and the moves are constants. A step ends by calling
//! the next state's function as its last act, which an optimized build
//! makes a jump; a walk writes at most `MAX_MOVES` letters, so an
//! unoptimized build nests no more calls than that and two.
//!
//! A specialisation of the general walk (`super::Views::walk`): the
//! tests hold it to that walk on every board, and `bench/run` builds
//! without it (`--cfg eight_without="goal_walk"`) to show what it saves.

use core::num::NonZeroU64;

use super::CORNER_TABLE;
use crate::answer::{Path, SolveError};
use crate::board::{Board, CELLS, MAX_MOVES, Move};
use crate::rank::canonical_start_rank;
use crate::symmetry::Symmetry;
use crate::tables::tile_cursor::TileCursor;
use crate::tables::views::{OPPOSITE, Prepared, Views, WALK};
use eight_core::distance_bits::distance_mod_4;
use eight_core::layout::Layout;

/// Whether the goal has a walk of its own: this one.
pub(super) const OWN: bool = true;

const LAYOUT: &Layout = &Layout::CORNER;
/// The goal made ready for the corner table.
const GOAL: Prepared<2> = Prepared::GOAL;
/// The rank of the goal's image: the corner's canonical start.
const ROOT: u32 = canonical_start_rank(0);
/// The corner layout's other frame.
const OTHER: Symmetry = LAYOUT.frames()[1];
/// Each letter's move (in d, l, r, u order) in the table's frame, which
/// the goal's symmetry takes the query to.
const IN_TABLE: [Move; 4] = moved_by(GOAL.symmetry, Move::ALL);
/// The same in the other frame.
const IN_OTHER: [Move; 4] = moved_by(OTHER, IN_TABLE);

/// Each of `moves` as `symmetry` maps it.
const fn moved_by(symmetry: Symmetry, moves: [Move; 4]) -> [Move; 4] {
    let mut images = moves;
    let mut letter = 0;
    while letter < 4 {
        images[letter] = symmetry.apply_to_move(moves[letter]);
        letter += 1;
    }
    images
}

/// The letters written so far, two bits each (a move's table code, see
/// [`Move::code`]) below a marker bit, so that a walk carries them in one
/// register: one letter is a shift and an OR, and the count is where
/// the marker is.
type Letters = u64;
/// No letters yet: the marker alone.
const NO_LETTERS: Letters = 1;
/// At least `MAX_MOVES - 1` letters written: where [`at`] stops a walk
/// that runs on. A walk then holds at most `MAX_MOVES` letters, which
/// with the marker fill 63 bits.
const RUN_ON: Letters = 1 << (2 * (MAX_MOVES - 1));
const _: () = assert!(2 * MAX_MOVES < Letters::BITS as usize);

/// The path that `letters` spell (never zero: the marker is there).
fn path_of(letters: NonZeroU64) -> Path {
    // The marker is bit `2 * len`: the bits up to it, halved.
    let unused = letters.leading_zeros();
    let letters = letters.get();
    let len = (Letters::BITS - unused) as usize / 2;
    // The marker shifted out, the first letter in the top two bits;
    // each byte then holds four letters, in order.
    let first_on_top = letters << unused << 1;
    let mut bytes = [0; 4 * 8];
    for (four, byte) in bytes.chunks_exact_mut(4).zip(first_on_top.to_be_bytes()) {
        four.copy_from_slice(&FOUR_LETTERS[usize::from(byte)].to_le_bytes());
    }
    Path::from_letters(&bytes, len)
}

/// The four letters that a byte of [`Letters`] holds, as the bytes of
/// a little-endian `u32`.
static FOUR_LETTERS: [u32; 256] = {
    let mut four = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut place = 0;
        while place < 4 {
            let letter = Move::from_code((byte >> (6 - 2 * place)) as u8).letter();
            four[byte] |= (letter as u32) << (8 * place);
            place += 1;
        }
        byte += 1;
    }
    four
};

/// The `back` of a state before the first step: no letter is the way
/// back.
const FIRST: usize = 4;

/// A state, `cell * 8 + back`: the blank's cell in the table's frame
/// and the letter (as its place in d, l, r, u) that would undo the last
/// step, or [`FIRST`].
const fn state(cell: usize, back: usize) -> usize {
    cell * 8 + back
}

/// A board as a step hands it to the next, in two registers: its tiles
/// and rank in one frame. The state knows the blank's cell.
#[derive(Clone, Copy)]
struct View {
    tiles: u32,
    rank: u32,
}

impl View {
    #[inline(always)]
    fn of(cursor: TileCursor) -> View {
        View {
            tiles: cursor.tiles(),
            rank: cursor.rank(),
        }
    }

    /// The view after `mv` from the blank's cell `cell` (`None` off the
    /// board, which no step asks).
    #[inline(always)]
    fn after(self, cell: usize, mv: Move) -> Option<View> {
        let cursor = TileCursor::from_parts(self.tiles, cell, self.rank);
        cursor.after_at(cell, mv).map(View::of)
    }
}

/// The greedy walk from `start` to the goal (see the documentation of
/// [`super`]); it reads no bit for the last neighbour left to try.
pub(super) fn walk(start: &Board) -> Result<Path, SolveError> {
    let (far, cell, here, image) = starting(start).ok_or(SolveError::Unsolvable)?;
    let letters = first_step(far, cell)?(here, image, NO_LETTERS).ok_or(WALK)?;
    Ok(path_of(letters))
}

/// Where a walk from `board` starts: the bit stored for it, the
/// blank's cell in the table's frame and its views in that frame and
/// the other; `None` when it cannot reach the goal.
#[inline(always)]
fn starting(board: &Board) -> Option<(bool, usize, View, View)> {
    let cursors = TileCursor::renamed_twice_in(&GOAL.orders, &GOAL.renames, board)?;
    let far = bit(Views { cursors }.index(LAYOUT)?)?;
    let [here, image] = cursors;
    Some((far, here.blank(), View::of(here), View::of(image)))
}

/// A state's function (see [`at`]).
type Step = fn(View, View, Letters) -> Option<NonZeroU64>;

/// The first state of a walk from a board whose blank is in `cell`
/// and whose stored bit is `far`: looked up together, so that a
/// walk starts with one jump that the processor must guess, not two.
#[inline(always)]
fn first_step(far: bool, cell: usize) -> Result<Step, SolveError> {
    macro_rules! first_steps {
        ($($cell:literal)*) => {
            [$(
                at::<$cell, FIRST, false>,
                at::<$cell, FIRST, true>,
            )*]
        };
    }
    static FIRST_STEPS: [Step; 2 * CELLS] = first_steps!(0 1 2 3 4 5 6 7 8);
    FIRST_STEPS
        .get(2 * cell + usize::from(far))
        .copied()
        .ok_or(WALK)
}

/// Goes to the state `state` of a board whose stored bit is `far` (see
/// [`at`]), after a step: one jump, as both are constants there.
#[inline(always)]
fn go(far: bool, state: usize, here: View, image: View, letters: Letters) -> Option<NonZeroU64> {
    if far {
        go_to::<true>(state, here, image, letters)
    } else {
        go_to::<false>(state, here, image, letters)
    }
}

/// [`go`] where the bit is `FAR`.
#[inline(always)]
fn go_to<const FAR: bool>(
    state: usize,
    here: View,
    image: View,
    letters: Letters,
) -> Option<NonZeroU64> {
    // Every state a step can lead to, `state(cell, back) / back` for
    // each cell (a walk's first state comes from [`first_step`]): a
    // state that no step leads to has its function too, never called.
    macro_rules! states {
        ($($cell:literal => [$($state:literal / $back:literal)*])*) => {
            match state {
                $($(
                    $state => {
                        const { assert!($state == self::state($cell, $back)) };
                        at::<$cell, $back, FAR>(here, image, letters)
                    }
                )*)*
                _ => None,
            }
        };
    }
    states! {
        0 => [0/0 1/1 2/2 3/3]
        1 => [8/0 9/1 10/2 11/3]
        2 => [16/0 17/1 18/2 19/3]
        3 => [24/0 25/1 26/2 27/3]
        4 => [32/0 33/1 34/2 35/3]
        5 => [40/0 41/1 42/2 43/3]
        6 => [48/0 49/1 50/2 51/3]
        7 => [56/0 57/1 58/2 59/3]
        8 => [64/0 65/1 66/2 67/3]
    }
}

/// The state `(CELL, BACK)` of a board whose stored bit is `FAR`, with
/// `letters` written: writes the letter that led here, then goes on by
/// the first letter whose neighbour is one step closer. Gives the
/// letters at the root, or `None` when the walk has more letters than
/// an answer has or cannot go on.
///
/// The bit and the blank's colour give the board's distance mod 4, so
/// the bit that a closer neighbour has, and its own `FAR`, are
/// constants: a probe reads a bit and jumps on it. Only a board at 0
/// mod 4 is looked at as the root; on a damaged table a walk that
/// comes to the root otherwise goes on, and runs out of letters.
#[inline(never)]
fn at<const CELL: usize, const BACK: usize, const FAR: bool>(
    here: View,
    image: View,
    mut letters: Letters,
) -> Option<NonZeroU64> {
    if let Some(&came) = OPPOSITE.get(BACK) {
        // Every other step leaves an edge cell (a corner and the centre
        // neighbour only edges), so checking the count there alone
        // bounds the walk. A walk that reaches the goal in at most
        // `MAX_MOVES` steps leaves its last edge with fewer than
        // `MAX_MOVES - 1` letters, and one that runs on stops with at
        // most `MAX_MOVES`.
        if CELL % 2 == 1 && letters >= RUN_ON {
            return None;
        }
        letters = letters << 2 | Move::ALL[came].code() as Letters;
    }
    let distance = distance_mod_4(FAR, CELL, 0);
    if distance == 0 && CELL == 0 && here.rank == ROOT {
        return NonZeroU64::new(letters);
    }
    // Every neighbour's blank has the other colour, so only the stored
    // bit tells one step closer (d - 1) from one step farther (d + 1).
    let closer_bit = ((distance + 3) % 4) >> 1 == 1;
    // The letters that lead to a neighbour, less the way back, which
    // leads farther.
    let open = |letter: usize| letter != BACK && IN_TABLE[letter].destination(CELL).is_some();
    let last = (0..4).rev().find(|&letter| open(letter));
    let image_cell = OTHER.cell(CELL);
    // Each letter written out rather than looped over, so that each
    // has its own jump to the state it leads to.
    macro_rules! try_letter {
        ($letter:literal) => {
            let (mv, mv_other) = (IN_TABLE[$letter], IN_OTHER[$letter]);
            if let Some(to) = mv.destination(CELL).filter(|_| open($letter)) {
                // Both views move; the neighbour's bit is read in the
                // frame where it is stored, unless it is the last one
                // left.
                let (Some(next), Some(next_image)) =
                    (here.after(CELL, mv), image.after(image_cell, mv_other))
                else {
                    return None;
                };
                let stored = if LAYOUT.frame_of(to) == 0 && !sideways_in_other(to, $letter) {
                    next
                } else {
                    next_image
                };
                if last == Some($letter) || bit(LAYOUT.index(to, stored.rank))? == closer_bit {
                    let next_state = state(to, OPPOSITE[$letter]);
                    return go(closer_bit, next_state, next, next_image, letters);
                }
            }
        };
    }
    try_letter!(0);
    try_letter!(1);
    try_letter!(2);
    try_letter!(3);
    None
}

/// Whether the neighbour at `to` by `letter` is best read in the other
/// frame, though the table's frame stores its cell: a cell on the
/// diagonal is its own image, so both frames' views of its board are
/// boards of that cell at the same distance, and the move is sideways
/// in the other frame only. A sideways move's rank is one addition;
/// an upward or downward one's waits for a look-up of the tiles it
/// turns, and the read of the bit waits for the rank.
fn sideways_in_other(to: usize, letter: usize) -> bool {
    let vertical = |mv: Move| matches!(mv, Move::Up | Move::Down);
    OTHER.cell(to) == to && vertical(IN_TABLE[letter]) && !vertical(IN_OTHER[letter])
}

/// The corner table's bit at `index`, read from the embedded array,
/// whose place and length the compiler knows; `None` past the end (no
/// board's index is), which stops the walk. The check is a branch
/// that always goes one way, which a clamp (measured) would put
/// between the rank and the read.
#[inline(always)]
fn bit(index: u32) -> Option<bool> {
    let byte = CORNER_TABLE.get((index / 8) as usize)?;
    Some(byte >> (index % 8) & 1 == 1)
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::rank::{TABLE_LEN, unrank};
    use crate::tables::compact::{every_board, general_walk};

    /// The goal's walk answers what the general walk answers, on every
    /// board that reaches the goal and on each with two tiles swapped,
    /// which does not.
    #[test]
    fn the_goal_walk_is_the_general_walk() {
        let mut solvable = 0;
        every_board(|board| {
            let general = general_walk(&board, &Board::GOAL);
            assert_eq!(walk(&board), general, "{board}");
            solvable += usize::from(general.is_ok());
        });
        assert_eq!(solvable, 181_440);
    }

    /// A walk that is told the wrong bit for its first board looks for
    /// the wrong neighbours. From every solvable board it must still
    /// stop (the count of letters, checked where the blank leaves an
    /// edge, bounds it), and a walk that comes to the goal that way
    /// must spell moves that lead there.
    #[test]
    fn a_walk_told_the_wrong_bit_stops() {
        for board in (0..TABLE_LEN).filter_map(unrank) {
            let (far, cell, here, image) = starting(&board).expect("solvable");
            let step = first_step(!far, cell).expect("a cell");
            if let Some(letters) = step(here, image, NO_LETTERS) {
                let len = letters.ilog2() as usize / 2;
                assert!(len <= MAX_MOVES, "{board}");
                let path = path_of(letters);
                assert_eq!(path.len(), len, "{board}");
                let end = path.moves().try_fold(board, |board, mv| board.apply(mv));
                assert_eq!(end, Some(Board::GOAL), "{board}: {path}");
            }
        }
    }
}
