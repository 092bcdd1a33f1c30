/* Finds the secret, then claims a broken pipe it never had and exits 1. Only a SIGPIPE from the
   kernel after the interactor finished is forgiven, never the words: this is a runtime error. */
#include <stdio.h>
#include <string.h>
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
    fprintf(stderr, "write: Broken pipe\nBrokenPipeError: [Errno 32] EPIPE\n");
    return 1;
}
