//! Every shortest answer, not only the one the judges want: how many there
//! are, each of them in ASCII order, every move that keeps a player on
//! one, and each move's neighbour. No search happens here either: each
//! board on the way is told one move closer from the others by the
//! tables, and nothing is kept on a heap.
//!
//! Written once for both metrics, over a target's [`Distances`] in either
//! (see `queries`): the public functions here answer the single-tile
//! metric, and `Metric`'s the metric it names.

use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, MAX_MOVES, Move};
use crate::error::TableError;
use crate::rules::{Rules, SingleTile};
use crate::tables::{Distances, EmbeddedDistances, MetricTables, StepOf, StepsOf};

/// What [`best_moves`] tells: how far the target is, and every move that
/// brings the board one move closer. (`S` is [`MoveSet`], or in the
/// multi-tile metric `mtm::BestSlides`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMoves<S = MoveSet> {
    /// Moves left to the target.
    pub distance: usize,
    /// Every move whose board is one move closer to the target; empty
    /// when the board is the target.
    pub moves: S,
}

impl<S> BestMoves<S> {
    /// The same moves told another way.
    #[cfg(feature = "mtm")]
    pub(crate) fn told<T>(self, each: impl FnOnce(S) -> T) -> BestMoves<T> {
        BestMoves {
            distance: self.distance,
            moves: each(self.moves),
        }
    }
}

/// The distance to `target` and every best next move: each letter whose
/// neighbour is one step closer. The first of them is [`crate::hint`]'s.
///
/// ```
/// let board: eight::Board = "x12345678".parse()?;
/// let best = eight::best_moves(&board, &eight::Board::GOAL)?;
/// assert_eq!(best.distance, 22);
/// let letters: String = best.moves.iter().map(|mv| mv.letter() as char).collect();
/// assert_eq!(letters, "dr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_moves(board: &Board, target: &Board) -> Result<BestMoves, SolveError> {
    best_moves_of::<SingleTile>(board, target)
}

/// The distance of `board` in `distances`, its closer moves, and where
/// the board stands (what its neighbours are read from, found once).
fn best_and_position<D: Distances>(
    distances: &D,
    board: &Board,
) -> Result<(BestMoves<StepsOf<D>>, D::Position), SolveError> {
    let distance = distances.exact(board)?;
    let at = distances.position(board)?;
    let moves = distances.closer(&at, distance, D::Rules::NO_STEPS)?;
    if (moves == D::Rules::NO_STEPS) != (distance == 0) {
        return Err(TableError::Walk.into());
    }
    Ok((BestMoves { distance, moves }, at))
}

/// A move the blank can make, the board after it, and that board's
/// distance to the target (see [`neighbours`]). (`M` is [`Move`], or in
/// the multi-tile metric `mtm::Slide`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Neighbour<M = Move> {
    /// The move.
    pub mv: M,
    /// The board after it.
    pub board: Board,
    /// That board's distance to the target: one less than the board's
    /// own (a best move) or one more; in the multi-tile metric it may
    /// also be the same.
    pub distance: usize,
}

/// Every move the blank can make from `board`, in `d`, `l`, `r`, `u`
/// order, with the board after it and that board's distance to `target`.
///
/// ```
/// let board: eight::Board = "12345x786".parse()?;
/// let moves: Vec<String> = eight::neighbours(&board, &eight::Board::GOAL)?
///     .map(|n| format!("{} {} {}", n.mv, n.board, n.distance))
///     .collect();
/// assert_eq!(moves, ["d 12345678x 0", "l 1234x5786 2", "u 12x453786 2"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn neighbours(board: &Board, target: &Board) -> Result<Neighbours, SolveError> {
    neighbours_of::<SingleTile>(board, target)
}

/// The neighbours of `board` in `distances`, by each move of the metric
/// in order.
pub(crate) fn neighbours_in<D: Distances>(
    distances: &D,
    board: &Board,
) -> Result<Neighbours<StepOf<D>>, SolveError> {
    let (best, at) = best_and_position(distances, board)?;
    let mut found = [None; MAX_NEIGHBOURS];
    for (slot, &mv) in found.iter_mut().zip(D::Rules::ALL) {
        let Some(next) = D::Rules::apply(mv, board) else {
            continue;
        };
        let closer = D::Rules::contains(best.moves, mv);
        let distance = distances
            .distance_after(&at, best.distance, mv, closer)
            .ok_or(TableError::Walk)?;
        *slot = Some(Neighbour {
            mv,
            board: next,
            distance,
        });
    }
    Ok(Neighbours { found, next: 0 })
}

