//! The first queries of a program on the compressed storage are answered
//! from the compact tables, which are embedded beside the move tables and
//! read in place: a run of a few queries (a judge's single case, a script's
//! one board) decodes nothing, and starts as fast as an empty program.
//! After the first queries (`lazy::FIRST_QUERIES`) the move tables are decoded
//! and walked, so that bulk runs go at their speed. The two storages give
//! the same answer to every query (the tests hold them to it on every
//! board), so which one answers is seen only in the time it takes.

use super::compact::Compact;
use super::compressed::{self, WhenBusy};
use super::lazy::Counter;
use super::{Storage, Tables};
use crate::answer::{Path, SolveError};
use crate::board::Board;

/// The process's queries, of which the first are answered from the
/// compact tables (see `lazy`).
static PROCESS: Counter = Counter::first_queries();

/// The compressed storage of a program (`std`): the compact tables answer
/// the process's first queries, and any query whose move table
/// another thread is decoding meanwhile; the move tables answer the rest.
pub(crate) struct FirstQueries;

impl Tables for FirstQueries {
    type Distances = <Compact as Tables>::Distances;
    const STORAGE: Storage = Storage::Compressed;

    #[inline]
    fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
        if !PROCESS.take()
            && let Some(path) = compressed::path_when(start, &Board::GOAL, WhenBusy::GiveWay)
        {
            return path;
        }
        Compact::path_to_goal(start)
    }

    /// A group the goal's links walk side by side (see
    /// `compressed::links`).
    #[inline]
    fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Path, SolveError>; N] {
        if !PROCESS.take_group(N as u32)
            && let Some(paths) = compressed::paths_to_goal(starts, WhenBusy::GiveWay)
        {
            return paths;
        }
        starts.map(|start| Compact::path_to_goal(&start))
    }

    #[inline]
    fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
        if !PROCESS.take()
            && let Some(path) = compressed::path_when(start, target, WhenBusy::GiveWay)
        {
            return path;
        }
        Compact::path(start, target)
    }

    /// The compact tables answer most boards from one bit, without a walk.
    #[inline]
    fn is_at_distance(start: &Board, target: &Board, distance: usize) -> Result<bool, SolveError> {
        Compact::is_at_distance(start, target, distance)
    }

    /// The compact tables tell a neighbour's distance by one bit.
    #[inline]
    fn distances(target: &Board) -> Result<Self::Distances, SolveError> {
        Compact::distances(target)
    }
}
