/* Leaves marks in its work dir and /tmp; a later run of the same program must start clean. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int found = access("/box/mark", F_OK) == 0 || access("/tmp/mark", F_OK) == 0;
    FILE *f = fopen("/box/mark", "w"); if (f) fclose(f);
    f = fopen("/tmp/mark", "w"); if (f) fclose(f);
    printf("%lld\n", found ? -1 : a + b);
    return 0;
}
