//! `eight pairs` on a Cortex-M (QEMU's `mps2-an386`, `microbit` and
//! `lm3s811evb`) or a RISC-V part (QEMU's `sifive_e`, riscv32imc): reads
//! the Eight II format from the semihosting console,
//! streaming through a small buffer, and writes exactly what `eight pairs`
//! writes, answers on standard output and messages on standard error, then
//! exits with its status.
//!
//! The last line on standard error is `eight-firmware: heap peak N bytes,
//! ram peak R bytes`: the allocator's high-water mark (0 with the compact
//! tables, which link no allocator) and the RAM used at most (statics and
//! the deepest stack); `./run` takes it off before comparing with
//! `eight pairs`.
#![no_std]
#![no_main]
#![deny(unsafe_code)]

#[cfg(not(any(feature = "compressed-tables", feature = "compact-tables")))]
compile_error!("choose the tables: --features compressed-tables or compact-tables");
#[cfg(all(target_arch = "riscv32", feature = "compressed-tables"))]
compile_error!("the RISC-V build takes only the compact tables: it links no allocator");

mod host;

use core::fmt::{self, Write as _};

use eight::stream::{Sink, Source};
use host::{Handle, Stream};

/// Bytes read from the console at a time: memory stays this small whatever
/// the input.
const INPUT_BUFFER: usize = 512;

/// Answers are written in pieces of at most this many bytes.
const OUTPUT_BUFFER: usize = 1024;

/// The console failed: a semihosting call returned an error.
#[derive(Debug)]
struct ConsoleError;

impl fmt::Display for ConsoleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the console failed")
    }
}

/// The host's standard input, read a buffer at a time.
struct Console {
    handle: Handle,
    buffer: [u8; INPUT_BUFFER],
    start: usize,
    end: usize,
}

impl Source for Console {
    type Error = ConsoleError;

    fn fill(&mut self) -> Result<&[u8], ConsoleError> {
        if self.start == self.end {
            self.start = 0;
            self.end = host::read(self.handle, &mut self.buffer).ok_or(ConsoleError)?;
        }
        Ok(&self.buffer[self.start..self.end])
    }

    fn consume(&mut self, n: usize) {
        self.start = (self.start + n).min(self.end);
    }

    fn is_drained(&self) -> bool {
        self.start == self.end
    }
}

/// A host stream written through a buffer. Messages end with a line end,
/// so a stream made `line_by_line` passes each on whole.
struct Buffered {
    handle: Handle,
    buffer: [u8; OUTPUT_BUFFER],
    len: usize,
    line_by_line: bool,
}

impl Buffered {
    fn new(handle: Handle, line_by_line: bool) -> Buffered {
        Buffered {
            handle,
            buffer: [0; OUTPUT_BUFFER],
            len: 0,
            line_by_line,
        }
    }
}

impl Sink for Buffered {
    type Error = ConsoleError;

    fn write(&mut self, mut bytes: &[u8]) -> Result<(), ConsoleError> {
        while !bytes.is_empty() {
            if self.len == OUTPUT_BUFFER {
                self.flush()?;
            }
            let n = bytes.len().min(OUTPUT_BUFFER - self.len);
            self.buffer[self.len..self.len + n].copy_from_slice(&bytes[..n]);
            self.len += n;
            bytes = &bytes[n..];
        }
        if self.line_by_line && self.buffer[..self.len].ends_with(b"\n") {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), ConsoleError> {
        let pending = &self.buffer[..self.len];
        self.len = 0;
        if host::write(self.handle, pending) {
            Ok(())
        } else {
            Err(ConsoleError)
        }
    }
}

impl fmt::Write for Buffered {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.write(text.as_bytes()).map_err(|_| fmt::Error)
    }
}

/// The firmware, once the start-up has set up the statics (cortex-m-rt's
/// on a Cortex-M, `riscv.rs`'s on RISC-V).
#[cfg_attr(target_arch = "arm", cortex_m_rt::entry)]
fn main() -> ! {
    host::paint_stack();
    host::init_heap();
    let (Some(input), Some(output), Some(errors)) = (
        host::open(Stream::Input),
        host::open(Stream::Output),
        host::open(Stream::Errors),
    ) else {
        host::exit(2)
    };
    let console = Console {
        handle: input,
        buffer: [0; INPUT_BUFFER],
        start: 0,
        end: 0,
    };
    let mut output = Buffered::new(output, false);
    let mut errors = Buffered::new(errors, true);
    let result = eight::formats::Run::pairs().answer(console, &mut output, &mut errors);
    let flushed = output.flush();
    // The statuses of `eight pairs`: 1 when a case was bad or the run
    // could not finish, else 0.
    let status = match (result, flushed) {
        (Ok(summary), Ok(())) => u8::from(summary.bad > 0),
        (Err(e), _) => {
            let _ = writeln!(errors, "eight: {e}");
            1
        }
        (Ok(_), Err(e)) => {
            let _ = writeln!(errors, "eight: {e}");
            1
        }
    };
    let _ = writeln!(
        errors,
        "eight-firmware: heap peak {} bytes, ram peak {} bytes",
        host::heap_peak(),
        host::ram_peak()
    );
    host::exit(status)
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    if let Some(errors) = host::open(Stream::Errors) {
        host::write(errors, b"eight: internal error\n");
    }
    host::exit(101)
}
