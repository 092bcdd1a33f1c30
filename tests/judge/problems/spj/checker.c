/*
 * Special judge: the output must be two integers a b with a + b = n (the input) and 0 < a <= b.
 * Right sum in the wrong form earns half the points (testlib's quitp convention on stderr).
 * Usage: checker <input> <user_output> <answer>
 */
#include <stdio.h>
#include "checklib.h"

int main(int argc, char **argv)
{
    if (argc < 4)
        return FAIL_EXIT;
    FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
    long long n, a, b, extra;
    if (!in || !out || !ans || fscanf(in, "%lld", &n) != 1) {
        fprintf(stderr, "cannot read the test");
        return FAIL_EXIT;
    }
    if (fscanf(out, "%lld %lld", &a, &b) != 2) {
        fprintf(stderr, "expected two integers");
        return PE_EXIT;
    }
    if (fscanf(out, "%lld", &extra) == 1) {
        fprintf(stderr, "extra numbers after the answer");
        return PE_EXIT;
    }
    if (a + b != n) {
        fprintf(stderr, "%lld + %lld is not %lld", a, b, n);
        return WA_EXIT;
    }
    if (!(0 < a && a <= b)) {
        fprintf(stderr, "points 0.5 right sum, but not 0 < a <= b");
        return POINTS_EXIT;
    }
    fprintf(stderr, "ok");
    return OK_EXIT;
}
