//! The solver as a WebAssembly module, with a small hand-made ABI: numbers
//! cross the boundary as arguments and results, text through two buffers in
//! the module's memory. A hand-made ABI rather than wasm-bindgen: it needs
//! no generator tool matched to a crate version, and keeps the module small.
//!
//! The protocol, driven by `web/eight.mjs`:
//!
//! 1. `eight_input(len)` makes the input buffer `len` bytes long and returns
//!    its address; the caller writes UTF-8 text there. Where a call takes two
//!    boards, they are separated by a NUL byte.
//! 2. One of the calls below runs on the input and returns a status.
//! 3. `eight_output()` / `eight_output_len()` (and `eight_errors()` /
//!    `eight_errors_len()` after `eight_pairs`) give what it wrote.
//!
//! Calls: `eight_parse`, `eight_solve`, `eight_hint`, `eight_best_moves`,
//! `eight_count`, `eight_solutions`, `eight_neighbours`, `eight_notation`,
//! `eight_generate`, `eight_pairs`, `eight_text`: every answer, count,
//! best move, notation and message comes from the library, and `eight.mjs`
//! only turns text into values. Statuses: [`ANSWERED`], [`UNSOLVABLE`], [`BAD_INPUT`] (the
//! output holds the library's message); `eight_pairs` returns the exit
//! status of `eight pairs`.
#![no_std]
#![deny(unsafe_code)]

extern crate alloc;

use alloc::vec::Vec;
use core::fmt::Write as _;

use eight::{Board, SolveError};
use eight_core::decimal::Decimal;
use spin::Mutex;

#[global_allocator]
static ALLOCATOR: dlmalloc::GlobalDlmalloc = dlmalloc::GlobalDlmalloc;

/// The call answered; the output holds the answer.
pub const ANSWERED: u32 = 0;
/// The boards cannot reach each other.
pub const UNSOLVABLE: u32 = 1;
/// The input is not what the call takes; the output holds why.
pub const BAD_INPUT: u32 = 2;

/// Text in and out of the module.
struct Buffers {
    input: Vec<u8>,
    output: Vec<u8>,
    errors: Vec<u8>,
}

static BUFFERS: Mutex<Buffers> = Mutex::new(Buffers {
    input: Vec::new(),
    output: Vec::new(),
    errors: Vec::new(),
});

