//! Every shortest answer, not only the one the judges want: how many there
//! are, each of them in ASCII order, and every move that keeps a player on
//! one. No search happens here either: each board on the way is told one
//! step closer from one step farther by the tables, and nothing is kept
//! on a heap.

use crate::answer::{MoveSet, Path, SolveError};
use crate::board::{Board, MAX_MOVES, Move};
use crate::error::TableError;
use crate::tables::{self, Distances, EmbeddedDistances};

/// What [`best_moves`] tells: how far the target is, and every move that
/// brings the board one step closer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMoves {
    /// Moves left to the target.
    pub distance: usize,
    /// Every move whose board is one step closer to the target; empty
    /// when the board is the target.
    pub moves: MoveSet,
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
    let distances = tables::distances(target)?;
    let distance = distances.exact(board)?;
    let moves = distances.closer(&distances.position(board)?, distance, MoveSet::EMPTY)?;
    if moves.is_empty() != (distance == 0) {
        return Err(TableError::Walk.into());
    }
    Ok(BestMoves { distance, moves })
}

/// A move the blank can make, the board after it, and that board's
/// distance to the target (see [`neighbours`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Neighbour {
    /// The move.
    pub mv: Move,
    /// The board after it.
    pub board: Board,
    /// That board's distance to the target: one less than the board's
    /// own (a best move) or one more.
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
    let best = best_moves(board, target)?;
    let mut found = [None; 4];
    for (slot, mv) in found.iter_mut().zip(Move::ALL) {
        *slot = board.apply(mv).map(|next| Neighbour {
            mv,
            board: next,
            distance: if best.moves.contains(mv) {
                best.distance - 1
            } else {
                best.distance + 1
            },
        });
    }
    Ok(Neighbours { found, next: 0 })
}

/// The neighbours of a board, in `d`, `l`, `r`, `u` order (see
/// [`neighbours`]).
#[derive(Clone, Debug)]
pub struct Neighbours {
    found: [Option<Neighbour>; 4],
    next: usize,
}

impl Iterator for Neighbours {
    type Item = Neighbour;

    fn next(&mut self) -> Option<Neighbour> {
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
    let mut count = 0;
    for solution in solutions(board, target)? {
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
    let distances = tables::distances(target)?;
    let length = distances.exact(board)?;
    let start = distances.position(board)?;
    let first = distances.closer(&start, length, MoveSet::EMPTY)?;
    Ok(Solutions {
        distances,
        length,
        positions: [start; MAX_MOVES + 1],
        left: [first; MAX_MOVES + 1],
        path: Path::EMPTY,
        state: State::First,
    })
}

/// Every shortest answer of one pair, in ASCII order (see [`solutions`]).
pub struct Solutions {
    distances: EmbeddedDistances,
    /// The distance: every answer's length.
    length: usize,
    /// Where the current path stands after each of its moves:
    /// `positions[k]` after `k` moves.
    positions: [<EmbeddedDistances as Distances>::Position; MAX_MOVES + 1],
    /// For each depth, the closer moves from there not yet taken.
    left: [MoveSet; MAX_MOVES + 1],
    path: Path,
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

impl Solutions {
    /// The length of every answer.
    pub fn distance(&self) -> usize {
        self.length
    }

    /// Moves down from the current path to the next whole answer, taking
    /// the closer moves in order at each depth and backing up when a board
    /// has none left: a depth-first search of the boards on shortest ways
    /// only, so every branch ends at the target.
    fn advance(&mut self) -> Result<Option<Path>, TableError> {
        loop {
            let depth = self.path.len();
            if depth == self.length {
                if !self.distances.at_target(&self.positions[depth]) {
                    return Err(TableError::Walk);
                }
                if self.state == State::First {
                    return Ok(Some(self.path));
                }
                // Back up from the answer handed out last.
                self.state = State::First;
                if self.path.pop().is_none() {
                    return Ok(None);
                }
                continue;
            }
            let Some(mv) = self.left[depth].first() else {
                if self.path.pop().is_none() {
                    return Ok(None);
                }
                continue;
            };
            self.left[depth] = self.left[depth].without(mv);
            let next = self
                .distances
                .step(&self.positions[depth], mv)
                .ok_or(TableError::Walk)?;
            // The way back leads farther.
            let back = MoveSet::EMPTY.with(mv.inverse());
            self.left[depth + 1] = self
                .distances
                .closer(&next, self.length - depth - 1, back)
                .map_err(|e| match e {
                    SolveError::Table(e) => e,
                    // Every board on a way to the target reaches it.
                    SolveError::Unsolvable => TableError::Walk,
                })?;
            self.positions[depth + 1] = next;
            if !self.path.push(mv) {
                return Err(TableError::Walk);
            }
        }
    }
}

impl Iterator for Solutions {
    type Item = Result<Path, TableError>;

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
