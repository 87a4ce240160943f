// What arduino/test-cores compiles the examples against in place of an
// Arduino core's Arduino.h: the part of the core's API that the examples
// and EightSerial.h use (Serial's begin, available, read, write and
// print, and F()), over the semihosting console of a QEMU machine
// (serial.cpp). No user of the library gets it.
#ifndef ARDUINO_H
#define ARDUINO_H

#include <stddef.h>
#include <stdint.h>

// Text in flash: on these processors flash is read as memory, so F() only
// marks the type, as the ARM and RISC-V cores' own F() does.
class __FlashStringHelper;
#define F(text) (reinterpret_cast<const __FlashStringHelper *>(text))

// The serial port: standard input and output of the console. Writes are
// buffered, and flushed before a read waits for input.
class SemihostedSerial {
 public:
  void begin(unsigned long baud);
  int available();
  int read();
  size_t write(uint8_t byte);
  size_t write(const uint8_t *bytes, size_t length);
  size_t print(const char *text);
  size_t print(const __FlashStringHelper *text);
  size_t print(char c);
  size_t print(int n);
  size_t print(long n);
};

extern SemihostedSerial Serial;

void setup();
void loop();

#endif
