//! The compact storage (feature `compact-tables`): three tables of distance
//! bits (see [`super::distance_bits`]), 37,800 bytes embedded as they are
//! and read in place. Nothing is decoded and nothing allocated.
//!
//! A query from `A` to a target `B` whose blank is in cell `p`:
//!
//! 1. A symmetry of the square takes `p` to cell 0, 1 or 4 (a corner, an
//!    edge, the centre), and renaming the tiles turns the image of `B` into
//!    the canonical start with its blank there, the root of one table.
//!    Distances survive both, so that table knows every board's distance
//!    to `B`, mod 4.
//! 2. The answer is the greedy walk forward from `A`: at each board, the
//!    first move in `d`, `l`, `r`, `u` order of the board as given (not its
//!    image) whose neighbour is one step closer. Taking the smallest letter
//!    that stays on a shortest path, step by step, gives the smallest
//!    shortest string.
//!
//! A table stores only the boards whose blank is in some cells (its
//! [`Layout`]); any other board is read as its image under a symmetry that
//! fixes the root. The walk keeps a cursor in each frame of the layout,
//! each moved by the move as that frame sees it, so a neighbour's stored
//! bit costs one look-ahead of one cursor, never a ranking from scratch.
//! The goal's own walk (see `goal_walk`) reads no bit for the
//! last neighbour left to try: when the others are farther, it is the
//! closer one.
//!
//! A damaged bit never makes a walk panic or run on: a walk takes at most
//! [`MAX_MOVES`](crate::MAX_MOVES) steps, stops with [`TableError::Walk`]
//! when no neighbour is closer, and must arrive at the root with distance
//! 0 mod 4 (a detour of two steps through a wrong bit does not, nor a
//! last neighbour taken unread that was farther). What such
//! a bit cannot always be caught doing is steer a walk onto another way of
//! the same length: the moves then still reach the target.

// A build on the compressed storage without `std` answers nothing from
// these tables but the ones a program keeps itself (`goal_table`,
// `all_tables`): the rest is not used there, nor linked.
#![cfg_attr(all(storage = "compressed", not(feature = "std")), allow(dead_code))]

use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, CELLS, Move, Symmetry};
use crate::rank::canonical_start_rank;
use crate::table_id::TableId;
use crate::tables::TableError;
use crate::tables::tile_cursor::{TileCursor, padded_cells, renaming_in};
use eight_core::distance_bits::{DistanceBits, Layout, MAX_FRAMES, TableBytes, distance_mod_4};

// The generator and the library agree on each table's layout, or the
// crate does not build: each table's type has its layout's length.
const CORNER_BITS: &[u8] = CORNER_TABLE;
const EDGE_BITS: &[u8] = EDGE_TABLE;
const CENTRE_BITS: &[u8] = CENTRE_TABLE;

/// A table of distance bits embedded in the program.
pub type Embedded = DistanceBits<&'static [u8]>;

/// The corner table (the goal's, and every target's with its blank in a
/// corner) as the build wrote it: what a program that keeps the table in
/// memory of its own copies there.
pub const CORNER_TABLE: &[u8; Layout::CORNER.bytes_len()] =
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-0.bits"));

/// The edge table (every target with its blank on an edge), likewise.
pub const EDGE_TABLE: &[u8; Layout::EDGE.bytes_len()] =
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-1.bits"));

/// The centre table (every target with its blank in the centre),
/// likewise.
pub const CENTRE_TABLE: &[u8; Layout::CENTRE.bytes_len()] =
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-4.bits"));

/// An embedded table of distance bits (`TableId::Compact(0 | 1 | 4)`).
pub fn table(id: TableId) -> Result<Embedded, TableError> {
    let bytes: &'static [u8] = match id {
        TableId::Compact(0) => CORNER_BITS,
        TableId::Compact(1) => EDGE_BITS,
        TableId::Compact(4) => CENTRE_BITS,
        _ => return Err(TableError::NotEmbedded(id)),
    };
    DistanceBits::new(bytes, id.root_blank()).ok_or(TableError::Walk)
}

/// A board as a walk keeps it: a cursor in each of the `N` frames of the
/// table's layout, the board itself first, then its image under each other
/// frame renamed so that the root stays the root (each such symmetry fixes
/// the root's blank, so the renamed image of the root is the root).
#[derive(Clone, Copy)]
struct Views<const N: usize> {
    cursors: [TileCursor; N],
}

