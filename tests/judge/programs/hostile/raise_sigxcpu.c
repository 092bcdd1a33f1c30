/* Answers, then raises SIGXCPU on itself after a millisecond of CPU: a runtime error, not a time limit. */
#include <signal.h>
#include <stdio.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    printf("%lld\n", a + b);
    fflush(stdout);
    raise(SIGXCPU);
    return 0;
}
