//! What a query answers: a move string, or why there is none. Below the
//! tables that return them and the queries that hand them on.

use core::fmt;

#[cfg(feature = "mtm")]
use crate::board::Board;
use crate::board::{MAX_MOVES, Move};
use crate::error::TableError;

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
    pub(crate) fn push(&mut self, mv: Move) -> bool {
        let Some(slot) = self.letters.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = mv.letter();
        self.len += 1;
        true
    }

    /// The path of the first `len` letters (clamped to [`MAX_MOVES`]), which
    /// the caller wrote as letters of moves.
    #[cfg(any(storage = "compressed", compact_goal_walk))]
    pub(crate) fn from_letters(letters: &[u8], len: usize) -> Path {
        let mut path = Path::EMPTY;
        let len = len.min(MAX_MOVES).min(letters.len());
        path.letters[..len].copy_from_slice(&letters[..len]);
        path.len = len as u8;
        path
    }

    /// The letters and a line end after them: an answer's line as the
    /// Eight format writes it.
    #[inline]
    pub(crate) fn line(&self) -> Line {
        let mut bytes = [b'\n'; MAX_MOVES + 1];
        bytes[..MAX_MOVES].copy_from_slice(&self.letters);
        let len = usize::from(self.len).min(MAX_MOVES);
        bytes[len] = b'\n';
        Line {
            bytes,
            len: len + 1,
        }
    }

    /// Takes the last move off; `None` when there is none.
    pub(crate) fn pop(&mut self) -> Option<Move> {
        let last = self.len.checked_sub(1)?;
        self.len = last;
        Move::from_letter(self.letters[usize::from(last)])
    }
}

#[cfg(feature = "mtm")]
/// The most letters of an answer in the multi-tile metric: 24 moves of at
/// most two letters each.
pub const MAX_MTM_LETTERS: usize = 2 * eight_core::distance_trits::MAX_DISTANCE;

#[cfg(feature = "mtm")]
/// One move of the multi-tile metric: the blank travels one cell, or two
/// the same way (sliding two tiles of a row or column at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slide {
    /// The way the blank travels, as its letter says.
    pub direction: Move,
    /// How many cells it travels, and so how many tiles slide: 1 or 2.
    pub cells: u8,
}

#[cfg(feature = "mtm")]
impl Slide {
    /// Every slide, in ASCII order of its letters: `d`, `dd`, `l`, `ll`,
    /// `r`, `rr`, `u`, `uu`.
    pub const ALL: [Slide; 8] = {
        let mut all = [Slide {
            direction: Move::Down,
            cells: 1,
        }; 8];
        let mut at = 0;
        while at < 8 {
            all[at] = Slide {
                direction: Move::ALL[at / 2],
                cells: (at % 2) as u8 + 1,
            };
            at += 1;
        }
        all
    };

    /// The board after this slide; `None` when it would leave the board
    /// (or its cells are not 1 or 2).
    pub fn apply(self, board: &Board) -> Option<Board> {
        let one = board.apply(self.direction)?;
        match self.cells {
            1 => Some(one),
            2 => one.apply(self.direction),
            _ => None,
        }
    }

    /// The slide of one cell the way `direction` says: a move of the
    /// single-tile metric, as the queries of [`crate::Metric`] give it.
    pub const fn one_cell(direction: Move) -> Slide {
        Slide {
            direction,
            cells: 1,
        }
    }

    /// Its number among the slides: 0 to 3 for `d`, `l`, `r`, `u` of one
    /// cell (a single-tile move's [`Move::code`]), 4 to 7 for two. The
    /// bindings number a move so (Python's actions, `first` and `best`).
    pub const fn code(self) -> u8 {
        self.direction.code() + if self.cells == 2 { 4 } else { 0 }
    }

    /// The slide numbered `code` (see [`Slide::code`]); `None` from 8 up.
    pub const fn from_code(code: u8) -> Option<Slide> {
        if code >= 8 {
            return None;
        }
        Some(Slide {
            direction: Move::from_code(code % 4),
            cells: code / 4 + 1,
        })
    }

    /// The slides of a string of the blank's single steps: each run of one
    /// letter, two at a time when `two` (`ddd` is `dd` then `d`, as the
    /// multi-tile metric counts a move string), else a letter each.
    pub(crate) fn runs(
        steps: impl IntoIterator<Item = Move>,
        two: bool,
    ) -> impl Iterator<Item = Slide> {
        let mut steps = steps.into_iter().peekable();
        core::iter::from_fn(move || {
            let direction = steps.next()?;
            let cells = match two && steps.next_if_eq(&direction).is_some() {
                true => 2,
                false => 1,
            };
            Some(Slide { direction, cells })
        })
    }
}

#[cfg(feature = "mtm")]
/// An answer in the multi-tile metric: at most 24 moves, each a run of one
/// or two letters of the blank (`dd` slides two tiles up at once and is
/// one move), kept inline.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MtmPath {
    len: u8,
    slides: u8,
    letters: [u8; MAX_MTM_LETTERS],
}

#[cfg(feature = "mtm")]
impl MtmPath {
    /// The empty answer.
    pub const EMPTY: MtmPath = MtmPath {
        len: 0,
        slides: 0,
        letters: [0; MAX_MTM_LETTERS],
    };

