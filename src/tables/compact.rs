//! The compact storage (feature `compact-tables`): three tables of distance
//! bits (see [`super::distance_bits`]), 68,040 bytes embedded as they are
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
//! A damaged bit can only end a walk in [`TableError::Walk`]: a walk takes
//! at most [`MAX_MOVES`](crate::MAX_MOVES) steps, stops when no neighbour is closer, and must
//! arrive with distance 0 mod 4 at the root (a detour of two steps through
//! a wrong bit does not).

use crate::board::{Board, Move, Symmetry};
use crate::rank::{Cursor, canonical_start_rank};
use crate::solve::{Path, SolveError};
use crate::tables::TableError;
use crate::tables::distance_bits::{BITS_LEN, DistanceBits};
use crate::tables::table_id::TableId;

/// The embedded bits of each table, in [`TableId::DISTANCE_BITS`] order.
static EMBEDDED: [&[u8; BITS_LEN]; 3] = [
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-0.bits")),
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-1.bits")),
    include_bytes!(concat!(env!("OUT_DIR"), "/compact-4.bits")),
];

/// An embedded table of distance bits (`TableId::Compact(0 | 1 | 4)`).
pub fn table(id: TableId) -> Result<DistanceBits<'static>, TableError> {
    let bytes: &'static [u8] = match id {
        TableId::Compact(0) => EMBEDDED[0],
        TableId::Compact(1) => EMBEDDED[1],
        TableId::Compact(4) => EMBEDDED[2],
        _ => return Err(TableError::NotEmbedded(id)),
    };
    DistanceBits::new(bytes, id.root_blank()).ok_or(TableError::Walk)
}

/// The greedy walk from `here` to the table's root. `symmetry` took the
/// query into the table's frame: letters are chosen, and written, in the
/// order of the board as given.
pub(crate) fn walk(
    table: DistanceBits<'_>,
    mut here: Cursor,
    symmetry: Symmetry,
) -> Result<Path, TableError> {
    let root = canonical_start_rank(table.root_blank());
    let mut left = table.distance_mod_4(here.rank());
    let mut path = Path::EMPTY;
    while here.rank() != root {
        let closer = (left + 3) % 4;
        let step = Move::ALL.into_iter().find_map(|mv| {
            let mut there = here;
            (there.step(symmetry.apply_to_move(mv))
                && table.distance_mod_4(there.rank()) == closer)
                .then_some((mv, there))
        });
        let Some((mv, there)) = step else {
            return Err(TableError::Walk);
        };
        if !path.push(mv) {
            return Err(TableError::Walk);
        }
        here = there;
        left = closer;
    }
    if left != 0 {
        return Err(TableError::Walk);
    }
    Ok(path)
}

/// The answer from `start` to `target` (see the module documentation).
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    let (symmetry, root_blank) = Symmetry::to_representative(target.blank());
    let image = target.transformed(symmetry);
    let here = Cursor::relabelled(&image, &start.transformed(symmetry))
        .ok_or(SolveError::Unsolvable)?;
    let table = table(TableId::Compact(root_blank as u8))?;
    Ok(walk(table, here, symmetry)?)
}

/// The distance of the board at `rank` from the table's root, by walking:
/// `None` when the walk does not reach the root (a damaged table).
pub fn distance_from_root(table: DistanceBits<'_>, rank: u32) -> Option<u8> {
    let here = Cursor::from_rank(rank)?;
    walk(table, here, Symmetry::IDENTITY)
        .ok()
        .map(|path| path.len() as u8)
}
