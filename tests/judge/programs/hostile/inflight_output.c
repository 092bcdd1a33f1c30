/* Answers, then leaves stdin, stdout, stderr and a 32 MB memfd in flight on a unix socket that is in
   flight itself, and exits: only the kernel's collector frees them. The run ends on time all the same,
   and the answer counts. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>
static void send_fds(int sock, int *fds, int n) {
    char control[CMSG_SPACE(sizeof(int) * 8)] = {0}, byte = 'x';
    struct iovec iov = { &byte, 1 };
    struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = CMSG_SPACE(sizeof(int) * n) };
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * n);
    memcpy(CMSG_DATA(c), fds, sizeof(int) * n);
    sendmsg(sock, &m, 0);
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    printf("%lld\n", a + b);
    fflush(stdout);
    int memfd = memfd_create("held", 0);
    if (memfd >= 0 && ftruncate(memfd, 32 << 20) == 0) {
        char *p = mmap(NULL, 32 << 20, PROT_WRITE, MAP_SHARED, memfd, 0);
        if (p != MAP_FAILED) memset(p, 1, 32 << 20);
    }
    int pair[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, pair);
    int fds[4] = { 0, 1, 2, memfd };
    send_fds(pair[0], fds, memfd >= 0 ? 4 : 3);
    send_fds(pair[0], pair, 2);
    return 0;
}
