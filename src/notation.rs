//! How moves are written, and read back. Answers name the direction the
//! blank travels (`d`, `l`, `r`, `u`), as the judges read them;
//! speedsolvers write the direction the tiles slide, the opposite one, in
//! capitals, and a run of one letter as the letter and its length (`dd` is
//! `U2`, `l` is `R`). A [`Notation`] writes moves ([`Notation::letter`],
//! [`Notation::spell`], [`Notation::write`]) and reads them
//! ([`Notation::read`]).
//!
//! ```
//! use eight::notation::Notation;
//!
//! let moves = Notation::Blank.read("ddrul").collect::<Result<Vec<_>, _>>()?;
//! let mut tiles = String::new();
//! Notation::Tiles.write(moves, &mut tiles)?;
//! assert_eq!(tiles, "U2LDR");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::fmt::Write as _;

use crate::answer::{MAX_MTM_LETTERS, Path};
use crate::board::{MAX_MOVES, Move};

/// How moves are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Notation {
    /// The blank's letters, `d`, `l`, `r`, `u`: what the judges read.
    #[default]
    Blank,
    /// The tiles' letters, `U`, `R`, `L`, `D`, a run written with its
    /// length (`dd` is `U2`).
    Tiles,
}

impl Notation {
    /// The letter of one move: the blank's (`d`), or the tiles' (`U`).
    ///
    /// ```
    /// use eight::notation::Notation;
    /// assert_eq!(Notation::Blank.letter(eight::Move::Down), b'd');
    /// assert_eq!(Notation::Tiles.letter(eight::Move::Down), b'U');
    /// ```
    pub const fn letter(self, mv: Move) -> u8 {
        match self {
            Notation::Blank => mv.letter(),
            Notation::Tiles => tile_letter(mv),
        }
    }

    /// An answer written in this notation, held inline.
    ///
    /// ```
    /// use eight::notation::Notation;
    /// let path = eight::solve(&"23415x768".parse()?)?;
    /// assert_eq!(Notation::Tiles.spell(&path).as_str(), "URDLDR2U2LDLUR2DLUL");
    /// assert_eq!(Notation::Blank.spell(&path).as_str(), path.as_str());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn spell(self, path: &Path) -> Spelled {
        let mut spelled = Spelled {
            len: 0,
            text: [0; MAX_MOVES],
        };
        // A path fits either way: each of its letters gives at most one
        // byte, a run of two being a letter and a digit.
        let _ = self.write(path.moves(), &mut spelled);
        spelled
    }

    /// An answer in either metric (the blank's single steps) written in
    /// this notation, held inline: in the tiles', each run of one letter is
    /// one token (`dd` is `U2`).
    ///
    /// ```
    /// use eight::{Board, notation::Notation};
    /// let answer = eight::solve(&"12X453786".parse::<Board>()?)?;
    /// assert_eq!(Notation::Tiles.spell_steps(answer.moves()).as_str(), "U2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn spell_steps(self, steps: impl IntoIterator<Item = Move>) -> Spelled<MAX_MTM_LETTERS> {
        let mut spelled = Spelled {
            len: 0,
            text: [0; MAX_MTM_LETTERS],
        };
        // A slide is at most two letters, and its tiles' token two bytes.
        let _ = self.write(steps, &mut spelled);
        spelled
    }

    /// Writes `moves` in this notation: in the tiles', each run of one
    /// letter as the tiles' letter, followed by the run's length when it
    /// is more than one.
    pub fn write(
        self,
        moves: impl IntoIterator<Item = Move>,
        out: &mut (impl fmt::Write + ?Sized),
    ) -> fmt::Result {
        match self {
            Notation::Blank => moves
                .into_iter()
                .try_for_each(|mv| out.write_char(char::from(mv.letter()))),
            Notation::Tiles => write_tiles(moves, out),
        }
    }

    /// The moves of a text in this notation, in order; after an error,
    /// nothing. The blank's letters are read one by one (`ddr`); the
    /// tiles' with a count after a letter when it is more than one
    /// (`U2 L`: a count is a number from 1, and spaces between moves are
    /// allowed).
    ///
    /// ```
    /// use eight::notation::Notation;
    ///
    /// let moves: Result<Vec<eight::Move>, _> = Notation::Tiles.read("U2 L").collect();
    /// let letters: String = moves?.iter().map(|mv| mv.letter() as char).collect();
    /// assert_eq!(letters, "ddr");
    /// # Ok::<(), eight::notation::NotationError>(())
    /// ```
    pub fn read(self, text: &str) -> Read<'_> {
        Read {
            notation: self,
            text,
            at: 0,
            pending: None,
            failed: false,
        }
    }
}