impl<const N: usize> Views<N> {
    /// The views of `start` on its way to the target `prepared` (of at
    /// least `N` frames) was made
    /// for; `None` when `start` cannot reach it. The images are read off
    /// the board, not built.
    fn new<const M: usize>(prepared: &Prepared<M>, start: &Board) -> Option<Views<N>> {
        let cells = padded_cells(start);
        let first = TileCursor::renamed_in(&prepared.orders[0], &prepared.renames[0], &cells)?;
        let mut cursors = [first; N];
        for ((cursor, order), rename) in cursors
            .iter_mut()
            .zip(&prepared.orders)
            .zip(&prepared.renames)
            .skip(1)
        {
            *cursor = TileCursor::renamed_in(order, rename, &cells)?;
        }
        Some(Views { cursors })
    }

    /// The board itself, in the table's frame.
    fn board(&self) -> &TileCursor {
        &self.cursors[0]
    }

    /// Where the board's own bit is stored.
    fn index(&self, layout: &Layout) -> Option<u32> {
        let blank = self.board().blank();
        let rank = self.cursors.get(layout.frame_of(blank))?.rank();
        Some(layout.index(blank, rank))
    }

    /// The board's distance mod 4 from the root.
    fn distance_mod_4(&self, table: &DistanceBits<impl TableBytes>) -> Option<u8> {
        let bit = table.bit(self.index(table.layout())?);
        Some(distance_mod_4(
            bit,
            self.board().blank(),
            table.root_blank(),
        ))
    }

    /// The greedy walk from these views to the table's root (see the
    /// module documentation). `symmetry` took the query into the table's
    /// frame: letters are chosen, and written, in the order of the board
    /// as given. Every view moves at every step.
    fn walk(
        mut self,
        table: &DistanceBits<impl TableBytes>,
        symmetry: Symmetry,
    ) -> Result<Path, SolveError> {
        let layout = table.layout();
        let frames = layout.frames();
        if frames.len() != N {
            return Err(WALK);
        }
        let root = canonical_start_rank(table.root_blank());
        // For each letter in order, the move it makes in every frame.
        let mut images = [[Move::Down; N]; 4];
        for (letter, row) in Move::ALL.iter().zip(&mut images) {
            let image = symmetry.apply_to_move(*letter);
            for (slot, frame) in row.iter_mut().zip(frames) {
                *slot = frame.apply_to_move(image);
            }
        }
        let mut left = self.distance_mod_4(table).ok_or(WALK)?;
        let mut path = Path::EMPTY;
        let mut back = 4;
        while self.cursors[0].rank() != root {
            // Every neighbour's blank has the other colour, so only the
            // stored bit tells one step closer (d - 1) from one step
            // farther (d + 1).
            let closer = (left + 3) % 4;
            let closer_bit = closer >> 1 == 1;
            let blank = self.cursors[0].blank();
            let mut step = 4;
            for (letter, row) in images.iter().enumerate() {
                // The way back leads farther; no need to look.
                if letter == back {
                    continue;
                }
                let Some(cell) = row[0].destination(blank) else {
                    continue;
                };
                // The neighbour in the frame where it is stored.
                let rank = self.pick(layout.frame_of(cell), row);
                if rank.is_some_and(|rank| table.bit(layout.index(cell, rank)) == closer_bit) {
                    step = letter;
                    break;
                }
            }
            let Some(row) = images.get(step) else {
                return Err(WALK);
            };
            for (cursor, &mv) in self.cursors.iter_mut().zip(row) {
                if !cursor.step(mv) {
                    return Err(WALK);
                }
            }
            if !path.push(Move::ALL[step]) {
                return Err(WALK);
            }
            back = OPPOSITE[step];
            left = closer;
        }
        if left != 0 {
            return Err(WALK);
        }
        Ok(path)
    }

    /// The rank after the move `moves` makes in `frame`, chosen by
    /// comparing with each frame in turn rather than by indexing, so that
    /// the views can stay in registers.
    #[inline(always)]
    fn pick(&self, frame: usize, moves: &[Move; N]) -> Option<u32> {
        let mut chosen = (self.cursors[0], moves[0]);
        for (other, (&cursor, &mv)) in self.cursors.iter().zip(moves).enumerate().skip(1) {
            if frame == other {
                chosen = (cursor, mv);
            }
        }
        chosen.0.rank_after(chosen.1)
    }
}

/// What a walk answers when the table leads it astray (see the module
/// documentation). A walk returns the query's own error type, so that its
/// answer is handed back without being copied into another.
const WALK: SolveError = SolveError::Table(TableError::Walk);

/// The letter (as its place in d, l, r, u) that undoes each letter: the
/// same letter undoes a move in every frame.
const OPPOSITE: [usize; 4] = [3, 2, 1, 0];

