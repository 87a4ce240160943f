/*
  Solve: the shortest way to solve a board typed into the Serial Monitor.

  Type a board, its nine cells in reading order, and press Enter:
  "2 3 4 1 5 x 7 6 8" or "23415x768" (tiles 1 to 8, the blank x, X or 0).
  The answer is its distance from the goal 12345678x and the moves there:

    19 dlurullddrurdllurdr

  the shortest moves, and among the shortest the first in ASCII order. A
  letter is the way the blank goes: d down, l left, r right, u up. A
  board already solved gets "0", a board that cannot reach the goal (the
  other half of all boards) "unsolvable", and a line that is not a board
  the library's sentence for it, after "error: ".

  On every board but the Uno and the Nano a line may also hold a board
  and a target, "564178X23 7568X4123": the first nine cells are the
  board, the rest the target, and the answer is the moves from the board
  to the target ("8 urrulldr"), by all three tables.

  Boards: Arduino Uno and Nano (ATmega328P): it asks only for the goal
  (eight_solve_to_goal), so it carries the goal's table alone, in flash.
  Any target: Mega 2560; Cortex-M0+ boards (Raspberry Pi Pico, Arduino
  Nano RP2040 Connect, Zero, MKR, Nano 33 IoT); Uno R4 Minima and WiFi;
  Nano 33 BLE; ESP32-C3 boards. Serial Monitor: 115200 baud, any line
  ending.
*/
#include <eight.h>

// The longest line kept: a board is 9 cells, or 17 characters with a space
// between cells; a longer line is answered as not a board.
const size_t LINE_CAPACITY = 40;

static char line[LINE_CAPACITY + 1];
static size_t length;
static bool too_long;

void setup() {
  Serial.begin(115200);
}

#if !defined(__AVR_ATmega328P__)
// The moves for a line: to the target when the line holds more than nine
// cells (the first nine are the board), else to the goal. (Every board
// but the ATmega328P's carries all three tables.)
static int32_t solve(const char *text, char *moves, size_t capacity) {
  static char board[LINE_CAPACITY + 1];
  size_t cells = 0;
  size_t at = 0;
  for (; text[at] && cells < 9; at++) {
    board[at] = text[at];
    if (text[at] != ' ' && text[at] != '\t') {
      cells++;
    }
  }
  board[at] = '\0';
  const char *target = text + at;
  for (const char *c = target; *c; c++) {
    if (*c != ' ' && *c != '\t') {
      return eight_solve(board, target, moves, capacity);
    }
  }
  return eight_solve_to_goal(text, moves, capacity);
}
#else
// The moves for a line, to the goal: the Uno's flash holds its table alone.
static int32_t solve(const char *text, char *moves, size_t capacity) {
  return eight_solve_to_goal(text, moves, capacity);
}
#endif

// Answers one line: nothing for a blank one.
static void answer(const char *text) {
  bool blank = true;
  for (const char *c = text; *c; c++) {
    if (*c != ' ' && *c != '\t') {
      blank = false;
    }
  }
  if (blank && !too_long) {
    return;
  }
  // 31 moves at most, and the NUL.
  char moves[32];
  int32_t n = too_long ? EIGHT_E_BOARD : solve(text, moves, sizeof moves);
  // Lines end in '\n' alone, as the `eight` program's do.
  if (n == EIGHT_E_UNSOLVABLE) {
    Serial.print(F("unsolvable"));
  } else if (n < 0) {
    Serial.print(F("error: "));
    Serial.print(eight_error_message(n));
  } else if (n == 0) {
    Serial.print(0);
  } else {
    Serial.print(n);
    Serial.print(' ');
    Serial.print(moves);
  }
  Serial.print('\n');
}

void loop() {
  if (!Serial.available()) {
    return;
  }
  char c = Serial.read();
  if (c != '\n' && c != '\r') {
    if (length < LINE_CAPACITY) {
      line[length++] = c;
    } else {
      too_long = true;
    }
    return;
  }
  line[length] = '\0';
  answer(line);
  length = 0;
  too_long = false;
}
