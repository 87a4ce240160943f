/*
  Pairs: the "Eight II" judge format (HDU 3567) over the serial port.

  Every board but the Uno and the Nano: the Mega 2560; Cortex-M0+ boards
  (Raspberry Pi Pico, Arduino Nano RP2040 Connect, Zero, MKR, Nano 33
  IoT); the Uno R4 Minima and WiFi; the Nano 33 BLE; ESP32-C3 boards. Any
  pair of boards needs all three of the library's tables, 37,800 bytes,
  more than the Uno's or the Nano's 32 KiB of flash; there the sketch
  does not compile (the header says why).

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
#include <EightSerial.h>
#include <eight.h>

void setup() {
  Serial.begin(115200);
}

void loop() {
  // One run of the format: until the end of input. Its status (0, or 1
  // when a case was bad) is what `eight pairs` would exit with.
  eight_serial_restart();
  eight_run_pairs(eight_serial_read, eight_serial_write, eight_serial_write, NULL);
}
