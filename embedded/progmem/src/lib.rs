//! The eight solver's tables in an AVR's program memory.
//!
//! An AVR (the ATmega328P of the Arduino Uno, the ATmega2560 of the Mega)
//! is a Harvard machine: its start-up copies every ordinary constant into
//! its RAM (2 KiB on the Uno, 8 KiB on the Mega), and its flash is read
//! only by the `lpm` instruction. The solver reads its tables in place, so
//! on an AVR the tables are kept here instead: placed in `.progmem.data`
//! and read a byte at a time by `lpm`. Answers are those of
//! `eight::solve` and `eight::solve_pair`, byte for byte; the solver's own
//! copies of the tables are then not linked.
//!
//! Each table is a static of its own, in a section of its own
//! (`.progmem.data.corner` ...: the linker places every `.progmem*`
//! section in flash, and drops one that nothing reads), so a program that
//! asks only for the goal ([`goal_table`]) carries the corner table alone,
//! and [`all_tables`] reads the same corner table as the goal's, not a
//! second copy.
//!
//! The linker places every `.progmem*` section in link order, after the
//! interrupt vectors: a sketch's own `PROGMEM` data (fonts, pictures,
//! sounds) comes before the library's. On the ATmega328P all of flash is
//! below 64 KiB and `lpm` reaches it. On the ATmega2560 (256 KiB) the
//! tables may lie past 64 KiB, so there each table's address is its
//! 24-bit one (`hh8`, `hi8`, `lo8` of its symbol, put together by the
//! assembler), and a byte is read by `elpm` with the address's top byte
//! in RAMPZ, which is put back as it was: answers are right wherever the
//! tables land.
//!
//! Elsewhere (the host, for tests and lints) the same types read the
//! solver's own copies.
//!
//! # Why the 24-bit sum is written in assembly
//!
//! On the ATmega2560 a byte's address is the table's 24-bit address plus
//! the index. Written in Rust, LLVM's AVR backend (LLVM 22.1.8, in
//! Debian's Rust 1.96, at every optimisation level) compiles that sum
//! wrong. The smallest function that shows it:
//!
//! ```text
//! pub extern "C" fn far_page(start: u32, index: u16) -> u8 {
//!     start.wrapping_add(index as u32).to_le_bytes()[2]
//! }
//! ```
//!
//! becomes
//!
//! ```text
//! add  r22, r20
//! adc  r23, r21
//! sbci r24, 0x00
//! ret
//! ```
//!
//! Its IR is right (`add i32`, `lshr 16`, `trunc to i8`), but `sbci r24, 0`
//! subtracts the carry out of the low 16 bits from the page byte instead of
//! adding it, so a read past a 64 KiB boundary went to the page below.
//! The read therefore adds the index inside its `asm!` block (`add`, `adc`,
//! `adc` with a zero register), where no lowering can change the carry;
//! `capi/avr-carry` fails a build whose archive has the fault's shape or an
//! `elpm` outside that block, and `arduino/test` places a table across each
//! 64 KiB boundary the tables can meet.
#![no_std]
#![cfg_attr(target_arch = "avr", feature(asm_experimental_arch))]
#![deny(clippy::undocumented_unsafe_blocks)]

use eight::TableBytes;
use eight::TableError;
use eight::all_tables::{AllTables, CENTRE_LEN, CORNER_LEN, EDGE_LEN};
use eight::goal_table::{GoalTable, LEN};

/// The corner table (the goal's), in flash. Never read as memory: only
/// through `lpm`.
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.corner")]
static CORNER: [u8; CORNER_LEN] = *eight::all_tables::CORNER;

/// The edge table, in flash, as [`CORNER`].
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.edge")]
static EDGE: [u8; EDGE_LEN] = *eight::all_tables::EDGE;

/// The centre table, in flash, as [`CORNER`].
#[cfg(target_arch = "avr")]
#[unsafe(link_section = ".progmem.data.centre")]
static CENTRE: [u8; CENTRE_LEN] = *eight::all_tables::CENTRE;

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
        read(corner_start(), index)
    }
}

