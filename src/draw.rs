//! Drawing a solution as text: the boards one after another, with each move
//! between them, as the puzzle's statement draws it.

#[cfg(feature = "alloc")]
use alloc::string::String;
use core::fmt::{self, Write};

use crate::answer::Path;
use crate::board::MAX_MOVES;
use crate::board::{BLANK, Board, Move};
use crate::notation::Notation;

/// Boards drawn side by side on one row of the drawing.
pub const BOARDS_PER_ROW: usize = 6;

/// Writes one text row of a board: `1 2 3`, `x` for the blank.
fn write_board_row(out: &mut impl Write, board: &Board, row: usize) -> fmt::Result {
    for (i, &c) in board.cells()[row * 3..row * 3 + 3].iter().enumerate() {
        if i > 0 {
            out.write_char(' ')?;
        }
        if c == BLANK {
            out.write_char('x')?;
        } else {
            out.write_char(char::from(b'0' + c))?;
        }
    }
    Ok(())
}

/// Writes the boards from `start` along `path`, `BOARDS_PER_ROW` to a row,
/// each after the first preceded by the letter of the move that led to it
/// in `notation` (`d->` in the blank's, `U->` in the tiles'), into any
/// [`core::fmt::Write`] (a `String`, a fixed buffer, a console). Moves that
/// would leave the board end the drawing early. Nothing is allocated.
///
/// ```
/// use eight::notation::Notation;
///
/// let start: eight::Board = "12345x786".parse()?;
/// let path = eight::solve(&start)?;
/// let mut text = String::new();
/// eight::draw::write_drawing(&mut text, &start, &path, Notation::Blank)?;
/// assert_eq!(text, "\
/// 1 2 3       1 2 3
/// 4 5 x  d->  4 5 6
/// 7 8 6       7 8 x
/// ");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_drawing(
    out: &mut impl Write,
    start: &Board,
    path: &Path,
    notation: Notation,
) -> fmt::Result {
    // The boards and the moves that led to them, kept inline: an answer
    // has at most MAX_MOVES moves.
    let mut steps: [(Option<Move>, Board); MAX_MOVES + 1] = [(None, *start); MAX_MOVES + 1];
    let mut len = 1;
    let mut board = *start;
    for mv in path.moves() {
        let Some(next) = board.apply(mv) else { break };
        let Some(slot) = steps.get_mut(len) else {
            break;
        };
        board = next;
        *slot = (Some(mv), board);
        len += 1;
    }
    for (k, chunk) in steps[..len].chunks(BOARDS_PER_ROW).enumerate() {
        if k > 0 {
            out.write_char('\n')?;
        }
        for row in 0..3 {
            for (i, (mv, board)) in chunk.iter().enumerate() {
                // The move's letter sits on the middle row; the other rows
                // leave its place blank. Board rows end in a cell, so no
                // line has trailing spaces.
                match mv {
                    Some(mv) if row == 1 => {
                        let letter = notation.letter(*mv);
                        out.write_str("  ")?;
                        out.write_char(char::from(letter))?;
                        out.write_str("->  ")?;
                    }
                    Some(_) => out.write_str("       ")?,
                    None if i > 0 => out.write_str("       ")?,
                    None => {}
                }
                write_board_row(out, board, row)?;
            }
            out.write_char('\n')?;
        }
    }
    Ok(())
}

/// The drawing of [`write_drawing`] as a `String`.
///
/// ```
/// use eight::notation::Notation;
///
/// let start: eight::Board = "12345x786".parse()?;
/// let path = eight::solve(&start)?;
/// assert_eq!(eight::draw::draw(&start, &path, Notation::Tiles), "\
/// 1 2 3       1 2 3
/// 4 5 x  U->  4 5 6
/// 7 8 6       7 8 x
/// ");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "alloc")]
pub fn draw(start: &Board, path: &Path, notation: Notation) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = write_drawing(&mut out, start, path, notation);
    out
}