/// The views a query needs, as many as its table's layout has frames.
/// One frame is the layout of an export's tables, which only `std` reads
/// (a walk less in a microcontroller's flash).
#[derive(Clone, Copy)]
enum AnyViews {
    #[cfg(feature = "std")]
    One(Views<1>),
    Two(Views<2>),
    Four(Views<MAX_FRAMES>),
}

impl AnyViews {
    /// The views the layout of `table` needs (see [`Views::new`]):
    /// [`SolveError::Unsolvable`] when `start` cannot reach the target.
    fn new(
        table: &DistanceBits<impl TableBytes>,
        prepared: &Prepared<MAX_FRAMES>,
        start: &Board,
    ) -> Result<AnyViews, SolveError> {
        let views = match table.layout().frames().len() {
            #[cfg(feature = "std")]
            1 => Views::new(prepared, start).map(AnyViews::One),
            2 => Views::new(prepared, start).map(AnyViews::Two),
            MAX_FRAMES => Views::new(prepared, start).map(AnyViews::Four),
            _ => return Err(TableError::Walk.into()),
        };
        views.ok_or(SolveError::Unsolvable)
    }

    #[cfg(any(test, all(feature = "std", storage = "compact")))]
    fn index(&self, layout: &Layout) -> Option<u32> {
        match self {
            #[cfg(feature = "std")]
            AnyViews::One(views) => views.index(layout),
            AnyViews::Two(views) => views.index(layout),
            AnyViews::Four(views) => views.index(layout),
        }
    }

    fn distance_mod_4(&self, table: &DistanceBits<impl TableBytes>) -> Option<u8> {
        match self {
            #[cfg(feature = "std")]
            AnyViews::One(views) => views.distance_mod_4(table),
            AnyViews::Two(views) => views.distance_mod_4(table),
            AnyViews::Four(views) => views.distance_mod_4(table),
        }
    }

    /// The cursors of the views, one a frame.
    fn cursors(&self) -> &[TileCursor] {
        match self {
            #[cfg(feature = "std")]
            AnyViews::One(views) => &views.cursors,
            AnyViews::Two(views) => &views.cursors,
            AnyViews::Four(views) => &views.cursors,
        }
    }

    fn cursors_mut(&mut self) -> &mut [TileCursor] {
        match self {
            #[cfg(feature = "std")]
            AnyViews::One(views) => &mut views.cursors,
            AnyViews::Two(views) => &mut views.cursors,
            AnyViews::Four(views) => &mut views.cursors,
        }
    }

    /// The letters, in the order of the board as given, whose neighbour
    /// is one step closer to the root than this board, `left` (its
    /// distance mod 4) away; the letters of `farther` are not looked at.
    /// `images` holds each letter's move in each frame (see [`Images`]).
    /// Written over the cursors as a slice, once for every layout: the
    /// questions that use it are not the walk, and a WebAssembly module
    /// pays for each copy.
    fn closer(
        &self,
        table: &DistanceBits<impl TableBytes>,
        images: &Images,
        left: u8,
        farther: MoveSet,
    ) -> MoveSet {
        let layout = table.layout();
        let closer_bit = ((left + 3) % 4) >> 1 == 1;
        let cursors = self.cursors();
        let blank = cursors[0].blank();
        let mut moves = MoveSet::EMPTY;
        for (letter, row) in Move::ALL.into_iter().zip(images) {
            if farther.contains(letter) {
                continue;
            }
            let Some(cell) = row[0].destination(blank) else {
                continue;
            };
            let frame = layout.frame_of(cell);
            let rank = cursors.get(frame).zip(row.get(frame));
            let rank = rank.and_then(|(cursor, &mv)| cursor.rank_after(mv));
            if rank.is_some_and(|rank| table.bit(layout.index(cell, rank)) == closer_bit) {
                moves = moves.with(letter);
            }
        }
        moves
    }

    /// The views after the letter whose moves in each frame are `row`;
    /// `None` off the board.
    fn stepped(&self, row: &[Move; MAX_FRAMES]) -> Option<AnyViews> {
        let mut next = *self;
        for (cursor, &mv) in next.cursors_mut().iter_mut().zip(row) {
            if !cursor.step(mv) {
                return None;
            }
        }
        Some(next)
    }

    /// The walk (the two-frame layouts, eight targets in nine, have their
    /// own).
    fn walk(
        self,
        table: &DistanceBits<impl TableBytes>,
        symmetry: Symmetry,
    ) -> Result<Path, SolveError> {
        match self {
            #[cfg(feature = "std")]
            AnyViews::One(views) => views.walk(table, symmetry),
            AnyViews::Two(views) => views.walk_two(table, symmetry),
            AnyViews::Four(views) => views.walk(table, symmetry),
        }
    }
}

