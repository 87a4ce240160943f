/* The smallest use of the library: one query, its length as the exit
 * status. Built once against libeight.a and once with STUB defined (the
 * same program with the query answering nothing), so that the difference
 * in size is what the library adds to a C program; with GOAL defined the
 * query is eight_solve_to_goal, which links only the goal's table. */
#include "eight.h"

#ifdef STUB
int32_t eight_solve(const char *board, const char *target, char *moves, size_t capacity) {
    (void)board;
    (void)target;
    (void)capacity;
    moves[0] = '\0';
    return 0;
}

int32_t eight_solve_to_goal(const char *board, char *moves, size_t capacity) {
    return eight_solve(board, 0, moves, capacity);
}
#endif

int main(void) {
    char moves[32];
#ifdef GOAL
    return (int)eight_solve_to_goal("23415x768", moves, sizeof moves);
#else
    return (int)eight_solve("23415x768", 0, moves, sizeof moves);
#endif
}