/// The bytes of one of the three tables where this target keeps them.
#[derive(Clone, Copy, Debug)]
pub struct ProgramTable {
    start: Start,
    len: usize,
}

impl TableBytes for ProgramTable {
    fn len(&self) -> usize {
        self.len
    }

    fn byte(&self, index: usize) -> u8 {
        if index >= self.len {
            return 0;
        }
        read(self.start, index)
    }
}

/// Where a table starts: on an AVR its address in program memory (never
/// a reference, which an ordinary load could read), the 24-bit address on
/// a part with more flash than 64 KiB; elsewhere the solver's copy.
#[cfg(all(target_arch = "avr", not(target_feature = "elpm")))]
type Start = *const u8;
#[cfg(all(target_arch = "avr", target_feature = "elpm"))]
type Start = u32;
#[cfg(not(target_arch = "avr"))]
type Start = &'static [u8];

/// The address in program memory of a table, by its symbol, as [`Start`]
/// holds it.
#[cfg(all(target_arch = "avr", not(target_feature = "elpm")))]
macro_rules! start_of {
    ($table:path) => {
        core::ptr::addr_of!($table).cast::<u8>()
    };
}

/// The 24-bit address in program memory of a table, by its symbol: a
/// pointer has 16 bits, so the assembler puts the address's three bytes
/// together from the symbol (`lo8`, `hi8`, `hh8`).
#[cfg(all(target_arch = "avr", target_feature = "elpm"))]
macro_rules! start_of {
    ($table:path) => {{
        let (low, high, page): (u8, u8, u8);
        // SAFETY: loads the three bytes of the table's address, computed
        // by the assembler from its symbol, into three registers; reads
        // and writes nothing else.
        unsafe {
            core::arch::asm!(
                "ldi {low}, lo8({table})\n ldi {high}, hi8({table})\n ldi {page}, hh8({table})",
                low = out(reg_upper) low,
                high = out(reg_upper) high,
                page = out(reg_upper) page,
                table = sym $table,
                options(pure, nomem, nostack, preserves_flags),
            );
        }
        u32::from_le_bytes([low, high, page, 0])
    }};
}

#[cfg(target_arch = "avr")]
fn corner_start() -> Start {
    start_of!(CORNER)
}

#[cfg(not(target_arch = "avr"))]
fn corner_start() -> Start {
    eight::all_tables::CORNER
}

