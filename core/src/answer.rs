//! What a query answers, in either metric: a move string ([`Path`],
//! [`MtmPath`]), a move of the multi-tile metric ([`Slide`]) and the sets
//! of best moves ([`MoveSet`], [`BestSlides`]). Kept inline, so that an
//! answer costs no allocation.

use core::fmt::{self, Write};

use crate::board::{Board, MAX_MOVES, Move};

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
    #[inline]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len)]
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are no moves (the board is already at its target).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in order.
    #[inline]
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// Appends a move; `false` when the path is already full.
    #[inline]
    pub fn push(&mut self, mv: Move) -> bool {
        let Some(slot) = self.letters.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = mv.letter();
        self.len += 1;
        true
    }

    /// The path of the first `len` letters (clamped to [`MAX_MOVES`]), which
    /// the caller wrote as letters of moves.
    #[inline]
    pub fn from_letters(letters: &[u8], len: usize) -> Path {
        let mut path = Path::EMPTY;
        let len = len.min(MAX_MOVES).min(letters.len());
        path.letters[..len].copy_from_slice(&letters[..len]);
        path.len = len as u8;
        path
    }

    /// The letters and a line end after them: an answer's line as the
    /// Eight format writes it.
    #[inline]
    pub fn line(&self) -> Line<{ MAX_MOVES + 1 }> {
        Line::of(&self.letters, self.len)
    }

    /// Takes the last move off; `None` when there is none.
    #[inline]
    pub fn pop(&mut self) -> Option<Move> {
        let last = self.len.checked_sub(1)?;
        self.len = last;
        Move::from_letter(self.letters[usize::from(last)])
    }
}

/// The most letters of an answer in the multi-tile metric: 24 moves of at
/// most two letters each.
pub const MAX_MTM_LETTERS: usize = 2 * crate::distance_trits::MAX_DISTANCE;

/// One move of the multi-tile metric: the blank travels one cell, or two
/// the same way (sliding two tiles of a row or column at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slide {
    /// The way the blank travels, as its letter says.
    pub direction: Move,
    /// How many cells it travels, and so how many tiles slide: 1 or 2.
    pub cells: u8,
}

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
    #[inline]
    pub fn apply(self, board: &Board) -> Option<Board> {
        let one = board.apply(self.direction)?;
        match self.cells {
            1 => Some(one),
            2 => one.apply(self.direction),
            _ => None,
        }
    }

    /// The slide of one cell the way `direction` says: a move of the
    /// single-tile metric, as the queries of the solver's `Metric` give it.
    #[inline]
    pub const fn one_cell(direction: Move) -> Slide {
        Slide {
            direction,
            cells: 1,
        }
    }

    /// Its number among the slides: 0 to 3 for `d`, `l`, `r`, `u` of one
    /// cell (a single-tile move's [`Move::code`]), 4 to 7 for two. The
    /// bindings number a move so (Python's actions, `first` and `best`).
    #[inline]
    pub const fn code(self) -> u8 {
        self.direction.code() + if self.cells == 2 { 4 } else { 0 }
    }

    /// The slide numbered `code` (see [`Slide::code`]); `None` from 8 up.
    #[inline]
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
    #[inline]
    pub fn runs(steps: impl IntoIterator<Item = Move>, two: bool) -> impl Iterator<Item = Slide> {
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

/// A slide written as the blank's letters: `d`, or `dd` for two cells.
impl fmt::Display for Slide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.cells.min(2) {
            f.write_char(char::from(self.direction.letter()))?;
        }
        Ok(())
    }
}

/// An answer in the multi-tile metric: at most 24 moves, each a run of one
/// or two letters of the blank (`dd` slides two tiles up at once and is
/// one move), kept inline.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MtmPath {
    len: u8,
    slides: u8,
    /// The letters, and a line end after them (see [`MtmPath::line`]).
    letters: [u8; MAX_MTM_LETTERS + 1],
}

impl MtmPath {
    /// The empty answer.
    pub const EMPTY: MtmPath = MtmPath {
        len: 0,
        slides: 0,
        letters: [b'\n'; MAX_MTM_LETTERS + 1],
    };

