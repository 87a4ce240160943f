//! What a query answers, in either metric: a move string ([`Path`],
//! [`MtmPath`]), a move of the multi-tile metric ([`Slide`]) and the sets
//! of best moves ([`MoveSet`], [`BestSlides`]). Kept inline, so that an
//! answer costs no allocation.

use core::fmt;

use crate::board::{MAX_MOVES, Move};

/// An answer's letters as text, from its `as_bytes`: `as_str`,
/// `is_empty`, and `Display` (the letters) and `Debug` (the type's name
/// around them).
macro_rules! answer_as_text {
    ($answer:ident, $(#[$doc:meta])*) => {
        impl $answer {
            $(#[$doc])*
            #[inline]
            pub fn as_str(&self) -> &str {
                core::str::from_utf8(self.as_bytes()).unwrap_or_default()
            }

            /// Whether there are no moves (the board is already at its
            /// target).
            #[inline]
            pub fn is_empty(&self) -> bool {
                self.as_bytes().is_empty()
            }
        }

        impl fmt::Display for $answer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl fmt::Debug for $answer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({:?})", stringify!($answer), self.as_str())
            }
        }
    };
}

mod slides;

pub use slides::{BestSlides, MAX_MTM_LETTERS, MtmPath, Slide};

/// A move string: at most [`MAX_MOVES`] letters, kept inline so that an
/// answer costs no allocation.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path {
    len: u8,
    letters: [u8; MAX_MOVES],
}

answer_as_text!(
    Path,
    /// The letters, e.g. `"dlurullddrurdllurdr"`.
);

impl Path {
    /// The empty path.
    pub const EMPTY: Path = Path {
        len: 0,
        letters: [0; MAX_MOVES],
    };

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
    use crate::board::Board;

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
        // The farthest boards' answers fit, every move a slide of two.
        let mut full = MtmPath::EMPTY;
        while full.push(slide(R, 2)) {}
        let farthest = crate::distance_trits::MAX_DISTANCE;
        assert_eq!(
            (full.as_bytes().len(), full.len()),
            (2 * farthest, farthest)
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
        // A move put in twice is still in, once.
        assert_eq!(set.with(U), set);
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
