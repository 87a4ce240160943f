//! The walk of a layout of two frames (the corner's and the edge's), the
//! walk of eight targets in nine: the general walk's steps
//! (`super::Views::walk`), with the two cursors named rather than indexed
//! and the frame of each neighbour chosen by a mask, so that the cursors
//! stay in registers. The tests hold it to the general walk on every
//! board, and `bench/run` builds without it (`--cfg
//! eight_without="two_views"`) to show what it saves.

use crate::answer::{Path, SolveError};
use crate::board::Move;
use crate::rank::canonical_start_rank;
use crate::symmetry::Symmetry;
use crate::tables::views::{OPPOSITE, Views, WALK};
use eight_core::distance_bits::DistanceBits;
use eight_core::stored_table::TableBytes;

impl Views<2> {
    /// [`Views::walk`] for a layout of two frames (the corner's and the
    /// edge's), the walk of eight targets in nine: the same steps, with
    /// the two cursors named rather than indexed, so that they stay in
    /// registers.
    // Kept (and tested) when a benchmark build walks the general way.
    #[cfg_attr(eight_without = "two_views", allow(dead_code))]
    pub(super) fn walk_two(
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
        // As `super::ended_at_root`, written out: through it an AVR's
        // build of this walk is longer.
        if left != 0 {
            return Err(WALK);
        }
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use crate::board::{BLANK, Board, CELLS};
    use crate::table_id::TableId;
    use crate::tables::compact::{every_board, general_walk, path_to_goal_in, prepared_for, table};
    use crate::tables::views::AnyViews;

    /// The walk of two frames answers what the general walk answers, on
    /// every board, to targets of a corner and an edge (the two layouts of
    /// two frames), the goal among them.
    #[test]
    fn the_walk_of_two_frames_is_the_general_walk() {
        let corner = table(TableId::Compact(0)).expect("embedded");
        let scrambled = [5, 8, 2, 7, 1, 6, 4, 3, BLANK];
        for blank in [8, 3, 7] {
            let mut cells = scrambled;
            cells.swap(blank, CELLS - 1);
            let target = Board::from_cells(cells).expect("a board");
            let goal = if blank == 8 { Some(Board::GOAL) } else { None };
            let (table, prepared) = prepared_for(&target).expect("embedded");
            let mut solvable = 0;
            every_board(|board| {
                let general = general_walk(&board, &target);
                let two = match AnyViews::new(&table, &prepared, &board) {
                    Ok(AnyViews::Two(views)) => views.walk_two(&table, prepared.symmetry),
                    Ok(_) => panic!("{target} has a layout of two frames"),
                    Err(e) => Err(e),
                };
                assert_eq!(two, general, "{board} to {target}");
                if let Some(goal) = goal {
                    let to_goal = general_walk(&board, &goal);
                    assert_eq!(path_to_goal_in(&corner, &board), to_goal, "{board}");
                }
                solvable += usize::from(general.is_ok());
            });
            assert_eq!(solvable, 181_440, "to {target}");
        }
    }
}
