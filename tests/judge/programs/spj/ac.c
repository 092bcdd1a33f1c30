#include <stdio.h>
int main(void) { long long n; scanf("%lld", &n); printf("%lld %lld\n", n / 2, n - n / 2); return 0; }
