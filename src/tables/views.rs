//! What the tables read in place share, whichever their entries: the
//! distance bits of the compact storage and the multi-tile metric's
//! distance digits are both stored in the layouts of
//! [`eight_core::layout::Layout`], one blank cell per orbit of the
//! symmetries that fix the root, and both are read through the same
//! views of a board.
//!
//! A query from `A` to a target `B` goes into a table's frame once: a
//! symmetry of the square takes the blank of `B` to the root's cell, and
//! renaming the tiles turns the image of `B` into the root ([`Prepared`]).
//! A walk then keeps a cursor on `A` in each frame of the layout
//! ([`Views`]), each moved by each letter as that frame sees it
//! ([`Images`]), so a neighbour's stored entry costs one look-ahead of one
//! cursor, never a ranking from scratch.
//!
//! Here too are the helpers every such table needs once: the embedded
//! table of an id ([`table`]), where a board's entry is stored
//! ([`stored_index`]) and its distance from the root by the format's own
//! walk ([`distance_from_root`]).

use eight_core::layout::{Layout, MAX_FRAMES};
use eight_core::stored_table::TableBytes;
use eight_core::stored_table::{Packing, StoredTable};

use super::tile_cursor::{TileCursor, padded_cells, renaming_in};
use crate::answer::SolveError;
use crate::board::{Board, CELLS, Move};
use crate::symmetry::Symmetry;
use crate::table_id::TableId;
use crate::tables::TableError;

/// What a walk answers when the table leads it astray: each walk returns
/// the query's own error type, so that its answer is handed back without
/// being copied into another.
pub(super) const WALK: SolveError = SolveError::Table(TableError::Walk);

/// The letter (as its place in d, l, r, u) that undoes each letter: the
/// same letter undoes a move in every frame.
pub(super) const OPPOSITE: [usize; 4] = {
    let mut opposite = [0; 4];
    let mut letter = 0;
    while letter < 4 {
        opposite[letter] = Move::from_code(letter as u8).inverse().code() as usize;
        letter += 1;
    }
    opposite
};

/// A format of tables read in place through the views: where its
/// embedded tables are, and the walk of its metric from a board to a
/// table's root. (The walk's length is for what reads a whole table, the
/// manifest and the export, which need `std`.)
pub(crate) trait ViewedFormat: Packing + Sized {
    /// The format's embedded tables: the corner's, the edge's and the
    /// centre's, each with its id.
    const EMBEDDED: [(TableId, &'static [u8]); 3];

    /// The length of the answer from `board` to `root`, the root of
    /// `table`, by the walk of the format's metric.
    #[cfg_attr(not(any(test, feature = "std")), allow(dead_code))]
    fn walk_len<B: TableBytes + Copy>(
        table: &StoredTable<B, Self>,
        board: &Board,
        root: &Board,
    ) -> Result<usize, SolveError>;
}

/// The embedded table `id` of the format `P`: [`TableError::NotEmbedded`]
/// when it is not one of the format's.
pub(crate) fn table<P: ViewedFormat>(
    id: TableId,
) -> Result<StoredTable<&'static [u8], P>, TableError> {
    let Some(&(_, bytes)) = P::EMBEDDED.iter().find(|(embedded, _)| *embedded == id) else {
        return Err(TableError::NotEmbedded(id));
    };
    StoredTable::new(bytes, id.root_blank()).ok_or(TableError::Walk)
}

/// Where the entry that stands for `board` is stored: its own place, or
/// its image's. `None` when the board cannot reach the table's root. (For
/// the manifest and the export.)
#[cfg(any(test, feature = "std"))]
pub(crate) fn stored_index<B: TableBytes, P: Packing>(
    table: &StoredTable<B, P>,
    board: &Board,
) -> Option<u32> {
    let root = Board::canonical_start(table.root_blank());
    let prepared = Prepared::new(&root, table.layout());
    AnyViews::in_layout(table.layout(), &prepared, board)
        .ok()?
        .index(table.layout())
}

/// The distance of `board` from the table's root, by walking: `None` when
/// the board cannot reach the root, or the walk does not (a damaged
/// table). (For the manifest and the export.)
#[cfg(any(test, feature = "std"))]
pub(crate) fn distance_from_root<B: TableBytes + Copy, P: ViewedFormat>(
    table: &StoredTable<B, P>,
    board: &Board,
) -> Option<u8> {
    let root = Board::canonical_start(table.root_blank());
    let len = P::walk_len(table, board, &root).ok()?;
    u8::try_from(len).ok()
}

/// A board as a walk keeps it: a cursor in each of the `N` frames of the
/// table's layout, the board itself first, then its image under each other
/// frame renamed so that the root stays the root (each such symmetry fixes
/// the root's blank, so the renamed image of the root is the root).
#[derive(Clone, Copy)]
pub(super) struct Views<const N: usize> {
    pub(super) cursors: [TileCursor; N],
}

impl<const N: usize> Views<N> {
    /// The views of `start` on its way to the target `prepared` (of at
    /// least `N` frames) was made for; `None` when `start` cannot reach
    /// it. The images are read off the board, not built.
    pub(super) fn new<const M: usize>(prepared: &Prepared<M>, start: &Board) -> Option<Views<N>> {
        let cells = padded_cells(start);
        let view = |frame: usize| {
            let order = prepared.orders.get(frame)?;
            TileCursor::renamed_in(order, prepared.renames.get(frame)?, &cells)
        };
        let mut cursors = [view(0)?; N];
        // By index rather than by zipped iterators, whose adapters an AVR
        // would carry as functions of their own.
        for (frame, cursor) in cursors.iter_mut().enumerate().skip(1) {
            *cursor = view(frame)?;
        }
        Some(Views { cursors })
    }

