//! Everything that touches the ATmega328P directly: the USART, the stack's
//! high-water mark and sleep. The only module of the firmware with
//! `unsafe` code; each use says why it holds.
#![allow(unsafe_code)]

use core::ptr::{read_volatile, write_volatile};

// The USART's registers, as data-space addresses (ATmega328P datasheet,
// "Register Summary").
const UCSR0A: *mut u8 = 0xc0 as *mut u8;
const UCSR0B: *mut u8 = 0xc1 as *mut u8;
const UCSR0C: *mut u8 = 0xc2 as *mut u8;
const UBRR0L: *mut u8 = 0xc4 as *mut u8;
const UBRR0H: *mut u8 = 0xc5 as *mut u8;
const UDR0: *mut u8 = 0xc6 as *mut u8;
/// UCSR0A: a byte has been received.
const RXC0: u8 = 1 << 7;
/// UCSR0A: the transmit buffer can take a byte.
const UDRE0: u8 = 1 << 5;
/// UCSR0A: double speed.
const U2X0: u8 = 1 << 1;
/// UCSR0B: receiver and transmitter on.
const RXEN0_TXEN0: u8 = 1 << 4 | 1 << 3;
/// UCSR0C: 8 data bits, no parity, one stop bit.
const EIGHT_N_ONE: u8 = 1 << 2 | 1 << 1;
/// 115,200 baud (2.1% off) from the Uno's 16 MHz at double speed.
const BAUD_DIVISOR: u8 = 16;

/// The sleep mode control register, its power-down mode and its enable
/// bit.
const SMCR: *mut u8 = 0x53 as *mut u8;
const POWER_DOWN: u8 = 0b010 << 1;
const SLEEP_ENABLE: u8 = 1;

/// The stack pointer's two bytes (SPL, SPH) in data space.
const SP: *const u16 = 0x5d as *const u16;
/// The first byte of RAM, and the last.
const RAM_START: usize = 0x100;
const RAM_END: usize = 0x8ff;
/// What an unused byte of stack holds.
const PAINT: u8 = 0xa5;
/// Bytes below the stack pointer that painting leaves alone: the frame
/// of the painting itself.
const PAINT_MARGIN: usize = 32;

unsafe extern "C" {
    /// The end of the statics (.data, .bss, .noinit), from avr-libc's
    /// linker script.
    static __heap_start: u8;
}

/// The first byte above the statics.
fn statics_end() -> usize {
    core::ptr::addr_of!(__heap_start) as usize
}

/// Sets the USART to 115,200 baud, 8N1, receiving and sending.
pub fn start_serial() {
    // SAFETY: the USART registers are memory-mapped at these addresses on
    // the ATmega328P; nothing else in the firmware uses them.
    unsafe {
        write_volatile(UCSR0A, U2X0);
        write_volatile(UBRR0H, 0);
        write_volatile(UBRR0L, BAUD_DIVISOR);
        write_volatile(UCSR0C, EIGHT_N_ONE);
        write_volatile(UCSR0B, RXEN0_TXEN0);
    }
}

/// Whether a received byte is waiting.
pub fn received() -> bool {
    // SAFETY: as in start_serial; reading UCSR0A has no side effect.
    unsafe { read_volatile(UCSR0A) & RXC0 != 0 }
}

/// The next received byte, waiting for it.
pub fn receive() -> u8 {
    while !received() {}
    // SAFETY: as in start_serial; a byte has arrived, and reading UDR0
    // takes it.
    unsafe { read_volatile(UDR0) }
}

/// Sends a byte, waiting for room.
pub fn send(byte: u8) {
    // SAFETY: as in start_serial; UDRE0 says UDR0 can take the byte.
    unsafe {
        while read_volatile(UCSR0A) & UDRE0 == 0 {}
        write_volatile(UDR0, byte);
    }
}

/// Fills the free RAM between the statics and the stack with [`PAINT`],
/// so that [`ram_peak`] can tell how deep the stack went.
#[inline(never)]
pub fn paint_stack() {
    // SAFETY: SP is the stack pointer's register pair, always readable.
    let sp = usize::from(unsafe { read_volatile(SP) });
    for address in statics_end()..sp.saturating_sub(PAINT_MARGIN) {
        // SAFETY: the bytes from the end of the statics to below the
        // stack pointer are free RAM: no static is there, and the stack
        // has not grown that far yet.
        unsafe { write_volatile(address as *mut u8, PAINT) }
    }
}

/// The RAM used at most: the statics, and the stack down to the lowest
/// byte that no longer holds [`PAINT`].
pub fn ram_peak() -> usize {
    let mut lowest = statics_end();
    // SAFETY: every address from the end of the statics to the end of RAM
    // is RAM; the bytes are only read.
    while lowest <= RAM_END && unsafe { read_volatile(lowest as *const u8) } == PAINT {
        lowest += 1;
    }
    (statics_end() - RAM_START) + (RAM_END + 1 - lowest)
}

/// Sleeps for good, with interrupts off: the end of the firmware.
pub fn halt() -> ! {
    // SAFETY: SMCR is the sleep mode register; power-down with sleep
    // enabled is what `sleep` then does.
    unsafe { write_volatile(SMCR, POWER_DOWN | SLEEP_ENABLE) }
    loop {
        // SAFETY: cli and sleep touch no memory; with interrupts off, the
        // processor does not wake again.
        unsafe { core::arch::asm!("cli", "sleep") }
    }
}
