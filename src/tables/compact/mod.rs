//! The compact storage (feature `compact-tables`): three tables of distance
//! bits (see [`eight_core::distance_bits`]), embedded as they are and read
//! in place. Nothing is decoded and nothing allocated.
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
//!
//! The rule is written once, in the general walk ([`Views::walk`]). Two
//! faster walks sit beside it, each in a file of its own and tested equal
//! to it on every board: [`two_views`] (a layout of two frames, eight
//! targets in nine) and `goal_walk` (the goal, on a host that answers
//! bulk runs; it reads no bit for the last neighbour left to try: when the
//! others are farther, it is the closer one).
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

use eight_core::distance_bits::{Bits, DistanceBits, distance_mod_4};
use eight_core::layout::{Layout, MAX_FRAMES};
use eight_core::stored_table::TableBytes;

use super::tile_cursor::TileCursor;
use super::views::{
    self, AnyViews, Images, OPPOSITE, Prepared, ViewedFormat, Views, WALK, images, with_views,
};
use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, Move};
use crate::rank::canonical_start_rank;
use crate::rules::SingleTile;
use crate::symmetry::Symmetry;
use crate::table_id::TableId;
use crate::tables::{Distances, Storage, TableError, Tables};

#[cfg(compact_goal_walk)]
mod goal_walk;
/// Without the goal's walk of its own: the corner table's general walk.
#[cfg(not(compact_goal_walk))]
mod goal_walk {
    use super::{CORNER_BITS, DistanceBits, Embedded, path_to_goal_in};
    use crate::answer::{Path, SolveError};
    use crate::board::Board;
    use crate::tables::TableError;
    use eight_core::layout::Layout;

    /// Whether the goal has a walk of its own: not here.
    pub(super) const OWN: bool = false;

    /// The answer from `start` to the goal, in the corner table.
    #[inline(always)]
    pub(super) fn walk(start: &Board) -> Result<Path, SolveError> {
        path_to_goal_in(&corner_table()?, start)
    }

    /// The corner table as embedded. Its length is the layout's by the
    /// type of [`CORNER_TABLE`](super::CORNER_TABLE), so the view is
    /// always made.
    fn corner_table() -> Result<Embedded, TableError> {
        DistanceBits::in_layout(CORNER_BITS, 0, &Layout::CORNER).ok_or(TableError::Walk)
    }
}
pub mod two_views;

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

impl ViewedFormat for Bits {
    const EMBEDDED: [(TableId, &'static [u8]); 3] = [
        (TableId::Compact(0), CORNER_BITS),
        (TableId::Compact(1), EDGE_BITS),
        (TableId::Compact(4), CENTRE_BITS),
    ];

    fn walk_len<B: TableBytes + Copy>(
        table: &DistanceBits<B>,
        board: &Board,
        root: &Board,
    ) -> Result<usize, SolveError> {
        Ok(path_in(table, board, root)?.len())
    }
}

/// An embedded table of distance bits (`TableId::Compact(0 | 1 | 4)`).
pub fn table(id: TableId) -> Result<Embedded, TableError> {
    views::table(id)
}

impl<const N: usize> Views<N> {
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
        ended_at_root(left, path)
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

impl AnyViews {
    /// The views the layout of `table` needs (see [`Views::new`]):
    /// [`SolveError::Unsolvable`] when `start` cannot reach the target.
    fn new(
        table: &DistanceBits<impl TableBytes>,
        prepared: &Prepared<MAX_FRAMES>,
        start: &Board,
    ) -> Result<AnyViews, SolveError> {
        AnyViews::in_layout(table.layout(), prepared, start)
    }

    fn distance_mod_4(&self, table: &DistanceBits<impl TableBytes>) -> Option<u8> {
        with_views!(self, views => views.distance_mod_4(table))
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
            AnyViews::Two(views) => views.walk_of_two(table, symmetry),
            AnyViews::Four(views) => views.walk(table, symmetry),
        }
    }
}

impl Views<2> {
    /// The walk of a layout of two frames: [`two_views`]'s, unless a
    /// benchmark build asks for the general walk to compare.
    #[inline(always)]
    fn walk_of_two(
        self,
        table: &DistanceBits<impl TableBytes>,
        symmetry: Symmetry,
    ) -> Result<Path, SolveError> {
        #[cfg(not(eight_without = "two_views"))]
        {
            self.walk_two(table, symmetry)
        }
        #[cfg(eight_without = "two_views")]
        {
            self.walk(table, symmetry)
        }
    }
}

/// The path of a walk that reached the root: its distance, counted down
/// a move at a time, must be 0 there, or the table is damaged.
#[inline(always)]
fn ended_at_root(left: u8, path: Path) -> Result<Path, SolveError> {
    if left != 0 {
        return Err(WALK);
    }
    Ok(path)
}

/// The table of the target's class, and the target made ready for it.
fn prepared_for(target: &Board) -> Result<(Embedded, Prepared<MAX_FRAMES>), TableError> {
    let (_, root_blank) = Symmetry::to_representative(target.blank());
    let table = table(TableId::Compact(root_blank as u8))?;
    let prepared = Prepared::of(target, table.layout());
    Ok((table, prepared))
}

/// The compact storage.
pub(crate) struct Compact;

impl Tables for Compact {
    type Distances = BitDistances;
    const STORAGE: Storage = Storage::Compact;

    /// From the corner table alone: it names no other table, so a program
    /// that asks only for the goal links only this one, whatever its
    /// optimizer sees.
    #[inline]
    fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
        goal_walk::walk(start)
    }

