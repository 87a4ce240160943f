/* What the C firmware reports of its memory, as the Rust firmware does:
 * the heap's high-water mark (newlib's break) and the RAM used at most
 * (the statics, the heap and the stack's deepest point). */
#ifndef FOOTPRINT_H
#define FOOTPRINT_H

#include <stddef.h>

/* Fills the free RAM between the statics and the stack with a pattern;
 * called at reset, before anything uses it. */
void footprint_paint(void);

/* Bytes of heap that newlib took (its break above the statics). */
size_t footprint_heap_peak(void);

/* Bytes of RAM in use at the peak: statics, heap, and the stack down to
 * the lowest painted word that no longer holds the pattern. */
size_t footprint_ram_peak(void);

#endif
