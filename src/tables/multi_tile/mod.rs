//! The multi-tile metric (feature `mtm`): a move slides one tile, or two
//! in a row or column, so the blank travels one cell or two the same way.
//! Three tables of each board's distance mod 3 in that metric (see
//! [`eight_core::distance_trits`]), embedded as they are and read in
//! place, whichever storage answers the single-tile metric.
//!
//! A query goes into a table's frame exactly as in the compact storage
//! (`compact`): a symmetry of the square and a renaming of the tiles take
//! the target to the root of the corner, edge or centre table, and the
//! walk keeps a view of the board in each frame of the table's layout. The
//! views are the compact storage's; only the entries and the rule differ.
//!
//! Neighbours differ by at most one move, so a neighbour whose digit is
//! the board's minus one (mod 3) is one move closer. The answer is the
//! fewest moves, then the first in ASCII order of its letters, and the
//! walk finds it greedily with one move of look-ahead: at each board take
//! the smallest letter `L` that starts a closer slide; when sliding one
//! cell and sliding two cells that way are both closer, the answers after
//! them are `L` followed by the answer from `L`'s board, and `LL`
//! followed by another: the first sorts before the second exactly when
//! the answer from `L`'s board is empty or starts with a letter before
//! `L` (it never starts with `L`: `LL` would then be a slide closer than
//! it). So one slide of look-ahead decides. After a slide, neither letter
//! of its axis can lead closer, so a step reads the two letters across it
//! alone, and those only until one leads closer.
//!
//! A damaged digit never makes a walk panic or run on: a walk stops with
//! [`TableError::Walk`] when no slide is closer, when its letters overflow
//! 24 moves of two, or when it arrives at the root with another residue
//! than 0.

use eight_core::answer::{BestSlides, MtmPath, Slide};
use eight_core::distance_trits::{self, DistanceTrits, Trits};
use eight_core::layout::{Layout, MAX_FRAMES};
use eight_core::stored_table::TableBytes;

use super::tile_cursor::TileCursor;
use super::views::{self, AnyViews, Images, Prepared, ViewedFormat, WALK, images, with_views};
use crate::answer::SolveError;
use crate::board::{Board, Move};
use crate::rank::canonical_start_rank;
use crate::rules::{MultiTile, Rules};
use crate::symmetry::Symmetry;
use crate::table_id::TableId;
use crate::tables::{Distances, MetricTables, TableError};

#[cfg(all(feature = "std", not(eight_without = "mtm_links")))]
mod links;

/// The answer from `start` to `target`: with `std`, the goal's along its
/// links once a process has asked enough (see `links`); else by the walk
/// over the digits.
pub(crate) fn path(start: &Board, target: &Board) -> Result<MtmPath, SolveError> {
    #[cfg(all(feature = "std", not(eight_without = "mtm_links")))]
    if *target == Board::GOAL {
        return links::path_to_goal(start);
    }
    Target::embedded(target)?.walk(start)
}

/// The corner table (the goal's, and every target's with its blank in a
/// corner) as the build wrote it.
pub const CORNER_TABLE: &[u8; distance_trits::bytes_len(&Layout::CORNER)] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mtm-0.trits"));

/// The edge table, likewise.
pub const EDGE_TABLE: &[u8; distance_trits::bytes_len(&Layout::EDGE)] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mtm-1.trits"));

/// The centre table, likewise.
pub const CENTRE_TABLE: &[u8; distance_trits::bytes_len(&Layout::CENTRE)] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mtm-4.trits"));

/// An embedded table of the multi-tile metric.
pub type Embedded = DistanceTrits<&'static [u8]>;

