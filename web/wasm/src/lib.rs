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
//! Calls: `eight_parse`, `eight_solve`, `eight_solutions`, `eight_generate`,
//! `eight_pairs`. What the package builds on them (a hint, every best
//! move, a count, the tile notation) is plain text work in `eight.mjs`, so
//! the module stays within its budget. Statuses: [`ANSWERED`], [`UNSOLVABLE`], [`BAD_INPUT`] (the output holds
//! the library's message); `eight_pairs` returns the exit status of
//! `eight pairs`.
#![no_std]
#![deny(unsafe_code)]

extern crate alloc;

use alloc::vec::Vec;
use core::fmt::Write as _;

use eight::{Board, SolveError};
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
    ($(#[$doc:meta])* fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        $(#[$doc])*
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name($($arg: $ty),*) -> $ret $body
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
    fn eight_output() -> usize {
        BUFFERS.lock().output.as_ptr() as usize
    }
}

export! {
    /// The length of the output.
    fn eight_output_len() -> usize {
        BUFFERS.lock().output.len()
    }
}

export! {
    /// The address of the error messages of `eight_pairs`.
    fn eight_errors() -> usize {
        BUFFERS.lock().errors.as_ptr() as usize
    }
}

export! {
    /// The length of the error messages of `eight_pairs`.
    fn eight_errors_len() -> usize {
        BUFFERS.lock().errors.len()
    }
}

/// Parses one board, or writes the library's message (with the role of the
/// board: `board` or `target`).
fn board(text: &[u8], role: &str, output: &mut Vec<u8>) -> Option<Board> {
    let mut message = alloc::string::String::new();
    let _ = match core::str::from_utf8(text).map(str::parse::<Board>) {
        Ok(Ok(board)) => return Some(board),
        Ok(Err(error)) => write!(message, "{role}: {}", error.kind),
        Err(_) => write!(message, "{role}: not UTF-8 text"),
    };
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
        let mut buffers = BUFFERS.lock();
        let Some((start, target)) = boards(&mut buffers) else {
            return BAD_INPUT;
        };
        match eight::solve_pair(&start, &target) {
            Ok(path) => {
                buffers.output.extend_from_slice(path.as_bytes());
                ANSWERED
            }
            Err(SolveError::Unsolvable) => UNSOLVABLE,
            Err(error) => failure(&mut buffers.output, &error),
        }
    }
}

export! {
    /// Every shortest answer from the input's board to its target, in
    /// ASCII order, each followed by a line end; the first `limit` of them
    /// (all when `limit` is 0).
    fn eight_solutions(limit: u32) -> u32 {
        let mut buffers = BUFFERS.lock();
        let Some((start, target)) = boards(&mut buffers) else {
            return BAD_INPUT;
        };
        let all = match eight::solutions(&start, &target) {
            Ok(all) => all,
            Err(SolveError::Unsolvable) => return UNSOLVABLE,
            Err(error) => return failure(&mut buffers.output, &error),
        };
        let limit = if limit == 0 { usize::MAX } else { limit as usize };
        for path in all.take(limit) {
            match path {
                Ok(path) => {
                    buffers.output.extend_from_slice(path.as_bytes());
                    buffers.output.push(b'\n');
                }
                Err(error) => return failure(&mut buffers.output, &error.into()),
            }
        }
        ANSWERED
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
