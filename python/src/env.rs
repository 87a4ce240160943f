//! The engine under `eight_solver.env`: the boards of one environment or of
//! thousands, reset, stepped and rewarded in one call without the GIL. The
//! Python side checks its arguments' types and shapes and makes the
//! Gymnasium objects; every distance and best action comes from the space
//! of the target (`eight::space`), made once.

use std::sync::Arc;

use eight::Board;
use eight::generate::SplitMix64;
use eight::messages;
use eight::mtm::Slide;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

use crate::arrays::array;
use crate::boards::{Argument, board_from, solve_error};
use crate::whole::{Rows, rows_of};

/// Everything the environments of one target and metric read: the space,
/// each row's best actions as bits, where each action leads, and the rows
/// in order of distance, so that a range of distances is one run of rows
/// to draw from.
struct Known {
    whole: Rows,
    /// The board of each row (the space keeps none): a step shows one.
    boards: Vec<Board>,
    /// `after[row * actions + a]`: the row action `a` leads to from `row`
    /// (`row` itself when the action would leave the board). A step is
    /// then one look-up, not a board moved and ranked again.
    after: Vec<u32>,
    /// Bit `a` set when action `a` leads one move closer.
    best: Vec<u8>,
    /// Every row, by distance (rows of one distance in row order).
    by_distance: Vec<u32>,
    /// The rows at distance `d` are `by_distance[starts[d]..starts[d + 1]]`.
    starts: Vec<usize>,
    /// 4, or 8 in the multi-tile metric.
    actions: usize,
}

impl Known {
    fn farthest(&self) -> usize {
        self.starts.len() - 2
    }

    /// The bits of the actions that stay on the board from `row`: those
    /// that lead to another row.
    fn legal(&self, row: usize) -> u8 {
        let leads = &self.after[row * self.actions..][..self.actions];
        (0..).zip(leads).fold(0, |bits, (action, &next)| {
            bits | u8::from(next as usize != row) << action
        })
    }
}

/// The space of one target in one metric, ready for environments; shared
/// by every environment made for it.
#[pyclass(frozen, module = "eight_solver", name = "_Oracle")]
pub(crate) struct Oracle {
    known: Arc<Known>,
}

#[pymethods]
impl Oracle {
    #[new]
    #[pyo3(signature = (target, metric))]
    fn new(py: Python<'_>, target: Option<&Bound<'_, PyAny>>, metric: &str) -> PyResult<Oracle> {
        let (target, metric, whole) = rows_of(py, target, metric)?;
        // Action `a` is the slide numbered `a` (`Slide::from_code`).
        let actions = metric.all_moves().len();
        // The space's moves come in ASCII order; an action is a slide's
        // code.
        let codes: Vec<usize> = metric
            .all_moves()
            .iter()
            .map(|s| usize::from(s.code()))
            .collect();
        let (after, boards) = py.detach(|| {
            // Each row's moves put in the order of their codes where they
            // are: a second table would cost as much again in new memory.
            let mut after = whole.rows_after();
            for row in after.chunks_exact_mut(actions) {
                let mut in_order = [0; 8];
                for (to, &next) in in_order.iter_mut().zip(&*row) {
                    *to = next;
                }
                for (&code, &next) in codes.iter().zip(&in_order) {
                    if let Some(to) = row.get_mut(code) {
                        *to = next;
                    }
                }
            }
            (after, Board::every_of_parity(target.is_even()))
        });
        let distances = whole.distances();
        let farthest = distances.iter().copied().max().map_or(0, usize::from);
        let mut starts = vec![0; farthest + 2];
        for &d in distances {
            starts[usize::from(d) + 1] += 1;
        }
        for d in 1..starts.len() {
            starts[d] += starts[d - 1];
        }
        let mut next = starts.clone();
        let mut by_distance = vec![0; distances.len()];
        for (row, &d) in (0u32..).zip(distances) {
            by_distance[next[usize::from(d)]] = row;
            next[usize::from(d)] += 1;
        }
        Ok(Oracle {
            known: Arc::new(Known {
                best: whole.best().iter().map(|best| best.bits()).collect(),
                whole,
                boards,
                after,
                by_distance,
                starts,
                actions,
            }),
        })
    }

