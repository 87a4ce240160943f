//! The names of the tables of both storages, and the board each is built
//! around.

use core::fmt;

use crate::board::{Board, Move};
use crate::rank::canonical_start_rank;
use crate::symmetry::Symmetry;

/// Which table. Every `match` on it names each kind, so that a kind added
/// (as the multi-tile metric's was) fails to compile wherever it must be
/// handled; adding one is a new minor version while the major version is
/// 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TableId {
    /// Move table: the next move towards the goal `12345678x`.
    Goal,
    /// Move table: the last move on the way from the canonical start with
    /// the blank in this cell (0..9).
    Start(u8),
    /// Distance bits: bit 1 of each board's distance from the canonical
    /// start with the blank in this cell (0, 1 or 4: a corner, an edge,
    /// the centre).
    Compact(u8),
    /// Multi-tile distances: each board's distance mod 3 from the
    /// canonical start with the blank in this cell (0, 1 or 4), counting a
    /// slide of one or two tiles as one move.
    Mtm(u8),
}

impl TableId {
    /// The move tables of the compressed storage, in manifest order.
    pub const MOVE_TABLES: [TableId; 10] = [
        TableId::Goal,
        TableId::Start(0),
        TableId::Start(1),
        TableId::Start(2),
        TableId::Start(3),
        TableId::Start(4),
        TableId::Start(5),
        TableId::Start(6),
        TableId::Start(7),
        TableId::Start(8),
    ];

    /// The distance-bit tables of the compact storage, in manifest order.
    pub const DISTANCE_BITS: [TableId; 3] = [
        TableId::Compact(0),
        TableId::Compact(1),
        TableId::Compact(4),
    ];

    /// The multi-tile metric's tables, in manifest order.
    pub const MTM: [TableId; 3] = [TableId::Mtm(0), TableId::Mtm(1), TableId::Mtm(4)];

    /// The table's name: `goal`, `start-0` .. `start-8`, `compact-0`,
    /// `compact-1`, `compact-4`, `mtm-0`, `mtm-1` or `mtm-4`.
    pub fn name(self) -> &'static str {
        const STARTS: [&str; 9] = [
            "start-0", "start-1", "start-2", "start-3", "start-4", "start-5", "start-6", "start-7",
            "start-8",
        ];
        const COMPACT: [&str; 9] = [
            "compact-0",
            "compact-1",
            "compact-2",
            "compact-3",
            "compact-4",
            "compact-5",
            "compact-6",
            "compact-7",
            "compact-8",
        ];
        const MTM: [&str; 9] = [
            "mtm-0", "mtm-1", "mtm-2", "mtm-3", "mtm-4", "mtm-5", "mtm-6", "mtm-7", "mtm-8",
        ];
        match self {
            TableId::Goal => "goal",
            TableId::Start(cell) => STARTS[usize::from(cell) % 9],
            TableId::Compact(cell) => COMPACT[usize::from(cell) % 9],
            TableId::Mtm(cell) => MTM[usize::from(cell) % 9],
        }
    }

    /// The table named `name` (as [`TableId::name`] writes it), or `None`
    /// when no table has that name.
    pub fn from_name(name: &str) -> Option<TableId> {
        let cell = |digit: &str| match digit.as_bytes() {
            &[digit @ b'0'..=b'8'] => Some(digit - b'0'),
            _ => None,
        };
        match name {
            "goal" => Some(TableId::Goal),
            _ => match name.split_once('-')? {
                ("start", digit) => cell(digit).map(TableId::Start),
                ("compact", digit) => cell(digit).map(TableId::Compact),
                ("mtm", digit) => cell(digit).map(TableId::Mtm),
                _ => None,
            },
        }
    }

    /// The cell of the root's blank, in `0..9`.
    #[inline]
    fn cell(self) -> u8 {
        match self {
            TableId::Goal => 8,
            TableId::Start(cell) | TableId::Compact(cell) | TableId::Mtm(cell) => cell % 9,
        }
    }

    /// The board every walk in this table ends at (goal table), or every
    /// distance is counted from (the other tables).
    #[inline]
    pub fn root(self) -> Board {
        Board::canonical_start(self.root_blank())
    }

    /// The rank of [`TableId::root`]: every root is a canonical start (the
    /// goal is the one with the blank in cell 8).
    #[inline]
    pub fn root_rank(self) -> u32 {
        canonical_start_rank(self.root_blank())
    }

    /// The cell of the root's blank.
    #[inline]
    pub fn root_blank(self) -> usize {
        usize::from(self.cell())
    }

    /// For a start table stored as corrections (see
    /// [`crate::move_table`]), the table they are stored against and
    /// the symmetry that takes this table's root to that one's: the
    /// left-right mirror for the right column (`start-2`, `-5`, `-8`
    /// against `start-0`, `-3`, `-6`), the up-down mirror for `start-7`
    /// (against `start-1`). Each symmetry is its own inverse.
    #[inline]
    pub fn stored_against(self) -> Option<(TableId, Symmetry)> {
        match self {
            TableId::Start(cell) if cell % 3 == 2 => {
                Some((TableId::Start(cell - 2), Symmetry::MIRROR))
            }
            TableId::Start(7) => Some((TableId::Start(1), Symmetry::FLIP)),
            TableId::Start(_) | TableId::Goal | TableId::Compact(_) | TableId::Mtm(_) => None,
        }
    }

    /// The move that leads from a board one step towards the root, given the
    /// board's entry in a move table.
    #[inline]
    pub fn towards_root(self, entry: Move) -> Move {
        match self {
            TableId::Start(_) => entry.inverse(),
            TableId::Goal | TableId::Compact(_) | TableId::Mtm(_) => entry,
        }
    }
}

