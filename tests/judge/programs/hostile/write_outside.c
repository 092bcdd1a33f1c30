/* Nothing outside the work dir and the box's own /tmp is writable. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
static const char *targets[] = { "/x", "/usr/x", "/etc/x", "/bin/x", "/lib/x", "/dev/x", "/proc/x", "/box/../x", "/root/x", "/etc/passwd" };
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int wrote = 0;
    for (unsigned i = 0; i < sizeof targets / sizeof *targets; i++) {
        int fd = open(targets[i], O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd >= 0) { fprintf(stderr, "writable: %s\n", targets[i]); wrote = 1; close(fd); }
    }
    printf("%lld\n", wrote ? -1 : a + b);
    return 0;
}
