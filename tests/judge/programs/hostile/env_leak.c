/* The environment is exactly what the runner sets: nothing of the host leaks in. */
#include <stdio.h>
#include <string.h>
extern char **environ;
static const char *allowed[] = { "PATH=", "HOME=", "TMPDIR=", "LANG=", "LC_ALL=", "ONLINE_JUDGE=" };
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int leaked = 0;
    for (char **e = environ; *e; e++) {
        int ok = 0;
        for (unsigned i = 0; i < sizeof allowed / sizeof *allowed; i++) ok |= strncmp(*e, allowed[i], strlen(allowed[i])) == 0;
        if (!ok) { fprintf(stderr, "leaked: %s\n", *e); leaked = 1; }
    }
    printf("%lld\n", leaked ? -1 : a + b);
    return 0;
}
