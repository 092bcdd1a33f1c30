/*
 * /proc shows nothing of the host: not the launcher's command line (the box init is its clone),
 * not the host path of the input file behind stdin, not the host's memory or load.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static int readable(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    int c, any = 0;
    while ((c = fgetc(f)) != EOF) any |= c != 0; /* a wiped command line is all NUL bytes */
    fclose(f);
    return any;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    char link[512] = "";
    ssize_t n = readlink("/proc/self/fd/0", link, sizeof link - 1);
    int leaks = n > 0 && link[0] == '/' && strncmp(link, "/memfd:", 7) != 0;
    const char *host[] = { "/proc/1/cmdline", "/proc/meminfo", "/proc/loadavg", "/proc/cmdline", "/proc/stat" };
    for (int i = 0; i < 5; i++) leaks |= readable(host[i]);
    printf("%lld\n", leaks ? -1 : a + b);
    return 0;
}
