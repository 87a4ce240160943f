/* `eight pairs` as a C program on the micro:bit: the Eight II format from
 * the semihosting console's standard input, answered through
 * eight_run_pairs, with exactly what `eight pairs` writes on standard
 * output and standard error, and its exit status. The last line on
 * standard error is the memory footprint, which the run script takes off. */
#include <stdio.h>
#include <unistd.h>

#include "eight.h"
#include "footprint.h"

static size_t read_input(void *context, uint8_t *buffer, size_t capacity) {
    ssize_t got;
    (void)context;
    got = read(STDIN_FILENO, buffer, capacity);
    return got > 0 ? (size_t)got : 0;
}

static int32_t write_out(void *context, const uint8_t *bytes, size_t length) {
    (void)context;
    return fwrite(bytes, 1, length, stdout) == length ? 0 : 1;
}

static int32_t write_err(void *context, const uint8_t *bytes, size_t length) {
    (void)context;
    return fwrite(bytes, 1, length, stderr) == length ? 0 : 1;
}

int main(void) {
    int32_t status = eight_run_pairs(read_input, write_out, write_err, NULL);
    if (fflush(stdout) != 0) {
        status = 1;
    }
    fprintf(stderr, "eight-firmware: heap peak %u bytes, ram peak %u bytes\n",
            (unsigned)footprint_heap_peak(), (unsigned)footprint_ram_peak());
    return (int)status;
}
