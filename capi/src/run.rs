//! The judge formats for C: a run over the caller's read and write
//! functions (`eight_run_eight`, `eight_run_pairs`), through a small
//! input buffer and the library's one `Run`.

use core::ffi::c_void;
use core::fmt::{self, Write as _};

use eight::formats::{Run, RunError, Summary};
use eight::stream::{Sink, Source};

#[cfg(all(feature = "all-tables", target_arch = "avr"))]
use super::solve_pair;
use super::{EIGHT_E_NULL, eight_read_fn, eight_write_fn, solve_to_goal};

/// The caller's read or write function failed, or broke its contract.
#[derive(Debug)]
struct CallbackFailed;

impl CallbackFailed {
    fn message(&self) -> &'static str {
        "a read or write function failed"
    }
}

impl fmt::Display for CallbackFailed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

/// How many bytes of input the library asks for at a time: on an AVR few,
/// since the buffer is on a stack of 2 KiB (the Uno) and the read function
/// reads a serial port that hands over a few bytes at a time anyway.
#[cfg(target_arch = "avr")]
const INPUT_BUFFER: usize = 32;
#[cfg(not(target_arch = "avr"))]
const INPUT_BUFFER: usize = 512;

/// Input bytes read into a buffer of the library's own.
struct Input {
    read: unsafe extern "C" fn(*mut c_void, *mut u8, usize) -> usize,
    context: *mut c_void,
    buffer: [u8; INPUT_BUFFER],
    start: usize,
    end: usize,
}

impl Source for Input {
    type Error = CallbackFailed;

    fn fill(&mut self) -> Result<&[u8], CallbackFailed> {
        if self.start == self.end {
            // SAFETY: the caller's function takes its context and up to
            // `capacity` writable bytes at `buffer`, which are this
            // struct's own.
            let read =
                unsafe { (self.read)(self.context, self.buffer.as_mut_ptr(), self.buffer.len()) };
            if read > self.buffer.len() {
                return Err(CallbackFailed);
            }
            (self.start, self.end) = (0, read);
        }
        Ok(&self.buffer[self.start..self.end])
    }

    fn consume(&mut self, n: usize) {
        self.start = (self.start + n).min(self.end);
    }

    fn is_drained(&self) -> bool {
        self.start == self.end
    }

    fn buffered(&self) -> &[u8] {
        &self.buffer[self.start..self.end]
    }
}

/// Output handed to the caller's function as it comes.
struct Output {
    write: eight_write_fn,
    context: *mut c_void,
}

impl Sink for Output {
    type Error = CallbackFailed;

    fn write(&mut self, bytes: &[u8]) -> Result<(), CallbackFailed> {
        // No function: the bytes go nowhere (a NULL `err`).
        let Some(write) = self.write else {
            return Ok(());
        };
        // SAFETY: the caller's function takes its context and `length`
        // readable bytes, which are the library's own for the call.
        match unsafe { write(self.context, bytes.as_ptr(), bytes.len()) } {
            0 => Ok(()),
            _ => Err(CallbackFailed),
        }
    }
}

impl fmt::Write for Output {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        Sink::write(self, text.as_bytes()).map_err(|_| fmt::Error)
    }
}

/// Runs a judge format over the caller's functions and returns its exit
/// status, as the command line would.
fn run_format(
    read: eight_read_fn,
    out: eight_write_fn,
    err: eight_write_fn,
    context: *mut c_void,
    run: impl FnOnce(Input, &mut Output, &mut Output) -> Result<Summary, RunError<CallbackFailed>>,
) -> i32 {
    let (Some(read), Some(_)) = (read, out) else {
        return EIGHT_E_NULL;
    };
    let input = Input {
        read,
        context,
        buffer: [0; INPUT_BUFFER],
        start: 0,
        end: 0,
    };
    let mut output = Output {
        write: out,
        context,
    };
    let mut errors = Output {
        write: err,
        context,
    };
    match run(input, &mut output, &mut errors) {
        Ok(summary) => i32::from(summary.bad > 0),
        Err(e) => {
            // Piece by piece, not by `write!`: see eight::formats.
            let _ = errors.write_str("eight: ").and_then(|()| match &e {
                RunError::Io(failed) => errors.write_str(failed.message()),
                RunError::Table(table) => table.write_damaged_to(&mut errors),
                // The rest come from threads, which a build without std
                // has none of.
                _ => Ok(()),
            });
            let _ = errors.write_str("\n");
            1
        }
    }
}

/// The "Eight" format (HDU 1043) over the caller's I/O, towards the goal
/// (by the goal's table alone, as `eight_solve_to_goal`):
/// `read` is called for input until it returns 0; `out` gets what
/// `eight solve` writes on standard output (one answer line per board),
/// `err` what it writes on standard error (one message per bad board; NULL
/// drops them). All three get `context`.
///
/// Returns the exit status of `eight solve`: 0, or 1 when a board was bad
/// or a call of `out` failed (returned other than 0) or `read` returned
/// more than it was asked for; `EIGHT_E_NULL` when `read` or `out` is
/// NULL.
///
/// # Safety
///
/// The functions, called with `context` and the library's buffers, behave
/// as their types say, and do not call back into the library.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_run_eight(
    read: eight_read_fn,
    out: eight_write_fn,
    err: eight_write_fn,
    context: *mut c_void,
) -> i32 {
    run_format(read, out, err, context, |input, output, errors| {
        Run::eight().answer_by(|start, _| solve_to_goal(start), input, output, errors)
    })
}

/// The "Eight II" format (HDU 3567) over the caller's I/O: as
/// `eight_run_eight`, with `out` and `err` getting what `eight pairs`
/// writes, and its exit status.
///
/// # Safety
///
/// As `eight_run_eight`.
/// cbindgen:prefix=EIGHT_ALL_TABLES
#[cfg(feature = "all-tables")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn eight_run_pairs(
    read: eight_read_fn,
    out: eight_write_fn,
    err: eight_write_fn,
    context: *mut c_void,
) -> i32 {
    run_format(read, out, err, context, |input, output, errors| {
        // On an AVR by the tables in program memory; elsewhere the
        // solver's own run, with its faster walks.
        #[cfg(target_arch = "avr")]
        return Run::pairs().answer_by(solve_pair, input, output, errors);
        #[cfg(not(target_arch = "avr"))]
        Run::pairs().answer(input, output, errors)
    })
}
