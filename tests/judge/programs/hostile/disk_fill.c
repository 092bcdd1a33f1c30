/* A file beyond the size limit: SIGXFSZ, reported as Output Limit Exceeded. */
#include <stdio.h>
#include <string.h>
int main(void) {
    static char block[1 << 20];
    memset(block, 'd', sizeof block);
    FILE *f = fopen("/box/fill", "w");
    for (int i = 0; i < 4096; i++) fwrite(block, 1, sizeof block, f);
    fclose(f);
    return 0;
}
