//! [`Answer`], what [`Metric`]'s queries answer in either metric.

use core::fmt;

use eight_core::answer::{MAX_MTM_LETTERS, Slide};

use super::Metric;
use crate::board::Move;
use crate::rules::Rules;

/// An answer in either metric (what [`Metric`]'s queries give): the
/// blank's letters, and its moves as that metric counts them.
///
/// ```
/// use eight::{Board, Metric, Move, mtm::Slide};
///
/// let start: Board = "12X453786".parse()?;
/// let answer = Metric::Mtm.solve_pair(&start, &Board::GOAL)?;
/// assert_eq!((answer.as_str(), answer.len()), ("dd", 1));
/// assert_eq!(answer.moves().collect::<Vec<_>>(), [Slide { direction: Move::Down, cells: 2 }]);
/// let answer = Metric::Stm.solve_pair(&start, &Board::GOAL)?;
/// assert_eq!((answer.as_str(), answer.len(), answer.moves().count()), ("dd", 2, 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Answer {
    metric: Metric,
    moves: u8,
    len: u8,
    letters: [u8; MAX_MTM_LETTERS],
}

impl Answer {
    /// The answer `path` of `metric`, whose rules are `M`.
    pub(super) fn of<M: Rules>(metric: Metric, path: &M::Path) -> Answer {
        let mut answer = Answer {
            metric,
            moves: M::length(path).min(usize::from(u8::MAX)) as u8,
            len: 0,
            letters: [0; MAX_MTM_LETTERS],
        };
        let letters = M::letters(path);
        let len = letters.len().min(MAX_MTM_LETTERS);
        answer.letters[..len].copy_from_slice(&letters[..len]);
        answer.len = len as u8;
        answer
    }

    /// The metric it counts its moves in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The blank's letters, e.g. `"ddl"`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len).min(MAX_MTM_LETTERS)]
    }

    /// The number of moves, as its metric counts them.
    pub fn len(&self) -> usize {
        usize::from(self.moves)
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The single steps of the blank, a letter each.
    pub fn steps(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// The moves of its metric: a slide of one cell each letter in the
    /// single-tile metric.
    pub fn moves(&self) -> impl Iterator<Item = Slide> + '_ {
        Slide::runs(self.steps(), self.metric.most_cells() > 1)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Answer({:?}, {})", self.as_str(), self.metric())
    }
}