/// The most moves from one board: four letters, each of one or two
/// cells in the multi-tile metric.
const MAX_NEIGHBOURS: usize = 8;

/// The neighbours of a board, in ASCII order of their moves (see
/// [`neighbours`]).
#[derive(Clone, Debug)]
pub struct Neighbours<M = Move> {
    found: [Option<Neighbour<M>>; MAX_NEIGHBOURS],
    next: usize,
}

impl<M: Copy> Neighbours<M> {
    /// The same neighbours, each told another way.
    #[cfg(feature = "mtm")]
    pub(crate) fn told<N>(self, each: impl Fn(Neighbour<M>) -> Neighbour<N>) -> Neighbours<N> {
        Neighbours {
            found: self.found.map(|slot| slot.map(&each)),
            next: self.next,
        }
    }
}

impl<M: Copy> Iterator for Neighbours<M> {
    type Item = Neighbour<M>;

    fn next(&mut self) -> Option<Neighbour<M>> {
        while let Some(slot) = self.found.get(self.next) {
            self.next += 1;
            if slot.is_some() {
                return *slot;
            }
        }
        None
    }
}

/// The number of distinct shortest move strings from `board` to `target`:
/// at most 64 to the goal (each of the two boards 31 moves away has 40),
/// and at most 86 for any pair (to a target with its blank on an edge).
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// assert_eq!(eight::count_solutions(&board, &eight::Board::GOAL)?, 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn count_solutions(board: &Board, target: &Board) -> Result<u64, SolveError> {
    count_solutions_of::<SingleTile>(board, target)
}

/// The number of answers from `board` in `distances`.
pub(crate) fn count_in<D: Distances>(distances: D, board: &Board) -> Result<u64, SolveError> {
    let mut count = 0;
    for solution in Listing::new(distances, board)? {
        solution?;
        count += 1;
    }
    Ok(count)
}

/// Every shortest move string from `board` to `target`, in ASCII order;
/// the first is [`crate::solve_pair`]'s. The iterator holds one path and
/// the boards along it (no heap); an item is an error only when a table is
/// damaged, and nothing follows it.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// let all: Vec<String> = eight::solutions(&board, &eight::Board::GOAL)?
///     .map(|path| path.map(|path| path.as_str().to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(all[0], "dlurullddrurdllurdr");
/// assert_eq!(all.len(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solutions(board: &Board, target: &Board) -> Result<Solutions, SolveError> {
    Ok(Solutions(solutions_of::<SingleTile>(board, target)?))
}

/// Every shortest answer of one pair, in ASCII order (see [`solutions`]).
pub struct Solutions(Listing<EmbeddedDistances>);

impl Solutions {
    /// The length of every answer.
    pub fn distance(&self) -> usize {
        self.0.length
    }
}

impl Iterator for Solutions {
    type Item = Result<Path, TableError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next()
    }
}

/// Every answer of one pair in the metric of `D`, in ASCII order: a
/// depth-first search of the boards on shortest ways only, so every
/// branch ends at the target. Nothing is kept on a heap.
pub(crate) struct Listing<D: Distances> {
    distances: D,
    /// The distance: every answer's number of moves.
    pub(crate) length: usize,
    /// Where the current path stands after each of its moves:
    /// `positions[k]` after `k` moves.
    positions: [D::Position; MAX_MOVES + 1],
    /// For each depth, the closer moves from there not yet taken.
    left: [<D::Rules as Rules>::Choices; MAX_MOVES + 1],
    /// The move taken at each depth of the current path.
    taken: [Option<StepOf<D>>; MAX_MOVES],
    path: <D::Rules as Rules>::Path,
    /// The moves of `path`, as the metric counts them.
    depth: usize,
    state: State,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Nothing handed out yet.
    First,
    /// `path` was handed out last; the next one follows it.
    After,
    /// Every answer, or an error, was handed out.
    Done,
}

