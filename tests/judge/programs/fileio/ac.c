#include <stdio.h>
#include "plus.h"
int main(void) {
    FILE *in = fopen("sum.in", "r"), *out = fopen("sum.out", "w");
    long long a, b;
    fscanf(in, "%lld %lld", &a, &b);
    fprintf(out, "%lld\n", plus(a, b));
    return 0;
}