impl Views<2> {
    /// [`Views::walk`] for a layout of two frames (the corner's and the
    /// edge's), the walk of eight targets in nine: the same steps, with
    /// the two cursors named rather than indexed, so that they stay in
    /// registers.
    fn walk_two(
        self,
        table: &DistanceBits<impl TableBytes>,
        symmetry: Symmetry,
    ) -> Result<Path, SolveError> {
        let layout = table.layout();
        let &[_, other] = layout.frames() else {
            return Err(WALK);
        };
        let root = canonical_start_rank(table.root_blank());
        let mut left = self.distance_mod_4(table).ok_or(WALK)?;
        let [mut here, mut image] = self.cursors;
        // Each letter's move in the table's frame and in the other.
        let in_table = Move::ALL.map(|letter| symmetry.apply_to_move(letter));
        let in_other = in_table.map(|mv| other.apply_to_move(mv));
        let mut path = Path::EMPTY;
        let mut back = 4;
        while here.rank() != root {
            let closer = (left + 3) % 4;
            let closer_bit = closer >> 1 == 1;
            let blank = here.blank();
            let mut step = 4;
            for letter in 0..4 {
                if letter == back {
                    continue;
                }
                let Some(cell) = in_table[letter].destination(blank) else {
                    continue;
                };
                // Chosen by a mask, not a branch: a quarter of the
                // neighbours are in the other frame, unforeseeably.
                let (cursor, mv) = if layout.frame_of(cell) == 0 {
                    (here, in_table[letter])
                } else {
                    (image, in_other[letter])
                };
                let rank = cursor.rank_after(mv);
                if rank.is_some_and(|rank| table.bit(layout.index(cell, rank)) == closer_bit) {
                    step = letter;
                    break;
                }
            }
            let (Some(&mv), Some(&mv_other)) = (in_table.get(step), in_other.get(step)) else {
                return Err(WALK);
            };
            if !here.step(mv) || !image.step(mv_other) || !path.push(Move::ALL[step]) {
                return Err(WALK);
            }
            back = OPPOSITE[step];
            left = closer;
        }
        if left != 0 {
            return Err(WALK);
        }
        Ok(path)
    }
}

/// The walk to the goal through the embedded corner table, where the
/// compact storage answers bulk runs on a host with an allocator (the
/// program, the Python module's `solve_many`). Elsewhere the general walk
/// answers, in less code: the C library keeps within its footprint, and
/// the default build's bulk runs walk the goal's links.
///
/// Each state of the walk (the blank's cell in the table's frame, the
/// letter that would undo the last step, and the board's stored bit) is
/// a function of its own, in
/// which the letter that led there, the letters to try, their neighbours'
/// cells and frames and the moves are constants. A step ends by calling
/// the next state's function as its last act, which an optimized build
/// makes a jump; a walk writes at most `MAX_MOVES` letters, so an
/// unoptimized build nests no more calls than that and two.
#[cfg(compact_goal_walk)]
mod goal_walk {
    use core::num::NonZeroU64;

    use super::{CORNER_TABLE, OPPOSITE, Prepared, Views, WALK};
    use crate::answer::{Path, SolveError};
    use crate::board::{Board, CELLS, MAX_MOVES, Move, Symmetry};
    use crate::rank::canonical_start_rank;
    use crate::tables::tile_cursor::TileCursor;
    use eight_core::distance_bits::{Layout, distance_mod_4};

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
    fn go(
        far: bool,
        state: usize,
        here: View,
        image: View,
        letters: Letters,
    ) -> Option<NonZeroU64> {
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
}

/// A target made ready for walks: the symmetry that takes its blank to
/// the root's cell of its table, and for each frame of that table's
/// layout the reading order and the renaming of tiles that turn a board
/// into its view in that frame (see [`Views`]). The goal's is made when
/// the crate is built, so that a query to the goal reads its board and
/// walks, and nothing more.
struct Prepared<const N: usize> {
    symmetry: Symmetry,
    orders: [[u8; CELLS]; N],
    renames: [[u8; 16]; N],
}

impl<const N: usize> Prepared<N> {
    /// `target` made ready for a table of `layout` whose root has its
    /// blank where the target's symmetry takes the target's blank.
    const fn new(target: &Board, layout: &Layout) -> Prepared<N> {
        let (symmetry, _) = Symmetry::to_representative(target.blank());
        let frames = layout.frames();
        let mut prepared = Prepared {
            symmetry,
            orders: [[0; CELLS]; N],
            renames: [[0; 16]; N],
        };
        let mut frame = 0;
        while frame < frames.len() && frame < N {
            // The frame's image of the symmetry's image.
            let order = frames[frame].after(symmetry).reading_order();
            prepared.orders[frame] = order;
            prepared.renames[frame] = renaming_in(&order, target);
            frame += 1;
        }
        prepared
    }

