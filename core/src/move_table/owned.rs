//! The tables that own their bytes (feature `alloc`): what the build fills
//! in, a decoder returns and an export reads back; the corrections of a
//! table stored against another, and every board's distance by the
//! entries.

use alloc::vec;
use alloc::vec::Vec;

use super::{PACKED_LEN, TableRef, UNREACHED, corrected, entry_shift};
use crate::board::Move;
use crate::rank::{Cursor, TABLE_LEN, rank, unrank};
use crate::symmetry::Symmetry;
use crate::table_id::TableId;

/// One table of 2-bit entries, indexed by rank, owning its bytes: what the
/// build fills in, a decoder returns and an export file reads back.
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    packed: Vec<u8>,
}

impl Table {
    /// A table whose every entry is `d` (code 0).
    pub fn zeroed() -> Table {
        Table {
            packed: vec![0; PACKED_LEN],
        }
    }

    /// A table over packed bytes, or `None` when their length is wrong.
    pub fn from_packed(packed: Vec<u8>) -> Option<Table> {
        (packed.len() == PACKED_LEN).then_some(Table { packed })
    }

    /// The packed bytes.
    #[inline]
    pub fn packed(&self) -> &[u8] {
        &self.packed
    }

    /// The table as a view, for walks.
    #[inline]
    pub fn view(&self) -> TableRef<'_> {
        TableRef {
            packed: &self.packed,
        }
    }

    /// The entry at `rank` (see [`TableRef::get`]).
    #[inline]
    pub fn get(&self, rank: u32) -> Move {
        self.view().get(rank)
    }

    /// Sets the entry at `rank` (ignored past the end).
    pub fn set(&mut self, rank: u32, mv: Move) {
        let shift = entry_shift(rank);
        if let Some(byte) = self.packed.get_mut((rank / 4) as usize) {
            *byte = (*byte & !(3 << shift)) | (mv.code() << shift);
        }
    }
}

/// For each rank `y` of the table `base` (root `S_q`), the rank of the
/// board of the table stored against it (root `S_p`, whose image under
/// `mirror` has its blank where `S_q` has) whose image, renamed so that the
/// image of `S_p` becomes `S_q`, has rank `y`. The mirror is its own
/// inverse, so the same map works both ways.
fn mirror_ranks((base, mirror): (TableId, Symmetry), mut visit: impl FnMut(u32, u32)) {
    let mirrored_root = base.root().transformed(mirror);
    for y in 0..TABLE_LEN {
        let Some(board) = unrank(y) else { continue };
        let image = mirrored_root.relabel_to_canonical(&board.transformed(mirror));
        if let Some(x) = rank(&image) {
            visit(y, x);
        }
    }
}

/// The corrections that store the table `own` against `base`: the table
/// and the mirror of `against`, as [`TableId::stored_against`] gives them
/// (see the module documentation).
pub fn corrections(against: (TableId, Symmetry), base: TableRef<'_>, own: TableRef<'_>) -> Table {
    let (_, mirror) = against;
    let mut corrections = Table::zeroed();
    mirror_ranks(against, |y, x| {
        let wanted = mirror.apply_to_move(own.get(x)).code();
        corrections.set(y, Move::from_code(wanted.wrapping_sub(base.get(y).code())));
    });
    corrections
}

/// The table stored against `base` itself, indexed by its own ranks,
/// rebuilt from its corrections and `base` (`against` as for
/// [`corrections`]).
pub fn undo_corrections(
    against: (TableId, Symmetry),
    base: TableRef<'_>,
    corrections: TableRef<'_>,
) -> Table {
    let (_, mirror) = against;
    let mut own = Table::zeroed();
    mirror_ranks(against, |y, x| {
        own.set(
            x,
            mirror.apply_to_move(corrected(base.get(y), corrections.get(y))),
        );
    });
    own
}

const UNKNOWN: u8 = u8::MAX;

/// Marks the boards of the walk being followed, so that a walk that comes
/// back to one of them is seen to loop.
const ON_TRAIL: u8 = UNREACHED - 1;

