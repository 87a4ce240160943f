// The stand-in core of arduino/test-cores: Serial over the semihosting
// console, main() as a core runs a sketch (setup once, loop for ever), and
// the end of a run, as embedded/avr-serial ends one on a board:
//
// - the input is the console's standard input, in which the test has
//   put 0x1B before each 0x04 and 0x1B; at its end Serial gives one bare
//   0x04, which ends a judge format's run (EightSerial.h), and the next
//   time Serial is asked for input the program exits;
// - its status is that of the last judge run (the runs are wrapped by the
//   linker: -Wl,--wrap=eight_run_eight,--wrap=eight_run_pairs), or 0;
// - everything the sketch writes goes to standard output, answers and
//   messages alike, as on a serial line; last, on standard error, the
//   line `eight-firmware: ram peak R bytes`: statics and the
//   deepest stack (capi/examples/microbit/footprint.c).
#include <Arduino.h>
#include <stdlib.h>
#include <unistd.h>

#include "eight.h"
extern "C" {
#include "footprint.h"
}

SemihostedSerial Serial;

#ifdef __riscv
// picolibc's semihosting: its read and write of the standard streams
// move nothing on QEMU's sifive_e, so the console's streams are opened
// here, as the semihosting specification names them (":tt"; read is
// standard input, write standard output, append standard error).
extern "C" uintptr_t sys_semihost_open(const char *name, int mode);
extern "C" uintptr_t sys_semihost_read(int handle, void *bytes, uintptr_t length);
extern "C" uintptr_t sys_semihost_write(int handle, const void *bytes, uintptr_t length);
#endif

namespace {

#ifdef __riscv
enum Stream { STANDARD_INPUT = 0, STANDARD_OUTPUT = 4, STANDARD_ERROR = 8 };

int console(Stream stream) {
  static int handles[3] = {-1, -1, -1};
  int &handle = handles[stream / 4];
  if (handle < 0) {
    handle = (int)sys_semihost_open(":tt", stream);
  }
  return handle;
}

// Bytes read, 0 at the end of input.
size_t console_read(uint8_t *bytes, size_t capacity) {
  return capacity - sys_semihost_read(console(STANDARD_INPUT), bytes, capacity);
}

bool console_write(Stream stream, const uint8_t *bytes, size_t length) {
  return sys_semihost_write(console(stream), bytes, length) == 0;
}
#else
enum Stream { STANDARD_OUTPUT = STDOUT_FILENO, STANDARD_ERROR = STDERR_FILENO };

// newlib's semihosting (rdimon) opened the standard streams at reset.
size_t console_read(uint8_t *bytes, size_t capacity) {
  ssize_t got = ::read(STDIN_FILENO, bytes, capacity);
  return got > 0 ? (size_t)got : 0;
}

bool console_write(Stream stream, const uint8_t *bytes, size_t length) {
  size_t at = 0;
  while (at < length) {
    ssize_t wrote = ::write(stream, bytes + at, length - at);
    if (wrote <= 0) {
      return false;
    }
    at += (size_t)wrote;
  }
  return true;
}
#endif

uint8_t input[256];
size_t input_length;
size_t input_at;
// The console's input has ended; the bare 0x04 after it has been given.
bool input_ended;
bool end_given;

uint8_t output[256];
size_t output_length;

int32_t run_status;

// A console that takes no more output ends the program (status 3).
void flush_output() {
  if (!console_write(STANDARD_OUTPUT, output, output_length)) {
    exit(3);
  }
  output_length = 0;
}

// After the input and its end: the footprint line, then the status.
[[noreturn]] void finish() {
  flush_output();
  char line[64];
  size_t length = 0;
  const char *words = "eight-firmware: ram peak ";
  while (*words) {
    line[length++] = *words++;
  }
  char digits[10];
  size_t count = 0;
  size_t peak = footprint_ram_peak();
  do {
    digits[count++] = (char)('0' + peak % 10);
    peak /= 10;
  } while (peak != 0);
  while (count > 0) {
    line[length++] = digits[--count];
  }
  words = " bytes\n";
  while (*words) {
    line[length++] = *words++;
  }
  if (!console_write(STANDARD_ERROR, (const uint8_t *)line, length)) {
    exit(3);
  }
  exit((int)run_status);
}

}  // namespace

void SemihostedSerial::begin(unsigned long) {}

int SemihostedSerial::available() {
  if (input_at < input_length) {
    return (int)(input_length - input_at);
  }
  if (!input_ended) {
    flush_output();
    size_t got = console_read(input, sizeof input);
    if (got > 0) {
      input_at = 0;
      input_length = got;
      return (int)got;
    }
    input_ended = true;
  }
  if (end_given) {
    finish();
  }
  end_given = true;
  input[0] = 0x04;
  input_at = 0;
  input_length = 1;
  return 1;
}

int SemihostedSerial::read() {
  if (available() == 0) {
    return -1;
  }
  return input[input_at++];
}

size_t SemihostedSerial::write(uint8_t byte) {
  if (output_length == sizeof output) {
    flush_output();
  }
  output[output_length++] = byte;
  return 1;
}

size_t SemihostedSerial::write(const uint8_t *bytes, size_t length) {
  for (size_t at = 0; at < length; at++) {
    write(bytes[at]);
  }
  return length;
}

size_t SemihostedSerial::print(const char *text) {
  size_t length = 0;
  while (text[length]) {
    write((uint8_t)text[length++]);
  }
  return length;
}

size_t SemihostedSerial::print(const __FlashStringHelper *text) {
  return print(reinterpret_cast<const char *>(text));
}

size_t SemihostedSerial::print(char c) {
  return write((uint8_t)c);
}

size_t SemihostedSerial::print(int n) {
  return print((long)n);
}

size_t SemihostedSerial::print(long n) {
  char digits[12];
  size_t count = 0;
  unsigned long magnitude = n < 0 ? 0ul - (unsigned long)n : (unsigned long)n;
  do {
    digits[count++] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  size_t written = 0;
  if (n < 0) {
    written += write('-');
  }
  while (count > 0) {
    written += write((uint8_t)digits[--count]);
  }
  return written;
}

// The judge formats' runs, wrapped to keep their status.
extern "C" int32_t __real_eight_run_eight(eight_read_fn, eight_write_fn, eight_write_fn, void *);
extern "C" int32_t __wrap_eight_run_eight(eight_read_fn read, eight_write_fn out,
                                          eight_write_fn err, void *context) {
  run_status = __real_eight_run_eight(read, out, err, context);
  return run_status;
}
extern "C" int32_t __real_eight_run_pairs(eight_read_fn, eight_write_fn, eight_write_fn, void *);
extern "C" int32_t __wrap_eight_run_pairs(eight_read_fn read, eight_write_fn out,
                                          eight_write_fn err, void *context) {
  run_status = __real_eight_run_pairs(read, out, err, context);
  return run_status;
}

int main() {
#ifdef FOOTPRINT_PAINT_IN_MAIN
  // Where the C library's start-up is not ours, the free RAM is painted
  // here, before the sketch uses any of it.
  footprint_paint();
#endif
  setup();
  for (;;) {
    loop();
  }
}