    /// The goal's, for the embedded tables.
    const GOAL: Prepared<N> = {
        let (_, root_blank) = Symmetry::to_representative(Board::GOAL.blank());
        Prepared::new(&Board::GOAL, Layout::of(root_blank))
    };
}

/// The table of the target's class, and the target made ready for it.
fn prepared_for(target: &Board) -> Result<(Embedded, Prepared<MAX_FRAMES>), TableError> {
    let (_, root_blank) = Symmetry::to_representative(target.blank());
    let table = table(TableId::Compact(root_blank as u8))?;
    let prepared = if *target == Board::GOAL {
        Prepared::GOAL
    } else {
        Prepared::new(target, table.layout())
    };
    Ok((table, prepared))
}

/// The corner table as embedded. Its length is the layout's by the type of
/// [`CORNER_TABLE`], so the view is always made.
#[cfg(not(compact_goal_walk))]
fn corner_table() -> Result<Embedded, TableError> {
    DistanceBits::in_layout(CORNER_BITS, 0, &Layout::CORNER).ok_or(TableError::Walk)
}

/// The answer from `start` to the goal, from the corner table alone: it
/// names no other table, so a program that asks only for the goal links
/// only this one (15,120 bytes), whatever its optimizer sees.
pub(crate) fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
    #[cfg(compact_goal_walk)]
    {
        goal_walk::walk(start)
    }
    #[cfg(not(compact_goal_walk))]
    path_to_goal_in(&corner_table()?, start)
}

/// The answer from `start` to the goal in a corner table read through `table`'s bytes (a
/// program may keep them where it likes). A table of another layout is
/// refused as [`TableError::Walk`].
#[cfg_attr(target_arch = "avr", inline(never))]
pub fn path_to_goal_in(
    table: &DistanceBits<impl TableBytes>,
    start: &Board,
) -> Result<Path, SolveError> {
    if table.root_blank() != 0 || *table.layout() != Layout::CORNER {
        return Err(TableError::Walk.into());
    }
    // The corner's layout has two frames: half of what a target of any
    // class needs.
    let prepared = &Prepared::<2>::GOAL;
    let views = Views::<2>::new(prepared, start).ok_or(SolveError::Unsolvable)?;
    views.walk_two(table, prepared.symmetry)
}

/// The answer from `start` to `target` (see the module documentation).
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    // The goal may have a walk of its own (see `goal_walk`).
    #[cfg(compact_goal_walk)]
    if *target == Board::GOAL {
        return path_to_goal(start);
    }
    let (table, prepared) = prepared_for(target)?;
    walk_to(&table, &prepared, start)
}

/// The walk from `start` to the target `prepared` was made for. One copy
/// for every caller: the walks are large, and a WebAssembly module or a
/// firmware pays for each inlined one.
#[inline(never)]
fn walk_to(
    table: &Embedded,
    prepared: &Prepared<MAX_FRAMES>,
    start: &Board,
) -> Result<Path, SolveError> {
    let views = AnyViews::new(table, prepared, start)?;
    views.walk(table, prepared.symmetry)
}

/// Whether `start` is exactly `distance` moves from `target`. Only a board
/// whose distance is `distance` mod 4 (one bit and the blank's colour) is
/// walked.
pub(crate) fn is_at_distance(
    start: &Board,
    target: &Board,
    distance: usize,
) -> Result<bool, SolveError> {
    let (table, prepared) = prepared_for(target)?;
    let views = AnyViews::new(&table, &prepared, start)?;
    let mod_4 = views.distance_mod_4(&table).ok_or(TableError::Walk)?;
    if usize::from(mod_4) != distance % 4 {
        return Ok(false);
    }
    Ok(views.walk(&table, prepared.symmetry)?.len() == distance)
}

/// A board on a way to the target of a [`Distances`]: its views, moved a
/// step at a time rather than ranked again.
#[derive(Clone, Copy)]
pub(crate) struct Position(AnyViews);

/// Distances to one target, a board at a time, mod 4: what the
/// questions about every shortest answer ask of each board on the way.
/// The target is made ready once (its table, its symmetry, its views).
pub(crate) struct Distances {
    table: Embedded,
    prepared: Prepared<MAX_FRAMES>,
    images: Images,
}

