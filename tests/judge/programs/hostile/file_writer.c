/* 96 MB of files in the work area, under its cap, then the answer: the run's memory is its own, not its files. */
#include <stdio.h>
#include <string.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    static char block[1 << 20];
    memset(block, 'w', sizeof block);
    char name[32];
    for (int i = 0; i < 12; i++) {
        snprintf(name, sizeof name, "/box/part%d", i);
        FILE *f = fopen(name, "w");
        if (!f) return 2;
        for (int j = 0; j < 8; j++)
            if (fwrite(block, 1, sizeof block, f) != sizeof block) return 3;
        if (fclose(f) != 0) return 4;
    }
    printf("%lld\n", a + b);
    return 0;
}
