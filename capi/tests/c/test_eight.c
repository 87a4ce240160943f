/* The C side of eight.h, against the host's libeight.a: known answers,
 * goal and pair queries, the goal's own functions, every error code, a buffer one byte too small with
 * a guard byte after it, and both judge formats through callbacks (the
 * same bytes and status as `eight solve` / `eight pairs`, compared by the
 * script that runs this). Run under valgrind by capi/test.
 *
 *   test_eight                 the checks; prints "N passed, M failed"
 *   test_eight eight|pairs     a judge format: standard input to standard
 *                              output and error, with its exit status */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eight.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

static int passed;
static int failed;

#define CHECK(condition)                                                   \
    do {                                                                   \
        if (condition) {                                                   \
            passed++;                                                      \
        } else {                                                           \
            failed++;                                                      \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #condition); \
        }                                                                  \
    } while (0)

/* eight_solve into a buffer of `capacity` bytes followed by a guard
 * byte; checks the guard and returns the code. */
static int32_t solve_guarded(const char *board, const char *target, char *moves, size_t capacity) {
    char buffer[64];
    int32_t code;
    memset(buffer, '#', sizeof buffer);
    code = eight_solve(board, target, buffer, capacity);
    CHECK(buffer[capacity] == '#');
    memcpy(moves, buffer, capacity);
    return code;
}

static void known_answers(void) {
    char moves[64];
    CHECK(eight_solve("23415x768", NULL, moves, sizeof moves) == 19);
    CHECK(strcmp(moves, "dlurullddrurdllurdr") == 0);
    CHECK(eight_solve("2 3 4 1 5 x 7 6 8", NULL, moves, sizeof moves) == 19);
    CHECK(strcmp(moves, "dlurullddrurdllurdr") == 0);
    CHECK(eight_solve("12X453786", "12345678X", moves, sizeof moves) == 2);
    CHECK(strcmp(moves, "dd") == 0);
    CHECK(eight_solve("564178X23", "7568X4123", moves, sizeof moves) == 8);
    CHECK(strcmp(moves, "urrulldr") == 0);
    CHECK(eight_solve("12345678x", NULL, moves, sizeof moves) == 0);
    CHECK(strcmp(moves, "") == 0);
    CHECK(eight_solve("8 6 7 2 5 4 3 0 1", NULL, moves, sizeof moves) == 31);
    CHECK(strcmp(moves, "lurdrulurdlldrrululddruulddrurd") == 0);
    CHECK(eight_distance("23415x768", NULL) == 19);
    CHECK(eight_distance("564178X23", "7568X4123") == 8);
    CHECK(eight_distance("647850321", "12345678x") == 31);
    CHECK(eight_distance("12345678x", "12345678x") == 0);
}

/* The goal's functions give what eight_solve and eight_distance give
 * towards the goal, codes included. */
static void goal_functions(void) {
    static const char *const boards[] = {
        "23415x768", "2 3 4 1 5 x 7 6 8", "12345678x", "8 6 7 2 5 4 3 0 1", "647850321",
        "12345687x", "12345678q", "11345678x", "1234", "", "12X453786",
    };
    char moves[64];
    char expected[64];
    size_t k;
    for (k = 0; k < sizeof boards / sizeof boards[0]; k++) {
        int32_t want = eight_solve(boards[k], NULL, expected, sizeof expected);
        CHECK(eight_solve_to_goal(boards[k], moves, sizeof moves) == want);
        CHECK(want < 0 || strcmp(moves, expected) == 0);
        CHECK(eight_distance_to_goal(boards[k]) == eight_distance(boards[k], NULL));
    }
    CHECK(eight_solve_to_goal("8 6 7 2 5 4 3 0 1", moves, sizeof moves) == 31);
    CHECK(strcmp(moves, "lurdrulurdlldrrululddruulddrurd") == 0);
    CHECK(eight_distance_to_goal("23415x768") == 19);
    CHECK(eight_distance_to_goal("12345687x") == EIGHT_E_UNSOLVABLE);
    CHECK(eight_solve_to_goal(NULL, moves, sizeof moves) == EIGHT_E_NULL);
    CHECK(eight_solve_to_goal("23415x768", NULL, 64) == EIGHT_E_NULL);
    CHECK(eight_distance_to_goal(NULL) == EIGHT_E_NULL);
    moves[0] = '?';
    CHECK(eight_solve_to_goal("23415x768", moves, 19) == EIGHT_E_CAPACITY);
    CHECK(moves[0] == '?');
}

