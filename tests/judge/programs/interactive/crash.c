/* Asks once, then crashes: its own runtime error wins over the interactor's verdict. */
#include <stdio.h>
int main(void) {
    printf("5\n");
    fflush(stdout);
    char reply[32];
    scanf("%31s", reply);
    volatile int *p = 0;
    return *p;
}
