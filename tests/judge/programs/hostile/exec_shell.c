/* A shell works inside the box, confined like the program. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    char command[128];
    snprintf(command, sizeof command, "echo %lld", a + b);
    return system(command) == 0 ? 0 : 1;
}