    /// The blank's letters, a run of two for a slide of two tiles, e.g.
    /// `"ddl"` (two moves).
    #[inline]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The letters as ASCII bytes.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        &self.letters[..usize::from(self.len).min(MAX_MTM_LETTERS)]
    }

    /// The number of moves in the multi-tile metric (a run of two letters
    /// is one).
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.slides)
    }

    /// Whether there are no moves.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, each a slide of one or two tiles. (A run of letters is
    /// never longer than two: the blank cannot travel three cells.)
    #[inline]
    pub fn slides(&self) -> impl Iterator<Item = Slide> + '_ {
        Slide::runs(self.steps(), true)
    }

    /// The path as single steps of the blank, a letter each: what the
    /// moves do to a board one tile at a time.
    #[inline]
    pub fn steps(&self) -> impl Iterator<Item = Move> + '_ {
        self.as_bytes().iter().filter_map(|&b| Move::from_letter(b))
    }

    /// The letters and a line end after them: an answer's line as the
    /// Eight format writes it.
    #[inline]
    pub fn line(&self) -> &[u8] {
        &self.letters[..(usize::from(self.len) + 1).min(MAX_MTM_LETTERS + 1)]
    }

    /// Appends a slide; `false` when the path has no room left.
    #[inline]
    pub fn push(&mut self, slide: Slide) -> bool {
        let len = usize::from(self.len);
        let cells = usize::from(slide.cells);
        // The slide's letters, and the line end after them.
        let Some(room) = self.letters.get_mut(len..len + cells + 1) else {
            return false;
        };
        let letter = slide.direction.letter();
        // A slide's one or two letters written as such: `fill` stays a
        // call, on every move of a bulk run.
        match room {
            [one, end] => (*one, *end) = (letter, b'\n'),
            [one, two, end] => (*one, *two, *end) = (letter, letter, b'\n'),
            [letters @ .., end] => {
                letters.fill(letter);
                *end = b'\n';
            }
            [] => return false,
        }
        self.len += slide.cells;
        self.slides += 1;
        true
    }

    /// Takes the last slide off (for the walks over every answer).
    #[inline]
    pub fn pop(&mut self, slide: Slide) {
        self.len = self.len.saturating_sub(slide.cells);
        self.slides = self.slides.saturating_sub(1);
        if let Some(end) = self.letters.get_mut(usize::from(self.len)) {
            *end = b'\n';
        }
    }
}

impl fmt::Display for MtmPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for MtmPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MtmPath({:?})", self.as_str())
    }
}

/// A set of slides of the multi-tile metric, listed in ASCII order of their
/// letters (`d`, `dd`, `l`, `ll`, `r`, `rr`, `u`, `uu`): every best next
/// move of a board, for example.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct BestSlides {
    one_cell: MoveSet,
    two_cells: MoveSet,
}

impl BestSlides {
    /// The set with no slide.
    pub const EMPTY: BestSlides = BestSlides {
        one_cell: MoveSet::EMPTY,
        two_cells: MoveSet::EMPTY,
    };

    /// Whether `slide` is in the set.
    #[inline]
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
    #[inline]
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
    /// of single-tile moves, as the queries of the solver's `Metric` give it.
    #[inline]
    pub const fn one_cell(moves: MoveSet) -> BestSlides {
        BestSlides {
            one_cell: moves,
            two_cells: MoveSet::EMPTY,
        }
    }

    /// The set of every slide, of one cell or two, the ways `moves` holds.
    #[inline]
    pub const fn along(moves: MoveSet) -> BestSlides {
        BestSlides {
            one_cell: moves,
            two_cells: moves,
        }
    }

    /// The set's bits: bit [`Slide::code`] for each slide in it.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.one_cell.bits | self.two_cells.bits << 4
    }

    /// The first letter of any slide of the set.
    #[inline]
    pub fn first_letter(self) -> Option<Move> {
        MoveSet {
            bits: self.one_cell.bits | self.two_cells.bits,
        }
        .first()
    }

    /// How many slides are in the set.
    #[inline]
    pub fn len(self) -> usize {
        self.one_cell.len() + self.two_cells.len()
    }

    /// Whether the set has no slide.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The slides, in ASCII order of their letters.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Slide> {
        Move::ALL.into_iter().flat_map(move |direction| {
            [1, 2]
                .into_iter()
                .map(move |cells| Slide { direction, cells })
                .filter(move |&slide| self.contains(slide))
        })
    }
}

