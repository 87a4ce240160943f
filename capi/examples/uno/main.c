/* The eight solver from C on an Arduino Uno (ATmega328P): boards, one a
 * line, from the serial port, each answered by eight_solve_to_goal (and
 * its length checked by eight_distance_to_goal), so that only the goal's
 * table is linked, from program memory. What goes out is what
 * `eight solve` writes for one board a line: the moves, `unsolvable`, or
 * for a bad board a message `eight: line N: ...` (the library's sentence
 * for its code); blank lines are skipped. It ends as the Rust firmware
 * does (see embedded/avr-serial): input ends at 0x04 (0x1B takes the next
 * byte as it is), and the last line is `eight-firmware: status S, ram peak
 * R bytes`.
 *
 * avr-gcc -mmcu=atmega328p, avr-libc; built and run by ./run. */
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/interrupt.h>
#include <stdint.h>
#include <string.h>

#include "eight.h"

#define END_OF_INPUT 0x04
#define ESCAPE 0x1b
/* The longest line kept: a board with a space between cells is 17 bytes;
 * a longer line is a bad board (the rest of it is read and dropped). */
#define LINE_MAX 64
#define PAINT 0xa5

extern uint8_t __heap_start;

/* Fills the free RAM between the statics and the stack with PAINT. */
static void paint_stack(void) {
    uint8_t *p = &__heap_start;
    uint8_t *below_sp = (uint8_t *)SP - 32;
    while (p < below_sp) {
        *p++ = PAINT;
    }
}

/* Bytes of RAM used at most: the statics and the stack's deepest point. */
static uint16_t ram_peak(void) {
    uint8_t *p = &__heap_start;
    while (p <= (uint8_t *)RAMEND && *p == PAINT) {
        p++;
    }
    return (uint16_t)((uintptr_t)&__heap_start - RAMSTART) + (uint16_t)(RAMEND + 1 - (uintptr_t)p);
}

static void serial_start(void) {
    UCSR0A = _BV(U2X0);
    UBRR0H = 0;
    UBRR0L = 16; /* 115,200 baud from 16 MHz, double speed */
    UCSR0C = _BV(UCSZ01) | _BV(UCSZ00);
    UCSR0B = _BV(RXEN0) | _BV(TXEN0);
}

static uint8_t serial_receive(void) {
    while (!(UCSR0A & _BV(RXC0))) {
    }
    return UDR0;
}

static void serial_send(uint8_t byte) {
    while (!(UCSR0A & _BV(UDRE0))) {
    }
    UDR0 = byte;
}

static void send_text(const char *text) {
    while (*text) {
        serial_send((uint8_t)*text++);
    }
}

static void send_number(uint32_t n) {
    char digits[11];
    uint8_t at = sizeof digits;
    digits[--at] = '\0';
    do {
        digits[--at] = (char)('0' + n % 10);
        n /= 10;
    } while (n != 0);
    send_text(digits + at);
}

/* The next input byte; -1 at the end of input, and ever after (nothing
 * comes after the end mark, so the port must not be waited on again). */
static int next_byte(void) {
    static int ended;
    uint8_t byte;
    if (ended) {
        return -1;
    }
    byte = serial_receive();
    if (byte == END_OF_INPUT) {
        ended = 1;
        return -1;
    }
    return byte == ESCAPE ? serial_receive() : byte;
}

/* Reads a line into `line` (NUL-terminated); returns 0 at the end of
 * input with nothing read, and sets *too_long when the line did not fit. */
static int read_line(char *line, int *too_long) {
    uint8_t len = 0;
    int byte;
    *too_long = 0;
    while ((byte = next_byte()) >= 0 && byte != '\n') {
        if (len + 1 < LINE_MAX) {
            line[len++] = (char)byte;
        } else {
            *too_long = 1;
        }
    }
    line[len] = '\0';
    return byte >= 0 || len > 0 || *too_long;
}

static int blank(const char *line) {
    for (; *line; line++) {
        if (!strchr(" \t\r\v\f", *line)) {
            return 0;
        }
    }
    return 1;
}

int main(void) {
    char line[LINE_MAX];
    char moves[32];
    uint32_t number = 0;
    uint8_t status = 0;
    int too_long;
    paint_stack();
    serial_start();
    while (read_line(line, &too_long)) {
        int32_t code;
        number++;
        if (!too_long && blank(line)) {
            continue;
        }
        code = too_long ? EIGHT_E_BOARD : eight_solve_to_goal(line, moves, sizeof moves);
        if (code >= 0 && eight_distance_to_goal(line) != code) {
            code = EIGHT_E_TABLE;
        }
        if (code >= 0) {
            send_text(moves);
            send_text("\n");
        } else if (code == EIGHT_E_UNSOLVABLE) {
            send_text("unsolvable\n");
        } else {
            send_text("eight: line ");
            send_number(number);
            send_text(": ");
            send_text(eight_error_message(code));
            send_text("\n");
            status = 1;
        }
    }
    send_text("eight-firmware: status ");
    send_number(status);
    send_text(", ram peak ");
    send_number(ram_peak());
    send_text(" bytes\n");
    cli();
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    for (;;) {
        sleep_mode();
    }
}
