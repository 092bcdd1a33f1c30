/* Killing the box's init or guessing host pids changes nothing. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    kill(getppid(), SIGKILL);
    kill(1, SIGKILL);
    for (int pid = 2; pid < 4096; pid++) if (pid != getpid()) kill(pid, SIGKILL);
    printf("%lld\n", a + b);
    return 0;
}
