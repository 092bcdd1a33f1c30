/*
 * Special judge of "Find a Pair": any pair i < j with a_i + a_j = target is accepted.
 * Usage: checker <input> <user_output> <answer>; exit 0 accepted, 1 wrong answer, 3 judge failure
 * (testlib's exit codes).
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc < 4)
        return 3;
    FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
    long long n, target, i, j, extra;
    if (!in || !out || fscanf(in, "%lld %lld", &n, &target) != 2 || n < 2) {
        fprintf(stderr, "cannot read the test");
        return 3;
    }
    long long *a = malloc(sizeof(long long) * (size_t)n);
    if (!a)
        return 3;
    for (long long k = 0; k < n; k++)
        if (fscanf(in, "%lld", &a[k]) != 1) {
            fprintf(stderr, "cannot read the test");
            return 3;
        }
    if (fscanf(out, "%lld %lld", &i, &j) != 2) {
        fprintf(stderr, "expected two indices");
        return 1;
    }
    if (fscanf(out, "%lld", &extra) == 1) {
        fprintf(stderr, "extra output after the two indices");
        return 1;
    }
    if (!(1 <= i && i < j && j <= n)) {
        fprintf(stderr, "indices must satisfy 1 <= i < j <= n, got %lld %lld", i, j);
        return 1;
    }
    if (a[i - 1] + a[j - 1] != target) {
        fprintf(stderr, "a[%lld] + a[%lld] = %lld, not %lld", i, j, a[i - 1] + a[j - 1], target);
        return 1;
    }
    fprintf(stderr, "ok");
    return 0;
}
