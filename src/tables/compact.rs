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
//! A damaged bit never makes a walk panic or run on: a walk takes at most
//! [`MAX_MOVES`](crate::MAX_MOVES) steps, stops with [`TableError::Walk`]
//! when no neighbour is closer, and must arrive at the root with distance
//! 0 mod 4 (a detour of two steps through a wrong bit does not). What such
//! a bit cannot always be caught doing is steer a walk onto another way of
//! the same length: the moves then still reach the target.

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
    // The letters in order, and the move each makes in the table's frame.
    let moves = Move::ALL.map(|mv| (mv, symmetry.apply_to_move(mv)));
    let mut left = table.distance_mod_4(here.rank());
    let mut path = Path::EMPTY;
    let mut came_by: Option<Move> = None;
    while here.rank() != root {
        // Every neighbour's blank has the other colour, so only the stored
        // bit tells one step closer (d - 1) from one step farther (d + 1).
        let closer = (left + 3) % 4;
        let closer_bit = closer >> 1 == 1;
        let step = moves.iter().find(|&&(_, image)| {
            // The way back leads farther; no need to look.
            Some(image.inverse()) != came_by
                && here
                    .rank_after(image)
                    .is_some_and(|rank| table.bit(rank) == closer_bit)
        });
        let Some(&(mv, image)) = step else {
            return Err(TableError::Walk);
        };
        if !here.step(image) || !path.push(mv) {
            return Err(TableError::Walk);
        }
        came_by = Some(image);
        left = closer;
    }
    if left != 0 {
        return Err(TableError::Walk);
    }
    Ok(path)
}

/// A query in the frame of the target's table: the symmetry that takes
/// the target's blank to cell 0, 1 or 4, that cell, and a cursor on the
/// start's image renamed so that the target's image is the table's root.
fn in_table_frame(start: &Board, target: &Board) -> Result<(Symmetry, usize, Cursor), SolveError> {
    let (symmetry, root_blank) = Symmetry::to_representative(target.blank());
    let here = Cursor::relabelled(&target.transformed(symmetry), &start.transformed(symmetry))
        .ok_or(SolveError::Unsolvable)?;
    Ok((symmetry, root_blank, here))
}

/// The embedded table whose root has its blank in `root_blank`.
fn table_of_class(root_blank: usize) -> Result<DistanceBits<'static>, TableError> {
    table(TableId::Compact(root_blank as u8))
}

/// The answer from `start` to `target` (see the module documentation).
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    let (symmetry, root_blank, here) = in_table_frame(start, target)?;
    Ok(walk(table_of_class(root_blank)?, here, symmetry)?)
}

/// Whether `start` is exactly `distance` moves from `target`. Only a board
/// whose distance is `distance` mod 4 (one bit and the blank's colour) is
/// walked.
pub(crate) fn is_at_distance(
    start: &Board,
    target: &Board,
    distance: usize,
) -> Result<bool, SolveError> {
    let (symmetry, root_blank, here) = in_table_frame(start, target)?;
    let table = table_of_class(root_blank)?;
    if usize::from(table.distance_mod_4(here.rank())) != distance % 4 {
        return Ok(false);
    }
    Ok(walk(table, here, symmetry)?.len() == distance)
}

/// The answer from `start` to `target` as `table` gives it: the embedded
/// table of the target's class, or a copy (tests damage one). A table of
/// another class than the target's is refused as [`TableError::Walk`].
pub fn path_in(table: DistanceBits<'_>, start: &Board, target: &Board) -> Result<Path, SolveError> {
    let (symmetry, root_blank, here) = in_table_frame(start, target)?;
    if table.root_blank() != root_blank {
        return Err(TableError::Walk.into());
    }
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

#[cfg(test)]
mod tests {
    extern crate std;
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
            let starts: Vec<Board> = (0..TABLE_LEN as u32)
                .step_by(9_973)
                .filter_map(unrank)
                .filter(|b| b.is_even() == target.is_even())
                .collect();
            let (mut errors, mut answers) = (0, 0);
            // Flip the bit of each board on the way, and some others.
            for start in &starts {
                let good = path_in(embedded, start, &target).expect("intact table");
                let mut on_the_way = Vec::new();
                let mut board = *start;
                for mv in good.moves() {
                    on_the_way.push(board);
                    board = board.apply(mv).expect("on the board");
                }
                for flipped in on_the_way.iter().step_by(3) {
                    let (symmetry, _) = Symmetry::to_representative(target.blank());
                    let image = target.transformed(symmetry);
                    let cursor = Cursor::relabelled(&image, &flipped.transformed(symmetry))
                        .expect("same parity");
                    let mut bits = embedded.bytes().to_vec();
                    let rank = cursor.rank();
                    bits[rank as usize / 8] ^= 1 << (rank % 8);
                    let damaged = DistanceBits::new(&bits, class).expect("a table's length");
                    match path_in(damaged, start, &target) {
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
            for board in (0..TABLE_LEN as u32).step_by(997).filter_map(unrank) {
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
            path_in(corner, &Board::GOAL, &centre),
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

    #[test]
    fn every_board_is_its_walk_long_from_the_root() {
        // The root is 0 moves away and its neighbours 1; the two boards 31
        // moves from a corner are found as 31.
        let corner = table(TableId::Compact(0)).expect("embedded");
        assert_eq!(distance_from_root(corner, 0), Some(0));
        let far = (0..TABLE_LEN as u32)
            .filter(|&r| distance_from_root(corner, r) == Some(31))
            .count();
        assert_eq!(far, 2);
        assert_eq!(distance_from_root(corner, TABLE_LEN as u32), None);
    }
}
