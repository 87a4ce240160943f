//! The table format: what a table holds, how it is packed, and the blob that
//! carries it. The build script writes exactly these types.
//!
//! Every table has one 2-bit entry per rank (see [`crate::rank`]), four to a
//! byte, the first entry in the low bits. What an entry means depends on the
//! table:
//!
//! - the goal table (`goal`): the move to make next from that board, the
//!   smallest letter among the moves that bring it one step closer to the
//!   goal `12345678x`;
//! - a start table (`start-0` .. `start-8`, one per blank cell): the last
//!   move of the shortest, then smallest, path from that canonical start to
//!   the board, i.e. the move a breadth-first search expanding d, l, r, u
//!   first reached it with.
//!
//! The entry of a table's own root board is unused and stored as 0.
//!
//! Mirror images: the start tables of the right column (`start-2`,
//! `start-5`, `start-8`) nearly repeat those of the left column seen in a
//! mirror; only the tie between `l` and `r` comes out differently, for about
//! 2% of the boards. So they are stored as **corrections**: indexed like the
//! left-column table of the mirror-image cell (`start-0`, `start-3`,
//! `start-6`), each entry is what must be added (mod 4, on the codes) to
//! that table's entry to give the mirror image of the right-column table's
//! own entry. A query whose start has its blank in the right column is
//! mirrored, walked in the left-column table with the corrections, and its
//! letters mirrored back. The corrections compress to a seventh of a full
//! table. `start-7` is stored the same way against the up-down mirror of
//! `start-1`: there the search order changes more (d and u swap, and move
//! ahead of or behind l and r), a fifth of the entries differ, and the
//! corrections compress to three quarters of a full table. Together they
//! keep the move tables and the compact tables within the size budget.

#[cfg(feature = "codec")]
use alloc::string::String;
#[cfg(feature = "alloc")]
use alloc::vec;
#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "codec")]
use serde::{Deserialize, Serialize};

use crate::board::Move;
use crate::rank::TABLE_LEN;
#[cfg(feature = "alloc")]
use crate::rank::{Cursor, rank, unrank};
#[cfg(feature = "alloc")]
use crate::symmetry::Symmetry;
#[cfg(feature = "alloc")]
use crate::table_id::TableId;

/// The version of this format. Raise it whenever the meaning or layout of a
/// table or blob changes.
/// (Version 2 stored `start-7` whole.)
pub const FORMAT_VERSION: u32 = 3;

/// Bytes of one packed table.
pub const PACKED_LEN: usize = (TABLE_LEN / 4) as usize;

/// One table of 2-bit entries, indexed by rank, owning its bytes: what the
/// build fills in, a decoder returns and an export file reads back.
#[cfg(feature = "alloc")]
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    packed: Vec<u8>,
}

/// A table's packed bytes, borrowed: what every walk reads, whether the
/// bytes were decoded into a `Table` or are embedded as they are.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TableRef<'a> {
    packed: &'a [u8],
}

impl<'a> TableRef<'a> {
    /// A view of packed bytes, or `None` when their length is wrong.
    #[inline]
    pub fn new(packed: &'a [u8]) -> Option<TableRef<'a>> {
        (packed.len() == PACKED_LEN).then_some(TableRef { packed })
    }

    /// The packed bytes.
    #[inline]
    pub fn packed(self) -> &'a [u8] {
        self.packed
    }

    /// The entry at `rank`. Ranks past the end read as `d`; callers only pass
    /// ranks made by [`crate::rank`].
    #[inline]
    pub fn get(self, rank: u32) -> Move {
        // Divided before it is narrowed, for a 16-bit `usize`.
        let byte = self.packed.get((rank / 4) as usize).copied().unwrap_or(0);
        Move::from_code(byte >> entry_shift(rank))
    }
}

/// Where the entry at `rank` sits in its byte: four 2-bit entries to a
/// byte, the first in the low bits.
#[inline]
const fn entry_shift(rank: u32) -> u32 {
    (rank & 3) * 2
}

#[cfg(feature = "alloc")]
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
#[cfg(feature = "alloc")]
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
#[cfg(feature = "alloc")]
pub fn corrections(against: (TableId, Symmetry), base: TableRef<'_>, own: TableRef<'_>) -> Table {
    let (_, mirror) = against;
    let mut corrections = Table::zeroed();
    mirror_ranks(against, |y, x| {
        let wanted = mirror.apply_to_move(own.get(x)).code();
        corrections.set(y, Move::from_code(wanted.wrapping_sub(base.get(y).code())));
    });
    corrections
}

/// The entry a walk in `base` uses at `rank` once corrected.
#[inline]
pub fn corrected(base: Move, correction: Move) -> Move {
    Move::from_code(base.code() + correction.code())
}

/// The table stored against `base` itself, indexed by its own ranks,
/// rebuilt from its corrections and `base` (`against` as for
/// [`corrections`]).
#[cfg(feature = "alloc")]
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

/// What is serialized (with bincode) and compressed (with zstd) for each
/// table, one blob per table so that a query decodes only the table it needs.
#[cfg(feature = "codec")]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableBlob {
    /// [`FORMAT_VERSION`] of the writer.
    pub format_version: u32,
    /// [`TableId::name`] of the table.
    pub name: String,
    /// Number of entries, [`TABLE_LEN`].
    pub entries: u32,
    /// SHA-256 of `packed`, checked on every decode.
    pub sha256: [u8; 32],
    /// The packed entries.
    #[serde(with = "byte_string")]
    pub packed: Vec<u8>,
}

/// Serializes bytes as one byte string rather than a sequence of numbers.
/// bincode writes both the same way (a length, then the bytes), but reads a
/// byte string in one copy instead of one call per byte.
#[cfg(feature = "codec")]
mod byte_string {
    use alloc::vec::Vec;

    use serde::{Deserializer, Serializer, de};

    pub fn serialize<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
        struct Bytes;
        impl de::Visitor<'_> for Bytes {
            type Value = Vec<u8>;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Vec<u8>, E> {
                Ok(bytes.to_vec())
            }
            fn visit_byte_buf<E: de::Error>(self, bytes: Vec<u8>) -> Result<Vec<u8>, E> {
                Ok(bytes)
            }
        }
        deserializer.deserialize_byte_buf(Bytes)
    }
}

/// SHA-256 of table bytes, as the manifest and the blob header carry it.
#[cfg(feature = "codec")]
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    use sha2::Digest as _;
    sha2::Sha256::digest(bytes).into()
}

/// A value above every distance: the board's walk does not reach the root.
pub const UNREACHED: u8 = 254;

#[cfg(feature = "alloc")]
const UNKNOWN: u8 = u8::MAX;

/// Marks the boards of the walk being followed, so that a walk that comes
/// back to one of them is seen to loop.
#[cfg(feature = "alloc")]
const ON_TRAIL: u8 = UNREACHED - 1;

/// Every board's distance from the table's root, by rank, found by
/// following each entry towards the root; a walk that leaves the board,
/// loops, or runs longer than any answer can ([`MAX_MOVES`]) gets
/// [`UNREACHED`]. Each board gets the length of its own walk, whichever
/// board the search began from.
///
/// [`MAX_MOVES`]: crate::board::MAX_MOVES
#[cfg(feature = "alloc")]
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

#[cfg(all(test, feature = "alloc"))]
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