    /// The largest distance of any board to the target.
    #[getter]
    fn farthest(&self) -> usize {
        self.known.farthest()
    }

    /// The number of actions: 4, or 8 in the multi-tile metric.
    #[getter]
    fn actions(&self) -> usize {
        self.known.actions
    }
}

/// What a step earns.
#[derive(Clone, Copy)]
enum Reward {
    /// -1 a move.
    Step,
    /// The distance before the move less the distance after it.
    Distance,
    /// 1 on the move that reaches the target, else 0.
    Sparse,
}

/// The boards of `count` environments of one oracle, each with its own
/// generator, its steps so far and whether its episode has ended.
#[pyclass(module = "eight_solver", name = "_Puzzles")]
pub(crate) struct Puzzles {
    known: Arc<Known>,
    rows: Vec<u32>,
    steps: Vec<u32>,
    generators: Vec<SplitMix64>,
    ended: Vec<bool>,
    /// The distances that a reset without a range of its own, and so an
    /// autoreset, draws from (inclusive).
    usual: (usize, usize),
    reward: Reward,
    /// Steps before an episode is truncated; 0 for never.
    max_steps: u32,
    /// Whether an illegal action is refused (otherwise the board stays
    /// and the step counts).
    refuse_illegal: bool,
    /// Whether the step after an episode's end resets it (Gymnasium's
    /// vector environments, "next step" autoreset).
    autoreset: bool,
}

/// What a reset or a step returns: the boards (uint8, (N, 9)), the rewards
/// (float64), terminated and truncated (bool), the distances (int8), the
/// legal and the best actions (int8, (N, actions)).
type Outputs<'py> = Bound<'py, PyTuple>;

/// What `step_one` returns: the cells, the reward, terminated, truncated,
/// the distance, and the legal and best actions as bits.
type OneStep<'py> = (Bound<'py, PyBytes>, f64, bool, bool, u8, u8, u8);

