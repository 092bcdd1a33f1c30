/* The cgroup tree is not reachable: the program cannot move itself out of its limits. */
#include <stdio.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    const char *files[] = { "/sys/fs/cgroup/cgroup.procs", "/sys/fs/cgroup/memory/cgroup.procs", "/sys/fs/cgroup/hoj-box/cgroup.procs" };
    int escaped = 0;
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(files[i], "w");
        if (f) { escaped |= fprintf(f, "0\n") > 0 && fflush(f) == 0; fclose(f); }
    }
    printf("%lld\n", escaped ? -1 : a + b);
    return 0;
}
