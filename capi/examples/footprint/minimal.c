/* The smallest use of the library: one query, its length as the exit
 * status. Built once against libeight.a and once with STUB defined (the
 * same program with eight_solve answering nothing), so that the difference
 * in size is what the library adds to a C program. */
#include "eight.h"

#ifdef STUB
int32_t eight_solve(const char *board, const char *target, char *moves, size_t capacity) {
    (void)board;
    (void)target;
    (void)capacity;
    moves[0] = '\0';
    return 0;
}
#endif

int main(void) {
    char moves[32];
    return (int)eight_solve("23415x768", 0, moves, sizeof moves);
}
