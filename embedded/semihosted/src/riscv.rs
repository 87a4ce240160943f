//! What the firmware needs of a RISC-V part (QEMU's `sifive_e`) that the
//! Cortex-M build does differently: the start-up, the trap into the host,
//! the stack pointer and the memory's symbols (`link-riscv.x`).

use core::arch::global_asm;

// The start-up: the stack at the top of RAM, .data copied from flash,
// .bss cleared, then the firmware. The semihosting trap is the sequence
// RISC-V's semihosting defines, uncompressed and in one 16-byte block, so
// that the host sees it whole.
global_asm!(
    r#"
    .section .text.start, "ax"
    .global _start
_start:
    la sp, _stack_top
    la t0, __sidata
    la t1, __sdata
    la t2, __edata
1:  bgeu t1, t2, 2f
    lw t3, 0(t0)
    sw t3, 0(t1)
    addi t0, t0, 4
    addi t1, t1, 4
    j 1b
2:  la t1, __sbss
    la t2, __ebss
3:  bgeu t1, t2, 4f
    sw zero, 0(t1)
    addi t1, t1, 4
    j 3b
4:  call firmware_start
5:  j 5b

    .section .text.semihosting, "ax"
    .global semihosting_trap
    .balign 16
    .option push
    .option norvc
semihosting_trap:
    slli zero, zero, 0x1f
    ebreak
    srai zero, zero, 7
    ret
    .option pop
"#
);

unsafe extern "C" {
    static __sdata: u32;
    static __ebss: u32;
    static _stack_top: u32;
    fn semihosting_trap(op: usize, block: usize) -> usize;
}

/// Where the start-up hands over, with the statics in place.
#[unsafe(no_mangle)]
extern "C" fn firmware_start() -> ! {
    crate::main()
}

// Only the symbols' addresses are taken, never their values.
pub fn ram_start() -> usize {
    &raw const __sdata as usize
}

pub fn free_ram_start() -> usize {
    &raw const __ebss as usize
}

pub fn stack_top() -> usize {
    &raw const _stack_top as usize
}

pub fn stack_pointer() -> usize {
    let sp: usize;
    // SAFETY: reads the stack pointer register; touches nothing else.
    unsafe { core::arch::asm!("mv {}, sp", out(reg) sp, options(nomem, nostack)) };
    sp
}

/// Semihosting operation `op` with its parameter block; returns what the
/// host answers.
///
/// # Safety
///
/// `block` is the block `op` reads, and the memory it points to is what
/// `op` reads or writes.
pub unsafe fn semihosting(op: usize, block: &[usize]) -> usize {
    // SAFETY: the caller's guarantee; the trap takes the operation in a0
    // and the block's address in a1 and answers in a0.
    unsafe { semihosting_trap(op, block.as_ptr() as usize) }
}