/// The table's [`name`](TableId::name), written in pieces rather than
/// looked up: an error message links no table of all the names.
impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl TableId {
    /// Writes the name, as its `Display` does, into any text sink.
    pub fn write_to(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        let prefix = match self {
            TableId::Goal => return f.write_str("goal"),
            TableId::Start(_) => "start-",
            TableId::Compact(_) => "compact-",
            TableId::Mtm(_) => "mtm-",
        };
        f.write_str(prefix)?;
        f.write_char(char::from(b'0' + self.cell()))
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    #[test]
    fn every_table_is_written_and_read_as_its_name() {
        let ids = TableId::MOVE_TABLES
            .into_iter()
            .chain((0..9).map(TableId::Compact));
        let ids = ids.chain((0..9).map(TableId::Mtm));
        for id in ids {
            assert_eq!(id.to_string(), id.name());
            assert_eq!(TableId::from_name(id.name()), Some(id));
        }
        assert_eq!(TableId::Start(4).to_string(), "start-4");
        assert_eq!(TableId::Mtm(1).to_string(), "mtm-1");
        for name in [
            "", "goals", "start-9", "start-", "start-01", "compact", "x-1", "mtm-9", "mtm",
        ] {
            assert_eq!(TableId::from_name(name), None, "{name}");
        }
    }

    /// Each table's root is the canonical start of its blank cell (the
    /// goal's is the goal), by cell and by rank.
    #[test]
    fn every_table_is_built_around_its_root() {
        let goal: Board = "12345678x".parse().expect("the goal");
        assert_eq!(TableId::Goal.root(), goal);
        let ids = TableId::MOVE_TABLES
            .into_iter()
            .chain(TableId::DISTANCE_BITS)
            .chain(TableId::MTM);
        for id in ids {
            let root = id.root();
            assert_eq!(root.blank(), id.root_blank(), "{id}");
            assert_eq!(crate::rank::rank(&root), Some(id.root_rank()), "{id}");
        }
        for cell in 0..9u8 {
            let blank = usize::from(cell);
            assert_eq!(TableId::Start(cell).root_blank(), blank);
            assert_eq!(TableId::Compact(cell).root_blank(), blank);
            assert_eq!(TableId::Mtm(cell).root_blank(), blank);
        }
    }

    /// The start tables of the right column are stored against the left
    /// column's by the left-right mirror, `start-7` against `start-1` by
    /// the up-down one; no other table is.
    #[test]
    fn start_tables_are_stored_against_their_mirror_images() {
        let against = |cell| TableId::Start(cell).stored_against();
        for (cell, base) in [(2, 0), (5, 3), (8, 6)] {
            assert_eq!(
                against(cell),
                Some((TableId::Start(base), Symmetry::MIRROR))
            );
        }
        assert_eq!(against(7), Some((TableId::Start(1), Symmetry::FLIP)));
        for cell in [0, 1, 3, 4, 6] {
            assert_eq!(against(cell), None, "start-{cell}");
        }
        assert_eq!(TableId::Goal.stored_against(), None);
        assert_eq!(TableId::Compact(2).stored_against(), None);
        assert_eq!(TableId::Mtm(8).stored_against(), None);
    }
}
