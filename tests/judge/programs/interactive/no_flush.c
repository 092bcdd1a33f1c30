/* Never flushes its question: both sides wait until the wall clock runs out. */
#include <stdio.h>
int main(void) {
    printf("500000000\n");
    char reply[32];
    scanf("%31s", reply);
    return 0;
}
