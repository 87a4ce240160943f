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

  Boards: every board the library is for (Arduino Uno, Nano, Mega 2560;
  Cortex-M0+ boards such as the Raspberry Pi Pico and the Zero; the Uno R4;
  the Nano 33 BLE; ESP32-C3 boards); the goal's table alone, in flash.
  (Pairs, on every board but the Uno and the Nano, takes any target.)
  Serial: 115200 baud, 8N1. Type or send a board at a time: the Uno's
  receive buffer holds 64 bytes, and a board takes a few milliseconds to
  answer.
*/
#include <EightSerial.h>
#include <eight.h>

void setup() {
  Serial.begin(115200);
}

void loop() {
  // One run of the format: until the end of input. Its status (0, or 1
  // when a board was bad) is what `eight solve` would exit with.
  eight_serial_restart();
  eight_run_eight(eight_serial_read, eight_serial_write, eight_serial_write, NULL);
}
