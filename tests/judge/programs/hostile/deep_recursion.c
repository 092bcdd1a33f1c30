/* A million frames of ~100 bytes: deep, but within the 128 MB stack limit. */
#include <stdio.h>
static long long depth(long long n) {
    volatile char pad[64];
    pad[0] = (char)n;
    if (n == 0) return pad[0];
    return depth(n - 1) + 1 + pad[0] * 0;
}
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    long long d = depth(1000000);
    printf("%lld\n", a + b + d - 1000000);
    return 0;
}
