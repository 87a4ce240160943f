// What arduino/test links into each example it runs (QEMU, simavr), and
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
// Nine characters and no blank: a board's length, which Solve on the Mega
// hands to eight_solve_to_goal as a board alone (a longer line would be a
// board and a target).
static const char END_LINE[] = "eightstop";

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

// Where a text in program memory is: on the Mega its 24-bit address,
// since a sketch's own PROGMEM data may push this object's past 64 KiB.
#ifdef RAMPZ
typedef uint_farptr_t text_address;
#define TEXT(name) pgm_get_far_address(name)
#define TEXT_BYTE(address) pgm_read_byte_far(address)
#else
typedef const char *text_address;
#define TEXT(name) (name)
#define TEXT_BYTE(address) pgm_read_byte(address)
#endif

// Text from program memory, a byte at a time. (Written by hand rather than
// by Serial.print(), whose number formatting would add most of a
// kilobyte to what is measured.)
static void write_text(text_address text) {
  for (char c; (c = TEXT_BYTE(text)) != 0; text++) {
    Serial.write(c);
  }
}

// A number in decimal.
static void write_number(uint16_t n) {
  char digits[5];
  uint8_t count = 0;
  do {
    digits[count++] = '0' + n % 10;
    n /= 10;
  } while (n != 0);
  while (count > 0) {
    Serial.write(digits[--count]);
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
  static const char STATUS[] PROGMEM = "eight-firmware: status ";
  static const char PEAK[] PROGMEM = ", ram peak ";
  static const char BYTES[] PROGMEM = " bytes\n";
  write_text(TEXT(STATUS));
  if (status < 0) {
    Serial.write('-');
  }
  // A run's status is 0 or 1, or a negative code: small either way.
  write_number(status < 0 ? (uint16_t)-status : (uint16_t)status);
  write_text(TEXT(PEAK));
  write_number(statics + stack);
  write_text(TEXT(BYTES));
  drain();
  cli();
  for (;;) {
  }
}

// A judge format's run, wrapped to report its status when it returns.
#define REPORTING_RUN(RUN)                                                          \
  extern "C" int32_t __real_##RUN(eight_read_fn, eight_write_fn, eight_write_fn, void *); \
  extern "C" int32_t __wrap_##RUN(eight_read_fn read, eight_write_fn out,           \
                                  eight_write_fn err, void *context) {              \
    report(__real_##RUN(read, out, err, context));                                 \
  }

#ifdef WRAP_RUN_EIGHT
REPORTING_RUN(eight_run_eight)
#endif

#ifdef WRAP_RUN_PAIRS
REPORTING_RUN(eight_run_pairs)
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