/// The byte at `index` (below the table's length) of a table in flash,
/// where `lpm` reaches all of it.
#[cfg(all(target_arch = "avr", not(target_feature = "elpm")))]
#[inline]
fn read(start: Start, index: usize) -> u8 {
    let address = start.wrapping_add(index);
    let byte: u8;
    // SAFETY: `lpm` loads one byte from program memory at Z, and Z is an
    // address inside one of the tables (the caller checked `index`
    // against its length), which the linker placed in program memory
    // (.progmem.data.*), all of which `lpm` reaches on this part; it reads
    // nothing else and writes only `byte`.
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

/// RAMPZ's address in the I/O space of the ATmega2560: the top byte of a
/// 24-bit address in flash that `elpm` reads.
#[cfg(all(target_arch = "avr", target_feature = "elpm"))]
const RAMPZ: u8 = 0x3b;

/// The byte at `index` (below the table's length) of a table in flash,
/// anywhere in it: `elpm` with the address's top byte in RAMPZ.
///
/// The 24-bit sum of the table's address and the index is made inside the
/// `asm!` block: see the crate's documentation for why.
#[cfg(all(target_arch = "avr", target_feature = "elpm"))]
#[inline]
fn read(start: Start, index: usize) -> u8 {
    let [low, high, page, _] = start.to_le_bytes();
    let [index_low, index_high] = (index as u16).to_le_bytes();
    let byte: u8;
    // SAFETY: Z (r31:r30) and `page` start as the table's 24-bit address
    // and the index is added to all three bytes with the carry passed up,
    // so RAMPZ:Z is the address of a byte inside one of the tables (the
    // caller checked `index` against its length), which the linker placed
    // in program memory (.progmem.data.*); `elpm` loads that byte. RAMPZ
    // is saved first and put back after, so code that expects its value
    // finds it. Nothing else is read or written but `byte`, the registers
    // named here and the flags, which the block does not promise to keep.
    unsafe {
        core::arch::asm!(
            "add r30, {index_low}",
            "adc r31, {index_high}",
            "adc {page}, {zero}",
            "in {saved}, {rampz}",
            "out {rampz}, {page}",
            "elpm {byte}, Z",
            "out {rampz}, {saved}",
            index_low = in(reg) index_low,
            index_high = in(reg) index_high,
            zero = in(reg) 0u8,
            page = inout(reg) page => _,
            saved = out(reg) _,
            byte = out(reg) byte,
            rampz = const RAMPZ,
            inout("Z") u16::from_le_bytes([low, high]) => _,
            options(pure, readonly, nostack),
        );
    }
    byte
}

/// The byte at `index` (below the table's length): off an AVR, the
/// solver's copy.
#[cfg(not(target_arch = "avr"))]
#[inline]
fn read(start: Start, index: usize) -> u8 {
    start.get(index).copied().unwrap_or(0)
}

/// The goal's table, read from program memory. (Its length is right by
/// construction: the error is only for the type's sake.)
pub fn goal_table() -> Result<GoalTable<ProgramMemory>, TableError> {
    GoalTable::new(ProgramMemory)
}

/// All three tables, read from program memory: any board to any target.
/// (Their lengths are right by construction, as [`goal_table`]'s.)
pub fn all_tables() -> Result<AllTables<ProgramTable>, TableError> {
    #[cfg(target_arch = "avr")]
    let (edge, centre): (Start, Start) = (start_of!(EDGE), start_of!(CENTRE));
    #[cfg(not(target_arch = "avr"))]
    let (edge, centre): (Start, Start) = (eight::all_tables::EDGE, eight::all_tables::CENTRE);
    let table = |start, len| ProgramTable { start, len };
    AllTables::new(
        table(corner_start(), CORNER_LEN),
        table(edge, EDGE_LEN),
        table(centre, CENTRE_LEN),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Off an AVR the same types read the solver's copies: the answers
    /// are the solver's own, and a read past the end is 0.
    #[test]
    fn the_goal_table_answers_as_the_solver() {
        let goal = goal_table().expect("the table's length");
        for start in ["23415x768", "8672543x1", "12345678x", "12345687x"] {
            let start: eight::Board = start.parse().expect("a board");
            assert_eq!(goal.solve(&start), eight::solve(&start));
        }
        assert_eq!(ProgramMemory.byte(LEN), 0);
        assert_eq!(ProgramMemory.byte(1), eight::goal_table::BYTES[1]);
    }

    /// Every target's table: pairs whose targets have their blank in a
    /// corner, on an edge and in the centre, and an unsolvable pair.
    #[test]
    fn all_tables_answer_as_the_solver() {
        let tables = all_tables().expect("the tables' lengths");
        let pairs = [
            ("564178X23", "7568X4123"),
            ("8672543x1", "12345678x"),
            ("12345678x", "x12345678"),
            ("12345678x", "1x2345678"),
            ("647850321", "1234x5678"),
            ("12345678x", "12345687x"),
        ];
        for (start, target) in pairs {
            let start: eight::Board = start.parse().expect("a board");
            let target: eight::Board = target.parse().expect("a board");
            assert_eq!(
                tables.solve_pair(&start, &target),
                eight::solve_pair(&start, &target),
                "{start} to {target}"
            );
        }
        // A read past a table's end is 0, never another table's byte.
        let edge = ProgramTable {
            start: eight::all_tables::EDGE,
            len: EDGE_LEN,
        };
        assert_eq!(
            edge.byte(EDGE_LEN - 1),
            eight::all_tables::EDGE[EDGE_LEN - 1]
        );
        assert_eq!(edge.byte(EDGE_LEN), 0);
    }
}