    /// See the module documentation.
    fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
        // The goal may have a walk of its own (see `goal_walk`).
        if goal_walk::OWN && *target == Board::GOAL {
            return goal_walk::walk(start);
        }
        let (table, prepared) = prepared_for(target)?;
        walk_to(&table, &prepared, start)
    }

    /// Only a board whose distance is `distance` mod 4 (one bit and the
    /// blank's colour) is walked.
    fn is_at_distance(start: &Board, target: &Board, distance: usize) -> Result<bool, SolveError> {
        let (table, prepared) = prepared_for(target)?;
        let views = AnyViews::new(&table, &prepared, start)?;
        let mod_4 = views.distance_mod_4(&table).ok_or(TableError::Walk)?;
        if usize::from(mod_4) != distance % 4 {
            return Ok(false);
        }
        Ok(views.walk(&table, prepared.symmetry)?.len() == distance)
    }

    fn distances(target: &Board) -> Result<BitDistances, SolveError> {
        Ok(BitDistances::to(target)?)
    }
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
    views.walk_of_two(table, prepared.symmetry)
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

/// A board on a way to the target of a [`BitDistances`]: its views, moved a
/// step at a time rather than ranked again.
#[derive(Clone, Copy)]
pub(crate) struct BitPosition(AnyViews);

/// Distances to one target, a board at a time, mod 4: what the
/// questions about every shortest answer ask of each board on the way.
/// The target is made ready once (its table, its symmetry, its views).
pub(crate) struct BitDistances {
    table: Embedded,
    prepared: Prepared<MAX_FRAMES>,
    images: Images,
}

impl BitDistances {
    fn to(target: &Board) -> Result<BitDistances, TableError> {
        let (table, prepared) = prepared_for(target)?;
        let images = images(prepared.symmetry, table.layout());
        Ok(BitDistances {
            table,
            prepared,
            images,
        })
    }
}

impl Distances for BitDistances {
    type Rules = SingleTile;
    type Position = BitPosition;

    /// The exact distance of `board`, by its walk.
    fn exact(&self, board: &Board) -> Result<usize, SolveError> {
        Ok(walk_to(&self.table, &self.prepared, board)?.len())
    }

    fn position(&self, board: &Board) -> Result<BitPosition, SolveError> {
        Ok(BitPosition(AnyViews::new(
            &self.table,
            &self.prepared,
            board,
        )?))
    }

    /// Its neighbours are one step closer or one farther, and one bit
    /// tells which.
    fn closer(
        &self,
        at: &BitPosition,
        distance: usize,
        farther: MoveSet,
    ) -> Result<MoveSet, SolveError> {
        if distance == 0 {
            return Ok(MoveSet::EMPTY);
        }
        let left = (distance % 4) as u8;
        Ok(at.0.closer(&self.table, &self.images, left, farther))
    }

    // Inlined into the walks over every shortest answer, which step once
    // a letter tried.
    #[inline]
    fn step(&self, at: &BitPosition, mv: Move) -> Option<BitPosition> {
        at.0.stepped(&self.images[usize::from(mv.code())])
            .map(BitPosition)
    }

    fn at_target(&self, at: &BitPosition) -> bool {
        let here = at.0.cursors().first().map(TileCursor::rank);
        here == Some(canonical_start_rank(self.table.root_blank()))
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

/// The general walk from `start` to `target` through the embedded
/// tables, whatever the layout: what every faster walk must answer.
#[cfg(test)]
pub(super) fn general_walk(start: &Board, target: &Board) -> Result<Path, SolveError> {
    let (table, prepared) = prepared_for(target)?;
    with_views!(AnyViews::new(&table, &prepared, start)?, views => {
        views.walk(&table, prepared.symmetry)
    })
}

/// Every one of the 362,880 boards: each that reaches the canonical start
/// (by its rank), and then that board with two tiles swapped, which does
/// not. For the tests that hold a faster walk to the general one.
#[cfg(test)]
pub(super) fn every_board(mut visit: impl FnMut(Board)) {
    for rank in 0..crate::rank::TABLE_LEN {
        let Some(board) = crate::rank::unrank(rank) else {
            panic!("rank {rank} is a board");
        };
        let mut cells = board.cells();
        let (a, b) = if board.blank() < 2 { (7, 8) } else { (0, 1) };
        cells.swap(a, b);
        let Ok(swapped) = Board::from_cells(cells) else {
            panic!("{board} with two tiles swapped is a board");
        };
        visit(board);
        visit(swapped);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;
    use crate::rank::{TABLE_LEN, unrank};
    use crate::tables::oracle::distances_from;
    use crate::tables::views::{distance_from_root, stored_index};

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
                let Ok(path) = Compact::path(&board, &target) else {
                    assert_eq!(
                        Compact::is_at_distance(&board, &target, 0),
                        Err(SolveError::Unsolvable)
                    );
                    continue;
                };
                for d in 0..=32 {
                    assert_eq!(
                        Compact::is_at_distance(&board, &target, d),
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

    /// Every board of every table, with its blank in every cell (so read
    /// through every symmetry of the layouts): the bit that stands for it
    /// is its own distance's, and its walk is as long as its distance.
    #[test]
    fn every_board_of_every_table_reads_its_own_distance() {
        for id in TableId::DISTANCE_BITS {
            let table = table(id).expect("embedded");
            let distance = distances_from(id.root(), 1);
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
    /// its root, and maps every other cell onto a stored one (the tables'
    /// sizes stand in `data/tables.manifest`).
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
}
