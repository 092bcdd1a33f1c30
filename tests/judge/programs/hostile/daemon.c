/* A double-forked daemon that would sleep for minutes; the parent answers and exits. It must not survive. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\n", a + b);
    fflush(stdout);
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            close(0); close(1); close(2);
            sleep(600);
        }
        _exit(0);
    }
    return 0;
}