    /// The board itself, in the table's frame.
    pub(super) fn board(&self) -> &TileCursor {
        &self.cursors[0]
    }

    /// Where the board's own entry is stored.
    pub(super) fn index(&self, layout: &Layout) -> Option<u32> {
        let blank = self.board().blank();
        let rank = self.cursors.get(layout.frame_of(blank))?.rank();
        Some(layout.index(blank, rank))
    }
}

/// `$body` with `$views` the views of `$any` (an [`AnyViews`]), whatever
/// their number of frames: the one match on it that every use writes alike
/// (the one-frame views being there with `std` only).
macro_rules! with_views {
    ($any:expr, $views:ident => $body:expr) => {
        match $any {
            #[cfg(feature = "std")]
            AnyViews::One($views) => $body,
            AnyViews::Two($views) => $body,
            AnyViews::Four($views) => $body,
        }
    };
}
pub(super) use with_views;

/// The views a query needs, as many as its table's layout has frames.
/// One frame is the layout of an export's tables, which only `std` reads
/// (a walk less in a microcontroller's flash).
#[derive(Clone, Copy)]
pub(super) enum AnyViews {
    #[cfg(feature = "std")]
    One(Views<1>),
    Two(Views<2>),
    Four(Views<MAX_FRAMES>),
}

impl AnyViews {
    /// The views `layout` needs (see [`Views::new`]):
    /// [`SolveError::Unsolvable`] when `start` cannot reach the target.
    pub(super) fn in_layout(
        layout: &Layout,
        prepared: &Prepared<MAX_FRAMES>,
        start: &Board,
    ) -> Result<AnyViews, SolveError> {
        let views = match layout.frames().len() {
            #[cfg(feature = "std")]
            1 => Views::new(prepared, start).map(AnyViews::One),
            2 => Views::new(prepared, start).map(AnyViews::Two),
            MAX_FRAMES => Views::new(prepared, start).map(AnyViews::Four),
            _ => return Err(WALK),
        };
        views.ok_or(SolveError::Unsolvable)
    }

    /// Where the board's own entry is stored.
    #[cfg(any(test, feature = "std", feature = "mtm"))]
    pub(super) fn index(&self, layout: &Layout) -> Option<u32> {
        with_views!(self, views => views.index(layout))
    }

    /// The cursors of the views, one a frame.
    pub(super) fn cursors(&self) -> &[TileCursor] {
        with_views!(self, views => &views.cursors)
    }

    fn cursors_mut(&mut self) -> &mut [TileCursor] {
        with_views!(self, views => &mut views.cursors)
    }

    /// The views after the letter whose moves in each frame are `row`;
    /// `None` off the board.
    pub(super) fn stepped(&self, row: &[Move; MAX_FRAMES]) -> Option<AnyViews> {
        let mut next = *self;
        for (cursor, &mv) in next.cursors_mut().iter_mut().zip(row) {
            if !cursor.step(mv) {
                return None;
            }
        }
        Some(next)
    }
}

/// A target made ready for walks: the symmetry that takes its blank to
/// the root's cell of its table, and for each frame of that table's
/// layout the reading order and the renaming of tiles that turn a board
/// into its view in that frame (see [`Views`]). The goal's is made when
/// the crate is built, so that a query to the goal reads its board and
/// walks, and nothing more.
pub(super) struct Prepared<const N: usize> {
    pub(super) symmetry: Symmetry,
    pub(super) orders: [[u8; CELLS]; N],
    pub(super) renames: [[u8; 16]; N],
}

impl<const N: usize> Prepared<N> {
    /// `target` made ready for a table of `layout` whose root has its
    /// blank where the target's symmetry takes the target's blank.
    pub(super) const fn new(target: &Board, layout: &Layout) -> Prepared<N> {
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
    pub(super) const GOAL: Prepared<N> = {
        let (_, root_blank) = Symmetry::to_representative(Board::GOAL.blank());
        Prepared::new(&Board::GOAL, Layout::of(root_blank))
    };

    /// `target` made ready for `layout`: the goal's as made at build
    /// time, any other now.
    pub(super) fn of(target: &Board, layout: &Layout) -> Prepared<N> {
        if *target == Board::GOAL {
            Prepared::GOAL
        } else {
            Prepared::new(target, layout)
        }
    }
}

/// Each letter's move (in d, l, r, u order) in each frame of a table's
/// layout, for a query that its symmetry took into the table's frame.
pub(super) type Images = [[Move; MAX_FRAMES]; 4];

/// Each letter's move in each frame of `layout`, for a query that
/// `symmetry` took into the table's frame.
pub(super) fn images(symmetry: Symmetry, layout: &Layout) -> Images {
    let mut images = [[Move::Down; MAX_FRAMES]; 4];
    for (letter, row) in Move::ALL.iter().zip(&mut images) {
        let image = symmetry.apply_to_move(*letter);
        for (slot, frame) in row.iter_mut().zip(layout.frames()) {
            *slot = frame.apply_to_move(image);
        }
    }
    images
}
