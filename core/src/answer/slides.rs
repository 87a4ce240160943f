//! The multi-tile metric's answers: a move ([`Slide`]), a move string
//! ([`MtmPath`]) and the set of best moves ([`BestSlides`]).

use core::fmt::{self, Write};

use super::MoveSet;
use crate::board::{Board, Move};

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

answer_as_text!(
    MtmPath,
    /// The blank's letters, a run of two for a slide of two tiles, e.g.
    /// `"ddl"` (two moves).
);

impl MtmPath {
    /// The empty answer.
    pub const EMPTY: MtmPath = MtmPath {
        len: 0,
        slides: 0,
        letters: [b'\n'; MAX_MTM_LETTERS + 1],
    };

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