/// Every board's distance from the table's root, by rank, found by
/// following each entry towards the root; a walk that leaves the board,
/// loops, or runs longer than any answer can ([`MAX_MOVES`]) gets
/// [`UNREACHED`]. Each board gets the length of its own walk, whichever
/// board the search began from.
///
/// [`MAX_MOVES`]: crate::board::MAX_MOVES
pub fn depths(id: TableId, table: TableRef<'_>) -> Vec<u8> {
    const LONGEST: u8 = crate::board::MAX_MOVES as u8;
    let mut depth = vec![UNKNOWN; TABLE_LEN as usize];
    depth[id.root_rank() as usize] = 0;
    let mut trail: Vec<u32> = Vec::new();
    for rank in 0..TABLE_LEN {
        let Some(mut cursor) = Cursor::from_rank(rank) else {
            continue;
        };
        trail.clear();
        let end = loop {
            let here = cursor.rank();
            match depth[here as usize] {
                UNKNOWN => {}
                ON_TRAIL => break UNREACHED,
                known => break known,
            }
            depth[here as usize] = ON_TRAIL;
            trail.push(here);
            if !cursor.step(id.towards_root(table.get(here))) {
                break UNREACHED;
            }
        };
        // Back along the walk, one more move at each board; past the
        // longest answer the rest of the trail is out of reach too.
        let mut d = end;
        for &on_trail in trail.iter().rev() {
            d = if d < LONGEST { d + 1 } else { UNREACHED };
            depth[on_trail as usize] = d;
        }
    }
    depth
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn root_rank_is_the_rank_of_the_root() {
        for id in TableId::MOVE_TABLES {
            assert_eq!(Some(id.root_rank()), rank(&id.root()), "{id:?}");
        }
        assert_eq!(TableId::Goal.root(), Board::GOAL);
    }

    #[test]
    fn setting_an_entry_again_replaces_it_and_only_it() {
        let mut table = Table::zeroed();
        for rank in [4, 5, 6, 7] {
            table.set(rank, Move::Up);
        }
        table.set(5, Move::Left);
        table.set(6, Move::Down);
        let entries: Vec<Move> = (3..9).map(|rank| table.get(rank)).collect();
        assert_eq!(
            entries,
            [
                Move::Down,
                Move::Up,
                Move::Left,
                Move::Down,
                Move::Up,
                Move::Down
            ]
        );
        // Past the end nothing is written and `d` is read.
        table.set(TABLE_LEN, Move::Up);
        assert_eq!(table.get(TABLE_LEN), Move::Down);
        let mut again = Table::zeroed();
        for (rank, mv) in [(4, Move::Up), (5, Move::Left), (7, Move::Up)] {
            again.set(rank, mv);
        }
        assert!(table == again, "only the entries set differ from zero");
    }

    /// A goal table by hand: `path` (blank moves) leads away from the goal,
    /// and each board on it points back the way it came; every other entry
    /// is `d`.
    fn walked_back(path: &str) -> (Table, Vec<Board>) {
        let mut table = Table::zeroed();
        let mut boards = vec![Board::GOAL];
        for letter in path.bytes() {
            let mv = Move::from_letter(letter).expect("a move letter");
            let next = boards[boards.len() - 1].apply(mv).expect("on the board");
            table.set(rank(&next).expect("even"), mv.inverse());
            boards.push(next);
        }
        (table, boards)
    }

    #[test]
    fn depths_follow_each_walk_and_stop_past_the_longest_answer() {
        // 48 moves around the outer ring of cells, every board different
        // (the ring comes back to a board after 56 moves).
        let (table, boards) = walked_back(&"uullddrr".repeat(6));
        let depth = depths(TableId::Goal, table.view());
        for (k, board) in boards.iter().enumerate() {
            let expected = if k <= crate::board::MAX_MOVES {
                k as u8
            } else {
                UNREACHED
            };
            assert_eq!(
                depth[rank(board).expect("even") as usize],
                expected,
                "board {k}"
            );
        }
        // Every other board walks down: off the board, or onto the ring.
        let beside = Board::GOAL.apply(Move::Left).expect("on the board");
        assert_eq!(depth[rank(&beside).expect("even") as usize], UNREACHED);
    }

    #[test]
    fn depths_of_a_walk_that_loops_are_unreached() {
        // 12345x786 points up, and the board above it points down.
        let (mut table, boards) = walked_back("uu");
        table.set(rank(&boards[1]).expect("even"), Move::Up);
        let depth = depths(TableId::Goal, table.view());
        assert_eq!(depth[rank(&boards[1]).expect("even") as usize], UNREACHED);
        assert_eq!(depth[rank(&boards[2]).expect("even") as usize], UNREACHED);
        assert_eq!(depth[TableId::Goal.root_rank() as usize], 0);
        let reachable = depth.iter().filter(|&&d| d < UNREACHED).count();
        assert_eq!(reachable, 1, "only the root reaches the root");
    }

    #[test]
    fn only_lower_case_letters_are_moves() {
        for (letter, mv) in [
            (b'd', Move::Down),
            (b'l', Move::Left),
            (b'r', Move::Right),
            (b'u', Move::Up),
        ] {
            assert_eq!(Move::from_letter(letter), Some(mv));
            assert_eq!(Move::from_letter(letter.to_ascii_uppercase()), None);
            assert_eq!(mv.letter(), letter);
        }
    }
}
