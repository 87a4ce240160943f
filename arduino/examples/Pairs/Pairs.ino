/*
  Pairs: the "Eight II" judge format (HDU 3567) over the serial port.

  Arduino Mega 2560 only. Any pair of boards needs all three of the
  library's tables, 37,800 bytes, more than the Uno's or the Nano's 32 KiB
  of flash; there the sketch does not compile (the header says why).

  The input is a number of cases T, then T cases of two boards each: the
  start, then the target (each its nine cells in reading order, "5 6 4 1 7
  8 x 2 3" or "564178X23"; tiles 1 to 8, the blank x, X or 0). Each case
  gets two lines back:

    Case 1: 8
    urrulldr

  the number of moves and the moves from the start to the target (the
  shortest, and the first in ASCII order among the shortest; a letter is
  the way the blank goes: d down, l left, r right, u up), "unsolvable"
  after the case line when the target cannot be reached. A bad case gets
  one message that starts with "eight: " and names its line and column.
  These are the bytes the `eight pairs` program writes, its answers and
  its messages.

  The byte 0x04 (Ctrl-D in a terminal) ends the input, and the next input
  starts again at line 1; the byte 0x1B takes the byte after it as it is.

  Serial: 115200 baud, 8N1. Send a line at a time: the receive buffer
  holds 64 bytes, and a pair takes milliseconds to answer.
*/
#include <eight.h>

const uint8_t END_OF_INPUT = 0x04;
const uint8_t ESCAPE = 0x1B;

// Whether the end of the input has come.
static bool ended;

// The next byte from the serial port, waiting for it.
static uint8_t next_byte() {
  while (!Serial.available()) {
  }
  return Serial.read();
}

// The library's read function: waits for one byte, then takes whatever
// else has already come, up to the end of input. Returns 0 at the end.
static size_t read_input(void *, uint8_t *buffer, size_t capacity) {
  size_t length = 0;
  while (length < capacity && !ended) {
    if (length > 0 && !Serial.available()) {
      break;
    }
    uint8_t byte = next_byte();
    if (byte == END_OF_INPUT) {
      ended = true;
      break;
    }
    if (byte == ESCAPE) {
      byte = next_byte();
    }
    buffer[length++] = byte;
  }
  return length;
}

// The library's write function, for answers and messages alike.
static int32_t write_output(void *, const uint8_t *bytes, size_t length) {
  Serial.write(bytes, length);
  return 0;
}

void setup() {
  Serial.begin(115200);
}

void loop() {
  // One run of the format: until the end of input. Its status (0, or 1
  // when a case was bad) is what `eight pairs` would exit with.
  ended = false;
  eight_run_pairs(read_input, write_output, write_output, NULL);
}
