/* A detached child that burns CPU after the parent has answered: the run ends with the parent. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\n", a + b);
    fflush(stdout);
    if (fork() == 0) {
        setsid();
        close(0); close(1); close(2);
        for (volatile unsigned long x = 0;; x++) {}
    }
    return 0;
}
