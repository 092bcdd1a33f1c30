/* Writes its answer through /dev/stdout reopened, as some templates do: the pipe is the box's own. */
#include <stdio.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    if (!freopen("/dev/stdout", "w", stdout)) return 2;
    printf("%lld\n", a + b);
    return 0;
}
