//! Answers: walks through the tables. No search happens here.

use core::fmt;

use crate::board::{Board, Move};
use crate::rank::Cursor;
use crate::table::{TableId, TableRef, corrected};
use crate::tables::{self, TableError};

pub use crate::board::MAX_MOVES;

/// A move string: at most [`MAX_MOVES`] letters, kept inline so that an
/// answer costs no allocation.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path {
    len: u8,
    letters: [u8; MAX_MOVES],
}

impl Path {
    /// The empty path.
    pub const EMPTY: Path = Path {
        len: 0,
        letters: [0; MAX_MOVES],
    };

    /// The letters, e.g. `"dlurullddrurdllurdr"`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len)]
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are no moves (the board is already at its target).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// Appends a move; `false` when the path is already full.
    fn push(&mut self, mv: Move) -> bool {
        let Some(slot) = self.letters.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = mv.letter();
        self.len += 1;
        true
    }

    fn reverse(&mut self) {
        self.letters[..usize::from(self.len)].reverse();
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({:?})", self.as_str())
    }
}

/// Why a query has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The target cannot be reached from the start: their tile parities
    /// differ.
    Unsolvable,
    /// An embedded table could not be decoded (the binary is damaged).
    Table(TableError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Unsolvable => write!(f, "unsolvable"),
            SolveError::Table(e) => write!(f, "damaged table: {e}"),
        }
    }
}

impl core::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            SolveError::Unsolvable => None,
            SolveError::Table(e) => Some(e),
        }
    }
}

impl From<TableError> for SolveError {
    fn from(e: TableError) -> Self {
        SolveError::Table(e)
    }
}

/// One walk through a table towards its root, a step at a time.
#[derive(Clone, Copy)]
struct Walker<'t> {
    table: TableRef<'t>,
    cursor: Cursor,
    /// For a start table stored against its mirror image: the corrections
    /// to `table` (which is then the mirror image's table), and the walk runs
    /// on the mirrored boards.
    corrections: Option<TableRef<'t>>,
    root: u32,
    /// Start tables hold the move that reached a board, so the walk goes
    /// against it and the letters come out last first.
    backwards: bool,
    path: Path,
}

impl<'t> Walker<'t> {
    /// A walk in the table `id` (for a start table stored against its
    /// mirror image: in the mirror image's table, given as `id`, with
    /// `corrections`).
    fn new(
        id: TableId,
        table: TableRef<'t>,
        corrections: Option<TableRef<'t>>,
        cursor: Cursor,
    ) -> Walker<'t> {
        Walker {
            table,
            corrections,
            cursor,
            root: id.root_rank(),
            backwards: matches!(id, TableId::Start(_)),
            path: Path::EMPTY,
        }
    }

    /// Walks to the root and returns the letters in answer order.
    fn finish(self) -> Result<Path, TableError> {
        let Walker {
            table,
            corrections,
            mut cursor,
            root,
            backwards,
            mut path,
        } = self;
        while cursor.rank() != root {
            let rank = cursor.rank();
            let mut entry = table.get(rank);
            let mut letter = entry;
            if let Some(corrections) = corrections {
                entry = corrected(entry, corrections.get(rank));
                letter = entry.mirrored();
            }
            let mv = if backwards { entry.inverse() } else { entry };
            // A step off the board, or a walk longer than any answer, can
            // only come from a damaged table.
            if !cursor.step(mv) || !path.push(letter) {
                return Err(TableError::Walk);
            }
        }
        if backwards {
            path.reverse();
        }
        Ok(path)
    }
}

/// The path a table knows for `board`: for the goal table, the answer from
/// `board` to the goal; for a start table, the answer from its canonical
/// start to `board`. Works on any table, embedded or read from a file.
#[cfg(feature = "std")]
pub(crate) fn table_path(
    id: TableId,
    table: TableRef<'_>,
    board: &Board,
) -> Result<Path, SolveError> {
    let cursor = Cursor::new(board).ok_or(SolveError::Unsolvable)?;
    Ok(Walker::new(id, table, None, cursor).finish()?)
}

/// Sets up the walk that answers a query: from the start towards the goal
/// in the goal table, or, for another target, back from the renamed target
/// in the start table of the start's blank cell. Checks solvability before
/// any table is decoded, so an unsolvable query costs no decoding.
fn walker_for(start: &Board, target: Option<&Board>) -> Result<Walker<'static>, SolveError> {
    let Some(target) = target else {
        let cursor = Cursor::new(start).ok_or(SolveError::Unsolvable)?;
        return Ok(Walker::new(
            TableId::Goal,
            tables::table(TableId::Goal)?,
            None,
            cursor,
        ));
    };
    // The tiles are renamed so that `start` is a canonical start; the moves
    // do not change, and that start's table knows every path.
    let id = TableId::Start(start.blank() as u8);
    match id.mirror_of() {
        None => {
            let cursor = Cursor::relabelled(start, target).ok_or(SolveError::Unsolvable)?;
            Ok(Walker::new(id, tables::table(id)?, None, cursor))
        }
        // Stored against its mirror image: walk the mirrored query there.
        Some(base) => {
            let cursor = Cursor::relabelled(&start.mirrored(), &target.mirrored())
                .ok_or(SolveError::Unsolvable)?;
            let corrections = tables::table(id)?;
            Ok(Walker::new(
                base,
                tables::table(base)?,
                Some(corrections),
                cursor,
            ))
        }
    }
}

/// The answer from `board` to the goal `12345678x`: the shortest move
/// string, and the smallest in ASCII order among the shortest.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(board: &Board) -> Result<Path, SolveError> {
    Ok(walker_for(board, None)?.finish()?)
}

/// The answer from `start` to `target`, by the same rule as [`solve`].
///
/// ```
/// let start: eight::Board = "564178X23".parse()?;
/// let target: eight::Board = "7568X4123".parse()?;
/// assert_eq!(eight::solve_pair(&start, &target)?.as_str(), "urrulldr");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_pair(start: &Board, target: &Board) -> Result<Path, SolveError> {
    Ok(walker_for(start, Some(target))?.finish()?)
}

/// The answer from `start` to `target`: [`solve`] when the target is the
/// goal (its table is the one made for it), [`solve_pair`] otherwise. Both
/// give the same string; this picks the cheaper way.
pub fn answer(start: &Board, target: &Board) -> Result<Path, SolveError> {
    if *target == Board::GOAL {
        solve(start)
    } else {
        solve_pair(start, target)
    }
}

/// The number of moves from `start` to `target` (the length of the answer).
///
/// ```
/// let start: eight::Board = "8 6 7 2 5 4 3 x 1".parse()?;
/// assert_eq!(eight::distance(&start, &eight::Board::GOAL)?, 31);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    Ok(answer(start, target)?.len())
}

/// What [`hint`] tells: how far the target is, and the move to make next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Moves left to the target along the answer.
    pub distance: usize,
    /// The first move of the answer; `None` when the board is the target.
    pub next: Option<Move>,
}

/// The distance to `target` and the best next move: the first letter of the
/// answer, so following hints one at a time walks the answer.
///
/// ```
/// let board: eight::Board = "23415x768".parse()?;
/// let hint = eight::hint(&board, &eight::Board::GOAL)?;
/// assert_eq!(hint.distance, 19);
/// assert_eq!(hint.next, Some(eight::Move::Down));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint(board: &Board, target: &Board) -> Result<Hint, SolveError> {
    let path = answer(board, target)?;
    Ok(Hint {
        distance: path.len(),
        next: path.moves().next(),
    })
}
