//! The eight solver for C: the functions of `include/eight.h`, on the
//! compact tables (read in place: nothing decoded, nothing allocated).
//! Every result goes into the caller's buffer or through the caller's
//! callbacks; the library never calls `malloc`.
//!
//! The `unsafe` of the project lives here, at the boundary, and only
//! here: reading the caller's strings, writing the caller's buffer and
//! calling the caller's functions. Each block says what the caller
//! guarantees (`include/eight.h` says it to the caller).
#![cfg_attr(not(any(test, feature = "std")), no_std)]
#![deny(clippy::undocumented_unsafe_blocks)]
#![deny(unsafe_op_in_unsafe_fn)]

use core::ffi::{c_char, c_void};

use eight::Board;
use eight::SolveError;
use eight::messages::{A_BOARD_IS, CANNOT_REACH, DAMAGED_TABLE, NOT_A_BOARD, OTHER_PARITY};

/// The board's text is not a board.
pub const EIGHT_E_BOARD: i32 = -1;
/// The target's text is not a board.
pub const EIGHT_E_TARGET: i32 = -2;
/// The board cannot reach the target (their tiles have the other
/// parity).
pub const EIGHT_E_UNSOLVABLE: i32 = -3;
/// The buffer cannot hold the moves and their NUL; nothing was written.
pub const EIGHT_E_CAPACITY: i32 = -4;
/// An embedded table is damaged (the library's bytes were changed).
pub const EIGHT_E_TABLE: i32 = -5;
/// A pointer that must not be NULL is NULL.
pub const EIGHT_E_NULL: i32 = -6;

/// The longest text read from a board argument, its NUL included: a board
/// spelled with a space between cells is 18 bytes, so this leaves room for
/// any white space a person types, and bounds what a string without its
/// NUL can make the library read.
pub const EIGHT_MAX_TEXT: usize = 256;

/// Reads up to `capacity` bytes of input into `buffer` and returns how
/// many it read: 0 at the end of input (or on a failure). It must not
/// return more than `capacity`.
#[allow(non_camel_case_types)]
pub type eight_read_fn =
    Option<unsafe extern "C" fn(context: *mut c_void, buffer: *mut u8, capacity: usize) -> usize>;

/// Takes `length` bytes from `bytes`; returns 0 when it took them all,
/// anything else when it failed.
#[allow(non_camel_case_types)]
pub type eight_write_fn =
    Option<unsafe extern "C" fn(context: *mut c_void, bytes: *const u8, length: usize) -> i32>;

/// Why a text argument is refused.
enum Refused {
    Null,
    NotABoard,
}

/// The board a NUL-terminated string spells.
///
/// # Safety
///
/// `text` is NULL, or points to readable memory that holds a NUL within
/// its first [`EIGHT_MAX_TEXT`] bytes or is at least that long.
unsafe fn board_from(text: *const c_char) -> Result<Board, Refused> {
    if text.is_null() {
        return Err(Refused::Null);
    }
    let mut len = 0;
    loop {
        if len == EIGHT_MAX_TEXT {
            // No NUL within the bound: not a board's text.
            return Err(Refused::NotABoard);
        }
        // SAFETY: `len` is below EIGHT_MAX_TEXT and no NUL came before it,
        // so the caller guarantees that this byte is readable.
        if unsafe { text.add(len).read() } == 0 {
            break;
        }
        len += 1;
    }
    // Read in place, not copied: a copy of EIGHT_MAX_TEXT bytes would be a
    // quarter of an ATmega328P's stack.
    // SAFETY: the `len` bytes before the NUL were each read above, so the
    // caller guarantees they are readable; nothing writes them while the
    // library runs (the caller's guarantee), and they outlive this call.
    let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len) };
    Board::parse_bytes(bytes).map_err(|_| Refused::NotABoard)
}

/// The board of a query, or the code that refuses it.
///
/// # Safety
///
/// As [`board_from`].
unsafe fn start_board(board: *const c_char) -> Result<Board, i32> {
    // SAFETY: the caller guarantees what board_from needs of `board`.
    match unsafe { board_from(board) } {
        Ok(board) => Ok(board),
        Err(Refused::Null) => Err(EIGHT_E_NULL),
        Err(Refused::NotABoard) => Err(EIGHT_E_BOARD),
    }
}

/// The board and target of a query, or the code that refuses them.
///
/// # Safety
///
/// As [`board_from`], for both.
#[cfg(feature = "all-tables")]
unsafe fn query(board: *const c_char, target: *const c_char) -> Result<(Board, Board), i32> {
    // SAFETY: the caller guarantees what board_from needs of `board`.
    let board = unsafe { start_board(board) }?;
    if target.is_null() {
        return Ok((board, Board::GOAL));
    }
    // SAFETY: the caller guarantees what board_from needs of `target`.
    match unsafe { board_from(target) } {
        Ok(target) => Ok((board, target)),
        Err(_) => Err(EIGHT_E_TARGET),
    }
}

