/*
 * File after file, each well under the file-size limit, until a write fails: the box's work area
 * is capped, so this ends as a Runtime Error that names the cap instead of filling the host's disk.
 */
#include <stdio.h>
#include <string.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    static char block[1 << 20];
    memset(block, 'f', sizeof block);
    char name[32];
    int failed = 0;
    /* 2 GB at most: far past any cap, and an end if there were none */
    for (int i = 0; i < 256 && !failed; i++) {
        snprintf(name, sizeof name, "/box/part%d", i);
        FILE *f = fopen(name, "w");
        if (!f) break;
        for (int j = 0; j < 8 && !failed; j++) failed = fwrite(block, 1, sizeof block, f) != sizeof block || fflush(f) != 0;
        if (fclose(f) != 0) failed = 1;
    }
    printf("%lld\n", a + b);
    return 0;
}
