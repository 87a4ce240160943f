//! All three compact tables where a program keeps them.
//!
//! [`solve_pair`](crate::solve_pair()) reads the three tables of distance
//! bits (the corner's, the edge's and the centre's; their sizes are in
//! `data/tables.manifest`) in
//! place. A program that cannot read a constant in place (an AVR copies
//! every plain `static` into its RAM, and reads its flash only with
//! `lpm`) copies [`CORNER`], [`EDGE`] and [`CENTRE`] where it likes,
//! gives a [`TableBytes`] that reads them there, and asks an
//! [`AllTables`]: it answers any pair, byte for byte as `solve_pair`, and
//! the embedded copies are then not linked. [`goal_table`](crate::goal_table)
//! does the same for a program that only solves to the goal.
//!
//! ```
//! use eight::all_tables::{AllTables, CENTRE, CORNER, EDGE};
//!
//! // Here the bytes are read in place; a firmware reads its own copies.
//! let tables = AllTables::new(&CORNER[..], &EDGE[..], &CENTRE[..])?;
//! let start: eight::Board = "564178X23".parse()?;
//! let target: eight::Board = "7568X4123".parse()?;
//! assert_eq!(tables.solve_pair(&start, &target)?.as_str(), "urrulldr");
//! assert_eq!(tables.distance(&start, &target)?, 8);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::TableBytes;
use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::symmetry::Symmetry;
use crate::tables::TableError;
use crate::tables::compact::{CENTRE_TABLE, CORNER_TABLE, EDGE_TABLE, path_in};
use eight_core::distance_bits::DistanceBits;
use eight_core::layout::Layout;

/// The length of the corner table in bytes.
pub const CORNER_LEN: usize = Layout::CORNER.bytes_len();
/// The length of the edge table in bytes.
pub const EDGE_LEN: usize = Layout::EDGE.bytes_len();
/// The length of the centre table in bytes.
pub const CENTRE_LEN: usize = Layout::CENTRE.bytes_len();

/// The corner table as the build wrote it (the goal's table,
/// [`goal_table::BYTES`](crate::goal_table::BYTES)), to be copied where a
/// program keeps it. A program that reads only its copy does not link
/// this one; likewise [`EDGE`] and [`CENTRE`].
pub const CORNER: &[u8; CORNER_LEN] = CORNER_TABLE;
/// The edge table as the build wrote it (targets with their blank on an
/// edge).
pub const EDGE: &[u8; EDGE_LEN] = EDGE_TABLE;
/// The centre table as the build wrote it (targets with their blank in
/// the centre).
pub const CENTRE: &[u8; CENTRE_LEN] = CENTRE_TABLE;

/// The three tables, each read through `B`.
#[derive(Clone, Copy, Debug)]
pub struct AllTables<B> {
    corner: DistanceBits<B>,
    edge: DistanceBits<B>,
    centre: DistanceBits<B>,
}

impl<B: TableBytes> AllTables<B> {
    /// The tables whose bytes `corner`, `edge` and `centre` read: they
    /// must be copies of [`CORNER`], [`EDGE`] and [`CENTRE`].
    /// [`TableError::Length`] names the first whose length is wrong. A
    /// copy that differs in its bytes gives [`TableError::Walk`] on the
    /// walks it spoils, never a panic.
    pub fn new(corner: B, edge: B, centre: B) -> Result<AllTables<B>, TableError> {
        Ok(AllTables {
            corner: view(corner, 0, &Layout::CORNER)?,
            edge: view(edge, 1, &Layout::EDGE)?,
            centre: view(centre, 4, &Layout::CENTRE)?,
        })
    }

    /// The answer from `start` to `target`, as
    /// [`solve_pair`](crate::solve_pair()) gives it (named alike: `solve`
    /// answers to the goal everywhere, as [`GoalTable::solve`] does).
    ///
    /// [`GoalTable::solve`]: crate::goal_table::GoalTable::solve
    pub fn solve_pair(&self, start: &Board, target: &Board) -> Result<Path, SolveError> {
        let (_, root_blank) = Symmetry::to_representative(target.blank());
        let table = match root_blank {
            0 => &self.corner,
            1 => &self.edge,
            _ => &self.centre,
        };
        path_in(table, start, target)
    }

    /// The number of moves from `start` to `target`.
    pub fn distance(&self, start: &Board, target: &Board) -> Result<usize, SolveError> {
        Ok(self.solve_pair(start, target)?.len())
    }
}

/// A view of one table's bytes, or the error that names their length.
fn view<B: TableBytes>(
    bytes: B,
    root_blank: usize,
    layout: &'static Layout,
) -> Result<DistanceBits<B>, TableError> {
    let found = bytes.len();
    DistanceBits::in_layout(bytes, root_blank, layout).ok_or(TableError::Length {
        expected: layout.bytes_len(),
        found,
    })
}
