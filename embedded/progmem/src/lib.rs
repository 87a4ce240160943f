//! The goal's table of the eight solver in an AVR's program memory.
//!
//! An AVR (the ATmega328P of the Arduino Uno) is a Harvard machine: its
//! start-up copies every ordinary constant into its 2 KiB of RAM, and its
//! 32 KiB of flash is read only by the `lpm` instruction. The solver reads
//! its tables in place, so on an AVR the goal's table (15,120 bytes) is
//! kept here instead: placed in `.progmem.data` (which the linker puts in
//! the low 64 KiB of flash, where `lpm` reaches) and read a byte at a
//! time by `lpm`. Answers are those of `eight::solve`, byte for byte; the
//! solver's own copy of the table is then not linked.
//!
//! Elsewhere (the host, for tests and lints) the same type reads the
//! solver's own copies.
#![no_std]
#![cfg_attr(target_arch = "avr", feature(asm_experimental_arch))]
#![deny(clippy::undocumented_unsafe_blocks)]

use eight::TableError;
use eight::goal_table::{BYTES, GoalTable, LEN, TableBytes};

/// The table, in flash. Never read as memory: only through `lpm`.
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.eight_corner")]
static CORNER: [u8; LEN] = *BYTES;

/// The bytes of the goal's table where this target keeps them: on an
/// AVR, its address in program memory and its length.
#[derive(Clone, Copy, Debug)]
pub struct ProgramMemory {
    #[cfg(target_arch = "avr")]
    start: *const u8,
    #[cfg(not(target_arch = "avr"))]
    start: &'static [u8],
    len: usize,
}

impl ProgramMemory {
    /// The goal's table: on an AVR the address of its static in flash,
    /// elsewhere the solver's own copy.
    fn corner() -> ProgramMemory {
        #[cfg(target_arch = "avr")]
        let start = core::ptr::addr_of!(CORNER).cast::<u8>();
        #[cfg(not(target_arch = "avr"))]
        let start = &BYTES[..];
        ProgramMemory { start, len: LEN }
    }
}

impl TableBytes for ProgramMemory {
    fn len(&self) -> usize {
        self.len
    }

    fn byte(&self, index: usize) -> u8 {
        if index >= self.len {
            return 0;
        }
        self.read(index)
    }
}

impl ProgramMemory {
    /// The byte at `index` (below the length) of the table in flash.
    #[cfg(target_arch = "avr")]
    #[inline]
    fn read(&self, index: usize) -> u8 {
        // The address only, without a reference: the static is not memory
        // that an ordinary load may read.
        let address = self.start.wrapping_add(index);
        let byte: u8;
        // SAFETY: `lpm` loads one byte from program memory at Z, and Z is
        // an address inside the table (`start` is the table's, and index <
        // its length), which the linker placed in program memory
        // (.progmem.data.*, in the low 64 KiB); it reads nothing else and
        // writes only `byte`.
        unsafe {
            core::arch::asm!(
                "lpm {byte}, Z",
                byte = out(reg) byte,
                in("Z") address,
                options(pure, readonly, nostack, preserves_flags),
            );
        }
        byte
    }

    /// The byte at `index` (below the length): off an AVR, the solver's
    /// copy.
    #[cfg(not(target_arch = "avr"))]
    #[inline]
    fn read(&self, index: usize) -> u8 {
        self.start.get(index).copied().unwrap_or(0)
    }
}

/// The goal's table, read from program memory. (Its length is right by
/// construction: the error is only for the type's sake.)
pub fn goal_table() -> Result<GoalTable<ProgramMemory>, TableError> {
    GoalTable::new(ProgramMemory::corner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use eight::Board;

    fn board(text: &str) -> Board {
        text.parse().expect("a board")
    }

    /// Off an AVR the same type reads the solver's copy: the answers are
    /// the solver's own, and a read past the end is 0.
    #[test]
    fn the_table_answers_as_the_solver() {
        let goal = goal_table().expect("the corner's length");
        for start in ["23415x768", "8672543x1", "12345678x", "12345687x"] {
            let start = board(start);
            assert_eq!(goal.solve(&start), eight::solve(&start));
        }
        let table = ProgramMemory::corner();
        assert_eq!(table.byte(LEN), 0);
        assert_eq!(table.byte(1), BYTES[1]);
    }
}
