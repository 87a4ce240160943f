/* Start-up of the C firmware (and of the Arduino library's sketches on
 * QEMU's Arm machines, arduino/semihosted/build): the vector table, and a
 * reset handler that copies .data from flash to RAM (QEMU loads it at its
 * load address), zeroes .bss, paints the free RAM (to find the stack's
 * deepest point at exit), opens the semihosting console and calls main. newlib's own
 * start-up code is not used: it takes the stack and the heap from the
 * debugger's answer (QEMU's puts the heap over the stack of a 16 KiB
 * part) and parses a command line there is none of. */
#include <stdint.h>
#include <stdlib.h>

#include "footprint.h"

extern uint32_t __data_start, __data_end, __data_load, __bss_start__, __bss_end__, __stack_top;
/* rdimon's: opens stdin, stdout and stderr on the semihosting console. */
extern void initialise_monitor_handles(void);
extern int main(void);

void reset_handler(void);

static void halt(void) {
    for (;;) {
    }
}

/* The initial stack pointer, then the handlers: reset, NMI and the hard
 * fault (every fault on a Cortex-M0). */
struct vectors {
    uint32_t *stack_top;
    void (*handlers[3])(void);
};

__attribute__((section(".vectors"), used)) static const struct vectors vectors = {
    &__stack_top,
    {reset_handler, halt, halt},
};

/* What newlib's exit() runs of the start-up objects it would have had:
 * nothing here needs them. */
void _init(void);
void _fini(void);
void _init(void) {
}
void _fini(void) {
}

void reset_handler(void) {
#if defined(__ARM_FP)
    /* Built for a Cortex-M4's FPU (arduino/semihosted/build, hard or softfp
     * ABI): its first FPU instruction faults until CP10 and CP11 (CPACR,
     * bits 20-23) are given full access. */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    uint32_t *from = &__data_load;
    uint32_t *to = &__data_start;
    while (to < &__data_end) {
        *to++ = *from++;
    }
    for (to = &__bss_start__; to < &__bss_end__; to++) {
        *to = 0;
    }
    footprint_paint();
    initialise_monitor_handles();
    /* exit() flushes stdio and ends QEMU with the status. */
    exit(main());
}