/// The letter of the tiles' direction when the blank makes `mv`.
const fn tile_letter(mv: Move) -> u8 {
    match mv {
        Move::Down => b'U',
        Move::Left => b'R',
        Move::Right => b'L',
        Move::Up => b'D',
    }
}

/// The blank's move when the tiles slide towards `letter` (`U`, `D`, `L`,
/// `R`).
const fn from_tile_letter(letter: u8) -> Option<Move> {
    match letter {
        b'U' => Some(Move::Down),
        b'R' => Some(Move::Left),
        b'L' => Some(Move::Right),
        b'D' => Some(Move::Up),
        _ => None,
    }
}

/// [`Notation::write`] in the tiles' notation.
fn write_tiles(
    moves: impl IntoIterator<Item = Move>,
    out: &mut (impl fmt::Write + ?Sized),
) -> fmt::Result {
    let mut run: Option<(Move, u64)> = None;
    for mv in moves {
        run = match run {
            Some((last, n)) if last == mv => Some((last, n + 1)),
            Some(done) => {
                write_run(done, out)?;
                Some((mv, 1))
            }
            None => Some((mv, 1)),
        };
    }
    match run {
        Some(done) => write_run(done, out),
        None => Ok(()),
    }
}

fn write_run((mv, n): (Move, u64), out: &mut (impl fmt::Write + ?Sized)) -> fmt::Result {
    out.write_char(char::from(tile_letter(mv)))?;
    if n > 1 {
        crate::decimal::Decimal(n).write_to(out)?;
    }
    Ok(())
}

/// An answer written in a notation ([`Notation::spell`]), held inline: at
/// most `N` letters and digits, 31 for an answer of single-tile moves (a
/// run on the 3×3 board is at most two letters long, and its tiles'
/// spelling two bytes).
#[derive(Clone, Copy)]
pub struct Spelled<const N: usize = MAX_MOVES> {
    len: u8,
    text: [u8; N],
}

impl<const N: usize> Spelled<N> {
    /// The text, e.g. `U2LDR`.
    pub fn as_bytes(&self) -> &[u8] {
        &self.text[..usize::from(self.len)]
    }

    /// The text, e.g. `U2LDR`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

impl<const N: usize> fmt::Write for Spelled<N> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let start = usize::from(self.len);
        let end = start + s.len();
        let slot = self.text.get_mut(start..end).ok_or(fmt::Error)?;
        slot.copy_from_slice(s.as_bytes());
        self.len = end as u8;
        Ok(())
    }
}

impl<const N: usize> fmt::Display for Spelled<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a text is not moves in a notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The notation the text was read in.
    pub notation: Notation,
    /// Where the text stops making sense: a byte offset, 0 for the first.
    pub at: usize,
    /// The character found there.
    pub found: char,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("'")?;
        f.write_char(self.found)?;
        f.write_str("' at offset ")?;
        crate::decimal::Decimal(self.at as u64).write_to(f)?;
        f.write_str(match self.notation {
            Notation::Blank => ": moves are d, l, r and u",
            Notation::Tiles => {
                ": tile moves are U, D, L and R, each followed by how many times when more than once"
            }
        })
    }
}

impl core::error::Error for NotationError {}

/// The moves of a text in a notation (see [`Notation::read`]).
pub struct Read<'a> {
    notation: Notation,
    text: &'a str,
    at: usize,
    pending: Option<(Move, u64)>,
    failed: bool,
}

impl Read<'_> {
    fn error(&mut self, at: usize) -> Option<Result<Move, NotationError>> {
        self.failed = true;
        let found = self.text[at..].chars().next().unwrap_or(' ');
        Some(Err(NotationError {
            notation: self.notation,
            at,
            found,
        }))
    }
}

