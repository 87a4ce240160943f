//! How moves are written. Answers name the direction the blank travels
//! (`d`, `l`, `r`, `u`), as the judges read them; speedsolvers write the
//! direction the tiles slide, the opposite one, in capitals, and a run of
//! one letter as the letter and its length (`dd` is `U2`, `l` is `R`).

use core::fmt;
use core::fmt::Write as _;

use crate::answer::Path;
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
        let _ = match self {
            Notation::Blank => spelled.write_str(path.as_str()),
            Notation::Tiles => write_tiles(path.moves(), &mut spelled),
        };
        spelled
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

/// Writes `moves` in the tile notation: each run of one letter as the
/// tiles' letter, followed by the run's length when it is more than one.
///
/// ```
/// use eight::notation::write_tiles;
/// let mut text = String::new();
/// write_tiles("ddrul".bytes().filter_map(eight::Move::from_letter), &mut text)?;
/// assert_eq!(text, "U2LDR");
/// # Ok::<(), core::fmt::Error>(())
/// ```
pub fn write_tiles(
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
/// most 31 letters and digits (a run on the 3×3 board is at most two
/// letters long).
#[derive(Clone, Copy)]
pub struct Spelled {
    len: u8,
    text: [u8; MAX_MOVES],
}

impl Spelled {
    /// The text, e.g. `U2LDR`.
    pub fn as_bytes(&self) -> &[u8] {
        &self.text[..usize::from(self.len)]
    }

    /// The text, e.g. `U2LDR`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

impl fmt::Write for Spelled {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let start = usize::from(self.len);
        let end = start + s.len();
        let slot = self.text.get_mut(start..end).ok_or(fmt::Error)?;
        slot.copy_from_slice(s.as_bytes());
        self.len = end as u8;
        Ok(())
    }
}

impl fmt::Display for Spelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a text is not moves in the tile notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotationError {
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
        f.write_str(
            ": tile moves are U, D, L and R, each followed by how many times when more than once",
        )
    }
}

impl core::error::Error for NotationError {}

/// The blank's moves of a text in the tile notation (`U2LDR` gives `d`,
/// `d`, `r`, `u`, `l`), in order. Spaces between moves are allowed; a
/// count is a number from 1 (`U1` is `U`).
///
/// ```
/// let moves: Result<Vec<eight::Move>, _> = eight::notation::from_tiles("U2 L").collect();
/// let letters: String = moves?.iter().map(|mv| mv.letter() as char).collect();
/// assert_eq!(letters, "ddr");
/// # Ok::<(), eight::notation::NotationError>(())
/// ```
pub fn from_tiles(text: &str) -> FromTiles<'_> {
    FromTiles {
        text,
        at: 0,
        pending: None,
        failed: false,
    }
}

/// The moves of a text in the tile notation (see [`from_tiles`]); after
/// an error, nothing.
pub struct FromTiles<'a> {
    text: &'a str,
    at: usize,
    pending: Option<(Move, u64)>,
    failed: bool,
}

impl FromTiles<'_> {
    fn error(&mut self, at: usize) -> Option<Result<Move, NotationError>> {
        self.failed = true;
        let found = self.text[at..].chars().next().unwrap_or(' ');
        Some(Err(NotationError { at, found }))
    }
}

impl Iterator for FromTiles<'_> {
    type Item = Result<Move, NotationError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        if let Some((mv, left)) = self.pending {
            self.pending = (left > 1).then_some((mv, left - 1));
            return Some(Ok(mv));
        }
        let bytes = self.text.as_bytes();
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
        let mut text = String::new();
        write_tiles(blank.bytes().filter_map(Move::from_letter), &mut text).expect("a String");
        text
    }

    fn blank_of(tiles: &str) -> Result<String, NotationError> {
        from_tiles(tiles)
            .map(|mv| mv.map(|mv| char::from(mv.letter())))
            .collect()
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
        let error = |at, found| Err(NotationError { at, found });
        assert_eq!(blank_of("u"), error(0, 'u'));
        assert_eq!(blank_of("U2x"), error(2, 'x'));
        assert_eq!(blank_of("U0"), error(1, '0'));
        assert_eq!(blank_of("U 2"), error(2, '2'));
        assert_eq!(blank_of("Ué"), error(1, 'é'));
        assert_eq!(blank_of("U99999999999999999999"), error(20, '9'));
        let moves: Vec<_> = from_tiles("UxU").collect();
        assert_eq!(moves.len(), 2, "a move, then the error, then nothing");
        let message = NotationError { at: 2, found: 'x' }.to_string();
        assert_eq!(
            message,
            "'x' at offset 2: tile moves are U, D, L and R, each followed by how many times when more than once"
        );
    }
}