#[pymethods]
impl Puzzles {
    #[new]
    #[pyo3(signature = (oracle, count, distances, reward, max_steps, illegal, autoreset))]
    fn new(
        oracle: &Oracle,
        count: usize,
        distances: (i64, i64),
        reward: &str,
        max_steps: u32,
        illegal: &str,
        autoreset: bool,
    ) -> PyResult<Puzzles> {
        let reward = match reward {
            "step" => Reward::Step,
            "distance" => Reward::Distance,
            "sparse" => Reward::Sparse,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "reward must be 'step', 'distance' or 'sparse', not {reward:?}"
                )));
            }
        };
        let refuse_illegal = match illegal {
            "stay" => false,
            "refuse" => true,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "illegal must be 'stay' or 'refuse', not {illegal:?}"
                )));
            }
        };
        let known = Arc::clone(&oracle.known);
        Ok(Puzzles {
            usual: known.range(distances)?,
            rows: vec![0; count],
            steps: vec![0; count],
            generators: vec![SplitMix64::new(0); count],
            ended: vec![false; count],
            known,
            reward,
            max_steps,
            refuse_illegal,
            autoreset,
        })
    }

    /// Starts the episodes of the environments in `only` (all when None):
    /// at `board` when one is given, else at a board drawn uniformly among
    /// those `distances` (inclusive; the usual ones when None) from the
    /// target.
    /// Each of `seeds` that is not None starts its environment's generator
    /// again first. Nothing changes when an argument is refused.
    #[pyo3(signature = (distances = None, board = None, only = None, seeds = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        distances: Option<(i64, i64)>,
        board: Option<&Bound<'py, PyAny>>,
        only: Option<Vec<bool>>,
        seeds: Option<Vec<Option<u64>>>,
    ) -> PyResult<Outputs<'py>> {
        let range = match distances {
            Some(distances) => self.known.range(distances)?,
            None => self.usual,
        };
        let start = match board {
            Some(board) => {
                let board = board_from(board, Argument::Board)?;
                let target = self.known.whole.target();
                let row =
                    self.known.whole.row(&board).ok_or_else(|| {
                        solve_error(eight::SolveError::Unsolvable, &board, &target)
                    })?;
                Some(row as u32)
            }
            None => None,
        };
        let count = self.rows.len();
        if only.as_ref().is_some_and(|only| only.len() != count) {
            return Err(PyValueError::new_err(format!(
                "reset_mask must have one entry an environment ({count})"
            )));
        }
        if seeds.as_ref().is_some_and(|seeds| seeds.len() != count) {
            return Err(PyValueError::new_err(format!(
                "seeds must have one entry an environment ({count})"
            )));
        }
        for (generator, seed) in self.generators.iter_mut().zip(seeds.into_iter().flatten()) {
            if let Some(seed) = seed {
                *generator = SplitMix64::new(seed);
            }
        }
        for i in 0..self.rows.len() {
            if only.as_ref().is_none_or(|only| only[i]) {
                self.rows[i] = match start {
                    Some(row) => row,
                    None => self.draw(i, range),
                };
                self.steps[i] = 0;
                self.ended[i] = false;
            }
        }
        let rewards = vec![0.0; self.rows.len()];
        let ends = vec![false; self.rows.len()];
        self.outputs(py, &rewards, &ends, &ends)
    }

    /// One step of every environment, `actions` one byte each.
    fn step<'py>(&mut self, py: Python<'py>, actions: &[u8]) -> PyResult<Outputs<'py>> {
        if actions.len() != self.rows.len() {
            return Err(PyValueError::new_err(format!(
                "{} actions for {} environments",
                actions.len(),
                self.rows.len()
            )));
        }
        self.check(actions)?;
        let count = self.rows.len();
        let mut rewards = vec![0.0; count];
        let mut terminated = vec![false; count];
        let mut truncated = vec![false; count];
        py.detach(|| {
            for (i, &action) in actions.iter().enumerate() {
                (rewards[i], terminated[i], truncated[i]) = self.advance(i, action);
            }
        });
        self.outputs(py, &rewards, &terminated, &truncated)
    }

    /// One step of the first environment, for a single one, in plain
    /// values (arrays cost more than the step): its cells, the reward,
    /// terminated, truncated, the distance, and the legal and best actions
    /// as bits.
    fn step_one<'py>(&mut self, py: Python<'py>, action: u8) -> PyResult<OneStep<'py>> {
        if self.rows.is_empty() {
            return Err(PyValueError::new_err("there are no environments to step"));
        }
        self.check(&[action])?;
        let (reward, terminated, truncated) = self.advance(0, action);
        let known = &*self.known;
        let row = self.rows[0] as usize;
        let board = &known.boards[row];
        Ok((
            PyBytes::new(py, &board.cells()),
            reward,
            terminated,
            truncated,
            known.whole.distances()[row],
            known.legal(row),
            known.best[row],
        ))
    }
}

impl Known {
    /// The distances `lowest` to `highest`, when boards are that far.
    fn range(&self, (lowest, highest): (i64, i64)) -> PyResult<(usize, usize)> {
        let farthest = self.farthest();
        let range = usize::try_from(lowest)
            .ok()
            .zip(usize::try_from(highest).ok());
        range
            .filter(|&(l, h)| l <= h && h <= farthest)
            .ok_or_else(|| {
                let asked = if lowest == highest {
                    format!("distance {lowest} is")
                } else {
                    format!("distances {lowest} to {highest} are")
                };
                PyValueError::new_err(format!(
                    "{asked} out of range: the boards are 0 to {farthest} moves from the target"
                ))
            })
    }

    fn distance(&self, row: usize) -> f64 {
        f64::from(self.whole.distances()[row])
    }
}

