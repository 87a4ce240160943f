/* sbrk, which newlib declares only outside strict ISO C. */
#define _DEFAULT_SOURCE

#include "footprint.h"

#include <stdint.h>
#include <unistd.h>

extern uint32_t end, __stack_top, __ram_start;

#define PAINT 0x8badf00du
/* Left unpainted below the stack pointer at reset: the painting
 * function's own frame. */
#define MARGIN 64u

void footprint_paint(void) {
    uint32_t here;
    uint32_t *word = &end;
    uint32_t *stop = (uint32_t *)((uintptr_t)&here - MARGIN);
    while (word < stop) {
        *word++ = PAINT;
    }
}

size_t footprint_heap_peak(void) {
    return (size_t)((uintptr_t)sbrk(0) - (uintptr_t)&end);
}

size_t footprint_ram_peak(void) {
    uint32_t *word = (uint32_t *)sbrk(0);
    while (word < &__stack_top && *word == PAINT) {
        word++;
    }
    /* From the start of RAM to the heap's top, and from the deepest
     * stack word to the end of RAM. */
    return (size_t)((uintptr_t)sbrk(0) - (uintptr_t)&__ram_start) +
           (size_t)((uintptr_t)&__stack_top - (uintptr_t)word);
}
