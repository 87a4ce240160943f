//! Drawing a solution as text: the boards one after another, with each move
//! between them, as the puzzle's statement draws it.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::board::{BLANK, Board};
use crate::solve::Path;

/// Boards drawn side by side on one row of the drawing.
pub const BOARDS_PER_ROW: usize = 6;

fn board_line(board: &Board, row: usize) -> String {
    board.cells()[row * 3..row * 3 + 3]
        .iter()
        .map(|&c| {
            if c == BLANK {
                "x".to_string()
            } else {
                c.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The boards from `start` along `path`, `BOARDS_PER_ROW` to a row, each
/// after the first preceded by the letter of the move that led to it. Moves
/// that would leave the board end the drawing early.
///
/// ```
/// let start: eight::Board = "12345x786".parse()?;
/// let path = eight::solve(&start)?;
/// assert_eq!(eight::draw::draw(&start, &path), "\
/// 1 2 3       1 2 3
/// 4 5 x  d->  4 5 6
/// 7 8 6       7 8 x
/// ");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn draw(start: &Board, path: &Path) -> String {
    let mut steps = vec![(None, *start)];
    let mut board = *start;
    for mv in path.moves() {
        let Some(next) = board.apply(mv) else { break };
        board = next;
        steps.push((Some(mv), board));
    }
    let mut out = String::new();
    for (k, chunk) in steps.chunks(BOARDS_PER_ROW).enumerate() {
        if k > 0 {
            out.push('\n');
        }
        for row in 0..3 {
            let mut line = String::new();
            for (i, (mv, board)) in chunk.iter().enumerate() {
                if let Some(mv) = mv {
                    if row == 1 {
                        line += &format!("  {mv}->  ");
                    } else {
                        line += "       ";
                    }
                } else if i > 0 {
                    line += "       ";
                }
                line += &board_line(board, row);
            }
            out += line.trim_end();
            out.push('\n');
        }
    }
    out
}
