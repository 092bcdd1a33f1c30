/* Guesses 1, 2, 3, ...: too many questions once the secret is above 40. */
#include <stdio.h>
#include <string.h>
int main(void) {
    char reply[32];
    for (long long g = 1;; g++) {
        printf("%lld\n", g);
        fflush(stdout);
        if (scanf("%31s", reply) != 1 || strcmp(reply, "correct") == 0) return 0;
    }
}