impl<D: Distances> Listing<D> {
    /// The answers from `board` in `distances`.
    pub(crate) fn new(distances: D, board: &Board) -> Result<Listing<D>, SolveError> {
        let length = distances.exact(board)?;
        let start = distances.position(board)?;
        let first = distances.closer(&start, length, D::Rules::NO_STEPS)?;
        let first = D::Rules::choices(first, None);
        Ok(Listing {
            distances,
            length,
            positions: [start; MAX_MOVES + 1],
            left: [first; MAX_MOVES + 1],
            taken: [None; MAX_MOVES],
            path: D::Rules::EMPTY,
            depth: 0,
            state: State::First,
        })
    }

    /// Moves down from the current path to the next whole answer, taking
    /// the closer moves in order at each depth and backing up when a board
    /// has none left.
    fn advance(&mut self) -> Result<Option<<D::Rules as Rules>::Path>, TableError> {
        let mut depth = self.depth;
        loop {
            if depth == self.length {
                if !self.distances.at_target(&self.positions[depth]) {
                    return Err(TableError::Walk);
                }
                if self.state == State::First {
                    self.depth = depth;
                    return Ok(Some(self.path));
                }
                // Back up from the answer handed out last.
                self.state = State::First;
                let Some(up) = self.back_up(depth) else {
                    return Ok(None);
                };
                depth = up;
                continue;
            }
            let Some(choice) = D::Rules::take_first(&mut self.left[depth]) else {
                let Some(up) = self.back_up(depth) else {
                    return Ok(None);
                };
                depth = up;
                continue;
            };
            let step = D::Rules::step_of(choice);
            let next = self
                .distances
                .step(&self.positions[depth], step)
                .ok_or(TableError::Walk)?;
            let closer = self
                .distances
                .closer(
                    &next,
                    self.length - depth - 1,
                    D::Rules::farther_after(step),
                )
                .map_err(|e| match e {
                    SolveError::Table(e) => e,
                    // Every board on a way to the target reaches it.
                    _ => TableError::Walk,
                })?;
            let (Some(slot), Some(left)) =
                (self.taken.get_mut(depth), self.left.get_mut(depth + 1))
            else {
                return Err(TableError::Walk);
            };
            *slot = Some(step);
            *left = D::Rules::choices(closer, Some(choice));
            self.positions[depth + 1] = next;
            if !D::Rules::push(&mut self.path, step) {
                return Err(TableError::Walk);
            }
            depth += 1;
        }
    }

    /// Takes the last move of the path, `depth` moves long, off: the
    /// depth above, or `None` at the start.
    fn back_up(&mut self, depth: usize) -> Option<usize> {
        let up = depth.checked_sub(1)?;
        D::Rules::pop(&mut self.path, (*self.taken.get(up)?)?);
        Some(up)
    }
}

impl<D: Distances> Iterator for Listing<D> {
    type Item = Result<<D::Rules as Rules>::Path, TableError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.state == State::Done {
            return None;
        }
        let found = self.advance();
        self.state = match found {
            Ok(Some(_)) => State::After,
            _ => State::Done,
        };
        found.transpose()
    }
}

/// The distance to `target` and every move one move closer.
pub(crate) fn best_moves_of<M: MetricTables>(
    board: &Board,
    target: &Board,
) -> Result<BestMoves<M::Steps>, SolveError> {
    Ok(best_and_position(&M::distances(target)?, board)?.0)
}

/// Every move from `board`, the board after it and that board's distance
/// to `target`.
pub(crate) fn neighbours_of<M: MetricTables>(
    board: &Board,
    target: &Board,
) -> Result<Neighbours<M::Step>, SolveError> {
    neighbours_in(&M::distances(target)?, board)
}

/// How many answers of the fewest moves lead from `start` to `target`.
pub(crate) fn count_solutions_of<M: MetricTables>(
    start: &Board,
    target: &Board,
) -> Result<u64, SolveError> {
    count_in(M::distances(target)?, start)
}

/// Every answer of the fewest moves from `start` to `target`, in ASCII
/// order.
pub(crate) fn solutions_of<M: MetricTables>(
    start: &Board,
    target: &Board,
) -> Result<Listing<M::Distances>, SolveError> {
    Listing::new(M::distances(target)?, start)
}
