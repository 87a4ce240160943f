//! The texts that the program and every binding (the C library, the
//! Python package, the WebAssembly module and the page) show for the same
//! event, each written once here. A binding may add what only it knows
//! (the boards of the query, a value it was given), never say the same
//! thing in other words.
//!
//! ```
//! assert_eq!(eight::SolveError::Unsolvable.to_string(), eight::messages::UNSOLVABLE);
//! ```

use core::fmt;

use crate::board::Board;

/// The word the judge formats write for a pair with no answer, and the
/// text of [`SolveError::Unsolvable`](crate::SolveError::Unsolvable).
pub const UNSOLVABLE: &str = "unsolvable";

/// Why a pair has no answer, after the pair is named ("`12345687x`
/// cannot reach `12345678x`: their tiles have the other parity").
pub const OTHER_PARITY: &str = "their tiles have the other parity";

/// How a pair with no answer is named when the boards are not at hand
/// (the C library's codes).
pub const CANNOT_REACH: &str = "the board cannot reach the target";

/// What stands before the reason a table is damaged (see
/// [`TableError`](crate::TableError)).
pub const DAMAGED_TABLE: &str = "damaged table";

/// A text and what follows it, joined when the crate is compiled: one
/// write, where a firmware counts the bytes of each call.
macro_rules! joined {
    ($head:expr, $tail:expr) => {{
        const HEAD: &str = $head;
        const TAIL: &str = $tail;
        const LEN: usize = HEAD.len() + TAIL.len();
        const BYTES: [u8; LEN] = {
            let mut bytes = [0; LEN];
            let mut at = 0;
            while at < LEN {
                bytes[at] = if at < HEAD.len() {
                    HEAD.as_bytes()[at]
                } else {
                    TAIL.as_bytes()[at - HEAD.len()]
                };
                at += 1;
            }
            bytes
        };
        match core::str::from_utf8(&BYTES) {
            Ok(text) => text,
            Err(_) => HEAD,
        }
    }};
}

/// [`DAMAGED_TABLE`] and the colon that leads into the reason, as one
/// text.
pub(crate) const DAMAGED_TABLE_LEAD: &str = joined!(DAMAGED_TABLE, ": ");

/// The Eight format's line for a board with no answer.
pub(crate) const UNSOLVABLE_LINE: &str = joined!(UNSOLVABLE, "\n");

/// The Eight II format's lines after `Case k` for a pair with no answer:
/// `: ` and the word, then the empty line of the moves.
pub(crate) const UNSOLVABLE_CASE: &str = joined!(": ", joined!(UNSOLVABLE, "\n\n"));

/// A pair with no answer, named: "`12345687x` cannot reach `12345678x`:
/// their tiles have the other parity" ([`OTHER_PARITY`]).
///
/// ```
/// let (board, target) = ("12345687x".parse()?, eight::Board::GOAL);
/// assert_eq!(
///     eight::messages::cannot_reach(&board, &target).to_string(),
///     "12345687x cannot reach 12345678x: their tiles have the other parity"
/// );
/// # Ok::<(), eight::InputError>(())
/// ```
pub fn cannot_reach<'a>(board: &'a Board, target: &'a Board) -> impl fmt::Display + 'a {
    struct CannotReach<'a>(&'a Board, &'a Board);
    impl fmt::Display for CannotReach<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} cannot reach {}: {OTHER_PARITY}", self.0, self.1)
        }
    }
    CannotReach(board, target)
}

/// What a move that would leave the board would do, after the move is
/// named.
pub const OFF_THE_BOARD: &str = "would move the blank off the board";

/// A move off the board, named by its number in its string, from 1:
/// "move 1 (u) would move the blank off the board".
///
/// ```
/// assert_eq!(
///     eight::messages::off_board(1, eight::Move::Up).to_string(),
///     "move 1 (u) would move the blank off the board"
/// );
/// ```
pub fn off_board<M: fmt::Display>(number: usize, step: M) -> impl fmt::Display {
    struct OffBoard<M>(usize, M);
    impl<M: fmt::Display> fmt::Display for OffBoard<M> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "move {} ({}) {OFF_THE_BOARD}", self.0, self.1)
        }
    }
    OffBoard(number, step)
}

/// What is said of a text that is not a board, after the text is named
/// (the reason follows when it is known).
pub const NOT_A_BOARD: &str = "is not a board";

/// A text that is not a board, named as the caller names it (`board
/// '1234'`, or `the board's text` where the text is not shown), and why:
/// "board '1234' is not a board: a run of 4 cells; ...".
///
/// ```
/// let error = "1234".parse::<eight::Board>().unwrap_err();
/// let message = eight::messages::not_a_board("board '1234'", error.kind).to_string();
/// assert!(message.starts_with("board '1234' is not a board: a run of 4 cells"));
/// ```
pub fn not_a_board<N: fmt::Display, R: fmt::Display>(named: N, reason: R) -> impl fmt::Display {
    struct NotABoard<N, R>(N, R);
    impl<N: fmt::Display, R: fmt::Display> fmt::Display for NotABoard<N, R> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} {NOT_A_BOARD}: {}", self.0, self.1)
        }
    }
    NotABoard(named, reason)
}

/// What a board is, for a text that is not one when the reason is not
/// at hand (the C library's codes).
pub const A_BOARD_IS: &str = "nine cells: tiles 1-8 once each and a blank x, X or 0";

/// What a metric's name must be (the program's `--metric`, the bindings'
/// `metric`).
pub const UNKNOWN_METRIC: &str = "metric must be 'stm' or 'mtm'";

/// What a limit on the number of answers listed must be.
pub const BAD_LIMIT: &str = "the limit is a whole number from 1 up";

#[cfg(test)]
mod tests {
    #[test]
    fn the_joined_texts_are_their_word_and_what_follows() {
        assert_eq!(super::DAMAGED_TABLE_LEAD, "damaged table: ");
        assert_eq!(super::UNSOLVABLE_LINE, "unsolvable\n");
        assert_eq!(super::UNSOLVABLE_CASE, ": unsolvable\n\n");
    }
}