impl ViewedFormat for Trits {
    const EMBEDDED: [(TableId, &'static [u8]); 3] = [
        (TableId::Mtm(0), CORNER_TABLE),
        (TableId::Mtm(1), EDGE_TABLE),
        (TableId::Mtm(4), CENTRE_TABLE),
    ];

    fn walk_len<B: TableBytes + Copy>(
        table: &DistanceTrits<B>,
        board: &Board,
        root: &Board,
    ) -> Result<usize, SolveError> {
        Ok(Target::in_table(*table, root)?.walk(board)?.len())
    }
}

/// An embedded table (`TableId::Mtm(0 | 1 | 4)`).
pub fn table(id: TableId) -> Result<Embedded, TableError> {
    views::table(id)
}

/// One target made ready for walks in the multi-tile metric: its table,
/// the symmetry and renamings into the table's frame, each letter's move in
/// each frame.
pub(crate) struct Target<B> {
    table: DistanceTrits<B>,
    prepared: Prepared<MAX_FRAMES>,
    images: Images,
    root: u32,
}

impl Target<&'static [u8]> {
    /// `target` with the embedded table of its class.
    pub(crate) fn embedded(target: &Board) -> Result<Self, TableError> {
        let (_, root_blank) = Symmetry::to_representative(target.blank());
        Target::in_table(table(TableId::Mtm(root_blank as u8))?, target)
    }
}

impl<B: TableBytes> Target<B> {
    /// `target` with `table`, which must be the table of the target's
    /// class ([`TableError::Walk`] otherwise).
    pub(crate) fn in_table(table: DistanceTrits<B>, target: &Board) -> Result<Self, TableError> {
        let (_, root_blank) = Symmetry::to_representative(target.blank());
        if table.root_blank() != root_blank {
            return Err(TableError::Walk);
        }
        let prepared = Prepared::of(target, table.layout());
        let images = images(prepared.symmetry, table.layout());
        Ok(Target {
            root: canonical_start_rank(table.root_blank()),
            table,
            prepared,
            images,
        })
    }