impl fmt::Debug for BestSlides {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// An answer's letters and a line end, kept inline (see [`Path::line`]),
/// in `N` bytes: one more than the answer's most letters.
pub struct Line<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Line<N> {
    /// The line of the first `len` of `letters` (`N - 1` of them).
    #[inline]
    fn of<const L: usize>(letters: &[u8; L], len: u8) -> Line<N> {
        let mut bytes = [b'\n'; N];
        let most = L.min(N - 1);
        bytes[..most].copy_from_slice(&letters[..most]);
        let len = usize::from(len).min(most);
        bytes[len] = b'\n';
        Line {
            bytes,
            len: len + 1,
        }
    }

    /// The line's bytes.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len.min(N)]
    }
}

impl<const N: usize> AsRef<[u8]> for Line<N> {
    #[inline]
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
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
    #[inline]
    pub const fn contains(self, mv: Move) -> bool {
        self.bits & (1 << mv.code()) != 0
    }

    /// The set with `mv` in it too.
    #[must_use]
    #[inline]
    pub const fn with(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits | (1 << mv.code()),
        }
    }

    /// The set without `mv`.
    #[must_use]
    #[inline]
    pub const fn without(self, mv: Move) -> MoveSet {
        MoveSet {
            bits: self.bits & !(1 << mv.code()),
        }
    }

    /// The first move of the set in ASCII order of the letters.
    #[inline]
    pub const fn first(self) -> Option<Move> {
        if self.bits == 0 {
            return None;
        }
        Some(Move::from_code(self.bits.trailing_zeros() as u8))
    }

    /// How many moves are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether the set has no move.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The moves, in ASCII order of their letters.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Move> {
        Move::ALL.into_iter().filter(move |&mv| self.contains(mv))
    }
}

