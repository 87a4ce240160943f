// Runs an AVR firmware on simavr with its first USART on this program's
// standard input and output, as `qemu-system-avr -serial stdio` does:
//
//   simavr-uart MCU FIRMWARE.elf < input > output
//
// MCU is simavr's name of the part (atmega2560, atmega328p); the clock is
// 16 MHz, an Arduino's. Input bytes go to the USART's receiver as fast as
// its buffer takes them (simavr says when it is full); every byte the
// firmware transmits is written out at once. It runs until the firmware
// stops (sleeps with interrupts off) or crashes, or until it is killed,
// which is how embedded/avr-serial ends a run once it has read the last
// line.
//
// simavr rather than QEMU where the flash past 64 KiB matters: QEMU 7.2's
// `elpm` ignores RAMPZ, simavr's does not.
//
// Compiled by embedded/avr-serial (--simulator simavr) against Debian's
// libsimavr-dev.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <simavr/avr_uart.h>
#include <simavr/sim_avr.h>
#include <simavr/sim_elf.h>
#include <simavr/sim_io.h>
#include <simavr/sim_irq.h>

// Instructions run between two looks at standard input.
enum { POLL_EVERY = 4096 };

// Input read from standard input and not yet handed to the USART.
static unsigned char pending[4096];
static size_t pending_start, pending_end;
// Whether standard input has ended.
static int input_ended;
// Whether the USART's receive buffer has room (simavr's XON).
static int receiver_ready;
static avr_irq_t *receiver;

// Hands the receiver what it has room for.
static void feed(void) {
  while (receiver_ready && pending_start < pending_end) {
    avr_raise_irq(receiver, pending[pending_start++]);
  }
}

static void on_transmit(struct avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  unsigned char byte = (unsigned char)value;
  if (write(STDOUT_FILENO, &byte, 1) != 1) {
    // Whoever reads the output is gone: nothing more to do.
    exit(0);
  }
}

static void on_xon(struct avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)value;
  (void)param;
  receiver_ready = 1;
  feed();
}

static void on_xoff(struct avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)value;
  (void)param;
  receiver_ready = 0;
}

// Reads what standard input has now, without waiting for more.
static void read_input(void) {
  if (input_ended) {
    return;
  }
  if (pending_start == pending_end) {
    pending_start = pending_end = 0;
  }
  size_t room = sizeof pending - pending_end;
  if (room == 0) {
    return;
  }
  ssize_t got = read(STDIN_FILENO, pending + pending_end, room);
  if (got > 0) {
    pending_end += (size_t)got;
  } else if (got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
    input_ended = 1;
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: simavr-uart MCU FIRMWARE.elf\n");
    return 2;
  }
  elf_firmware_t firmware;
  memset(&firmware, 0, sizeof firmware);
  if (elf_read_firmware(argv[2], &firmware) != 0) {
    fprintf(stderr, "simavr-uart: cannot read %s\n", argv[2]);
    return 2;
  }
  avr_t *avr = avr_make_mcu_by_name(argv[1]);
  if (avr == NULL) {
    fprintf(stderr, "simavr-uart: no part named %s\n", argv[1]);
    return 2;
  }
  avr_init(avr);
  firmware.frequency = 16000000;
  avr_load_firmware(avr, &firmware);

  // The USART's bytes are this program's, not simavr's console lines.
  uint32_t flags = 0;
  avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
  flags &= ~(uint32_t)AVR_UART_FLAG_STDIO;
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
  receiver = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                          on_transmit, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON),
                          on_xon, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF),
                          on_xoff, NULL);
  fcntl(STDIN_FILENO, F_SETFL, fcntl(STDIN_FILENO, F_GETFL) | O_NONBLOCK);

  for (unsigned long step = 0;; step++) {
    if (step % POLL_EVERY == 0) {
      read_input();
      feed();
    }
    int state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) {
      return state == cpu_Done ? 0 : 1;
    }
  }
}