/// Each letter's move (in d, l, r, u order) in each frame of a table's
/// layout, for a query that its symmetry took into the table's frame.
type Images = [[Move; MAX_FRAMES]; 4];

impl Distances {
    pub(crate) fn to(target: &Board) -> Result<Distances, TableError> {
        let (table, prepared) = prepared_for(target)?;
        let mut images = [[Move::Down; MAX_FRAMES]; 4];
        for (letter, row) in Move::ALL.iter().zip(&mut images) {
            let image = prepared.symmetry.apply_to_move(*letter);
            for (slot, frame) in row.iter_mut().zip(table.layout().frames()) {
                *slot = frame.apply_to_move(image);
            }
        }
        Ok(Distances {
            table,
            prepared,
            images,
        })
    }

    /// Where `board` stands, to be moved along a way to the target:
    /// [`SolveError::Unsolvable`] when it cannot reach it.
    pub(crate) fn position(&self, board: &Board) -> Result<Position, SolveError> {
        Ok(Position(AnyViews::new(&self.table, &self.prepared, board)?))
    }

    /// The letters whose neighbour is one step closer than the board at
    /// `at`, `distance` moves from the target: its neighbours are one
    /// step closer or one farther, and one bit tells which. The moves in
    /// `farther` are known to lead farther, and are not looked at.
    pub(crate) fn closer(&self, at: &Position, distance: usize, farther: MoveSet) -> MoveSet {
        if distance == 0 {
            return MoveSet::EMPTY;
        }
        let left = (distance % 4) as u8;
        at.0.closer(&self.table, &self.images, left, farther)
    }

    /// The position after the letter `mv`; `None` off the board.
    pub(crate) fn step(&self, at: &Position, mv: Move) -> Option<Position> {
        at.0.stepped(&self.images[usize::from(mv.code())])
            .map(Position)
    }

    /// Whether the board at `at` is the target.
    pub(crate) fn at_target(&self, at: &Position) -> bool {
        let here = at.0.cursors().first().map(TileCursor::rank);
        here == Some(canonical_start_rank(self.table.root_blank()))
    }

    /// The exact distance of `board`, by its walk.
    pub(crate) fn exact(&self, board: &Board) -> Result<usize, SolveError> {
        Ok(walk_to(&self.table, &self.prepared, board)?.len())
    }
}

/// The answer from `start` to `target` as `table` gives it: the embedded
/// table of the target's class, or a copy (tests damage one), in its own
/// layout or unfolded. A table of another class than the target's is
/// refused as [`TableError::Walk`].
pub fn path_in(
    table: &DistanceBits<impl TableBytes>,
    start: &Board,
    target: &Board,
) -> Result<Path, SolveError> {
    let (_, root_blank) = Symmetry::to_representative(target.blank());
    if table.root_blank() != root_blank {
        return Err(TableError::Walk.into());
    }
    let prepared = Prepared::new(target, table.layout());
    let views = AnyViews::new(table, &prepared, start)?;
    views.walk(table, prepared.symmetry)
}

/// The distance of `board` from the table's root, by walking: `None` when
/// the board cannot reach the root, or the walk does not (a damaged table).
/// (For the manifest and export of a compact build.)
#[cfg(any(test, all(feature = "std", storage = "compact")))]
pub fn distance_from_root(table: &DistanceBits<impl TableBytes>, board: &Board) -> Option<u8> {
    let root = Board::canonical_start(table.root_blank());
    let prepared = Prepared::new(&root, table.layout());
    let views = AnyViews::new(table, &prepared, board).ok()?;
    let path = views.walk(table, prepared.symmetry).ok()?;
    Some(path.len() as u8)
}

