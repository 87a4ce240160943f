//! The goal's table of the eight solver in an AVR's program memory.
//!
//! An AVR (the ATmega328P of the Arduino Uno) is a Harvard machine: its
//! start-up copies every ordinary constant into its 2 KiB of RAM, and its
//! 32 KiB of flash is read only by the `lpm` instruction. The solver reads
//! its tables in place, so on an AVR the goal's table is
//! kept here instead: placed in `.progmem.data` and read a byte at a time
//! by `lpm`. Answers are those of `eight::solve`, byte for byte; the
//! solver's own copy of the table is then not linked.
//!
//! Elsewhere (the host, for tests and lints) the same type reads the
//! solver's own copy.
#![no_std]
#![cfg_attr(target_arch = "avr", feature(asm_experimental_arch))]
#![deny(clippy::undocumented_unsafe_blocks)]

use eight::TableBytes;
use eight::TableError;
use eight::goal_table::{GoalTable, LEN};

/// The table, in flash. Never read as memory: only through `lpm`.
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data")]
static TABLE: [u8; LEN] = *eight::goal_table::BYTES;

/// The bytes of the goal's table where this target keeps them.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProgramMemory;

impl TableBytes for ProgramMemory {
    fn len(&self) -> usize {
        LEN
    }

    fn byte(&self, index: usize) -> u8 {
        if index >= LEN {
            return 0;
        }
        read(index)
    }
}

/// The byte at `index` (below [`LEN`]) of the table in flash.
#[cfg(target_arch = "avr")]
#[inline]
fn read(index: usize) -> u8 {
    // The address only, without a reference: the static is not memory
    // that an ordinary load may read.
    let address = core::ptr::addr_of!(TABLE).cast::<u8>().wrapping_add(index);
    let byte: u8;
    // SAFETY: `lpm` loads one byte from program memory at Z, and Z is an
    // address inside TABLE (index < LEN), which the linker placed in
    // program memory (.progmem.data); it reads nothing else and writes
    // only `byte`.
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

/// The byte at `index` (below [`LEN`]): off an AVR, the solver's copy.
#[cfg(not(target_arch = "avr"))]
#[inline]
fn read(index: usize) -> u8 {
    eight::goal_table::BYTES.get(index).copied().unwrap_or(0)
}

/// The goal's table, read from program memory. (Its length is right by
/// construction: the error is only for the type's sake.)
pub fn goal_table() -> Result<GoalTable<ProgramMemory>, TableError> {
    GoalTable::new(ProgramMemory)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Off an AVR the same type reads the solver's copy: the answers are
    /// the solver's own, and a read past the end is 0.
    #[test]
    fn the_table_answers_as_the_solver() {
        let goal = goal_table().expect("the table's length");
        for start in ["23415x768", "8672543x1", "12345678x", "12345687x"] {
            let start: eight::Board = start.parse().expect("a board");
            assert_eq!(goal.solve(&start), eight::solve(&start));
        }
        assert_eq!(ProgramMemory.byte(LEN), 0);
        assert_eq!(ProgramMemory.byte(1), eight::goal_table::BYTES[1]);
    }
}