    fn layout(&self) -> &'static Layout {
        self.table.layout()
    }

    /// The digit of the board the views stand on.
    fn digit(&self, views: &AnyViews) -> Option<u8> {
        Some(self.table.digit(views.index(self.layout())?))
    }

    /// The digit of the board `cells` cells along `letter` (by its place in
    /// d, l, r, u) from `views`; `None` off the board.
    fn digit_along(&self, views: &AnyViews, letter: usize, cells: u8) -> Option<u8> {
        let row = self.images.get(letter)?;
        let cursors = views.cursors();
        let passed = row[0].destination(cursors.first()?.blank())?;
        let cell = match cells {
            1 => passed,
            _ => row[0].destination(passed)?,
        };
        self.digit_after(cursors, row, cell, cells)
    }

    /// The answer from `start` (see the module documentation), walked over
    /// the views as an array of the layout's frames.
    pub(crate) fn walk(&self, start: &Board) -> Result<MtmPath, SolveError> {
        let mut path = MtmPath::EMPTY;
        self.each_slide(start, |slide| {
            if path.push(slide) {
                Ok(true)
            } else {
                Err(WALK)
            }
        })?;
        Ok(path)
    }

    /// Walks the answer from `start`, handing each slide to `visit` as it
    /// is taken, until the target or until `visit` says `false`.
    pub(crate) fn each_slide(
        &self,
        start: &Board,
        visit: impl FnMut(Slide) -> Result<bool, SolveError>,
    ) -> Result<(), SolveError> {
        let views = AnyViews::in_layout(self.layout(), &self.prepared, start)?;
        with_views!(views, views => self.walk_views(views.cursors, visit))
    }

    /// The digit of the board the slide of `cells` (1 or 2) along `row`
    /// reaches, its blank then in `cell`; `None` off the board.
    #[inline(always)]
    fn digit_after(
        &self,
        cursors: &[TileCursor],
        row: &[Move; MAX_FRAMES],
        cell: usize,
        cells: u8,
    ) -> Option<u8> {
        let layout = self.layout();
        let frame = layout.frame_of(cell);
        let (mut cursor, mv) = (*cursors.get(frame)?, *row.get(frame)?);
        if cells == 2 && !cursor.step(mv) {
            return None;
        }
        let rank = cursor.rank_after(mv)?;
        Some(self.table.digit(layout.index(cell, rank)))
    }

    /// Whether the slide along `row` of one cell, and of two, each leads to
    /// a board of digit `wanted` (one move closer).
    #[inline(always)]
    fn closer_along<const N: usize>(
        &self,
        cursors: &[TileCursor; N],
        row: &[Move; MAX_FRAMES],
        wanted: u8,
    ) -> (bool, bool) {
        let Some(passed) = row[0].destination(cursors[0].blank()) else {
            return (false, false);
        };
        let one = self.digit_after(cursors, row, passed, 1) == Some(wanted);
        let two = row[0]
            .destination(passed)
            .is_some_and(|cell| self.digit_after(cursors, row, cell, 2) == Some(wanted));
        (one, two)
    }

    /// The cursors moved one cell along `row`; `None` off the board.
    #[inline(always)]
    fn stepped<const N: usize>(
        cursors: &[TileCursor; N],
        row: &[Move; MAX_FRAMES],
    ) -> Option<[TileCursor; N]> {
        let mut next = *cursors;
        for (cursor, &mv) in next.iter_mut().zip(row) {
            if !cursor.step(mv) {
                return None;
            }
        }
        Some(next)
    }

    /// The walk over the cursors of `N` frames, a slide at a time (see
    /// [`Target::slide_from`]).
    fn walk_views<const N: usize>(
        &self,
        mut cursors: [TileCursor; N],
        mut visit: impl FnMut(Slide) -> Result<bool, SolveError>,
    ) -> Result<(), SolveError> {
        let mut residue = self.residue(&cursors).ok_or(WALK)?;
        // The letters not to read: those of the last slide's axis.
        let mut axis = 0u8;
        while cursors[0].rank() != self.root {
            let (slide, next) = self.slide_from(&cursors, residue, axis)?;
            if !visit(slide)? {
                return Ok(());
            }
            axis = letters_of(MultiTile::farther_after(slide));
            cursors = next;
            residue = (residue + 2) % 3;
        }
        if residue != 0 {
            return Err(WALK);
        }
        Ok(())
    }

    /// The digit of the board the cursors stand on.
    #[inline(always)]
    fn residue<const N: usize>(&self, cursors: &[TileCursor; N]) -> Option<u8> {
        let layout = self.layout();
        let blank = cursors[0].blank();
        let here = cursors.get(layout.frame_of(blank))?;
        Some(self.table.digit(layout.index(blank, here.rank())))
    }

    /// The first slide of the answer from the board the cursors stand on,
    /// `residue` its digit, and the cursors after it. The letters of
    /// `axis` (a bit a letter) are not read: after a slide along one axis,
    /// neither of its letters leads closer (the way back is farther or
    /// level, and a further slide the same way would have been part of
    /// this one). A letter is read only when every letter before it led
    /// nowhere closer. One copy for each number of frames, which every
    /// walk calls: not inlined into each, so that the program carries one
    /// copy a layout rather than one a caller.
    #[inline(never)]
    fn slide_from<const N: usize>(
        &self,
        cursors: &[TileCursor; N],
        residue: u8,
        axis: u8,
    ) -> Result<(Slide, [TileCursor; N]), SolveError> {
        let wanted = (residue + 2) % 3;
        let mut first = None;
        for (letter, row) in self.images.iter().enumerate() {
            if axis >> letter & 1 == 1 {
                continue;
            }
            let (one, two) = self.closer_along(cursors, row, wanted);
            if one || two {
                first = Some((letter, row, one, two));
                break;
            }
        }
        let (letter, row, one, two) = first.ok_or(WALK)?;
        let direction = Move::ALL[letter];
        let mut best = BestSlides::EMPTY;
        if one {
            best = best.with(Slide::one_cell(direction));
        }
        if two {
            best = best.with(Slide {
                direction,
                cells: 2,
            });
        }
        let after_one = Self::stepped(cursors, row);
        // The rest's first letter as far as the rule reads it: none at the
        // root, the first closer letter before `L`, else `L` standing for
        // any letter after it (read no further).
        let rest_after = |one: Slide| {
            let next = after_one?;
            if next[0].rank() == self.root {
                return None;
            }
            let then = (wanted + 2) % 3;
            let across = letters_of(MultiTile::farther_after(one));
            let before = self
                .images
                .iter()
                .enumerate()
                .take(letter)
                .find(|&(other, row)| {
                    across >> other & 1 == 0 && {
                        let (one, two) = self.closer_along(&next, row, then);
                        one || two
                    }
                });
            Some(Slide::one_cell(
                before.map_or(direction, |(other, _)| Move::ALL[other]),
            ))
        };
        let slide = MultiTile::first(best, rest_after).ok_or(WALK)?;
        let next = if slide.cells == 1 {
            after_one
        } else {
            after_one.and_then(|next| Self::stepped(&next, row))
        };
        Ok((slide, next.ok_or(WALK)?))
    }
}

