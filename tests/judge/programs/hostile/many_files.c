/* Hundreds of small files and a locked work dir: the runner still cleans up. */
#include <stdio.h>
#include <sys/stat.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    char name[64];
    for (int i = 0; i < 300; i++) {
        snprintf(name, sizeof name, "/box/f%d", i);
        FILE *f = fopen(name, "w");
        if (f) fclose(f);
    }
    mkdir("/box/locked", 0700);
    chmod("/box/locked", 0);
    printf("%lld\n", a + b);
    return 0;
}