static void error_codes(void) {
    char moves[64];
    char long_text[300];
    char not_utf8[] = "12345678\xff";
    memset(long_text, ' ', sizeof long_text);
    memcpy(long_text, "23415x768", 9);
    CHECK(eight_solve("12345687x", NULL, moves, sizeof moves) == EIGHT_E_UNSOLVABLE);
    CHECK(eight_distance("12345687x", NULL) == EIGHT_E_UNSOLVABLE);
    CHECK(eight_solve("12345678q", NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    CHECK(eight_solve("11345678x", NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    CHECK(eight_solve("1234", NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    CHECK(eight_solve("", NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    CHECK(eight_solve(not_utf8, NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    /* No NUL within EIGHT_MAX_TEXT bytes: refused, nothing past read. */
    CHECK(eight_solve(long_text, NULL, moves, sizeof moves) == EIGHT_E_BOARD);
    CHECK(eight_solve("23415x768", "12345678", moves, sizeof moves) == EIGHT_E_TARGET);
    CHECK(eight_distance("23415x768", "x") == EIGHT_E_TARGET);
    CHECK(eight_solve(NULL, NULL, moves, sizeof moves) == EIGHT_E_NULL);
    CHECK(eight_solve("23415x768", NULL, NULL, 64) == EIGHT_E_NULL);
    CHECK(eight_distance(NULL, "12345678x") == EIGHT_E_NULL);
    /* Capacity: 19 letters need 20 bytes; 19 is one too few, and then
     * nothing at all is written. */
    moves[0] = '?';
    CHECK(solve_guarded("23415x768", NULL, moves, 19) == EIGHT_E_CAPACITY);
    CHECK(moves[0] == '#');
    CHECK(solve_guarded("23415x768", NULL, moves, 20) == 19);
    CHECK(strcmp(moves, "dlurullddrurdllurdr") == 0);
    CHECK(solve_guarded("12345678x", NULL, moves, 0) == EIGHT_E_CAPACITY);
    CHECK(solve_guarded("12345678x", NULL, moves, 1) == 0);
    CHECK(moves[0] == '\0');
    /* Every code has its sentence; so do unknown ones. */
    CHECK(strcmp(eight_error_message(EIGHT_E_BOARD), "the board's text is not a board (nine cells: tiles 1-8 once each and a blank x, X or 0)") == 0);
    CHECK(strstr(eight_error_message(EIGHT_E_TARGET), "target") != NULL);
    CHECK(strcmp(eight_error_message(EIGHT_E_UNSOLVABLE), "the board cannot reach the target: their tiles have the other parity") == 0);
    CHECK(strstr(eight_error_message(EIGHT_E_CAPACITY), "buffer") != NULL);
    CHECK(strcmp(eight_error_message(EIGHT_E_TABLE), "damaged table") == 0);
    CHECK(strstr(eight_error_message(EIGHT_E_NULL), "NULL") != NULL);
    CHECK(strcmp(eight_error_message(-7), "unknown error code") == 0);
    CHECK(strcmp(eight_error_message(INT32_MIN), "unknown error code") == 0);
    CHECK(strstr(eight_error_message(19), "number of moves") != NULL);
    CHECK(strcmp(eight_version(), "0.1.0") == 0);
}

/* Callbacks over memory, for the judge formats. */
struct memory {
    const char *input;
    size_t at;
    size_t chunk;
    char out[4096];
    size_t out_len;
    char err[4096];
    size_t err_len;
    int fail_writes;
};

static size_t read_memory(void *context, uint8_t *buffer, size_t capacity) {
    struct memory *m = context;
    size_t left = strlen(m->input) - m->at;
    size_t n = left < capacity ? left : capacity;
    if (n > m->chunk) n = m->chunk;
    memcpy(buffer, m->input + m->at, n);
    m->at += n;
    return n;
}

static int32_t append(char *to, size_t *len, const uint8_t *bytes, size_t length) {
    if (*len + length >= 4096) return 1;
    memcpy(to + *len, bytes, length);
    *len += length;
    to[*len] = '\0';
    return 0;
}

static int32_t write_out(void *context, const uint8_t *bytes, size_t length) {
    struct memory *m = context;
    if (m->fail_writes) return -1;
    return append(m->out, &m->out_len, bytes, length);
}

static int32_t write_err(void *context, const uint8_t *bytes, size_t length) {
    struct memory *m = context;
    return append(m->err, &m->err_len, bytes, length);
}

static size_t read_too_much(void *context, uint8_t *buffer, size_t capacity) {
    (void)context;
    (void)buffer;
    return capacity + 1;
}

static void formats_in_memory(void) {
    struct memory m;
    size_t chunk;
    /* Every chunk size: boards cut anywhere by the reads. */
    for (chunk = 1; chunk <= 8; chunk++) {
        memset(&m, 0, sizeof m);
        m.input = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
        m.chunk = chunk;
        CHECK(eight_run_pairs(read_memory, write_out, write_err, &m) == 0);
        CHECK(strcmp(m.out, "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n") == 0);
        CHECK(m.err_len == 0);
    }
    memset(&m, 0, sizeof m);
    m.input = "2 3 4 1 5 x 7 6 8\n12345678x\n12345687x\n11345678x\n";
    m.chunk = 512;
    CHECK(eight_run_eight(read_memory, write_out, write_err, &m) == 1);
    CHECK(strcmp(m.out, "dlurullddrurdllurdr\n\nunsolvable\n") == 0);
    CHECK(strcmp(m.err, "eight: line 4, column 2: tile 1 appears twice\n") == 0);
    /* A NULL err drops the messages; the status stays. */
    memset(&m, 0, sizeof m);
    m.input = "11345678x\n23415x768\n";
    m.chunk = 512;
    CHECK(eight_run_eight(read_memory, write_out, NULL, &m) == 1);
    CHECK(strcmp(m.out, "dlurullddrurdllurdr\n") == 0);
    /* A failing out: status 1 and a message on err. */
    memset(&m, 0, sizeof m);
    m.input = "23415x768\n";
    m.chunk = 512;
    m.fail_writes = 1;
    CHECK(eight_run_eight(read_memory, write_out, write_err, &m) == 1);
    CHECK(strstr(m.err, "eight: ") == m.err);
    /* A read that breaks its contract ends the run. */
    memset(&m, 0, sizeof m);
    CHECK(eight_run_pairs(read_too_much, write_out, write_err, &m) == 1);
    CHECK(eight_run_pairs(NULL, write_out, write_err, &m) == EIGHT_E_NULL);
    CHECK(eight_run_eight(read_memory, NULL, write_err, &m) == EIGHT_E_NULL);
}

/* The judge formats over standard input, output and error. */
static size_t read_stdin(void *context, uint8_t *buffer, size_t capacity) {
    (void)context;
    return fread(buffer, 1, capacity, stdin);
}

static int32_t write_file(void *context, const uint8_t *bytes, size_t length) {
    return fwrite(bytes, 1, length, (FILE *)context) == length ? 0 : 1;
}

static int32_t write_stderr(void *context, const uint8_t *bytes, size_t length) {
    (void)context;
    return fwrite(bytes, 1, length, stderr) == length ? 0 : 1;
}

int main(int argc, char **argv) {
#ifdef _WIN32
    /* The formats' bytes as they are: in C's text mode, Windows would write
     * each LF as CRLF (the judges expect LF) and drop the CR of CRLF input
     * before the library sees it (which reads CRLF as LF itself). */
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
#endif
    if (argc == 2 && strcmp(argv[1], "eight") == 0) {
        return eight_run_eight(read_stdin, write_file, write_stderr, stdout);
    }
    if (argc == 2 && strcmp(argv[1], "pairs") == 0) {
        return eight_run_pairs(read_stdin, write_file, write_stderr, stdout);
    }
    known_answers();
    goal_functions();
    error_codes();
    formats_in_memory();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
