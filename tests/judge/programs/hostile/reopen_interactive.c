/* Binary search through /dev/stdin and /dev/stdout reopened: an interactive run's pipes are the box's own. */
#include <stdio.h>
#include <string.h>
int main(void) {
    if (!freopen("/dev/stdin", "r", stdin) || !freopen("/dev/stdout", "w", stdout)) return 2;
    long long lo = 1, hi = 1000000000;
    char reply[32];
    while (lo <= hi) {
        long long mid = (lo + hi) / 2;
        printf("%lld\n", mid);
        fflush(stdout);
        if (scanf("%31s", reply) != 1 || strcmp(reply, "correct") == 0) break;
        if (strcmp(reply, "higher") == 0) lo = mid + 1; else hi = mid - 1;
    }
    return 0;
}