/// The letters (a bit each, by its place in d, l, r, u) of any slide of
/// `slides`.
#[inline(always)]
fn letters_of(slides: BestSlides) -> u8 {
    let bits = slides.bits();
    (bits | bits >> 4) & 0xF
}

/// The multi-tile metric's tables: its three tables of distances mod 3,
/// read in place in either storage.
impl MetricTables for MultiTile {
    type Distances = Target<&'static [u8]>;

    fn path(start: &Board, target: &Board) -> Result<MtmPath, SolveError> {
        path(start, target)
    }

    fn distances(target: &Board) -> Result<Self::Distances, SolveError> {
        Ok(Target::embedded(target)?)
    }
}

/// A board on a way to a target: its views and its distance mod 3.
#[derive(Clone, Copy)]
pub(crate) struct Position {
    views: AnyViews,
    residue: u8,
}

/// The multi-tile metric's distances to one target, a board at a time:
/// a neighbour's digit tells whether it is one move closer, level or one
/// farther.
impl<B: TableBytes> Distances for Target<B> {
    type Rules = MultiTile;
    type Position = Position;

    fn exact(&self, board: &Board) -> Result<usize, SolveError> {
        Ok(self.walk(board)?.len())
    }

    fn position(&self, board: &Board) -> Result<Position, SolveError> {
        let views = AnyViews::in_layout(self.layout(), &self.prepared, board)?;
        Ok(Position {
            residue: self.digit(&views).ok_or(WALK)?,
            views,
        })
    }

    /// The slides to a board of the digit before this one's.
    fn closer(
        &self,
        at: &Position,
        _distance: usize,
        farther: BestSlides,
    ) -> Result<BestSlides, SolveError> {
        let mut closer = BestSlides::EMPTY;
        if self.at_target(at) {
            return Ok(closer);
        }
        let wanted = (at.residue + 2) % 3;
        for &slide in MultiTile::ALL {
            let letter = usize::from(slide.direction.code());
            if !farther.contains(slide)
                && self.digit_along(&at.views, letter, slide.cells) == Some(wanted)
            {
                closer = closer.with(slide);
            }
        }
        Ok(closer)
    }

    fn step(&self, at: &Position, slide: Slide) -> Option<Position> {
        let row = self.images.get(usize::from(slide.direction.code()))?;
        let mut views = at.views;
        let crossed = MultiTile::cells(slide, |_| match views.stepped(row) {
            Some(next) => {
                views = next;
                true
            }
            None => false,
        });
        if !crossed {
            return None;
        }
        Some(Position {
            residue: self.digit(&views)?,
            views,
        })
    }

    fn at_target(&self, at: &Position) -> bool {
        at.views.cursors().first().map(|c| c.rank()) == Some(self.root)
    }

