//! Grading a heuristic over a whole space: whether it is admissible and
//! consistent, with counterexamples, how close it comes to the true
//! distance at each depth, and what A* costs with it, as AIMA measures it
//! (the boards generated, and the effective branching factor b*).
//!
//! The A* is a graph search: the frontier is ordered by f = g + h, ties
//! broken newest first; a board is expanded at most once, when it leaves
//! the frontier with its smallest g; the search stops when the target
//! leaves the frontier. Every board made by expanding another counts as
//! generated, the way back included, and the start does not.

use alloc::collections::BinaryHeap;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;

use crate::generate::SplitMix64;
use crate::space::Space;

/// How many counterexamples of each kind a check keeps.
pub const EXAMPLES: usize = 10;

/// A heuristic's values over a space's rows that cannot be graded.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum HeuristicError {
    /// There is not one value a row.
    Length {
        /// How many values were given.
        given: usize,
        /// How many rows the space has.
        rows: usize,
    },
    /// A search was asked from a row the space does not have.
    NoRow {
        /// The row asked for.
        row: usize,
        /// How many rows the space has.
        rows: usize,
    },
    /// A value is negative, or not a number, or infinite.
    BadValue {
        /// The row whose value it is.
        row: usize,
        /// The value.
        value: f64,
    },
}

impl fmt::Display for HeuristicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeuristicError::Length { given, rows } => {
                write!(f, "a heuristic has one value a row: {rows}, not {given}")
            }
            HeuristicError::NoRow { row, rows } => {
                write!(f, "no row {row}: a space has rows 0 to {}", rows - 1)
            }
            HeuristicError::BadValue { value, .. } => write!(
                f,
                "a heuristic's value is a finite number from 0 up, not {value}"
            ),
        }
    }
}

impl core::error::Error for HeuristicError {}

/// What a heuristic is found to be over a space (see the module
/// documentation). Depths are distances to the target, from 1.
#[derive(Clone, Debug, PartialEq)]
pub struct HeuristicCheck {
    /// How many boards it puts farther than they are.
    pub overestimating: usize,
    /// The first [`EXAMPLES`] of them, by rows: the row, its value and
    /// its distance.
    pub overestimates: Vec<(usize, f64, u8)>,
    /// How many moves it drops by more than one (their boards' values).
    pub inconsistent_moves: usize,
    /// The first [`EXAMPLES`] of them: the row, the row after the move,
    /// and the value at each.
    pub inconsistent: Vec<(usize, usize, f64, f64)>,
    /// Its value at the target.
    pub at_target: f64,
    /// Each depth's mean value divided by the depth.
    pub ratio: Vec<(u8, f64)>,
    /// Each depth's mean number of boards A* generates, over the sample.
    pub generated: Vec<(u8, f64)>,
    /// Each depth's effective branching factor b*, from the mean above.
    pub branching: Vec<(u8, f64)>,
}

impl HeuristicCheck {
    /// Whether it never overestimates.
    pub fn admissible(&self) -> bool {
        self.overestimating == 0
    }

    /// Whether no move lowers it by more than the move's cost, one, and
    /// it is 0 at the target (so it is admissible too).
    pub fn consistent(&self) -> bool {
        self.inconsistent_moves == 0 && self.at_target == 0.0
    }
}

/// What one A* search from a board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// The boards made by expanding another.
    pub generated: usize,
    /// The boards expanded.
    pub expanded: usize,
    /// The length of the answer found: the distance when the heuristic is
    /// admissible.
    pub length: usize,
}

