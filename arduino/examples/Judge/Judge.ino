/*
  Judge: the "Eight" judge format (HDU 1043) over the serial port.

  Boards come in, any number of them, each its nine cells in reading order
  ("2 3 4 1 5 x 7 6 8" or "23415x768"; tiles 1 to 8, the blank x, X or
  0), and a board may be spread over lines. Each gets one line back: its
  moves to the goal 12345678x (the shortest, and the first in ASCII
  order among the shortest; a letter is the way the blank goes), an
  empty line for a board already solved, or "unsolvable". A bad board
  gets one message that starts with "eight: " and names its line and
  column. These are the bytes the `eight solve` program writes, its
  answers and its messages.

  The byte 0x04 (Ctrl-D in a terminal) ends the input, and the next input
  starts again at line 1; the byte 0x1B takes the byte after it as it is.

  Boards: Arduino Uno and Nano (ATmega328P), Mega 2560; the goal's table
  alone, in flash. (Pairs, for the Mega, takes any target.) Serial:
  115200 baud, 8N1. Type or send a board at a
  time: the receive buffer holds 64 bytes, and a board takes a few
  milliseconds to answer.
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
  // when a board was bad) is what `eight solve` would exit with.
  ended = false;
  eight_run_eight(read_input, write_output, write_output, NULL);
}
