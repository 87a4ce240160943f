//! The compressed storage (the default, feature `compressed-tables`): the
//! ten move tables of [`eight_core::move_table`], as zstd blobs `build.rs`
//! wrote, each decoded the first time a query needs it (format version,
//! name, size and SHA-256 checked) and kept for the life of the program, so
//! a run pays only for the tables it touches. A query walks one table.
//!
//! The rule is written once, in the walk through a packed table
//! ([`Walker`]). With `std` the goal's table is also made into links
//! ([`links`]), which walk the same answers faster.

use eight_core::codec;
use eight_core::move_table::{Table, TableRef, corrected};

use crate::answer::{Path, SolveError};
use crate::board::{Board, MAX_MOVES};
use crate::rank::Cursor;
use crate::symmetry::Symmetry;
use crate::table_id::TableId;
use crate::tables::TableError;
use crate::tables::lazy::Lazy;

/// Decodes one table from its compressed blob and checks it (see
/// [`eight_core::codec::decode_table`]).
pub fn decode_table(id: TableId, compressed: &[u8]) -> Result<Table, TableError> {
    codec::decode_table(id, compressed).map_err(TableError::Codec)
}

fn index(id: TableId) -> Result<usize, TableError> {
    match id {
        TableId::Goal => Ok(0),
        TableId::Start(cell) if cell < 9 => Ok(1 + usize::from(cell)),
        TableId::Start(_) | TableId::Compact(_) | TableId::Mtm(_) => {
            Err(TableError::NotEmbedded(id))
        }
    }
}

/// The compressed bytes of an embedded move table.
pub fn embedded_blob(id: TableId) -> Result<&'static [u8], TableError> {
    static BLOBS: [&[u8]; 10] = [
        include_bytes!(concat!(env!("OUT_DIR"), "/goal.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-0.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-1.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-2.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-3.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-4.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-5.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-6.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-7.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-8.bin.zst")),
    ];
    Ok(BLOBS[index(id)?])
}

pub(crate) use super::lazy::WhenBusy;

/// An embedded move table, decoded on first use.
#[cfg(any(test, feature = "std"))]
#[inline]
pub fn table(id: TableId) -> Result<TableRef<'static>, TableError> {
    table_when(id, WhenBusy::Wait).unwrap_or(Err(TableError::NotEmbedded(id)))
}

/// [`table`], or `None` when another thread is decoding it and `busy`
/// says to give way.
#[inline]
fn table_when(id: TableId, busy: WhenBusy) -> Option<Result<TableRef<'static>, TableError>> {
    let index = match index(id) {
        Ok(index) => index,
        Err(e) => return Some(Err(e)),
    };
    Some(match decoded(index, id, busy)? {
        Ok(table) => Ok(table.view()),
        Err(e) => Err(e.clone()),
    })
}

/// The table decoded once, by the first thread that needs it; another
/// that needs it meanwhile waits, or gives way when told to (see
/// `lazy`).
fn decoded(
    index: usize,
    id: TableId,
    busy: WhenBusy,
) -> Option<&'static Result<Table, TableError>> {
    static DECODED: [Lazy<Result<Table, TableError>>; 10] = [const { Lazy::new() }; 10];
    DECODED[index % 10].get(busy, || decode_table(id, embedded_blob(id)?))
}

/// An embedded move table as its search defines it, indexed by its own
/// ranks: a table stored against a mirror image is rebuilt from its
/// corrections. A copy, for the rare uses that read every entry (exports,
/// the manifest), never for a query.
#[cfg(feature = "std")]
pub fn logical_table(id: TableId) -> Result<Table, TableError> {
    let stored = table(id)?;
    Ok(match id.stored_against() {
        None => Table::from_packed(stored.packed().to_vec()).unwrap_or_else(Table::zeroed),
        Some(against @ (base, _)) => {
            eight_core::move_table::undo_corrections(against, table(base)?, stored)
        }
    })
}

