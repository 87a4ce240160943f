//! What the firmware needs of a Cortex-M that the RISC-V build does
//! differently: the trap into the host, the stack pointer and the memory's
//! symbols (cortex-m-rt's start-up and its link.x).

// Symbols of cortex-m-rt's link.x: the start of RAM's statics (.data), the
// first free word after them (.bss and .uninit come before it), and the top
// of the stack, which grows down towards that word.
unsafe extern "C" {
    static __sdata: u32;
    static __sheap: u32;
    static _stack_start: u32;
}

// Only the symbols' addresses are taken, never their values.
pub fn ram_start() -> usize {
    &raw const __sdata as usize
}

pub fn free_ram_start() -> usize {
    &raw const __sheap as usize
}

pub fn stack_top() -> usize {
    &raw const _stack_start as usize
}

pub fn stack_pointer() -> usize {
    cortex_m::register::msp::read() as usize
}

/// Semihosting operation `op` with its parameter block; returns what the
/// host answers.
///
/// # Safety
///
/// `block` is the block `op` reads, and the memory it points to is what
/// `op` reads or writes.
pub unsafe fn semihosting(op: usize, block: &[usize]) -> usize {
    // SAFETY: the caller's guarantee; `bkpt 0xab` with the operation in r0
    // and the block's address in r1.
    unsafe { cortex_m_semihosting::syscall1(op, block.as_ptr() as usize) }
}