/// Exports a function under its own name. `no_mangle` counts as unsafe code
/// (two exports could collide); these names are unique to this module.
macro_rules! export {
    ($($(#[$doc:meta])* fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block)*) => {
        $(
            $(#[$doc])*
            #[allow(unsafe_code)]
            #[unsafe(no_mangle)]
            pub extern "C" fn $name($($arg: $ty),*) -> $ret $body
        )*
    };
}

export! {
    /// Makes the input buffer `len` bytes long; returns its address.
    fn eight_input(len: usize) -> usize {
        let mut buffers = BUFFERS.lock();
        buffers.input.clear();
        buffers.input.resize(len, 0);
        buffers.input.as_mut_ptr() as usize
    }
}

export! {
    /// The address of the output.
    fn eight_output() -> usize { BUFFERS.lock().output.as_ptr() as usize }
    /// The length of the output.
    fn eight_output_len() -> usize { BUFFERS.lock().output.len() }
    /// The address of the error messages of `eight_pairs`.
    fn eight_errors() -> usize { BUFFERS.lock().errors.as_ptr() as usize }
    /// The length of the error messages of `eight_pairs`.
    fn eight_errors_len() -> usize { BUFFERS.lock().errors.len() }
}

/// Parses one board, or writes the library's message (with the role of the
/// board: `board` or `target`).
fn board(text: &[u8], role: &str, output: &mut Vec<u8>) -> Option<Board> {
    // Read as bytes: a byte that is not a cell is an error anyway, so no
    // UTF-8 check is needed first.
    let error = match Board::parse_bytes(text) {
        Ok(board) => return Some(board),
        Err(error) => error,
    };
    let mut message = alloc::string::String::new();
    let named = format_args!("the {role}'s text");
    let _ = write!(
        message,
        "{}",
        eight::messages::not_a_board(named, error.kind)
    );
    output.extend_from_slice(message.as_bytes());
    None
}

/// The boards of the input: the first, and the one after a NUL byte (the
/// goal when there is none).
fn boards(buffers: &mut Buffers) -> Option<(Board, Board)> {
    let Buffers { input, output, .. } = buffers;
    output.clear();
    let mut parts = input.splitn(2, |&b| b == 0);
    let start = board(parts.next().unwrap_or_default(), "board", output)?;
    let target = match parts.next() {
        None => Board::GOAL,
        Some(text) => board(text, "target", output)?,
    };
    Some((start, target))
}

/// Writes an error that is not about the input (a damaged table).
fn failure(output: &mut Vec<u8>, error: &SolveError) -> u32 {
    let mut message = alloc::string::String::new();
    let _ = write!(message, "{error}");
    output.clear();
    output.extend_from_slice(message.as_bytes());
    BAD_INPUT
}

export! {
    /// The input's board (and target, when given) in the nine-character
    /// spelling, `x` for the blank: `23415x768`, NUL, `12345678x`.
    fn eight_parse() -> u32 {
        let mut buffers = BUFFERS.lock();
        let has_target = buffers.input.contains(&0);
        let Some((start, target)) = boards(&mut buffers) else {
            return BAD_INPUT;
        };
        let mut text = alloc::string::String::new();
        let _ = write!(text, "{start}");
        if has_target {
            let _ = write!(text, "\0{target}");
        }
        buffers.output.extend_from_slice(text.as_bytes());
        ANSWERED
    }
}

export! {
    /// The answer (SPEC §2) from the input's board to its target.
    fn eight_solve() -> u32 {
        answer_pair(&|output, start, target| {
            output.extend_from_slice(eight::solve_pair(start, target)?.as_bytes());
            Ok(())
        })
    }
}

/// Answers a question about the input's board and target: `write` puts
/// the answer in the output. A bad board is [`BAD_INPUT`] with why, a
/// pair with no answer [`UNSOLVABLE`], a damaged table [`BAD_INPUT`] with
/// its message in place of what was written.
fn answer_pair(write: &dyn Fn(&mut Vec<u8>, &Board, &Board) -> Result<(), SolveError>) -> u32 {
    let mut buffers = BUFFERS.lock();
    let Some((start, target)) = boards(&mut buffers) else {
        return BAD_INPUT;
    };
    match write(&mut buffers.output, &start, &target) {
        Ok(()) => ANSWERED,
        Err(error) => refused(&mut buffers.output, error),
    }
}

/// Writes a number in decimal by the library's own conversion (the one
/// its messages use): `write!` of an integer would link the formatter's
/// integer code into the module.
fn number(output: &mut Vec<u8>, n: usize) {
    let mut text = alloc::string::String::new();
    let _ = Decimal(n as u64).write_to(&mut text);
    output.extend_from_slice(text.as_bytes());
}

/// The status of a query that failed: unsolvable, or a damaged table (its
/// message in the output).
fn refused(output: &mut Vec<u8>, error: SolveError) -> u32 {
    match error {
        SolveError::Unsolvable => UNSOLVABLE,
        error => failure(output, &error),
    }
}

export! {
    /// The distance from the input's board to its target and the best
    /// next move, as `eight hint` writes them: `19 d`, or `0` there.
    fn eight_hint() -> u32 {
        answer_pair(&|output, start, target| {
            let hint = eight::hint(start, target)?;
            number(output, hint.distance);
            if let Some(mv) = hint.next {
                output.extend_from_slice(&[b' ', mv.letter()]);
            }
            Ok(())
        })
    }
}

export! {
    /// The distance and every best next move, as `eight hint --all`
    /// writes them: `22 d r`, or `0` there.
    fn eight_best_moves() -> u32 {
        answer_pair(&|output, start, target| {
            let best = eight::best_moves(start, target)?;
            number(output, best.distance);
            for mv in best.moves.iter() {
                output.extend_from_slice(&[b' ', mv.letter()]);
            }
            Ok(())
        })
    }
}

export! {
    /// The number of shortest answers, as `eight count` writes it.
    fn eight_count() -> u32 {
        answer_pair(&|output, start, target| {
            number(output, eight::count_solutions(start, target)? as usize);
            Ok(())
        })
    }
}

export! {
    /// Every move of the blank from the input's board, in d, l, r, u
    /// order, a line each: the letter, the board after it and that
    /// board's distance to the target (`d 12345678x 0`).
    fn eight_neighbours() -> u32 {
        answer_pair(&|output, start, target| {
            for n in eight::neighbours(start, target)? {
                output.extend_from_slice(&[n.mv.letter(), b' ']);
                // The nine-character spelling, `x` for the blank.
                for cell in n.board.cells() {
                    output.push(if cell == 0 { b'x' } else { b'0' + cell });
                }
                output.push(b' ');
                number(output, n.distance);
                output.push(b'\n');
            }
            Ok(())
        })
    }
}

export! {
    /// The input's moves, read in one notation and written in the other:
    /// `to_tiles` 1 reads the blank's letters and writes the tiles', 0 the
    /// other way. A text that is not moves is [`BAD_INPUT`], with why.
    fn eight_notation(to_tiles: u32) -> u32 {
        use eight::notation::Notation;
        let mut buffers = BUFFERS.lock();
        let Buffers { input, output, .. } = &mut *buffers;
        output.clear();
        let (from, to) = if to_tiles == 1 {
            (Notation::Blank, Notation::Tiles)
        } else {
            (Notation::Tiles, Notation::Blank)
        };
        let mut text = alloc::string::String::new();
        // A string from JavaScript is UTF-8 text.
        let read = core::str::from_utf8(input).unwrap_or_default();
        // Read and written in one pass, stopping at the first error.
        let mut refused = None;
        let moves = from.read(read).map_while(|mv| mv.map_err(|e| refused = Some(e)).ok());
        let _ = to.write(moves, &mut text);
        if let Some(error) = refused {
            text.clear();
            let _ = write!(text, "{error}");
            output.extend_from_slice(text.as_bytes());
            return BAD_INPUT;
        }
        output.extend_from_slice(text.as_bytes());
        ANSWERED
    }
}

export! {
    /// Every shortest answer from the input's board to its target, in
    /// ASCII order, each followed by a line end; the first `limit` of them
    /// (all when `limit` is 0).
    fn eight_solutions(limit: u32) -> u32 {
        let limit = if limit == 0 { usize::MAX } else { limit as usize };
        answer_pair(&|output, start, target| {
            for path in eight::solutions(start, target)?.take(limit) {
                output.extend_from_slice(path?.as_bytes());
                output.push(b'\n');
            }
            Ok(())
        })
    }
}

export! {
    /// A random board exactly `distance` moves from the input's board (the
    /// target), drawn with the library's seeded generator: the board that
    /// `eight gen --distance D --seed S --count 1` prints.
    fn eight_generate(distance: u32, seed: u64) -> u32 {
        let mut buffers = BUFFERS.lock();
        let Some((target, _)) = boards(&mut buffers) else {
            return BAD_INPUT;
        };
        match eight::generate::random_boards(&target, distance as usize, 1, seed) {
            Ok(mut found) => {
                let mut text = alloc::string::String::new();
                if let Some(board) = found.next() {
                    let _ = write!(text, "{board}");
                }
                buffers.output.extend_from_slice(text.as_bytes());
                ANSWERED
            }
            Err(error) => {
                let mut text = alloc::string::String::new();
                let _ = write!(text, "{error}");
                buffers.output.extend_from_slice(text.as_bytes());
                BAD_INPUT
            }
        }
    }
}

export! {
    /// `eight pairs` on the input: the output and the error messages are
    /// what it writes; returns its exit status.
    fn eight_pairs() -> u32 {
        let mut buffers = BUFFERS.lock();
        let Buffers {
            input,
            output,
            errors,
        } = &mut *buffers;
        output.clear();
        errors.clear();
        match eight::formats::Run::pairs().answer(input.as_slice(), output, errors) {
            Ok(summary) => u32::from(summary.bad > 0),
            Err(error) => {
                let mut text = alloc::string::String::new();
                let _ = writeln!(text, "eight: {error}");
                errors.extend_from_slice(text.as_bytes());
                1
            }
        }
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

export! {
    /// One of the library's messages (`eight::messages`), for what the
    /// page and `eight.mjs` say in their own sentences: 0 the word for a
    /// pair with no answer, 1 why it has none, 2 what a limit must be, 3
    /// a pair with no answer named without its boards.
    fn eight_text(which: u32) -> u32 {
        use eight::messages::{BAD_LIMIT, CANNOT_REACH, OTHER_PARITY, UNSOLVABLE};
        let text = match which {
            0 => UNSOLVABLE,
            1 => OTHER_PARITY,
            2 => BAD_LIMIT,
            3 => CANNOT_REACH,
            _ => return BAD_INPUT,
        };
        let mut buffers = BUFFERS.lock();
        buffers.output.clear();
        buffers.output.extend_from_slice(text.as_bytes());
        ANSWERED
    }
}