/// One walk through a move table towards its root, a step at a time.
#[derive(Clone, Copy)]
struct Walker<'t> {
    table: TableRef<'t>,
    cursor: Cursor,
    /// For a start table stored against a mirror image: the corrections
    /// to `table` (which is then the mirror image's table) and the mirror;
    /// the walk runs on the mirrored boards.
    corrections: Option<(TableRef<'t>, Symmetry)>,
    root: u32,
    /// Start tables hold the move that reached a board, so the walk goes
    /// against it and the letters come out last first.
    backwards: bool,
}

impl<'t> Walker<'t> {
    /// A walk in the table `id` (for a start table stored against a
    /// mirror image: in the mirror image's table, given as `id`, with
    /// `corrections` and the mirror).
    fn new(
        id: TableId,
        table: TableRef<'t>,
        corrections: Option<(TableRef<'t>, Symmetry)>,
        cursor: Cursor,
    ) -> Walker<'t> {
        Walker {
            table,
            corrections,
            cursor,
            root: id.root_rank(),
            backwards: matches!(id, TableId::Start(_)),
        }
    }

    /// Walks to the root and returns the letters in answer order.
    fn finish(self) -> Result<Path, TableError> {
        // One loop for each kind of table, so that a walk tests nothing
        // per step for what its table is not: the goal table is walked
        // forward and stored whole, a start table backwards, whole or as
        // corrections.
        match (self.backwards, self.corrections.is_some()) {
            (false, false) => self.walk::<false, false>(),
            (false, true) => self.walk::<false, true>(),
            (true, false) => self.walk::<true, false>(),
            (true, true) => self.walk::<true, true>(),
        }
    }

    /// The walk of [`Walker::finish`], against each entry when
    /// `BACKWARDS`, through a table stored against a mirror image when
    /// `CORRECTED`. At most [`MAX_MOVES`] steps: a longer walk can only
    /// come from a damaged table.
    #[cfg_attr(not(target_os = "none"), inline(always))]
    fn walk<const BACKWARDS: bool, const CORRECTED: bool>(self) -> Result<Path, TableError> {
        let Walker {
            table,
            corrections,
            mut cursor,
            root,
            ..
        } = self;
        let root = Cursor::key_of_canonical_start(root);
        let mut letters = [0u8; MAX_MOVES];
        for (len, slot) in letters.iter_mut().enumerate() {
            let key = cursor.key();
            if key == root {
                return Ok(answer::<BACKWARDS>(letters, len));
            }
            let mut entry = table.get(cursor.rank());
            let mut letter = entry;
            if CORRECTED && let Some((corrections, mirror)) = corrections {
                entry = corrected(entry, corrections.get(cursor.rank()));
                letter = mirror.apply_to_move(entry);
            }
            let mv = if BACKWARDS { entry.inverse() } else { entry };
            *slot = letter.letter();
            // A step off the board can only come from a damaged table.
            if !cursor.step_code(mv.code()) {
                return Err(TableError::Walk);
            }
        }
        if cursor.key() == root {
            return Ok(answer::<BACKWARDS>(letters, MAX_MOVES));
        }
        Err(TableError::Walk)
    }
}

/// The answer of a walk that wrote `len` letters: in the order written,
/// or last first for a walk `BACKWARDS`.
#[inline(always)]
fn answer<const BACKWARDS: bool>(mut letters: [u8; MAX_MOVES], len: usize) -> Path {
    if BACKWARDS {
        letters[..len].reverse();
    }
    Path::from_letters(&letters, len)
}

// What a build without `std` answers from.
#[cfg_attr(feature = "std", allow(dead_code))]
pub(crate) mod storage;

// The goal table as links: a specialisation for programs with `std`.
#[cfg(all(feature = "std", not(eight_without = "links")))]
mod links;
/// Without the links (no `std`, or built without them): the goal's walks
/// through its packed table, one after the other.
#[cfg(not(all(feature = "std", not(eight_without = "links"))))]
mod links {
    use super::{Cursor, Path, SolveError, TableId, Walker, WhenBusy, table_when};

