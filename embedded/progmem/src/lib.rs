//! The eight solver's tables in an AVR's program memory.
//!
//! An AVR (the ATmega328P of the Arduino Uno, the ATmega2560 of the Mega)
//! is a Harvard machine: its start-up copies every ordinary constant into
//! its RAM (2 KiB on the Uno, 8 KiB on the Mega), and its flash is read
//! only by the `lpm` instruction. The solver reads its tables in place, so
//! on an AVR they are kept here instead: each in a section of its own
//! under `.progmem.data` (which the linker places in the low 64 KiB of
//! flash, where `lpm` reaches) and read a byte at a time by `lpm`. Answers
//! are those of `eight::solve` and `eight::solve_pair`, byte for byte; the
//! solver's own copies of the tables are then not linked.
//!
//! A program links only the tables it reaches: [`goal_table`] names the
//! corner table alone (15,120 bytes: the Uno's Eight format), and
//! [`all_tables`] all three (37,800 bytes: any target, the Mega's Eight
//! II format). Each table is a section of its own, so the linker's
//! `--gc-sections` drops the others.
//!
//! Elsewhere (the host, for tests and lints) the same type reads the
//! solver's own copies.
#![no_std]
#![cfg_attr(target_arch = "avr", feature(asm_experimental_arch))]
#![deny(clippy::undocumented_unsafe_blocks)]

use eight::TableError;
use eight::all_tables::AllTables;
use eight::goal_table::{GoalTable, TableBytes};

/// The tables, in flash. Never read as memory: only through `lpm`.
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.eight_corner")]
static CORNER: [u8; eight::all_tables::CORNER_LEN] = *eight::all_tables::CORNER;
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.eight_edge")]
static EDGE: [u8; eight::all_tables::EDGE_LEN] = *eight::all_tables::EDGE;
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.eight_centre")]
static CENTRE: [u8; eight::all_tables::CENTRE_LEN] = *eight::all_tables::CENTRE;

/// The bytes of one table where this target keeps them: on an AVR, the
/// table's address in program memory and its length.
#[derive(Clone, Copy, Debug)]
pub struct ProgramMemory {
    #[cfg(target_arch = "avr")]
    start: *const u8,
    #[cfg(not(target_arch = "avr"))]
    start: &'static [u8],
    len: usize,
}

/// The reader of one table: on an AVR the address of its static in
/// flash, elsewhere the solver's own copy.
macro_rules! in_flash {
    ($flash:ident, $copy:expr) => {{
        #[cfg(target_arch = "avr")]
        let start = core::ptr::addr_of!($flash).cast::<u8>();
        #[cfg(not(target_arch = "avr"))]
        let start = &$copy[..];
        ProgramMemory {
            start,
            len: $copy.len(),
        }
    }};
}

impl ProgramMemory {
    /// The corner table (the goal's).
    fn corner() -> ProgramMemory {
        in_flash!(CORNER, eight::all_tables::CORNER)
    }

    /// The edge table.
    fn edge() -> ProgramMemory {
        in_flash!(EDGE, eight::all_tables::EDGE)
    }

    /// The centre table.
    fn centre() -> ProgramMemory {
        in_flash!(CENTRE, eight::all_tables::CENTRE)
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
        // an address inside one of the tables (`start` is a table's, and
        // index < its length), which the linker placed in program memory
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

/// The goal's table, read from program memory: a program that asks for
/// nothing else links only this table. (Its length is right by
/// construction: the error is only for the type's sake.)
pub fn goal_table() -> Result<GoalTable<ProgramMemory>, TableError> {
    GoalTable::new(ProgramMemory::corner())
}

/// All three tables, read from program memory: answers to any target.
pub fn all_tables() -> Result<AllTables<ProgramMemory>, TableError> {
    AllTables::new(
        ProgramMemory::corner(),
        ProgramMemory::edge(),
        ProgramMemory::centre(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use eight::Board;

    fn board(text: &str) -> Board {
        text.parse().expect("a board")
    }

    /// Off an AVR the same types read the solver's copies: the answers are
    /// the solver's own.
    #[test]
    fn the_tables_answer_as_the_solver() {
        let goal = goal_table().expect("the corner's length");
        let all = all_tables().expect("the tables' lengths");
        for start in ["23415x768", "8672543x1", "12345678x"] {
            let start = board(start);
            assert_eq!(goal.solve(&start), eight::solve(&start));
            for target in ["12345678x", "7568X4123", "1234x5678", "x12345678"] {
                let target = board(target);
                assert_eq!(
                    all.solve(&start, &target),
                    eight::solve_pair(&start, &target)
                );
            }
        }
        let table = ProgramMemory::centre();
        assert_eq!(table.byte(eight::all_tables::CENTRE_LEN), 0);
        assert_eq!(table.byte(0), eight::all_tables::CENTRE[0]);
    }
}
