/*
  EightSerial.h: the library's read and write functions over Serial, for
  eight_run_eight and eight_run_pairs (as the Judge and Pairs examples
  use them):

    eight_serial_restart();
    eight_run_eight(eight_serial_read, eight_serial_write, eight_serial_write, NULL);

  eight_serial_read waits for one byte, then takes whatever else has
  already come. The byte 0x04 (Ctrl-D in a terminal) ends the input: the
  run returns, and eight_serial_restart() lets the next run read again,
  from its line 1. The byte 0x1B takes the byte after it as it is.
  eight_serial_write writes answers and messages alike.

  Defined in this header (each sketch includes it once), so that a sketch
  that does not include it carries none of it.
*/
#ifndef EIGHT_SERIAL_H
#define EIGHT_SERIAL_H

#include <Arduino.h>

#include "eight.h"

// The byte that ends the input.
const uint8_t EIGHT_SERIAL_END_OF_INPUT = 0x04;
// The byte that takes the byte after it as it is.
const uint8_t EIGHT_SERIAL_ESCAPE = 0x1B;

// Whether the end of the input has come.
static bool eight_serial_ended;

// The next byte from the serial port, waiting for it.
static uint8_t eight_serial_next_byte() {
  while (!Serial.available()) {
  }
  return Serial.read();
}

// Reads on after an end of input: the next run starts a new input.
static void eight_serial_restart() {
  eight_serial_ended = false;
}

// The library's read function: waits for one byte, then takes whatever
// else has already come, up to the end of input. Returns 0 at the end.
static size_t eight_serial_read(void *, uint8_t *buffer, size_t capacity) {
  size_t length = 0;
  while (length < capacity && !eight_serial_ended) {
    if (length > 0 && !Serial.available()) {
      break;
    }
    uint8_t byte = eight_serial_next_byte();
    if (byte == EIGHT_SERIAL_END_OF_INPUT) {
      eight_serial_ended = true;
      break;
    }
    if (byte == EIGHT_SERIAL_ESCAPE) {
      byte = eight_serial_next_byte();
    }
    buffer[length++] = byte;
  }
  return length;
}

// The library's write function, for answers and messages alike.
static int32_t eight_serial_write(void *, const uint8_t *bytes, size_t length) {
  Serial.write(bytes, length);
  return 0;
}

#endif