impl<S, M: Copy> Space<S, M> {
    /// Checks `h`, one value a row, with A* from `samples` boards at each
    /// of `depths` (those no board has are left out), drawn by `seed`. A
    /// move is one of the space's metric: in the multi-tile metric a slide
    /// of one or two cells.
    ///
    /// ```
    /// let space = eight::space(&eight::Board::GOAL)?;
    /// let misplaced: Vec<f64> = space.boards().map(|board| {
    ///     let cells = board.cells();
    ///     let goal = eight::Board::GOAL.cells();
    ///     (0..9).filter(|&i| cells[i] != 0 && cells[i] != goal[i]).count() as f64
    /// }).collect();
    /// let check = space.check_heuristic(&misplaced, 5, 0, &[2, 4, 6])?;
    /// assert!(check.admissible() && check.consistent());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_heuristic(
        &self,
        h: &[f64],
        samples: usize,
        seed: u64,
        depths: &[u8],
    ) -> Result<HeuristicCheck, HeuristicError> {
        checked(self, h, (samples, seed, depths))
    }

    /// One A* search from the board of row `start` to the target with
    /// `h`, one value a row (see the module documentation).
    pub fn astar(&self, start: usize, h: &[f64]) -> Result<Search, HeuristicError> {
        values_of(self, h)?;
        let rows = self.distances().len();
        if start >= rows {
            return Err(HeuristicError::NoRow { row: start, rows });
        }
        Ok(Frontier::new(rows).run(self, start, h))
    }
}

/// Refuses values that are not one a row, or not finite and from 0.
fn values_of<S, M>(space: &Space<S, M>, h: &[f64]) -> Result<(), HeuristicError> {
    let rows = space.distances().len();
    if h.len() != rows {
        return Err(HeuristicError::Length {
            given: h.len(),
            rows,
        });
    }
    match h
        .iter()
        .position(|value| !(value.is_finite() && *value >= 0.0))
    {
        Some(row) => Err(HeuristicError::BadValue { row, value: h[row] }),
        None => Ok(()),
    }
}

/// The check; `sample` is the boards a depth, the seed and the depths.
fn checked<S, M: Copy>(
    space: &Space<S, M>,
    h: &[f64],
    (samples, seed, depths): (usize, u64, &[u8]),
) -> Result<HeuristicCheck, HeuristicError> {
    values_of(space, h)?;
    let distances = space.distances();
    let mut check = HeuristicCheck {
        overestimating: 0,
        overestimates: Vec::new(),
        inconsistent_moves: 0,
        inconsistent: Vec::new(),
        at_target: space.row(&space.target()).map_or(0.0, |row| h[row]),
        ratio: Vec::new(),
        generated: Vec::new(),
        branching: Vec::new(),
    };
    let deepest = distances.iter().copied().max().unwrap_or(0);
    let mut sums = vec![(0.0f64, 0usize); usize::from(deepest) + 1];
    for (row, (&value, &distance)) in h.iter().zip(distances).enumerate() {
        if value > f64::from(distance) {
            check.overestimating += 1;
            if check.overestimates.len() < EXAMPLES {
                check.overestimates.push((row, value, distance));
            }
        }
        if distance > 0 {
            let sum = &mut sums[usize::from(distance)];
            *sum = (sum.0 + value / f64::from(distance), sum.1 + 1);
        }
        for (_, next) in space.moves_from(row) {
            if value > h[next] + 1.0 {
                check.inconsistent_moves += 1;
                if check.inconsistent.len() < EXAMPLES {
                    check.inconsistent.push((row, next, value, h[next]));
                }
            }
        }
    }
    let mut rng = SplitMix64::new(seed);
    let mut at_depth: Vec<Vec<usize>> = vec![Vec::new(); usize::from(deepest) + 1];
    for (row, &distance) in distances.iter().enumerate() {
        at_depth[usize::from(distance)].push(row);
    }
    let mut search = Frontier::new(space.distances().len());
    for depth in 1..=deepest {
        let (sum, count) = sums[usize::from(depth)];
        check.ratio.push((depth, sum / count as f64));
    }
    for &depth in depths {
        let Some(rows) = at_depth.get(usize::from(depth)).filter(|_| depth > 0) else {
            continue;
        };
        if samples == 0 || rows.is_empty() {
            continue;
        }
        let mut generated = 0;
        for _ in 0..samples {
            let start = rows[rng.below(rows.len() as u64) as usize];
            generated += search.run(space, start, h).generated;
        }
        let mean = generated as f64 / samples as f64;
        check.generated.push((depth, mean));
        check
            .branching
            .push((depth, effective_branching(mean, depth)));
    }
    Ok(check)
}