    /// The answers to the goal from each of `cursors` (`None`: a board
    /// that cannot reach it); `None` when another thread is decoding the
    /// goal's table and `busy` says to give way.
    #[inline(always)]
    pub(super) fn to_goal<const N: usize>(
        cursors: [Option<Cursor>; N],
        busy: WhenBusy,
    ) -> Option<[Result<Path, SolveError>; N]> {
        let mut paths = cursors.map(|_| Err(SolveError::Unsolvable));
        for (path, cursor) in paths.iter_mut().zip(cursors) {
            if let Some(cursor) = cursor {
                *path = match table_when(TableId::Goal, busy)? {
                    Ok(goal) => Walker::new(TableId::Goal, goal, None, cursor)
                        .finish()
                        .map_err(SolveError::from),
                    Err(e) => Err(e.into()),
                };
            }
        }
        Some(paths)
    }
}

/// [`storage::path`] to the goal from each of `starts`, walked side by
/// side through the goal's links where they are built; `None` when
/// another thread is making them and `busy` says to give way.
#[cfg(feature = "std")]
pub(crate) fn paths_to_goal<const N: usize>(
    starts: &[Board; N],
    busy: WhenBusy,
) -> Option<[Result<Path, SolveError>; N]> {
    links::to_goal(starts.map(|start| Cursor::new(&start)), busy)
}

/// The path a move table knows for `board`: for the goal table, the answer
/// from `board` to the goal; for a start table, the answer from its
/// canonical start to `board`. Works on any move table, embedded or read
/// from a file.
#[cfg(feature = "std")]
pub(crate) fn table_path(
    id: TableId,
    table: TableRef<'_>,
    board: &Board,
) -> Result<Path, SolveError> {
    let cursor = Cursor::new(board).ok_or(SolveError::Unsolvable)?;
    Ok(Walker::new(id, table, None, cursor).finish()?)
}

/// [`storage::path`], or `None` when a table it needs is being decoded
/// by another thread and `busy` says to give way.
pub(crate) fn path_when(
    start: &Board,
    target: &Board,
    busy: WhenBusy,
) -> Option<Result<Path, SolveError>> {
    macro_rules! table {
        ($id:expr) => {
            match table_when($id, busy)? {
                Ok(table) => table,
                Err(e) => return Some(Err(e.into())),
            }
        };
    }
    macro_rules! cursor {
        ($cursor:expr) => {
            match $cursor {
                Some(cursor) => cursor,
                None => return Some(Err(SolveError::Unsolvable)),
            }
        };
    }
    if *target == Board::GOAL {
        let cursor = cursor!(Cursor::new(start));
        let [answer] = links::to_goal([Some(cursor)], busy)?;
        return Some(answer);
    }
    // The tiles are renamed so that `start` is a canonical start; the moves
    // do not change, and that start's table knows every path.
    let id = TableId::Start(start.blank() as u8);
    let walker = match id.stored_against() {
        None => {
            let cursor = cursor!(Cursor::relabelled(start, target));
            Walker::new(id, table!(id), None, cursor)
        }
        // Stored against a mirror image: walk the mirrored query there.
        Some((base, mirror)) => {
            let cursor = cursor!(Cursor::relabelled(
                &start.transformed(mirror),
                &target.transformed(mirror)
            ));
            let corrections = table!(id);
            Walker::new(base, table!(base), Some((corrections, mirror)), cursor)
        }
    };
    Some(walker.finish().map_err(SolveError::from))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only the ten move tables are embedded: a start table of no cell,
    /// or a compact table, is refused by name.
    #[test]
    fn only_the_move_tables_are_embedded() {
        for id in [TableId::Start(9), TableId::Start(200), TableId::Compact(0)] {
            assert_eq!(embedded_blob(id), Err(TableError::NotEmbedded(id)));
            assert_eq!(table(id).err(), Some(TableError::NotEmbedded(id)));
        }
        for id in TableId::MOVE_TABLES {
            assert!(embedded_blob(id).is_ok() && table(id).is_ok());
        }
    }
}
