//! The first queries of a program on the compressed storage are answered
//! from the compact tables, which are embedded beside the move tables and
//! read in place: a run of a few queries (a judge's single case, a script's
//! one board) decodes nothing, and starts as fast as an empty program.
//! After [`COMPACT`] queries the move tables are decoded
//! and walked, so that bulk runs go at their speed. The two storages give
//! the same answer to every query (the tests hold them to it on every
//! board), so which one answers is seen only in the time it takes.

use core::sync::atomic::{AtomicU32, Ordering};

use super::Tables;
use super::compact::Compact;
use super::compressed::{self, WhenBusy};
use crate::answer::{Path, SolveError};
use crate::board::Board;

/// Queries answered from the compact tables before the move tables are
/// decoded. A decode of the goal's table costs as many instructions as a
/// few thousand compact walks save by walking a decoded table instead
/// (callgrind); fewer are taken, so that a bulk run, which pays both, pays
/// at most a third of a decode more, while a run of up to a thousand
/// queries still decodes nothing.
const COMPACT: u32 = 1024;

/// Counts queries up to a limit, from any thread.
struct Counter {
    answered: AtomicU32,
    limit: u32,
}

impl Counter {
    const fn new(limit: u32) -> Counter {
        Counter {
            answered: AtomicU32::new(0),
            limit,
        }
    }

    /// Whether this query is one of the first `limit`. Read before it
    /// is counted, so the count stops near its limit and never wraps.
    #[inline]
    fn take(&self) -> bool {
        self.take_group(1)
    }

    /// Whether a group of `n` queries starts among the first `limit`
    /// (the whole group is then answered from the compact tables),
    /// counting all `n`.
    #[inline]
    fn take_group(&self, n: u32) -> bool {
        self.answered.load(Ordering::Relaxed) < self.limit
            && self.answered.fetch_add(n, Ordering::Relaxed) < self.limit
    }
}

static PROCESS: Counter = Counter::new(COMPACT);

/// The compressed storage of a program (`std`): the compact tables answer
/// the process's first [`COMPACT`] queries, and any query whose move table
/// another thread is decoding meanwhile; the move tables answer the rest.
pub(crate) struct FirstQueries;

impl Tables for FirstQueries {
    type Distances = <Compact as Tables>::Distances;

    #[inline]
    fn path_to_goal(start: &Board) -> Result<Path, SolveError> {
        if !PROCESS.take()
            && let Some(path) = compressed::path_when(start, &Board::GOAL, WhenBusy::GiveWay)
        {
            return path;
        }
        Compact::path_to_goal(start)
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

/// [`FirstQueries::path_to_goal`] of each of `starts`, a group the goal's
/// links walk side by side (see `compressed::links`).
#[inline]
pub(crate) fn paths_to_goal<const N: usize>(starts: &[Board; N]) -> [Result<Path, SolveError>; N] {
    if !PROCESS.take_group(N as u32)
        && let Some(paths) = compressed::paths_to_goal(starts, WhenBusy::GiveWay)
    {
        return paths;
    }
    starts.map(|start| Compact::path_to_goal(&start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_queries_up_to_the_limit_are_taken() {
        let counter = Counter::new(3);
        let taken: std::vec::Vec<bool> = (0..6).map(|_| counter.take()).collect();
        assert_eq!(taken, [true, true, true, false, false, false]);
        assert!(!Counter::new(0).take());
        // From many threads at once, the limit holds all the same.
        let counter = Counter::new(1000);
        let taken: usize = std::thread::scope(|scope| {
            let workers: std::vec::Vec<_> = (0..4)
                .map(|_| scope.spawn(|| (0..600).filter(|_| counter.take()).count()))
                .collect();
            workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
        });
        assert_eq!(taken, 1000);
    }

    #[test]
    fn a_group_that_starts_below_the_limit_is_taken_whole_and_counted_whole() {
        let counter = Counter::new(5);
        let taken: std::vec::Vec<bool> = (0..3).map(|_| counter.take_group(4)).collect();
        assert_eq!(taken, [true, true, false]);
        assert!(!counter.take());
    }
}