impl Iterator for Read<'_> {
    type Item = Result<Move, NotationError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let bytes = self.text.as_bytes();
        if self.notation == Notation::Blank {
            let &letter = bytes.get(self.at)?;
            let Some(mv) = Move::from_letter(letter) else {
                return self.error(self.at);
            };
            self.at += 1;
            return Some(Ok(mv));
        }
        if let Some((mv, left)) = self.pending {
            self.pending = (left > 1).then_some((mv, left - 1));
            return Some(Ok(mv));
        }
        while bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
        let &letter = bytes.get(self.at)?;
        let Some(mv) = from_tile_letter(letter) else {
            return self.error(self.at);
        };
        self.at += 1;
        let digits = bytes[self.at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let mut count: u64 = 1;
        if digits > 0 {
            count = 0;
            for (i, &digit) in bytes[self.at..self.at + digits].iter().enumerate() {
                let next = count
                    .checked_mul(10)
                    .and_then(|c| c.checked_add(u64::from(digit - b'0')));
                match next {
                    Some(n) => count = n,
                    None => return self.error(self.at + i),
                }
            }
            if count == 0 {
                return self.error(self.at);
            }
            self.at += digits;
        }
        self.pending = (count > 1).then_some((mv, count - 1));
        Some(Ok(mv))
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::{String, ToString};
    use std::vec::Vec;

    use super::*;

    fn tiles_of(blank: &str) -> String {
        let moves: Vec<Move> = Notation::Blank
            .read(blank)
            .collect::<Result<_, _>>()
            .expect("the blank's letters");
        let mut text = String::new();
        Notation::Tiles.write(moves, &mut text).expect("a String");
        text
    }

    fn blank_of(tiles: &str) -> Result<String, NotationError> {
        let mut text = String::new();
        for mv in Notation::Tiles.read(tiles) {
            text.push(char::from(Notation::Blank.letter(mv?)));
        }
        Ok(text)
    }

    #[test]
    fn runs_are_written_with_their_length_and_read_back() {
        assert_eq!(tiles_of(""), "");
        assert_eq!(tiles_of("d"), "U");
        assert_eq!(tiles_of("dd"), "U2");
        assert_eq!(tiles_of("ddd"), "U3");
        assert_eq!(tiles_of("lrud"), "RLDU");
        assert_eq!(tiles_of("urrulldr"), "DL2DR2UL");
        for blank in [
            "",
            "d",
            "dd",
            "urrulldr",
            "dlurullddrurdllurdr",
            "ddddddddddddd",
        ] {
            assert_eq!(blank_of(&tiles_of(blank)).as_deref(), Ok(blank));
        }
        assert_eq!(blank_of(" U2\tL D1 ").as_deref(), Ok("ddru"));
        assert_eq!(blank_of("R12").map(|s| s.len()), Ok(12));
        let mut path = crate::Path::EMPTY;
        for mv in "dlurullddrurdllurdr".bytes().filter_map(Move::from_letter) {
            assert!(path.push(mv));
        }
        assert_eq!(Notation::Tiles.spell(&path).as_str(), "URDLDR2U2LDLUR2DLUL");
        assert_eq!(Notation::Tiles.spell(&crate::Path::EMPTY).as_str(), "");
    }

    #[test]
    fn a_bad_text_is_an_error_at_its_first_bad_character_and_ends_the_moves() {
        let error = |at, found| {
            Err(NotationError {
                notation: Notation::Tiles,
                at,
                found,
            })
        };
        assert_eq!(blank_of("u"), error(0, 'u'));
        assert_eq!(blank_of("U2x"), error(2, 'x'));
        assert_eq!(blank_of("U0"), error(1, '0'));
        assert_eq!(blank_of("U 2"), error(2, '2'));
        assert_eq!(blank_of("Ué"), error(1, 'é'));
        assert_eq!(blank_of("U99999999999999999999"), error(20, '9'));
        let moves: Vec<_> = Notation::Tiles.read("UxU").collect();
        assert_eq!(moves.len(), 2, "a move, then the error, then nothing");
        let message = NotationError {
            notation: Notation::Tiles,
            at: 2,
            found: 'x',
        }
        .to_string();
        assert_eq!(
            message,
            "'x' at offset 2: tile moves are U, D, L and R, each followed by how many times when more than once"
        );
        // The blank's letters are read one by one, nothing else between.
        let blank: Vec<_> = Notation::Blank.read("dlx d").collect();
        let error = NotationError {
            notation: Notation::Blank,
            at: 2,
            found: 'x',
        };
        assert_eq!(blank, [Ok(Move::Down), Ok(Move::Left), Err(error)]);
        assert_eq!(
            error.to_string(),
            "'x' at offset 2: moves are d, l, r and u"
        );
        assert_eq!(Notation::Blank.read("").count(), 0);
        let mut letters = String::new();
        Notation::Blank
            .write([Move::Up, Move::Up, Move::Right], &mut letters)
            .expect("a String");
        assert_eq!(letters, "uur");
    }
}
