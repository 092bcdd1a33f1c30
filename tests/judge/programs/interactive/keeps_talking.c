/* Finds the secret, then keeps writing after the interactor has left: it dies of a broken pipe,
   which does not count against it. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    long long lo = 1, hi = 1000000000;
    char reply[32];
    while (lo <= hi) {
        long long mid = (lo + hi) / 2;
        printf("%lld\n", mid);
        fflush(stdout);
        if (scanf("%31s", reply) != 1 || strcmp(reply, "correct") == 0) break;
        if (strcmp(reply, "higher") == 0) lo = mid + 1; else hi = mid - 1;
    }
    usleep(100000);
    for (;;) { printf("chatter\n"); fflush(stdout); }
}