/// The code of a query with no answer.
fn code_of(error: &SolveError) -> i32 {
    match error {
        SolveError::Unsolvable => EIGHT_E_UNSOLVABLE,
        // Any other failure is the library's tables'.
        _ => EIGHT_E_TABLE,
    }
}

/// Writes the moves from `board` to `target` (NULL: the goal `12345678x`)
/// into `moves` as a NUL-terminated string of `d`, `l`, `r` and `u`: the
/// shortest, and the smallest in ASCII order among the shortest.
///
/// Boards are written as on the command line: `"23415x768"`,
/// `"2 3 4 1 5 x 7 6 8"`, the blank `x`, `X` or `0`.
///
/// Returns the number of moves (0 to 31; `moves` then holds that many
/// letters and a NUL), or a negative code: `EIGHT_E_BOARD` (the board's
/// text is not a board, or has no NUL within `EIGHT_MAX_TEXT` bytes),
/// `EIGHT_E_TARGET` (the same of the target), `EIGHT_E_UNSOLVABLE`,
/// `EIGHT_E_CAPACITY` (`capacity` bytes cannot hold the moves and the NUL;
/// nothing is written), `EIGHT_E_TABLE` or `EIGHT_E_NULL` (`board` or
/// `moves` is NULL). On a negative code nothing is written to `moves`.
///
/// # Safety
///
/// `board` and `target` (unless NULL) point to NUL-terminated strings, or
/// to at least `EIGHT_MAX_TEXT` readable bytes; `moves` (unless NULL)
/// points to `capacity` writable bytes.
/// cbindgen:prefix=EIGHT_ALL_TABLES
#[cfg(feature = "all-tables")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_solve(
    board: *const c_char,
    target: *const c_char,
    moves: *mut c_char,
    capacity: usize,
) -> i32 {
    // SAFETY: the caller guarantees `moves`, as write_moves needs, and
    // the strings, as query needs.
    unsafe {
        write_moves(moves, capacity, || {
            let (board, target) = query(board, target)?;
            solve_pair(&board, &target).map_err(|e| code_of(&e))
        })
    }
}

/// The answer from `start` to `target` by all three tables. On an AVR
/// (the ATmega2560) they are read from program memory.
#[cfg(feature = "all-tables")]
fn solve_pair(start: &Board, target: &Board) -> Result<eight::Path, SolveError> {
    #[cfg(target_arch = "avr")]
    {
        eight_progmem::all_tables()?.solve_pair(start, target)
    }
    #[cfg(not(target_arch = "avr"))]
    {
        eight::solve_pair(start, target)
    }
}

/// Writes the moves of `answer` into `moves` as a NUL-terminated string
/// and returns their number, or returns the code that refuses the query
/// (`EIGHT_E_NULL` for a NULL `moves`, before the query is read); nothing
/// is written on an error.
///
/// # Safety
///
/// `moves` (unless NULL) points to `capacity` writable bytes.
unsafe fn write_moves(
    moves: *mut c_char,
    capacity: usize,
    answer: impl FnOnce() -> Result<eight::Path, i32>,
) -> i32 {
    if moves.is_null() {
        return EIGHT_E_NULL;
    }
    let path = match answer() {
        Ok(path) => path,
        Err(code) => return code,
    };
    let letters = path.as_bytes();
    if letters.len() >= capacity {
        return EIGHT_E_CAPACITY;
    }
    // SAFETY: `moves` points to `capacity` writable bytes (the caller's
    // guarantee), and letters.len() + 1 <= capacity; the letters are the
    // library's own bytes, which cannot overlap the caller's buffer.
    unsafe {
        core::ptr::copy_nonoverlapping(letters.as_ptr(), moves.cast::<u8>(), letters.len());
        moves.add(letters.len()).write(0);
    }
    letters.len() as i32
}

/// The number of moves from `board` to `target` (NULL: the goal
/// `12345678x`), or a negative code as `eight_solve` returns
/// (`EIGHT_E_NULL` when `board` is NULL; never `EIGHT_E_CAPACITY`).
///
/// # Safety
///
/// As `eight_solve`, for `board` and `target`.
/// cbindgen:prefix=EIGHT_ALL_TABLES
#[cfg(feature = "all-tables")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_distance(board: *const c_char, target: *const c_char) -> i32 {
    // SAFETY: the caller guarantees the strings, as query needs.
    let (board, target) = match unsafe { query(board, target) } {
        Ok(pair) => pair,
        Err(code) => return code,
    };
    match distance(&board, &target) {
        Ok(moves) => moves as i32,
        Err(e) => code_of(&e),
    }
}

/// The fewest moves from `start` to `target` by all three tables, read
/// from program memory on an AVR, as `solve_pair`'s.
#[cfg(feature = "all-tables")]
fn distance(start: &Board, target: &Board) -> Result<usize, SolveError> {
    #[cfg(target_arch = "avr")]
    {
        eight_progmem::all_tables()?.distance(start, target)
    }
    #[cfg(not(target_arch = "avr"))]
    {
        eight::distance(start, target)
    }
}

