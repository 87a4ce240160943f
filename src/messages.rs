//! The texts that the program and every binding (the C library, the
//! Python package, the WebAssembly module and the page) show for the same
//! event, each written once here. A binding may add what only it knows
//! (the boards of the query, a value it was given), never say the same
//! thing in other words.
//!
//! ```
//! assert_eq!(eight::SolveError::Unsolvable.to_string(), eight::messages::UNSOLVABLE);
//! ```

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

/// [`DAMAGED_TABLE`] and the colon that leads into the reason, as one
/// text: one write, where a firmware counts the bytes of each call.
pub(crate) const DAMAGED_TABLE_LEAD: &str = {
    const LEN: usize = DAMAGED_TABLE.len() + 2;
    const BYTES: [u8; LEN] = {
        let mut bytes = [b' '; LEN];
        let mut at = 0;
        while at < DAMAGED_TABLE.len() {
            bytes[at] = DAMAGED_TABLE.as_bytes()[at];
            at += 1;
        }
        bytes[LEN - 2] = b':';
        bytes
    };
    match core::str::from_utf8(&BYTES) {
        Ok(text) => text,
        Err(_) => DAMAGED_TABLE,
    }
};

/// What is said of a text that is not a board, after the text is named
/// (the reason follows when it is known).
pub const NOT_A_BOARD: &str = "is not a board";

/// What a board is, for a text that is not one when the reason is not
/// at hand (the C library's codes).
pub const A_BOARD_IS: &str = "nine cells: tiles 1-8 once each and a blank x, X or 0";

/// What a limit on the number of answers listed must be.
pub const BAD_LIMIT: &str = "the limit is a whole number from 1 up";

#[cfg(test)]
mod tests {
    #[test]
    fn the_damaged_tables_lead_is_its_word_and_a_colon() {
        assert_eq!(super::DAMAGED_TABLE_LEAD, "damaged table: ");
    }
}