    /// The blank's letters, a run of two for a slide of two tiles, e.g.
    /// `"ddl"` (two moves).
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len).min(MAX_MTM_LETTERS)]
    }

    /// The number of moves in the multi-tile metric (a run of two letters
    /// is one).
    pub fn len(&self) -> usize {
        usize::from(self.slides)
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, each a slide of one or two tiles. (A run of letters is
    /// never longer than two: the blank cannot travel three cells.)
    pub fn slides(&self) -> impl Iterator<Item = Slide> + '_ {
        Slide::runs(self.steps(), true)
    }

    /// The path as single steps of the blank, a letter each: what the
    /// moves do to a board one tile at a time.
    pub fn steps(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// Appends a slide; `false` when the path has no room left.
    pub(crate) fn push(&mut self, slide: Slide) -> bool {
        let len = usize::from(self.len);
        let cells = usize::from(slide.cells);
        let Some(room) = self.letters.get_mut(len..len + cells) else {
            return false;
        };
        room.fill(slide.direction.letter());
        self.len += slide.cells;
        self.slides += 1;
        true
    }

    /// Takes the last slide off (for the walks over every answer).
    pub(crate) fn pop(&mut self, slide: Slide) {
        self.len = self.len.saturating_sub(slide.cells);
        self.slides = self.slides.saturating_sub(1);
    }
}

#[cfg(feature = "mtm")]
impl fmt::Display for MtmPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(feature = "mtm")]
impl fmt::Debug for MtmPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MtmPath({:?})", self.as_str())
    }
}

#[cfg(feature = "mtm")]
/// A set of slides of the multi-tile metric, listed in ASCII order of their
/// letters (`d`, `dd`, `l`, `ll`, `r`, `rr`, `u`, `uu`): every best next
/// move of a board, for example.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct BestSlides {
    one_cell: MoveSet,
    two_cells: MoveSet,
}

#[cfg(feature = "mtm")]
impl BestSlides {
    /// The set with no slide.
    pub const EMPTY: BestSlides = BestSlides {
        one_cell: MoveSet::EMPTY,
        two_cells: MoveSet::EMPTY,
    };

    /// Whether `slide` is in the set.
    pub fn contains(self, slide: Slide) -> bool {
        match slide.cells {
            1 => self.one_cell.contains(slide.direction),
            2 => self.two_cells.contains(slide.direction),
            _ => false,
        }
    }

    /// The set with `slide` in it too (a slide of another length than 1
    /// or 2 is left out).
    #[must_use]
    pub fn with(self, slide: Slide) -> BestSlides {
        match slide.cells {
            1 => BestSlides {
                one_cell: self.one_cell.with(slide.direction),
                ..self
            },
            2 => BestSlides {
                two_cells: self.two_cells.with(slide.direction),
                ..self
            },
            _ => self,
        }
    }

    /// The set of the slides of one cell the ways `moves` holds: a set
    /// of single-tile moves, as the queries of [`crate::Metric`] give it.
    pub const fn one_cell(moves: MoveSet) -> BestSlides {
        BestSlides {
            one_cell: moves,
            two_cells: MoveSet::EMPTY,
        }
    }

    /// The set's bits: bit [`Slide::code`] for each slide in it.
    pub const fn bits(self) -> u8 {
        self.one_cell.bits | self.two_cells.bits << 4
    }

    /// The first letter of any slide of the set.
    pub fn first_letter(self) -> Option<Move> {
        MoveSet {
            bits: self.one_cell.bits | self.two_cells.bits,
        }
        .first()
    }

    /// How many slides are in the set.
    pub fn len(self) -> usize {
        self.one_cell.len() + self.two_cells.len()
    }

    /// Whether the set has no slide.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The slides, in ASCII order of their letters.
    pub fn iter(self) -> impl Iterator<Item = Slide> {
        Move::ALL.into_iter().flat_map(move |direction| {
            [1, 2]
                .into_iter()
                .map(move |cells| Slide { direction, cells })
                .filter(move |&slide| self.contains(slide))
        })
    }
}

#[cfg(feature = "mtm")]
impl fmt::Debug for BestSlides {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// An answer's letters and a line end, kept inline (see [`Path::line`]).
pub(crate) struct Line {
    bytes: [u8; MAX_MOVES + 1],
    len: usize,
}

impl Line {
    /// The line's bytes.
    #[inline]
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len.min(MAX_MOVES + 1)]
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

/// A set of moves, listed in ASCII order of their letters (`d`, `l`,
/// `r`, `u`): every best next move of a board, for example.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MoveSet {
    bits: u8,
}

impl MoveSet {
    /// The set with no move.
    pub const EMPTY: MoveSet = MoveSet { bits: 0 };

    /// Whether `mv` is in the set.
    pub const fn contains(self, mv: Move) -> bool {
        self.bits & (1 << mv.code()) != 0
    }

    /// The set with `mv` in it too.
    #[must_use]
    pub const fn with(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits | (1 << mv.code()),
        }
    }

    /// The set without `mv`.
    #[must_use]
    pub const fn without(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits & !(1 << mv.code()),
        }
    }

    /// The first move of the set in ASCII order of the letters.
    pub const fn first(self) -> Option<Move> {
        if self.bits == 0 {
            return None;
        }
        Some(Move::from_code(self.bits.trailing_zeros() as u8))
    }

    /// How many moves are in the set.
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether the set has no move.
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The moves, in ASCII order of their letters.
    pub fn iter(self) -> impl Iterator<Item = Move> {
        Move::ALL.into_iter().filter(move |&mv| self.contains(mv))
    }
}

impl fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Why a query has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
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
            SolveError::Unsolvable => f.write_str(crate::messages::UNSOLVABLE),
            SolveError::Table(e) => e.write_damaged_to(f),
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