/// The answer from `board` to the goal by the goal's table alone: a
/// program that asks for nothing else links no other table. On an AVR the
/// table is read from program memory.
fn solve_to_goal(board: &Board) -> Result<eight::Path, SolveError> {
    #[cfg(target_arch = "avr")]
    {
        eight_progmem::goal_table()?.solve(board)
    }
    #[cfg(not(target_arch = "avr"))]
    {
        eight::solve(board)
    }
}

/// As `eight_solve(board, NULL, moves, capacity)`, but a program that
/// calls only the `*_to_goal` functions (and `eight_run_eight`) links only
/// the goal's table when linked with `--gc-sections`.
///
/// # Safety
///
/// As `eight_solve`, for `board` and `moves`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_solve_to_goal(
    board: *const c_char,
    moves: *mut c_char,
    capacity: usize,
) -> i32 {
    // SAFETY: the caller guarantees `moves`, as write_moves needs, and
    // the string, as start_board needs.
    unsafe {
        write_moves(moves, capacity, || {
            solve_to_goal(&start_board(board)?).map_err(|e| code_of(&e))
        })
    }
}

/// As `eight_distance(board, NULL)`, linking only the goal's table (see
/// `eight_solve_to_goal`).
///
/// # Safety
///
/// As `eight_solve`, for `board`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_distance_to_goal(board: *const c_char) -> i32 {
    // SAFETY: the caller guarantees the string, as start_board needs.
    let board = match unsafe { start_board(board) } {
        Ok(board) => board,
        Err(code) => return code,
    };
    match solve_to_goal(&board) {
        Ok(path) => path.len() as i32,
        Err(e) => code_of(&e),
    }
}

/// A static NUL-terminated English sentence for any code: one of the
/// `EIGHT_E_*` codes, a number of moves (0 or more), or an unknown code;
/// the library's own words where it has them. The string is never to be
/// freed or written.
#[unsafe(no_mangle)]
pub extern "C" fn eight_error_message(code: i32) -> *const c_char {
    match code {
        EIGHT_E_BOARD => c_text!("the board's text ", NOT_A_BOARD, " (", A_BOARD_IS, ")"),
        EIGHT_E_TARGET => c_text!("the target's text ", NOT_A_BOARD, " (", A_BOARD_IS, ")"),
        EIGHT_E_UNSOLVABLE => c_text!(CANNOT_REACH, ": ", OTHER_PARITY),
        EIGHT_E_CAPACITY => c_text!("the buffer cannot hold the moves and their NUL"),
        EIGHT_E_TABLE => c_text!(DAMAGED_TABLE),
        EIGHT_E_NULL => c_text!("a pointer that must not be NULL is NULL"),
        0.. => c_text!("not an error: a number of moves"),
        _ => c_text!("unknown error code"),
    }
}

/// The length of `parts` joined.
const fn joined_len(parts: &[&str]) -> usize {
    let (mut len, mut part) = (0, 0);
    while part < parts.len() {
        len += parts[part].len();
        part += 1;
    }
    len
}

/// `parts` joined and a NUL, as bytes of the given length.
const fn nul_terminated<const N: usize>(parts: &[&str]) -> [u8; N] {
    let mut bytes = [0; N];
    let (mut at, mut part) = (0, 0);
    while part < parts.len() {
        let text = parts[part].as_bytes();
        let mut i = 0;
        while i < text.len() && at + 1 < N {
            bytes[at] = text[i];
            at += 1;
            i += 1;
        }
        part += 1;
    }
    bytes
}

/// A pointer to a static NUL-terminated copy of a string literal, or of
/// texts joined (the library's messages), kept in a static of its own
/// rather than as a C string literal: the compiler puts every C string
/// literal of the library into one section, which a program then links
/// whole as soon as it needs one of them (on an AVR, into its RAM); a
/// static of its own is linked only when reached.
macro_rules! c_text {
    ($($text:expr),+) => {{
        const PARTS: &[&str] = &[$($text),+];
        static BYTES: [u8; joined_len(PARTS) + 1] = nul_terminated(PARTS);
        BYTES.as_ptr().cast::<c_char>()
    }};
}
use c_text;

mod run;

/// The library's version, e.g. `"0.1.0"`: a static NUL-terminated string.
#[unsafe(no_mangle)]
pub extern "C" fn eight_version() -> *const c_char {
    const VERSION: &core::ffi::CStr = match core::ffi::CStr::from_bytes_with_nul(
        concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes(),
    ) {
        Ok(version) => version,
        Err(_) => c"unknown",
    };
    VERSION.as_ptr()
}

/// Nothing in the library panics by design; if something did, the C
/// library's `abort()` ends the program rather than let it go on with a
/// broken answer.
#[cfg(not(any(test, feature = "std")))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    unsafe extern "C" {
        fn abort() -> !;
    }
    // SAFETY: abort() takes nothing and does not return; every C library
    // (glibc, newlib, musl) has it.
    unsafe { abort() }
}

#[cfg(test)]
mod tests;