impl Puzzles {
    /// Environment `i` takes `action` (checked), or starts again when its
    /// episode ended and the environments autoreset: the reward,
    /// terminated and truncated.
    fn advance(&mut self, i: usize, action: u8) -> (f64, bool, bool) {
        if self.autoreset && self.ended[i] {
            self.rows[i] = self.draw(i, self.usual);
            self.steps[i] = 0;
            self.ended[i] = false;
            return (0.0, false, false);
        }
        let known = &*self.known;
        let row = self.rows[i] as usize;
        let next = known.after[row * known.actions + usize::from(action)] as usize;
        let (before, after) = (known.distance(row), known.distance(next));
        let reward = match self.reward {
            Reward::Step => -1.0,
            Reward::Distance => before - after,
            Reward::Sparse => f64::from(u8::from(after == 0.0)),
        };
        self.rows[i] = next as u32;
        self.steps[i] = self.steps[i].saturating_add(1);
        let terminated = after == 0.0;
        let truncated = !terminated && self.max_steps > 0 && self.steps[i] >= self.max_steps;
        self.ended[i] = terminated || truncated;
        (reward, terminated, truncated)
    }

    /// A row drawn by environment `i`'s generator among the rows at the
    /// distances `lowest` to `highest`.
    fn draw(&mut self, i: usize, (lowest, highest): (usize, usize)) -> u32 {
        let known = &*self.known;
        let first = known.starts[lowest];
        let span = known.starts[highest + 1] - first;
        let at = first + self.generators[i].below(span as u64) as usize;
        known.by_distance[at]
    }

    /// Refuses an action out of range, and an illegal one when the
    /// environments refuse them, before any board moves.
    fn check(&self, actions: &[u8]) -> PyResult<()> {
        let known = &*self.known;
        for (i, &action) in actions.iter().enumerate() {
            let action = usize::from(action);
            if action >= known.actions {
                return Err(PyValueError::new_err(format!(
                    "action {action} of environment {i} is out of range: the actions are 0 to {}",
                    known.actions - 1
                )));
            }
            let resets = self.autoreset && self.ended[i];
            let row = self.rows[i] as usize;
            if self.refuse_illegal && !resets && known.legal(row) >> action & 1 == 0 {
                let board = &known.boards[row];
                return Err(PyValueError::new_err(format!(
                    "action {action} ({}) of environment {i} is illegal on {board}: it {}",
                    Slide::from_code(action as u8).map_or_else(String::new, |s| s.to_string()),
                    messages::OFF_THE_BOARD
                )));
            }
        }
        Ok(())
    }

    fn outputs<'py>(
        &self,
        py: Python<'py>,
        rewards: &[f64],
        terminated: &[bool],
        truncated: &[bool],
    ) -> PyResult<Outputs<'py>> {
        let known = &*self.known;
        let count = self.rows.len();
        let mut boards = Vec::with_capacity(count * 9);
        let mut distances = Vec::with_capacity(count);
        let mut legal = Vec::with_capacity(count * known.actions);
        let mut best = Vec::with_capacity(count * known.actions);
        for &row in &self.rows {
            let row = row as usize;
            boards.extend(known.boards[row].cells());
            distances.push(known.whole.distances()[row]);
            let (legal_bits, best_bits) = (known.legal(row), known.best[row]);
            for action in 0..known.actions {
                legal.push(legal_bits >> action & 1);
                best.push(best_bits >> action & 1);
            }
        }
        let rewards: Vec<u8> = rewards.iter().flat_map(|r| r.to_ne_bytes()).collect();
        let flags = |values: &[bool]| values.iter().map(|&v| u8::from(v)).collect::<Vec<u8>>();
        let shape = [count, known.actions];
        PyTuple::new(
            py,
            [
                array(py, &boards, "B", &[count, 9])?,
                array(py, &rewards, "d", &[count])?,
                array(py, &flags(terminated), "?", &[count])?,
                array(py, &flags(truncated), "?", &[count])?,
                array(py, &distances, "b", &[count])?,
                array(py, &legal, "b", &shape)?,
                array(py, &best, "b", &shape)?,
            ],
        )
    }
}
