/* Privileged calls all fail: any success is a wrong answer. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/reboot.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int ok = 0;
    ok |= setuid(0) == 0;
    ok |= setgid(0) == 0;
    ok |= mount("none", "/tmp", "tmpfs", 0, NULL) == 0;
    ok |= umount2("/box", MNT_DETACH) == 0;
    ok |= unshare(CLONE_NEWUSER) == 0;
    ok |= unshare(CLONE_NEWNS) == 0;
    ok |= chroot("/tmp") == 0;
    ok |= sethostname("pwned", 5) == 0;
    ok |= ptrace(PTRACE_TRACEME, 0, NULL, NULL) == 0;
    ok |= reboot(RB_POWER_OFF) == 0;
    struct timeval tv = { 0, 0 };
    ok |= settimeofday(&tv, NULL) == 0;
    struct rlimit big = { RLIM_INFINITY, RLIM_INFINITY };
    ok |= setrlimit(RLIMIT_FSIZE, &big) == 0;
    printf("%lld\n", ok ? -1 : a + b);
    return 0;
}
