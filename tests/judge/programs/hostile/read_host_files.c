/* Host secrets, the project and the test data are out of sight: any of them readable is a wrong answer. */
#include <stdio.h>
static const char *secrets[] = {
    "/etc/shadow", "/etc/passwd-", "/root/.bashrc", "/root/.ssh/id_rsa", "/home", "/work/main/package.json",
    "/work/main/tests/judge/problems/aplusb/1.out", "/proc/1/root/etc/hostname", "/sys/kernel/notes", "/var/log",
    "/run/hoj-box", "/etc/ssl/private",
};
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int seen = 0;
    for (unsigned i = 0; i < sizeof secrets / sizeof *secrets; i++) {
        FILE *f = fopen(secrets[i], "r");
        if (f) { fprintf(stderr, "readable: %s\n", secrets[i]); seen = 1; fclose(f); }
    }
    printf("%lld\n", seen ? -1 : a + b);
    return 0;
}
