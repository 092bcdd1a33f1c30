/*
 * Every resource limit is the box's, none inherited from the launcher: no locked memory, no
 * real-time priority, no raised priority, no core dumps, the process cap on the uid, few queued
 * signals.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <sys/resource.h>
static rlim_t hard(int resource) {
    struct rlimit r;
    return getrlimit(resource, &r) == 0 && r.rlim_cur == r.rlim_max ? r.rlim_max : (rlim_t)-2;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    static char page[4096];
    int ok = hard(RLIMIT_MEMLOCK) == 0 && hard(RLIMIT_RTPRIO) == 0 && hard(RLIMIT_NICE) == 0 && hard(RLIMIT_CORE) == 0 &&
             hard(RLIMIT_NPROC) <= 64 && hard(RLIMIT_SIGPENDING) <= 1024 && hard(RLIMIT_RTTIME) != RLIM_INFINITY &&
             hard(RLIMIT_MSGQUEUE) == 0 && mlock(page, sizeof page) != 0;
    printf("%lld\n", ok ? a + b : -1);
    return 0;
}
