/*
 * The output file, leased and left open in a unix socket cycle (in flight, so it outlives the
 * program), so that the box init could not open it to copy it back: every run of it was a System
 * Error. The seccomp filter refuses leases (F_SETLEASE), so the copy goes through and the answer,
 * written either way, is accepted; were the lease set, the init's non-blocking open would make it a
 * Runtime Error naming the file, never a System Error.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    FILE *in = fopen("sum.in", "r");
    if (!in || fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
    int fd = open("sum.out", O_RDWR | O_CREAT | O_TRUNC, 0644), pair[2];
    if (fd < 0) return 1;
    (void)fcntl(fd, F_SETLEASE, F_WRLCK); /* refused by the filter (EINVAL) */
    int ok = socketpair(AF_UNIX, SOCK_STREAM, 0, pair) == 0;
    for (int i = 0; ok && i < 2; i++) { /* each end queued on the other: a cycle only the collector frees */
        int fds[2] = { pair[i], fd };
        char data = 'x', control[CMSG_SPACE(sizeof fds)];
        struct iovec iov = { &data, 1 };
        struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
        struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof fds);
        memcpy(CMSG_DATA(c), fds, sizeof fds);
        ok = sendmsg(pair[i], &msg, 0) == 1;
    }
    dprintf(fd, "%lld\n", a + b);
    return 0;
}