    /// One move closer, level or one farther, as the digits say.
    fn distance_after(
        &self,
        at: &Position,
        distance: usize,
        slide: Slide,
        _closer: bool,
    ) -> Option<usize> {
        let next = self.step(at, slide)?;
        match (next.residue + 3 - at.residue) % 3 {
            0 => Some(distance),
            1 => Some(distance + 1),
            _ => distance.checked_sub(1),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec;

    use super::*;
    use crate::rank::{TABLE_LEN, unrank};
    use crate::shortest::{Listing, count_in};
    use crate::tables::oracle::distances_from;
    use crate::tables::views::stored_index;

    /// Every board of every table, its blank in every cell (so read through
    /// every symmetry of the layouts): the digit that stands for it is its
    /// own distance's mod 3, and its walk is as long as its distance.
    #[test]
    fn every_board_of_every_table_reads_its_own_distance() {
        for id in TableId::MTM {
            let table = table(id).expect("embedded");
            let distance = distances_from(id.root(), 2);
            for rank in 0..TABLE_LEN {
                let d = distance[rank as usize];
                let board = unrank(rank).expect("in range");
                let index = stored_index(&table, &board).expect("even");
                assert_eq!(table.digit(index), d % 3, "{id:?}, rank {rank}");
                if rank % 11 == 0 || d >= 23 {
                    let root = Board::canonical_start(id.root_blank());
                    let target = Target::in_table(table, &root).expect("its class");
                    assert_eq!(target.walk(&board).map(|p| p.len()), Ok(usize::from(d)));
                }
            }
        }
        let total: usize = TableId::MTM
            .iter()
            .map(|&id| table(id).expect("embedded").bytes().len())
            .sum();
        assert_eq!(total, 60_480);
    }

    /// A changed digit ends every walk it touches in an error or in moves
    /// that still reach the target, never in a panic or a walk without
    /// end; so do the count and the list of every answer.
    #[test]
    fn a_damaged_table_gives_an_error_or_an_answer_that_replays() {
        for target in ["12345678x", "1x2345678", "1234x5678", "8x7654321"] {
            let target: Board = target.parse().expect("a board");
            let (symmetry, class) = Symmetry::to_representative(target.blank());
            let embedded = table(TableId::Mtm(class as u8)).expect("embedded");
            let intact = Target::in_table(embedded, &target).expect("its class");
            let (mut errors, mut answers) = (0, 0);
            for start in (0..TABLE_LEN).step_by(7_919).filter_map(unrank) {
                let Ok(good) = intact.walk(&start) else {
                    continue;
                };
                let mut board = start;
                for mv in good.steps() {
                    let image = target.transformed(symmetry);
                    let in_frame = image.relabel_to_canonical(&board.transformed(symmetry));
                    let index = stored_index(&embedded, &in_frame).expect("same parity");
                    for change in [1, 2] {
                        let mut bytes = embedded.bytes().to_vec();
                        let old = embedded.digit(index);
                        eight_core::distance_trits::set_digit(
                            &mut bytes,
                            index,
                            (old + change) % 3,
                        );
                        let damaged = DistanceTrits::new(&bytes[..], class).expect("its length");
                        let walker = Target::in_table(damaged, &target).expect("its class");
                        match walker.walk(&start) {
                            Ok(path) => {
                                let mut end = start;
                                for step in path.steps() {
                                    end = end.apply(step).expect("on the board");
                                }
                                assert_eq!(end, target, "{start} -> {path}");
                                answers += 1;
                            }
                            Err(e) => {
                                assert_eq!(e, WALK);
                                errors += 1;
                            }
                        }
                        // Every answer listed stops at the first error.
                        if let Ok(listing) = Listing::new(walker, &start) {
                            for answer in listing.take(1_000) {
                                if answer.is_err() {
                                    break;
                                }
                            }
                        }
                    }
                    board = board.apply(mv).expect("on the board");
                }
            }
            assert!(errors > 0, "some changes are caught");
            assert!(answers > 0, "some changes leave a way of the same length");
        }
    }

    /// A table whose every digit is 0 says no board is closer to anything:
    /// the walk, the count and the list of every answer each end in an
    /// error at once, and the target alone is answered.
    #[test]
    fn a_table_with_no_closer_board_is_an_error_everywhere() {
        let zeros = vec![0u8; Layout::CORNER.entries() as usize / 5];
        let table = DistanceTrits::new(&zeros[..], 0).expect("the corner's length");
        let target = Target::in_table(table, &Board::GOAL).expect("its class");
        let start: Board = "12345x786".parse().expect("a board");
        assert_eq!(target.walk(&start), Err(WALK));
        assert_eq!(target.exact(&start), Err(WALK));
        assert_eq!(count_in(target, &start), Err(WALK));
        let target = Target::in_table(table, &Board::GOAL).expect("its class");
        let at = target.position(&start).expect("solvable");
        let closer = target.closer(&at, 1, BestSlides::EMPTY);
        assert_eq!(closer, Ok(BestSlides::EMPTY));
        assert_eq!(count_in(target, &Board::GOAL), Ok(1));
        let target = Target::in_table(table, &Board::GOAL).expect("its class");
        assert_eq!(target.walk(&Board::GOAL).map(|p| p.len()), Ok(0));
    }

    #[test]
    fn a_table_of_another_class_is_refused() {
        let corner = table(TableId::Mtm(0)).expect("embedded");
        let centre = Board::canonical_start(4);
        assert!(Target::in_table(corner, &centre).is_err());
        assert_eq!(
            table(TableId::Compact(0)),
            Err(TableError::NotEmbedded(TableId::Compact(0)))
        );
        assert_eq!(
            table(TableId::Mtm(2)),
            Err(TableError::NotEmbedded(TableId::Mtm(2)))
        );
    }
}