/// Where the bit that stands for `board` is stored: its own place, or its
/// image's. `None` when the board cannot reach the table's root. (For the
/// export of a compact build.)
#[cfg(any(test, all(feature = "std", storage = "compact")))]
pub fn stored_index(table: &DistanceBits<impl TableBytes>, board: &Board) -> Option<u32> {
    let root = Board::canonical_start(table.root_blank());
    let prepared = Prepared::new(&root, table.layout());
    AnyViews::new(table, &prepared, board)
        .ok()?
        .index(table.layout())
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;
    use std::vec::Vec;

    use super::*;
    use crate::rank::{TABLE_LEN, unrank};

    fn replays(start: &Board, path: &Path, target: &Board) -> bool {
        let mut board = *start;
        for mv in path.moves() {
            match board.apply(mv) {
                Some(next) => board = next,
                None => return false,
            }
        }
        board == *target && path.len() <= crate::MAX_MOVES
    }

    /// A flipped bit ends every walk it touches in an error or in moves
    /// that still reach the target, never in a panic or a walk without end.
    #[test]
    fn a_damaged_table_gives_an_error_or_an_answer_that_replays() {
        let targets = ["12345678x", "1x2345678", "1234x5678", "8x7654321"];
        for target in targets {
            let target: Board = target.parse().expect("a board");
            let (_, class) = Symmetry::to_representative(target.blank());
            let embedded = table(TableId::Compact(class as u8)).expect("embedded");
            let starts: Vec<Board> = (0..TABLE_LEN)
                .step_by(9_973)
                .filter_map(unrank)
                .filter(|b| b.is_even() == target.is_even())
                .collect();
            let (mut errors, mut answers) = (0, 0);
            // Flip the bit of each board on the way, and some others.
            for start in &starts {
                let good = path_in(&embedded, start, &target).expect("intact table");
                let mut on_the_way = Vec::new();
                let mut board = *start;
                for mv in good.moves() {
                    on_the_way.push(board);
                    board = board.apply(mv).expect("on the board");
                }
                for flipped in on_the_way.iter().step_by(3) {
                    let (symmetry, _) = Symmetry::to_representative(target.blank());
                    let image = target.transformed(symmetry);
                    let in_frame = image.relabel_to_canonical(&flipped.transformed(symmetry));
                    let mut bits = embedded.bytes().to_vec();
                    let index = stored_index(&embedded, &in_frame).expect("same parity");
                    bits[index as usize / 8] ^= 1 << (index % 8);
                    let damaged = DistanceBits::new(&bits[..], class).expect("a table's length");
                    match path_in(&damaged, start, &target) {
                        Ok(path) => {
                            assert!(replays(start, &path, &target), "{start} -> {path}");
                            answers += 1;
                        }
                        Err(e) => {
                            assert_eq!(e, SolveError::Table(TableError::Walk));
                            errors += 1;
                        }
                    }
                }
            }
            assert!(errors > 0, "some flips are caught");
            assert!(answers > 0, "some flips leave a way of the same length");
        }
    }

    /// The quick test by one bit agrees with the walk, for every distance
    /// and targets of every class.
    #[test]
    fn is_at_distance_agrees_with_the_walk() {
        for target in ["12345678x", "1x2345678", "1234x5678", "8672543x1"] {
            let target: Board = target.parse().expect("a board");
            for board in (0..TABLE_LEN).step_by(997).filter_map(unrank) {
                let Ok(path) = path(&board, &target) else {
                    assert_eq!(
                        is_at_distance(&board, &target, 0),
                        Err(SolveError::Unsolvable)
                    );
                    continue;
                };
                for d in 0..=32 {
                    assert_eq!(
                        is_at_distance(&board, &target, d),
                        Ok(path.len() == d),
                        "{board} to {target}, {d}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_table_of_another_class_is_refused() {
        let corner = table(TableId::Compact(0)).expect("embedded");
        let centre = Board::canonical_start(4);
        assert_eq!(
            path_in(&corner, &Board::GOAL, &centre),
            Err(SolveError::Table(TableError::Walk))
        );
        assert_eq!(
            table(TableId::Goal),
            Err(TableError::NotEmbedded(TableId::Goal))
        );
        assert_eq!(
            table(TableId::Compact(2)),
            Err(TableError::NotEmbedded(TableId::Compact(2)))
        );
    }

    /// Every board's distance from `root` by a breadth-first search over
    /// boards, independent of the tables.
    fn distances_from(root: Board) -> Vec<u8> {
        let mut distance = vec![u8::MAX; TABLE_LEN as usize];
        let mut queue = std::collections::VecDeque::from([root]);
        distance[crate::rank::rank(&root).expect("even") as usize] = 0;
        while let Some(board) = queue.pop_front() {
            let d = distance[crate::rank::rank(&board).expect("even") as usize];
            for next in Move::ALL.iter().filter_map(|&mv| board.apply(mv)) {
                let slot = &mut distance[crate::rank::rank(&next).expect("even") as usize];
                if *slot == u8::MAX {
                    *slot = d + 1;
                    queue.push_back(next);
                }
            }
        }
        distance
    }

    /// Every board of every table, with its blank in every cell (so read
    /// through every symmetry of the layouts): the bit that stands for it
    /// is its own distance's, and its walk is as long as its distance.
    #[test]
    fn every_board_of_every_table_reads_its_own_distance() {
        for id in TableId::DISTANCE_BITS {
            let table = table(id).expect("embedded");
            let distance = distances_from(id.root());
            let mut read_through = [0usize; MAX_FRAMES];
            for rank in 0..TABLE_LEN {
                let d = distance[rank as usize];
                let board = unrank(rank).expect("in range");
                let index = stored_index(&table, &board).expect("even");
                assert_eq!(
                    table.bit(index),
                    eight_core::distance_bits::bit_of(d),
                    "{id:?}, rank {rank}"
                );
                let blank = rank / crate::rank::PER_BLANK;
                read_through[table.layout().frame_of(blank as usize)] += 1;
                if rank % 7 == 0 || d >= 28 {
                    assert_eq!(
                        distance_from_root(&table, &board),
                        Some(d),
                        "{id:?}, {board}"
                    );
                }
            }
            let frames = table.layout().frames().len();
            assert!(read_through[..frames].iter().all(|&n| n > 0), "{id:?}");
        }
    }

    /// Each layout stores one blank cell per orbit of symmetries that fix
    /// its root, and maps every other cell onto a stored one: 37,800 bytes
    /// in all.
    #[test]
    fn layouts_store_one_cell_per_orbit() {
        let mut total = 0;
        for id in TableId::DISTANCE_BITS {
            let root = id.root();
            let layout = Layout::of(id.root_blank());
            assert_eq!(layout.frames()[0], Symmetry::IDENTITY);
            for &frame in layout.frames() {
                // The frame fixes the root once tiles are renamed back.
                assert_eq!(frame.cell(id.root_blank()), id.root_blank());
                let image = root.transformed(frame);
                assert_eq!(image.relabel_to_canonical(&image), root);
            }
            let stored = layout.stored_cells();
            for cell in 0..9 {
                let image = layout.frames()[layout.frame_of(cell)].cell(cell);
                assert!(stored.contains(&(image as u8)), "{id:?}, cell {cell}");
                if stored.contains(&(cell as u8)) {
                    assert_eq!(layout.frame_of(cell), 0, "{id:?}, cell {cell}");
                }
            }
            // No two stored cells are images of each other.
            for &a in stored {
                for &frame in layout.frames() {
                    let image = frame.cell(usize::from(a)) as u8;
                    assert!(image == a || !stored.contains(&image), "{id:?}");
                }
            }
            // Stored indices are dense: each index is one stored board's.
            for index in (0..layout.entries()).step_by(101) {
                let board =
                    eight_core::tile_rank::unrank(layout.rank_of_index(index)).expect("a board");
                let table = table(id).expect("embedded");
                assert_eq!(stored_index(&table, &board), Some(index), "{id:?}");
            }
            total += table(id).expect("embedded").bytes().len();
        }
        assert_eq!(total, 37_800);
        assert_eq!(Layout::of(2), &Layout::UNFOLDED);
    }

    #[test]
    fn every_board_is_its_walk_long_from_the_root() {
        // The root is 0 moves away and its neighbours 1; the two boards 31
        // moves from a corner are found as 31.
        let corner = table(TableId::Compact(0)).expect("embedded");
        assert_eq!(
            distance_from_root(&corner, &Board::canonical_start(0)),
            Some(0)
        );
        let far = (0..TABLE_LEN)
            .filter_map(unrank)
            .filter(|board| distance_from_root(&corner, board) == Some(31))
            .count();
        assert_eq!(far, 2);
        let odd = Board::from_cells([0, 2, 1, 3, 4, 5, 6, 7, 8]).expect("valid");
        assert_eq!(distance_from_root(&corner, &odd), None);
    }

    /// The goal's own walk against the general walk that a
    /// microcontroller takes, on every board that reaches the goal and on
    /// each with two tiles swapped, which does not. (Only where the goal's
    /// walk is built: elsewhere the two are the same code.)
    #[cfg(all(storage = "compact", feature = "alloc"))]
    #[test]
    fn the_walk_to_the_goal_is_the_general_walk() {
        let corner = table(TableId::Compact(0)).expect("embedded");
        for board in (0..TABLE_LEN).filter_map(unrank) {
            let general = path_to_goal_in(&corner, &board);
            assert!(general.is_ok(), "{board}");
            assert_eq!(path_to_goal(&board), general, "{board}");
            assert_eq!(path(&board, &Board::GOAL), general, "{board}");
            let mut cells = board.cells();
            let (a, b) = if board.blank() < 2 { (7, 8) } else { (0, 1) };
            cells.swap(a, b);
            let swapped = Board::from_cells(cells).expect("a board");
            assert_eq!(
                path_to_goal(&swapped),
                Err(SolveError::Unsolvable),
                "{swapped}"
            );
        }
    }
}
