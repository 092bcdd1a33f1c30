/* The CPU time of child processes counts too. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 4; i++)
        if (fork() == 0)
            for (volatile unsigned long x = 0;; x++) {}
    while (wait(NULL) > 0) {}
    return 0;
}
