//! `eight solve` on an Arduino Uno (ATmega328P, QEMU's `uno`): reads the
//! Eight format from the serial port and writes exactly what `eight solve`
//! writes, answers and messages, on the same port. The goal's table lives
//! in program memory (`eight-progmem`); nothing else of the solver's
//! tables is linked.
//!
//! A serial line has no end of input: the byte 0x04 (EOT, what a terminal
//! sends for Ctrl-D) ends it, and 0x1B (ESC) takes the byte after it as it
//! is, so that `./run` can send any input, 0x04 and 0x1B included.
//!
//! Messages start with `eight: `, which no answer does, so `./run` can put
//! them on standard error. The last line is `eight-firmware: status S, ram
//! peak R bytes`: the exit status `eight solve` would give, and the RAM
//! used at most (statics and the deepest stack); then the processor
//! sleeps.
#![no_std]
#![no_main]
// The `lpm` of eight-progmem and the sleep of `machine` are AVR assembly.
#![feature(asm_experimental_arch)]
#![deny(unsafe_code)]

mod machine;

use core::fmt::{self, Write as _};

use eight::TableError;
use eight::formats::{Run, RunError, Summary};
use eight::stream::{Sink, Source};

/// Ends the input.
const END_OF_INPUT: u8 = 0x04;
/// Takes the next byte as it is.
const ESCAPE: u8 = 0x1b;

/// Bytes taken from the port at a time, at most.
const INPUT_BUFFER: usize = 16;

/// The serial port never fails; the formats' streams need an error type
/// all the same.
#[derive(Debug)]
enum Never {}

impl fmt::Display for Never {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

/// Writes `n` in decimal, without the formatter's integer code (its digit
/// table would take RAM).
fn write_decimal(out: &mut SerialOutput, n: u16) {
    let mut digits = [0u8; 5];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    let Ok(()) = out.write(&digits[at..]);
}

/// The serial port's input, up to its end mark.
struct SerialInput {
    buffer: [u8; INPUT_BUFFER],
    start: u8,
    end: u8,
    ended: bool,
}

impl SerialInput {
    /// Reads the next byte of input: blocking when `wait`, else only one
    /// that has already arrived. `None` at the end mark (or when nothing
    /// is there and `wait` is false).
    fn next_byte(&mut self, wait: bool) -> Option<u8> {
        if !wait && !machine::received() {
            return None;
        }
        match machine::receive() {
            END_OF_INPUT => {
                self.ended = true;
                None
            }
            ESCAPE => Some(machine::receive()),
            byte => Some(byte),
        }
    }
}

impl Source for SerialInput {
    type Error = Never;

    fn fill(&mut self) -> Result<&[u8], Never> {
        if self.start == self.end && !self.ended {
            // Wait for one byte, then take what has come in behind it.
            let mut end = 0;
            while end < INPUT_BUFFER && !self.ended {
                let Some(byte) = self.next_byte(end == 0) else {
                    break;
                };
                self.buffer[end] = byte;
                end += 1;
            }
            self.start = 0;
            self.end = end as u8;
        }
        Ok(&self.buffer[usize::from(self.start)..usize::from(self.end)])
    }

    fn consume(&mut self, n: usize) {
        self.start = (usize::from(self.start) + n).min(usize::from(self.end)) as u8;
    }

    fn is_drained(&self) -> bool {
        self.start == self.end
    }

    fn buffered(&self) -> &[u8] {
        &self.buffer[usize::from(self.start)..usize::from(self.end)]
    }
}

/// The serial port's output: answers and messages alike.
struct SerialOutput;

impl Sink for SerialOutput {
    type Error = Never;

    fn write(&mut self, bytes: &[u8]) -> Result<(), Never> {
        bytes.iter().for_each(|&byte| machine::send(byte));
        Ok(())
    }
}

impl fmt::Write for SerialOutput {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let Ok(()) = self.write(text.as_bytes());
        Ok(())
    }
}

/// The status of `eight solve` after a run: 1 when a case was bad or the
/// run could not finish, else 0.
fn run() -> u8 {
    let input = SerialInput {
        buffer: [0; INPUT_BUFFER],
        start: 0,
        end: 0,
        ended: false,
    };
    let table = match eight_progmem::goal_table() {
        Ok(table) => table,
        Err(e) => {
            damaged_table(&e);
            return 1;
        }
    };
    let result = Run::eight().answer_by(
        |board, _| table.solve(board),
        input,
        &mut SerialOutput,
        &mut SerialOutput,
    );
    match result {
        Ok(Summary { bad, .. }) => u8::from(bad > 0),
        Err(RunError::Table(e)) => {
            damaged_table(&e);
            1
        }
        Err(RunError::Io(never)) => match never {},
        // The rest come from threads, which this build has none of.
        Err(_) => 1,
    }
}

/// The message of a damaged table, written piece by piece rather than by
/// `write!` (see eight::formats: `fmt::Arguments` is unreliable on AVR).
fn damaged_table(e: &TableError) {
    let mut out = SerialOutput;
    let _ = out.write_str("eight: ");
    let _ = e.write_damaged_to(&mut out);
    let _ = out.write_str("\n");
}

/// Called by avr-libc's start-up, once .data is copied and .bss cleared.
/// (The one unmangled name, the one that start-up calls.)
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn main() -> ! {
    machine::paint_stack();
    machine::start_serial();
    let status = run();
    finish(status)
}

/// The last line, then sleep.
fn finish(status: u8) -> ! {
    let mut out = SerialOutput;
    let Ok(()) = out.write(b"eight-firmware: status ");
    write_decimal(&mut out, u16::from(status));
    let Ok(()) = out.write(b", ram peak ");
    write_decimal(&mut out, machine::ram_peak() as u16);
    let Ok(()) = out.write(b" bytes\n");
    machine::halt()
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    let _ = writeln!(SerialOutput, "eight: internal error");
    finish(101)
}