impl fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::format;
    use std::string::ToString;
    use std::vec::Vec;

    use super::*;

    const D: Move = Move::Down;
    const L: Move = Move::Left;
    const R: Move = Move::Right;
    const U: Move = Move::Up;

    fn slide(direction: Move, cells: u8) -> Slide {
        Slide { direction, cells }
    }

    #[test]
    fn a_path_keeps_its_letters_up_to_the_most_moves() {
        let mut path = Path::EMPTY;
        assert!(path.is_empty());
        for mv in [D, L, U, R] {
            assert!(path.push(mv));
        }
        assert_eq!(
            (path.as_str(), path.len(), path.is_empty()),
            ("dlur", 4, false)
        );
        assert_eq!(path.moves().collect::<Vec<_>>(), [D, L, U, R]);
        assert_eq!(path.line().as_bytes(), b"dlur\n");
        assert_eq!(path.line().as_ref(), b"dlur\n");
        assert_eq!(path.pop(), Some(R));
        assert_eq!(
            (path.as_str(), path.to_string()),
            ("dlu", "dlu".to_string())
        );
        assert_eq!(format!("{path:?}"), "Path(\"dlu\")");
        assert_eq!(Path::from_letters(b"ddrr", 3).as_str(), "ddr");
        assert_eq!(Path::from_letters(b"dd", 9).as_str(), "dd");
        let mut full = Path::EMPTY;
        while full.push(U) {}
        assert_eq!(full.len(), MAX_MOVES);
        assert_eq!(full.line().as_bytes().len(), MAX_MOVES + 1);
        assert_eq!(full.line().as_bytes().last(), Some(&b'\n'));
        assert_eq!(Path::EMPTY.line().as_bytes(), b"\n");
        let mut empty = Path::EMPTY;
        assert_eq!(empty.pop(), None);
    }

    #[test]
    fn a_multi_tile_path_counts_slides_and_keeps_its_line() {
        let mut path = MtmPath::EMPTY;
        assert_eq!(path.line(), b"\n");
        for s in [slide(D, 2), slide(L, 1), slide(U, 2)] {
            assert!(path.push(s));
        }
        assert_eq!(
            (path.as_str(), path.len(), path.is_empty()),
            ("ddluu", 3, false)
        );
        assert_eq!(path.line(), b"ddluu\n");
        assert_eq!(
            path.slides().collect::<Vec<_>>(),
            [slide(D, 2), slide(L, 1), slide(U, 2)]
        );
        assert_eq!(path.steps().collect::<Vec<_>>(), [D, D, L, U, U]);
        path.pop(slide(U, 2));
        assert_eq!((path.as_str(), path.len()), ("ddl", 2));
        assert_eq!(path.line(), b"ddl\n");
        assert_eq!(
            (path.to_string(), format!("{path:?}")),
            ("ddl".to_string(), "MtmPath(\"ddl\")".to_string())
        );
        let mut full = MtmPath::EMPTY;
        while full.push(slide(R, 2)) {}
        assert_eq!(
            (full.as_bytes().len(), full.len()),
            (MAX_MTM_LETTERS, MAX_MTM_LETTERS / 2)
        );
        assert_eq!(full.line().len(), MAX_MTM_LETTERS + 1);
        assert!(!full.push(slide(R, 1)));
        full.pop(slide(R, 2));
        assert!(full.push(slide(R, 1)));
        assert!(!full.is_empty() && MtmPath::EMPTY.is_empty());
    }

    #[test]
    fn slides_are_numbered_listed_written_and_applied() {
        let names: Vec<_> = Slide::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["d", "dd", "l", "ll", "r", "rr", "u", "uu"]);
        for (at, s) in Slide::ALL.into_iter().enumerate() {
            assert_eq!(Slide::from_code(s.code()), Some(s));
            assert_eq!(usize::from(s.code()), at % 2 * 4 + at / 2);
        }
        assert_eq!(Slide::from_code(8), None);
        assert_eq!(Slide::one_cell(R), slide(R, 1));
        let corner: Board = "x12345678".parse().expect("a board");
        assert_eq!(
            slide(D, 2).apply(&corner),
            corner.apply(D).and_then(|b| b.apply(D))
        );
        assert_eq!(slide(D, 1).apply(&corner), corner.apply(D));
        assert_eq!(slide(U, 1).apply(&corner), None);
        assert_eq!(slide(D, 3).apply(&corner), None);
        let runs = |two| Slide::runs([D, D, D, L, U, U], two).collect::<Vec<_>>();
        assert_eq!(
            runs(true),
            [slide(D, 2), slide(D, 1), slide(L, 1), slide(U, 2)]
        );
        assert_eq!(runs(false).len(), 6);
    }

    #[test]
    fn sets_of_moves_and_of_slides_hold_what_is_put_in() {
        let set = MoveSet::EMPTY.with(U).with(L);
        assert_eq!(
            (set.len(), set.is_empty(), set.first()),
            (2, false, Some(L))
        );
        assert_eq!(set.iter().collect::<Vec<_>>(), [L, U]);
        assert!(set.contains(U) && !set.contains(D));
        assert_eq!(set.without(L).iter().collect::<Vec<_>>(), [U]);
        assert_eq!(
            (MoveSet::EMPTY.first(), MoveSet::EMPTY.is_empty()),
            (None, true)
        );
        assert_eq!(format!("{set:?}"), "{Left, Up}");

        let slides = BestSlides::EMPTY.with(slide(U, 2)).with(slide(L, 1));
        assert_eq!(
            slides.iter().collect::<Vec<_>>(),
            [slide(L, 1), slide(U, 2)]
        );
        assert_eq!(
            (slides.len(), slides.is_empty(), slides.first_letter()),
            (2, false, Some(L))
        );
        assert!(slides.contains(slide(U, 2)) && !slides.contains(slide(U, 1)));
        assert!(!slides.contains(slide(L, 3)));
        assert_eq!(slides.with(slide(L, 3)), slides);
        assert_eq!(
            slides.bits(),
            1 << slide(L, 1).code() | 1 << slide(U, 2).code()
        );
        assert_eq!(
            BestSlides::one_cell(set).iter().collect::<Vec<_>>(),
            [slide(L, 1), slide(U, 1)]
        );
        let along = BestSlides::along(MoveSet::EMPTY.with(R));
        assert_eq!(along.iter().collect::<Vec<_>>(), [slide(R, 1), slide(R, 2)]);
        assert_eq!(
            (
                BestSlides::EMPTY.first_letter(),
                BestSlides::EMPTY.is_empty()
            ),
            (None, true)
        );
        assert_eq!(
            format!("{slides:?}"),
            format!("{{{:?}, {:?}}}", slide(L, 1), slide(U, 2))
        );
    }
}