/// b* such that `generated` + 1 = 1 + b* + b*^2 + ... + b*^depth, by
/// bisection.
fn effective_branching(generated: f64, depth: u8) -> f64 {
    let total = |b: f64| {
        (0..=depth)
            .fold((0.0, 1.0), |(sum, power), _| (sum + power, power * b))
            .0
    };
    let (mut low, mut high) = (0.0f64, generated.max(1.0) + 1.0);
    for _ in 0..100 {
        let mid = (low + high) / 2.0;
        if total(mid) < generated + 1.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    (low + high) / 2.0
}

/// A board on the frontier.
struct Entry {
    f: f64,
    /// Its place in the order boards were put on the frontier.
    made: u64,
    row: u32,
    g: u32,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Entry {}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The heap's greatest is the smallest f, then the newest.
impl Ord for Entry {
    fn cmp(&self, other: &Self) -> Ordering {
        other.f.total_cmp(&self.f).then(self.made.cmp(&other.made))
    }
}

/// What A* keeps, reused search after search: each row's best g so far
/// and whether it was expanded, valid only where stamped with the current
/// search, so nothing is cleared between searches.
struct Frontier {
    heap: BinaryHeap<Entry>,
    best: Vec<u32>,
    stamp: Vec<u32>,
    expanded: Vec<u32>,
    search: u32,
}

impl Frontier {
    fn new(rows: usize) -> Frontier {
        Frontier {
            heap: BinaryHeap::new(),
            best: vec![0; rows],
            stamp: vec![0; rows],
            expanded: vec![0; rows],
            search: 0,
        }
    }

    fn run<S, M: Copy>(&mut self, space: &Space<S, M>, start: usize, h: &[f64]) -> Search {
        self.search += 1;
        self.heap.clear();
        let mut search = Search {
            generated: 0,
            expanded: 0,
            length: 0,
        };
        let mut made = 0;
        self.put(start, 0, h, &mut made);
        while let Some(Entry { row, g, .. }) = self.heap.pop() {
            let row = row as usize;
            if self.expanded[row] == self.search || self.best[row] < g {
                continue;
            }
            if space.distances()[row] == 0 {
                search.length = g as usize;
                break;
            }
            self.expanded[row] = self.search;
            search.expanded += 1;
            for (_, next) in space.moves_from(row) {
                search.generated += 1;
                let known = self.stamp[next] == self.search;
                if self.expanded[next] != self.search && !(known && self.best[next] <= g + 1) {
                    self.put(next, g + 1, h, &mut made);
                }
            }
        }
        search
    }

    fn put(&mut self, row: usize, g: u32, h: &[f64], made: &mut u64) {
        self.stamp[row] = self.search;
        self.best[row] = g;
        *made += 1;
        self.heap.push(Entry {
            f: f64::from(g) + h[row],
            made: *made,
            row: row as u32,
            g,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Move};
    use alloc::string::ToString;

    #[test]
    fn b_star_solves_the_sum() {
        // 1 + 2 + 4 + 8 = 15 boards generated at depth 3 with b* = 2.
        assert!((effective_branching(14.0, 3) - 2.0).abs() < 1e-9);
        assert!((effective_branching(3.0, 3) - 1.0).abs() < 1e-9);
    }

    /// The sum of the tiles' Manhattan distances to the goal, times `k`.
    fn manhattan(space: &Space, k: f64) -> Vec<f64> {
        let tiles = |board: &Board| {
            board
                .cells()
                .into_iter()
                .enumerate()
                .filter(|&(_, t)| t != 0)
        };
        let each = |(cell, tile): (usize, u8)| {
            let home = usize::from(tile - 1);
            (home / 3).abs_diff(cell / 3) + (home % 3).abs_diff(cell % 3)
        };
        let sum = |board: &Board| tiles(board).map(each).sum::<usize>() as f64 * k;
        space.boards().map(|board| sum(&board)).collect()
    }

    #[test]
    fn an_admissible_heuristic_finds_the_distance_and_a_larger_one_is_caught() {
        let space = crate::space(&Board::GOAL).expect("tables");
        let h2 = manhattan(&space, 1.0);
        let check = space
            .check_heuristic(&h2, 3, 7, &[1, 2, 20, 31, 40])
            .expect("values");
        assert!(check.admissible() && check.consistent());
        assert_eq!(
            check.generated.iter().map(|g| g.0).collect::<Vec<_>>(),
            [1, 2, 20, 31]
        );
        assert_eq!(check.ratio.len(), 31);
        // One move from the goal: the start's two or three children.
        assert!((2.0..=3.0).contains(&check.generated[0].1));
        for row in (0..space.distances().len()).step_by(4099) {
            let search = space.astar(row, &h2).expect("values");
            assert_eq!(search.length, usize::from(space.distances()[row]));
            assert!(search.generated >= search.length && search.expanded >= search.length);
        }
        let doubled = manhattan(&space, 2.0);
        let check = space.check_heuristic(&doubled, 0, 0, &[]).expect("values");
        assert!(!check.admissible() && !check.consistent());
        let overestimating = (0..doubled.len())
            .filter(|&row| doubled[row] > f64::from(space.distances()[row]))
            .count();
        assert_eq!(check.overestimating, overestimating);
        assert_eq!(check.overestimates.len(), EXAMPLES);
        for &(row, value, distance) in &check.overestimates {
            assert_eq!((value, distance), (doubled[row], space.distances()[row]));
            assert!(value > f64::from(distance));
        }
        for &(row, next, here, there) in &check.inconsistent {
            assert_eq!((here, there), (doubled[row], doubled[next]));
            assert!(here > there + 1.0);
        }
        // Every move that drops it by more than one, counted here again.
        let mut drops = 0;
        for (row, board) in space.boards().enumerate() {
            for next in Move::ALL.into_iter().filter_map(|mv| board.apply(mv)) {
                let next = space.row(&next).expect("same parity");
                drops += usize::from(doubled[row] > doubled[next] + 1.0);
            }
        }
        assert!(drops > 0);
        assert_eq!(check.inconsistent_moves, drops);
        // Each depth's mean of h / distance, computed here again.
        for &(depth, ratio) in &check.ratio {
            let at: Vec<usize> = (0..doubled.len())
                .filter(|&row| space.distances()[row] == depth)
                .collect();
            let sum: f64 = at.iter().map(|&row| doubled[row] / f64::from(depth)).sum();
            assert!((ratio - sum / at.len() as f64).abs() < 1e-12, "{depth}");
        }
        assert_eq!(check.ratio.first().map(|r| r.1), Some(2.0));
        // Where h overestimates, A* may stop at a longer answer; never shorter.
        let search = space.astar(
            space
                .distances()
                .iter()
                .position(|&d| d == 31)
                .expect("far"),
            &doubled,
        );
        assert!(search.expect("values").length >= 31);
    }

    #[test]
    fn values_that_are_not_one_a_row_of_finite_numbers_from_0_are_refused() {
        let space = crate::space(&Board::GOAL).expect("tables");
        let mut h = vec![0.0; space.distances().len()];
        assert_eq!(
            space.check_heuristic(&h[1..], 1, 0, &[]),
            Err(HeuristicError::Length {
                given: h.len() - 1,
                rows: h.len()
            })
        );
        for bad in [-1.0, f64::INFINITY] {
            h[5] = bad;
            assert_eq!(
                space.check_heuristic(&h, 1, 0, &[]),
                Err(HeuristicError::BadValue { row: 5, value: bad })
            );
        }
        h[5] = 0.0;
        let rows = h.len();
        assert_eq!(
            space.astar(rows, &h),
            Err(HeuristicError::NoRow { row: rows, rows })
        );
        h[5] = f64::NAN;
        let refused = space.astar(0, &h);
        assert!(matches!(
            refused,
            Err(HeuristicError::BadValue { row: 5, .. })
        ));
        // The words every binding shows.
        let words = |e: HeuristicError| e.to_string();
        assert_eq!(
            refused.map_err(words),
            Err("a heuristic's value is a finite number from 0 up, not NaN".to_string())
        );
        let short = HeuristicError::Length { given: 5, rows };
        assert_eq!(
            words(short),
            "a heuristic has one value a row: 181440, not 5"
        );
        let far = HeuristicError::NoRow { row: rows, rows };
        assert_eq!(words(far), "no row 181440: a space has rows 0 to 181439");
    }
}
