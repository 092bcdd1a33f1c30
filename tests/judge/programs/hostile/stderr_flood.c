/* 32 MB on stderr (beyond its cap, silently dropped), then the right answer: accepted. */
#include <stdio.h>
#include <string.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    static char line[4096];
    memset(line, 'e', sizeof line - 1);
    for (int i = 0; i < 8192; i++) fputs(line, stderr);
    printf("%lld\n", a + b);
    return 0;
}
