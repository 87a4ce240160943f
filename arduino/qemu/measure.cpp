// What arduino/test links into each example it runs under QEMU, and
// nothing a library user gets: it paints the free RAM at start-up, and
// when the example's work is done writes the line that embedded/avr-serial
// ends a run on, `eight-firmware: status S, ram peak R bytes`, then stops.
//
// The example's own calls are wrapped by the linker (--wrap): the run of
// a judge format reports its status when it returns; Solve, which never
// ends, reports when it is handed the line END_LINE in place of a board.
// Built without LTO (binutils 2.26 does not wrap into LTO code), only the
// wrappers named by -DWRAP_... are compiled, so that each links only the
// library functions its example calls.
#include <Arduino.h>
#include <string.h>

#include "eight.h"

// What an unused byte of RAM holds.
static const uint8_t PAINT = 0xa5;
// Bytes below the stack pointer that painting leaves alone.
static const uint16_t PAINT_MARGIN = 32;
// The line that asks Solve's run to report.
static const char END_LINE[] = "eight-firmware: report";

// The end of the statics (.data, .bss), from avr-libc's linker script.
extern uint8_t __heap_start;

// Runs after .data is copied and .bss cleared, before main: fills the RAM
// between the statics and the stack.
extern "C" void paint_ram(void) __attribute__((naked, used, section(".init8")));
void paint_ram(void) {
  uint8_t *end = (uint8_t *)(SP - PAINT_MARGIN);
  for (uint8_t *p = &__heap_start; p < end; p++) {
    *p = PAINT;
  }
}

// Waits until everything written has left the transmit buffer. (Not
// Serial.flush(), which waits for the USART's transmit-complete flag: QEMU
// 7.2 does not raise it as the core expects, and it waits for ever.)
static void drain() {
  while (Serial.availableForWrite() < SERIAL_TX_BUFFER_SIZE - 1) {
  }
}

// The last line, then nothing more.
static void report(int32_t status) __attribute__((noreturn));
static void report(int32_t status) {
  drain();
  uint8_t *lowest = &__heap_start;
  while (lowest <= (uint8_t *)RAMEND && *lowest == PAINT) {
    lowest++;
  }
  uint16_t statics = (uint16_t)&__heap_start - RAMSTART;
  uint16_t stack = RAMEND + 1 - (uint16_t)lowest;
  Serial.print(F("eight-firmware: status "));
  Serial.print(status);
  Serial.print(F(", ram peak "));
  Serial.print(statics + stack);
  Serial.print(F(" bytes\n"));
  drain();
  cli();
  for (;;) {
  }
}

#ifdef WRAP_RUN_EIGHT
extern "C" int32_t __real_eight_run_eight(eight_read_fn, eight_write_fn, eight_write_fn, void *);
extern "C" int32_t __wrap_eight_run_eight(eight_read_fn read, eight_write_fn out,
                                          eight_write_fn err, void *context) {
  report(__real_eight_run_eight(read, out, err, context));
}
#endif

#ifdef WRAP_SOLVE_TO_GOAL
extern "C" int32_t __real_eight_solve_to_goal(const char *, char *, size_t);
extern "C" int32_t __wrap_eight_solve_to_goal(const char *board, char *moves, size_t capacity) {
  if (strcmp(board, END_LINE) == 0) {
    report(0);
  }
  return __real_eight_solve_to_goal(board, moves, capacity);
}
#endif
